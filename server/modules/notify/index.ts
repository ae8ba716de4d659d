import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import messages from './messages.json' with { type: 'json' };
import { NoticeProducer } from './notice-producer.js';
import { NoticeRulesRepo } from './notice-rules-repo.js';
import { NotificationsRepo } from './notifications-repo.js';
import { NotificationsService } from './notifications-service.js';
import { notifyRoutes } from './routes.js';
import './tables.js';

export { NotificationsRepo, type NewNotification } from './notifications-repo.js';
export type { Notice } from './notifications-service.js';
export { NotificationItem } from './routes.js';

/** Notifications: the inbox, and the notices nobody sends by hand (swept every minute). */
export function createNotifyModule(deps: ModuleDeps): Module<{ notifications: NotificationsService; notices: NoticeProducer }> {
  addMessages(messages);
  const notifications = new NotificationsService(new NotificationsRepo(deps.db));
  const notices = new NoticeProducer(deps.db, new NoticeRulesRepo(), deps.calendar.zone);
  return { routes: (scopes) => notifyRoutes(scopes, { notifications }), services: { notifications, notices } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    notify: typeof messages;
  }
}
