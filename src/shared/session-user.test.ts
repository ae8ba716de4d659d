import { describe, expect, it } from 'vitest';
import { isExaminerUser, isTeachingStaffUser, ROLE_IDS, roleOfId, sessionUserOfStored, sessionUserOfUserInfo } from './session-user';
import { ROLE } from './roles';

const restUser = { id: 7, account: 'learner01', name: '李明', photo: '/a.svg', role_id: ROLE.examiner, is_admin: 1, department_name: '前端开发组', position_name: '' };
const sessionUser = { id: '7', account: 'learner01', name: '李明', photo: '/a.svg', role: 'EXAMINER', isAdmin: true, departmentName: '前端开发组', positionName: null } as const;

describe('the session user', () => {
  it("reads REST's user info: string id, the role of its role_id, the flag as a Boolean, empty names as none", () => {
    expect(sessionUserOfUserInfo(restUser)).toEqual(sessionUser);
    expect(sessionUserOfUserInfo({ ...restUser, role_id: ROLE.learner, is_admin: 0 })).toMatchObject({ role: 'LEARNER', isAdmin: false });
  });

  it('maps every role to its REST id and back; an unknown id is a learner', () => {
    for (const role of Object.keys(ROLE_IDS) as (keyof typeof ROLE_IDS)[]) expect(roleOfId(ROLE_IDS[role])).toBe(role);
    expect(roleOfId(99)).toBe('LEARNER');
  });

  it("keeps what the browser stored: this version's user as is, an earlier version's REST user info mapped, anything else none", () => {
    expect(sessionUserOfStored(sessionUser)).toEqual(sessionUser);
    expect(sessionUserOfStored(restUser)).toEqual(sessionUser);
    expect(sessionUserOfStored(null)).toBeNull();
    expect(sessionUserOfStored({ id: 7, name: '李明' })).toBeNull();
    expect(sessionUserOfStored({ ...sessionUser, isAdmin: 1 })).toBeNull();
  });

  it('applies the one role rule of roles.ts', () => {
    expect(isExaminerUser(sessionUser)).toBe(true);
    expect(isTeachingStaffUser({ ...sessionUser, role: 'LEARNER', isAdmin: true })).toBe(true);
    expect(isTeachingStaffUser({ ...sessionUser, role: 'LEARNER', isAdmin: false })).toBe(false);
    expect(isTeachingStaffUser({ ...sessionUser, role: 'LECTURER', isAdmin: false })).toBe(true);
    expect(isExaminerUser({ ...sessionUser, role: 'LECTURER' })).toBe(false);
    expect(isExaminerUser(null)).toBe(false);
  });
});
