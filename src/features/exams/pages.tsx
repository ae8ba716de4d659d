import { useParams, useSearch } from '@tanstack/react-router';
import { ExamAnalysisPage } from './ExamAnalysisPage';
import { ExamAttemptPage } from './ExamAttemptPage';
import { ExamExplainPage } from './ExamExplainPage';
import { ExamRankingPage } from './ExamRankingPage';
import { ExamResultPage } from './ExamResultPage';
import { PracticePage } from './PracticePage';
import { QuestionnairePage } from './QuestionnairePage';
import { QuestionnaireResultPage } from './QuestionnaireResultPage';
import type { ExamFamily } from './paths';

/**
 * Route components: each reads its id (path or ?id=) and renders the page with its family,
 * so the spec's several prefixes share one page each.
 */
function usePathId(): number {
  const params = useParams({ strict: false }) as { id?: string };
  return Number(params.id ?? 0);
}

function useSearchId(): number | undefined {
  const search = useSearch({ strict: false }) as { id?: number };
  return search.id;
}

const explain = (family: ExamFamily) =>
  function ExplainRoute() {
    const id = usePathId();
    const searchId = useSearchId();
    return <ExamExplainPage key={id || searchId} examId={id || searchId || 0} family={family} />;
  };
const attempt = (family: ExamFamily) =>
  function AttemptRoute() {
    const id = usePathId();
    const searchId = useSearchId();
    return <ExamAttemptPage key={id || searchId} examId={id || searchId || 0} family={family} />;
  };
const result = (family: ExamFamily) =>
  function ResultRoute() {
    const id = usePathId();
    return <ExamResultPage key={id} attemptId={id} family={family} />;
  };

export const MineExamExplain = explain('mine-exam');
export const MineCourseExamExplain = explain('mine-course');
export const MineExamShow = attempt('mine-exam');
export const CourseExamShow = attempt('course');
export const MineTaskExamShow = attempt('mine-task');
export const MineCourseExamShow = attempt('mine-course');
export const MineExamResult = result('mine-exam');
export const CourseExamResult = result('course');
export const MineTaskExamResult = result('mine-task');
export const MineCourseExamResult = result('mine-course');

export function AnalysisRoute() {
  const id = usePathId();
  return <ExamAnalysisPage key={id} attemptId={id} />;
}

export function RankingRoute() {
  const id = usePathId();
  return <ExamRankingPage key={id} examId={id} />;
}

export function ErrorTestRoute() {
  const id = usePathId();
  return <PracticePage key={id} mode="wrong" examId={id} />;
}

export function CollectTestRoute() {
  return <PracticePage mode="collect" />;
}

export function QuestionnaireRoute() {
  const id = useSearchId();
  return <QuestionnairePage key={id} id={id} />;
}

export function QuestionnaireResultRoute() {
  const id = useSearchId();
  return <QuestionnaireResultPage id={id} />;
}
