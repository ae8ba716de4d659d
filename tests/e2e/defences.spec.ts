/**
 * Defences as learner01 and examiner01 use them, in Chromium with a fake microphone that speaks
 * a real recorded English sentence (Debian's pocketsphinx-testdata, LibriVox: "had he married a
 * more amiable woman he might have been made still more respectable than he was"):
 *
 * - the English AI defence: a stop after 3 seconds is refused with the spec's message and the
 *   recording goes on; 6-second recordings upload; two choices are confirmed; the submit is
 *   scored at once and the report shows the transcript the server heard and the key points;
 * - the Chinese AI defence says automatic scoring is unavailable and waits for an examiner;
 * - the interactive defence: examiner01 reviews it (scores within the full score, the
 *   assessment result) and learner01 reads the report with the result and is notified;
 * - a learner is refused the examiner's routes.
 *
 * The Chinese and interactive recordings are uploaded over REST (the same file the microphone
 * plays): recording through the page is covered by the English defence.
 */
import fs from 'node:fs';
import { apiLogin, expect, LEARNER, test, type Account } from './fixtures.js';

/** The demo company's defences (server/seed/defences.ts DEFENCES_DEMO). */
const DEFENCES_DEMO = { aiEnglish: 'English Speaking Assessment', aiChinese: '信息安全知识 AI 答辩', interactive: '转正述职答辩' } as const;
const EXAMINER: Account = { account: 'examiner01', password: 'Examiner@2026', name: '张伟' };
const SPEECH = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0920.wav';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPEECH}`,
    ],
  },
});

const TEXT = {
  'zh-CN': {
    tooShort: '录音时间不能低于 5 秒',
    scoredByAi: '由 AI 自动评分',
    unavailable: '自动评分暂不可用（未配置该语言的语音识别模型），已转交考官评审。',
    waiting: '已提交，考官评审后可查看成绩与评语。',
    defencesTab: '答辩考核',
    resultRequired: '请填写考核结果',
    scoreProblem: '请输入 0 到 40 之间的分数，可精确到 0.5 分',
    saved: '评审已保存，学员已收到通知。',
    passed: '通过',
    notice: `「${DEFENCES_DEMO.interactive}」已评分，得分 92`,
    forbidden: '仅考评员可以评审答辩',
  },
  'en-US': {
    tooShort: 'Recording time cannot be lower than 5 seconds',
    scoredByAi: 'Scored automatically by the AI',
    unavailable: 'Automatic scoring is unavailable (no speech model for this language is configured): an examiner will review it.',
    waiting: 'Submitted: the score and comments appear once the examiner has reviewed it.',
    defencesTab: 'Defence assessment',
    resultRequired: 'Please write the assessment result',
    scoreProblem: 'Enter a score from 0 to 40, in steps of 0.5',
    saved: 'The review has been saved and the learner notified.',
    passed: 'Passed',
    notice: `"${DEFENCES_DEMO.interactive}" has been scored: 92 points`,
    forbidden: 'Only examiners can review defences',
  },
} as const;

interface ApiDefence {
  id: number;
  title: string;
  kind: number;
}

const headers = (token: string, lang: string) => ({ Authorization: `Bearer ${token}`, DeviceType: 'PC', 'Accept-Language': lang });

async function defenceId(request: import('@playwright/test').APIRequestContext, token: string, title: string): Promise<number> {
  const answer = await request.get('/api/defence?limit=50', { headers: headers(token, 'zh-CN') });
  const list = ((await answer.json()) as { data: { list: ApiDefence[] } }).data.list;
  const found = list.find((d) => d.title === title);
  expect(found, title).toBeTruthy();
  return found!.id;
}

