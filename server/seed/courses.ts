import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../core/db/database.js';
import { hashPassword } from '../modules/session/passwords.js';
import { makePdf } from './demo-pdf.js';
import { seededRandom } from './random.js';
import { avatarSvg, cardCoverSvg } from './svg.js';

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'courses-media');
const DAY = 86400_000;

/** Lengths of the committed media (server/seed/courses-media, made by make-media.sh). */
export const DEMO_MEDIA = {
  videoA: { file: 'lesson-a.mp4', seconds: 60 },
  videoB: { file: 'lesson-b.mp4', seconds: 45 },
  audio: { file: 'lesson-audio.mp3', seconds: 19 },
} as const;

/** Extra lecturers beside lecturer01 (password Lecturer@2026 like lecturer01). */
const lecturerPeople = [
  { account: 'lecturer01', name: '王芳', title: '高级内训讲师', intro: '十年企业培训经验，擅长沟通与团队协作课程。' },
  { account: 'lecturer02', name: '赵磊', title: '技术专家', intro: '资深架构师，主讲前端工程化与性能优化。' },
  { account: 'lecturer03', name: '孙丽', title: '人力资源总监', intro: '专注领导力发展与绩效管理。' },
  { account: 'lecturer04', name: '周杰', title: '安全合规经理', intro: '负责信息安全与合规培训，持有 CISSP 认证。' },
  { account: 'lecturer05', name: '吴静', title: '产品经理', intro: '主讲产品设计方法与用户研究。' },
  { account: 'lecturer06', name: '郑浩', title: '销售总监', intro: '擅长大客户销售与谈判技巧。' },
  { account: 'lecturer07', name: '林晨', title: '财务经理', intro: '主讲财务基础与预算管理。' },
] as const;

const categories = [
  ['通用素质', 'General skills'],
  ['专业技能', 'Professional skills'],
  ['管理能力', 'Management'],
  ['合规安全', 'Compliance & security'],
  ['产品知识', 'Product knowledge'],
  ['新员工入职', 'Onboarding'],
] as const;

/**
 * The demo courses. kind: 1 series, 2 video, 3 audio, 4 document, 7 face-to-face.
 * Flags make the special cases the spec's rules need: expired, full, disabled, ordered,
 * transcoding and missing media, due-date display.
 */
interface CourseSpec {
  title: string;
  kind: 1 | 2 | 3 | 4 | 7;
  category: number;
  required?: boolean;
  ordered?: boolean;
  expired?: boolean;
  full?: boolean;
  disabled?: boolean;
  dueDays?: number;
  level?: string;
  transcoding?: boolean;
  missingMedia?: boolean;
  live?: boolean;
  places?: number;
}

export const DEMO_COURSES: CourseSpec[] = [
  { title: '信息安全基础', kind: 1, category: 3, required: true, ordered: true, dueDays: 20, level: 'L1 入门' },
  { title: '高效沟通技巧', kind: 1, category: 0, live: true },
  { title: '新员工入职必修', kind: 1, category: 5, required: true, dueDays: 45, level: 'L1 入门' },
  { title: '前端工程化实践', kind: 2, category: 1 },
  { title: '性能优化入门', kind: 2, category: 1 },
  { title: '领导力发展', kind: 1, category: 2 },
  { title: '时间管理', kind: 2, category: 0 },
  { title: '商务礼仪', kind: 3, category: 0 },
  { title: '产品设计方法', kind: 4, category: 4 },
  { title: '用户研究基础', kind: 4, category: 4 },
  { title: '反商业贿赂合规', kind: 4, category: 3, required: true, dueDays: 10, level: 'L2 进阶' },
  { title: '数据安全与隐私', kind: 2, category: 3, required: true },
  { title: '团队协作', kind: 3, category: 0 },
  { title: '项目管理实战', kind: 1, category: 2 },
  { title: '绩效面谈技巧', kind: 3, category: 2 },
  { title: '财务基础知识', kind: 4, category: 1 },
  { title: '预算管理', kind: 2, category: 2 },
  { title: '销售谈判技巧', kind: 2, category: 1 },
  { title: '大客户管理', kind: 3, category: 1 },
  { title: 'Excel 数据分析', kind: 2, category: 1 },
  { title: '公文写作', kind: 4, category: 0 },
  { title: '情绪管理', kind: 3, category: 0 },
  { title: '创新思维', kind: 2, category: 0 },
  { title: '企业文化', kind: 4, category: 5, required: true },
  { title: '办公软件进阶', kind: 2, category: 1 },
  { title: '客户服务标准', kind: 1, category: 4 },
  { title: '2025 年度合规回顾', kind: 2, category: 3, expired: true },
  { title: '旧版产品培训', kind: 4, category: 4, expired: true },
  { title: '精品小班：演讲力', kind: 2, category: 0, full: true, places: 1 },
  { title: '已下线课程', kind: 2, category: 1, disabled: true },
  { title: '云原生架构（转码中）', kind: 2, category: 1, transcoding: true },
  { title: '历史录像（文件已迁移）', kind: 2, category: 1, missingMedia: true },
  { title: '新任经理面授营', kind: 7, category: 2, places: 30 },
  { title: '安全生产现场培训', kind: 7, category: 3, places: 50 },
  { title: '产品发布会演练', kind: 7, category: 4, places: 20 },
  { title: '客户拜访实战工作坊', kind: 7, category: 1, expired: true },
];

