import { getRouteApi } from '@tanstack/react-router';
import { ExamAnalysisPage } from './ExamAnalysisPage';
import { ExamAttemptPage } from './ExamAttemptPage';
import { ExamExplainPage } from './ExamExplainPage';
import { ExamRankingPage } from './ExamRankingPage';
import { ExamResultPage } from './ExamResultPage';
import { PracticePage } from './PracticePage';
import { QuestionnairePage } from './QuestionnairePage';
import { QuestionnaireResultPage } from './QuestionnaireResultPage';
import type { ExamFamily } from './paths';
import { routeIdPage } from '../../shared/route-id-page';

// Route components: each reads its id (path, else ?id=) through its own route and renders
// the page with its family, so the spec's several prefixes share one page each.

type ExplainRoute = '/auth/mine-exam/mine-exam-explain/$id' | '/auth/mine-course/mine-exam-explain' | '/auth/knowledge/stage-exam-explain';
type AttemptRoute = '/auth/mine-exam/mine-exam-show/$id' | '/auth/course/exam-show/$id' | '/auth/mine-task/exam-show/$id' | '/auth/mine-course/mine-exam-show' | '/auth/knowledge/exam-show';

/** The exam's id: the path's when the route has one, else ?id= (0 when neither is given). */
function examIdReader(from: ExplainRoute | AttemptRoute) {
  const route = getRouteApi(from);
  return function useExamId(): number {
    const params: { id?: number } = route.useParams();
    return params.id || route.useSearch().id || 0;
  };
}

const explain = (family: ExamFamily, from: ExplainRoute) => {
  const useExamId = examIdReader(from);
  return function ExplainRoute() {
    const examId = useExamId();
    return <ExamExplainPage key={examId} examId={examId} family={family} />;
  };
};
const attempt = (family: ExamFamily, from: AttemptRoute) => {
  const useExamId = examIdReader(from);
  return function AttemptRoute() {
    const examId = useExamId();
    return <ExamAttemptPage key={examId} examId={examId} family={family} />;
  };
};

export const MineExamExplain = explain('mine-exam', '/auth/mine-exam/mine-exam-explain/$id');
export const MineCourseExamExplain = explain('mine-course', '/auth/mine-course/mine-exam-explain');
export const MineExamShow = attempt('mine-exam', '/auth/mine-exam/mine-exam-show/$id');
export const CourseExamShow = attempt('course', '/auth/course/exam-show/$id');
export const MineTaskExamShow = attempt('mine-task', '/auth/mine-task/exam-show/$id');
export const MineCourseExamShow = attempt('mine-course', '/auth/mine-course/mine-exam-show');
/** Map stage exams (exam types 17/18): the engine's pages; the engine's start gate keeps a locked stage's exam closed. */
export const KnowledgeExamExplain = explain('knowledge', '/auth/knowledge/stage-exam-explain');
export const KnowledgeExamShow = attempt('knowledge', '/auth/knowledge/exam-show');
export const MineExamResult = routeIdPage('/auth/mine-exam/mine-exam-result/$id', (id) => <ExamResultPage attemptId={id} family="mine-exam" />);
export const CourseExamResult = routeIdPage('/auth/course/exam-result/$id', (id) => <ExamResultPage attemptId={id} family="course" />);
export const MineTaskExamResult = routeIdPage('/auth/mine-task/exam-result/$id', (id) => <ExamResultPage attemptId={id} family="mine-task" />);
export const MineCourseExamResult = routeIdPage('/auth/mine-course/mine-exam-result/$id', (id) => <ExamResultPage attemptId={id} family="mine-course" />);
export const MineExamAnalysis = routeIdPage('/auth/mine-exam/mine-exam-analysis/$id', (id) => <ExamAnalysisPage attemptId={id} />);
export const CourseExamAnalysis = routeIdPage('/auth/course/exam-analysis/$id', (id) => <ExamAnalysisPage attemptId={id} />);
export const MineTaskExamAnalysis = routeIdPage('/auth/mine-task/exam-analysis/$id', (id) => <ExamAnalysisPage attemptId={id} />);
export const MineCourseExamAnalysis = routeIdPage('/auth/mine-course/mine-exam-analysis/$id', (id) => <ExamAnalysisPage attemptId={id} />);
export const RankingRoute = routeIdPage('/auth/exam-ranking/$id', (id) => <ExamRankingPage examId={id} />);
export const ErrorTestRoute = routeIdPage('/auth/error-test/$id', (id) => <PracticePage mode="wrong" examId={id} />);

export function CollectTestRoute() {
  return <PracticePage mode="collect" />;
}

const questionnaire = getRouteApi('/auth/knowledge/questionnaire');
export function QuestionnaireRoute() {
  const { id, period_id, course_id, stage_id } = questionnaire.useSearch();
  return <QuestionnairePage key={id} id={id} lesson={period_id && course_id ? { periodId: period_id, courseId: course_id } : undefined} stageId={stage_id} />;
}

const questionnaireResult = getRouteApi('/auth/knowledge/result');
export function QuestionnaireResultRoute() {
  const { id, period_id, course_id, stage_id } = questionnaireResult.useSearch();
  return <QuestionnaireResultPage key={id} id={id} lesson={period_id && course_id ? { periodId: period_id, courseId: course_id } : undefined} stageId={stage_id} />;
}
