import { createRoute, lazyRouteComponent, type StaticDataRouteOption } from '@tanstack/react-router';
import { memberRoute } from './member';
import { idParams, type IdParamsOption, idSearch, positiveInt } from './params';
import { authLayout, page, searchPage } from './root';

const examPage = (name: keyof typeof import('../../features/exams/pages')) => lazyRouteComponent(() => import('../../features/exams/pages'), name);
const parent = () => authLayout;

/** An exam page of one exam or attempt (`.../$id`); ?id= is read too, as on every exam page. */
function examIdPage<const TPath extends `${string}/$id`>(path: TPath, staticData: StaticDataRouteOption, params: IdParamsOption<TPath>, name: Parameters<typeof examPage>[0]) {
  return createRoute({ getParentRoute: parent, path, params, staticData, validateSearch: idSearch, component: examPage(name) });
}

/**
 * /knowledge/questionnaire?id&period_id&course_id&stage_id (and its completion page): a course
 * period opens it with its period and course, a map stage with the stage, for the way back.
 */
function questionnaireSearch(search: Record<string, unknown>): { id?: number; period_id?: number; course_id?: number; stage_id?: number } {
  return { ...idSearch(search), period_id: positiveInt(search.period_id), course_id: positiveInt(search.course_id), stage_id: positiveInt(search.stage_id) };
}

/** My exams, course tests, task exams and my-course exams (the spec gives some pages by ?id= only), questionnaires. */
export const examRoutes = [
  page(parent, '/mine-exam', { title: 'mineExam' }, lazyRouteComponent(() => import('../../features/exams/ExamListPage'), 'ExamListPage')),
  examIdPage('/mine-exam/mine-exam-explain/$id', { title: 'mineExamExplain' }, idParams, 'MineExamExplain'),
  searchPage(parent, '/mine-course/mine-exam-explain', { title: 'mineCourseExamExplain' }, idSearch, examPage('MineCourseExamExplain')),
  examIdPage('/mine-exam/mine-exam-show/$id', { title: 'mineExamShow' }, idParams, 'MineExamShow'),
  examIdPage('/course/exam-show/$id', { title: 'examShow' }, idParams, 'CourseExamShow'),
  examIdPage('/mine-task/exam-show/$id', { title: 'mineTaskExamShow' }, idParams, 'MineTaskExamShow'),
  searchPage(parent, '/mine-course/mine-exam-show', { title: 'mineCourseExamShow' }, idSearch, examPage('MineCourseExamShow')),
  examIdPage('/mine-exam/mine-exam-result/$id', { title: 'mineExamResult' }, idParams, 'MineExamResult'),
  examIdPage('/course/exam-result/$id', { title: 'examResult' }, idParams, 'CourseExamResult'),
  examIdPage('/mine-task/exam-result/$id', { title: 'mineTaskExamResult' }, idParams, 'MineTaskExamResult'),
  examIdPage('/mine-course/mine-exam-result/$id', { title: 'mineCourseExamResult' }, idParams, 'MineCourseExamResult'),
  examIdPage('/mine-exam/mine-exam-analysis/$id', { title: 'mineExamAnalysis' }, idParams, 'MineExamAnalysis'),
  examIdPage('/course/exam-analysis/$id', { title: 'examAnalysis' }, idParams, 'CourseExamAnalysis'),
  examIdPage('/mine-task/exam-analysis/$id', { title: 'mineTaskExamAnalysis' }, idParams, 'MineTaskExamAnalysis'),
  examIdPage('/mine-course/mine-exam-analysis/$id', { title: 'mineCourseExamAnalysis' }, idParams, 'MineCourseExamAnalysis'),
  examIdPage('/exam-ranking/$id', { title: 'examRanking' }, idParams, 'RankingRoute'),
  examIdPage('/error-test/$id', { title: 'errorTest' }, idParams, 'ErrorTestRoute'),
  searchPage(parent, '/collect-test', { title: 'collectTest' }, idSearch, examPage('CollectTestRoute')),
  searchPage(parent, '/knowledge/questionnaire', { title: 'questionnaire', back: true }, questionnaireSearch, examPage('QuestionnaireRoute')),
  searchPage(parent, '/knowledge/result', { title: 'questionnaireResult', back: true }, questionnaireSearch, examPage('QuestionnaireResultRoute')),
];

/** The member area's wrong-answer book and collections. */
export const examMemberRoutes = [
  page(() => memberRoute, 'member-error', { title: 'memberError' }, lazyRouteComponent(() => import('../../features/exams/MemberErrorPage'), 'MemberErrorPage')),
  page(() => memberRoute, 'member-collect', { title: 'memberCollect' }, lazyRouteComponent(() => import('../../features/exams/MemberCollectPage'), 'MemberCollectPage')),
];
