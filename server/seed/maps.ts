import { fileAddresses } from '../core/storage/file-access.js';
import { CompanyCalendar } from '../core/calendar.js';
import { readConfig } from '../config.js';
import type { Db } from '../core/db/database.js';
import { MapService } from '../modules/maps/map-service.js';
import { MapsRepo } from '../modules/maps/maps-repo.js';
import { StudyRecordsRepo } from '../modules/study-records/study-records-repo.js';
import { CreditLedger } from '../modules/users/credit-ledger.js';
import { CreditsRepo } from '../modules/users/credits-repo.js';
import { createQuestionnaire } from './exams.js';
import { demoClock } from './home.js';
import { MAPS_DEMO } from './maps-demo.js';

export { MAPS_DEMO };

/**
 * Learning maps demo (a named step after home, which made the maps, stages, chapters,
 * members and punch-ins of the home page):
 * - kinds and credits: 前端工程师岗位地图 (job-post, fixed), 前端技术成长地图 (job-post, free),
 *   销售新人成长地图 (new-employee, free);
 * - chapter content: videos play the course demo media, image-text chapters hold rich text;
 * - stage items: map exams (types 17/18, two questions each), a questionnaire, defences;
 * - learner01 (and emp0195, the same journey for the second UI language) in the fixed map:
 *   stage 1 complete, stage 2 all done except its last video (stopped near the end) and its
 *   exam, stage 3 locked; one punch-in of today and one make-up left in stage 2;
 * - emp0196: mid-way through the free new-employee map;
 * - comments (one pinned) and likes on learner01's first punch-in.
 */

const VIDEO = { url: '/files/courses/media/lesson-b.mp4', seconds: 45 };

const chapterHtml = (title: string) =>
  `<h3>${title}</h3><p>本章节为图文学习内容：阅读后即视为完成。</p><ul><li>要点一：理解背景与目标</li><li>要点二：掌握关键步骤</li><li>要点三：在工作中实践并打卡分享</li></ul><p>更多资料见 <a href="https://example.com/handbook">员工手册</a>。</p>`;

