import type { Static } from 'typebox';
import type { NotificationItem } from '../../modules/notify/index.js';
import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { fromUnixSeconds } from '../scalars.js';
import { ownRest } from '../users/own.js';
import { viewerOf, type UserParent } from '../users/resolvers.js';

/** A notification as REST answers it (`GET /api/notify`, `GET /api/notify/:id`). */
type NotificationData = Static<typeof NotificationItem>;

/** The unread counts of `GET /api/notify/stats`. */
interface NotifyStatsData {
  all: number;
  study: number;
  interaction: number;
  system: number;
  teaching: number;
}

/** The REST routes of the notifications (signed in: each answers the caller's own). */
const ROUTES = {
  list: '/api/notify',
  one: '/api/notify/:id',
  stats: '/api/notify/stats',
  read: '/api/notify/read',
} as const;

/**
 * REST's notify_type of each category (spec section 3: 1 study, 2 interaction, 3 system, 4
 * teaching): the enum's internal values, so arguments arrive as these numbers.
 */
const NOTIFY_TYPE = { STUDY: 1, INTERACTION: 2, SYSTEM: 3, TEACHING: 4 } as const;
type Category = (typeof NOTIFY_TYPE)[keyof typeof NOTIFY_TYPE];

/** REST's notify item type 1-13 (spec section 3), for every category but system. */
const KINDS = [
  'COURSE',
  'LEARNING_MAP',
  'ONLINE_TRAINING',
  'OFFLINE_TRAINING',
  'LIVE_REMINDER',
  'OFFLINE_DEFENCE',
  'REMOTE_DEFENCE',
  'INTERACTIVE_DEFENCE',
  'AI_DEFENCE',
  'FORMAL_EXAM',
  'CLASS_TEST',
  'MAP_EXAM',
  'TRAINING_EXAM',
] as const;

/** A system notification's item type (spec section 3: 1 mute reminder; 2 an announcement of the back office's without a link). */
const SYSTEM_MUTE_REMINDER = 1;
const SYSTEM_ANNOUNCEMENT = 2;

/** The REST `notify_type` text of some categories: "1,3,4", or "0" (every type) for none. */
function notifyTypes(categories: readonly Category[] | null | undefined): string {
  return categories?.length ? [...new Set(categories)].join(',') : '0';
}

interface NotificationsArgs extends PageArgs {
  categories?: Category[] | null;
  read?: boolean | null;
}

export const notifyResolvers = {
  User: {
    notifications: async (user: UserParent, args: NotificationsArgs, context: GraphContext) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      const page = pageOf(args);
      const innerStatus = args.read === true ? 1 : args.read === false ? 2 : undefined;
      const answer = await rest.get<RestPage<NotificationData>>(ROUTES.list, {}, { notify_type: notifyTypes(args.categories), inner_status: innerStatus, ...restPaging(page) });
      return connection(answer, page);
    },
    unreadNotificationCounts: async (user: UserParent, _: unknown, context: GraphContext) => {
      const rest = await ownRest(user, context);
      return rest ? rest.get<NotifyStatsData>(ROUTES.stats) : null;
    },
  },
  Mutation: {
    markNotificationRead: async (_: unknown, { input }: { input: { id: string } }, { rest }: GraphContext) => {
      // REST refuses an id that is not a positive integer (BAD_USER_INPUT) and another user's (NOT_FOUND).
      await rest.send('PUT', ROUTES.read, {}, { id: Number(input.id) });
      const [notification, viewer] = await Promise.all([rest.send<NotificationData>('GET', ROUTES.one, { id: input.id }), viewerOf(rest)]);
      return { notification, viewer };
    },
    markAllNotificationsRead: async (_: unknown, { input }: { input: { categories?: Category[] | null } }, { rest }: GraphContext) => {
      const { updated } = await rest.send<{ updated: number }>('PUT', ROUTES.read, {}, { notify_type: notifyTypes(input.categories), is_all: 1 });
      return { markedCount: updated, viewer: await viewerOf(rest) };
    },
  },
  Notification: {
    id: (notification: NotificationData) => String(notification.id),
    category: (notification: NotificationData) => notification.notify_type,
    kind: (notification: NotificationData) => {
      if (notification.notify_type === NOTIFY_TYPE.SYSTEM) {
        if (notification.type === SYSTEM_MUTE_REMINDER) return 'MUTE_REMINDER';
        return notification.type === SYSTEM_ANNOUNCEMENT ? 'ANNOUNCEMENT' : 'SYSTEM_NOTICE';
      }
      const kind = KINDS[notification.type - 1];
      if (kind) return kind;
      // An interaction without an item type: a reply in a course's Q&A (the spec's item types name none for it).
      return notification.notify_type === NOTIFY_TYPE.INTERACTION ? 'COURSE_QUESTION_REPLY' : 'SYSTEM_NOTICE';
    },
    targetId: (notification: NotificationData) => (notification.target_id === null ? null : String(notification.target_id)),
    isRead: (notification: NotificationData) => notification.inner_status === 1,
    createdAt: (notification: NotificationData) => fromUnixSeconds(notification.created_at),
  },
  /** REST's notify_type. */
  NotificationCategory: NOTIFY_TYPE,
};
