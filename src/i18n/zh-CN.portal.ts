import { memberZhCN } from './member.zh-CN';
import { forumZhCN } from './forum.zh-CN';
import { assessZhCN } from './assess.zh-CN';
import { defencesZhCN, recorderZhCN } from './defences.zh-CN';
import { coursewareZhCN } from './courseware.zh-CN';
import { libraryZhCN, newsZhCN } from './library.zh-CN';
import { searchZhCN } from './search.zh-CN';
import { mediaZhCN } from './media.zh-CN';
import { examsZhCN } from './exams.zh-CN';
import { learningZhCN } from './learning.zh-CN';
import { mapsZhCN } from './maps.zh-CN';
import { coursesZhCN } from './courses.zh-CN';
import { liveZhCN } from './live.zh-CN';
import { homeZhCN } from './home.zh-CN';

/** 简体中文: the signed-in portal's texts (loaded with the first signed-in page). */
export const zhCNPortal = {
  courses: coursesZhCN,
  live: liveZhCN,
  forum: forumZhCN,
  library: libraryZhCN,
  courseware: coursewareZhCN,
  assess: assessZhCN,
  defences: defencesZhCN,
  recorder: recorderZhCN,
  news: newsZhCN,
  search: searchZhCN,
  /** Punctuation between words the pages join (full-width in Chinese, ASCII and a space in English). */
  punct: { colon: '：', nameWithTitle: '{{name}}（{{title}}）', listSeparator: '、' },
  generic: { refused: '只能嵌入以 http:// 或 https:// 开头的地址', missing: '没有要打开的地址', noDownload: '尚未配置客户端下载地址，请联系管理员' },
  ...mediaZhCN,
  learning: learningZhCN,
  maps: mapsZhCN,
  member: memberZhCN,
  header: {
    nav: {
      home: '首页',
      course: '课程',
      library: '文库',
      news: '资讯',
      knowledge: '我的学习',
      forum: '论坛',
    },
    admin: '后台管理',
    searchPlaceholder: '搜索课程、资讯、文库…',
    personalInfo: '个人信息',
    logout: '退出登录',
    notifications: '消息通知',
    unread_one: '{{count}} 条未读消息',
    unread_other: '{{count}} 条未读消息',
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    back: '返回上一页',
    fullscreenUnsupported: '您的浏览器不支持全屏',
    memberArea: '个人中心',
    adminOpening: '正在进入后台…',
  },
  breadcrumb: { label: '当前位置', more: '更早的 {{count}} 页' },
  refusal: {
    title: '无法查看此页',
    examinerOnly: '教学管理仅对考评员开放',
    teachingStaffOnly: '课件管理仅对讲师、考评员和管理员开放',
    notFoundTitle: '找不到要查看的内容',
    missingId: '链接缺少有效的编号',
    backHome: '返回首页',
  },
  searchForm: { search: '搜索', reset: '重置', loadingOptions: '加载中…', optionsFailed: '选项加载失败' },
  dateRange: { start: '开始日期', end: '结束日期', error: '错误', ok: '确定' },
  calendar: { prevMonth: '上个月', nextMonth: '下个月', today: '今天' },
  timeAgo: {
    justNow: '刚刚',
    minutes_one: '{{count}} 分钟前',
    minutes_other: '{{count}} 分钟前',
    hours_one: '{{count}} 小时前',
    hours_other: '{{count}} 小时前',
    yesterday: '昨天',
    days_one: '{{count}} 天前',
    days_other: '{{count}} 天前',
    months_one: '{{count}} 个月前',
    months_other: '{{count}} 个月前',
    years_one: '{{count}} 年前',
    years_other: '{{count}} 年前',
  },
  notify: {
    panelTitle: '消息通知',
    markAllRead: '全部已读',
    allMarkedRead: '已全部标记为已读',
    viewAll: '查看全部',
    loadFailed: '消息加载失败',
    empty: '暂无消息',
    unread: '未读',
    open: '查看',
    markRead: '标为已读',
    tabs: { '0': '全部', '1': '学习', '2': '互动', '3': '系统', '4': '教学' },
    types: {
      '1': '课程',
      '2': '学习地图',
      '3': '在线培训',
      '4': '线下培训',
      '5': '直播提醒',
      '6': '线下答辩',
      '7': '远程答辩',
      '8': '互动答辩',
      '9': 'AI 答辩',
      '10': '正式考试',
      '11': '课程测验',
      '12': '地图考试',
      '13': '培训考试',
    },
    systemTypes: { '1': '静音提醒', '2': '公告' },
    systemLabel: '系统通知',
  },
  grid: {
    pagination: '分页',
    total: '共 {{total}} 条',
    prev: '上一页',
    next: '下一页',
    backFive: '向前 5 页',
    forwardFive: '向后 5 页',
    pageSize: '每页条数',
    perPage: '{{size}} 条/页',
    goTo: '跳至页',
  },
  exams: examsZhCN,
  home: homeZhCN,
  studyCard: { lastStudied: '上次学习', notStudied: '尚未开始学习', goStudy: '去学习', progress: '学习进度' },
} as const;
