import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../http/envelope.js';
import { translate } from '../i18n.js';
import { FileAddresses, isPublicFile, relativeOf, type FileSignature } from './file-access.js';

/** How long a browser may keep a public picture. */
const PUBLIC_MAX_AGE = 3600;

/**
 * GET /files/<path>: the stored files, by the access rule of file-access.ts. A public file
 * answers to anyone (`public, max-age=3600`); a private one only with a valid signature
 * (`private`, kept no longer than the signature lasts, nor an hour), else 403. Byte ranges
 * answer 206 (players seek). A path that cannot name a stored file (encoded slash, "..", NUL)
 * or names none is 404.
 */
export async function registerFileRoutes(app: FastifyInstance, options: { root: string; addresses: FileAddresses }) {
  const root = path.resolve(options.root);
  await app.register(async (scope) => {
    // The reply's sendFile (ranges, ETag, content type) on this scope only; nothing is served by the plugin itself.
    await scope.register(fastifyStatic, { root, serve: false });
    scope.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
      const [addressPath] = request.url.split('?');
      const relative = relativeOf(addressPath!);
      // The app's 404 (the envelope's "no such route"), as for a name that is no stored file.
      if (relative === null || !path.resolve(root, relative).startsWith(root + path.sep)) return reply.callNotFound();
      if (isPublicFile(relative)) {
        reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
        return reply.sendFile(encoded(relative), root, { cacheControl: false, dotfiles: 'deny' });
      }
      const signed = await options.addresses.verify(relative, request.query as FileSignature);
      if (!signed) return refuse(request, reply);
      request.log.debug({ file: relative, for: signed.userId }, 'signed file');
      const left = Math.max(0, signed.expires - Math.floor(Date.now() / 1000));
      reply.header('cache-control', `private, max-age=${Math.min(left, PUBLIC_MAX_AGE)}`);
      if (relative.toLowerCase().endsWith('.m3u8')) return playlist(request, reply, path.join(root, relative));
      return reply.sendFile(encoded(relative), root, { cacheControl: false, dotfiles: 'allow' });
    });
  });
}

/** A private file without a valid signature: 403, whether or not the name exists (no probing for names). */
function refuse(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(403).header('cache-control', 'no-store').send({ code: Code.forbidden, msg: translate('fileForbidden', request.locale), data: null });
}

/** sendFile decodes its path once more: each segment goes encoded (a stored name may hold "%"). */
const encoded = (relative: string) => relative.split('/').map(encodeURIComponent).join('/');

/**
 * A signed HLS playlist, its relative entries (segments, keys, init sections) given the
 * request's signature, which covers the playlist's folder: the browser resolves them against
 * the playlist's path and would drop the query.
 */
async function playlist(request: FastifyRequest, reply: FastifyReply, file: string) {
  const text = await fsp.readFile(file, 'utf8').catch(() => null);
  if (text === null) return reply.callNotFound();
  const { exp, u, sig } = request.query as FileSignature;
  const query = `exp=${exp}&u=${u}&sig=${sig}`;
  const withQuery = (uri: string) => (/^[a-z][a-z0-9+.-]*:|^\//i.test(uri) ? uri : `${uri}${uri.includes('?') ? '&' : '?'}${query}`);
  const body = text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return withQuery(trimmed);
      return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${withQuery(uri)}"`);
    })
    .join('\n');
  return reply.type('application/vnd.apple.mpegurl').send(body);
}
