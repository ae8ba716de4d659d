/**
 * Texts of the home page's demo content: library documents, news, banners, offline
 * trainings, tasks and online trainings, learning maps. Dates are days relative to the
 * seeding day (company time zone); references name demo courses, exams and questionnaires
 * by title (server/seed/courses.ts, exams.ts).
 */

export type LibrarySuffix = 'pdf' | 'ppt' | 'pptx' | 'txt' | 'doc' | 'docx' | 'xls' | 'xlsx';

export interface LibrarySpec {
  name: string;
  suffix: LibrarySuffix;
  /** Lines of the document (slides: one title and its lines per entry of `slides`). */
  lines: string[];
  /** Spreadsheets: the rows. */
  rows?: (string | number)[][];
  browse: number;
  /** Last updated, days before the seeding day. */
  updatedDaysAgo: number;
}

export const LIBRARY: LibrarySpec[] = [
  {
    name: '员工手册（2026版）',
    suffix: 'pdf',
    lines: ['Employee handbook 2026', 'Working hours, leave, travel and expense rules.', 'Code of conduct and information security duties.', 'Read it once a year; questions go to HR.'],
    browse: 1268,
    updatedDaysAgo: 0,
  },
  {
    name: '信息安全培训课件',
    suffix: 'pptx',
    lines: ['信息安全培训', '识别钓鱼邮件：核实发件人，不点陌生链接', '强密码：至少 12 位，字母数字符号混合', '离开工位锁屏，机密文件不外传'],
    browse: 864,
    updatedDaysAgo: 1,
  },
  {
    name: '季度销售数据模板',
    suffix: 'xlsx',
    lines: [],
    rows: [
      ['区域', '一月', '二月', '三月', '合计'],
      ['华东', 128, 142, 156, 426],
      ['华南', 98, 105, 121, 324],
      ['华北', 87, 93, 110, 290],
      ['西部', 45, 52, 61, 158],
    ],
    browse: 533,
    updatedDaysAgo: 2,
  },
  {
    name: '新员工入职指南',
    suffix: 'docx',
    lines: ['欢迎加入星辰科技！本指南帮助你在第一周完成入职准备。', '第一天：领取工牌与电脑，完成账号开通。', '第一周：完成《新员工入职必修》课程与入职地图第一阶段。', '有任何问题，请联系你的导师或人力资源部。'],
    browse: 1542,
    updatedDaysAgo: 3,
  },
  {
    name: '常用快捷键速查',
    suffix: 'txt',
    lines: ['常用快捷键速查', '', 'Ctrl + C / Ctrl + V    复制 / 粘贴', 'Ctrl + Z               撤销', 'Win + L                锁定屏幕（离开工位必做）', 'Ctrl + Shift + T       重新打开关闭的浏览器标签', 'Alt + Tab              切换窗口'],
    browse: 377,
    updatedDaysAgo: 5,
  },
  {
    name: '产品路线图季度汇报',
    suffix: 'ppt',
    lines: ['产品路线图（第二季度）', '学习平台首页改版上线', '学习地图打卡与补卡', '移动端直播回放'],
    browse: 402,
    updatedDaysAgo: 8,
  },
  {
    name: '差旅报销管理办法',
    suffix: 'doc',
    lines: ['第一条 出差人员须在出差结束后 30 日内提交报销。', '第二条 住宿标准按城市等级执行，超标部分自理。', '第三条 报销须附发票原件及审批单。', '第四条 本办法由财务部负责解释。'],
    browse: 689,
    updatedDaysAgo: 12,
  },
  {
    name: '年度培训预算表',
    suffix: 'xls',
    lines: [],
    rows: [
      ['项目', '预算（元）', '已使用（元）'],
      ['内训讲师课酬', 120000, 48600],
      ['外部课程采购', 200000, 91500],
      ['线下培训场地', 60000, 22400],
      ['学习平台运维', 80000, 40000],
    ],
    browse: 214,
    updatedDaysAgo: 15,
  },
  {
    name: '前端编码规范',
    suffix: 'pdf',
    lines: ['Frontend coding guidelines', 'TypeScript strict mode, no implicit any.', 'Components: one per file, props typed, no default exports.', 'Every change is reviewed by one colleague before merging.'],
    browse: 958,
    updatedDaysAgo: 20,
  },
  {
    name: '会议纪要模板',
    suffix: 'docx',
    lines: ['会议主题：', '时间与地点：', '参会人员：', '议题与结论：', '待办事项（负责人、截止日期）：'],
    browse: 311,
    updatedDaysAgo: 26,
  },
  {
    name: '项目周报模板',
    suffix: 'xlsx',
    lines: [],
    rows: [
      ['任务', '负责人', '进度（%）', '风险'],
      ['需求评审', '李明', 100, '无'],
      ['接口联调', '王芳', 60, '依赖后端排期'],
      ['测试验收', '张伟', 0, '无'],
    ],
    browse: 268,
    updatedDaysAgo: 33,
  },
  {
    name: '客户服务话术',
    suffix: 'txt',
    lines: ['客户服务话术', '', '1. 问候：您好，这里是星辰科技客户服务中心，请问有什么可以帮您？', '2. 确认：我复述一下您的问题，您看是否准确……', '3. 结束：感谢您的耐心，祝您工作顺利！'],
    browse: 145,
    updatedDaysAgo: 41,
  },
];

