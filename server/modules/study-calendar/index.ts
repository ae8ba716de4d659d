import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import { MapSignRepo } from './map-sign-repo.js';
import messages from './messages.json' with { type: 'json' };
import { studyCalendarRoutes } from './routes.js';
import { SignInService } from './sign-in-service.js';
import { StudyDayRepo } from './study-day-repo.js';
import { StudyDayService } from './study-day-service.js';
import './tables.js';

/** The study calendar (a day's study items, the month's marked days, items waiting) and map punch-ins. */
export function createStudyCalendarModule(deps: ModuleDeps): Module<{ studyDay: StudyDayService; signIn: SignInService }> {
  addMessages(messages);
  const studyDay = new StudyDayService(new StudyDayRepo(deps.db), deps.calendar);
  const signIn = new SignInService(new MapSignRepo(deps.db), deps.calendar);
  return { routes: (scopes) => studyCalendarRoutes(scopes, { studyDay, signIn }), services: { studyDay, signIn } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    studyCalendar: typeof messages;
  }
}
