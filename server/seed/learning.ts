import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../core/db/database.js';
import { CertificateRule, CertificatesRepo } from '../modules/certificates/certificates-repo.js';
import { documentPdf } from './courses.js';
import { demoClock } from './home.js';
import { cardCoverSvg } from './svg.js';

/**
 * My Learning demo (a named step after home): for learner01
 * - a running ordered task whose second mission is locked until the first (a two-page
 *   document course) is finished, and an overdue task;
 * - offline trainings with one seat left, full, and enrolled (cancellable before the start),
 *   plus an unpublished one (never shown); the trainings of the home step cover running,
 *   not started, ended and withdrawn;
 * - the certificates the seeded history already earns (the finished task, the finished online
 *   training, completed required courses, passed official exams).
 * Employees emp0161 to emp0196 are the other trainees; emp0190 is invited to the training with
 * one seat left and not enrolled (the "another employee" of the demo).
 */
export const LEARNING_DEMO = {
  guideCourse: '学习平台使用指南',
  runningTask: '新功能上手任务',
  overdueTask: '三季度信息安全自查任务',
  oneSeatLeft: 'Excel 高级应用培训',
  full: '团队协作工作坊',
  enrolled: '时间管理训练营',
  unpublished: '年度述职辅导（未发布）',
  otherEmployee: 'emp0190',
  guidePages: 2,
} as const;

