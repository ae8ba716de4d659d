import fs from 'node:fs';
import { createGatewayRuntime, type GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { usePersistedOperations, type CustomPersistedQueryErrors } from '@graphql-yoga/plugin-persisted-operations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildSchema, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { GraphQLErrorCode } from '../../src/shared/spec-codes.js';
import type { App } from '../core/http/context.js';
import { errorAnswer } from '../core/http/errors.js';
import type { InProcessRoutes } from '../core/http/in-process-routes.js';
import type { Locale } from '../core/i18n.js';
import { graphError, restRefusal, type GraphQLFormattedError } from './graphql-errors.js';
import { GRAPHQL_LIMITS, RequestLimits } from './limits.js';
import type { GraphContext } from './context.js';
import { Rest } from './rest.js';
import { GraphQLError, graphqlJs } from './graphql-js.js';
import { buildGraphSchema } from './schema.js';

/** Where the graph is served. */
export const GRAPH_ENDPOINT = '/graphql';

/**
 * Where it was served while the SPA moved to it (docs/graph-design.md §5): answered with 308 to
 * GRAPH_ENDPOINT for one release, so a client built before the cut-over keeps working (a 308
 * keeps the method and the body).
 */
export const FORMER_GRAPH_ENDPOINT = '/graphql/next';

/** The settings of the domain graph's endpoint (server/config.ts reads them for main.ts). */
export interface GraphSettings {
  /**
   * Only persisted documents run (production: NODE_ENV=production, or GRAPHQL_PERSISTED_ONLY=1):
   * a request sends `extensions.persistedQuery.sha256Hash` of a document of the manifest, and a
   * query text is refused (PERSISTED_QUERY_ONLY). Otherwise both are accepted.
   */
  persistedOnly: boolean;
  /** The manifest: sha256 hash of a document's text -> the text (dist/persisted-documents.json). */
  persistedDocuments?: Record<string, string>;
  /**
   * What serves the schema: the Hive gateway runtime (Mesh's serving runtime, the default) or
   * GraphQL Yoga alone. Both are Yoga and Envelop with the same plugins (figures in docs/graph-design.md §1a).
   */
  engine?: 'hive' | 'yoga';
}

export interface GraphMountOptions {
  /** Development: GraphiQL, introspection and field suggestions. */
  graphiql: boolean;
  /** The API's routes callable in process (without it every REST call is injected through Fastify). */
  inProcess?: InProcessRoutes;
  settings: GraphSettings;
}

/** The server context of one request (the Fastify request and reply, the operation's REST calls). */
type ServerContext = GraphContext;

/** Reads a persisted-documents manifest (`{ "<sha256>": "<document>" }`); none when the file is absent. */
export function readPersistedDocuments(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) throw new Error(`${file}: a persisted-documents manifest is a JSON object of hash -> document`);
  return Object.fromEntries(Object.entries(manifest).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * Refusals of the persisted-documents plugin, in the codes Apollo's PersistedQueryLink reads
 * (an unknown hash: PERSISTED_QUERY_NOT_FOUND, upon which it sends the text, which a
 * production server refuses).
 */
const PERSISTED_ERRORS: CustomPersistedQueryErrors = {
  notFound: { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
  persistedQueryOnly: {
    message: 'This server runs only persisted documents: send extensions.persistedQuery { version: 1, sha256Hash } of a document of its manifest.',
    extensions: { code: 'PERSISTED_QUERY_ONLY' },
  },
  keyNotFound: { message: 'A request carries a query text or extensions.persistedQuery { version: 1, sha256Hash }.', extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } },
};

/**
 * The limits (limits.ts: tokens, depth, aliases, cost, directives,
 * and introspection outside development) on the text about to run, before it is parsed for
 * execution: a persisted document's text too, once it replaced the hash (verdicts are cached
 * per text). A refusal is GRAPHQL_VALIDATION_FAILED naming the limit; nothing runs.
 */
function useLimits(limits: RequestLimits): Plugin {
  return {
    onParams({ params, setResult }) {
      if (typeof params.query !== 'string') return;
      const refused = limits.check(params.query);
      if (refused) setResult({ errors: refused.map((error) => new GraphQLError(error.message, { extensions: error.extensions })) });
    },
  };
}

/** An answer with its errors through graphError (the engines' own errors and the resolvers' alike). */
function shapeErrors(result: ExecutionResult, locale: Locale, suggestions: boolean): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) => graphError(error instanceof GraphQLError || typeof (error as { toJSON?: unknown }).toJSON === 'function' ? (error as GraphQLError).toJSON() : (error as GraphQLFormattedError), locale, { suggestions }));
  return { ...result, errors: errors as unknown as ExecutionResult['errors'] };
}

