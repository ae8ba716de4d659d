/**
 * The exam engine in the browser (issue 5, "Done when"): learner01 takes the open exam,
 * answers every question type, goes offline and back, reloads in the middle and finds every
 * answer and the time left, submits, sees 'pending review' until examiner01 marks the
 * short answer with quick marking in a browser of their own, reads the analysis, practises the wrong question until the
 * book is empty, and cannot start exams outside their window or beyond their limit; a
 * questionnaire refuses a bad ID number and accepts a good one.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { LEARNER, employee, expect, signInAs, test, type Lang } from './fixtures';

const TEXT = {
  'zh-CN': {
    answered: '已答',
    answerRequired: '请先作答再进入下一题',
    lastQuestion: '已经是最后一题了',
    firstQuestion: '已经是第一题了',
    offline: /网络已断开/,
    saved: '答案已保存',
    pendingReview: '待阅卷',
    passed: '考试通过',
    wrongVerdict: '回答错误',
    practiceWrong: '回答错误',
    practiceRight: '回答正确，已移出错题本',
    correctAnswerB: '正确答案：B',
    noWrong: '暂无错题',
    notOpen: '考试尚未开始',
    limitReached: '考试次数已达上限',
    idNumberError: '请输入正确的18位身份证号码',
    qnDone: '问卷已提交，感谢您的参与！',
    qnNotSubmitted: '您还没有提交这份问卷。',
    lessonDone: '已完成',
    confirm: '确认交卷',
    trail: ['我的考试', '考试说明', '考试作答', '考试报告'],
    markedNotice: (title: string) => `「${title}」已批阅，得分 70`,
  },
  'en-US': {
    answered: 'Answered',
    answerRequired: 'Please answer before moving to the next question',
    lastQuestion: 'This is the last question',
    firstQuestion: 'This is the first question',
    offline: /^Offline/,
    saved: 'Answers saved',
    pendingReview: 'Pending review',
    passed: 'Passed',
    wrongVerdict: 'Wrong',
    practiceWrong: 'Wrong',
    practiceRight: 'Correct: removed from your wrong answers',
    correctAnswerB: 'Correct answer: B',
    noWrong: 'No wrong questions',
    notOpen: 'The exam is not open yet',
    limitReached: 'You have reached the attempt limit of this exam',
    idNumberError: 'Please enter a correct 18-character ID number',
    qnDone: 'Thank you for your answers!',
    qnNotSubmitted: 'You have not submitted this questionnaire yet.',
    lessonDone: 'Completed',
    confirm: 'Submit',
    trail: ['My exams', 'Test description', 'Taking the exam', 'Exam report'],
    markedNotice: (title: string) => `"${title}" has been marked: 70 points`,
  },
} as const;

const EXAMS = { open: '信息安全知识测验', notOpen: '2026年度合规考试', limitReached: '新员工入职模拟考试' };

async function examIds(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const response = await request.get('/api/exam', { params: { limit: 100 }, headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' } });
  const body = (await response.json()) as { data: { list: { id: number; title: string }[] } };
  return Object.fromEntries(body.data.list.map((e) => [e.title, e.id]));
}

/** Picks options of the current question by letter (clicking the lettered label). */
async function choose(page: Page, ...letters: string[]) {
  for (const letter of letters) await page.getByTestId('question').locator('label', { has: page.getByTestId(`option-${letter}`) }).click();
}

async function waitSaved(page: Page, lang: Lang) {
  await expect(page.getByTestId('save-status')).toHaveText(TEXT[lang].saved);
}

