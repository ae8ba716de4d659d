import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import messages from './messages.json' with { type: 'json' };
import { studyCalendarRoutes } from './routes.js';
export { StudyDayItem } from './routes.js';
import { StudyDayRepo } from './study-day-repo.js';
import { StudyDayService } from './study-day-service.js';

/**
 * The study calendar (a day's study items, the month's marked days, items waiting). Its map
 * and defence queries read the maps and defences modules' tables read-only (study-day-repo.ts); punch-ins are the maps module's.
 */
export function createStudyCalendarModule(deps: ModuleDeps): Module<{ studyDay: StudyDayService }> {
  addMessages(messages);
  const studyDay = new StudyDayService(new StudyDayRepo(deps.db), deps.calendar, deps.files);
  return { routes: (scopes) => studyCalendarRoutes(scopes, { studyDay }), services: { studyDay } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    studyCalendar: typeof messages;
  }
}