function write(filesDir: string, relative: string, content: string | Buffer): string {
  const full = path.join(filesDir, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  return `/files/${relative}`;
}

export async function seedLearning(db: Db, filesDir: string): Promise<void> {
  const clock = demoClock();
  const users = await db.selectFrom('users').select(['id', 'account']).execute();
  const byAccount = new Map(users.map((u) => [u.account, u.id]));
  const learner = byAccount.get('learner01')!;
  const trainees = Array.from({ length: 36 }, (_, i) => byAccount.get(`emp${String(161 + i).padStart(4, '0')}`)).filter((id): id is number => id !== undefined);
  const lecturer = (await db.selectFrom('users').select('id').where('account', '=', 'lecturer01').executeTakeFirst())?.id ?? null;
  const courseId = async (title: string) => (await db.selectFrom('courses').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  const examId = async (title: string) => (await db.selectFrom('exams').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

  // The guide: an elective two-page document course, joined by learner01 (the first mission).
  const guide = await db
    .insertInto('courses')
    .values({
      title: LEARNING_DEMO.guideCourse,
      course_type: 4,
      cover: write(filesDir, 'courses/covers/learning-guide.svg', cardCoverSvg('DOCUMENT', LEARNING_DEMO.guideCourse, 2)),
      description: '<p>两页读完：如何找到学习任务、报名线下培训、下载证书。</p>',
      is_required: 2,
      is_ordered: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lecturer !== null) await db.insertInto('course_teachers').values({ course_id: guide.id, lecturer_id: lecturer, sort: 0 }).execute();
  const chapter = await db.insertInto('course_chapters').values({ course_id: guide.id, title: '第一章 开始使用', sort: 0 }).returning('id').executeTakeFirstOrThrow();
  const guideLesson = '1.1 我的学习中心';
  const pdf = await documentPdf(guideLesson, LEARNING_DEMO.guidePages);
  await db
    .insertInto('course_periods')
    .values({
      course_id: guide.id,
      chapter_id: chapter.id,
      title: guideLesson,
      period_type: 4,
      sort: 0,
      media_path: write(filesDir, `courses/documents/learning-guide-${guide.id}.pdf`, pdf),
      pages: LEARNING_DEMO.guidePages,
    })
    .execute();
  await db.insertInto('course_users').values({ course_id: guide.id, user_id: learner, join_state: 3, progress: 0 }).execute();

  // Tasks: running (second mission locked) and overdue.
  const tasks = [
    { name: LEARNING_DEMO.runningTask, startDay: -2, endDay: 14, missions: [[1, LEARNING_DEMO.guideCourse], [1, '商务礼仪'], [2, '信息安全知识测验']] as const },
    { name: LEARNING_DEMO.overdueTask, startDay: -40, endDay: -3, missions: [[1, '数据安全与隐私'], [2, '信息安全知识测验']] as const },
  ];
  for (const [index, spec] of tasks.entries()) {
    const task = await db
      .insertInto('tasks')
      .values({
        kind: 1,
        name: spec.name,
        img: write(filesDir, `tasks/learning-${index + 1}.svg`, cardCoverSvg('TASK', spec.name, index + 5)),
        description: '<p>按顺序完成以下各项：上一项完成后下一项才会开放。</p>',
        start_time: clock.at(spec.startDay, 0),
        end_time: clock.at(spec.endDay, 23, 59),
        is_ordered: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const phase = await db.insertInto('task_phases').values({ task_id: task.id, title: '必修内容', sort: 0 }).returning('id').executeTakeFirstOrThrow();
    let sort = 0;
    for (const [type, title] of spec.missions) {
      const ref = type === 1 ? await courseId(title) : await examId(title);
      await db.insertInto('task_items').values({ task_id: task.id, phase_id: phase.id, item_type: type, ref_id: ref, title, sort: sort++ }).execute();
    }
    await db
      .insertInto('task_users')
      .values({ task_id: task.id, user_id: learner, progress: 0, notified_at: clock.now.toJSDate(), last_study_time: index === 0 ? null : clock.at(spec.startDay + 3, 10), created_at: clock.at(spec.startDay - 1, 10) })
      .execute();
  }

  // Offline trainings: one seat left, full, enrolled (cancellable), unpublished.
  const trainings = [
    { name: LEARNING_DEMO.oneSeatLeft, startDay: 6, applyFrom: -2, applyTo: 4, applied: 9, places: 10, learnerApplied: false, publish: 1, address: '总部大楼 6 层机房' },
    { name: LEARNING_DEMO.full, startDay: 8, applyFrom: -4, applyTo: 6, applied: 12, places: 12, learnerApplied: false, publish: 1, address: '总部大楼 3 层多功能厅' },
    { name: LEARNING_DEMO.enrolled, startDay: 9, applyFrom: -3, applyTo: 7, applied: 15, places: 30, learnerApplied: true, publish: 1, address: '研发中心 1 层报告厅' },
    { name: LEARNING_DEMO.unpublished, startDay: 20, applyFrom: 10, applyTo: 18, applied: 0, places: 20, learnerApplied: false, publish: 2, address: '总部大楼 4 层培训室 B' },
  ];
  for (const [index, spec] of trainings.entries()) {
    const row = await db
      .insertInto('trainings')
      .values({
        name: spec.name,
        img: write(filesDir, `trainings/learning-${index + 1}.svg`, cardCoverSvg('OFFLINE TRAINING', spec.name, index + 1)),
        description: `<p>${spec.name}：讲授与现场练习，请按时签到。</p>`,
        lecturer_id: lecturer,
        address: spec.address,
        start_time: clock.at(spec.startDay, 9),
        end_time: clock.at(spec.startDay, 17, 30),
        apply_start_time: clock.at(spec.applyFrom, 9),
        apply_end_time: clock.at(spec.applyTo, 18),
        places: spec.places,
        publish_status: spec.publish,
        enrol_notified_at: clock.now.toJSDate(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const appliedAt = clock.at(Math.min(spec.applyFrom + 1, 0), 10);
    await db
      .insertInto('training_users')
      .values([
        { training_id: row.id, user_id: learner, is_apply: spec.learnerApplied ? 1 : 0, applied_at: spec.learnerApplied ? appliedAt : null },
        ...trainees.map((userId, i) => ({ training_id: row.id, user_id: userId, is_apply: i < spec.applied ? 1 : 0, applied_at: i < spec.applied ? appliedAt : null })),
      ])
      .execute();
  }

  // Keep the stored progress of learner01's tasks in step with the missions' facts is the task
  // module's job at read time; the certificates already earned are issued here.
  // The demo company issues by every rule (the site setting's default).
  await new CertificatesRepo(db).issueEarned(learner, new Set(Object.values(CertificateRule)));
}