export interface NewsSpec {
  title: string;
  summary: string;
  paragraphs: string[];
  bullets?: string[];
  quote?: string;
  browse: number;
  updatedDaysAgo: number;
}

export const NEWS: NewsSpec[] = [
  {
    title: '星辰科技 2026 年度学习节正式启动',
    summary: '为期一个月的学习节今天开幕，课程、直播、打卡赢积分。',
    paragraphs: ['今天上午，公司 2026 年度学习节在总部大楼正式启动。本届学习节以“终身学习，共同成长”为主题，持续一个月。', '学习节期间，平台将每周推出精选课程与直播答疑，完成学习地图打卡的同事可获得额外积分。'],
    bullets: ['每周二、周四晚 19:30 直播答疑', '学习时长排名前十的同事获得学习之星称号', '积分可在积分商城兑换礼品'],
    quote: '学习是最好的投资。——学习节开幕致辞',
    browse: 2310,
    updatedDaysAgo: 0,
  },
  {
    title: '第二季度优秀学员表彰名单公布',
    summary: '32 位同事获评季度优秀学员，前端开发组学习时长领跑。',
    paragraphs: ['经学习数据统计与部门推荐，第二季度共有 32 位同事获评优秀学员。', '其中前端开发组人均学习时长位列全公司第一，特此表彰。'],
    bullets: ['优秀学员：32 人', '人均学习时长：18.6 小时', '课程完成率：87%'],
    browse: 1432,
    updatedDaysAgo: 1,
  },
  {
    title: '信息安全月：守护数据，人人有责',
    summary: '信息安全月活动开始，全员完成安全知识测验。',
    paragraphs: ['本月为公司信息安全月。请全体员工在月底前完成《信息安全基础》课程与信息安全知识测验。', '信息安全部将组织钓鱼邮件演练，请大家提高警惕，发现可疑邮件及时上报。'],
    bullets: ['完成必修课程《信息安全基础》', '参加“信息安全知识测验”', '参与钓鱼邮件演练'],
    browse: 1876,
    updatedDaysAgo: 2,
  },
  {
    title: '新版学习平台上线：首页全面改版',
    summary: '学习日历、学习动态、积分与时长排行，首页一目了然。',
    paragraphs: ['新版学习平台首页今天上线。打开首页即可看到本月学习日历、当日学习安排、学习动态和排行榜。', '学习地图支持每日打卡与补卡，直播课可在首页直接进入。'],
    browse: 998,
    updatedDaysAgo: 3,
  },
  {
    title: '前端开发组荣获年度最佳团队',
    summary: '工程化与性能优化成果显著，团队获评年度最佳。',
    paragraphs: ['在年度评选中，前端开发组凭借工程化建设与性能优化成果荣获“年度最佳团队”。', '团队成员将在下月的技术分享会上介绍实践经验。'],
    quote: '好的工程实践来自每一次认真的代码评审。',
    browse: 764,
    updatedDaysAgo: 5,
  },
  {
    title: '关于开展新任经理领导力集训的通知',
    summary: '面向新任经理的三天集训营，在总部培训中心举行。',
    paragraphs: ['为帮助新任经理尽快适应管理岗位，人力资源部将组织为期三天的领导力集训营。', '请被邀请的同事在报名截止前完成报名，并提前完成《领导力发展》课程的预习。'],
    bullets: ['地点：总部大楼 5 层培训中心', '内容：角色转变、绩效面谈、团队激励', '形式：讲授、案例研讨、情景演练'],
    browse: 655,
    updatedDaysAgo: 7,
  },
  {
    title: '学习地图功能上线，助力新员工快速成长',
    summary: '按阶段学习、每日打卡，入职第一个月学什么一目了然。',
    paragraphs: ['“新员工入职地图”已向今年入职的同事开放。地图分为三个阶段，按顺序解锁。', '每个阶段设有打卡日，当天未打卡可在阶段结束前补卡。'],
    browse: 842,
    updatedDaysAgo: 10,
  },
  {
    title: '公司通过 ISO 27001 信息安全认证复审',
    summary: '认证机构完成年度复审，公司信息安全管理体系持续有效。',
    paragraphs: ['近日，公司顺利通过 ISO 27001 信息安全管理体系认证年度复审。', '感谢各部门在审核期间的配合，也请大家继续遵守信息安全制度。'],
    browse: 512,
    updatedDaysAgo: 14,
  },
  {
    title: '读书会第 12 期：《高效能人士的七个习惯》',
    summary: '本期读书会在线上线下同步进行，欢迎报名分享。',
    paragraphs: ['第 12 期读书会将于本周五下午举行，本期共读《高效能人士的七个习惯》。', '欢迎大家在评论区分享读书笔记，优秀笔记将获得积分奖励。'],
    quote: '以终为始，要事第一。',
    browse: 389,
    updatedDaysAgo: 18,
  },
  {
    title: '年中述职与答辩安排',
    summary: '晋升答辩将在线上进行，请答辩人提前准备材料。',
    paragraphs: ['年中述职与晋升答辩将于下月上旬进行，采用线上答辩方式。', '答辩人须在答辩前三天提交述职材料，评委名单将另行通知。'],
    browse: 1120,
    updatedDaysAgo: 24,
  },
  {
    title: '内部讲师招募启事',
    summary: '分享你的专业经验，成为公司内部讲师。',
    paragraphs: ['培训中心现面向全体员工招募内部讲师，方向包括技术、产品、销售、管理等。', '入选讲师将获得授课津贴与专属培训，欢迎踊跃报名。'],
    bullets: ['具备 3 年以上相关工作经验', '乐于分享，表达清晰', '每季度至少授课一次'],
    browse: 476,
    updatedDaysAgo: 30,
  },
  {
    title: '客户服务之星评选结果揭晓',
    summary: '5 位同事获评本年度客户服务之星。',
    paragraphs: ['经客户评价与部门推荐，5 位同事获评本年度“客户服务之星”。', '他们的服务案例已整理成课程《客户服务标准》的案例章节，欢迎学习。'],
    browse: 301,
    updatedDaysAgo: 40,
  },
];

