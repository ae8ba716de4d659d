import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../core/db/database.js';
import { gradientPng } from './png.js';
import { coverGradients } from './svg.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Plates of the demo forum; the last is banned (plate_status 2). */
export const DEMO_PLATES = [
  { name: '学习交流', name_en: 'Learning exchange', description: '课程心得、学习方法与资料分享', description_en: 'Course notes, study methods and materials', status: 1 },
  { name: '技术分享', name_en: 'Tech sharing', description: '工具、代码与最佳实践', description_en: 'Tools, code and good practice', status: 1 },
  { name: '生活随笔', name_en: 'Life notes', description: '工作之外的点滴', description_en: 'Life beyond work', status: 1 },
  { name: '建议反馈', name_en: 'Suggestions', description: '对平台和培训的建议', description_en: 'Ideas for the portal and the training', status: 1 },
  { name: '旧版公告', name_en: 'Old announcements', description: '已停用的版块', description_en: 'A closed plate', status: 2 },
] as const;

/** The employee banned in the demo (reported and banned for 7 days by admin01). */
export const DEMO_BANNED_ACCOUNT = 'emp0003';
/** The author of the post waiting in the report queue. */
export const DEMO_REPORTED_ACCOUNT = 'emp0005';

interface PostSpec {
  plate: number;
  author: string;
  html: string;
  images?: number;
  top?: boolean;
  hoursAgo: number;
  comments?: { author: string; text: string; replies?: { author: string; text: string }[] }[];
  likes?: number;
}

const POSTS: PostSpec[] = [
  {
    plate: 0,
    author: 'admin01',
    top: true,
    hoursAgo: 24 * 20,
    html: '<h3>论坛公约</h3><p>欢迎来到学习论坛！请友善交流，<strong>不发布与工作无关的广告</strong>。发现不当内容请使用“举报”，管理员会及时处理。</p><ul><li>尊重他人</li><li>保护公司信息</li><li>乐于分享</li></ul>',
    likes: 36,
    comments: [{ author: 'emp0010', text: '收到，支持！' }],
  },
  {
    plate: 0,
    author: 'learner01',
    hoursAgo: 2,
    html: '<p>刚学完《高效沟通技巧》，最大的收获是<strong>先倾听再表达</strong>。分享几张课堂笔记，欢迎大家补充。</p>',
    images: 3,
    likes: 12,
    comments: [
      { author: 'emp0001', text: '笔记整理得很清楚，谢谢分享！', replies: [{ author: 'learner01', text: '不客气，一起进步～' }, { author: 'emp0002', text: '第二张图的模型很实用' }] },
      { author: 'emp0004', text: '请问课程里的练习题在哪里做？', replies: [{ author: 'learner01', text: '在课程目录最后一节的随堂测验里' }] },
    ],
  },
  {
    plate: 0,
    author: 'emp0002',
    hoursAgo: 5,
    html: '<p>大家的学习地图都完成到第几阶段了？我卡在新员工地图的第三阶段考试，求复习建议。</p>',
    likes: 4,
    comments: [{ author: 'emp0006', text: '把错题本里的题再练一遍，很有用' }],
  },
  {
    plate: 1,
    author: 'emp0007',
    hoursAgo: 26,
    html: '<p>推荐一个提高效率的小技巧：用快捷键整理会议纪要，<em>每天能省下二十分钟</em>。附上我的模板截图。</p>',
    images: 2,
    likes: 21,
    comments: [{ author: 'emp0008', text: '模板能分享一下吗？' }, { author: 'learner01', text: '学到了！' }],
  },
  {
    plate: 1,
    author: 'emp0009',
    top: true,
    hoursAgo: 24 * 6,
    html: '<p>技术分享会每月第一个周五下午举行，欢迎报名做分享。</p>',
    likes: 9,
  },
  {
    plate: 1,
    author: DEMO_REPORTED_ACCOUNT,
    hoursAgo: 30,
    html: '<p>低价代购各种软件激活码，需要的私聊我！！！</p>',
    likes: 0,
    comments: [{ author: 'emp0011', text: '这是广告吧？' }],
  },
  {
    plate: 2,
    author: 'emp0012',
    hoursAgo: 8,
    html: '<p>周末去爬山，风景很好，分享几张照片给大家放松一下。</p>',
    images: 4,
    likes: 18,
    comments: [{ author: 'emp0013', text: '好美！是哪座山？', replies: [{ author: 'emp0012', text: '城郊的凤凰山，一个小时车程' }] }],
  },
  {
    plate: 2,
    author: DEMO_BANNED_ACCOUNT,
    hoursAgo: 24 * 3,
    html: '<p>这个培训安排太离谱了，谁定的？？</p>',
    likes: 1,
  },
  {
    plate: 3,
    author: 'emp0014',
    hoursAgo: 48,
    html: '<p>建议课程播放页增加倍速记忆功能，每次都要重新选择 1.5 倍速。</p>',
    likes: 27,
    comments: [{ author: 'admin01', text: '感谢建议，已记录，下个版本评估。' }],
  },
  {
    plate: 4,
    author: 'emp0015',
    hoursAgo: 24 * 40,
    html: '<p>旧版公告：系统升级通知（已过期）。</p>',
    likes: 2,
  },
];

