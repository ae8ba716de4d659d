import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { GridPaging, IdParams, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import type { CertificateService } from './certificate-service.js';

const tags = ['certificates'];

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
export function certificateRoutes({ guarded }: RouteScopes, { certificates }: { certificates: CertificateService }) {
  guarded.get(
    '/api/userCertificate',
    {
      schema: {
        operationId: 'userCertificate',
        tags,
        summary: 'My certificates, newest first (certificates earned and not yet issued are issued first)',
        querystring: Type.Object({ ...GridPaging, keywords: Type.Optional(Type.String({ maxLength: 50 })) }),
        response: { 200: Envelope('UserCertificateEnvelope', PageOf('CertificatePage', Certificate)) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, keywords } = request.query;
      return ok(request, await certificates.list(caller(request).userId, page, limit, keywords?.trim() || undefined));
    },
  );

  guarded.get(
    '/api/userCertificate/:id',
    {
      schema: {
        operationId: 'userCertificateDetail',
        tags,
        summary: 'One of my certificates',
        params: IdParams,
        response: { 200: Envelope('UserCertificateDetailEnvelope', Certificate) },
      },
    },
    async (request) => ok(request, await certificates.detail(caller(request).userId, request.params.id)),
  );

  // A file, not an envelope: left out of the API reference (and so of the GraphQL schema); the SPA downloads it.
  guarded.get(
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

  guarded.get(
    '/api/certificate/verify',
    {
      schema: {
        operationId: 'certificateVerify',
        tags,
        summary: 'Verify a certificate number: the holder, the title and the date, or valid 0',
        querystring: Type.Object({ cert_no: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: { 200: Envelope('CertificateVerifyEnvelope', Verification) },
      },
    },
    async (request) => ok(request, await certificates.verify(request.query.cert_no)),
  );
}