test('learner01 takes the open exam: every type, offline, reload, submit, review, analysis, practice', async ({ page, request, lang, signInViaApi, context, browser }, testInfo) => {
  test.setTimeout(90_000);
  const text = TEXT[lang];
  const { token } = await signInViaApi(LEARNER);
  const ids = await examIds(request, token);
  const examId = ids[EXAMS.open]!;

  await page.goto('/mine-exam');
  await page.getByRole('link', { name: EXAMS.open }).first().click();
  await expect(page).toHaveURL(new RegExp(`/mine-exam/mine-exam-explain/${examId}$`));
  await page.getByTestId('start-exam').click();
  await expect(page).toHaveURL(new RegExp(`/mine-exam/mine-exam-show/${examId}$`));
  await expect(page.getByTestId('exam-attempt')).toBeVisible();

  // 1 single choice: notices on the first question, answer required before moving on.
  await page.getByTestId('prev').click();
  await expect(page.getByTestId('notice')).toHaveText(text.firstQuestion);
  await page.getByTestId('next').click();
  await expect(page.getByTestId('notice')).toHaveText(text.answerRequired);
  await choose(page, 'B');
  await page.getByTestId('next').click();
  // 2 multiple choice
  await choose(page, 'A', 'B');
  await page.keyboard.press('ArrowRight');
  // 3 judge: deliberately wrong (A, "true")
  await choose(page, 'A');
  await page.getByTestId('next').click();
  // 4 fill-in, full-width and in capitals
  await page.getByTestId('blank-1').fill('ＰＲＩＶＡＴＥ');
  await page.getByTestId('blank-1').blur();
  await page.getByTestId('next').click();
  // 5 fill-in with two blanks, typed while offline: kept in the browser, saved when back.
  await waitSaved(page, lang);
  await context.setOffline(true);
  await page.getByTestId('blank-1').fill('完整性');
  await page.getByTestId('blank-2').fill('可用性');
  await page.getByTestId('blank-2').blur();
  await expect(page.getByTestId('save-status')).toHaveText(text.offline);
  await context.setOffline(false);
  await waitSaved(page, lang);
  await expect(page.getByTestId('sheet-5')).toHaveAccessibleName(`5 ${text.answered}`);
  const timerBefore = await page.getByTestId('timer').textContent();

  // Reload in the middle: the same attempt, every answer, the time left.
  await page.reload();
  await expect(page.getByTestId('exam-attempt')).toBeVisible();
  for (const n of [1, 2, 3, 4, 5]) await expect(page.getByTestId(`sheet-${n}`)).toHaveAccessibleName(`${n} ${text.answered}`);
  await expect(page.getByTestId('sheet-6')).toHaveAccessibleName('6');
  await expect(page.getByTestId('option-B')).toBeChecked();
  const timer = await page.getByTestId('timer').textContent();
  expect(timer).toMatch(/^(2\d|30):\d\d$/);
  expect(timer! <= timerBefore!).toBe(true);
  await page.getByTestId('sheet-4').click();
  await expect(page.getByTestId('blank-1')).toHaveValue('ＰＲＩＶＡＴＥ');

  // 6 short answer, 7 undefined-term, 8 single choice with images; then the last-question notice.
  await page.getByTestId('sheet-6').click();
  await page.getByTestId('short-answer').fill('不点击链接，立即报告信息安全部门，然后删除邮件。');
  await page.getByTestId('short-answer').blur();
  await page.getByTestId('next').click();
  await choose(page, 'A', 'B', 'D');
  await page.getByTestId('next').click();
  await expect(page.getByTestId('question').locator('img').first()).toBeVisible();
  await choose(page, 'A');
  await page.getByTestId('next').click();
  await expect(page.getByTestId('notice')).toHaveText(text.lastQuestion);
  await waitSaved(page, lang);

  // Submit: the short answer waits for review.
  await page.getByTestId('submit-exam').click();
  await page.getByRole('alertdialog').getByRole('button', { name: text.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/mine-exam\/mine-exam-result\/\d+$/);
  await expect(page.getByTestId('result-score')).toHaveText(text.pendingReview);
  // Each page of the way has its own title: the list and the attempt are not both "My exams".
  await expect(page.getByTestId('breadcrumb').locator('.bp6-breadcrumb')).toHaveText([...text.trail]);
  const attemptId = Number(/(\d+)$/.exec(page.url())![1]);

  // examiner01 marks it with quick marking in a browser of their own; the report then shows the score.
  const examinerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: lang });
  await examinerContext.addInitScript((lng) => localStorage.setItem('lang', lng), lang);
  const examinerPage = await examinerContext.newPage();
  await signInAs(examinerPage, examinerContext.request, { account: 'examiner01', password: 'Examiner@2026' });
  await examinerPage.goto(`/memberAssess/exam-remarks?id=${attemptId}`);
  await examinerPage.getByTestId('remarks-score').fill('10');
  await examinerPage.getByTestId('remarks-remark').fill('要点齐全，举例恰当');
  await examinerPage.getByTestId('remarks-save').click();
  await expect(examinerPage.getByTestId('remarks-finished')).toBeVisible();
  await examinerContext.close();
  await page.reload();
  await expect(page.getByTestId('result-score')).toHaveText('70');
  await expect(page.getByTestId('result-pass')).toHaveText(text.passed);
  // The learner is told the score once, in a study notice that opens the exam; read here, so
  // that the later specs find learner01's bell as the demo company left it.
  const mine = { Authorization: `Bearer ${token}`, DeviceType: 'PC', 'Accept-Language': lang };
  const unread = (await (await request.get('/api/notify', { params: { notify_type: '1', inner_status: 2, limit: 100 }, headers: mine })).json()) as {
    data: { list: { id: number; type: number; target_id: number | null; content: string }[] };
  };
  const told = unread.data.list.filter((n) => n.content === text.markedNotice(EXAMS.open));
  expect(told).toHaveLength(1);
  expect(told[0]).toMatchObject({ type: 10, target_id: examId });
  expect((await request.put('/api/notify/read', { headers: mine, data: { id: told[0]!.id } })).status()).toBe(200);

  // The analysis: every question, the judge question wrong with the correct answer B.
  await page.getByTestId('to-analysis').click();
  await expect(page.getByTestId('analysis-item')).toHaveCount(8);
  const judge = page.getByTestId('analysis-item').nth(2);
  await expect(judge.getByTestId('verdict')).toHaveText(text.wrongVerdict);
  await expect(judge.getByTestId('correct-answer')).toHaveText('B');
  await expect(page.getByTestId('analysis-item').nth(3).getByTestId('my-answer')).toHaveText('ＰＲＩＶＡＴＥ');
  // The examiner's remark is on the short answer it was written for, and on no other.
  await expect(page.getByTestId('examiner-remark')).toHaveText(['要点齐全，举例恰当']);

  // Practise the wrong question until it leaves the book.
  await page.goto(`/error-test/${examId}`);
  await expect(page.getByTestId('practice')).toBeVisible();
  await choose(page, 'A');
  await page.getByTestId('practice-check').click();
  await expect(page.getByTestId('practice-feedback')).toContainText(text.practiceWrong);
  await expect(page.getByTestId('practice-correct-answer')).toHaveText(text.correctAnswerB);
  await page.getByTestId('practice-retry').click();
  await choose(page, 'B');
  await page.getByTestId('practice-check').click();
  await expect(page.getByTestId('practice-feedback')).toContainText(text.practiceRight);
  await page.getByTestId('practice-next').click();
  await expect(page.getByTestId('practice-empty')).toContainText(text.noWrong);
});