/** Answers every question of a defence over REST: the recording file for spoken ones, the first option (or two) for choices. */
async function answerOverRest(request: import('@playwright/test').APIRequestContext, token: string, id: number) {
  const started = await request.post(`/api/defence/${id}/start`, { headers: headers(token, 'zh-CN') });
  const session = ((await started.json()) as { data: { questions: { id: number; question_type: number; options: { id: number }[] }[] } }).data;
  for (const q of session.questions) {
    let body: Record<string, unknown>;
    if (q.question_type === 1) {
      const upload = await request.post('/api/app/public/recording/', {
        headers: headers(token, 'zh-CN'),
        multipart: { file: { name: 'answer.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(SPEECH) } },
      });
      const uploaded = (await upload.json()) as { code: number; data: { id: number } };
      expect(uploaded.code).toBe(200);
      body = { question_id: q.id, upload_id: uploaded.data.id };
    } else {
      body = { question_id: q.id, option_ids: q.options.slice(0, q.question_type === 3 ? 2 : 1).map((o) => o.id) };
    }
    const saved = await request.post(`/api/defence/${id}/answer`, { headers: headers(token, 'zh-CN'), data: body });
    expect(((await saved.json()) as { code: number }).code).toBe(200);
  }
}

test('learner01 records an English AI defence with the microphone and reads the report of what the server heard', async ({ page, lang, request, signInViaApi }) => {
  test.setTimeout(150_000);
  const text = TEXT[lang];
  const { token } = await signInViaApi(LEARNER);
  const id = await defenceId(request, token, DEFENCES_DEMO.aiEnglish);

  await page.goto(`/knowledge/replay-explain?id=${id}`);
  await expect(page.getByTestId('defence-kind')).toBeVisible();
  await page.getByTestId('defence-start').click();
  await expect(page).toHaveURL(new RegExp(`/knowledge/ai-replay\\?id=${id}`));

  // A stop after 3 seconds is refused in the page; the recording goes on, and stops after 6.
  const record = page.getByTestId('recorder-main');
  await record.click();
  await expect(page.getByTestId('recorder-seconds')).toHaveAttribute('data-seconds', '3', { timeout: 6_000 });
  await record.click();
  await expect(page.getByTestId('recorder-too-short')).toHaveText(text.tooShort);
  await expect(page.getByTestId('recorder')).toHaveAttribute('data-state', '"recording"');
  await expect(page.getByTestId('recorder-seconds')).toHaveAttribute('data-seconds', '6', { timeout: 6_000 });
  await record.click();
  await expect(page.getByTestId('defence-saved-recording')).toBeVisible({ timeout: 15_000 });
  expect(Number(await page.getByTestId('defence-saved-recording').getAttribute('data-seconds'))).toBeGreaterThanOrEqual(6);

  // The second spoken question, then the multiple choice (two answers).
  await page.getByTestId('defence-next').click();
  await record.click();
  await expect(page.getByTestId('recorder-seconds')).toHaveAttribute('data-seconds', '6', { timeout: 9_000 });
  await record.click();
  await expect(page.getByTestId('defence-saved-recording')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('defence-next').click();
  await page.getByTestId('option-A').check();
  await page.getByTestId('defence-confirm').click();
  await expect(page.getByTestId('defence-problem')).toBeVisible();
  await page.getByTestId('option-B').check();
  await page.getByTestId('defence-confirm').click();
  await expect(page.getByTestId('defence-choice-saved')).toBeVisible();

  await page.getByTestId('defence-submit').click();
  await page.getByTestId('defence-confirm-submit').click();
  await expect(page).toHaveURL(new RegExp(`/knowledge/ai-replay-report\\?id=${id}`), { timeout: 60_000 });
  await expect(page.getByTestId('defence-report-score')).toContainText(text.scoredByAi);
  // The transcript is what pocketsphinx heard in the microphone's sentence.
  const transcript = page.getByTestId('defence-transcript').first();
  await expect(transcript).toContainText('amiable');
  await expect(transcript).toContainText('married');
  await expect(page.getByTestId('defence-keypoints').first().locator('li[data-hit="1"]')).toHaveCount(3);
});

test('a Chinese AI defence says automatic scoring is unavailable and waits for an examiner', async ({ page, lang, request, signInViaApi }) => {
  test.setTimeout(90_000);
  const text = TEXT[lang];
  const { token } = await signInViaApi(LEARNER);
  const id = await defenceId(request, token, DEFENCES_DEMO.aiChinese);
  await answerOverRest(request, token, id);

  await page.goto(`/knowledge/ai-replay?id=${id}`);
  await expect(page.getByTestId('defence-answer')).toBeVisible();
  await page.getByTestId('defence-submit').click();
  await page.getByTestId('defence-confirm-submit').click();
  await expect(page).toHaveURL(new RegExp(`/knowledge/ai-replay-report\\?id=${id}`), { timeout: 30_000 });
  await expect(page.getByTestId('defence-report-waiting')).toHaveText(text.unavailable);
  await expect(page.getByTestId('defence-report-score')).toHaveCount(0);

  // It is in examiner01's waiting list, marked as such.
  const examiner = (await apiLogin(request, EXAMINER)).token;
  const waiting = await request.get(`/api/assessment/index?review_status=1&keyword=${encodeURIComponent(DEFENCES_DEMO.aiChinese)}`, { headers: headers(examiner, lang) });
  const rows = ((await waiting.json()) as { data: { list: { name: string; ai_status: number }[] } }).data.list;
  expect(rows).toEqual([expect.objectContaining({ name: LEARNER.name, ai_status: 2 })]);
});

test('examiner01 reviews learner01\'s interactive defence and learner01 reads the report with the result', async ({ page, lang, request, signInViaApi }) => {
  test.setTimeout(120_000);
  const text = TEXT[lang];
  const learnerToken = (await apiLogin(request, LEARNER)).token;
  const id = await defenceId(request, learnerToken, DEFENCES_DEMO.interactive);
  await answerOverRest(request, learnerToken, id);
  const submitted = await request.post(`/api/defence/${id}/submit`, { headers: headers(learnerToken, lang) });
  expect(((await submitted.json()) as { data: { status: number } }).data.status).toBe(2);

  await signInViaApi(EXAMINER);
  await page.goto('/member/memberAssess');
  await page.getByRole('tab', { name: text.defencesTab }).click();
  const row = page.getByTestId('assessment-row').filter({ hasText: DEFENCES_DEMO.interactive }).filter({ hasText: LEARNER.name! });
  await expect(row).toHaveCount(1);
  await row.getByTestId('assessment-review').click();
  await expect(page).toHaveURL(/\/memberAssess\/assess-comment\?id=\d+/);
  await expect(page.getByTestId('assessment-recording').first()).toBeVisible();

  // Bounds in the page: a score above the full score, no result.
  const scores = page.getByTestId('assessment-score');
  await expect(scores).toHaveCount(3);
  await scores.nth(0).fill('41');
  await page.getByTestId('assessment-save').click();
  // Both spoken answers wait for a score; the first is above the full score.
  await expect(page.getByText(text.scoreProblem)).toHaveCount(2);
  await expect(page.getByText(text.resultRequired)).toBeVisible();
  await scores.nth(0).fill('36');
  await scores.nth(1).fill('36');
  // The single choice is scored already (the demo's first option is right: 20).
  await expect(scores.nth(2)).toHaveValue('20');
  await page.getByTestId('assessment-result').fill('表达清晰，述职内容完整。');
  await page.getByTestId('assessment-save').click();
  await expect(page.getByTestId('assessment-saved')).toHaveText(text.saved);

  // The learner reads the report and was told.
  await signInViaApi(LEARNER);
  await page.goto(`/knowledge/replay-explain?id=${id}`);
  await page.getByTestId('defence-report-link').click();
  await expect(page).toHaveURL(new RegExp(`/knowledge/interactive-replay-report\\?id=${id}`));
  await expect(page.getByTestId('defence-report-score')).toContainText('92');
  await expect(page.getByTestId('defence-report-passed')).toHaveText(text.passed);
  await expect(page.getByTestId('defence-report-result')).toHaveText('表达清晰，述职内容完整。');
  const notices = await request.get('/api/notify?notify_type=1&limit=20', { headers: headers(learnerToken, lang) });
  expect(JSON.stringify(((await notices.json()) as { data: { list: unknown[] } }).data.list)).toContain(JSON.stringify(text.notice).slice(1, -1));

  // A learner is refused the examiner's routes.
  const refused = await request.get('/api/assessment/index', { headers: headers(learnerToken, lang) });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toBe(text.forbidden);
});
