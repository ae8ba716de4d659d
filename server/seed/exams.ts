import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../core/db/database.js';
import type { QuestionKey, QuestionOption } from '../modules/exams/index.js';
import { markAnswer } from '../modules/exams/exam-scoring.js';
import { seededRandom, type Random } from './random.js';

/**
 * The exam engine's demo data: a question bank of every type (about 230 questions, rich
 * text, a few options with a small image), exams in every situation learner01 meets (open
 * with attempts left, not open yet, limit reached, make-up available, ended and taken, a
 * large open one for the benchmark and the ranking), class tests attached to the course
 * periods of type 5, and two questionnaires (one attached to the periods of type 6).
 */

interface SeedQuestion {
  type: number;
  content: string;
  options: QuestionOption[];
  answer: QuestionKey;
  analysis: string;
}

const letters = (contents: string[]): QuestionOption[] => contents.map((content, index) => ({ id: index + 1, content }));
const judgeOptions = letters(['正确', '错误']);

/** The eight questions of the open exam learner01 takes (one or more of every type). */
export const SAFETY_QUIZ: SeedQuestion[] = [
  {
    type: 1,
    content: '<p>HTTPS 默认使用哪个<strong>端口</strong>？</p>',
    options: letters(['80', '443', '21', '8080']),
    answer: { option_ids: [2] },
    analysis: '<p>HTTPS 默认端口为 <code>443</code>，HTTP 为 80。</p>',
  },
  {
    type: 2,
    content: '<p>以下哪些属于<em>强密码</em>的特征？</p>',
    options: letters(['长度不少于 8 位', '同时包含字母、数字和符号', '使用本人生日', '与登录账号相同']),
    answer: { option_ids: [1, 2] },
    analysis: '<p>强密码足够长并混合多种字符；生日和账号极易被猜到。</p>',
  },
  {
    type: 3,
    content: '<p>收到陌生邮件中的链接，应立即点击查看。</p>',
    options: judgeOptions,
    answer: { option_ids: [2] },
    analysis: '<p>陌生链接可能是钓鱼网站，应先核实发件人。</p>',
  },
  {
    type: 4,
    content: '<p>VPN 的英文全称是 Virtual ____ Network。</p>',
    options: [],
    answer: { blanks: [['Private']] },
    analysis: '<p>VPN = Virtual Private Network（虚拟专用网络）。</p>',
  },
  {
    type: 4,
    content: '<p>信息安全的三要素是保密性、____ 和 ____。</p>',
    options: [],
    answer: { blanks: [['完整性', 'integrity'], ['可用性', 'availability']] },
    analysis: '<p>CIA：Confidentiality、Integrity、Availability。</p>',
  },
  {
    type: 5,
    content: '<p>请简述发现钓鱼邮件后的处理步骤。</p>',
    options: [],
    answer: { reference: '不点击链接、不下载附件；向信息安全部门报告；删除邮件；如已点击，立即修改密码并报告。' },
    analysis: '<p>要点：不点击、及时报告、删除、补救。</p>',
  },
  {
    type: 6,
    content: '<p>以下哪些是常见的<strong>社会工程学</strong>攻击方式？</p>',
    options: letters(['钓鱼邮件', '假冒客服电话', '定期安装系统补丁', '尾随进入办公区']),
    answer: { option_ids: [1, 2, 4] },
    analysis: '<p>安装补丁是防御手段，其余均为社会工程学攻击。</p>',
  },
  {
    type: 1,
    content: '<p>下图中哪一个是公司规定的<strong>机密文件</strong>标识？</p>',
    options: letters([
      '<img src="/files/exams/label-secret.svg" alt="红色机密标签" width="96" height="32"> 红色标签',
      '<img src="/files/exams/label-public.svg" alt="绿色公开标签" width="96" height="32"> 绿色标签',
      '<img src="/files/exams/label-internal.svg" alt="蓝色内部标签" width="96" height="32"> 蓝色标签',
    ]),
    answer: { option_ids: [1] },
    analysis: '<p>红色标签表示机密，蓝色为内部，绿色为公开。</p>',
  },
];