/**
 * The demo forum: five plates (one banned), posts with pictures, comments and replies, likes,
 * a post waiting in the report queue with two reports, and an employee banned for a week.
 */
export async function seedForum(db: Db, filesDir: string): Promise<void> {
  const accounts = [...new Set(POSTS.flatMap((p) => [p.author, ...(p.comments ?? []).flatMap((c) => [c.author, ...(c.replies ?? []).map((r) => r.author)])]))];
  const likers = Array.from({ length: 40 }, (_, i) => `emp${String(20 + i).padStart(4, '0')}`);
  const users = await db.selectFrom('users').select(['id', 'account']).where('account', 'in', [...accounts, ...likers, 'emp0001', 'emp0002']).execute();
  const userId = new Map(users.map((u) => [u.account, u.id]));
  const idOf = (account: string) => {
    const id = userId.get(account);
    if (!id) throw new Error(`demo forum: no user ${account}`);
    return id;
  };

  const plateIds: number[] = [];
  for (const [sort, plate] of DEMO_PLATES.entries()) {
    const { id } = await db.insertInto('forum_plates').values({ ...plate, sort }).returning('id').executeTakeFirstOrThrow();
    plateIds.push(id);
  }

  const now = Date.now();
  const postIds = new Map<PostSpec, number>();
  let picture = 0;
  for (const spec of POSTS) {
    const author = idOf(spec.author);
    const createdAt = new Date(now - spec.hoursAgo * HOUR);
    const { id } = await db
      .insertInto('forum_posts')
      .values({ plate_id: plateIds[spec.plate]!, user_id: author, content: spec.html, is_top: spec.top ? 1 : 0, created_at: createdAt, browse_num: 20 + spec.hoursAgo % 97 })
      .returning('id')
      .executeTakeFirstOrThrow();
    postIds.set(spec, id);
    for (let sort = 0; sort < (spec.images ?? 0); sort += 1) {
      const [from, to] = coverGradients[picture % coverGradients.length] as [string, string];
      const relative = `uploads/demo/forum-${picture + 1}.png`;
      const bytes = gradientPng(480, 320, from, to, picture);
      fs.mkdirSync(path.join(filesDir, 'uploads/demo'), { recursive: true });
      fs.writeFileSync(path.join(filesDir, relative), bytes);
      const upload = await db
        .insertInto('uploads')
        .values({ owner_id: author, path: relative, mime: 'image/png', size: bytes.length, original_name: `photo-${sort + 1}.png` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('forum_post_images').values({ post_id: id, sort, upload_id: upload.id }).execute();
      picture += 1;
    }
    let comments = 0;
    for (const [index, comment] of (spec.comments ?? []).entries()) {
      const at = new Date(createdAt.getTime() + (index + 1) * 0.2 * HOUR);
      const parent = await db
        .insertInto('forum_comments')
        .values({ post_id: id, user_id: idOf(comment.author), content: comment.text, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      comments += 1;
      for (const [r, reply] of (comment.replies ?? []).entries()) {
        await db
          .insertInto('forum_comments')
          .values({ post_id: id, parent_id: parent.id, reply_to_user_id: idOf(comment.author), user_id: idOf(reply.author), content: reply.text, created_at: new Date(at.getTime() + (r + 1) * 0.05 * HOUR) })
          .execute();
        comments += 1;
      }
    }
    const likeRows = likers.slice(0, Math.min(spec.likes ?? 0, likers.length)).map((account) => ({ post_id: id, user_id: idOf(account) }));
    if (likeRows.length) await db.insertInto('forum_likes').values(likeRows).execute();
    await db.updateTable('forum_posts').set({ comment_num: comments, like_num: likeRows.length }).where('id', '=', id).execute();
  }

  const reported = postIds.get(POSTS.find((p) => p.author === DEMO_REPORTED_ACCOUNT)!)!;
  await db
    .insertInto('forum_complaints')
    .values([
      { post_id: reported, user_id: idOf('emp0001'), reason: '发布广告，售卖盗版软件', created_at: new Date(now - 20 * HOUR) },
      { post_id: reported, user_id: idOf('emp0002'), reason: '广告内容，违反论坛公约', created_at: new Date(now - 3 * HOUR) },
    ])
    .execute();

  const admin = idOf('admin01');
  const bannedPost = postIds.get(POSTS.find((p) => p.author === DEMO_BANNED_ACCOUNT)!)!;
  const banReason = '发表不友善言论';
  await db.insertInto('forum_complaints').values({ post_id: bannedPost, user_id: idOf('emp0013'), reason: '言语不文明', status: 3, created_at: new Date(now - 2.5 * DAY), resolved_at: new Date(now - 2 * DAY) }).execute();
  await db.insertInto('forum_bans').values({ user_id: idOf(DEMO_BANNED_ACCOUNT), reason: banReason, ends_at: new Date(now + 5 * DAY), created_by: admin, created_at: new Date(now - 2 * DAY) }).execute();
  await db
    .insertInto('forum_moderation_log')
    .values({ admin_id: admin, action: 'ban', post_id: bannedPost, target_user_id: idOf(DEMO_BANNED_ACCOUNT), ban_days: 7, reason: banReason, complaints: 1, created_at: new Date(now - 2 * DAY) })
    .execute();
}
