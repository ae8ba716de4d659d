import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import messages from './messages.json' with { type: 'json' };
import { taskRoutes } from './routes.js';
import { TaskService, type TaskHooks } from './task-service.js';
import { TasksRepo } from './tasks-repo.js';
import './tables.js';

export { TaskCard } from './routes.js';
export type { TaskService } from './task-service.js';

/** Study tasks and online trainings: cards, missions in order, the gate on starting or recording a mission. */
export function createTasksModule(deps: ModuleDeps & TaskHooks): Module<{ tasks: TaskService }> {
  addMessages(messages);
  const tasks = new TaskService(new TasksRepo(deps.db), { recordCourse: deps.recordCourse, completed: deps.completed, studied: deps.studied });
  return { routes: (scopes) => taskRoutes(scopes, { tasks }), services: { tasks } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    tasks: typeof messages;
  }
}
