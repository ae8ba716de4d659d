import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { ConfigService } from '../config/index.js';
import { CertificateService } from './certificate-service.js';
import { CertificatesRepo } from './certificates-repo.js';
import messages from './messages.json' with { type: 'json' };
import { certificateRoutes } from './routes.js';
import './tables.js';

export { CertificateRule } from './certificates-repo.js';
export type { CertificateService } from './certificate-service.js';

/** Certificates: issued by the server once per rule met, listed, rendered as PDF, verified by number. */
export function createCertificatesModule(deps: ModuleDeps & { config: Pick<ConfigService, 'certificateRules'> }): Module<{ certificates: CertificateService }> {
  requireCollaborators('certificates', deps, ['config']);
  addMessages(messages);
  const certificates = new CertificateService(new CertificatesRepo(deps.db), deps.calendar, () => deps.config.certificateRules());
  return { routes: (scopes) => certificateRoutes(scopes, { certificates }), services: { certificates } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    certificates: typeof messages;
  }
}
