import DataLoader from 'dataloader';
import type { Static, TSchema } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../core/http/context.js';
import { OPERATION_HEADER } from '../core/http/auth.js';
import type { InProcessRoutes } from '../core/http/in-process-routes.js';
import { translate, type Locale, type MessageKey } from '../core/i18n.js';
import { restRefusal } from './graphql-errors.js';
import { GraphQLError } from './graphql-js.js';

/**
 * The REST calls of one GraphQL operation. Every resolver of the graph reads the API through
 * `rest.get(route, params, query)`: the route as registered (`/api/courseInfo/:id`), called in
 * this process with the API's own guard, validators, handler and serializer (InProcessRoutes),
 * or injected through Fastify when it is not callable in process (rate-limited routes, routes
 * that take the reply, a path parameter that is not plain URL characters). The caller's
 * Authorization, Accept-Language and DeviceType headers go with every call, and the
 * operation's id (OPERATION_HEADER) makes its calls share one session lookup.
 *
 * One DataLoader per operation: the same call asked twice (two lecturers of one course asking
 * for the same detail) runs once. There are no batch routes, so it dedupes without batching.
 *
 * The answer's envelope is unwrapped: `data` on a success; anything else becomes a GraphQLError
 * through the one mapping (graphql-errors.ts, `restRefusal`): the envelope's message in the
 * reader's language, `extensions { code, portalCode, status }`, nothing of the call itself.
 */

/** Values of a path or query parameter (sent as text, as a URL carries them). */
type ParamValue = string | number;

/** The answers of a module's REST schemas, by name: each schema's `Static` type (a schemas module's other exports are left out). */
export type RestAnswers<Schemas> = { [Name in keyof Schemas as Schemas[Name] extends TSchema ? Name : never]: Schemas[Name] extends TSchema ? Static<Schemas[Name]> : never };

export interface RestCallKey {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  params: Record<string, ParamValue>;
  query: Record<string, ParamValue | undefined>;
  body?: unknown;
}

export interface RestOptions {
  app: App;
  /** The API's routes callable in process; without it every call is injected through Fastify. */
  routes?: InProcessRoutes;
  /** The GraphQL request: its headers and client address go with every call. */
  request: FastifyRequest;
  /** The id of the operation (AuthService.oneLookupPerOperation). */
  operationId: string;
  /**
   * The bearer token the calls carry instead of the request's Authorization: a session this
   * operation opened (a sign-in answers its token, and what is asked of the signed-in user
   * in the same operation is read with it). See `Rest.as`.
   */
  token?: string;
}

/** 1 to 100 unreserved URL characters (100: Fastify's default `maxParamLength`), as gateway.ts decides. */
const PLAIN_PARAM = /^[A-Za-z0-9._~-]{1,100}$/;

/** The request headers a REST call carries on the caller's behalf (lower-case names). */
const FORWARDED = ['authorization', 'accept-language', 'devicetype'] as const;

/** A REST refusal as the GraphQL error a resolver throws (graphql-js adds the field's path). */
export function refusalError(status: number, body: unknown, locale: Locale): GraphQLError {
  const formatted = restRefusal(status, body, undefined, locale);
  return new GraphQLError(formatted.message, { extensions: formatted.extensions });
}

/**
 * A refusal the graph decides itself, as REST would answer it (its envelope: the portal code and
 * the message of `key` in the reader's language) through the one mapping.
 */
export function portalRefusal(status: number, portalCode: number, key: MessageKey, locale: Locale): GraphQLError {
  return refusalError(status, { code: portalCode, msg: translate(key, locale), data: null }, locale);
}

export class Rest {
  private readonly loader: DataLoader<string, unknown>;
  private readonly headers: Record<string, string>;

  constructor(private readonly options: RestOptions) {
    const headers: Record<string, string> = { [OPERATION_HEADER]: options.operationId };
    for (const name of FORWARDED) {
      const value = options.request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    this.headers = headers;
    // No batch routes: each key is its own call, deduplicated within the operation.
    this.loader = new DataLoader((keys) => Promise.all(keys.map((key) => this.settle(JSON.parse(key) as RestCallKey))), { batch: false });
  }

  /**
   * The REST calls of this operation made with another session's token (one the operation
   * opened by signing in): the same headers and client address otherwise, and a loader of
   * their own (an answer of one session is never another's).
   */
  as(token: string): Rest {
    return new Rest({ ...this.options, token });
  }

  /** The reader's language (the GraphQL request's Accept-Language). */
  get locale(): Locale {
    return this.options.request.locale;
  }

  /** The data of a GET route, or the GraphQL error of its refusal. */
  async get<T>(route: string, params: Record<string, ParamValue> = {}, query: Record<string, ParamValue | undefined> = {}): Promise<T> {
    const result = await this.loader.load(JSON.stringify({ method: 'GET', route, params, query } satisfies RestCallKey));
    if (result instanceof GraphQLError) throw result;
    return result as T;
  }

  /**
   * A write, or a read that must see the writes before it (not kept: two calls are two calls).
   * `query`: the URL query, for a read.
   */
  async send<T>(method: RestCallKey['method'], route: string, params: Record<string, ParamValue> = {}, body?: unknown, query: Record<string, ParamValue | undefined> = {}): Promise<T> {
    const result = await this.settle({ method, route, params, query, body });
    if (result instanceof GraphQLError) throw result;
    return result as T;
  }

  /** The call's data, or its refusal as a GraphQLError (returned, so the loader keeps it for the operation). */
  private async settle(key: RestCallKey): Promise<unknown> {
    const { status, body } = await this.call(key);
    let envelope: { code?: unknown; data?: unknown } | null = null;
    try {
      envelope = JSON.parse(body) as { code?: unknown; data?: unknown };
    } catch {
      envelope = null;
    }
    if (status === 200 && envelope && envelope.code === 200) return envelope.data ?? null;
    // A 200 whose body is not a success envelope is a fault: restRefusal answers the generic error.
    return refusalError(status === 200 ? 500 : status, body, this.locale);
  }

  private async call(key: RestCallKey): Promise<{ status: number; body: string }> {
    const params = Object.fromEntries(Object.entries(key.params).map(([name, value]) => [name, String(value)]));
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(key.query)) if (value !== undefined) query[name] = String(value);
    const { app, routes, request } = this.options;
    if (routes && Object.values(params).every((value) => PLAIN_PARAM.test(value))) {
      const answer = await routes.call({ method: key.method, route: key.route, params, query, body: key.body, headers: { ...this.headers }, ip: request.ip });
      if (answer) return answer;
    }
    const path = key.route.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const search = new URLSearchParams(query).toString();
    const response = await app.inject({
      method: key.method,
      url: search ? `${path}?${search}` : path,
      headers: { ...this.headers, ...(key.body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: key.body === undefined ? undefined : JSON.stringify(key.body),
      remoteAddress: request.ip,
    });
    return { status: response.statusCode, body: response.body };
  }
}