const kindLabel: Record<number, string> = { 1: 'SERIES', 2: 'VIDEO', 3: 'AUDIO', 4: 'DOCUMENT', 7: 'FACE-TO-FACE' };

function write(filesDir: string, relative: string, content: string | Buffer): { url: string; size: number } {
  const full = path.join(filesDir, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  return { url: `/files/${relative}`, size: Buffer.byteLength(content) };
}

function copyMedia(filesDir: string, file: string): { url: string; size: number } {
  const target = path.join(filesDir, 'courses/media', file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(mediaDir, file), target);
  return { url: `/files/courses/media/${file}`, size: fs.statSync(target).size };
}

/** Documents already made at this seeding, by title and pages: many lessons share both. */
const madeDocuments = new Map<string, Promise<Buffer>>();

/** A lesson document or handout of `pages` pages, in Chinese with English beside it. */
export function documentPdf(title: string, pages: number): Promise<Buffer> {
  const key = `${pages}|${title}`;
  const made = madeDocuments.get(key);
  if (made) return made;
  const document = makeDocumentPdf(title, pages);
  madeDocuments.set(key, document);
  return document;
}

function makeDocumentPdf(title: string, pages: number): Promise<Buffer> {
  return makePdf(
    '星辰科技学习平台 Xingchen Learning Portal',
    Array.from({ length: pages }, (_, i) => ({
      heading: `${title} - 第 ${i + 1} 部分`,
      lines: [
        '本文档由平台在载入演示公司时生成。',
        'This demo document is generated by the portal when it loads its demo company.',
        `共 ${pages} 页，读完每一页即完成本课时。It has ${pages} pages; reading every page completes the lesson.`,
        '',
        '要点 Key points:',
        `  ${i + 1}.1  开始前先阅读本部分的学习目标。Read the goals of this part before you start.`,
        `  ${i + 1}.2  记下一个问题，到课程问答中提问。Note one question to ask in the course Q&A.`,
        `  ${i + 1}.3  本周在工作中实践一个想法。Apply one idea in your work this week.`,
      ],
    })),
  );
}

const outlineText = (title: string) =>
  [`《${title}》学习提纲`, '', '一、学习目标', '二、重点内容', '三、课后练习', '', `Outline of "${title}": goals, key points, exercises.`, ''].join('\r\n');

const descriptionOf = (title: string) =>
  `<p>《${title}》帮助你系统掌握本主题的核心知识与实践方法。</p><ul><li>学习目标清晰，循序渐进</li><li>配套资料可下载</li><li>学完可在课程问答中交流</li></ul>`;

const questionSamples: [string, string][] = [
  ['这门课的资料可以下载吗？', '想在离线时复习，请问资料在哪里下载？'],
  ['课时完成的标准是什么？', '视频需要看完整吗，还是看到一半就算完成？'],
  ['有没有推荐的延伸阅读？', ''],
  ['第二章的案例能再讲讲吗？', '案例中的决策过程不太理解，希望老师补充说明。'],
  ['学习时长怎么统计？', '切到后台播放算学习时长吗？'],
];
const answerSamples = ['资料在课程详情页的“课程资料”里，可以直接下载。', '视频需要完整观看才算完成，进度会自动保存。', '推荐阅读课程资料中的第三篇文档。', '好的，下次直播会专门讲这个案例。', '只统计播放中的时长，暂停不计入。'];

/** Courses of every kind with lecturers, chapters of every period type, media, resources, participants and Q&A. */
export async function seedCourses(db: Db, filesDir: string): Promise<void> {
  const random = seededRandom(4004);
  const now = Date.now();

  // Lecturers: lecturer01 and six more role 2 accounts, each with a profile.
  const passwordHash = await hashPassword('Lecturer@2026');
  const lecturer01 = await db.selectFrom('users').select(['id', 'department_id', 'position_id']).where('account', '=', 'lecturer01').executeTakeFirstOrThrow();
  const lecturerIds: number[] = [lecturer01.id];
  for (const person of lecturerPeople.slice(1)) {
    const row = await db
      .insertInto('users')
      .values({
        account: person.account,
        password_hash: passwordHash,
        name: person.name,
        photo: '',
        mobile: null,
        mail: `${person.account}@demo.example`,
        role_id: 2,
        department_id: lecturer01.department_id,
        position_id: lecturer01.position_id,
        work_number: `L${person.account.slice(-2)}200`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photo = write(filesDir, `avatars/u${row.id}.svg`, avatarSvg(person.name, row.id)).url;
    await db.updateTable('users').set({ photo }).where('id', '=', row.id).execute();
    lecturerIds.push(row.id);
  }
  await db
    .insertInto('lecturers')
    .values(lecturerPeople.map((p, i) => ({ user_id: lecturerIds[i]!, title: p.title, intro: p.intro, sort: i })))
    .execute();

  const categoryRows = await db
    .insertInto('course_categories')
    .values(categories.map(([name, name_en], sort) => ({ name, name_en, sort })))
    .returning('id')
    .execute();

  const videoA = copyMedia(filesDir, DEMO_MEDIA.videoA.file);
  const videoB = copyMedia(filesDir, DEMO_MEDIA.videoB.file);
  const audio = copyMedia(filesDir, DEMO_MEDIA.audio.file);
  const employees = (await db.selectFrom('users').select('id').where('account', 'like', 'emp%').orderBy('id').execute()).map((r) => r.id);

  for (const [index, spec] of DEMO_COURSES.entries()) {
    const cover = write(filesDir, `courses/covers/c${index + 1}.svg`, cardCoverSvg(kindLabel[spec.kind]!, spec.title, index)).url;
    const expiredAt = spec.expired ? new Date(now - 3 * DAY) : spec.dueDays ? new Date(now + spec.dueDays * DAY) : null;
    const faceStart = spec.kind === 7 ? new Date(now + (spec.expired ? -10 : 7 + index) * DAY) : null;
    const course = await db
      .insertInto('courses')
      .values({
        title: spec.title,
        course_type: spec.kind,
        category_id: categoryRows[spec.category]!.id,
        cover,
        description: descriptionOf(spec.title),
        is_required: spec.required ? 1 : 2,
        is_ordered: spec.ordered ? 1 : 0,
        status: spec.disabled ? 2 : 1,
        places: spec.places ?? null,
        source: spec.dueDays ? 2 : 1,
        due_date_option: spec.dueDays ? 1 : 0,
        level: spec.level ?? '',
        expired_at: expiredAt,
        face_start: faceStart,
        face_end: faceStart ? new Date(faceStart.getTime() + 7 * 3600_000) : null,
        face_address: spec.kind === 7 ? `总部大楼 ${3 + (index % 5)} 层培训室 ${index % 3 === 0 ? 'A' : 'B'}` : null,
        sort: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const teacherCount = index % 4 === 0 ? 2 : 1;
    await db
      .insertInto('course_teachers')
      .values(Array.from({ length: teacherCount }, (_, i) => ({ course_id: course.id, lecturer_id: lecturerIds[(index + i * 3) % lecturerIds.length]!, sort: i })))
      .execute();

    if (spec.kind !== 7) await seedCatalogue(db, filesDir, course.id, spec, index, { videoA, videoB, audio }, now);

    const pdfPages = 3;
    const outline = write(filesDir, `courses/datum/c${course.id}-outline.txt`, outlineText(spec.title));
    const datum = write(filesDir, `courses/datum/c${course.id}-handout.pdf`, await documentPdf(`${spec.title} - 讲义`, pdfPages));
    await db
      .insertInto('course_datums')
      .values([
        { course_id: course.id, name: `${spec.title} - 讲义.pdf`, path: datum.url, size_bytes: datum.size, sort: 0 },
        ...(index % 3 === 0 ? [{ course_id: course.id, name: `${spec.title} - 音频导读.mp3`, path: audio.url, size_bytes: audio.size, sort: 1 }] : []),
        // A small outline (about 1 KB): its size reads '< 0.01 MB', never 0.00.
        { course_id: course.id, name: `${spec.title} - 学习提纲.txt`, path: outline.url, size_bytes: outline.size, sort: 2 },
      ])
      .execute();

    // Participants: employees who joined electives; the full course has exactly its places taken.
    if (!spec.required && !spec.disabled) {
      const count = spec.full ? spec.places! : random.int(0, 8);
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(random.pick(employees));
      if (chosen.size > 0) {
        await db
          .insertInto('course_users')
          .values([...chosen].map((userId, i) => ({ course_id: course.id, user_id: userId, join_state: 3, progress: random.int(0, 100), created_at: new Date(now - (i + 1) * 3600_000) })))
          .execute();
      }
    }

    // Q&A threads on every third course.
    if (index % 3 === 1 && !spec.disabled) {
      for (let q = 0; q < 2 + (index % 2); q += 1) {
        const [title, content] = questionSamples[(index + q) % questionSamples.length]!;
        const asked = await db
          .insertInto('course_questions')
          .values({ course_id: course.id, user_id: random.pick(employees), title, content, created_at: new Date(now - (q + 2) * DAY) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const answer = await db
          .insertInto('course_answers')
          .values({ question_id: asked.id, parent_id: null, user_id: lecturerIds[index % lecturerIds.length]!, content: answerSamples[(index + q) % answerSamples.length]!, created_at: new Date(now - (q + 1) * DAY) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('course_answers')
          .values({ question_id: asked.id, parent_id: answer.id, user_id: random.pick(employees), content: '谢谢老师，明白了！', created_at: new Date(now - q * DAY - 3600_000) })
          .execute();
        await db.updateTable('course_questions').set({ answer_count: 2 }).where('id', '=', asked.id).execute();
      }
    }
  }
}

interface Media {
  videoA: { url: string };
  videoB: { url: string };
  audio: { url: string };
}

async function seedCatalogue(db: Db, filesDir: string, courseId: number, spec: CourseSpec, index: number, media: Media, now: number) {
  const chapter = async (title: string, sort: number) =>
    (await db.insertInto('course_chapters').values({ course_id: courseId, title, sort }).returning('id').executeTakeFirstOrThrow()).id;
  const periods: Record<string, unknown>[] = [];
  const video = (chapterId: number, title: string, sort: number, b = false) => ({
    course_id: courseId,
    chapter_id: chapterId,
    title,
    period_type: 2,
    sort,
    media_path: spec.missingMedia ? '/files/courses/media/moved-away.mp4' : b ? media.videoB.url : media.videoA.url,
    media_seconds: b ? DEMO_MEDIA.videoB.seconds : DEMO_MEDIA.videoA.seconds,
    transcode_status: spec.transcoding ? 2 : 1,
  });
  const audio = (chapterId: number, title: string, sort: number) => ({
    course_id: courseId,
    chapter_id: chapterId,
    title,
    period_type: 3,
    sort,
    media_path: media.audio.url,
    media_seconds: DEMO_MEDIA.audio.seconds,
  });
  const pdfPages = 3 + (index % 3);
  const doc = async (chapterId: number, title: string, sort: number) => {
    const file = write(filesDir, `courses/documents/c${courseId}-${sort}.pdf`, await documentPdf(title, pdfPages));
    return { course_id: courseId, chapter_id: chapterId, title, period_type: 4, sort, media_path: file.url, pages: pdfPages };
  };
  const other = (chapterId: number, title: string, sort: number, type: 5 | 6) => ({ course_id: courseId, chapter_id: chapterId, title, period_type: type, sort, resource_id: null });

  if (spec.kind === 1) {
    const first = await chapter('第一章 基础', 0);
    const second = await chapter('第二章 进阶', 1);
    periods.push(video(first, '1.1 课程导学', 0), await doc(first, '1.2 阅读材料', 1), audio(first, '1.3 音频精讲', 2));
    periods.push(video(second, '2.1 案例分析', 0, true), other(second, '2.2 课堂测验', 1, 5), other(second, '2.3 课后问卷', 2, 6));
    if (spec.live) {
      const live = await chapter('第三章 直播', 2);
      const at = (hours: number) => new Date(now + hours * 3600_000);
      periods.push(
        { course_id: courseId, chapter_id: live, title: '3.1 直播：答疑（进行中）', period_type: 1, sort: 0, is_required: 2, live_start: at(-0.5), live_end: at(1.5) },
        { course_id: courseId, chapter_id: live, title: '3.2 直播：实战演练（未开始）', period_type: 1, sort: 1, is_required: 2, live_start: at(48), live_end: at(50) },
        { course_id: courseId, chapter_id: live, title: '3.3 直播：开班仪式（已结束）', period_type: 1, sort: 2, is_required: 2, live_start: at(-72), live_end: at(-70), playback_url: media.videoB.url },
        { course_id: courseId, chapter_id: live, title: '3.4 直播：经验分享（已结束，无回放）', period_type: 1, sort: 3, is_required: 2, live_start: at(-30), live_end: at(-29) },
      );
    }
  } else if (spec.kind === 2) {
    const only = await chapter('课程内容', 0);
    periods.push(video(only, '第 1 讲', 0), video(only, '第 2 讲', 1, true));
  } else if (spec.kind === 3) {
    const only = await chapter('课程内容', 0);
    periods.push(audio(only, '第 1 集', 0), audio(only, '第 2 集', 1));
  } else {
    const only = await chapter('课程内容', 0);
    periods.push(await doc(only, '正文', 0));
  }
  await db.insertInto('course_periods').values(periods as never).execute();
}
