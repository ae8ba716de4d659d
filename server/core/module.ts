import type { Logger } from 'pino';
import type { CompanyCalendar } from './calendar.js';
import type { Db } from './db/database.js';
import type { RouteScopes } from './http/auth.js';
import type { FileAddresses } from './storage/file-access.js';
import type { FileStorage } from './storage/file-storage.js';

/** What every module is made from (app.ts hands the same to each). */
export interface ModuleDeps {
  db: Db;
  logger: Logger;
  calendar: CompanyCalendar;
  /** Folder of stored files (/files/...). */
  filesDir?: string;
  /** The file store over that folder (absent when the app runs without one). */
  storage?: FileStorage;
  /** Signs the addresses of private stored files for a reader (core/storage/file-access.ts). */
  files: FileAddresses;
}

/** Registers a module's routes, each in the public or the guarded scope. */
export type ModuleRoutes = (scopes: RouteScopes) => void;

/** A module's entry: its routes and the services other modules (and app.ts) may call. */
export interface Module<Services> {
  routes: ModuleRoutes;
  services: Services;
}

/**
 * Fails the start when a module is made without one of its collaborators. The module's types
 * already require them; this catches a wire lost on the way (a cast, a spread of something
 * partial, a lazy getter read too early), because a service's collaborators are required like
 * a machine's actors: a no-op default would hide the gap until a rule silently did nothing.
 */
export function requireCollaborators<Deps extends object>(module: string, deps: Deps, names: readonly (keyof Deps & string)[]): void {
  const missing = names.filter((name) => deps[name] === undefined || deps[name] === null);
  if (missing.length > 0) throw new Error(`The ${module} module is made without ${missing.join(', ')}: wire it in server/app.ts`);
}
