/** role_id values of the demo company (spec section 6 names the roles; their ids are ours). */
export const ROLE = { learner: 1, lecturer: 2, examiner: 3 } as const;

/**
 * Teaching staff (lecturers, examiners and admins) manage courseware: the server refuses
 * everyone else (server/modules/courseware), the member menu shows the page only to them.
 */
export function isTeachingStaff(user: { role_id: number; is_admin: number } | null | undefined): boolean {
  return Boolean(user && (user.is_admin === 1 || user.role_id === ROLE.lecturer || user.role_id === ROLE.examiner));
}

/** Examiners (role 3) mark exam answers and review defences (teaching management); the server refuses everyone else. */
export function isExaminer(user: { role_id: number } | null | undefined): boolean {
  return user?.role_id === ROLE.examiner;
}
