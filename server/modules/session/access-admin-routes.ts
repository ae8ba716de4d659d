import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { Id, IdParams, Int } from '../../core/http/schema-kit.js';
import { PasswordField } from '../users/index.js';
import type { AccessAdmin } from './access-admin.js';

/** The back office's routes of an employee's way in (behind the back office's guard). */
export function accessAdminRoutes(scopes: RouteScopes, { access }: { access: AccessAdmin }) {
  const route = routes(scopes, ['admin']);
  route.put(
    '/api/admin/employees/:id/password',
    {
      operationId: 'adminResetPassword',
      summary: "Set an employee's password",
      description: "The password rule of sign-in's password change (refused on `password`); the employee's portal sessions end and their sign-in waits are lifted. Recorded in the audit trail without the password.",
      admin: true,
      params: IdParams,
      body: Type.Object({ password: PasswordField }),
      data: Type.Object({ id: Id(), sessions_ended: Int({ description: 'Portal sessions that ended' }) }, { title: 'PasswordReset' }),
    },
    ({ userId, params, body }) => access.resetPassword(userId, params.id, body.password),
  );
  route.delete(
    '/api/admin/employees/:id/lock',
    {
      operationId: 'adminUnlockEmployee',
      summary: 'Unlock an account locked by wrong passwords',
      description: 'Lifts the waits wrong passwords earned, from every client address.',
      admin: true,
      params: IdParams,
      data: Type.Object({ id: Id(), unlocked_addresses: Int({ description: 'Client addresses that were kept waiting (0: the account was not locked)' }) }, { title: 'EmployeeUnlock' }),
    },
    ({ userId, params }) => access.unlock(userId, params.id),
  );
}
