import { createGatewayRuntime, useCustomFetch, type GatewayPlugin } from '@graphql-hive/gateway-runtime';
import rest, { processScalarType } from '@graphql-mesh/transport-rest';
import type { MeshFetch } from '@graphql-mesh/types';
import { Response as WhatwgResponse } from '@whatwg-node/fetch';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildSchema, isScalarType, type GraphQLSchema } from 'graphql';
import type { App } from '../core/http/context.js';
import { OPERATION_HEADER } from '../core/http/auth.js';
import { errorAnswer } from '../core/http/errors.js';
import { maskErrors, restRefusal, type GraphQLFormattedError } from './graphql-errors.js';
import { GRAPHQL_LIMITS, RequestLimits } from './limits.js';
import type { InProcessRoutes } from '../core/http/in-process-routes.js';
import { inlineFragments } from './inline-fragments.js';
import { withoutGatewayInputChecks } from './rest-validates.js';
import { mountGraph, type GraphSettings } from '../graph/mount.js';
import { readHttpOperations, RestPlanner, type GraphQLRequestBody, type RestCall } from './rest-plan.js';

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

/** 1 to 100 unreserved URL characters (100: Fastify's default `maxParamLength`, beyond which its router answers 414). */
const PLAIN_PARAM = /^[A-Za-z0-9._~-]{1,100}$/;

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

/**
 * The REST call of a plan: the route called in process (InProcessRoutes) when it can be,
 * else injected through Fastify like the gateway's calls (same headers, same client address).
 */
function inProcessCall(app: App, routes: InProcessRoutes | undefined, request: FastifyRequest, operationId: string): RestCall {
  return async ({ method, url, headers, body, route }) => {
    // Path parameters other than plain URL characters (empty, over the router's length limit,
    // a slash, characters the URL would carry encoded) go the long way, to Fastify's router.
    const plainParams = Object.values(route.params).every((value) => PLAIN_PARAM.test(value));
    if (routes && plainParams) {
      const lowered: Record<string, string> = { [OPERATION_HEADER]: operationId };
      for (const [name, value] of Object.entries(headers)) lowered[name.toLowerCase()] = value;
      const answer = await routes.call({
        method,
        route: route.path,
        params: route.params,
        query: route.query,
        body: body === undefined ? undefined : JSON.parse(body),
        headers: lowered,
        ip: request.ip,
      });
      if (answer) return answer;
    }
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, [OPERATION_HEADER]: operationId },
      payload: body,
      remoteAddress: request.ip,
    });
    return { status: response.statusCode, body: response.body };
  };
}

/**
 * The schema the plans validate, coerce and serialise with: the served supergraph with the
 * REST transport's scalars (PositiveInt, DateTime, ... from graphql-scalars), which is what
 * the gateway's delegation coerces variables with before it calls the API.
 */
function planSchema(supergraph: string): GraphQLSchema {
  const schema = buildSchema(supergraph, { assumeValidSDL: true });
  for (const type of Object.values(schema.getTypeMap())) {
    if (isScalarType(type) && !type.name.startsWith('__')) processScalarType(type);
  }
  return schema;
}

/**
 * With plans in 'compare' mode, a request carrying this header ('1') goes through the gateway
 * runtime, and an answer made by a plan carries it ('0').
 */
export const PLAIN_GATEWAY_HEADER = 'x-plain-gateway';

/** The media type of a GraphQL answer, as the gateway negotiates it from the Accept header. */
function answerType(accept: string | undefined): string {
  return accept?.includes('application/graphql-response+json') ? 'application/graphql-response+json; charset=utf-8' : 'application/json; charset=utf-8';
}

/**
 * The query texts a request carries, as the gateway runtime would read them: a POST's JSON
 * body (one operation, or a batch), a GET's `query` parameter(s); null for a POST whose body
 * is not a JSON object, which the gateway would otherwise parse by itself.
 */
