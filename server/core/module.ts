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
