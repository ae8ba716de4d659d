import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../core/db/database.js';
import { hashPassword } from '../modules/session/passwords.js';
import { seededRandom } from './random.js';
import { avatarSvg, iconSvg, logoSvg } from './svg.js';

/** The fixed demo accounts (README). */
export const demoAccounts = [
  { account: 'learner01', password: 'Learner@2026', name: '李明', role_id: 1, is_admin: 0, mobile: '13800000001', mail: 'learner01@demo.example', dept: '前端开发组', position: '高级工程师', role: 'learner (employee)' },
  { account: 'lecturer01', password: 'Lecturer@2026', name: '王芳', role_id: 2, is_admin: 0, mobile: '13800000002', mail: 'lecturer01@demo.example', dept: '培训中心', position: '内训讲师', role: 'lecturer' },
  { account: 'examiner01', password: 'Examiner@2026', name: '张伟', role_id: 3, is_admin: 0, mobile: '13800000003', mail: 'examiner01@demo.example', dept: '培训中心', position: '考评员', role: 'examiner / reviewer' },
  { account: 'admin01', password: 'Admin@2026', name: '陈静', role_id: 1, is_admin: 1, mobile: '13800000004', mail: 'admin01@demo.example', dept: '人力资源部', position: '培训经理', role: 'learner with is_admin = 1' },
] as const;

/** Password of the generated employees (emp0001 ... emp0196). */
export const EMPLOYEE_PASSWORD = 'Employee@2026';

/** Department tree: top-level divisions and their teams. */
const departmentTree: Record<string, string[]> = {
  总经办: ['战略规划组'],
  技术研发中心: ['前端开发组', '后端开发组', '测试组', '运维组'],
  市场营销部: ['品牌推广组', '渠道销售组'],
  人力资源部: ['招聘组', '培训中心'],
  财务部: ['会计组', '审计组'],
  客户服务部: ['售前支持组', '售后服务组'],
};

const positions = ['总经理', '部门经理', '组长', '高级工程师', '工程师', '专员', '助理', '内训讲师', '考评员', '培训经理', '销售代表', '客服专员'];

const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split('');
const givenChars = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华建国玉兰志强鹏辉宇浩然子轩欣怡梓涵雨萱思远嘉怡俊杰晨曦一鸣佳琪文博天宇'.split('');
const nations = ['汉族', '汉族', '汉族', '汉族', '回族', '满族', '壮族', '蒙古族'];

export const EMPLOYEE_COUNT = 196;

