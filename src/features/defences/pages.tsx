import { getRouteApi } from '@tanstack/react-router';
import { DefenceAnswerPage } from './DefenceAnswerPage';
import { DefenceExplainPage } from './DefenceExplainPage';
import { DefenceReportPage } from './DefenceReportPage';

// Route components of the learner's defences: each reads ?id= through its own route.

const explain = getRouteApi('/auth/knowledge/replay-explain');
export function ReplayExplain() {
  const { id } = explain.useSearch();
  return <DefenceExplainPage key={id} id={id ?? 0} />;
}

const question = getRouteApi('/auth/knowledge/replay-question');
export function ReplayQuestion() {
  const { id } = question.useSearch();
  return <DefenceAnswerPage key={id} id={id ?? 0} />;
}

const aiReplay = getRouteApi('/auth/knowledge/ai-replay');
export function AiReplay() {
  const { id } = aiReplay.useSearch();
  return <DefenceAnswerPage key={id} id={id ?? 0} />;
}

const interactiveReport = getRouteApi('/auth/knowledge/interactive-replay-report');
export function InteractiveReplayReport() {
  const { id } = interactiveReport.useSearch();
  return <DefenceReportPage key={id} id={id ?? 0} />;
}

const aiReport = getRouteApi('/auth/knowledge/ai-replay-report');
export function AiReplayReport() {
  const { id } = aiReport.useSearch();
  return <DefenceReportPage key={id} id={id ?? 0} />;
}

const report = getRouteApi('/auth/knowledge/replay-report');
export function ReplayReport() {
  const { id } = report.useSearch();
  return <DefenceReportPage key={id} id={id ?? 0} />;
}