export function newsHtml(spec: NewsSpec, cover: string): string {
  return [
    `<p><img src="${cover}" alt="${spec.title}" width="480" height="270"></p>`,
    ...spec.paragraphs.map((p, i) => (i === 0 ? `<p><strong>${spec.summary}</strong></p><p>${p}</p>` : `<p>${p}</p>`)),
    spec.bullets ? `<h3>要点</h3><ul>${spec.bullets.map((b) => `<li>${b}</li>`).join('')}</ul>` : '',
    spec.quote ? `<blockquote>${spec.quote}</blockquote>` : '',
    '<p>——星辰科技 培训中心</p>',
  ].join('');
}

/** Banners: jump_type 1 none, 2 external link, 3 library item (by name), 4 news item (by title). */
export const BANNERS = [
  { title: '2026 年度学习节', subtitle: '终身学习，共同成长 · 学习节今日开幕', jump_type: 4, target: '星辰科技 2026 年度学习节正式启动' },
  { title: '员工手册（2026版）', subtitle: '新制度、新福利，一册读懂', jump_type: 3, target: '员工手册（2026版）' },
  { title: '前端学习资源', subtitle: 'MDN Web Docs：Web 开发者的参考手册', jump_type: 2, target: 'https://developer.mozilla.org/zh-CN/docs/Learn' },
  { title: '星辰学习平台', subtitle: '随时随地，学你所需', jump_type: 1, target: '' },
] as const;

