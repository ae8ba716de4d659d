import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { createNotifyModule } from '../notify/index.js';
import type { UploadsService } from '../uploads/index.js';
import { ForumRepo } from './forum-repo.js';
import { ForumService } from './forum-service.js';
import messages from './messages.json' with { type: 'json' };
import { ModerationRepo } from './moderation-repo.js';
import { ModerationService } from './moderation-service.js';
import { forumRoutes } from './routes.js';
import './tables.js';

/** The REST answers' schemas, which the domain graph's forum resolvers are typed by. */
export { AuditRow, BanRow, BanStatus, Comment, Like, MyComment, Plate, PlateInfo, Post, Posted, QueueItem, Reply, Summary } from './routes.js';
/** The stored state of posts and comments (the back office's forum activity report counts those shown). */
export { POST_STATUS } from './forum-codes.js';

type NotificationsService = ReturnType<typeof createNotifyModule>['services']['notifications'];

/** The forum: plates, posts, comments, likes, reports, bans and the moderators' report queue. */
export function createForumModule(
  deps: ModuleDeps & { uploads: UploadsService; notifications: NotificationsService },
): Module<{ forum: ForumService; moderation: ModerationService }> {
  addMessages(messages);
  const repo = new ForumRepo(deps.db);
  const bans = new ModerationRepo(deps.db);
  const forum = new ForumService(deps.db, repo, bans, deps.uploads, deps.calendar);
  const moderation = new ModerationService(deps.db, repo, bans, deps.notifications, deps.calendar.zone);
  return { routes: (scopes) => forumRoutes(scopes, { forum, moderation }), services: { forum, moderation } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    forum: typeof messages;
  }
}
