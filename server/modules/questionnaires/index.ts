import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { CourseService } from '../courses/index.js';
import messages from './messages.json' with { type: 'json' };
import { QuestionnaireRepo } from './questionnaire-repo.js';
import { QuestionnaireService } from './questionnaire-service.js';
import { questionnaireRoutes } from './routes.js';
import './tables.js';

/** Questionnaires (course period type 6): details and one submission per learner. */
export function createQuestionnairesModule(
  deps: ModuleDeps & {
    courses: Pick<CourseService, 'resourcePeriod' | 'completeResource'>;
    /** Holds back a submission (a questionnaire of a locked map stage). */
    submitGate?: (userId: number, id: number) => Promise<void>;
    /** Told after a submission (map stages). */
    submitted?: (userId: number, id: number) => Promise<void>;
  },
): Module<{ questionnaires: QuestionnaireService }> {
  addMessages(messages);
  const questionnaires = new QuestionnaireService(new QuestionnaireRepo(deps.db), deps.courses, deps.submitGate, deps.submitted);
  return { routes: (scopes) => questionnaireRoutes(scopes, { questionnaires }), services: { questionnaires } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    questionnaires: typeof messages;
  }
}
