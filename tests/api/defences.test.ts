/**
 * Defence sessions and the examiners' assessments over real HTTP on a fresh demo database per
 * kind, on fixtures of this suite's own (inserted in a beforeAll, not the demo seed's): the
 * entry window (early-entry minutes from site_config, not open yet, ended), invitations
 * (4004 otherwise), answers (recordings at least the session's minimum, the caller's own;
 * single and multiple choices), submission (once, also when two arrive at once), the AI
 * defence in English (pocketsphinx on real speech: transcript, key points, score) and in
 * Chinese (no model here: waits for an examiner, never a made-up score), the examiner's list,
 * show and comment (bounds, the assignment rule, the learner told once per verdict, AI scores
 * overridden, two examiners at once), remote sessions' live room (getLiveToken) and offline
 * sessions scored with one score.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer, type ApiAnswer, type Envelope } from '../support/test-server.js';

interface Recording {
  id: number;
  path: string;
  seconds: number;
}
interface GivenAnswer {
  recording: { path: string; seconds: number } | null;
  option_ids: number[];
}
interface SessionQuestion {
  id: number;
  question_type: number;
  content: string;
  score: number;
  options: { id: number; content: string }[];
  answer: GivenAnswer;
}
interface Session {
  id: number;
  attempt_id: number;
  title: string;
  kind: number;
  language: string;
  min_seconds: number;
  ends_at: number;
  questions: SessionQuestion[];
}
interface Summary {
  id: number;
  title: string;
  kind: number;
  language: string;
  starts_at: number;
  ends_at: number;
  full_score: number;
  pass_score: number;
  status: number;
  ai_status: number | null;
  review_status: number;
  score: number | null;
  passed: number | null;
  result: string;
}
interface ListItem extends Summary {
  entry: number;
}
interface Detail extends Summary {
  description: string;
  opens_at: number;
  early_minutes: number;
  min_seconds: number;
  question_count: number;
  place: string;
  entry: number;
  reviewed_at: number | null;
}
interface ReportQuestion extends SessionQuestion {
  correct_option_ids: number[];
  transcript: string | null;
  key_points: { text: string; hit: number; matched: string | null }[];
  my_score: number | null;
  remark: string;
}
interface Report extends Summary {
  submitted_at: number | null;
  reviewed_at: number | null;
  reviewed_by_examiner: number;
  questions: ReportQuestion[];
}
interface AssessmentItem {
  id: number;
  defence_id: number;
  title: string;
  kind: number;
  language: string;
  name: string;
  starts_at: number;
  submitted_at: number | null;
  status: number;
  ai_status: number | null;
  review_status: number;
  score: number | null;
  full_score: number;
  result: string;
  reviewed_at: number | null;
  reviewed_by_examiner: number;
}
interface AssessmentQuestion extends SessionQuestion {
  correct_option_ids: number[];
  reference: string;
  key_points: { text: string; hit: number | null; matched: string | null }[];
  transcript: string | null;
  ai_score: number | null;
  my_score: number | null;
  remark: string;
}
interface Assessment {
  id: number;
  defence_id: number;
  title: string;
  kind: number;
  language: string;
  description: string;
  name: string;
  place: string;
  full_score: number;
  pass_score: number;
  status: number;
  ai_status: number | null;
  review_status: number;
  score: number | null;
  passed: number | null;
  result: string;
  submitted_at: number | null;
  reviewed_at: number | null;
  reviewed_by_examiner: number;
  can_comment: number;
  questions: AssessmentQuestion[];
}
interface Commented {
  id: number;
  review_status: number;
  score: number;
  passed: number | null;
  result: string;
}
interface LiveToken {
  id: number;
  live_period_id: number;
  token: { webUrl: string; clientUrl: string; expires_at: number };
}
interface ListOf<T> {
  list: T[];
  total: number;
  current_page: number;
}

const EN = 'en-US';
/** A value with its file addresses unsigned (an answer's recording is signed for the reader: core/storage/file-access.ts). */
const bare = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\?exp=\d+&u=\d+&sig=[\w-]+/g, '')) as T;
const M = {
  notFound: { zh: '答辩不存在或你未受邀参加', en: 'The defence does not exist or you are not invited to it' },
  notOpen: { zh: (time: string) => `答辩尚未开始，${time} 起可进入`, en: (time: string) => `The defence is not open yet: you may enter from ${time}` },
  ended: { zh: '答辩已结束', en: 'The defence has ended' },
  notStarted: '答辩尚未开始，开始后才能评分',
  submitted: { zh: '答辩已提交，不能再作答', en: 'The defence has been submitted: it cannot be answered again' },
  notAnswered: '该答辩无需在线作答',
  notRemote: { zh: '该答辩不是远程答辩', en: 'This defence is not a remote defence' },
  questionNotFound: '答辩题目不存在',
  recordingRequired: '请先录音作答',
  recordingUnknown: '录音不存在，请重新录音',
  tooShort: { zh: '录音时间不能低于 7 秒', en: 'Recording time cannot be lower than 7 seconds' },
  optionUnknown: '选项不存在',
  single: '单选题请选择一个答案',
  multiple: { zh: '多选题至少选择 2 个答案', en: 'Choose at least 2 answers for a multiple choice' },
  unanswered: { zh: (n: number) => `还有 ${n} 道题未作答`, en: (n: number) => `Questions not answered yet: ${n}` },
  saved: '答案已保存',
  submittedOk: '答辩已提交',
  assessmentNotFound: { zh: '考核不存在', en: 'The assessment does not exist' },
  resultRequired: '请填写考核结果',
  resultTooLong: { zh: '考核结果最多 100 个字', en: 'The assessment result is at most 100 characters' },
  scoreRequired: '请填写得分',
  scoreMissing: '请为每道题评分',
  remarkTooLong: '评语最多 200 个字',
  aboveFull: (score: number) => `得分不能超过满分 ${score} 分`,
  assessmentSaved: '评分已保存',
  examinerOnly: { zh: '仅考评员可以评审答辩', en: 'Only examiners can review defences' },
  notJoined: '请先加入选修后再学习',
  uploaded: '上传成功',
} as const;

// Sound ---------------------------------------------------------------------------------

const FFMPEG = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
/** "had he married a more amiable woman he might have been made still more respectable than he was" (6.05 s). */
const ENGLISH_SENTENCE = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0920.wav';