function writeFile(filesDir: string, relative: string, content: string): string {
  const full = path.join(filesDir, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  return `/files/${relative}`;
}

/** The client's version and platforms on the demo company's download pages. */
const CLIENT_VERSION = '2.4.0';
const clientPlatforms = [
  { id: 'windows', name: 'Windows', needs: { 'zh-CN': 'Windows 10 及以上', 'en-US': 'Windows 10 or later' } },
  { id: 'macos', name: 'macOS', needs: { 'zh-CN': 'macOS 12 及以上', 'en-US': 'macOS 12 or later' } },
] as const;

const downloadTexts = {
  'zh-CN': {
    title: '客户端下载',
    heading: '星辰学习客户端',
    lead: '直播课与离线学习请使用客户端。下载对应系统的安装包后按提示安装。',
    download: (platform: string) => `下载 ${platform} 版`,
    mobile: '手机与平板：在应用商店搜索“星辰学习”。',
    note: '演示环境：下载的是安装说明，正式环境由管理员放入安装包。',
  },
  'en-US': {
    title: 'Client download',
    heading: 'Xingchen Learning client',
    lead: 'Live classes and offline study use the client. Download the installer for your system and follow its steps.',
    download: (platform: string) => `Download for ${platform}`,
    mobile: 'Phones and tablets: search the app store for "Xingchen Learning".',
    note: 'Demo site: the download is the installation note; on a real site the administrator puts the installer here.',
  },
} as const;

/**
 * The demo company's client download page in one language (download_url in Chinese,
 * download_url_en in English), with a link per platform to the stored client file (in the
 * demo a short installation note stands in for the installer).
 */
function downloadPageHtml(filesDir: string, lang: 'zh-CN' | 'en-US'): string {
  const t = downloadTexts[lang];
  const items = clientPlatforms
    .map((p) => {
      const file = writeFile(filesDir, `site/client/xingchen-learning-${p.id}-${CLIENT_VERSION}.txt`, `Xingchen Learning client ${CLIENT_VERSION} (${p.name})\n${downloadTexts['zh-CN'].note}\n${downloadTexts['en-US'].note}\n`);
      return `<li><h2>${p.name}</h2><span>${p.needs[lang]} · ${CLIENT_VERSION}</span><a href="${file}" download>${t.download(p.name)}</a></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${t.title}</title>
<style>body{font-family:"Noto Sans CJK SC",sans-serif;margin:0;padding:32px;color:#1c2127;background:#fff}h1{font-size:22px;margin:0 0 8px}p{color:#404854;margin:0 0 16px}ul{padding:0;list-style:none;display:flex;gap:16px;flex-wrap:wrap}li{border:1px solid #d3d8de;border-radius:6px;padding:16px 20px;min-width:200px;display:flex;flex-direction:column;gap:8px}h2{font-size:16px;margin:0}span{color:#404854;font-size:13px}a{color:#215db0;font-weight:600}</style></head>
<body><main>
<h1>${t.heading}</h1>
<p>${t.lead}</p>
<ul>
${items}
</ul>
<p>${t.mobile}</p>
<p><small>${t.note}</small></p>
</main></body></html>
`;
}

/** Departments, positions, the four fixed accounts, about 200 employees with photos, the site config. */
export async function seedCompany(db: Db, filesDir: string): Promise<void> {
  const random = seededRandom(2026);
  const departmentIds = new Map<string, number>();
  let sort = 0;
  for (const [division, teams] of Object.entries(departmentTree)) {
    const parent = await db.insertInto('departments').values({ name: division, parent_id: null, sort: sort++ }).returning('id').executeTakeFirstOrThrow();
    departmentIds.set(division, parent.id);
    for (const team of teams) {
      const child = await db.insertInto('departments').values({ name: team, parent_id: parent.id, sort: sort++ }).returning('id').executeTakeFirstOrThrow();
      departmentIds.set(team, child.id);
    }
  }
  const positionRows = await db.insertInto('positions').values(positions.map((name) => ({ name }))).returning(['id', 'name']).execute();
  const positionIds = new Map(positionRows.map((p) => [p.name, p.id]));
  const teams = Object.values(departmentTree).flat();

  const fixed = await Promise.all(
    demoAccounts.map(async (a) => ({
      account: a.account,
      password_hash: await hashPassword(a.password),
      name: a.name,
      photo: '',
      mobile: a.mobile,
      mail: a.mail,
      role_id: a.role_id,
      is_admin: a.is_admin,
      department_id: departmentIds.get(a.dept)!,
      position_id: positionIds.get(a.position)!,
      gender: a.account === 'learner01' || a.account === 'examiner01' ? 1 : 2,
      work_number: `D${a.account.slice(-2)}${a.role_id}00`,
      nation: '汉族',
      politics: 3,
      birth_date: '1992-06-18',
      entry_time: '2019-03-01',
    })),
  );

  const employeeHash = await hashPassword(EMPLOYEE_PASSWORD);
  const employees = Array.from({ length: EMPLOYEE_COUNT }, (_, i) => {
    const n = i + 1;
    const givenLength = random.next() < 0.6 ? 2 : 1;
    const name = random.pick(surnames) + Array.from({ length: givenLength }, () => random.pick(givenChars)).join('');
    const year = random.int(1975, 2001);
    return {
      account: `emp${String(n).padStart(4, '0')}`,
      password_hash: employeeHash,
      name,
      photo: '',
      mobile: `139${String(10000000 + n * 7919).slice(-8)}`,
      mail: `emp${String(n).padStart(4, '0')}@demo.example`,
      role_id: 1,
      is_admin: 0,
      department_id: departmentIds.get(random.pick(teams))!,
      position_id: positionIds.get(random.pick(['组长', '高级工程师', '工程师', '专员', '助理', '销售代表', '客服专员']))!,
      gender: random.int(1, 2),
      work_number: `E${String(10000 + n)}`,
      nation: random.pick(nations),
      politics: random.int(1, 4),
      birth_date: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      entry_time: `${random.int(2012, 2026)}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
      user_type: random.next() < 0.1 ? 1 : 2,
      employee_type: random.pick([1, 1, 1, 1, 2, 3, 5]),
    };
  });

  const inserted = await db.insertInto('users').values([...fixed, ...employees]).returning(['id', 'name']).execute();
  for (const user of inserted) {
    const photo = writeFile(filesDir, `avatars/u${user.id}.svg`, avatarSvg(user.name, user.id));
    await db.updateTable('users').set({ photo }).where('id', '=', user.id).execute();
  }

  await db
    .insertInto('site_config')
    .values(
      Object.entries({
        web_title: '星辰科技学习平台',
        web_title_en: 'Xingchen Tech Learning Portal',
        web_ico: writeFile(filesDir, 'site/icon.svg', iconSvg()),
        web_logo: writeFile(filesDir, 'site/logo.svg', logoSvg('星辰学习平台', true)),
        web_logo_en: writeFile(filesDir, 'site/logo.en-US.svg', logoSvg('Xingchen Learning', true)),
        advertise_logo: writeFile(filesDir, 'site/advertise-logo.svg', logoSvg('星辰科技 · 终身学习', true)),
        manager_logo: writeFile(filesDir, 'site/manager-logo.svg', logoSvg('学习平台管理后台', true)),
        copyright: '© 2026 星辰科技有限公司 版权所有',
        copyright_en: '© 2026 Xingchen Technology Co., Ltd. All rights reserved.',
        // The client download page the /download page embeds (and the live room's download button opens).
        download_url: writeFile(filesDir, 'site/download.html', downloadPageHtml(filesDir, 'zh-CN')),
        download_url_en: writeFile(filesDir, 'site/download.en-US.html', downloadPageHtml(filesDir, 'en-US')),
        shop_status: '1',
        // The demo company shows the chat-app sign-in (it needs DINGTALK_APP_KEY and DINGTALK_APP_SECRET to succeed).
        dd_login: '1',
        dd_corp_id: 'ding-demo-corp',
        dd_agent_id: '2026001',
        daily_login_points: '2',
      }).map(([key, value]) => ({ key, value })),
    )
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}