const topics = [
  ['劳动合同', '试用期最长不超过 6 个月'],
  ['差旅报销', '出差结束后 30 日内提交报销'],
  ['消防安全', '发生火灾应先拨打 119'],
  ['数据备份', '重要数据应遵循 3-2-1 备份原则'],
  ['客户隐私', '客户信息仅限授权人员访问'],
  ['会议礼仪', '会议开始前 5 分钟到场'],
  ['采购流程', '金额超过 5 万元须三方比价'],
  ['代码评审', '合并前至少一名同事评审'],
  ['办公设备', '离开工位须锁定电脑屏幕'],
  ['知识产权', '工作成果归公司所有'],
  ['安全生产', '进入车间必须佩戴安全帽'],
  ['财务制度', '现金支出须经部门经理审批'],
  ['项目管理', '里程碑延期须提前一周上报'],
  ['客户服务', '投诉须在 24 小时内首次响应'],
  ['健康管理', '每年组织一次员工体检'],
  ['网络安全', '禁止在公司电脑安装盗版软件'],
  ['档案管理', '人事档案保存期限为永久'],
  ['质量管理', '不合格品须隔离并标识'],
  ['职业道德', '禁止收受供应商礼金'],
  ['绩效考核', '考核结果分为五个等级'],
] as const;

const terms = ['PDCA', 'SWOT', 'KPI', 'OKR', 'SOP', 'ISO 9001', 'GDPR', 'SLA', 'ROI', 'SMART'];
const termMeanings = ['计划-执行-检查-处理', '优势-劣势-机会-威胁', '关键绩效指标', '目标与关键成果', '标准作业程序', '质量管理体系标准', '欧盟通用数据保护条例', '服务等级协议', '投资回报率', '目标设定原则'];

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The generated part of the bank: every type, each question deterministic. */
function generatedBank(random: Random): SeedQuestion[] {
  const bank: SeedQuestion[] = [];
  topics.forEach(([topic, rule], t) => {
    const others = topics.filter((_, i) => i !== t).map(([, r]) => r);
    // single choice
    const wrong = shuffled(random, others).slice(0, 3);
    const options = shuffled(random, [rule, ...wrong]);
    bank.push({
      type: 1,
      content: `<p>关于<strong>${topic}</strong>，下列说法正确的是？</p>`,
      options: letters([...options]),
      answer: { option_ids: [options.indexOf(rule) + 1] },
      analysis: `<p>公司制度：${rule}。</p>`,
    });
    // multiple choice
    const rules2 = [rule, `${topic}须遵守公司制度`];
    const multi = shuffled(random, [...rules2, ...shuffled(random, others).slice(0, 2).map((r) => `${topic}：${r.replace(/\d+/, (n) => String(Number(n) * 3))}`)]);
    bank.push({
      type: 2,
      content: `<p>关于<em>${topic}</em>，以下哪些说法正确？（多选）</p>`,
      options: letters(multi),
      answer: { option_ids: rules2.map((r) => multi.indexOf(r) + 1).sort() },
      analysis: `<p>${rules2.join('；')}。</p>`,
    });
    // judge (true and false variants)
    bank.push({ type: 3, content: `<p>${topic}：${rule}。</p>`, options: judgeOptions, answer: { option_ids: [1] }, analysis: `<p>正确。${rule}。</p>` });
    const twisted = rule.replace(/\d+/, (n) => String(Number(n) + 2));
    bank.push({
      type: 3,
      content: `<p>${topic}：${twisted === rule ? `不必${rule}` : twisted}。</p>`,
      options: judgeOptions,
      answer: { option_ids: [2] },
      analysis: `<p>错误。正确的规定是：${rule}。</p>`,
    });
    // fill-in: the number or the key phrase of the rule
    const number = /\d+/.exec(rule)?.[0];
    bank.push({
      type: 4,
      content: number ? `<p>${topic}：${rule.replace(number, '____')}。</p>` : `<p>${topic}的要求是：____。</p>`,
      options: [],
      answer: { blanks: [[number ?? rule]] },
      analysis: `<p>${rule}。</p>`,
    });
    // short answer
    bank.push({
      type: 5,
      content: `<p>请结合工作实际，谈谈你对“${topic}”相关制度的理解。</p>`,
      options: [],
      answer: { reference: `${rule}；说明制度目的、执行要点和个人做法。` },
      analysis: `<p>参考要点：${rule}。</p>`,
    });
    // undefined-term (one or more correct)
    const correctCount = random.int(1, 3);
    const correctOnes = [rule, `${topic}相关问题可咨询人力资源部`, `${topic}制度每年修订一次`].slice(0, correctCount);
    const pool = shuffled(random, [...correctOnes, ...shuffled(random, others).slice(0, 4 - correctCount)]);
    bank.push({
      type: 6,
      content: `<p>关于<strong>${topic}</strong>，下列说法正确的有（不定项）：</p>`,
      options: letters(pool),
      answer: { option_ids: correctOnes.map((r) => pool.indexOf(r) + 1).sort() },
      analysis: `<p>正确：${correctOnes.join('；')}。</p>`,
    });
  });
  // terms: single choice and two-blank fill-in each
  terms.forEach((term, i) => {
    const meaning = termMeanings[i]!;
    const options = shuffled(random, [meaning, ...shuffled(random, termMeanings.filter((m) => m !== meaning)).slice(0, 3)]);
    bank.push({
      type: 1,
      content: `<p>管理术语 <code>${term}</code> 的含义是？</p>`,
      options: letters(options),
      answer: { option_ids: [options.indexOf(meaning) + 1] },
      analysis: `<p>${term}：${meaning}。</p>`,
    });
    bank.push({ type: 4, content: `<p>“${meaning}”的英文缩写是 ____。</p>`, options: [], answer: { blanks: [[term]] }, analysis: `<p>${term}。</p>` });
    bank.push({ type: 3, content: `<p>${term} 表示“${meaning}”。</p>`, options: judgeOptions, answer: { option_ids: [1] }, analysis: `<p>正确。</p>` });
  });
  // arithmetic single choices and fill-ins (budget, overtime, leave days)
  for (let i = 0; i < 42; i += 1) {
    const days = random.int(3, 15);
    const rate = random.int(100, 400);
    const total = days * rate;
    if (i % 2 === 0) {
      const options = shuffled(random, [total, total + rate, total - rate, total + 2 * rate].map(String));
      bank.push({
        type: 1,
        content: `<p>出差 ${days} 天，每天补贴 ${rate} 元，共可领取多少元？</p>`,
        options: letters(options),
        answer: { option_ids: [options.indexOf(String(total)) + 1] },
        analysis: `<p>${days} × ${rate} = ${total} 元。</p>`,
      });
    } else {
      bank.push({
        type: 4,
        content: `<p>加班 ${days} 小时，每小时 ${rate} 元，加班费为 ____ 元。</p>`,
        options: [],
        answer: { blanks: [[String(total)]] },
        analysis: `<p>${days} × ${rate} = ${total}。</p>`,
      });
    }
  }
  return bank;
}

