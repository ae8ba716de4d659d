import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { CodesRepo } from '../repositories/codes-repo.js';
import { ConfigRepo } from '../repositories/config-repo.js';
import { CreditsRepo } from '../repositories/credits-repo.js';
import { LoginThrottleRepo } from '../repositories/login-throttle-repo.js';
import { NotificationsRepo } from '../repositories/notifications-repo.js';
import { SessionsRepo } from '../repositories/sessions-repo.js';
import { StudyTimeRepo } from '../repositories/study-time-repo.js';
import { UsersRepo } from '../repositories/users-repo.js';
import { AuthService } from './auth-service.js';
import { CompanyCalendar } from './calendar.js';
import type { CodeSender } from './code-sender.js';
import { ConfigService } from './config-service.js';
import { NotificationsService } from './notifications-service.js';
import { UsersService } from './users-service.js';
import { VerificationService } from './verification-service.js';

export interface ServiceDeps {
  db: Db;
  logger: Logger;
  codeSender: CodeSender;
  timezone: string;
  adminUrl: string;
}

/** Wires repositories into services once per process; routes reach them as `app.services`. */
export function createServices(deps: ServiceDeps) {
  const users = new UsersRepo(deps.db);
  const calendar = new CompanyCalendar(deps.timezone);
  const config = new ConfigService(new ConfigRepo(deps.db));
  const auth = new AuthService(users, new SessionsRepo(deps.db), new LoginThrottleRepo(deps.db), deps.logger);
  const verification = new VerificationService(new CodesRepo(deps.db), users, deps.codeSender, deps.logger);
  const usersService = new UsersService(
    users,
    new CreditsRepo(deps.db),
    new StudyTimeRepo(deps.db),
    auth,
    verification,
    calendar,
    () => config.dailyLoginPoints(),
  );
  return {
    auth,
    config,
    verification,
    users: usersService,
    notifications: new NotificationsService(new NotificationsRepo(deps.db)),
    calendar,
    adminUrl: deps.adminUrl,
  };
}

export type Services = ReturnType<typeof createServices>;
