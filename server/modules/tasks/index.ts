import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { CertificateService } from '../certificates/index.js';
import type { CourseService } from '../courses/index.js';
import { RecordType, TaskType, type StudyRecords } from '../study-records/index.js';
import messages from './messages.json' with { type: 'json' };
import { taskRoutes } from './routes.js';
import { TaskService } from './task-service.js';
import { TasksRepo } from './tasks-repo.js';
import './tables.js';

export { TaskCard } from './routes.js';
export type { TaskService } from './task-service.js';

/** Study tasks and online trainings: cards, missions in order, the gate on starting or recording a mission. */
export function createTasksModule(
  deps: ModuleDeps & {
    /** A course mission's lesson is recorded by the course rules (access, unlock order, forward only). */
    courses: Pick<CourseService, 'studyRecord'>;
    /** Told once a task's last mission is finished (its certificate). */
    certificates: Pick<CertificateService, 'taskCompleted'>;
    /** The home page's study-record feed. */
    studyRecords: Pick<StudyRecords, 'touch'>;
  },
): Module<{ tasks: TaskService }> {
  requireCollaborators('tasks', deps, ['courses', 'certificates', 'studyRecords']);
  addMessages(messages);
  const tasks = new TaskService(new TasksRepo(deps.db), {
    recordCourse: (userId, input) => deps.courses.studyRecord(userId, input),
    completed: (userId, task) => deps.certificates.taskCompleted(userId, task),
    studied: (userId, taskId) => deps.studyRecords.touch(userId, { recordType: RecordType.taskOrExam, taskType: TaskType.task, targetId: taskId }),
  });
  return { routes: (scopes) => taskRoutes(scopes, { tasks }), services: { tasks } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    tasks: typeof messages;
  }
}
