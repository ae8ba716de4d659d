import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyError, FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { AuthContext } from '../auth-context.js';
import type { Locale } from '../i18n.js';
import { localeAndDevice } from './context.js';
import type { DomainError } from '../errors.js';
import type { GuardedRequest } from './auth.js';
import { errorAnswer } from './errors.js';
import { checkCharacters } from './input-guard.js';

/**
 * The validator options of the server (Fastify's `ajv` option): routes called in process
 * validate with the same compiler and options, so they coerce, default and refuse alike.
 */
export const AJV_OPTIONS = { customOptions: { coerceTypes: 'array' as const, removeAdditional: false, allErrors: false }, plugins: [] };

/** A call of an API route made inside this process (the GraphQL graph's resolvers, server/graph/rest.ts). */
export interface InProcessCall {
  method: string;
  /** The route as registered, e.g. `/api/exam/:id/start`. */
  route: string;
  /** Path parameters by name, as they would arrive in the URL (strings). */
  params: Record<string, string>;
  /** The query string's parameters, a repeated one as a list (strings). */
  query: Record<string, string | string[]>;
  /** The JSON body, parsed. */
  body: unknown;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
  /** The client's address (the outer request's). */
  ip: string;
}

export interface InProcessAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Validator = ((data: unknown, context?: { parentData: object; parentDataProperty: string }) => boolean) & {
  errors?: unknown[] | null;
  schemaEnv?: unknown;
};
type Serializer = (payload: unknown) => string;

interface Entry {
  options: RouteOptions;
  /** Hooks the route's own options brought (the app's plugins add theirs later: compression's onRequest and onSend). */
  ownHooks: boolean;
  compiled?: { params?: Validator; body?: Validator; querystring?: Validator; serialize?: Serializer };
}

/** The request object a handler reads (the fields the portal's handlers use; see `callable`). */
interface CallRequest extends GuardedRequest {
  method: string;
  url: string;
  params: unknown;
  query: unknown;
  body: unknown;
  ip: string;
  locale: Locale;
  deviceType: string | null;
  log: FastifyInstance['log'];
  routeOptions: { url: string; method: string; config: Record<string, unknown> };
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/**
 * API routes called in process without a second trip through Fastify: the GraphQL graph's
 * resolvers read the API as REST calls of this same server (server/graph/rest.ts), and a call
 * through Fastify's request injection paid for a fake socket request and
 * response, every hook and a reply, about as much CPU again as the route's own work. Here a
 * call runs what Fastify runs for these routes, in the same order and with the same pieces:
 * the locale and device type of the onRequest hook, the auth guard, the schema validators
 * (params, body, querystring; Fastify's compiler and options), the input guard, the handler,
 * the response schema's serializer, and the one mapping of errors to answers.
 *
 * A hook added to the app later (onRequest, preValidation, preHandler) must be added to
 * `call` too: the list above is the whole pipeline a called route gets.
 *
 * Only routes whose whole pipeline is that are callable: handlers that take the reply (files,
 * streams, headers of their own), rate-limited routes, routes with a headers schema or per
 * media type bodies are not, and `call` answers `undefined` for them (and for unknown
 * routes): the caller then injects the request through Fastify as before. The graph's suites
 * (tests/gateway/graph-*.test.ts) hold its answers to REST's, sent over HTTP.
 */
export class InProcessRoutes {
  private readonly routes = new Map<string, Entry>();
  private readonly compileValidator = AjvCompiler()({}, AJV_OPTIONS);
  private readonly compileSerializer = SerializerSelector()({}, {});

  constructor(
    private readonly app: FastifyInstance,
    private readonly guard: (request: GuardedRequest) => Promise<void>,
  ) {
    // The route's options object is the one every later onRoute hook completes (schema
    // bounds, guard marker, rate limit): read at the first call, after all of them ran. This
    // hook must be the app's first, to see the hooks of the route's own options alone.
    app.addHook('onRoute', (route) => {
      const ownHooks = ROUTE_HOOKS.some((name) => {
        const hook = route[name] as unknown;
        return Array.isArray(hook) ? hook.length > 0 : hook !== undefined;
      });
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        this.routes.set(`${method} ${route.url}`, { options: route, ownHooks });
      }
    });
  }

  /** The route's answer, or `undefined` when the route is not callable in process. */
  async call(call: InProcessCall): Promise<InProcessAnswer | undefined> {
    const entry = this.routes.get(`${call.method} ${call.route}`);
    if (!entry || entry.ownHooks || !callable(entry.options)) return undefined;
    const compiled = (entry.compiled ??= this.compile(entry.options));
    const config = (entry.options.config ?? {}) as Record<string, unknown>;
    const request: CallRequest = {
      method: call.method,
      url: call.route,
      params: call.params,
      query: call.query,
      body: call.body,
      headers: call.headers,
      ip: call.ip,
      ...localeAndDevice(call.headers),
      auth: null as AuthContext | null,
      log: this.app.log,
      routeOptions: { url: call.route, method: call.method, config },
    };
    try {
      if (config.guarded) await this.guard(request);
      for (const part of ['params', 'body', 'querystring'] as const) {
        const validate = compiled[part];
        if (!validate) continue;
        const property = part === 'querystring' ? 'query' : part;
        const data = request[property] === undefined ? null : request[property];
        const valid = validate.schemaEnv ? validate(data, { parentData: request, parentDataProperty: property }) : validate(data);
        if (!valid) throw Object.assign(new Error('validation'), { validation: validate.errors, validationContext: part, statusCode: 400 });
      }
      checkCharacters(request as never);
      const payload = await (entry.options.handler as unknown as (this: FastifyInstance, request: CallRequest) => Promise<unknown>).call(this.app, request);
      // A handler that answers nothing: an empty body, as Fastify sends it.
      const body = payload === undefined ? '' : compiled.serialize ? compiled.serialize(payload) : JSON.stringify(payload);
      return { status: 200, headers: JSON_TYPE, body };
    } catch (error) {
      const { status, envelope } = errorAnswer(error as FastifyError | DomainError, request);
      return { status, headers: JSON_TYPE, body: JSON.stringify(envelope) };
    }
  }

  private compile(options: RouteOptions): NonNullable<Entry['compiled']> {
    const schema = (options.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
    const { method, url } = options;
    const validator = (httpPart: string, part: unknown) =>
      part === undefined ? undefined : (this.compileValidator({ schema: part as object, method: String(method), url, httpPart }) as unknown as Validator);
    const success = schema.response?.['200'] ?? schema.response?.['2xx'];
    return {
      params: validator('params', schema.params),
      body: validator('body', schema.body),
      querystring: validator('querystring', schema.querystring),
      serialize: success ? (this.compileSerializer({ schema: success as object, method: String(method), url, httpStatus: '200' }) as Serializer) : undefined,
    };
  }
}

const ROUTE_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler', 'preSerialization', 'onSend', 'onResponse', 'onError'] as const;

/** Whether Fastify would run nothing for this route (the route's own hooks aside) beyond what `call` runs. */
function callable(options: RouteOptions): boolean {
  const schema = options.schema as (FastifySchema & { body?: { content?: unknown } }) | undefined;
  const config = (options.config ?? {}) as Record<string, unknown>;
  return (
    options.handler.length <= 1 &&
    !config.rateLimit &&
    schema?.headers === undefined &&
    !schema?.body?.content
  );
}
