import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import { PeriodType, type CourseService } from '../courses/index.js';
import { RecordType, TaskType, type StudyRecords } from '../study-records/index.js';
import { errorCollectRoutes } from './error-collect-routes.js';
import { ExamRepo } from './exam-repo.js';
import { examRoutes } from './exam-routes.js';
import { ExamService, type ExamProgressPort, type Notify } from './exam-service.js';
import messages from './messages.json' with { type: 'json' };
import { QuestionRepo } from './question-repo.js';
import './tables.js';

export { examNoticeItemType } from './exam-service.js';
export { markAnswer } from './exam-scoring.js';
export { Attempt, ExamDetail, ExamResult, Option } from './schemas.js';
export type { GivenAnswer, QuestionKey, QuestionOption } from './tables.js';
export type { ExamProgressPort, ExamService } from './exam-service.js';

/** What the exams module is made from: core's dependencies and its collaborators, every one required. */
export type ExamsModuleDeps = ModuleDeps & {
  courses: Pick<CourseService, 'completeResource'>;
  studyRecords: Pick<StudyRecords, 'touch'>;
  /** Whether a new attempt may start and what a pass moves on (the exam-progress module). */
  progress: ExamProgressPort;
  /** The notification centre: a learner hears when their short answers are marked. */
  notifications: { notify: Notify };
};

/** Exams: list, attempts with their rules, scoring, review, rankings; the wrong-answer book and collections. */
export function createExamsModule(deps: ExamsModuleDeps): Module<{ exams: ExamService }> {
  requireCollaborators('exams', deps, ['courses', 'studyRecords', 'progress', 'notifications']);
  addMessages(messages);
  const examRepo = new ExamRepo(deps.db);
  // A passed class test completes its course period; taking a listed exam moves its study record.
  const exams = new ExamService(
    deps.db,
    examRepo,
    new QuestionRepo(deps.db),
    (userId, examId) => deps.courses.completeResource(userId, { periodType: PeriodType.test, resourceId: examId }),
    (userId, examId) => deps.studyRecords.touch(userId, { recordType: RecordType.taskOrExam, taskType: TaskType.exam, targetId: examId }),
    deps.progress,
    (userIds, notice) => deps.notifications.notify(userIds, notice),
  );
  return {
    routes: (scopes) => {
      examRoutes(scopes, { exams });
      errorCollectRoutes(scopes, { exams });
    },
    services: { exams },
  };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    exams: typeof messages;
  }
}
