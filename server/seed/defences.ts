import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../core/db/database.js';
import type { DefenceOption } from '../modules/defences/tables.js';
import type { KeyPoint } from '../modules/speech/index.js';
import { demoClock } from './home.js';
import { DEMO_LIVE_SOURCE } from './live-media.js';
import { MAPS_DEMO } from './maps-demo.js';
import { cardCoverSvg } from './svg.js';

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'defence-media');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The committed recordings (server/seed/defence-media, made by make-media.sh): LibriVox readings of Sense and Sensibility. */
export const DEFENCE_MEDIA = {
  amiable: { file: 'amiable-woman.ogg', seconds: 6 },
  leisure: { file: 'leisure-to-consider.ogg', seconds: 7 },
} as const;

/** Titles of the demo defences (the tests and e2e find them by title). */
export const DEFENCES_DEMO = {
  /** AI (9), en-US, open now: learner01 invited. */
  aiEnglish: 'English Speaking Assessment',
  /** AI (9), zh-CN, open now: learner01 invited (without a Chinese model it goes to an examiner). */
  aiChinese: '信息安全知识 AI 答辩',
  /** Interactive (8), zh-CN, open now: learner01 (and emp0195) invited; stage 3 of the fixed map. */
  interactive: '转正述职答辩',
  /** Remote (7) in two days, one hour, in its live period: learner01 invited. */
  remote: '项目复盘远程答辩',
  /** Remote (7) on now (10 minutes ago to in 2 hours), its live period on: learner01 invited. */
  remoteNow: '技术方案远程答辩',
  /** Offline (6) yesterday at a place, reviewed by examiner01 (learner01 and emp0195); stage 2 of the fixed map. */
  offline: '岗位技能现场答辩',
  /** Interactive (8), en-US, open: emp0001 and emp0002 submitted with recordings, waiting for examiner01. */
  review: '英语朗读互动答辩',
  /** Interactive (8), en-US, ended: learner01's attempt reviewed by examiner01 (per-question scores, remarks, result). */
  interactiveReviewed: '新员工英语朗读答辩',
} as const;

/** The course holding the remote defences' live periods (an elective nobody joins, listed last). */
export const DEFENCE_ROOM_COURSE = '答辩直播间';
/** Where the offline defence is held. */
export const DEFENCE_PLACE = '总部 3 楼 301 会议室';

const READ_AMIABLE = 'Had he married a more amiable woman, he might have been made still more respectable than he was.';
const READ_ILL_DISPOSED = 'He was not an ill-disposed young man.';
const READ_LEISURE = 'Mr. John Dashwood had then leisure to consider how much there might prudently be in his power to do for them.';

interface QuestionSeed {
  type: 1 | 2 | 3;
  content: string;
  score: number;
  options?: string[];
  answer?: number[];
  keyPoints?: [string, string[]][];
  reference?: string;
}

interface DefenceSeed {
  title: string;
  kind: 6 | 7 | 8 | 9;
  language?: 'zh-CN' | 'en-US';
  description: string;
  startsAt: Date;
  endsAt: Date;
  pass: number;
  /** Without questions: the whole score (a remote or offline session is scored as one). */
  fullScore?: number;
  questions?: QuestionSeed[];
  livePeriodId?: number;
  place?: string;
}

const spoken = (content: string, score: number, keyPoints: [string, string[]][], reference: string): QuestionSeed => ({ type: 1, content, score, keyPoints, reference });
const choice = (type: 2 | 3, content: string, score: number, options: string[], answer: number[]): QuestionSeed => ({ type, content, score, options, answer });

/**
 * The defences demo (答辩, a named step after the maps and before live-media, which gives the
 * remote defences' live periods the demo signal):
 * - learner01: an AI defence in English and one in Chinese, an interactive one (all open now),
 *   a remote one in two days and one on now (each in its own live period of the course
 *   答辩直播间, an elective nobody has joined: the defence admits its participants to the
 *   room), an offline one yesterday already reviewed by examiner01, and an English reading
 *   interactive one that ended last week with examiner01's scores, remarks and result;
 * - examiner01's waiting list: emp0001 and emp0002 submitted an English reading interactive
 *   defence with real recordings (two LibriVox sentences, kept as recording uploads of each
 *   employee the way the recording upload stores them);
 * - the fixed map's two defence items (stage 2 岗位技能现场答辩, stage 3 转正述职答辩) name the
 *   offline and the interactive defence; emp0195 (learner01's twin for the second UI
 *   language) takes part in both like learner01.
 * examiner01 is the examiner of every one. Times are relative to the seeding.
 */
