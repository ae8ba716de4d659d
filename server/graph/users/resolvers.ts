import type { Static } from 'typebox';
import type { UserInfo } from '../../modules/users/index.js';
import type { GraphContext } from '../context.js';
import { flag, fromDateText, orNull } from '../scalars.js';

/** The REST answer of `GET /api/users` (the signed-in user). */
export type UserInfoData = Static<typeof UserInfo>;

/** A User as REST answers it: the viewer's full answer (other persons come in later stages). */
export type UserParent = UserInfoData;

export const usersResolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, { rest }: GraphContext) => rest.get<UserInfoData>('/api/users'),
  },
  User: {
    id: (user: UserParent) => String(user.id),
    mobile: (user: UserParent) => orNull(user.mobile),
    mail: (user: UserParent) => orNull(user.mail),
    role: (user: UserParent) => user.role_id,
    isAdmin: (user: UserParent) => flag(user.is_admin),
    workNumber: (user: UserParent) => orNull(user.work_number),
    entryDate: (user: UserParent, _: unknown, { zone }: GraphContext) => fromDateText(user.entry_time, zone),
    department: (user: UserParent) => (user.department_name ? { name: user.department_name } : null),
    positionName: (user: UserParent) => orNull(user.position_name),
  },
  /** REST's role_id. */
  Role: { LEARNER: 1, LECTURER: 2, EXAMINER: 3 },
};
