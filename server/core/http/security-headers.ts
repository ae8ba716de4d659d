import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Security headers on every answer (pages, assets, files, the API): a Content-Security-Policy
 * without inline or outside scripts, under which the SPA, pdf.js (its worker from our
 * assets), hls.js (media from blob: MediaSource URLs) and the live room run;
 * X-Content-Type-Options nosniff; a Referrer-Policy that sends no address to other sites;
 * frame-ancestors: only the portal itself may frame its pages.
 *
 * Inline styles stay allowed (the UI kit and React set style attributes; styles cannot run
 * code). The reference page (/api/docs) and the development GraphiQL bring their own inline
 * scripts: they get the other headers without the policy.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:', 'data:'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", 'blob:', 'data:'],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

const WITHOUT_POLICY = [/^\/api\/docs(\/|$)/, /^\/graphql$/];

export async function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (WITHOUT_POLICY.some((re) => re.test(route.url))) {
      route.config = { ...(route.config as object), helmet: { contentSecurityPolicy: false } } as typeof route.config;
    }
  });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: { policy: 'same-origin' },
    // The portal may be served over plain HTTP inside a company network (and in the tests).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Stored files and media are fetched by the portal's own pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