export async function seedMaps(db: Db): Promise<void> {
  const clock = demoClock();
  const maps = await db.selectFrom('study_maps').select(['id', 'title']).execute();
  const mapId = (title: string) => maps.find((m) => m.title === title)?.id;
  const fixed = mapId(MAPS_DEMO.fixed);
  const free = mapId(MAPS_DEMO.free);
  const newEmployee = mapId(MAPS_DEMO.newEmployee);
  if (fixed === undefined || free === undefined || newEmployee === undefined) return;
  await db.updateTable('study_maps').set({ map_type: 1, credits: 30 }).where('id', 'in', [fixed, free]).execute();
  await db.updateTable('study_maps').set({ map_type: 2, credits: 20 }).where('id', '=', newEmployee).execute();

  // Content of every chapter.
  await db.updateTable('map_chapters').set({ media_url: VIDEO.url, media_seconds: VIDEO.seconds }).where('chapter_type', '=', 5).execute();
  for (const chapter of await db.selectFrom('map_chapters').select(['id', 'title']).where('chapter_type', '=', 6).execute()) {
    await db.updateTable('map_chapters').set({ content: chapterHtml(chapter.title) }).where('id', '=', chapter.id).execute();
  }

  const stagesOf = async (id: number) => db.selectFrom('map_phases').select(['id', 'title']).where('map_id', '=', id).orderBy('sort').orderBy('id').execute();
  const [s1, s2, s3] = await stagesOf(fixed);
  if (!s1 || !s2 || !s3) return;
  // A punch-in of today for the My Learning demo (the home page's punch-in takes the first of the list).
  const todayPunch = await db
    .insertInto('map_chapters')
    .values({ map_id: fixed, phase_id: s2.id, title: MAPS_DEMO.todayPunch, chapter_type: 6, sign_day: clock.day(0), sort: 10, content: chapterHtml(MAPS_DEMO.todayPunch) })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Map exams (17 for a stage test, 18 for the final one): two single-choice questions each, pass with one right.
  const makeExam = async (title: string, examType: number) => {
    const exam = await db
      .insertInto('exams')
      .values({
        title,
        description: '<p>阶段测验：及格后本阶段的考试即完成。</p>',
        exam_type: examType,
        source: 17,
        exam_start: clock.at(-30, 0),
        exam_end: clock.at(3650, 0),
        exam_long: 15,
        pass_score: 10,
        total_score: 20,
        attempt_limit: 5,
        makeup_limit: 0,
        published_at: clock.at(-30, 0),
        notified_at: clock.now.toJSDate(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = [
      ['<p>代码合并前必须经过哪一步？</p>', ['代码评审', '直接发布', '跳过测试']],
      ['<p>发现线上故障后首先应该？</p>', ['及时上报并止损', '等待下次发布', '忽略']],
    ] as const;
    for (const [index, [content, options]] of questions.entries()) {
      const question = await db
        .insertInto('questions')
        .values({
          type: 1,
          content,
          options: JSON.stringify(options.map((text, i) => ({ id: i + 1, content: text }))),
          answer: JSON.stringify({ option_ids: [1] }),
          analysis: '<p>第一个选项正确。</p>',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('exam_questions').values({ exam_id: exam.id, question_id: question.id, sort: index + 1, score: 10 }).execute();
    }
    return exam.id;
  };
  const stage2Exam = await makeExam(MAPS_DEMO.stage2Exam, 17);
  const stage3Exam = await makeExam(MAPS_DEMO.stage3Exam, 18);
  const freeExam = await makeExam('新人产品知识测验', 17);

  const questionnaire = await createQuestionnaire(db, {
    title: MAPS_DEMO.questionnaire,
    description: '<p>请告诉我们入职以来的感受。</p>',
    items: [
      { kind: 'single', title: '您对入职安排的总体评价', options: ['满意', '一般', '不满意'], required: 1 },
      { kind: 'textarea', title: '您的建议', required: 0 },
    ],
  });

  // The free maps ask a questionnaire of their own (a shared one would open from either map).
  const satisfaction = await createQuestionnaire(db, {
    title: '新人学习满意度问卷',
    description: '<p>请为本地图的学习内容打分。</p>',
    items: [{ kind: 'single', title: '您对学习内容的评价', options: ['很有帮助', '一般', '帮助不大'], required: 1 }],
  });

  const [f1, f2] = await stagesOf(free);
  const [n1] = await stagesOf(newEmployee);
  await db
    .insertInto('map_phase_items')
    .values([
      { phase_id: s2.id, item_type: 2, ref_id: stage2Exam, title: MAPS_DEMO.stage2Exam, sort: 1 },
      { phase_id: s2.id, item_type: 4, ref_id: null, title: '岗位技能现场答辩', sort: 2 },
      { phase_id: s3.id, item_type: 2, ref_id: stage3Exam, title: MAPS_DEMO.stage3Exam, sort: 1 },
      { phase_id: s3.id, item_type: 3, ref_id: questionnaire, title: MAPS_DEMO.questionnaire, sort: 2 },
      { phase_id: s3.id, item_type: 4, ref_id: null, title: '转正述职答辩', sort: 3 },
      ...(f2 ? [{ phase_id: f2.id, item_type: 2, ref_id: freeExam, title: '前端进阶测验', sort: 1 }] : []),
      ...(f1 ? [{ phase_id: f1.id, item_type: 3, ref_id: satisfaction, title: '新人学习满意度问卷', sort: 1 }] : []),
      ...(n1 ? [{ phase_id: n1.id, item_type: 2, ref_id: freeExam, title: '新人产品知识测验', sort: 1 }, { phase_id: n1.id, item_type: 3, ref_id: satisfaction, title: '新人学习满意度问卷', sort: 2 }] : []),
    ])
    .execute();
  await db.updateTable('notifications').set({ target_id: stage2Exam }).where('message_key', '=', 'notifyMapExam').where('target_id', 'is', null).execute();

  const users = await db.selectFrom('users').select(['id', 'account']).where('account', 'in', ['learner01', MAPS_DEMO.secondLearner, MAPS_DEMO.newEmployeeLearner, 'emp0001', 'emp0002', 'emp0003', 'emp0004']).execute();
  const userId = (account: string) => users.find((u) => u.account === account)!.id;
  const learner = userId('learner01');
  const second = userId(MAPS_DEMO.secondLearner);
  const newcomer = userId(MAPS_DEMO.newEmployeeLearner);

  // The fixed map: stage 1 done, stage 2 done but its video (stopped 40 s into 45) and its exam.
  const fixedChapters = await db.selectFrom('map_chapters').select(['id', 'phase_id', 'title', 'chapter_type', 'sign_day']).where('map_id', '=', fixed).orderBy('sort').orderBy('id').execute();
  const progressRows = (user: number) =>
    fixedChapters
      .filter((c) => c.phase_id === s1.id || c.phase_id === s2.id)
      .map((c) => {
        const video = c.title === MAPS_DEMO.video;
        const seconds = c.chapter_type === 5 ? VIDEO.seconds : 0;
        return { chapter_id: c.id, user_id: user, position: video ? 40 : seconds, furthest: video ? 40 : seconds, study_seconds: video ? 40 : seconds, completed_at: video ? null : clock.at(-2, 10) };
      });
  await db.insertInto('map_chapter_users').values([...progressRows(learner), ...progressRows(second)]).execute();
  await db
    .insertInto('map_users')
    .values({ map_id: fixed, user_id: second, opened_at: clock.at(-18, 9, 30), progress: 0, completed_at: null, last_study_time: clock.at(-1, 19), notified_at: clock.now.toJSDate(), created_at: clock.at(-21, 10) })
    .onConflict((oc) => oc.columns(['map_id', 'user_id']).doUpdateSet({ opened_at: clock.at(-18, 9, 30), progress: 0, completed_at: null }))
    .execute();
  // emp0195 punched in like learner01 (every past sign day but yesterday's).
  const learnerSigns = await db.selectFrom('map_sign_ins').selectAll().where('user_id', '=', learner).where('chapter_id', 'in', fixedChapters.map((c) => c.id)).execute();
  await db.deleteFrom('map_sign_ins').where('user_id', '=', second).where('chapter_id', 'in', fixedChapters.map((c) => c.id)).execute();
  if (learnerSigns.length > 0) await db.insertInto('map_sign_ins').values(learnerSigns.map((s) => ({ ...s, user_id: second }))).execute();

  // emp0196 mid-way in the free new-employee map: the first chapters studied, the rest open.
  const newChapters = await db.selectFrom('map_chapters').select(['id', 'chapter_type']).where('map_id', '=', newEmployee).orderBy('sort').orderBy('id').execute();
  await db
    .insertInto('map_users')
    .values({ map_id: newEmployee, user_id: newcomer, opened_at: clock.at(-12, 9), progress: 40, completed_at: null, last_study_time: clock.at(-1, 18), notified_at: clock.now.toJSDate(), created_at: clock.at(-14, 10) })
    .onConflict((oc) => oc.columns(['map_id', 'user_id']).doUpdateSet({ opened_at: clock.at(-12, 9), progress: 40, completed_at: null }))
    .execute();
  await db.deleteFrom('map_chapter_users').where('user_id', '=', newcomer).execute();
  await db
    .insertInto('map_chapter_users')
    .values(newChapters.slice(0, 2).map((c) => ({ chapter_id: c.id, user_id: newcomer, position: c.chapter_type === 5 ? VIDEO.seconds : 0, furthest: c.chapter_type === 5 ? VIDEO.seconds : 0, study_seconds: c.chapter_type === 5 ? VIDEO.seconds : 0, completed_at: clock.at(-5, 11) })))
    .execute();

  // Comments and likes on learner01's first punch-in of the fixed map.
  const firstSign = learnerSigns.sort((a, b) => a.chapter_id - b.chapter_id)[0];
  if (firstSign) {
    const say = async (account: string, content: string, top = 0) =>
      (await db.insertInto('map_sign_comments').values({ chapter_id: firstSign.chapter_id, sign_user_id: learner, user_id: userId(account), content, is_top: top, created_at: clock.at(-17, 9 + top) }).returning('id').executeTakeFirstOrThrow()).id;
    const pinned = await say('emp0001', '<p>打卡笔记写得很用心，<strong>一起加油</strong>！</p>', 1);
    const second1 = await say('emp0002', '<p>公司发展历程这一章信息量很大，收藏了。</p>');
    await say('learner01', '<p>谢谢大家的鼓励～</p>');
    await db
      .insertInto('map_comment_likes')
      .values([
        { comment_id: pinned, user_id: userId('emp0003') },
        { comment_id: pinned, user_id: userId('emp0004') },
        { comment_id: second1, user_id: userId('emp0003') },
      ])
      .execute();
  }
  void todayPunch;

  // learner01 studied the first two chapters of the free map; the stored progress of the demo
  // learners follows their facts (what the maps module works out on each read).
  const freeChapters = await db.selectFrom('map_chapters').select(['id', 'chapter_type']).where('map_id', '=', free).orderBy('sort').orderBy('id').execute();
  await db
    .insertInto('map_chapter_users')
    .values(freeChapters.slice(0, 2).map((c) => ({ chapter_id: c.id, user_id: learner, position: c.chapter_type === 5 ? VIDEO.seconds : 0, furthest: c.chapter_type === 5 ? VIDEO.seconds : 0, study_seconds: c.chapter_type === 5 ? VIDEO.seconds : 0, completed_at: clock.at(-3, 20) })))
    .execute();
  const calendar = new CompanyCalendar(readConfig().timezone);
  const ledger = new CreditLedger(new CreditsRepo(db), calendar, async () => 0);
  const service = new MapService(new MapsRepo(db), calendar, { certificates: { mapCompleted: async () => undefined }, exams: () => { throw new Error('the seed takes no map exam'); } }, { db, studyRecords: new StudyRecordsRepo(db), ledger }, fileAddresses(db));
  for (const user of [learner, second, newcomer]) await service.list(user, undefined, 1, 100);
}
