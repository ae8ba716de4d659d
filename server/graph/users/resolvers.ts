import type { Static } from 'typebox';
import type { UserInfo } from '../../modules/users/index.js';
import type { GraphContext } from '../context.js';
import { portalRefusal, type Rest } from '../rest.js';
import { flag, fromDateText, orNull } from '../scalars.js';

/** The REST answer of `GET /api/users` (the signed-in user). */
export type UserInfoData = Static<typeof UserInfo>;

/**
 * A person as another REST answer embeds them (a post's author, a comment's writer, a banned
 * user): the id, the name and, where the answer has it, the avatar.
 */
export interface UserRef {
  id: number;
  name: string;
  photo?: string;
  /** The department's name, where the answer names it (a ranking's row); empty when none. */
  department_name?: string;
}

/** A User as its parent answer holds it: the viewer's full answer, or a person another answer embeds. */
export type UserParent = UserInfoData | UserRef;

/** The signed-in user's route: REST's one profile route (the caller's own). */
export const VIEWER_ROUTE = '/api/users';

/** The signed-in user as REST answers them (loaded once per operation with these calls). */
export function viewerOf(rest: Rest): Promise<UserInfoData> {
  return rest.get<UserInfoData>(VIEWER_ROUTE);
}

/**
 * The full answer of a user the parent holds only as a reference. REST reads one person's
 * profile only, the caller's own (`/api/users`, once per operation): the signed-in user's
 * fields load from it; of anyone else the graph knows what the embedding answer said, and
 * asking more is FORBIDDEN (not a guess: an empty mobile would read as "none bound").
 */
async function userInfo(user: UserParent, { rest }: GraphContext): Promise<UserInfoData> {
  if ('role_id' in user) return user;
  const viewer = await viewerOf(rest);
  if (viewer.id === user.id) return viewer;
  throw portalRefusal(403, 403, 'otherProfileHidden', rest.locale);
}

/** A field of the full answer, loaded when the parent is a reference. */
function fromInfo<T>(read: (user: UserInfoData, context: GraphContext) => T) {
  return async (user: UserParent, _: unknown, context: GraphContext): Promise<T> => read(await userInfo(user, context), context);
}

export const usersResolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, { rest }: GraphContext) => viewerOf(rest),
  },
  User: {
    id: (user: UserParent) => String(user.id),
    photo: async (user: UserParent, _: unknown, context: GraphContext) => user.photo ?? (await userInfo(user, context)).photo,
    account: fromInfo((user) => user.account),
    mobile: fromInfo((user) => orNull(user.mobile)),
    mail: fromInfo((user) => orNull(user.mail)),
    role: fromInfo((user) => user.role_id),
    isAdmin: fromInfo((user) => flag(user.is_admin)),
    workNumber: fromInfo((user) => orNull(user.work_number)),
    entryDate: fromInfo((user, { zone }) => fromDateText(user.entry_time, zone)),
    department: (user: UserParent, _: unknown, context: GraphContext) => {
      const named = (name: string) => (name ? { name } : null);
      return user.department_name === undefined ? userInfo(user, context).then((info) => named(info.department_name)) : named(user.department_name);
    },
    positionName: fromInfo((user) => orNull(user.position_name)),
  },
  /** REST's role_id. */
  Role: { LEARNER: 1, LECTURER: 2, EXAMINER: 3 },
};
