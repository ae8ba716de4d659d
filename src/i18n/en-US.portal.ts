import { memberEnUS } from './member.en-US';
import { forumEnUS } from './forum.en-US';
import { assessEnUS } from './assess.en-US';
import { defencesEnUS, recorderEnUS } from './defences.en-US';
import { coursewareEnUS } from './courseware.en-US';
import { libraryEnUS, newsEnUS } from './library.en-US';
import { searchEnUS } from './search.en-US';
import { mediaEnUS } from './media.en-US';
import { examsEnUS } from './exams.en-US';
import { learningEnUS } from './learning.en-US';
import { mapsEnUS } from './maps.en-US';
import { coursesEnUS } from './courses.en-US';
import { liveEnUS } from './live.en-US';
import { homeEnUS } from './home.en-US';
import type { Messages } from './types';

/** English: the signed-in portal's texts (loaded with the first signed-in page). */
export const enUSPortal: Omit<Messages, 'common' | 'lang' | 'auth' | 'login' | 'forgot' | 'route' | 'admin'> = {
  courses: coursesEnUS,
  live: liveEnUS,
  forum: forumEnUS,
  library: libraryEnUS,
  courseware: coursewareEnUS,
  assess: assessEnUS,
  defences: defencesEnUS,
  recorder: recorderEnUS,
  news: newsEnUS,
  search: searchEnUS,
  punct: { colon: ': ', nameWithTitle: '{{name}} ({{title}})', listSeparator: ', ' },
  generic: { refused: 'Only addresses starting with http:// or https:// can be shown here', missing: 'There is no address to open', noDownload: 'No client download address is set; please ask an administrator' },
  ...mediaEnUS,
  learning: learningEnUS,
  maps: mapsEnUS,
  member: memberEnUS,
  header: {
    nav: {
      home: 'Home',
      course: 'Courses',
      library: 'Library',
      news: 'News',
      knowledge: 'My Learning',
      forum: 'Forum',
    },
    admin: 'Back office',
    searchPlaceholder: 'Search courses, news, library…',
    personalInfo: 'Personal info',
    logout: 'Sign out',
    notifications: 'Notifications',
    unread_one: '{{count}} unread notification',
    unread_other: '{{count}} unread notifications',
    fullscreen: 'Fullscreen',
    exitFullscreen: 'Exit fullscreen',
    back: 'Back',
    fullscreenUnsupported: 'you browser can not work',
    memberArea: 'My area',
    adminOpening: 'Opening the back office…',
  },
  breadcrumb: { label: 'You are here', more: '{{count}} earlier pages' },
  refusal: {
    title: 'This page is not available to you',
    examinerOnly: 'Teaching management is open to examiners only',
    teachingStaffOnly: 'Courseware is open to lecturers, examiners and admins only',
    notFoundTitle: 'Nothing to show here',
    missingId: 'The link has no valid id',
    backHome: 'Back to home',
  },
  searchForm: { search: 'Search', reset: 'Reset', loadingOptions: 'Loading…', optionsFailed: 'Could not load the options' },
  dateRange: { start: 'Start date', end: 'End date', error: 'error', ok: 'OK' },
  calendar: { prevMonth: 'Previous month', nextMonth: 'Next month', today: 'Today' },
  timeAgo: {
    justNow: 'just now',
    minutes_one: '{{count}} minute ago',
    minutes_other: '{{count}} minutes ago',
    hours_one: '{{count}} hour ago',
    hours_other: '{{count}} hours ago',
    yesterday: 'yesterday',
    days_one: '{{count}} day ago',
    days_other: '{{count}} days ago',
    months_one: '{{count}} month ago',
    months_other: '{{count}} months ago',
    years_one: '{{count}} year ago',
    years_other: '{{count}} years ago',
  },
  notify: {
    panelTitle: 'Notifications',
    markAllRead: 'Mark all read',
    allMarkedRead: 'All marked as read',
    viewAll: 'View all',
    loadFailed: 'Notifications could not be loaded',
    empty: 'No notifications',
    unread: 'Unread',
    open: 'Open',
    markRead: 'Mark read',
    tabs: { '0': 'All', '1': 'Study', '2': 'Interaction', '3': 'System', '4': 'Teaching' },
    types: {
      '1': 'Course',
      '2': 'Learning map',
      '3': 'Online training',
      '4': 'Offline training',
      '5': 'Live reminder',
      '6': 'Offline defence',
      '7': 'Remote defence',
      '8': 'Interactive defence',
      '9': 'AI defence',
      '10': 'Formal exam',
      '11': 'Course quiz',
      '12': 'Map exam',
      '13': 'Training exam',
    },
    systemTypes: { '1': 'Mute reminder', '2': 'Announcement' },
    systemLabel: 'System notice',
  },
  grid: {
    pagination: 'Pages',
    total: '{{total}} in all',
    prev: 'Previous page',
    next: 'Next page',
    backFive: 'Back 5 pages',
    forwardFive: 'Forward 5 pages',
    pageSize: 'Rows per page',
    perPage: '{{size}} / page',
    goTo: 'Go to page',
  },
  exams: examsEnUS,
  home: homeEnUS,
  studyCard: { lastStudied: 'Last studied', notStudied: 'Not started yet', goStudy: 'Go study', progress: 'Progress' },
};
