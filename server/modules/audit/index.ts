import type { Module, ModuleDeps } from '../../core/module.js';
import { AuditRepo } from './audit-repo.js';
import { AuditTrail } from './audit-trail.js';
import { auditRoutes } from './routes.js';
import './tables.js';

export type { AuditTrail } from './audit-trail.js';
export type { AuditEntry } from './audit-repo.js';

/** The back office's audit trail: what every back-office change records, and the page that reads it. */
export function createAuditModule(deps: ModuleDeps): Module<{ audit: AuditTrail }> {
  const audit = new AuditTrail(new AuditRepo(deps.db));
  return { routes: (scopes) => auditRoutes(scopes, { audit }), services: { audit } };
}