export async function seedDefences(db: Db, filesDir: string): Promise<void> {
  const clock = demoClock();
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms);
  const users = await db.selectFrom('users').select(['id', 'account']).where('account', 'in', ['learner01', 'examiner01', 'lecturer01', 'emp0001', 'emp0002', MAPS_DEMO.secondLearner]).execute();
  const userId = (account: string) => users.find((u) => u.account === account)?.id;
  const learner = userId('learner01');
  const examiner = userId('examiner01');
  if (learner === undefined || examiner === undefined) return;
  const twin = userId(MAPS_DEMO.secondLearner);

  // The remote defences' live room: a small elective series nobody joins, listed last in the catalogue.
  const lecturer = userId('lecturer01');
  const cover = path.join(filesDir, 'courses/covers/defence-rooms.svg');
  fs.mkdirSync(path.dirname(cover), { recursive: true });
  fs.writeFileSync(cover, cardCoverSvg('LIVE', DEFENCE_ROOM_COURSE, 5));
  const course = await db
    .insertInto('courses')
    .values({
      title: DEFENCE_ROOM_COURSE,
      course_type: 1,
      category_id: null,
      cover: '/files/courses/covers/defence-rooms.svg',
      description: '<p>远程答辩在此直播间进行：受邀参加答辩的学员和考评员从答辩页面进入。</p>',
      is_required: 2,
      is_ordered: 0,
      places: null,
      expired_at: null,
      face_start: null,
      face_end: null,
      face_address: null,
      sort: 1000,
      notified_at: new Date(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lecturer !== undefined) await db.insertInto('course_teachers').values({ course_id: course.id, lecturer_id: lecturer, sort: 0 }).execute();
  // live-media (the next step) gives live periods their demo signal; a database seeded before this step existed has run it already.
  const signal = (await db.selectFrom('site_config').select('key').where('key', '=', 'seed:live-media').executeTakeFirst()) ? DEMO_LIVE_SOURCE : null;
  const chapter = await db.insertInto('course_chapters').values({ course_id: course.id, title: '远程答辩', sort: 0 }).returning('id').executeTakeFirstOrThrow();
  const livePeriod = async (title: string, sort: number, start: Date, end: Date) =>
    (
      await db
        .insertInto('course_periods')
        .values({ course_id: course.id, chapter_id: chapter.id, title, period_type: 1, sort, is_required: 2, live_start: start, live_end: end, media_path: signal, notified_at: new Date(now) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  async function createDefence(seed: DefenceSeed) {
    const questions = seed.questions ?? [];
    const full = questions.length > 0 ? questions.reduce((sum, q) => sum + q.score, 0) : (seed.fullScore ?? 100);
    const defence = await db
      .insertInto('defences')
      .values({
        title: seed.title,
        kind: seed.kind,
        language: seed.language ?? 'zh-CN',
        description: seed.description,
        examiner_id: examiner!,
        starts_at: seed.startsAt,
        ends_at: seed.endsAt,
        min_seconds: 5,
        full_score: full,
        pass_score: Math.min(seed.pass, full),
        live_period_id: seed.livePeriodId ?? null,
        place: seed.place ?? '',
        created_at: new Date(Math.min(now, seed.startsAt.getTime()) - 3 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows =
      questions.length === 0
        ? []
        : await db
            .insertInto('defence_questions')
            .values(
              questions.map((q, sort) => ({
                defence_id: defence.id,
                sort,
                question_type: q.type,
                content: q.content,
                score: q.score,
                options: JSON.stringify((q.options ?? []).map((content, i): DefenceOption => ({ id: i + 1, content }))),
                answer: JSON.stringify(q.answer ?? []),
                key_points: JSON.stringify((q.keyPoints ?? []).map(([text, synonyms], i): KeyPoint => ({ id: i + 1, text, synonyms }))),
                reference: q.reference ?? '',
              })),
            )
            .returning('id')
            .execute();
    return { id: defence.id, questions: questions.map((q, i) => ({ ...q, id: rows[i]!.id })) };
  }

  const invite = (defenceId: number, userIds: (number | undefined)[]) =>
    db
      .insertInto('defence_attempts')
      .values(userIds.filter((id): id is number => id !== undefined).map((user_id) => ({ defence_id: defenceId, user_id, status: 0 })))
      .execute();

  /** A recording as the recording upload keeps it: uploads/recordings/YYYY-MM/<uuid>.ogg, owned by the learner. */
  async function recording(ownerId: number, media: { file: string; seconds: number }, uploadedAt: Date) {
    const relative = `uploads/recordings/${uploadedAt.toISOString().slice(0, 7)}/${randomUUID()}.ogg`;
    const target = path.join(filesDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(mediaDir, media.file), target);
    const upload = await db
      .insertInto('uploads')
      .values({ owner_id: ownerId, kind: 'recording', path: relative, mime: 'audio/ogg', size: fs.statSync(target).size, original_name: 'recording.ogg', created_at: uploadedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { upload_id: upload.id, recording_seconds: media.seconds };
  }

  /** A defence open from an hour ago for thirty days, and its invitations. */
  async function openNow(invited: (number | undefined)[], seed: Omit<DefenceSeed, 'startsAt' | 'endsAt' | 'pass'>) {
    const defence = await createDefence({ ...seed, startsAt: at(-HOUR), endsAt: at(30 * DAY), pass: 60 });
    await invite(defence.id, invited);
    return defence;
  }

  // AI defence in English.
  await openNow([learner], {
    title: DEFENCES_DEMO.aiEnglish,
    kind: 9,
    language: 'en-US',
    description:
      'Read each sentence aloud in English (at least 5 seconds per recording), then answer the choice. The system scores your recordings by the key points it hears as soon as you submit.',
    questions: [
      spoken(
        `Read aloud: ${READ_AMIABLE}`,
        40,
        [
          ['amiable woman', ['amiable wife']],
          ['respectable', ['honourable', 'honorable']],
          ['married', ['wed']],
        ],
        READ_AMIABLE,
      ),
      spoken(
        `Read aloud: ${READ_ILL_DISPOSED}`,
        40,
        [
          ['young man', ['young gentleman']],
          ['ill disposed', ['ill-disposed']],
          ['was not', ["wasn't"]],
        ],
        READ_ILL_DISPOSED,
      ),
      choice(3, 'Which of these words describe a pleasant, friendly person? (choose all that apply)', 20, ['amiable', 'agreeable', 'ill-disposed', 'selfish'], [1, 2]),
    ],
  });

  // AI defence in Chinese.
  await openNow([learner], {
    title: DEFENCES_DEMO.aiChinese,
    kind: 9,
    language: 'zh-CN',
    description: '请用普通话口述回答每道题，每段录音不少于 5 秒。提交后系统按要点自动评分；暂不能自动评分时由考评员评分。',
    questions: [
      spoken(
        '请说明信息安全的三要素及其含义。',
        50,
        [
          ['保密性', ['机密性']],
          ['完整性', []],
          ['可用性', []],
        ],
        '保密性：信息不被未授权的人获取；完整性：信息不被未授权地修改；可用性：授权用户需要时可以使用信息和系统。',
      ),
      spoken(
        '收到可疑的钓鱼邮件后，你应该如何处理？',
        50,
        [
          ['不点击链接', ['不要点击', '不点链接']],
          ['报告', ['上报', '信息安全部门']],
          ['删除', ['删掉']],
        ],
        '不点击链接、不下载附件；向信息安全部门报告；删除邮件；如已点击，立即修改密码并报告。',
      ),
    ],
  });

  // Interactive defence (stage 3 of the fixed map).
  const interactive = await openNow([learner, twin], {
    title: DEFENCES_DEMO.interactive,
    kind: 8,
    language: 'zh-CN',
    description: '请逐题录音作答（每段不少于 5 秒），选择题直接作答。全部作答后提交，由考评员评分并给出评定结果。',
    questions: [
      spoken(
        '请用两分钟介绍试用期内完成的主要工作和取得的成果。',
        40,
        [
          ['主要工作', ['负责']],
          ['成果', ['完成']],
          ['改进', ['不足']],
        ],
        '说明负责的工作、可量化的成果、遇到的问题与改进计划。',
      ),
      spoken(
        '请谈谈你对团队协作的理解，并举一个工作中的例子。',
        40,
        [
          ['沟通', ['交流']],
          ['分工', ['配合']],
          ['例子', ['案例', '比如']],
        ],
        '协作的关键是目标一致、分工明确、及时沟通；举例说明自己在团队中的角色和贡献。',
      ),
      choice(2, '代码合并前必须经过哪一步？', 20, ['代码评审', '直接发布', '跳过测试'], [1]),
    ],
  });

  // Remote defences in the live room: one in two days, one on now.
  const remoteStart = at(2 * DAY);
  const remote = await createDefence({
    title: DEFENCES_DEMO.remote,
    kind: 7,
    description: '远程答辩通过直播间进行：开始前 15 分钟可进入直播间，请提前检查摄像头和麦克风。',
    startsAt: remoteStart,
    endsAt: new Date(remoteStart.getTime() + HOUR),
    pass: 60,
    fullScore: 100,
    livePeriodId: await livePeriod(DEFENCES_DEMO.remote, 1, remoteStart, new Date(remoteStart.getTime() + HOUR)),
  });
  await invite(remote.id, [learner]);
  const remoteNow = await createDefence({
    title: DEFENCES_DEMO.remoteNow,
    kind: 7,
    description: '远程答辩正在进行：请进入直播间，向考评员讲解你的技术方案并回答提问。',
    startsAt: at(-10 * MINUTE),
    endsAt: at(2 * HOUR),
    pass: 60,
    fullScore: 100,
    livePeriodId: await livePeriod(DEFENCES_DEMO.remoteNow, 0, at(-10 * MINUTE), at(2 * HOUR)),
  });
  await invite(remoteNow.id, [learner]);

  // Offline defence yesterday, reviewed (stage 2 of the fixed map).
  const offline = await createDefence({
    title: DEFENCES_DEMO.offline,
    kind: 6,
    description: '现场答辩：请携带工牌按时到场，现场演示岗位技能并回答考评员提问。',
    startsAt: clock.at(-1, 14),
    endsAt: clock.at(-1, 15),
    pass: 60,
    fullScore: 100,
    place: DEFENCE_PLACE,
  });
  const offlineResult = { learner: [86, '现场演示完整，问题回答准确，表达清晰；建议加强对异常场景的分析。'], twin: [78, '操作熟练，思路清楚；部分问题回答不够完整，需补充业务背景知识。'] } as const;
  for (const [who, id] of [['learner', learner], ['twin', twin]] as const) {
    if (id === undefined) continue;
    const [score, result] = offlineResult[who];
    await db
      .insertInto('defence_attempts')
      .values({ defence_id: offline.id, user_id: id, status: 3, score, result, started_at: clock.at(-1, 14), reviewed_by: examiner, reviewed_at: clock.at(-1, 17, who === 'learner' ? 30 : 45) })
      .execute();
  }

  /** An English reading (interactive) defence: two sentences to read aloud and a choice, scored as given. */
  const readingDefence = (title: string, startsAt: Date, endsAt: Date, [amiableScore, leisureScore, choiceScore]: [number, number, number]) =>
    createDefence({
      title,
      kind: 8,
      language: 'en-US',
      description: 'Read each sentence aloud in English (at least 5 seconds per recording) and answer the choice. Your examiner scores the recordings after you submit.',
      startsAt,
      endsAt,
      pass: 60,
      questions: [
        spoken(`Read aloud: ${READ_AMIABLE}`, amiableScore, [['amiable woman', []], ['respectable', ['honourable']], ['married', []]], READ_AMIABLE),
        spoken(`Read aloud: ${READ_LEISURE}`, leisureScore, [['leisure', []], ['prudently', ['prudent']], ['power', []]], READ_LEISURE),
        choice(2, 'In the first sentence, "amiable" means:', choiceScore, ['friendly and pleasant', 'rich', 'angry', 'tired'], [1]),
      ],
    });

  // English reading: emp0001 and emp0002 submitted, waiting for examiner01 (emp0001 first).
  const review = await readingDefence(DEFENCES_DEMO.review, at(-2 * DAY), at(5 * DAY), [40, 40, 20]);
  const [amiableQ, leisureQ, choiceQ] = review.questions;
  for (const [account, submittedAgo, chosen] of [['emp0001', 5 * HOUR, 1], ['emp0002', 2 * HOUR, 3]] as const) {
    const id = userId(account);
    if (id === undefined) continue;
    const submittedAt = at(-submittedAgo);
    const started = new Date(submittedAt.getTime() - 12 * MINUTE);
    const attempt = await db
      .insertInto('defence_attempts')
      .values({ defence_id: review.id, user_id: id, status: 2, started_at: started, submitted_at: submittedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('defence_answers')
      .values([
        { attempt_id: attempt.id, question_id: amiableQ!.id, ...(await recording(id, DEFENCE_MEDIA.amiable, new Date(started.getTime() + 3 * MINUTE))), updated_at: new Date(started.getTime() + 3 * MINUTE) },
        { attempt_id: attempt.id, question_id: leisureQ!.id, ...(await recording(id, DEFENCE_MEDIA.leisure, new Date(started.getTime() + 8 * MINUTE))), updated_at: new Date(started.getTime() + 8 * MINUTE) },
        // A choice is scored at the submit.
        { attempt_id: attempt.id, question_id: choiceQ!.id, option_ids: JSON.stringify([chosen]), score: chosen === 1 ? choiceQ!.score : 0, updated_at: new Date(started.getTime() + 10 * MINUTE) },
      ])
      .execute();
  }

  // English reading of last week: learner01's attempt reviewed with per-question scores and remarks.
  const reviewed = await readingDefence(DEFENCES_DEMO.interactiveReviewed, at(-10 * DAY), at(-3 * DAY), [50, 30, 20]);
  {
    const [q1, q2, q3] = reviewed.questions;
    const started = at(-8 * DAY);
    const submittedAt = new Date(started.getTime() + 12 * MINUTE);
    const marks = [
      { score: 44, remark: '朗读流畅，语调自然；“respectable”的重音可以再清楚一些。' },
      { score: 24, remark: '整体清晰，“prudently”发音略含糊，句末语速稍快。' },
      { score: 20, remark: '' },
    ];
    const attempt = await db
      .insertInto('defence_attempts')
      .values({
        defence_id: reviewed.id,
        user_id: learner,
        status: 3,
        score: marks.reduce((sum, m) => sum + m.score, 0),
        result: '朗读整体流畅，发音准确，理解到位；注意长单词的重音和句末语速。',
        started_at: started,
        submitted_at: submittedAt,
        reviewed_by: examiner,
        reviewed_at: at(-6 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('defence_answers')
      .values([
        { attempt_id: attempt.id, question_id: q1!.id, ...(await recording(learner, DEFENCE_MEDIA.amiable, new Date(started.getTime() + 3 * MINUTE))), ...marks[0]!, updated_at: at(-6 * DAY) },
        { attempt_id: attempt.id, question_id: q2!.id, ...(await recording(learner, DEFENCE_MEDIA.leisure, new Date(started.getTime() + 8 * MINUTE))), ...marks[1]!, updated_at: at(-6 * DAY) },
        { attempt_id: attempt.id, question_id: q3!.id, option_ids: JSON.stringify([1]), ...marks[2]!, updated_at: at(-6 * DAY) },
      ])
      .execute();
  }

  // The fixed map's defence items (seeded by the maps step with no defence yet).
  const linkItem = (title: string, defenceId: number) =>
    db.updateTable('map_phase_items').set({ ref_id: defenceId }).where('item_type', '=', 4).where('title', '=', title).where('ref_id', 'is', null).execute();
  await linkItem('岗位技能现场答辩', offline.id);
  await linkItem('转正述职答辩', interactive.id);
}