function queryTexts(request: FastifyRequest): string[] | null {
  if (request.method === 'POST') {
    const body = request.body;
    if (!body || typeof body !== 'object') return null;
    const texts: string[] = [];
    for (const item of Array.isArray(body) ? body : [body]) {
      const query = (item as { query?: unknown } | null)?.query;
      if (typeof query === 'string') texts.push(query);
    }
    return texts;
  }
  const query = (request.query as Record<string, unknown> | undefined)?.query;
  return (Array.isArray(query) ? query : [query]).filter((q): q is string => typeof q === 'string');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * An answer refused before any execution: 400 when the client reads GraphQL's own media type
 * (GraphQL over HTTP), else 200 with the errors, as the gateway answers a document that does not validate.
 */
function sendRefusal(request: FastifyRequest, reply: FastifyReply, errors: GraphQLFormattedError[], status?: number) {
  const accept = request.headers.accept;
  const code = status ?? (accept?.includes('application/graphql-response+json') ? 400 : 200);
  return reply.status(code).type(answerType(accept)).send(JSON.stringify({ errors }));
}

/**
 * Serves the composed GraphQL schema at /graphql from the same Fastify server: a POST whose
 * operation compiles to REST calls (rest-plan.ts: every operation the SPA sends) runs on its
 * plan; anything else goes through the gateway runtime. GATEWAY_PLANS=off sends everything
 * through the gateway (for comparing the two).
 */
export async function mountGateway(
  app: App,
  options: { supergraph: string; graphiql: boolean; plans?: boolean | 'compare'; inProcess?: InProcessRoutes; graph?: GraphSettings },
) {
  const supergraph = withoutGatewayInputChecks(options.supergraph);
  const gateway = createGatewayRuntime<OperationContext>({
    supergraph,
    transports: { rest },
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql,
    landingPage: false,
    logging: false,
    plugins: () => [useCustomFetch(inProcessFetch(app)), inlinedFragmentExecution()],
    // The runtime's unexpected errors go out as 'Unexpected error.' (masked again in maskErrors).
    maskedErrors: true,
  });

  const usePlans = options.plans === undefined ? process.env.GATEWAY_PLANS !== 'off' : options.plans !== false;
  const http = readHttpOperations(supergraph);
  const schema = planSchema(supergraph);
  const planner = usePlans ? new RestPlanner(schema, http.operations, http.transportHeaders) : undefined;
  // Introspection and field suggestions only in development (GraphiQL); codegen and the tests read mesh/supergraph.graphql.
  const limits = new RequestLimits(schema, { introspection: options.graphiql });
  const mask = (errors: readonly GraphQLFormattedError[], request: FastifyRequest) => maskErrors(errors, request.locale, { suggestions: options.graphiql });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    schema: { hide: true },
    // Stated here rather than inherited: a mutation's variables carry what the REST body carries.
    bodyLimit: GRAPHQL_LIMITS.bodyBytes,
    // A body too large, not JSON or of another type: a GraphQL error with the API's refusal in it.
    errorHandler: (error, request, reply) => {
      const { status, envelope } = errorAnswer(error, request);
      return sendRefusal(request, reply, [restRefusal(status, envelope, undefined, request.locale)], status);
    },
    handler: async (request, reply) => {
      // The limits, before either path runs anything (limits.ts).
      if (request.method !== 'OPTIONS') {
        const texts = queryTexts(request);
        if (!texts) return sendRefusal(request, reply, [{ message: 'A POST to /graphql carries a JSON object: {"query", "variables", "operationName"}.', extensions: { code: 'BAD_REQUEST' } }], 400);
        for (const text of texts) {
          const refused = limits.check(text);
          if (refused) return sendRefusal(request, reply, refused);
        }
      }
      // In 'compare' mode (a test suite) a request can ask for the plain gateway.
      const plainAsked = options.plans === 'compare' && request.headers[PLAIN_GATEWAY_HEADER] === '1';
      if (planner && request.method === 'POST' && !plainAsked && request.body && typeof request.body === 'object') {
        const answer = await app.services.session.auth.oneLookupPerOperation((portalOperationId) =>
          planner.execute(request.body as GraphQLRequestBody, request.headers, inProcessCall(app, options.inProcess, request, portalOperationId)),
        );
        if (answer) {
          if (options.plans === 'compare') reply.header(PLAIN_GATEWAY_HEADER, '0');
          if (answer.errors) answer.errors = mask(answer.errors, request);
          return reply.status(200).type(answerType(request.headers.accept)).send(JSON.stringify(answer));
        }
      }
      const response = await app.services.session.auth.oneLookupPerOperation(async (portalOperationId) => gateway.handleNodeRequestAndResponse(request, reply, { req: request, reply, portalOperationId }));
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // The answer as text (the gateway made it from a string): Fastify then knows its size,
      // so a small answer goes out uncompressed (below the compression threshold) in one write.
      if (response.body === null) return reply.send(null);
      let text = await response.text();
      // The runtime's errors in the same shape as the plans' (graphql-errors.ts): nothing of the upstream call.
      if (/json/.test(response.headers.get('content-type') ?? '') && text.includes('"errors"')) {
        const result = parseJson(text) as { errors?: GraphQLFormattedError[] } | null;
        if (result && Array.isArray(result.errors)) {
          result.errors = mask(result.errors, request);
          text = JSON.stringify(result);
          reply.removeHeader('content-length');
        }
      }
      return reply.send(text);
    },
  });

  app.addHook('onClose', async () => {
    await gateway.dispose();
  });

  // The domain graph beside it, while the SPA moves to it (docs/graph-design.md).
  await mountGraph(app, { graphiql: options.graphiql, inProcess: options.inProcess, settings: options.graph ?? { persistedOnly: false } });
}
