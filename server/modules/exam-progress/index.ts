import { requireCollaborators } from '../../core/module.js';
import { ExamProgress, type ExamProgressDeps } from './exam-progress-service.js';

export type { ExamProgress } from './exam-progress-service.js';

/**
 * When an exam may start and what a passed exam moves on, across tasks, maps, certificates and
 * credits. No routes and no tables: the exams module calls it (as its ExamProgressPort).
 */
export function createExamProgressModule(deps: ExamProgressDeps): { services: { examProgress: ExamProgress } } {
  requireCollaborators('exam-progress', deps, ['tasks', 'maps', 'certificates', 'ledger']);
  return { services: { examProgress: new ExamProgress(deps) } };
}