/** Offline trainings; learner01 is invited to every one and enrolled in the running one. */
export const TRAININGS = [
  { name: '新任经理领导力集训营', startDay: -1, endDay: 1, applyFrom: -15, applyTo: -2, address: '总部大楼 5 层培训中心', places: 30, publish: 1, learnerApplied: true, description: '<p>三天集训：角色转变、绩效面谈、团队激励。</p>' },
  { name: '高效演讲与表达工作坊', startDay: 5, endDay: 5, applyFrom: -3, applyTo: 4, address: '总部大楼 3 层多功能厅', places: 40, publish: 1, learnerApplied: false, description: '<p>一天工作坊：结构化表达与现场演练。</p>' },
  { name: '产品经理实战训练营', startDay: 12, endDay: 13, applyFrom: 3, applyTo: 10, address: '研发中心 2 层会议室 B', places: 25, publish: 1, learnerApplied: false, description: '<p>从需求到上线的完整产品实践。</p>' },
  { name: '消防安全演练与培训', startDay: -20, endDay: -20, applyFrom: -35, applyTo: -22, address: '园区东广场', places: null, publish: 1, learnerApplied: false, description: '<p>消防器材使用与疏散演练。</p>' },
  { name: '客户拜访礼仪培训（已撤回）', startDay: 8, endDay: 8, applyFrom: -5, applyTo: 6, address: '总部大楼 4 层培训室 A', places: 20, publish: 4, learnerApplied: false, description: '<p>因讲师行程调整，本期培训已撤回。</p>' },
] as const;

/** item: [type, title of the course / exam / questionnaire, or the argument's title]; type 1 course, 2 exam, 3 questionnaire, 4 argument. */
type TaskItemSpec = [1 | 2 | 3 | 4, string];

export interface TaskSpec {
  kind: 1 | 2;
  name: string;
  description: string;
  startDay: number;
  endDay: number;
  phases: { title: string; items: TaskItemSpec[] }[];
  /** learner01's progress in percent; null: not assigned. */
  learnerProgress: number | null;
  /** Days ago learner01 last studied it (0: today). */
  learnerLastDaysAgo?: number;
}

export const TASKS: TaskSpec[] = [
  {
    kind: 1,
    name: '2026 第二季度合规学习任务',
    description: '<p>本季度全员必学：合规与数据安全。</p>',
    startDay: -10,
    endDay: 20,
    phases: [
      { title: '阶段一 必修课程', items: [[1, '反商业贿赂合规'], [1, '数据安全与隐私']] },
      { title: '阶段二 考核与反馈', items: [[2, '信息安全知识测验'], [3, '培训满意度调查']] },
    ],
    learnerProgress: 50,
    learnerLastDaysAgo: 1,
  },
  {
    kind: 1,
    name: '新员工入职学习任务',
    description: '<p>入职第一个月的必修内容。</p>',
    startDay: -60,
    endDay: -5,
    phases: [{ title: '入职必修', items: [[1, '新员工入职必修'], [1, '企业文化'], [2, '新员工入职模拟考试']] }],
    learnerProgress: 100,
    learnerLastDaysAgo: 9,
  },
  {
    kind: 2,
    name: '前端工程师进阶在线培训',
    description: '<p>工程化、性能优化与结业答辩，三阶段进阶。</p>',
    startDay: -3,
    endDay: 18,
    phases: [
      { title: '第一阶段 工程化基础', items: [[1, '前端工程化实践'], [1, '性能优化入门']] },
      { title: '第二阶段 实战考核', items: [[2, '全员安全知识竞赛'], [3, '培训满意度调查']] },
      { title: '第三阶段 结业答辩', items: [[4, '结业答辩：前端性能优化方案']] },
    ],
    learnerProgress: 35,
    learnerLastDaysAgo: 0,
  },
  {
    kind: 2,
    name: '销售精英在线训练营',
    description: '<p>谈判、大客户管理与客户服务。</p>',
    startDay: 3,
    endDay: 30,
    phases: [
      { title: '第一阶段 销售技巧', items: [[1, '销售谈判技巧'], [1, '大客户管理']] },
      { title: '第二阶段 客户服务', items: [[1, '客户服务标准'], [2, '产品知识考试（含补考）']] },
    ],
    learnerProgress: 0,
  },
  {
    kind: 2,
    name: '2026 上半年管理者在线培训',
    description: '<p>管理者必修：领导力、绩效面谈与预算管理。</p>',
    startDay: -45,
    endDay: -8,
    phases: [
      { title: '第一阶段 管理基础', items: [[1, '领导力发展'], [1, '绩效面谈技巧']] },
      { title: '第二阶段 结业考核', items: [[2, '上月在线培训考核'], [4, '管理案例答辩']] },
    ],
    learnerProgress: 100,
    learnerLastDaysAgo: 12,
  },
];