/**
 * The HTTP status of an answer of the engine's HTTP layer, decided on its errors as they came:
 * the engine reads it from the errors it answers, and the shaped ones (plain objects) would all
 * read as faults, a 500 for every refusal that did not run (an unknown hash, a query text on a
 * production server, a variable that does not coerce). A status an error asks for (a mutation by
 * GET: 405), 500 for a fault that did not run, else as a persisted document's answer below the
 * layer: 400 to a client that reads graphql-response+json when nothing ran, 200 otherwise.
 */
function answerStatus(result: ExecutionResult, shaped: ExecutionResult, accept: string | undefined): number {
  const asked = (result.errors ?? []).map((error) => (error.extensions as { http?: { status?: unknown } } | undefined)?.http?.status).filter((status): status is number => typeof status === 'number');
  if (asked.length) return Math.max(...asked);
  if ('data' in shaped && shaped.data !== undefined) return 200;
  if (shaped.errors?.some((error) => error.extensions?.code === GraphQLErrorCode.internal)) return 500;
  return accept?.includes('application/graphql-response+json') ? 400 : 200;
}

/** Every answer of the engine's HTTP layer through shapeErrors, with its status (answerStatus) where it has errors. */
function useErrorShape(suggestions: boolean): Plugin<Record<string, unknown>> {
  const shape = (result: ExecutionResult, request: FastifyRequest): ExecutionResult => {
    const shaped = shapeErrors(result, request.locale, suggestions);
    if (shaped === result) return result;
    // The engine takes the status from `extensions.http` and leaves it out of the body.
    return { ...shaped, extensions: { ...shaped.extensions, http: { status: answerStatus(result, shaped, request.headers.accept) } } };
  };
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const request = (serverContext as unknown as Partial<ServerContext>).req;
      if (!request || Symbol.asyncIterator in result) return;
      setResult(Array.isArray(result) ? result.map((item) => shape(item, request)) : shape(result as ExecutionResult, request));
    },
  };
}

/** The request handler of one engine: Fastify's request and reply in, a WHATWG Response out. */
type Handler = (request: FastifyRequest, reply: FastifyReply, context: ServerContext) => Promise<Response>;

/** The engine's own Envelop pipeline (its plugins: the parse and validation caches, masked errors, the engine's hooks). */
type Enveloped = (context: ServerContext) => {
  parse: (text: string) => unknown;
  validate: (schema: unknown, document: unknown) => readonly unknown[];
  contextFactory: () => unknown;
  execute: (args: Record<string, unknown>) => unknown;
  schema: unknown;
};

/** An engine: its HTTP handler, and its pipeline for the requests taken below the HTTP layer (`persistedOperation`). */
interface Engine {
  handle: Handler;
  enveloped: Enveloped;
  dispose(): Promise<void>;
}

function yogaEngine(schema: GraphQLSchema, options: GraphMountOptions, plugins: Plugin[], persisted: Parameters<typeof usePersistedOperations>[0]): Engine {
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: GRAPH_ENDPOINT,
    graphiql: options.graphiql,
    landingPage: false,
    logging: false,
    maskedErrors: true,
    plugins: [usePersistedOperations(persisted), ...plugins],
  });
  return { handle: async (request, reply, context) => yoga.handleNodeRequestAndResponse(request, reply, context), enveloped: yoga.getEnveloped as unknown as Enveloped, dispose: async () => yoga.dispose() };
}