function labelSvg(color: string, text: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect x="1" y="1" width="94" height="30" rx="6" fill="${color}"/><text x="48" y="21" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">${text}</text></svg>`;
}

interface ExamSeed {
  title: string;
  description: string;
  exam_type: number;
  source: number;
  startDays: number;
  endDays: number;
  exam_long: number;
  pass_score: number;
  attempt_limit: number;
  makeup_limit: number;
}

export const DEMO_EXAMS = {
  open: '信息安全知识测验',
  notOpen: '2026年度合规考试',
  limitReached: '新员工入职模拟考试',
  makeup: '产品知识考试（含补考）',
  ended: '上月在线培训考核',
  bench: '全员安全知识竞赛',
} as const;

const DAY = 86_400_000;

/** Inserts an exam of `items` in their order, each scored by its type (`scoreOf`), its window in days from `now`; answers its id. */
async function insertExam(db: Db, now: number, items: { id: number; type: number }[], scoreOf: (type: number) => number, seed: ExamSeed): Promise<number> {
  const total = items.reduce((sum, q) => sum + scoreOf(q.type), 0);
  const exam = await db
    .insertInto('exams')
    .values({
      title: seed.title,
      description: seed.description,
      exam_type: seed.exam_type,
      source: seed.source,
      exam_start: new Date(now + seed.startDays * DAY),
      exam_end: new Date(now + seed.endDays * DAY),
      exam_long: seed.exam_long,
      pass_score: seed.pass_score,
      total_score: total,
      attempt_limit: seed.attempt_limit,
      makeup_limit: seed.makeup_limit,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('exam_questions')
    .values(items.map((q, sort) => ({ exam_id: exam.id, question_id: q.id, sort, score: scoreOf(q.type) })))
    .execute();
  return exam.id;
}

export async function seedExams(db: Db, filesDir: string): Promise<void> {
  const random = seededRandom(505);
  const dir = path.join(filesDir, 'exams');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'label-secret.svg'), labelSvg('#cd4246', '机密'));
  fs.writeFileSync(path.join(dir, 'label-internal.svg'), labelSvg('#2d72d2', '内部'));
  fs.writeFileSync(path.join(dir, 'label-public.svg'), labelSvg('#238551', '公开'));

  const bank = [...SAFETY_QUIZ, ...generatedBank(random)];
  const inserted = await db
    .insertInto('questions')
    .values(bank.map((q) => ({ type: q.type, content: q.content, options: JSON.stringify(q.options), answer: JSON.stringify(q.answer), analysis: q.analysis })))
    .returning('id')
    .execute();
  const questions = bank.map((q, i) => ({ ...q, id: inserted[i]!.id }));
  const quizQuestions = questions.slice(0, SAFETY_QUIZ.length);
  const generated = questions.slice(SAFETY_QUIZ.length);
  const ofType = (type: number) => generated.filter((q) => q.type === type);

  const now = Date.now();
  const createExam = (seed: ExamSeed, items: { id: number; type: number }[], scoreOf: (type: number) => number) => insertExam(db, now, items, scoreOf, seed);
  const tenEach = () => 10;
  const mixed = (count: number, from = 0) => [1, 2, 3, 4, 6].flatMap((type) => ofType(type).slice(from, from + count));

  const rules = '<p>请在规定时间内独立完成作答，时间到将自动交卷。每道题作答后自动保存，断网或刷新页面后可继续作答。</p>';
  await createExam(
    { title: DEMO_EXAMS.open, description: rules, exam_type: 2, source: 2, startDays: -7, endDays: 365, exam_long: 30, pass_score: 48, attempt_limit: 3, makeup_limit: 0 },
    quizQuestions,
    tenEach,
  );
  await createExam(
    { title: DEMO_EXAMS.notOpen, description: rules, exam_type: 2, source: 2, startDays: 3, endDays: 10, exam_long: 60, pass_score: 60, attempt_limit: 1, makeup_limit: 1 },
    [...mixed(3), ...ofType(5).slice(0, 1)],
    (type) => (type === 5 ? 10 : 6),
  );
  const limitId = await createExam(
    { title: DEMO_EXAMS.limitReached, description: rules, exam_type: 1, source: 2, startDays: -30, endDays: 300, exam_long: 20, pass_score: 60, attempt_limit: 1, makeup_limit: 0 },
    mixed(2),
    tenEach,
  );
  const makeupId = await createExam(
    { title: DEMO_EXAMS.makeup, description: rules, exam_type: 2, source: 2, startDays: -10, endDays: 200, exam_long: 20, pass_score: 60, attempt_limit: 1, makeup_limit: 1 },
    mixed(2, 2),
    tenEach,
  );
  const endedId = await createExam(
    { title: DEMO_EXAMS.ended, description: rules, exam_type: 3, source: 3, startDays: -40, endDays: -10, exam_long: 30, pass_score: 60, attempt_limit: 2, makeup_limit: 0 },
    mixed(2, 4),
    tenEach,
  );
  // The benchmark's exam: 20 objective questions, open for a year, attempts for everyone.
  const benchQuestions = [...ofType(1).slice(10, 16), ...ofType(2).slice(5, 9), ...ofType(3).slice(10, 14), ...ofType(4).slice(10, 13), ...ofType(6).slice(5, 8)];
  const benchId = await createExam(
    { title: DEMO_EXAMS.bench, description: rules, exam_type: 1, source: 2, startDays: -1, endDays: 365, exam_long: 60, pass_score: 60, attempt_limit: 100, makeup_limit: 0 },
    benchQuestions,
    () => 5,
  );

  // learner01's history: limit reached, a failed attempt (make-up available), an ended exam taken.
  const users = await db.selectFrom('users').select(['id', 'account']).orderBy('id').execute();
  const learner = users.find((u) => u.account === 'learner01')!;
  const byId = new Map(questions.map((q) => [q.id, q]));
  async function takeExam(examId: number, userId: number, startedAt: Date, minutes: number, rightRate: number, attemptNo = 1, isMakeup = 0) {
    const items = await db.selectFrom('exam_questions').select(['question_id', 'score']).where('exam_id', '=', examId).orderBy('sort').execute();
    const exam = await db.selectFrom('exams').select(['pass_score', 'exam_long']).where('id', '=', examId).executeTakeFirstOrThrow();
    const attempt = await db
      .insertInto('exam_attempts')
      .values({
        exam_id: examId,
        user_id: userId,
        attempt_no: attemptNo,
        is_makeup: isMakeup,
        started_at: startedAt,
        deadline: new Date(startedAt.getTime() + exam.exam_long * 60_000),
        submitted_at: new Date(startedAt.getTime() + minutes * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answers = items.map((item) => {
      const q = byId.get(item.question_id)!;
      const right = random.next() < rightRate;
      const given = q.type === 4 ? { texts: (q.answer.blanks ?? []).map((b) => (right ? b[0]! : '不知道')) } : { option_ids: right ? q.answer.option_ids! : [q.options.length] };
      const mark = markAnswer(q.type, q.answer, given, item.score);
      return { question_id: q.id, given, mark };
    });
    await db
      .insertInto('exam_answers')
      .values(answers.map((a) => ({ attempt_id: attempt.id, question_id: a.question_id, answer: JSON.stringify(a.given), score: a.mark.score, is_correct: a.mark.is_correct, review_status: a.mark.review_status })))
      .execute();
    const score = answers.reduce((sum, a) => sum + (a.mark.score ?? 0), 0);
    await db
      .updateTable('exam_attempts')
      .set({ objective_score: score, score, review_status: 2, passed: score >= exam.pass_score ? 1 : 0 })
      .where('id', '=', attempt.id)
      .execute();
    const wrong = answers.filter((a) => a.mark.is_correct === 0).map((a) => a.question_id);
    if (wrong.length > 0) {
      await db
        .insertInto('wrong_questions')
        .values(wrong.map((question_id) => ({ user_id: userId, question_id, exam_id: examId })))
        .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet({ wrong_count: sql`wrong_questions.wrong_count + 1` }))
        .execute();
    }
  }
  await takeExam(limitId, learner.id, new Date(now - 5 * DAY), 14, 1);
  await takeExam(makeupId, learner.id, new Date(now - 3 * DAY), 16, 0.3);
  await takeExam(endedId, learner.id, new Date(now - 20 * DAY), 22, 0.6);
  // A ranking for the benchmark exam: thirty employees took it last week.
  for (const user of users.filter((u) => u.account.startsWith('emp')).slice(0, 30)) {
    await takeExam(benchId, user.id, new Date(now - random.int(2, 6) * DAY), random.int(8, 40), 0.5 + random.next() * 0.5);
  }
  // learner01 collected two questions.
  await db.insertInto('collected_questions').values(quizQuestions.slice(0, 2).map((q) => ({ user_id: learner.id, question_id: q.id }))).execute();

  // Class tests (type 14, source 14) for the course periods of type 5, when courses exist.
  const periodsExist = (await sql<{ t: string | null }>`select to_regclass('course_periods')::text as t`.execute(db)).rows[0]?.t;
  const testPeriods = periodsExist
    ? (await sql<{ id: number; title: string }>`select id, title from course_periods where period_type = 5 order by id`.execute(db)).rows
    : [];
  const classTestCount = Math.max(2, testPeriods.length);
  for (let i = 0; i < classTestCount; i += 1) {
    const period = testPeriods[i];
    const items = [ofType(1)[20 + (i % 10)]!, ofType(3)[(i * 3) % 40]!, ofType(2)[(i + 10) % 20]!, ofType(4)[(i + 5) % 20]!, ofType(6)[(i + 2) % 20]!].filter(
      (q, index, all) => all.findIndex((o) => o.id === q.id) === index,
    );
    const examId = await createExam(
      {
        title: period ? `${period.title}` : `课程随堂测验 ${i + 1}`,
        description: '<p>随堂测验：及格后本课时即完成。</p>',
        exam_type: 14,
        source: 14,
        startDays: -30,
        endDays: 3650,
        exam_long: 15,
        pass_score: 30,
        attempt_limit: 5,
        makeup_limit: 0,
      },
      items,
      tenEach,
    );
    if (period) await sql`update course_periods set resource_id = ${examId} where id = ${period.id}`.execute(db);
  }

  // Two questionnaires; the first is attached to the course periods of type 6.
  const satisfaction = await createQuestionnaire(db, {
    title: '培训满意度调查',
    description: '<p>感谢参加本期培训，请花两分钟告诉我们您的感受。</p>',
    items: [
      { kind: 'single', title: '您对本次培训的总体评价', options: ['非常满意', '满意', '一般', '不满意'], required: 1 },
      { kind: 'multiple', title: '您最喜欢的环节（可多选）', options: ['讲师授课', '案例讨论', '分组练习', '课后测验'], required: 1 },
      { kind: 'text', title: '您希望增加的课程主题', required: 0 },
      { kind: 'textarea', title: '其他意见和建议', required: 0 },
    ],
  });
  await createQuestionnaire(db, {
    title: '员工信息登记表',
    description: '<p>用于办理培训证书，请如实填写。</p>',
    items: [
      { kind: 'text', title: '姓名', required: 1 },
      { kind: 'id_number', title: '身份证号码', required: 1 },
      { kind: 'email', title: '电子邮箱', required: 1 },
      { kind: 'phone', title: '手机号码', required: 1 },
      { kind: 'single', title: '证书领取方式', options: ['邮寄', '现场领取'], required: 1 },
    ],
  });
  if (periodsExist) await sql`update course_periods set resource_id = ${satisfaction} where period_type = 6`.execute(db);
}

interface SeedQuestionnaireItem {
  kind: string;
  title: string;
  /** The choices of a single or multiple choice, numbered from 1. */
  options?: string[];
  required: 0 | 1;
}

/** A questionnaire and its items, in the order given; answers its id. */
export async function createQuestionnaire(db: Db, questionnaire: { title: string; description: string; items: SeedQuestionnaireItem[] }): Promise<number> {
  const { id } = await db.insertInto('questionnaires').values({ title: questionnaire.title, description: questionnaire.description }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('questionnaire_items')
    .values(
      questionnaire.items.map((item, index) => ({
        questionnaire_id: id,
        sort: index + 1,
        kind: item.kind,
        title: item.title,
        options: JSON.stringify(letters(item.options ?? [])),
        required: item.required,
      })),
    )
    .execute();
  return id;
}

/** The exam whose short answers wait for examiner01 (seedExamReview). */
export const REVIEW_EXAM = '客户服务规范考核';

/** What three employees wrote in the two short answers of REVIEW_EXAM: one thorough, one thin, one by the book. */
const REVIEW_ANSWERS: Record<'客户隐私' | '客户服务', string[]> = {
  客户隐私: [
    '客户信息只能由经过授权的人员访问。我在工作中不把客户资料拷贝到个人电脑或 U 盘，离开工位时锁定屏幕；有同事索要客户名单时，先确认对方是否有权限，再按流程提交申请。',
    '客户隐私很重要，要注意保密，不能随便告诉别人。',
    '制度的目的是保护客户个人信息，避免泄露带来的法律和声誉风险。执行要点：按最小权限原则授权访问；对外发送客户数据须加密并经主管审批；打印的资料用完及时粉碎。我处理工单时只查看与当前问题相关的字段。',
  ],
  客户服务: [
    '客户投诉要在 24 小时内首次响应。我一般当天就电话联系客户，先致歉并了解情况，再说明处理时限，处理完成后回访，确认客户满意后再关闭工单。',
    '投诉要及时处理，态度要好，解决不了的问题找领导。',
    '制度要求投诉在 24 小时内首次响应，目的是让客户感到被重视、防止问题升级。要点是首问负责、记录完整、按时回访。我会在系统里登记每一次沟通，超出权限的问题当天升级给主管。',
  ],
};

/**
 * Marking by examiners: examiner01 is the reviewer of every exam with short-answer questions,
 * and a formal exam that ended two days ago (客户服务规范考核: six objective questions and two
 * short answers on customer privacy and customer service) was taken by emp0001, emp0002 and
 * emp0003, whose short answers wait for marking, oldest submitted first. learner01 has no
 * attempt of it (other suites count learner01's attempts). Deterministic: fixed texts, a
 * seeded random for the objective answers and the time used.
 */
export async function seedExamReview(db: Db): Promise<void> {
  const random = seededRandom(1805);
  const now = Date.now();
  const examiner = await db.selectFrom('users').select('id').where('account', '=', 'examiner01').executeTakeFirstOrThrow();
  // The generated bank's questions on the two topics: single choice, judge and short answer.
  const picked = await db
    .selectFrom('questions')
    .select(['id', 'type', 'content', 'options', 'answer'])
    .where('type', 'in', [1, 3, 5])
    .where((eb) => eb.or([eb('content', 'like', '%客户隐私%'), eb('content', 'like', '%客户服务%')]))
    .orderBy('type')
    .orderBy('id')
    .execute();
  const scoreOf = (type: number) => (type === 5 ? 20 : 10);
  const examId = await insertExam(db, now, picked, scoreOf, {
    title: REVIEW_EXAM,
    description: '<p>客服中心季度考核：客观题自动评分，简答题由阅卷人评阅后公布成绩。</p>',
    exam_type: 2,
    source: 2,
    startDays: -14,
    endDays: -2,
    exam_long: 40,
    pass_score: 60,
    attempt_limit: 1,
    makeup_limit: 0,
  });

  const takers = await db.selectFrom('users').select(['id', 'account']).where('account', 'in', ['emp0001', 'emp0002', 'emp0003']).orderBy('account').execute();
  for (const [index, taker] of takers.entries()) {
    const startedAt = new Date(now - (10 - 2 * index) * DAY - random.int(1, 6) * 3_600_000);
    const attempt = await db
      .insertInto('exam_attempts')
      .values({
        exam_id: examId,
        user_id: taker.id,
        attempt_no: 1,
        started_at: startedAt,
        deadline: new Date(startedAt.getTime() + 40 * 60_000),
        submitted_at: new Date(startedAt.getTime() + random.int(18, 38) * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answers = picked.map((q) => {
      const topic = q.content.includes('客户隐私') ? '客户隐私' : '客户服务';
      const given = q.type === 5 ? { texts: [REVIEW_ANSWERS[topic][index]!] } : { option_ids: random.next() < 0.75 ? q.answer.option_ids! : [q.options.length] };
      return { question_id: q.id, given, mark: markAnswer(q.type, q.answer, given, scoreOf(q.type)) };
    });
    await db
      .insertInto('exam_answers')
      .values(answers.map((a) => ({ attempt_id: attempt.id, question_id: a.question_id, answer: JSON.stringify(a.given), score: a.mark.score, is_correct: a.mark.is_correct, review_status: a.mark.review_status })))
      .execute();
    const objective = answers.reduce((sum, a) => sum + (a.mark.score ?? 0), 0);
    await db.updateTable('exam_attempts').set({ objective_score: objective, score: objective, review_status: 1 }).where('id', '=', attempt.id).execute();
    const wrong = answers.filter((a) => a.mark.is_correct === 0).map((a) => a.question_id);
    if (wrong.length > 0) {
      await db
        .insertInto('wrong_questions')
        .values(wrong.map((question_id) => ({ user_id: taker.id, question_id, exam_id: examId })))
        .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet({ wrong_count: sql`wrong_questions.wrong_count + 1` }))
        .execute();
    }
  }
  // Taking a listed exam moves the taker's study record, as a submit does.
  await sql`
    insert into study_records (user_id, record_type, task_type, target_id, last_study_time, created_at)
    select user_id, 2, 1, exam_id, max(submitted_at), min(started_at) from exam_attempts where exam_id = ${examId} group by user_id, exam_id
    on conflict (user_id, record_type, task_type, target_id) do nothing`.execute(db);

  // Every exam with a short-answer question is marked by examiner01.
  await db
    .updateTable('exams')
    .set({ reviewer_id: examiner.id })
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('exam_questions as eq')
          .innerJoin('questions as q', 'q.id', 'eq.question_id')
          .select('eq.exam_id')
          .whereRef('eq.exam_id', '=', 'exams.id')
          .where('q.type', '=', 5),
      ),
    )
    .execute();
}