/**
 * Learning maps. Chapters: [title, chapter_type (5 video, 6 image-text), sign day relative to
 * the seeding day or null, learner01 signed it: 'punch' | 'makeup' | null].
 */
type ChapterSpec = [string, 5 | 6, number | null, 'punch' | 'makeup' | null];

export interface MapSpec {
  title: string;
  description: string;
  studyType: 1 | 2;
  phases: { title: string; startDay: number; endDay: number; chapters: ChapterSpec[] }[];
  learner: { openedDaysAgo: number; progress: number; lastDaysAgo: number } | null;
}

export const MAPS: MapSpec[] = [
  {
    title: '前端工程师岗位地图',
    description: '<p>岗位地图：三个阶段带你认识公司、掌握前端岗位技能、融入团队。阶段按顺序解锁。</p>',
    studyType: 2,
    phases: [
      {
        title: '第一阶段：认识公司',
        startDay: -20,
        endDay: -6,
        chapters: [
          ['公司发展历程', 5, -18, 'punch'],
          ['组织架构与部门职责', 6, -15, 'punch'],
          ['企业文化与价值观', 5, -12, 'makeup'],
        ],
      },
      {
        title: '第二阶段：岗位技能',
        startDay: -5,
        endDay: 9,
        chapters: [
          ['办公系统与协作工具', 6, -3, 'punch'],
          ['信息安全必知必会', 5, -2, 'makeup'],
          ['业务流程入门', 6, -1, null],
          ['岗位技能实操', 5, 0, null],
          ['导师面对面', 6, 2, null],
          ['岗位知识拓展阅读', 6, null, null],
        ],
      },
      {
        title: '第三阶段：融入团队',
        startDay: 10,
        endDay: 30,
        chapters: [
          ['团队协作实践', 5, 12, null],
          ['入职总结与分享', 6, 20, null],
        ],
      },
    ],
    learner: { openedDaysAgo: 18, progress: 45, lastDaysAgo: 0 },
  },
  {
    title: '前端技术成长地图',
    description: '<p>从工程化基础到性能优化，自由安排学习顺序。</p>',
    studyType: 1,
    phases: [
      {
        title: '基础篇',
        startDay: -30,
        endDay: 30,
        chapters: [
          ['TypeScript 类型体操入门', 5, -7, 'punch'],
          ['构建工具原理', 6, -4, null],
          ['组件设计原则', 5, 0, null],
          ['每日一题：浏览器渲染', 6, 3, null],
        ],
      },
      {
        title: '进阶篇',
        startDay: 1,
        endDay: 60,
        chapters: [
          ['性能指标与监控', 5, 7, null],
          ['前端安全实践', 6, null, null],
        ],
      },
    ],
    learner: { openedDaysAgo: 7, progress: 20, lastDaysAgo: 2 },
  },
  {
    title: '销售新人成长地图',
    description: '<p>销售新人的第一个季度：产品、客户与谈判。</p>',
    studyType: 1,
    phases: [
      {
        title: '产品与客户',
        startDay: -40,
        endDay: 20,
        chapters: [
          ['产品线全景', 5, -30, null],
          ['客户画像', 6, -10, null],
          ['拜访准备清单', 6, 5, null],
        ],
      },
    ],
    learner: null,
  },
];

/**
 * learner01's courses (by title): completed required periods (from the first, in catalogue
 * order) and when they last studied it: minutes ago (today) or days ago. The other demo
 * accounts' tests rely on learner01 not having started 信息安全基础, 时间管理, 新员工入职必修,
 * 企业文化, 反商业贿赂合规, 团队协作 or the courses the join tests use; those are left out.
 */
export const LEARNER_COURSES: { title: string; done: number; minutesAgo?: number; daysAgo?: number }[] = [
  { title: '高效沟通技巧', done: 2, minutesAgo: 20 },
  { title: '数据安全与隐私', done: 1, minutesAgo: 95 },
  { title: '前端工程化实践', done: 1, daysAgo: 1 },
  { title: '领导力发展', done: 3, daysAgo: 2 },
  { title: '性能优化入门', done: 2, daysAgo: 3 },
  { title: '商务礼仪', done: 0, daysAgo: 5 },
  { title: '项目管理实战', done: 1, daysAgo: 6 },
  { title: '产品设计方法', done: 1, daysAgo: 12 },
  { title: 'Excel 数据分析', done: 2, daysAgo: 40 },
  { title: '用户研究基础', done: 1, daysAgo: 95 },
  { title: '公文写作', done: 1, daysAgo: 200 },
];
