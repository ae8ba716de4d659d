import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { caller } from '../../core/http/reply.js';
import { GridPaging, IdParams, Keywords, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import type { CertificateService } from './certificate-service.js';

const RuleType = Type.Integer({ description: '1 required course, 2 task, 3 online training, 4 official exam, 5 learning map' });

export const Certificate = Type.Object(
  {
    id: Type.Integer(),
    cert_no: Type.String({ description: 'Certificate number (what the verification page checks and the QR code holds)' }),
    rule_type: RuleType,
    ref_id: Type.Integer({ description: 'The course, task or exam' }),
    title: Type.String(),
    issued_at: Unix('When the rule was met (unix seconds)'),
    user_name: Type.String(),
  },
  { title: 'Certificate' },
);

const Verification = Type.Object(
  {
    valid: Type.Integer({ description: '1 when a certificate has this number' }),
    cert_no: Type.String(),
    title: Nullable(Type.String()),
    user_name: Nullable(Type.String()),
    issued_at: Nullable(Unix()),
    rule_type: Nullable(RuleType),
  },
  { title: 'CertificateVerification' },
);

/** member-certificate: my certificates, one certificate, its PDF, and the verification of a number. */
export function certificateRoutes(scopes: RouteScopes, { certificates }: { certificates: CertificateService }) {
  const route = routes(scopes, ['certificates']);

  route.get(
    '/api/userCertificate',
    {
      operationId: 'userCertificate',
      summary: 'My certificates, newest first (certificates earned and not yet issued are issued first)',
      query: Type.Object({ ...GridPaging, keywords: Keywords() }),
      data: PageOf('CertificatePage', Certificate),
    },
    ({ userId, query: { page, limit, keywords } }) => certificates.list(userId, page, limit, keywords?.trim() || undefined),
  );

  route.get(
    '/api/userCertificate/:id',
    { operationId: 'userCertificateDetail', summary: 'One of my certificates', params: IdParams, data: Certificate },
    ({ userId, params }) => certificates.detail(userId, params.id),
  );

  // A file, not an envelope: left out of the API reference (and so of the GraphQL schema); the SPA downloads it.
  scopes.guarded.get(
    '/api/userCertificate/:id/pdf',
    { schema: { hide: true, params: IdParams } },
    async (request, reply) => {
      const file = await certificates.pdf(caller(request).userId, request.params.id, request.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  route.get(
    '/api/certificate/verify',
    {
      operationId: 'certificateVerify',
      summary: 'Verify a certificate number: the holder, the title and the date, or valid 0',
      query: Type.Object({ cert_no: Type.String({ minLength: 1, maxLength: 40 }) }),
      data: Verification,
    },
    ({ query }) => certificates.verify(query.cert_no),
  );
}
