import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { AuditTrail } from '../audit/index.js';
import { announcementRoutes } from './announcement-routes.js';
import { AnnouncementsAdmin } from './announcements-admin.js';
import { AnnouncementsRepo } from './announcements-repo.js';
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

/**
 * Notifications: the inbox, the notices nobody sends by hand (swept every minute), and the
 * back office's announcements (announcement-routes.ts), delivered as notifications at once or
 * by that sweep when their time comes.
 */
export function createNotifyModule(deps: ModuleDeps & { audit: AuditTrail }): Module<{ notifications: NotificationsService; notices: NoticeProducer; announcements: AnnouncementsAdmin }> {
  requireCollaborators('notify', deps, ['audit']);
  addMessages(messages);
  const notifications = new NotificationsService(new NotificationsRepo(deps.db));
  const announcementsRepo = new AnnouncementsRepo();
  const notices = new NoticeProducer(deps.db, new NoticeRulesRepo(), deps.calendar.zone, announcementsRepo);
  const announcements = new AnnouncementsAdmin(deps.db, announcementsRepo, deps.audit, deps.calendar.zone);
  return {
    routes: (scopes) => {
      notifyRoutes(scopes, { notifications });
      announcementRoutes(scopes, { announcements });
    },
    services: { notifications, notices, announcements },
  };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    notify: typeof messages;
  }
}