/** A POST naming a document of the manifest by its hash: what runs, and with what. */
interface PersistedOperation {
  text: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * The request, when it is a POST of a persisted document the manifest holds (what the SPA sends,
 * and all a production server takes); anything else (a query text, an unknown hash, GraphiQL, a
 * GET) goes through the engine's HTTP handler, which answers it or refuses it.
 */
function persistedOperationOf(request: FastifyRequest, manifest: Record<string, string>): PersistedOperation | null {
  if (request.method !== 'POST' || !request.body || typeof request.body !== 'object' || Array.isArray(request.body)) return null;
  const body = request.body as { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } };
  const hash = body.extensions?.persistedQuery?.sha256Hash;
  if (typeof hash !== 'string' || !Object.hasOwn(manifest, hash) || body.extensions?.persistedQuery?.version !== 1) return null;
  if (body.query !== undefined && body.query !== manifest[hash]) return null;
  if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string') return null;
  if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) return null;
  return { text: manifest[hash]!, operationName: (body.operationName as string | null | undefined) ?? undefined, variables: (body.variables as Record<string, unknown> | null | undefined) ?? undefined };
}

/**
 * The documents of the manifest once they passed the limits, parsed and validated against the
 * served schema: a trusted document is checked once per process, not on every request (its
 * text never changes; the build also validated it, tests/gateway/graph-persisted.test.ts).
 * Keyed by the text, with the schema it was validated against.
 */
type CheckedDocuments = Map<string, { schema: unknown; document: unknown }>;

/**
 * A persisted document run by the engine's own Envelop pipeline below its HTTP layer: the same
 * plugins (the parse and validation caches, masked errors, the engine's hooks), the limits and
 * graphql-js's execute; what is skipped is the request's trip through the WHATWG Request and
 * Response of the HTTP layer, which cost about as much CPU as the operation itself on the exam
 * day (docs/graph-design.md, stage 4), and, after a document's first run, its limits, parse and
 * validation (`checked`).
 */
async function runPersisted(engine: Engine, limits: RequestLimits, checked: CheckedDocuments, operation: PersistedOperation, context: ServerContext): Promise<ExecutionResult | null> {
  const { parse, validate, contextFactory, execute, schema } = engine.enveloped(context);
  // The Hive runtime sets its schema on the first request through its HTTP layer: until then, that layer serves.
  if (!schema) return null;
  const known = checked.get(operation.text);
  let document = known?.schema === schema ? known.document : undefined;
  if (document === undefined) {
    const refused = limits.check(operation.text);
    if (refused) return { errors: refused.map((error) => new GraphQLError(error.message, { extensions: error.extensions })) };
    try {
      document = parse(operation.text);
    } catch (error) {
      return { errors: [error instanceof GraphQLError ? error : new GraphQLError((error as Error).message)] };
    }
    const invalid = validate(schema, document);
    if (invalid.length) return { errors: invalid as ExecutionResult['errors'] };
    checked.set(operation.text, { schema, document });
  }
  const contextValue = await contextFactory();
  return (await execute({ schema, document, contextValue, variableValues: operation.variables, operationName: operation.operationName })) as ExecutionResult;
}

/**
 * The Hive gateway runtime serving the domain schema as it is: the schema is the "supergraph",
 * and the unified-graph handler hands it back unchanged, so the runtime executes it with
 * graphql-js (no stitching, no delegation: the resolvers call the REST routes themselves).
 */
function hiveEngine(schema: GraphQLSchema, options: GraphMountOptions, plugins: Plugin[], persisted: Parameters<typeof usePersistedOperations>[0]): Engine {
  const { allowArbitraryOperations, ...documents } = persisted;
  const gateway = createGatewayRuntime<ServerContext>({
    supergraph: schema,
    unifiedGraphHandler: ({ unifiedGraph }) => ({ unifiedGraph, getSubgraphSchema: () => unifiedGraph }),
    graphqlEndpoint: GRAPH_ENDPOINT,
    graphiql: options.graphiql,
    landingPage: false,
    logging: false,
    maskedErrors: true,
    persistedDocuments: { ...documents, allowArbitraryDocuments: allowArbitraryOperations as boolean },
    plugins: () => plugins as GatewayPlugin[],
  });
  return { handle: async (request, reply, context) => gateway.handleNodeRequestAndResponse(request, reply, context), enveloped: gateway.getEnveloped as unknown as Enveloped, dispose: async () => gateway.dispose() };
}