test("an exam's ranking, opened from its explanation, shows the rule and the API's rows with their medals", async ({ page, request, signInViaApi }) => {
  const { token } = await signInViaApi(LEARNER);
  const get = async <T,>(path: string, params: Record<string, number> = {}) => ((await (await request.get(path, { params, headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC', 'Accept-Language': 'en-US' } })).json()) as { data: T }).data;
  // The first of the learner's exams that anyone has been ranked in.
  type Ranking = { total: number; list: { name: string; medal: number }[] };
  let ranked: { id: number; ranking: Ranking } | undefined;
  for (const id of Object.values(await examIds(request, token))) {
    const ranking = await get<Ranking>(`/api/exam/${id}/ranking`, { page: 1, limit: 10 });
    if (ranking.total > 0) {
      ranked = { id, ranking };
      break;
    }
  }
  expect(ranked, 'an exam with a ranking').toBeDefined();
  const { id, ranking } = ranked!;
  await page.goto(`/mine-exam/mine-exam-explain/${id}`);
  await page.locator('.exam-explain__ranking').click();
  await expect(page).toHaveURL(new RegExp(`/exam-ranking/${id}$`));
  await expect(page.getByTestId('rank-rule')).toHaveText((await get<{ rule: string }>('/api/exam/rankRule')).rule);
  const rows = page.getByTestId('exam-rank-row');
  await expect(rows).toHaveCount(ranking.list.length);
  await expect(rows.first()).toContainText(ranking.list[0]!.name);
  await expect(rows.first()).toHaveAttribute('data-medal', String(ranking.list[0]!.medal));
});

test('exams outside their window or beyond their limit cannot be started, with the reason shown', async ({ page, request, lang, signInViaApi }) => {
  const text = TEXT[lang];
  const { token } = await signInViaApi(LEARNER);
  const ids = await examIds(request, token);
  await page.goto(`/mine-exam/mine-exam-explain/${ids[EXAMS.notOpen]}`);
  await expect(page.getByTestId('block-reason')).toHaveText(text.notOpen);
  await expect(page.getByTestId('start-exam')).toHaveCount(0);
  await page.goto(`/mine-exam/mine-exam-explain/${ids[EXAMS.limitReached]}`);
  await expect(page.getByTestId('block-reason')).toHaveText(text.limitReached);
  // Straight to the attempt page: the server refuses too.
  await page.goto(`/mine-exam/mine-exam-show/${ids[EXAMS.limitReached]}`);
  await expect(page.getByTestId('block-reason')).toHaveText(text.limitReached);
});

test('a questionnaire refuses a bad ID number and accepts a good one, once', async ({ page, lang, signInViaApi }) => {
  const text = TEXT[lang];
  await signInViaApi(employee(lang === 'zh-CN' ? 150 : 151));
  // The completion page says what the server holds: not submitted yet, and offers the questionnaire.
  await page.goto('/knowledge/result?id=2');
  await expect(page.getByTestId('qn-not-submitted')).toContainText(text.qnNotSubmitted);
  await expect(page.getByTestId('qn-done')).toHaveCount(0);
  // The seeded registration form is the second questionnaire.
  await page.getByTestId('qn-fill-in').click();
  await expect(page).toHaveURL(/\/knowledge\/questionnaire\?id=2$/);
  await expect(page.getByTestId('questionnaire')).toBeVisible();
  await page.getByTestId('qn-text').fill('测试员');
  await page.getByTestId('qn-id_number').fill('110105194912310021');
  await page.getByTestId('qn-email').fill('tester@demo.example');
  await page.getByTestId('qn-phone').fill('13900000000');
  await page.getByTestId('questionnaire').locator('label', { has: page.getByTestId('option-A') }).click();
  await page.getByTestId('qn-submit').click();
  await expect(page.getByTestId('qn-problem-id_number')).toHaveText(text.idNumberError);
  await page.getByTestId('qn-id_number').fill('11010519491231002X');
  await page.getByTestId('qn-submit').click();
  await expect(page).toHaveURL(/\/knowledge\/result\?id=2$/);
  await expect(page.getByTestId('qn-done')).toContainText(text.qnDone);
  await expect(page.getByTestId('qn-submitted-at')).toBeVisible();
  await page.goto('/knowledge/questionnaire?id=2');
  await expect(page.getByTestId('qn-submitted')).toBeVisible();
  await page.goto('/knowledge/result?id=2');
  await expect(page.getByTestId('qn-done')).toContainText(text.qnDone);
  await expect(page.getByTestId('qn-not-submitted')).toHaveCount(0);
});

test('a questionnaire lesson completes when submitted from its course, and the course progress moves', async ({ page, request, lang, signInViaApi }) => {
  const text = TEXT[lang];
  const { token } = await signInViaApi(employee(lang === 'zh-CN' ? 152 : 153));
  const auth = { Authorization: `Bearer ${token}`, DeviceType: 'PC' };
  // Course 2 (高效沟通技巧), joined as an elective; lesson 2.3 is the questionnaire every series course shares.
  expect((await request.post('/api/course/addOptional/2', { headers: auth })).status()).toBe(200);
  await page.goto('/course/course-show/2');
  const progress = page.getByTestId('course-progress');
  await expect(progress).toHaveText('0%');
  const lesson = page.getByTestId('period').filter({ hasText: '2.3 课后问卷' });
  await expect(lesson).not.toContainText(text.lessonDone);
  await lesson.click();
  await expect(page).toHaveURL(/\/knowledge\/questionnaire\?id=\d+&period_id=\d+&course_id=2$/);
  const form = page.getByTestId('questionnaire');
  // Its four questions first (the list below is read once, not retried).
  await expect(form.locator('.bp6-form-group')).toHaveCount(4);
  for (const group of await form.locator('.bp6-form-group').all()) {
    const option = group.locator('label', { has: page.getByTestId('option-A') });
    if (await option.count()) await option.click();
  }
  await page.getByTestId('qn-submit').click();
  await expect(page.getByTestId('qn-done')).toContainText(text.qnDone);
  await page.getByTestId('back-to-course').click();
  await expect(page).toHaveURL(/\/course\/course-show\/2$/);
  await expect(lesson).toContainText(text.lessonDone);
  await expect(progress).not.toHaveText('0%');
});

test('practising the wrong answers of an exam that does not exist shows the 404 page, not an empty book', async ({ page, signInViaApi, text }) => {
  await signInViaApi(LEARNER);
  await page.goto('/error-test/9999');
  await expect(page).toHaveURL(/\/404\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFoundTitle);
  await expect(page.getByTestId('practice-empty')).toHaveCount(0);
});

test('practice numbers a question by its place in the set: after one leaves the book the next is 2, not 1 again', async ({ page, signInViaApi }) => {
  await signInViaApi(LEARNER);
  // learner01's book holds several choice questions from the seeded exams.
  await page.goto('/error-test/0');
  await expect(page.getByTestId('practice')).toBeVisible();
  const number = page.getByTestId('practice-number');
  const left = page.getByTestId('practice-left');
  await expect(number).toHaveText('1.');
  const leftBefore = await left.textContent();
  // Answer A; when that is wrong, the shown correct answer (letters after the colon), then it leaves the book.
  await choose(page, 'A');
  await page.getByTestId('practice-check').click();
  await expect(page.getByTestId('practice-feedback')).toBeVisible();
  if ((await page.getByTestId('practice-retry').count()) > 0) {
    const shown = (await page.getByTestId('practice-correct-answer').textContent()) ?? '';
    const letters = shown.split(/[:：]/).pop()!.match(/[A-H]/g) ?? [];
    expect(letters.length).toBeGreaterThan(0);
    await page.getByTestId('practice-retry').click();
    await choose(page, ...letters);
    await page.getByTestId('practice-check').click();
    await expect(page.getByTestId('practice-retry')).toHaveCount(0);
  }
  await page.getByTestId('practice-next').click();
  await expect(left).not.toHaveText(leftBefore!);
  await expect(number).toHaveText('2.');
});
