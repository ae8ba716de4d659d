import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import messages from './messages.json' with { type: 'json' };
import { trainingRoutes } from './routes.js';
import { TrainingService } from './training-service.js';
import { TrainingsRepo } from './trainings-repo.js';
import './tables.js';

export { LecturerTrainingCard, TrainingCard } from './routes.js';
export type { TrainingService } from './training-service.js';

/** Offline trainings: my list, the detail, enrolment within the window and the seats, cancellation. */
export function createTrainingsModule(deps: ModuleDeps): Module<{ trainings: TrainingService }> {
  addMessages(messages);
  const trainings = new TrainingService(deps.db, new TrainingsRepo(deps.db));
  return { routes: (scopes) => trainingRoutes(scopes, { trainings }), services: { trainings } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    trainings: typeof messages;
  }
}