/**
 * Serves the domain graph (server/graph/<domain>/schema.graphql and resolvers) at
 * /graphql: persisted documents (arbitrary ones too unless `persistedOnly`), the limits
 * (limits.ts), masked errors in the one shape (graphql-errors.ts), GraphiQL,
 * introspection and suggestions only in development, and one session lookup per request
 * (AuthService.oneLookupPerOperation: the operation's REST calls share it).
 */
export async function mountGraph(app: App, options: GraphMountOptions) {
  const schema = buildGraphSchema();
  const manifest = options.settings.persistedDocuments ?? {};
  const persisted = {
    getPersistedOperation: (hash: string) => (Object.hasOwn(manifest, hash) ? manifest[hash]! : null),
    allowArbitraryOperations: !options.settings.persistedOnly,
    customErrors: PERSISTED_ERRORS,
  };
  // The limits validate with this code's graphql-js (see graphql-js.ts): the schema is handed over as its SDL.
  const limitsSchema = buildSchema(graphqlJs.printSchema(schema));
  const limits = new RequestLimits(limitsSchema, { introspection: options.graphiql });
  // graphql-jit (its Envelop plugin) executes every operation, compiled once per document: on the
  // exam day's SaveExamAnswer it took the graph from 1.31x REST's CPU to 1.15x (bench:exam-seq,
  // docs/graph-design.md). Its one rule for resolvers: a field without a resolver is read inline
  // and never awaited, so an object a resolver returns holds values, not promises (a lazy part
  // of a payload is awaited in its mutation or gets a resolver of its own).
  const plugins = [useLimits(limits), useErrorShape(options.graphiql), useGraphQlJit()] as Plugin[];
  const engine = (options.settings.engine ?? 'hive') === 'hive' ? hiveEngine(schema, options, plugins, persisted) : yogaEngine(schema, options, plugins, persisted);
  const zone = app.services.calendar.zone;
  const checked: CheckedDocuments = new Map();

  app.route({
    url: GRAPH_ENDPOINT,
    method: ['GET', 'POST', 'OPTIONS'],
    schema: { hide: true },
    bodyLimit: GRAPHQL_LIMITS.bodyBytes,
    // A body too large, not JSON or of another type: a GraphQL error with the API's refusal in it.
    errorHandler: (error, request, reply) => {
      const { status, envelope } = errorAnswer(error, request);
      return reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ errors: [restRefusal(status, envelope, undefined, request.locale)] }));
    },
    handler: async (request, reply) => {
      const persistedOperation = persistedOperationOf(request, manifest);
      const result =
        persistedOperation &&
        (await app.services.session.auth.oneLookupPerOperation((operationId) =>
          runPersisted(engine, limits, checked, persistedOperation, { req: request, reply, rest: new Rest({ app, routes: options.inProcess, request, operationId }), zone }),
        ));
      if (result) {
        const body = shapeErrors(result, request.locale, options.graphiql);
        // As the engine answers: a request that did not run (no data) is a 400 to a client that reads graphql-response+json.
        const modern = request.headers.accept?.includes('application/graphql-response+json') ?? false;
        return reply
          .status(modern && !('data' in body) ? 400 : 200)
          .type(modern ? 'application/graphql-response+json; charset=utf-8' : 'application/json; charset=utf-8')
          .send(JSON.stringify(body));
      }
      // The first request, which gives the runtime its schema: a document of the manifest goes by
      // its hash alone (its text, the manifest's own, would be refused as arbitrary on a
      // production server), so it is answered as every later one below the layer.
      if (persistedOperation) request.body = { ...(request.body as Record<string, unknown>), query: undefined };
      const response = await app.services.session.auth.oneLookupPerOperation((operationId) =>
        engine.handle(request, reply, { req: request, reply, rest: new Rest({ app, routes: options.inProcess, request, operationId }), zone }),
      );
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // As text: Fastify then knows its size (a small answer goes out uncompressed, in one write).
      return reply.send(response.body === null ? null : await response.text());
    },
  });

  app.route({
    url: FORMER_GRAPH_ENDPOINT,
    method: ['GET', 'POST', 'OPTIONS'],
    schema: { hide: true },
    handler: async (request, reply) => {
      const search = request.url.indexOf('?');
      return reply.redirect(search < 0 ? GRAPH_ENDPOINT : GRAPH_ENDPOINT + request.url.slice(search), 308);
    },
  });

  app.addHook('onClose', async () => {
    await engine.dispose();
  });
}
