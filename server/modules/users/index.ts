import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { Areas } from '../areas/index.js';
import type { AuditTrail } from '../audit/index.js';
import type { ConfigService } from '../config/index.js';
import { CreditLedger } from './credit-ledger.js';
import { CreditsRepo } from './credits-repo.js';
import messages from './messages.json' with { type: 'json' };
import { RankingsRepo } from './rankings-repo.js';
import { employeeAdminRoutes } from './admin-routes.js';
import { EmployeesAdmin } from './employees-admin.js';
import { OrganisationAdmin } from './organisation-admin.js';
import { organisationAdminRoutes } from './organisation-routes.js';
import { EmployeeImport, type HashPassword } from './employee-import.js';
import { userRoutes } from './routes.js';
import { UsersRepo } from './users-repo.js';
import { UsersService } from './users-service.js';
import './tables.js';

export { PasswordField, UserInfo } from './schemas.js';
export type { UsersService } from './users-service.js';
export type { RankedBy } from './rankings-repo.js';
export type { CreditLedger, EarnInput } from './credit-ledger.js';
export { CREDIT_RULES, STUDY_CREDITS_MAX_SETTING, type CreditReason, type CreditRule, type CreditSettings } from './credit-rules.js';
/** The one rule of a valid new employee and their insert (the import's, and the DingTalk contacts sync's). */
export { checkAll as checkNewEmployees, EMPLOYEE_FIELDS, insertEmployees, loadDirectory, type Directory, type EmployeeDraft, type EmployeeField } from './employee-records.js';
export type { HashPassword } from './employee-import.js';
export { inDepartmentTree } from './department-tree.js';

/** Account lookups the session module signs people in with. */
export type Accounts = Pick<UsersRepo, 'findByAccount' | 'findById' | 'findByMobileOrMail' | 'setPasswordHash'>;
/** The month rankings and the credit ledger, read by the home page. */
export type Rankings = Pick<RankingsRepo, 'top'>;
export type Credits = Pick<CreditsRepo, 'newest'>;

export interface UsersServices {
  users: UsersService;
  accounts: Accounts;
  rankings: Rankings;
  credits: Credits;
  /** The one way credits are earned (every rule of CREDIT_RULES). */
  ledger: CreditLedger;
}

/** People: profiles, departments, the back office's employees and their import (admin-routes.ts) and organisation (organisation-routes.ts: departments and positions), user info with the month's credits, study time and ranks; the credit rules and the ledger every credit is earned through. */
export function createUsersModule(deps: ModuleDeps & { config: ConfigService; areas: Areas; audit: AuditTrail; hashPassword: HashPassword }): Module<UsersServices> {
  requireCollaborators('users', deps, ['hashPassword']);
  addMessages(messages);
  const accounts = new UsersRepo(deps.db);
  const credits = new CreditsRepo(deps.db);
  const rankings = new RankingsRepo(deps.db);
  const ledger = new CreditLedger(credits, deps.calendar, (key, db) => deps.config.creditSetting(key, db));
  const users = new UsersService(accounts, ledger, rankings, deps.calendar, deps.areas, deps.storage);
  const employees = new EmployeesAdmin(deps.db, deps.audit, deps.hashPassword);
  const organisation = new OrganisationAdmin(deps.db, deps.audit);
  const employeeImport = new EmployeeImport(deps.db, deps.audit, deps.hashPassword);
  return {
    routes: (scopes) => {
      userRoutes(scopes, { users });
      employeeAdminRoutes(scopes, { employees, employeeImport });
      organisationAdminRoutes(scopes, { organisation });
    },
    services: { users, accounts, rankings, credits, ledger },
  };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    users: typeof messages;
  }
}
