import type { SessionViewerFieldsFragment } from '../graphql/generated/session';
import type { SessionRole, SessionUser } from '../machines/auth';
import { isExaminer, isTeachingStaff, ROLE } from './roles';
import { YES } from './spec-codes';

/**
 * The REST API's role_id of each of the graph's roles (src/shared/roles.ts ROLE). The browser
 * keeps the role as its id (spec section 7: "The role_id is stored at login").
 */
export const ROLE_IDS: Readonly<Record<SessionRole, number>> = { LEARNER: ROLE.learner, LECTURER: ROLE.lecturer, EXAMINER: ROLE.examiner };

/** The role of a REST role_id; an unknown id is a learner's (the least access). */
export function roleOfId(roleId: number): SessionRole {
  return (Object.keys(ROLE_IDS) as SessionRole[]).find((role) => ROLE_IDS[role] === roleId) ?? 'LEARNER';
}

/** The session user's role and flag as the portal's one rule reads them (roles.ts, which the server shares). */
const asRoleOwner = (user: SessionUser) => ({ role_id: ROLE_IDS[user.role], is_admin: user.isAdmin ? YES : 0 });

/** Teaching staff (lecturers, examiners and admins): roles.ts isTeachingStaff for the session user. */
export function isTeachingStaffUser(user: SessionUser | null | undefined): boolean {
  return Boolean(user && isTeachingStaff(asRoleOwner(user)));
}

/** Examiners: roles.ts isExaminer for the session user. */
export function isExaminerUser(user: SessionUser | null | undefined): boolean {
  return Boolean(user && isExaminer(asRoleOwner(user)));
}

/**
 * The session user of the graph's viewer: the plain data the auth machine keeps and the browser
 * stores (src/shared/local-session.ts), read by the header, the role gates and the home page's
 * greeting, from the shell's viewer, a sign-in or a saved profile. Its month figures are not in
 * it: the home page asks its own.
 */
export function sessionUserOf(viewer: SessionViewerFieldsFragment): SessionUser {
  return {
    id: viewer.id,
    account: viewer.account,
    name: viewer.name,
    photo: viewer.photo,
    role: viewer.role,
    isAdmin: viewer.isAdmin,
    departmentName: viewer.department?.name ?? null,
    positionName: viewer.positionName,
  };
}

/**
 * The user info of today's schema (REST's `users` answer, snake_case, 0/1 flags): what a session
 * stored by an earlier version of the portal holds.
 */
export interface UserInfoAnswer {
  id: number;
  account: string;
  name: string;
  photo: string;
  role_id: number;
  is_admin: number;
  department_name?: string | null;
  position_name?: string | null;
}

/** The session user of a REST user info. */
export function sessionUserOfUserInfo(info: UserInfoAnswer): SessionUser {
  return {
    id: String(info.id),
    account: info.account,
    name: info.name,
    photo: info.photo,
    role: roleOfId(info.role_id),
    isAdmin: info.is_admin === YES,
    departmentName: info.department_name || null,
    positionName: info.position_name || null,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The session user of what the browser kept: this version's SessionUser, or the REST user info
 * an earlier version stored (read as this version's, so a signed-in user keeps the session over
 * an upgrade); null for anything else (the shell's viewer query fills it in).
 */
export function sessionUserOfStored(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.account !== 'string' || typeof value.name !== 'string' || typeof value.photo !== 'string') return null;
  if (typeof value.id === 'string' && typeof value.role === 'string' && typeof value.isAdmin === 'boolean') return value as unknown as SessionUser;
  if (typeof value.id === 'number' && typeof value.role_id === 'number' && typeof value.is_admin === 'number') return sessionUserOfUserInfo(value as unknown as UserInfoAnswer);
  return null;
}
