import { createGatewayRuntime, useCustomFetch, type GatewayPlugin } from '@graphql-hive/gateway-runtime';
import rest from '@graphql-mesh/transport-rest';
import type { MeshFetch } from '@graphql-mesh/types';
import { Response as WhatwgResponse } from '@whatwg-node/fetch';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../core/http/context.js';
import { OPERATION_HEADER } from '../core/http/auth.js';
import { inlineFragments } from './inline-fragments.js';
import { withoutGatewayInputChecks } from './rest-validates.js';

/**
 * Calls the REST API inside this process (no socket hop): the gateway's upstream requests
 * go through Fastify's request injection, with the headers the gateway forwards. The answer
 * is a WHATWG Response of @whatwg-node/fetch (the gateway's own fetch API), which hands the
 * text it was made from straight back instead of streaming it through a ReadableStream.
 * Each call names its GraphQL operation (OPERATION_HEADER), so the calls of one operation
 * share one session lookup.
 */
function inProcessFetch(app: App): MeshFetch {
  return async (url, init, context) => {
    const target = new URL(url);
    const operationId = (context as Partial<OperationContext> | undefined)?.portalOperationId;
    // The REST call comes from the browser's client address (per-client rate limits), not from this process.
    const remoteAddress = (context as Partial<OperationContext> | undefined)?.req?.ip;
    // No accept-encoding: an in-process answer is never compressed (the gateway would only
    // have to inflate it again); the gateway's own answer to the browser is.
    const { 'accept-encoding': _acceptEncoding, ...forwarded } = (init?.headers as Record<string, string> | undefined) ?? {};
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers: { ...forwarded, ...(operationId ? { [OPERATION_HEADER]: operationId } : {}) },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return new WhatwgResponse(response.body, { status: response.statusCode, headers }) as Response;
  };
}

/** What the /graphql route hands the gateway as its server context. */
interface OperationContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The id the operation's REST calls carry (AuthService.oneLookupPerOperation). */
  portalOperationId: string;
}

/** Executes each operation with its named fragments written out (see inlineFragments). */
function inlinedFragmentExecution(): GatewayPlugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => executeFn({ ...args, document: inlineFragments(args.document) }));
    },
  };
}

/** Serves the composed GraphQL schema at /graphql from the same Fastify server. */
export async function mountGateway(app: App, options: { supergraph: string; graphiql: boolean }) {
  const gateway = createGatewayRuntime<OperationContext>({
    supergraph: withoutGatewayInputChecks(options.supergraph),
    transports: { rest },
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql,
    landingPage: false,
    logging: false,
    plugins: () => [useCustomFetch(inProcessFetch(app)), inlinedFragmentExecution()],
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    schema: { hide: true },
    handler: async (request, reply) => {
      const response = await app.services.session.auth.oneLookupPerOperation(async (portalOperationId) => gateway.handleNodeRequestAndResponse(request, reply, { req: request, reply, portalOperationId }));
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // The answer as text (the gateway made it from a string): Fastify then knows its size,
      // so a small answer goes out uncompressed (below the compression threshold) in one write.
      return reply.send(response.body === null ? null : await response.text());
    },
  });

  app.addHook('onClose', async () => {
    await gateway.dispose();
  });
}
