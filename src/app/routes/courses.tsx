import { lazyRouteComponent } from '@tanstack/react-router';
import type { CourseListSearch } from '../../features/courses/CourseListPage';
import { memberRoute } from './member';
import { idParams, keywordsParam, positiveInt } from './params';
import { authLayout, idPage, page, searchPage } from './root';

const coursePage = (name: keyof typeof import('../../features/courses/pages')) => lazyRouteComponent(() => import('../../features/courses/pages'), name);
const playerPage = (name: keyof typeof import('../../features/courses/player-pages')) => lazyRouteComponent(() => import('../../features/courses/player-pages'), name);
const parent = () => authLayout;
/** A course's lessons of every kind are one level of the trail: Next lesson replaces the crumb. */
const LESSON = 'lesson';

/** /course keeps its search and filters in the address, so Back returns to the same list. */
function courseListSearch(search: Record<string, unknown>): CourseListSearch {
  return {
    keywords: keywordsParam(search.keywords),
    course_type: positiveInt(search.course_type),
    category_id: positiveInt(search.category_id),
    is_required: positiveInt(search.is_required),
    page: positiveInt(search.page),
    limit: positiveInt(search.limit),
  };
}

/** /course/playback?href&chapter_id&course_id */
function playbackSearch(search: Record<string, unknown>): { href?: string; chapter_id?: number; course_id?: number } {
  return { href: typeof search.href === 'string' ? search.href : undefined, chapter_id: positiveInt(search.chapter_id), course_id: positiveInt(search.course_id) };
}

export const courseRoutes = [
  searchPage(parent, '/course', { title: 'course' }, courseListSearch, coursePage('CourseList')),
  idPage(parent, '/course/course-show/$id', { title: 'courseShow' }, idParams, coursePage('CourseShow')),
  idPage(parent, '/course/course-detail/$id', { title: 'courseDetail' }, idParams, coursePage('CourseDetail')),
  idPage(parent, '/mine-course/course-show/$id', { title: 'mineCourseShow' }, idParams, coursePage('MineCourseShow')),
  idPage(parent, '/mine-course/course-detail/$id', { title: 'mineCourseDetail' }, idParams, coursePage('MineCourseDetail')),
  idPage(parent, '/mine-task/course-show/$id', { title: 'mineTaskCourseShow' }, idParams, coursePage('MineTaskCourseShow')),
  idPage(parent, '/mine-task/course-detail/$id', { title: 'mineTaskCourseDetail' }, idParams, coursePage('MineTaskCourseDetail')),
  idPage(parent, '/course/face-show/$id', { title: 'faceShow' }, idParams, coursePage('FaceShow')),
  idPage(parent, '/course/question-show/$id', { title: 'questionShow' }, idParams, coursePage('QuestionShow')),
  idPage(parent, '/course/video/$id', { title: 'video', trailLevel: LESSON }, idParams, playerPage('VideoPlayer')),
  idPage(parent, '/course/local-video/$id', { title: 'localVideo', trailLevel: LESSON }, idParams, playerPage('LocalVideoPlayer')),
  idPage(parent, '/course/local-audio/$id', { title: 'localAudio', trailLevel: LESSON }, idParams, playerPage('AudioPlayer')),
  idPage(parent, '/course/document/$id', { title: 'document', trailLevel: LESSON }, idParams, playerPage('DocumentReader')),
  searchPage(parent, '/course/playback', { title: 'playback', trailLevel: LESSON }, playbackSearch, playerPage('Playback')),
];

/** Member area Q&A: the questions I asked. */
export const courseMemberRoutes = [
  page(() => memberRoute, 'member-question', { title: 'memberQuestion' }, coursePage('MemberQuestions')),
];