/** WebM/Opus at 48 kHz stereo, as a browser's recorder writes it. */
function webm(input: string[]): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defence-sound-'));
  try {
    const file = path.join(dir, 'answer.webm');
    execFileSync('ffmpeg', [...FFMPEG, ...input, '-ar', '48000', '-ac', '2', '-c:a', 'libopus', file]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const tone = (seconds: number) => webm(['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`]);
/** The English sentence padded with silence to 8 seconds (the AI defence asks for 7). */
const englishAnswer = () => webm(['-i', ENGLISH_SENTENCE, '-af', 'apad=whole_dur=8']);

// Fixtures ------------------------------------------------------------------------------

const OPTIONS = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, content: `选项 ${String.fromCharCode(65 + i)}` }));
const TITLES = {
  notOpen: '答辩测试：尚未开放',
  early: '答辩测试：提前入场',
  ended: '答辩测试：已结束',
  main: '答辩测试：互动答辩',
  assigned: '答辩测试：指定考评员',
  aiEn: '答辩测试：AI English',
  aiZh: '答辩测试：AI 中文',
  remote: '答辩测试：远程答辩',
  remoteLater: '答辩测试：远程稍后',
  remoteEnded: '答辩测试：远程已结束',
  offline: '答辩测试：线下答辩',
  offlineFuture: '答辩测试：线下明日',
} as const;
const PLACE = '培训中心 301 会议室';
/** Every title of this suite's defences holds it. */
const KEYWORD = '答辩测试';
const REFERENCE = '先复述客户诉求，再给出方案与时间表。';
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

interface Question {
  id: number;
  score: number;
}
interface Fixtures {
  t0: number;
  users: { learner: number; examiner: number; second: number; p1: number; p2: number; p3: number; outsider: number };
  starts: Record<keyof typeof TITLES, Date>;
  ids: Record<keyof typeof TITLES, number>;
  q: {
    notOpen: Question;
    early: Question;
    ended: Question;
    main: { spoken: Question; single: Question; multiple: Question };
    assigned: Question;
    aiEn: { spoken: Question; single: Question; multiple: Question };
    aiZh: { spoken: Question; single: Question };
  };
  period: number;
  course: string;
}

const ACCOUNTS = { p1: employee(151), p2: employee(152), p3: employee(153), outsider: employee(155), second: employee(190) } as const;

describe.each(databaseKinds())('defences and assessments on %s', (kind) => {
  const suite = suiteServer(kind);
  const db = () => suite.server.db;
  const fx = {} as Fixtures;
  const tokens = new Map<string, string>();
  const tokenOf = async (account: string) => {
    const password = account === DEMO.learner.account ? DEMO.learner.password : account === DEMO.examiner.account ? DEMO.examiner.password : DEMO.employeePassword;
    if (!tokens.has(account)) tokens.set(account, await suite.client.login(account, password));
    return tokens.get(account)!;
  };
  const learner = () => tokenOf(DEMO.learner.account);
  const examiner = () => tokenOf(DEMO.examiner.account);
  const second = () => tokenOf(ACCOUNTS.second);

  beforeAll(async () => {
    const t0 = Date.now();
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const user = async (account: string) => (await userByAccount(db(), account)).id;
    // The default early-entry minutes (15), whatever the seed set.
    await db().deleteFrom('site_config').where('key', '=', 'defence_early_minutes').execute();
    // A second examiner: an employee promoted to role 3.
    await db().updateTable('users').set({ role_id: 3 }).where('account', '=', ACCOUNTS.second).execute();
    const users = {
      learner: await user(DEMO.learner.account),
      examiner: await user(DEMO.examiner.account),
      second: await user(ACCOUNTS.second),
      p1: await user(ACCOUNTS.p1),
      p2: await user(ACCOUNTS.p2),
      p3: await user(ACCOUNTS.p3),
      outsider: await user(ACCOUNTS.outsider),
    };

    // A live class of an elective course nobody joined, on now, for the remote sessions.
    const course = '答辩直播间（测试）';
    const courseId = (await db().insertInto('courses').values({ title: course, course_type: 1, is_required: 2, places: null, expired_at: null, face_start: null, face_end: null, face_address: null, category_id: null, notified_at: null }).returning('id').executeTakeFirstOrThrow()).id;
    const chapterId = (await db().insertInto('course_chapters').values({ course_id: courseId, title: '远程答辩' }).returning('id').executeTakeFirstOrThrow()).id;
    const period = (
      await db()
        .insertInto('course_periods')
        .values({ course_id: courseId, chapter_id: chapterId, title: '远程答辩直播', period_type: 1, media_path: null, media_seconds: null, pages: null, live_start: at(-10), live_end: at(120), playback_url: null, resource_id: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    const starts = {
      notOpen: at(30),
      early: at(10),
      ended: at(-120),
      main: at(-10),
      assigned: at(-7),
      aiEn: at(-9),
      aiZh: at(-8),
      remote: at(-5),
      remoteLater: at(60),
      remoteEnded: at(-180),
      offline: at(-60),
      offlineFuture: at(1440),
    };
    const ends = { notOpen: at(90), early: at(70), ended: at(-60), remoteLater: at(120), remoteEnded: at(-120), remote: at(60), offline: at(60), offlineFuture: at(1500) } as Partial<Record<keyof typeof TITLES, Date>>;
    const spec: Record<keyof typeof TITLES, { kind: number; language?: string; examiner?: number; min?: number; full: number; pass: number; live?: boolean; place?: string }> = {
      notOpen: { kind: 8, full: 10, pass: 6 },
      early: { kind: 8, full: 10, pass: 6 },
      ended: { kind: 8, full: 10, pass: 6 },
      main: { kind: 8, min: 7, full: 100, pass: 60 },
      assigned: { kind: 8, examiner: users.second, full: 10, pass: 6 },
      aiEn: { kind: 9, language: 'en-US', min: 7, full: 50, pass: 25 },
      aiZh: { kind: 9, full: 50, pass: 30 },
      remote: { kind: 7, full: 100, pass: 60, live: true },
      remoteLater: { kind: 7, full: 100, pass: 60, live: true },
      remoteEnded: { kind: 7, full: 100, pass: 60, live: true },
      offline: { kind: 6, full: 100, pass: 60, place: PLACE },
      offlineFuture: { kind: 6, full: 100, pass: 60, place: PLACE },
    };
    const ids = {} as Record<keyof typeof TITLES, number>;
    for (const key of Object.keys(TITLES) as (keyof typeof TITLES)[]) {
      const s = spec[key];
      ids[key] = (
        await db()
          .insertInto('defences')
          .values({
            title: TITLES[key],
            kind: s.kind,
            language: s.language ?? 'zh-CN',
            description: `${TITLES[key]}的规则`,
            examiner_id: s.examiner ?? null,
            starts_at: starts[key],
            ends_at: ends[key] ?? at(120),
            min_seconds: s.min ?? 5,
            full_score: s.full,
            pass_score: s.pass,
            live_period_id: s.live ? period : null,
            place: s.place ?? '',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    let sort = 0;
    const question = async (
      defenceId: number,
      type: number,
      score: number,
      extra: { options?: number; answer?: number[]; keyPoints?: string[]; content?: string; reference?: string } = {},
    ): Promise<Question> => {
      sort += 1;
      const row = await db()
        .insertInto('defence_questions')
        .values({
          defence_id: defenceId,
          sort,
          question_type: type,
          content: extra.content ?? `第 ${sort} 题`,
          score,
          options: JSON.stringify(type === 1 ? [] : OPTIONS(extra.options ?? 3)),
          answer: JSON.stringify(extra.answer ?? []),
          key_points: JSON.stringify((extra.keyPoints ?? []).map((text, i) => ({ id: i + 1, text, synonyms: [] }))),
          reference: extra.reference ?? '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, score };
    };
    const q: Fixtures['q'] = {
      notOpen: await question(ids.notOpen, 2, 10, { answer: [1] }),
      early: await question(ids.early, 2, 10, { answer: [1] }),
      ended: await question(ids.ended, 2, 10, { answer: [1] }),
      main: {
        spoken: await question(ids.main, 1, 40, { content: '如何处理客户投诉？', keyPoints: ['倾听', '方案'], reference: REFERENCE }),
        single: await question(ids.main, 2, 20, { answer: [2] }),
        multiple: await question(ids.main, 3, 40, { options: 4, answer: [1, 3] }),
      },
      assigned: await question(ids.assigned, 2, 10, { answer: [1] }),
      aiEn: {
        spoken: await question(ids.aiEn, 1, 25, { content: 'What did the narrator say of the marriage?', keyPoints: ['amiable woman', 'respectable', 'cold hearted'], reference: 'An amiable wife would have made him respectable.' }),
        single: await question(ids.aiEn, 2, 10, { answer: [1] }),
        multiple: await question(ids.aiEn, 3, 15, { options: 4, answer: [1, 2] }),
      },
      aiZh: {
        spoken: await question(ids.aiZh, 1, 40, { keyPoints: ['客户需求', '沟通'], reference: REFERENCE }),
        single: await question(ids.aiZh, 2, 10, { answer: [2] }),
      },
    };
    const invite = async (defenceId: number, userIds: number[]) => {
      await db().insertInto('defence_attempts').values(userIds.map((user_id) => ({ defence_id: defenceId, user_id }))).execute();
    };
    for (const key of ['notOpen', 'early', 'ended', 'aiEn', 'aiZh', 'remote', 'remoteLater', 'remoteEnded', 'offline', 'offlineFuture'] as const) await invite(ids[key], [users.learner]);
    await invite(ids.main, [users.learner, users.p1, users.p2]);
    await invite(ids.assigned, [users.p3]);
    Object.assign(fx, { t0, users, starts, ids, q, period, course });
  });

  // Helpers -----------------------------------------------------------------------------

  const upload = async (account: string, bytes: Buffer): Promise<Recording> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'answer.webm');
    const response = await fetch(new URL('/api/app/public/recording/', suite.server.url), {
      method: 'POST',
      headers: { DeviceType: 'PC', Authorization: `Bearer ${await tokenOf(account)}` },
      body: form,
    });
    return bare(expectOk({ status: response.status, body: (await response.json()) as Envelope<Recording>, headers: response.headers }, M.uploaded));
  };
  const detail = (token: string, id: number, lang?: string) => suite.client.get<Detail>(`/api/defence/${id}`, { token, lang });
  const start = (token: string, id: number, lang?: string) => suite.client.post<Session>(`/api/defence/${id}/start`, undefined, { token, lang });
  const answer = (token: string, id: number, body: { question_id: number; upload_id?: number; option_ids?: number[] }, lang?: string) =>
    suite.client.post<{ question_id: number; option_ids: number[]; recording: { path: string; seconds: number } | null }>(`/api/defence/${id}/answer`, body, { token, lang });
  const submit = (token: string, id: number, lang?: string) => suite.client.post<Report>(`/api/defence/${id}/submit`, undefined, { token, lang });
  const report = (token: string, id: number) => suite.client.get<Report>(`/api/defence/${id}/report`, { token });
  /** The examiner's list, of this suite's defences unless another keyword is asked (the demo seed has defences of its own). */
  const assessments = async (token: string, query: Record<string, string | number> = {}) =>
    expectOk(await suite.client.get<ListOf<AssessmentItem>>('/api/assessment/index', { token, query: { limit: 100, keyword: KEYWORD, ...query } }));
  const show = (token: string, id: number, lang?: string) => suite.client.get<Assessment>('/api/assessment/show', { token, lang, query: { id } });
  const comment = (token: string, body: object, lang?: string) => suite.client.post<Commented>('/api/assessment/comment', body, { token, lang });
  const attemptOf = (defenceId: number, userId: number) => db().selectFrom('defence_attempts').selectAll().where('defence_id', '=', defenceId).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const answersOf = (attemptId: number) =>
    db().selectFrom('defence_answers').select(['question_id', 'upload_id', 'recording_seconds', 'option_ids', 'transcript', 'transcript_engine', 'ai_score', 'score', 'remark']).where('attempt_id', '=', attemptId).orderBy('question_id').execute();
  const reviewedNotices = (userId: number, defenceId: number) =>
    db()
      .selectFrom('notifications')
      .select(['notify_type', 'type', 'message_key', 'params', 'target_id'])
      .where('user_id', '=', userId)
      .where('message_key', '=', 'notifyDefenceReviewed')
      .where('target_id', '=', defenceId)
      .orderBy('id')
      .execute();
  const iso = (key: keyof typeof TITLES, early: number) => new Date(fx.starts[key].getTime() - early * 60_000).toISOString();
  const near = (seconds: number | null) => Math.abs((seconds ?? 0) - Date.now() / 1000) < 120;
  /** Answers every question of the interactive defence (spoken by an 8 s recording of the account's own). */
  const answerMain = async (account: string, choices: { single: number[]; multiple: number[] }) => {
    const token = await tokenOf(account);
    expectOk(await start(token, fx.ids.main));
    const recording = await upload(account, tone(8));
    expectOk(await answer(token, fx.ids.main, { question_id: fx.q.main.spoken.id, upload_id: recording.id }), M.saved);
    expectOk(await answer(token, fx.ids.main, { question_id: fx.q.main.single.id, option_ids: choices.single }), M.saved);
    expectOk(await answer(token, fx.ids.main, { question_id: fx.q.main.multiple.id, option_ids: choices.multiple }), M.saved);
    return recording;
  };

  // Learners ----------------------------------------------------------------------------

  it('lists my defences open and coming first with their entry state; a learner not invited gets 4004 everywhere', async () => {
    const all = expectOk(await suite.client.get<ListOf<ListItem>>('/api/defence', { token: await learner(), query: { limit: 100 } }));
    // The demo seed invites learner01 to defences of its own: this suite's come in their place among them.
    const seeded = await db().selectFrom('defence_attempts').select('defence_id').where('user_id', '=', fx.users.learner).where('defence_id', 'not in', Object.values(fx.ids)).execute();
    expect(all.total).toBe(11 + seeded.length);
    expect(all.list).toHaveLength(all.total);
    const ours = new Set(Object.values(fx.ids));
    const mine = all.list.filter((d) => ours.has(d.id));
    const order = ['offline', 'main', 'aiEn', 'aiZh', 'remote', 'early', 'notOpen', 'remoteLater', 'offlineFuture', 'remoteEnded', 'ended'] as const;
    expect(mine.map((d) => [d.id, d.entry])).toEqual(order.map((key) => [fx.ids[key], ['notOpen', 'remoteLater', 'offlineFuture'].includes(key) ? 0 : ['remoteEnded', 'ended'].includes(key) ? 2 : 1]));
    // The ended ones come last, whatever their start.
    expect(all.list.findIndex((d) => d.entry === 2)).toBe(all.list.length - all.list.filter((d) => d.entry === 2).length);
    expect(mine[1]).toEqual({
      id: fx.ids.main,
      title: TITLES.main,
      kind: 8,
      language: 'zh-CN',
      starts_at: unix(fx.starts.main),
      ends_at: unix(fx.starts.main) + 130 * 60,
      full_score: 100,
      pass_score: 60,
      status: 0,
      ai_status: null,
      review_status: 1,
      score: null,
      passed: null,
      result: '',
      entry: 1,
    });

    const outsider = await tokenOf(ACCOUNTS.outsider);
    expect(expectOk(await suite.client.get<ListOf<ListItem>>('/api/defence', { token: outsider }))).toEqual({ list: [], total: 0, current_page: 1 });
    expectRefusal(await detail(outsider, fx.ids.main), 404, 4004, M.notFound.zh);
    expectRefusal(await detail(outsider, fx.ids.main, EN), 404, 4004, M.notFound.en);
    expectRefusal(await start(outsider, fx.ids.main), 404, 4004, M.notFound.zh);
    expectRefusal(await answer(outsider, fx.ids.main, { question_id: fx.q.main.single.id, option_ids: [2] }), 404, 4004, M.notFound.zh);
    expectRefusal(await submit(outsider, fx.ids.main), 404, 4004, M.notFound.zh);
    expectRefusal(await report(outsider, fx.ids.main), 404, 4004, M.notFound.zh);
    expectRefusal(await detail(await learner(), 99_999_999), 404, 4004, M.notFound.zh);
    expect(await db().selectFrom('defence_attempts').select('id').where('user_id', '=', fx.users.outsider).execute()).toEqual([]);
    expectRefusal(await suite.client.get('/api/defence'), 401, 202, MSG.tokenMissing.zh);
  });

  it('opens a session from the early-entry minutes (site_config) before its start to its end: 403 before and after', async () => {
    const token = await learner();
    // Starts in 30 minutes: not open with the default 15 early minutes.
    const notOpen = expectOk(await detail(token, fx.ids.notOpen));
    expect(notOpen).toEqual({
      id: fx.ids.notOpen,
      title: TITLES.notOpen,
      kind: 8,
      language: 'zh-CN',
      starts_at: unix(fx.starts.notOpen),
      ends_at: unix(fx.starts.notOpen) + 3600,
      full_score: 10,
      pass_score: 6,
      status: 0,
      ai_status: null,
      review_status: 1,
      score: null,
      passed: null,
      result: '',
      description: `${TITLES.notOpen}的规则`,
      opens_at: unix(fx.starts.notOpen) - 15 * 60,
      early_minutes: 15,
      min_seconds: 5,
      question_count: 1,
      place: '',
      entry: 0,
      reviewed_at: null,
    });
    expectRefusal(await start(token, fx.ids.notOpen), 403, 403, M.notOpen.zh(iso('notOpen', 15)));
    expectRefusal(await start(token, fx.ids.notOpen, EN), 403, 403, M.notOpen.en(iso('notOpen', 15)));
    expectRefusal(await answer(token, fx.ids.notOpen, { question_id: fx.q.notOpen.id, option_ids: [1] }), 403, 403, M.notOpen.zh(iso('notOpen', 15)));
    expectRefusal(await submit(token, fx.ids.notOpen), 403, 403, M.notOpen.zh(iso('notOpen', 15)));

    // Starts in 10 minutes: open within the 15 early minutes.
    expect(expectOk(await detail(token, fx.ids.early))).toMatchObject({ entry: 1, early_minutes: 15, opens_at: unix(fx.starts.early) - 15 * 60, status: 0 });
    const session = expectOk(await start(token, fx.ids.early));
    const attempt = await attemptOf(fx.ids.early, fx.users.learner);
    expect(session).toEqual({
      id: fx.ids.early,
      attempt_id: attempt.id,
      title: TITLES.early,
      kind: 8,
      language: 'zh-CN',
      min_seconds: 5,
      ends_at: unix(fx.starts.early) + 3600,
      questions: [{ id: fx.q.early.id, question_type: 2, content: expect.any(String), score: 10, options: OPTIONS(3), answer: { recording: null, option_ids: [] } }],
    });
    expect(attempt.status).toBe(1);
    expect(near(unix(attempt.started_at!))).toBe(true);
    expect(expectOk(await answer(token, fx.ids.early, { question_id: fx.q.early.id, option_ids: [1] }), M.saved)).toEqual({ question_id: fx.q.early.id, option_ids: [1], recording: null });

    // The setting moves the opening: 5 minutes closes the early one again, 40 opens the later one.
    try {
      await db().insertInto('site_config').values({ key: 'defence_early_minutes', value: '5' }).execute();
      expect(expectOk(await detail(token, fx.ids.early))).toMatchObject({ entry: 0, early_minutes: 5, opens_at: unix(fx.starts.early) - 5 * 60 });
      expectRefusal(await start(token, fx.ids.early), 403, 403, M.notOpen.zh(iso('early', 5)));
      expectRefusal(await answer(token, fx.ids.early, { question_id: fx.q.early.id, option_ids: [1] }), 403, 403, M.notOpen.zh(iso('early', 5)));
      await db().updateTable('site_config').set({ value: '40' }).where('key', '=', 'defence_early_minutes').execute();
      expect(expectOk(await detail(token, fx.ids.notOpen))).toMatchObject({ entry: 1, early_minutes: 40, opens_at: unix(fx.starts.notOpen) - 40 * 60 });
      expect(expectOk(await start(token, fx.ids.notOpen)).id).toBe(fx.ids.notOpen);
    } finally {
      await db().deleteFrom('site_config').where('key', '=', 'defence_early_minutes').execute();
    }
    expectRefusal(await start(token, fx.ids.notOpen), 403, 403, M.notOpen.zh(iso('notOpen', 15)));

    // Ended an hour ago.
    expect(expectOk(await detail(token, fx.ids.ended))).toMatchObject({ entry: 2, status: 0 });
    expectRefusal(await start(token, fx.ids.ended), 403, 403, M.ended.zh);
    expectRefusal(await start(token, fx.ids.ended, EN), 403, 403, M.ended.en);
    expectRefusal(await answer(token, fx.ids.ended, { question_id: fx.q.ended.id, option_ids: [1] }), 403, 403, M.ended.zh);
    expectRefusal(await submit(token, fx.ids.ended), 403, 403, M.ended.zh);
    expect((await attemptOf(fx.ids.ended, fx.users.learner)).status).toBe(0);

    // Remote and offline sessions are not answered in the portal.
    expectRefusal(await start(token, fx.ids.offline), 422, 422, M.notAnswered);
    expectRefusal(await start(token, fx.ids.remote), 422, 422, M.notAnswered);
  });

  it('checks each answer: the caller\'s own recording of at least the minimum, one single choice, two or more multiple choices, known options; the last one counts', async () => {
    const token = await learner();
    const session = expectOk(await start(token, fx.ids.main));
    const attemptId = session.attempt_id;
    expect(session).toMatchObject({ id: fx.ids.main, kind: 8, min_seconds: 7 });
    expect(session.questions.map((q) => [q.id, q.question_type, q.score, q.options.length, q.answer])).toEqual([
      [fx.q.main.spoken.id, 1, 40, 0, { recording: null, option_ids: [] }],
      [fx.q.main.single.id, 2, 20, 3, { recording: null, option_ids: [] }],
      [fx.q.main.multiple.id, 3, 40, 4, { recording: null, option_ids: [] }],
    ]);

    const theirs = await upload(ACCOUNTS.p1, tone(8));
    const short = await upload(DEMO.learner.account, tone(6));
    expect(short.seconds).toBe(6);
    const spoken = (upload_id?: number) => ({ question_id: fx.q.main.spoken.id, ...(upload_id === undefined ? {} : { upload_id }) });
    expectRefusal(await answer(token, fx.ids.main, spoken()), 422, 422, M.recordingRequired);
    expectRefusal(await answer(token, fx.ids.main, { ...spoken(), option_ids: [1, 2] }), 422, 422, M.recordingRequired);
    expectRefusal(await answer(token, fx.ids.main, spoken(theirs.id)), 422, 422, M.recordingUnknown);
    expectRefusal(await answer(token, fx.ids.main, spoken(99_999_999)), 422, 422, M.recordingUnknown);
    expectRefusal(await answer(token, fx.ids.main, spoken(short.id)), 422, 422, M.tooShort.zh);
    expectRefusal(await answer(token, fx.ids.main, spoken(short.id), EN), 422, 422, M.tooShort.en);

    const single = (option_ids: number[]) => ({ question_id: fx.q.main.single.id, option_ids });
    const multiple = (option_ids: number[]) => ({ question_id: fx.q.main.multiple.id, option_ids });
    expectRefusal(await answer(token, fx.ids.main, single([])), 422, 422, M.single);
    expectRefusal(await answer(token, fx.ids.main, { question_id: fx.q.main.single.id }), 422, 422, M.single);
    expectRefusal(await answer(token, fx.ids.main, single([1, 2])), 422, 422, M.single);
    expectRefusal(await answer(token, fx.ids.main, single([4])), 422, 422, M.optionUnknown);
    expectRefusal(await answer(token, fx.ids.main, multiple([1])), 422, 422, M.multiple.zh);
    expectRefusal(await answer(token, fx.ids.main, multiple([3, 3]), EN), 422, 422, M.multiple.en);
    expectRefusal(await answer(token, fx.ids.main, multiple([1, 5])), 422, 422, M.optionUnknown);
    expectRefusal(await answer(token, fx.ids.main, { question_id: fx.q.aiEn.single.id, option_ids: [1] }), 404, 4004, M.questionNotFound);
    expectRefusal(await answer(token, fx.ids.main, { question_id: fx.q.main.single.id, option_ids: [2], upload_id: short.id, extra: 1 } as never), 422, 422, MSG.invalidInputPrefix.zh);
    // Nothing was saved by the refusals.
    expect(await answersOf(attemptId)).toEqual([]);

    const first = await upload(DEMO.learner.account, tone(8));
    expect(bare(expectOk(await answer(token, fx.ids.main, spoken(first.id)), M.saved))).toEqual({ question_id: fx.q.main.spoken.id, option_ids: [], recording: { path: first.path, seconds: 8 } });
    expect(expectOk(await answer(token, fx.ids.main, single([1])), M.saved)).toEqual({ question_id: fx.q.main.single.id, option_ids: [1], recording: null });
    // Answered again: the last answer replaces the first.
    expect(expectOk(await answer(token, fx.ids.main, single([2])), M.saved)).toEqual({ question_id: fx.q.main.single.id, option_ids: [2], recording: null });
    const again = await upload(DEMO.learner.account, tone(9));
    expect(bare(expectOk(await answer(token, fx.ids.main, spoken(again.id)), M.saved).recording)).toEqual({ path: again.path, seconds: 9 });
    expect(await answersOf(attemptId)).toEqual([
      { question_id: fx.q.main.spoken.id, upload_id: again.id, recording_seconds: 9, option_ids: null, transcript: null, transcript_engine: null, ai_score: null, score: null, remark: '' },
      { question_id: fx.q.main.single.id, upload_id: null, recording_seconds: null, option_ids: [2], transcript: null, transcript_engine: null, ai_score: null, score: null, remark: '' },
    ]);
    // Entering again shows the answers so far.
    const resumed = expectOk(await start(token, fx.ids.main));
    expect(resumed.attempt_id).toBe(attemptId);
    expect(bare(resumed.questions.map((q) => q.answer))).toEqual([
      { recording: { path: again.path, seconds: 9 }, option_ids: [] },
      { recording: null, option_ids: [2] },
      { recording: null, option_ids: [] },
    ]);
    expect((await attemptOf(fx.ids.main, fx.users.learner)).status).toBe(1);
  });

  it('submits once every question is answered: the interactive defence waits for its examiner with no score; a second submit, an answer after it and two at once are refused', async () => {
    const token = await learner();
    expectRefusal(await submit(token, fx.ids.main), 422, 422, M.unanswered.zh(1));
    expectRefusal(await submit(token, fx.ids.main, EN), 422, 422, M.unanswered.en(1));
    expect((await attemptOf(fx.ids.main, fx.users.learner)).status).toBe(1);

    // A wrong multiple choice (the key is 1 and 3), given with a repeat and out of order.
    expect(expectOk(await answer(token, fx.ids.main, { question_id: fx.q.main.multiple.id, option_ids: [4, 1, 3, 1] }), M.saved).option_ids).toEqual([1, 3, 4]);
    const submitted = expectOk(await submit(token, fx.ids.main), M.submittedOk);
    expect(submitted).toMatchObject({ id: fx.ids.main, kind: 8, status: 2, ai_status: null, review_status: 1, score: null, passed: null, result: '', reviewed_at: null, reviewed_by_examiner: 0 });
    expect(near(submitted.submitted_at)).toBe(true);
    expect(submitted.questions.map((q) => [q.id, q.my_score, q.correct_option_ids, q.transcript, q.key_points, q.remark])).toEqual([
      [fx.q.main.spoken.id, null, [], null, [], ''],
      [fx.q.main.single.id, null, [], null, [], ''],
      [fx.q.main.multiple.id, null, [], null, [], ''],
    ]);
    expect(submitted.questions.map((q) => q.answer.option_ids)).toEqual([[], [2], [1, 3, 4]]);
    expect(expectOk(await report(token, fx.ids.main))).toEqual(submitted);
    expect(expectOk(await detail(token, fx.ids.main))).toMatchObject({ status: 2, review_status: 1, score: null, passed: null });
    // The choices are scored at once (kept for the examiner), the attempt waits.
    const attempt = await attemptOf(fx.ids.main, fx.users.learner);
    expect([attempt.status, attempt.ai_status, attempt.score, attempt.reviewed_by]).toEqual([2, null, null, null]);
    expect((await answersOf(attempt.id)).map((a) => [a.question_id, a.score === null ? null : Number(a.score)])).toEqual([
      [fx.q.main.spoken.id, null],
      [fx.q.main.single.id, 20],
      [fx.q.main.multiple.id, 0],
    ]);

    expectRefusal(await submit(token, fx.ids.main), 403, 403, M.submitted.zh);
    expectRefusal(await submit(token, fx.ids.main, EN), 403, 403, M.submitted.en);
    expectRefusal(await answer(token, fx.ids.main, { question_id: fx.q.main.single.id, option_ids: [1] }), 403, 403, M.submitted.zh);
    expectRefusal(await start(token, fx.ids.main), 403, 403, M.submitted.zh);
    expect((await answersOf(attempt.id)).find((a) => a.question_id === fx.q.main.single.id)?.option_ids).toEqual([2]);

    // Two submits at once (two tabs): exactly one goes through.
    await answerMain(ACCOUNTS.p1, { single: [2], multiple: [1, 3] });
    const p1 = await tokenOf(ACCOUNTS.p1);
    const both: ApiAnswer<Report>[] = await Promise.all([submit(p1, fx.ids.main), submit(p1, fx.ids.main)]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 403]);
    expect(expectOk(both.find((a) => a.status === 200)!, M.submittedOk).status).toBe(2);
    expectRefusal(both.find((a) => a.status === 403)!, 403, 403, M.submitted.zh);
    expect((await attemptOf(fx.ids.main, fx.users.p1)).status).toBe(2);
  });

  it('scores an English AI defence at once from real speech: transcript, key points hit and missed, the spoken score by the share covered plus the correct choices', async () => {
    const token = await learner();
    const session = expectOk(await start(token, fx.ids.aiEn));
    expect(session).toMatchObject({ kind: 9, language: 'en-US', min_seconds: 7 });
    const speech = await upload(DEMO.learner.account, englishAnswer());
    expect(speech.seconds).toBe(8);
    expectOk(await answer(token, fx.ids.aiEn, { question_id: fx.q.aiEn.spoken.id, upload_id: speech.id }), M.saved);
    expectOk(await answer(token, fx.ids.aiEn, { question_id: fx.q.aiEn.single.id, option_ids: [1] }), M.saved);
    // Wrong: the key is 1 and 2.
    expectOk(await answer(token, fx.ids.aiEn, { question_id: fx.q.aiEn.multiple.id, option_ids: [2, 3] }), M.saved);

    const scored = expectOk(await submit(token, fx.ids.aiEn, EN), 'The defence has been submitted');
    // Two of three key points: 25 x 2/3 = 16.7, plus 10 for the single choice, 0 for the multiple.
    expect(scored).toMatchObject({ id: fx.ids.aiEn, status: 3, ai_status: 1, review_status: 2, score: 26.7, passed: 1, result: '', reviewed_by_examiner: 0, full_score: 50, pass_score: 25 });
    expect(near(scored.reviewed_at)).toBe(true);
    const [spoken, single, multiple] = scored.questions as [ReportQuestion, ReportQuestion, ReportQuestion];
    expect(spoken.transcript).toContain('amiable');
    expect(spoken.transcript).toContain('respectable');
    expect(spoken.key_points).toEqual([
      { text: 'amiable woman', hit: 1, matched: 'amiable woman' },
      { text: 'respectable', hit: 1, matched: 'respectable' },
      { text: 'cold hearted', hit: 0, matched: null },
    ]);
    expect(bare(spoken.answer.recording)).toEqual({ path: speech.path, seconds: 8 });
    expect([spoken.my_score, single.my_score, multiple.my_score]).toEqual([16.7, 10, 0]);
    expect([spoken.correct_option_ids, single.correct_option_ids, multiple.correct_option_ids]).toEqual([[], [1], [1, 2]]);
    expect(bare(expectOk(await report(token, fx.ids.aiEn)))).toEqual(bare(scored));

    const attempt = await attemptOf(fx.ids.aiEn, fx.users.learner);
    expect([attempt.status, attempt.ai_status, Number(attempt.score), attempt.reviewed_by]).toEqual([3, 1, 26.7, null]);
    const stored = await answersOf(attempt.id);
    expect(stored.map((a) => [a.transcript_engine, a.ai_score === null ? null : Number(a.ai_score), a.score === null ? null : Number(a.score)])).toEqual([
      ['pocketsphinx', 16.7, 16.7],
      [null, null, 10],
      [null, null, 0],
    ]);
    // Scored by the server: not waiting for an examiner, in the reviewed list, and no notice (the learner saw it at once).
    const mine = await examiner();
    expect((await assessments(mine)).list.map((i) => i.id)).not.toContain(attempt.id);
    expect((await assessments(mine, { review_status: 2 })).list.find((i) => i.id === attempt.id)).toMatchObject({ status: 3, ai_status: 1, review_status: 2, score: 26.7, reviewed_by_examiner: 0 });
    expect(await reviewedNotices(fx.users.learner, fx.ids.aiEn)).toEqual([]);
    expectRefusal(await answer(token, fx.ids.aiEn, { question_id: fx.q.aiEn.single.id, option_ids: [2] }), 403, 403, M.submitted.zh);
  }, 60_000);

  it('sends a Chinese AI defence to an examiner when no recogniser reads it: ai_status 2, never a made-up score', async () => {
    const token = await learner();
    expectOk(await start(token, fx.ids.aiZh));
    const recording = await upload(DEMO.learner.account, tone(6));
    expectOk(await answer(token, fx.ids.aiZh, { question_id: fx.q.aiZh.spoken.id, upload_id: recording.id }), M.saved);
    expectOk(await answer(token, fx.ids.aiZh, { question_id: fx.q.aiZh.single.id, option_ids: [2] }), M.saved);
    const waiting = expectOk(await submit(token, fx.ids.aiZh), M.submittedOk);
    expect(waiting).toMatchObject({ id: fx.ids.aiZh, status: 2, ai_status: 2, review_status: 1, score: null, passed: null, result: '', reviewed_at: null, reviewed_by_examiner: 0 });
    expect(waiting.questions.map((q) => [q.transcript, q.key_points, q.my_score])).toEqual([
      [null, [], null],
      [null, [], null],
    ]);
    const attempt = await attemptOf(fx.ids.aiZh, fx.users.learner);
    expect([attempt.status, attempt.ai_status, attempt.score, attempt.reviewed_at]).toEqual([2, 2, null, null]);
    expect((await answersOf(attempt.id)).map((a) => [a.transcript, a.ai_score, a.score === null ? null : Number(a.score)])).toEqual([
      [null, null, null],
      [null, null, 10],
    ]);
    const item = (await assessments(await examiner(), { kind: 9 })).list.find((i) => i.id === attempt.id);
    expect(item).toEqual({
      id: attempt.id,
      defence_id: fx.ids.aiZh,
      title: TITLES.aiZh,
      kind: 9,
      language: 'zh-CN',
      name: DEMO.learner.name,
      starts_at: unix(fx.starts.aiZh),
      submitted_at: unix(attempt.submitted_at!),
      status: 2,
      ai_status: 2,
      review_status: 1,
      score: null,
      full_score: 50,
      result: '',
      reviewed_at: null,
      reviewed_by_examiner: 0,
      state: 2,
    });
  });

  // Examiners ---------------------------------------------------------------------------

  it('refuses learners on the assessment list, show and comment (403)', async () => {
    const { id } = await attemptOf(fx.ids.main, fx.users.learner);
    for (const token of [await learner(), await tokenOf(ACCOUNTS.p1)]) {
      expectRefusal(await suite.client.get('/api/assessment/index', { token }), 403, 403, M.examinerOnly.zh);
      expectRefusal(await suite.client.get('/api/assessment/index', { token, lang: EN, query: { review_status: 2 } }), 403, 403, M.examinerOnly.en);
      expectRefusal(await show(token, id), 403, 403, M.examinerOnly.zh);
      expectRefusal(await comment(token, { id, result: '很好', scores: [{ question_id: fx.q.main.spoken.id, score: 40 }] }), 403, 403, M.examinerOnly.zh);
    }
    expectRefusal(await suite.client.get('/api/assessment/index'), 401, 202, MSG.tokenMissing.zh);
    expect((await attemptOf(fx.ids.main, fx.users.learner)).status).toBe(2);
    expect(await reviewedNotices(fx.users.learner, fx.ids.main)).toEqual([]);
  });

  it('shows and scores only defences assigned to the examiner or to nobody (another examiner\'s answer 4004)', async () => {
    const p3 = await tokenOf(ACCOUNTS.p3);
    expectOk(await start(p3, fx.ids.assigned));
    expectOk(await answer(p3, fx.ids.assigned, { question_id: fx.q.assigned.id, option_ids: [1] }), M.saved);
    expectOk(await submit(p3, fx.ids.assigned), M.submittedOk);
    const { id } = await attemptOf(fx.ids.assigned, fx.users.p3);
    const [mine, theirs] = [await examiner(), await second()];
    const ids = async (token: string) => (await assessments(token)).list.map((i) => i.id);
    try {
      // Assigned to the second examiner: examiner01 neither sees, opens nor scores it.
      expect(await ids(mine)).not.toContain(id);
      expect(await ids(theirs)).toContain(id);
      expectRefusal(await show(mine, id), 404, 4004, M.assessmentNotFound.zh);
      expectRefusal(await show(mine, id, EN), 404, 4004, M.assessmentNotFound.en);
      expectRefusal(await comment(mine, { id, result: '合格', scores: [{ question_id: fx.q.assigned.id, score: 10 }] }), 404, 4004, M.assessmentNotFound.zh);
      expectRefusal(await show(mine, 99_999_999), 404, 4004, M.assessmentNotFound.zh);
      expect(expectOk(await show(theirs, id))).toMatchObject({ id, defence_id: fx.ids.assigned, status: 2, can_comment: 1 });
      // Both see the unassigned interactive defence.
      const main = (await attemptOf(fx.ids.main, fx.users.learner)).id;
      expect(await ids(mine)).toContain(main);
      expect(await ids(theirs)).toContain(main);
      // Filters: kind and a keyword in the title or the learner's name.
      expect((await assessments(theirs, { kind: 8, keyword: '指定考评员' })).list.map((i) => i.id)).toEqual([id]);
      expect((await assessments(theirs, { kind: 9, keyword: '指定考评员' })).total).toBe(0);
      const byName = (await assessments(mine, { keyword: DEMO.learner.name, kind: 8 })).list;
      expect(byName.map((i) => i.id)).toContain(main);
      expect(new Set(byName.map((i) => [i.name, i.kind].join()))).toEqual(new Set([`${DEMO.learner.name},8`]));

      // Reassigned to examiner01: the other way round.
      await db().updateTable('defences').set({ examiner_id: fx.users.examiner }).where('id', '=', fx.ids.assigned).execute();
      expect(await ids(mine)).toContain(id);
      expect(await ids(theirs)).not.toContain(id);
      expectRefusal(await show(theirs, id), 404, 4004, M.assessmentNotFound.zh);
      expectRefusal(await comment(theirs, { id, result: '合格', scores: [{ question_id: fx.q.assigned.id, score: 10 }] }), 404, 4004, M.assessmentNotFound.zh);
    } finally {
      await db().updateTable('defences').set({ examiner_id: fx.users.second }).where('id', '=', fx.ids.assigned).execute();
    }
    const attempt = await attemptOf(fx.ids.assigned, fx.users.p3);
    expect([attempt.status, attempt.reviewed_by]).toEqual([2, null]);
  });

  it('shows the answers with recordings, key points and reference; bounds the comment; a comment completes the review and tells the learner once', async () => {
    const token = await examiner();
    const attempt = await attemptOf(fx.ids.main, fx.users.learner);
    const shown = expectOk(await show(token, attempt.id));
    const recording = (await answersOf(attempt.id))[0]!;
    const upload = await db().selectFrom('uploads').select('path').where('id', '=', recording.upload_id!).executeTakeFirstOrThrow();
    expect(shown).toMatchObject({
      id: attempt.id,
      defence_id: fx.ids.main,
      title: TITLES.main,
      kind: 8,
      name: DEMO.learner.name,
      description: `${TITLES.main}的规则`,
      full_score: 100,
      pass_score: 60,
      status: 2,
      ai_status: null,
      review_status: 1,
      score: null,
      passed: null,
      result: '',
      submitted_at: unix(attempt.submitted_at!),
      reviewed_at: null,
      reviewed_by_examiner: 0,
      can_comment: 1,
    });
    expect(shown.questions).toEqual([
      {
        id: fx.q.main.spoken.id,
        question_type: 1,
        content: '如何处理客户投诉？',
        score: 40,
        options: [],
        answer: { recording: { path: expect.stringMatching(new RegExp(`^/files/${upload.path}\\?exp=\\d+&u=\\d+&sig=`)), seconds: 9 }, option_ids: [] },
        correct_option_ids: [],
        reference: REFERENCE,
        key_points: [
          { text: '倾听', hit: null, matched: null },
          { text: '方案', hit: null, matched: null },
        ],
        transcript: null,
        ai_score: null,
        my_score: null,
        remark: '',
      },
      expect.objectContaining({ id: fx.q.main.single.id, answer: { recording: null, option_ids: [2] }, correct_option_ids: [2], my_score: 20, ai_score: null }),
      expect.objectContaining({ id: fx.q.main.multiple.id, answer: { recording: null, option_ids: [1, 3, 4] }, correct_option_ids: [1, 3], my_score: 0 }),
    ]);
    // The recording plays from its address.
    const served = await fetch(new URL(shown.questions[0]!.answer.recording!.path, suite.server.url));
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const spoken = (score: number, remark?: string) => ({ question_id: fx.q.main.spoken.id, score, ...(remark === undefined ? {} : { remark }) });
    const result = '结构清晰，例证充分。'.repeat(10);
    expect(result).toHaveLength(100);
    expectRefusal(await comment(token, { id: attempt.id, result: '好', scores: [spoken(40.5)] }), 422, 422, M.aboveFull(40));
    expectRefusal(await comment(token, { id: attempt.id, result: '好', scores: [spoken(40.5)] }, EN), 422, 422, 'The mark cannot exceed the full score of 40');
    expectRefusal(await comment(token, { id: attempt.id, result: `${result}。`, scores: [spoken(30)] }), 422, 422, M.resultTooLong.zh);
    expectRefusal(await comment(token, { id: attempt.id, result: `${result}。`, scores: [spoken(30)] }, EN), 422, 422, M.resultTooLong.en);
    expectRefusal(await comment(token, { id: attempt.id, result: '', scores: [spoken(30)] }), 422, 422, MSG.invalidInputPrefix.zh);
    expectRefusal(await comment(token, { id: attempt.id, result: '  \n ', scores: [spoken(30)] }), 422, 422, M.resultRequired);
    expectRefusal(await comment(token, { id: attempt.id, result: '好', scores: [spoken(30, '评'.repeat(201))] }), 422, 422, M.remarkTooLong);
    expectRefusal(await comment(token, { id: attempt.id, result: '好', scores: [spoken(-1)] }), 422, 422, MSG.invalidInputPrefix.zh);
    expectRefusal(await comment(token, { id: attempt.id, result: '好', scores: [spoken(30), { question_id: fx.q.aiEn.spoken.id, score: 1 }] }), 422, 422, M.questionNotFound);
    // The recording has no score yet: it must be scored.
    expectRefusal(await comment(token, { id: attempt.id, result: '好', scores: [{ question_id: fx.q.main.multiple.id, score: 10 }] }), 422, 422, M.scoreMissing);
    expectRefusal(await comment(token, { id: attempt.id, result: '好' }), 422, 422, M.scoreMissing);
    // Nothing was written by the refusals.
    expect((await answersOf(attempt.id)).map((a) => [a.score === null ? null : Number(a.score), a.remark])).toEqual([
      [null, ''],
      [20, ''],
      [0, ''],
    ]);
    expect((await attemptOf(fx.ids.main, fx.users.learner)).status).toBe(2);
    expect(await reviewedNotices(fx.users.learner, fx.ids.main)).toEqual([]);

    // Scored: the recording 32.5 (remark trimmed), the multiple choice raised to 10 (a remark of exactly 200), the single choice kept.
    const remark = '联'.repeat(200);
    const done = expectOk(await comment(token, { id: attempt.id, result: `  ${result} `, scores: [spoken(32.5, '  要点齐全  '), { question_id: fx.q.main.multiple.id, score: 10, remark }] }), M.assessmentSaved);
    expect(done).toEqual({ id: attempt.id, review_status: 2, score: 62.5, passed: 1, result });
    const stamped = await attemptOf(fx.ids.main, fx.users.learner);
    expect([stamped.status, Number(stamped.score), stamped.result, stamped.reviewed_by]).toEqual([3, 62.5, result, fx.users.examiner]);
    expect(near(unix(stamped.reviewed_at!))).toBe(true);

    const mine = expectOk(await report(await learner(), fx.ids.main));
    expect(mine).toMatchObject({ status: 3, review_status: 2, score: 62.5, passed: 1, result, reviewed_at: unix(stamped.reviewed_at!), reviewed_by_examiner: 1 });
    expect(mine.questions.map((q) => [q.my_score, q.remark, q.correct_option_ids])).toEqual([
      [32.5, '要点齐全', []],
      [20, '', [2]],
      [10, remark, [1, 3]],
    ]);
    expect(expectOk(await detail(await learner(), fx.ids.main))).toMatchObject({ status: 3, review_status: 2, score: 62.5, passed: 1, result });

    // The learner is told once, in their language.
    const notices = await reviewedNotices(fx.users.learner, fx.ids.main);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ notify_type: 1, type: 8, message_key: 'notifyDefenceReviewed', target_id: fx.ids.main });
    expect(JSON.parse(notices[0]!.params)).toEqual({ title: TITLES.main, score: 62.5 });
    type Notice = { type: number; content: string; target_id: number | null };
    const inbox = expectOk(await suite.client.get<ListOf<Notice>>('/api/notify', { token: await learner(), query: { notify_type: 1, limit: 100 } }));
    expect(inbox.list.filter((n) => n.content.includes(TITLES.main)).map((n) => [n.type, n.target_id, n.content])).toEqual([[8, fx.ids.main, `「${TITLES.main}」已评分，得分 62.5`]]);
    const inboxEn = expectOk(await suite.client.get<ListOf<Notice>>('/api/notify', { token: await learner(), lang: EN, query: { notify_type: 1, limit: 100 } }), 'Success');
    expect(inboxEn.list.filter((n) => n.content.includes(TITLES.main)).map((n) => n.content)).toEqual([`"${TITLES.main}" has been scored: 62.5 points`]);

    // The same verdict written again tells nobody again; it has moved to the reviewed list.
    expect(expectOk(await comment(token, { id: attempt.id, result, scores: [spoken(32.5)] }), M.assessmentSaved)).toEqual(done);
    expect(await reviewedNotices(fx.users.learner, fx.ids.main)).toHaveLength(1);
    expect((await assessments(token)).list.map((i) => i.id)).not.toContain(attempt.id);
    expect((await assessments(token, { review_status: 2 })).list.find((i) => i.id === attempt.id)).toMatchObject({ status: 3, review_status: 2, score: 62.5, result, reviewed_by_examiner: 1 });
  });

  it('lets an examiner override an AI score and score a Chinese AI defence the server could not read', async () => {
    const token = await examiner();
    const en = await attemptOf(fx.ids.aiEn, fx.users.learner);
    const shown = expectOk(await show(token, en.id));
    expect(shown).toMatchObject({ status: 3, ai_status: 1, review_status: 2, score: 26.7, passed: 1, reviewed_by_examiner: 0, can_comment: 1 });
    const spoken = shown.questions[0]!;
    expect(spoken.transcript).toContain('amiable');
    expect(spoken.reference).toBe('An amiable wife would have made him respectable.');
    expect(spoken.key_points).toEqual([
      { text: 'amiable woman', hit: 1, matched: 'amiable woman' },
      { text: 'respectable', hit: 1, matched: 'respectable' },
      { text: 'cold hearted', hit: 0, matched: null },
    ]);
    expect([spoken.ai_score, spoken.my_score]).toEqual([16.7, 16.7]);
    const overridden = expectOk(await comment(token, { id: en.id, result: 'Fluent, both key points and more', scores: [{ question_id: fx.q.aiEn.spoken.id, score: 25 }] }, EN), 'The assessment has been saved');
    expect(overridden).toEqual({ id: en.id, review_status: 2, score: 35, passed: 1, result: 'Fluent, both key points and more' });
    const after = expectOk(await show(token, en.id));
    expect(after).toMatchObject({ status: 3, ai_status: 1, score: 35, reviewed_by_examiner: 1 });
    expect(after.questions.map((q) => [q.ai_score, q.my_score])).toEqual([
      [16.7, 25],
      [null, 10],
      [null, 0],
    ]);
    expect(expectOk(await report(await learner(), fx.ids.aiEn))).toMatchObject({ score: 35, passed: 1, reviewed_by_examiner: 1, result: 'Fluent, both key points and more' });
    expect((await reviewedNotices(fx.users.learner, fx.ids.aiEn)).map((n) => JSON.parse(n.params) as unknown)).toEqual([{ title: TITLES.aiEn, score: 35 }]);

    const zh = await attemptOf(fx.ids.aiZh, fx.users.learner);
    const unread = expectOk(await show(token, zh.id));
    expect(unread).toMatchObject({ status: 2, ai_status: 2, score: null, can_comment: 1 });
    expect(unread.questions[0]).toMatchObject({ transcript: null, ai_score: null, my_score: null, key_points: [{ text: '客户需求', hit: null, matched: null }, { text: '沟通', hit: null, matched: null }] });
    expectRefusal(await comment(token, { id: zh.id, result: '表达流畅' }), 422, 422, M.scoreMissing);
    expect(expectOk(await comment(token, { id: zh.id, result: '表达流畅', scores: [{ question_id: fx.q.aiZh.spoken.id, score: 30 }] }), M.assessmentSaved)).toEqual({
      id: zh.id,
      review_status: 2,
      score: 40,
      passed: 1,
      result: '表达流畅',
    });
    expect(expectOk(await report(await learner(), fx.ids.aiZh))).toMatchObject({ status: 3, ai_status: 2, score: 40, passed: 1, reviewed_by_examiner: 1 });
    expect(await reviewedNotices(fx.users.learner, fx.ids.aiZh)).toHaveLength(1);
  });

  it('takes two examiners\' comments on one attempt at once in turn: both saved, the learner told once per different verdict, the last one stands', async () => {
    await answerMain(ACCOUNTS.p2, { single: [2], multiple: [1, 3] });
    expectOk(await submit(await tokenOf(ACCOUNTS.p2), fx.ids.main), M.submittedOk);
    const { id } = await attemptOf(fx.ids.main, fx.users.p2);
    const [one, two] = [await examiner(), await second()];
    const mark = (token: string, score: number, result: string) => comment(token, { id, result, scores: [{ question_id: fx.q.main.spoken.id, score }] });

    // Different verdicts: 30 + 20 + 40 = 90 and 20 + 20 + 40 = 80.
    const answers = await Promise.all([mark(one, 30, '优秀'), mark(two, 20, '良好')]);
    const results = answers.map((a) => expectOk(a, M.assessmentSaved));
    expect(results.map((r) => r.score).sort()).toEqual([80, 90]);
    const final = await attemptOf(fx.ids.main, fx.users.p2);
    const expected = final.reviewed_by === fx.users.examiner ? { score: 90, result: '优秀' } : { score: 80, result: '良好' };
    expect([fx.users.examiner, fx.users.second]).toContain(final.reviewed_by);
    expect([final.status, Number(final.score), final.result]).toEqual([3, expected.score, expected.result]);
    const spokenScore = (await answersOf(id)).find((a) => a.question_id === fx.q.main.spoken.id)!.score;
    expect(Number(spokenScore)).toBe(expected.score - 60);
    expect(expectOk(await report(await tokenOf(ACCOUNTS.p2), fx.ids.main))).toMatchObject({ status: 3, score: expected.score, result: expected.result });
    let notices = await reviewedNotices(fx.users.p2, fx.ids.main);
    expect(notices.map((n) => (JSON.parse(n.params) as { score: number }).score).sort()).toEqual([80, 90]);

    // The same verdict from both at once: written twice, told once.
    const same = await Promise.all([mark(one, 25, '合格'), mark(two, 25, '合格')]);
    expect(same.map((a) => expectOk(a, M.assessmentSaved))).toEqual([
      { id, review_status: 2, score: 85, passed: 1, result: '合格' },
      { id, review_status: 2, score: 85, passed: 1, result: '合格' },
    ]);
    notices = await reviewedNotices(fx.users.p2, fx.ids.main);
    expect(notices).toHaveLength(3);
    expect(JSON.parse(notices[2]!.params)).toEqual({ title: TITLES.main, score: 85 });
    const settled = await attemptOf(fx.ids.main, fx.users.p2);
    expect([settled.status, Number(settled.score), settled.result]).toEqual([3, 85, '合格']);
  });

  // Remote and offline ------------------------------------------------------------------

  it('gives a remote defence\'s participant and examiner the live room within its window, without joining the course', async () => {
    const token = await learner();
    const data = expectOk(await suite.client.get<LiveToken>('/api/getLiveToken', { token, query: { id: fx.ids.remote } }));
    expect(data).toMatchObject({ id: fx.ids.remote, live_period_id: fx.period });
    const web = /^\/live-room\/(\d+)\?token=([A-Za-z0-9_\-.%]+)$/.exec(data.token.webUrl);
    expect(web?.[1]).toBe(String(fx.period));
    expect(data.token.clientUrl).toBe(`learnportal-live://room/${fx.period}?token=${web![2]}`);
    expect(data.token.expires_at - Date.now() / 1000).toBeGreaterThan(500);
    const course = await db().selectFrom('course_periods').select('course_id').where('id', '=', fx.period).executeTakeFirstOrThrow();
    expect(await db().selectFrom('course_users').select('user_id').where('course_id', '=', course.course_id).execute()).toEqual([]);
    const room = expectOk(await suite.client.get<{ id: number; course_title: string; live_status: number }>('/api/live/room', { query: { token: decodeURIComponent(web![2]!) } }));
    expect(room).toMatchObject({ id: fx.period, course_title: fx.course, live_status: 1 });

    // The examiner of an unassigned remote defence enters too.
    const examinerToken = expectOk(await suite.client.get<LiveToken>('/api/getLiveToken', { token: await examiner(), query: { id: fx.ids.remote } }));
    const examinerRoom = decodeURIComponent(/token=([^&]+)/.exec(examinerToken.token.webUrl)![1]!);
    expect(expectOk(await suite.client.get<{ id: number }>('/api/live/room', { query: { token: examinerRoom } })).id).toBe(fx.period);

    // Not invited: 4004; and the live class stays closed to them by its own route.
    const outsider = await tokenOf(ACCOUNTS.outsider);
    expectRefusal(await suite.client.get('/api/getLiveToken', { token: outsider, query: { id: fx.ids.remote } }), 404, 4004, M.notFound.zh);
    expectRefusal(await suite.client.get('/api/course/getPlayToken', { token: outsider, query: { video_id: fx.period, type: 'user' } }), 403, 403, M.notJoined);
    // Not remote; outside the window.
    expectRefusal(await suite.client.get('/api/getLiveToken', { token, query: { id: fx.ids.main } }), 422, 422, M.notRemote.zh);
    expectRefusal(await suite.client.get('/api/getLiveToken', { token, lang: EN, query: { id: fx.ids.offline } }), 422, 422, M.notRemote.en);
    expectRefusal(await suite.client.get('/api/getLiveToken', { token, query: { id: fx.ids.remoteLater } }), 403, 403, M.notOpen.zh(iso('remoteLater', 15)));
    expectRefusal(await suite.client.get('/api/getLiveToken', { token, query: { id: fx.ids.remoteEnded } }), 403, 403, M.ended.zh);
    expectRefusal(await suite.client.get('/api/getLiveToken', { token, query: { id: 99_999_999 } }), 404, 4004, M.notFound.zh);
  });

  it('scores remote and offline sessions with one score within the full score once they have started', async () => {
    const token = await examiner();
    const offline = await attemptOf(fx.ids.offline, fx.users.learner);
    const remote = await attemptOf(fx.ids.remote, fx.users.learner);
    const future = await attemptOf(fx.ids.offlineFuture, fx.users.learner);
    const waiting = (await assessments(token)).list.map((i) => i.id);
    expect(waiting).toContain(offline.id);
    expect(waiting).toContain(remote.id);
    expect(waiting).not.toContain(future.id);
    expect((await assessments(token, { kind: 6 })).list.find((i) => i.id === offline.id)).toMatchObject({ kind: 6, status: 0, submitted_at: null, review_status: 1, score: null, full_score: 100 });

    expect(expectOk(await show(token, offline.id))).toMatchObject({ kind: 6, place: PLACE, status: 0, can_comment: 1, questions: [] });
    expectRefusal(await comment(token, { id: offline.id, result: '答辩流畅' }), 422, 422, M.scoreRequired);
    expectRefusal(await comment(token, { id: offline.id, result: '答辩流畅', score: 100.5 }), 422, 422, M.aboveFull(100));
    expectRefusal(await comment(token, { id: offline.id, result: '答辩流畅', scores: [{ question_id: fx.q.main.spoken.id, score: 10 }] }), 422, 422, M.scoreRequired);
    expect((await attemptOf(fx.ids.offline, fx.users.learner)).status).toBe(0);
    expect(expectOk(await comment(token, { id: offline.id, result: '答辩流畅', score: 88 }), M.assessmentSaved)).toEqual({ id: offline.id, review_status: 2, score: 88, passed: 1, result: '答辩流畅' });
    expect(expectOk(await report(await learner(), fx.ids.offline))).toMatchObject({ kind: 6, status: 3, review_status: 2, score: 88, passed: 1, result: '答辩流畅', reviewed_by_examiner: 1, questions: [] });
    expect((await reviewedNotices(fx.users.learner, fx.ids.offline)).map((n) => [n.type, JSON.parse(n.params) as unknown])).toEqual([[6, { title: TITLES.offline, score: 88 }]]);

    // Below the pass score (9 of 100, passing at 60): not passed, in the answer and the learner's report.
    expect(expectOk(await comment(token, { id: remote.id, result: '准备不足', score: 9 }), M.assessmentSaved)).toEqual({ id: remote.id, review_status: 2, score: 9, passed: 0, result: '准备不足' });
    expect(expectOk(await report(await learner(), fx.ids.remote))).toMatchObject({ kind: 7, status: 3, score: 9, passed: 0, result: '准备不足' });
    expect((await assessments(token, { review_status: 2, kind: 7 })).list.find((i) => i.id === remote.id)).toMatchObject({ score: 9, result: '准备不足', reviewed_by_examiner: 1 });

    // Tomorrow's session cannot be scored yet.
    expect(expectOk(await show(token, future.id))).toMatchObject({ can_comment: 0, status: 0 });
    expectRefusal(await comment(token, { id: future.id, result: '提前评分', score: 50 }), 403, 403, M.notStarted);
    expect((await attemptOf(fx.ids.offlineFuture, fx.users.learner)).status).toBe(0);
  });
});
