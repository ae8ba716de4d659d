import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { CourseService } from '../courses/index.js';
import messages from './messages.json' with { type: 'json' };
import { QuestionnaireRepo } from './questionnaire-repo.js';
import { QuestionnaireService, type QuestionnaireStages } from './questionnaire-service.js';

export type { QuestionnaireStages } from './questionnaire-service.js';
import { questionnaireRoutes } from './routes.js';
import './tables.js';

/** Questionnaires (course period type 6): details and one submission per learner. */
export function createQuestionnairesModule(
  deps: ModuleDeps & {
    courses: Pick<CourseService, 'resourcePeriod' | 'completeResource'>;
    /** Holds back a submission from a locked map stage; told after one (the maps module). */
    stages: QuestionnaireStages;
  },
): Module<{ questionnaires: QuestionnaireService }> {
  requireCollaborators('questionnaires', deps, ['courses', 'stages']);
  addMessages(messages);
  const questionnaires = new QuestionnaireService(new QuestionnaireRepo(deps.db), deps.courses, deps.stages);
  return { routes: (scopes) => questionnaireRoutes(scopes, { questionnaires }), services: { questionnaires } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    questionnaires: typeof messages;
  }
}
