import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { CourseProgressService } from '../courses/index.js';
import type { PeriodOfResource } from '../exams/index.js';
import messages from './messages.json' with { type: 'json' };
import { QuestionnaireRepo } from './questionnaire-repo.js';
import { QuestionnaireService } from './questionnaire-service.js';
import { questionnaireRoutes } from './routes.js';
import './tables.js';

/** Questionnaires (course period type 6): details and one submission per learner. */
export function createQuestionnairesModule(
  deps: ModuleDeps & { progress: CourseProgressService; periods: PeriodOfResource },
): Module<{ questionnaires: QuestionnaireService }> {
  addMessages(messages);
  const questionnaires = new QuestionnaireService(new QuestionnaireRepo(deps.db), deps.periods, (userId, periodId) => deps.progress.completePeriod(userId, periodId));
  return { routes: (scopes) => questionnaireRoutes(scopes, { questionnaires }), services: { questionnaires } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    questionnaires: typeof messages;
  }
}
