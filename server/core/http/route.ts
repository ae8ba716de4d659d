import type { FastifyContextConfig, FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AuthContext } from '../auth-context.js';
import type { Locale, MessageKey, MessageParams } from '../i18n.js';
import type { RouteScopes } from './auth.js';
import { Envelope } from './envelope.js';
import { caller, ok } from './reply.js';

/**
 * A REST route declared once: its method and url, its OpenAPI fields, its input schemas, its
 * data schema and a handler that answers the data.
 *
 *   const route = routes(scopes, ['forum']);
 *   route.get('/api/forum/post', {
 *     operationId: 'forumPosts',
 *     summary: 'Posts of a plate',
 *     query: Type.Object({ ...GridPaging, plate_id: Type.Optional(Id()) }),
 *     data: PageOf('ForumPostPage', Post),
 *   }, ({ query, userId }) => forum.posts(userId, query));
 *
 * - The answer is the envelope `{code, msg, data}` named `<OperationId>Envelope` unless
 *   `envelope` names it; `msg` is the `msg` key (default `ok`) in the caller's language, or the
 *   key the handler picks with `withMessage(data, key, params)`.
 * - Guarded by default: the route sits behind the auth guard and the handler gets the caller
 *   (`caller`, and its `userId`); `open: true` puts it in the public scope; `admin: true` in the
 *   back office's (a back-office token of an admin), whose paths, and only they, start
 *   with `/api/admin/`.
 * - `params`, `query` and `body` are validated (and their defaults filled in) by the server's
 *   validator before the handler runs, and reach it typed by their schemas. `page` and `limit`
 *   of a query come typed as numbers: their schema must carry a default (checked here when the
 *   route is registered), which the validator fills in.
 * - `request` is there for what the input does not carry (client address, device type, a
 *   multipart file). The handler never takes the reply: routes that answer a file or a stream
 *   are registered with Fastify directly (and a route taking no reply stays callable in process,
 *   see in-process-routes.ts).
 */

type Schema = TSchema | undefined;
type In<S extends Schema> = S extends TSchema ? Static<S> : undefined;

/** The query as the handler reads it: `page` and `limit`, when the query has them, are filled in. */
type Paged<Q> = Q extends object ? Omit<Q, PagingKey> & { [K in Extract<keyof Q, PagingKey>]-?: Exclude<Q[K], undefined> } : Q;
type PagingKey = 'page' | 'limit';

export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema, D extends TSchema, Open extends boolean> {
  operationId: string;
  summary: string;
  description?: string;
  /** The module's tags unless given. */
  tags?: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** The schema of the envelope's `data`. */
  data: D;
  /** The envelope's schema name when it is not `<OperationId>Envelope`. */
  envelope?: string;
  /** The success message key (default `ok`). */
  msg?: MessageKey;
  /** A public route (default: behind the auth guard). */
  open?: Open;
  /** A route of the back office (`/api/admin/...`, behind the back office's guard). */
  admin?: true;
  config?: FastifyContextConfig;
}

export type RouteInput<P extends Schema, Q extends Schema, B extends Schema, Open extends boolean> = {
  params: In<P>;
  query: Paged<In<Q>>;
  body: In<B>;
  locale: Locale;
  request: FastifyRequest;
} & (Open extends true ? unknown : { caller: AuthContext; userId: number });

/** Data answered with a message of the handler's choosing. */
class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly key: MessageKey,
    readonly params?: MessageParams,
  ) {}
}

/** The handler's answer with the success message `key` (when it depends on the outcome). */
export function withMessage<T>(data: T, key: MessageKey, params?: MessageParams): WithMessage<T> {
  return new WithMessage(data, key, params);
}

/** What a handler answers: the data, or the data with a message of its choosing. */
type Answer<D extends TSchema> = Static<D> | WithMessage<Static<D>>;

type Handler<P extends Schema, Q extends Schema, B extends Schema, D extends TSchema, Open extends boolean> = (input: RouteInput<P, Q, B, Open>) => Answer<D> | Promise<Answer<D>>;

type AnyHandler = Handler<Schema, Schema, Schema, TSchema, boolean>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Declare = <P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined, D extends TSchema = TSchema, Open extends boolean = false>(
  url: string,
  spec: RouteSpec<P, Q, B, D, Open>,
  handler: Handler<P, Q, B, D, Open>,
) => void;

/** The route declarations of a module: `get`, `post`, `put` and `delete`, tagged with the module's tags. */
export interface Routes {
  get: Declare;
  post: Declare;
  put: Declare;
  delete: Declare;
}

export function routes(scopes: RouteScopes, tags: string[]): Routes {
  // The one widening of the types: each handler is typed by its own schemas where it is declared.
  const declare =
    (method: Method): Declare =>
    (url, spec, handler) =>
      register(scopes, tags, method, url, spec, handler as AnyHandler);
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), delete: declare('DELETE') };
}

/** The paths of the back office's routes. */
export const ADMIN_PATH_PREFIX = '/api/admin/';

function register(
  { open, guarded }: RouteScopes,
  tags: string[],
  method: Method,
  url: string,
  spec: RouteSpec<Schema, Schema, Schema, TSchema, boolean>,
  handler: AnyHandler,
): void {
  assertPagingDefaults(url, spec.query);
  if (Boolean(spec.admin) !== url.startsWith(ADMIN_PATH_PREFIX)) throw new Error(`${url}: the back office's routes, and only they, are under ${ADMIN_PATH_PREFIX} (admin: true)`);
  if (spec.admin && spec.open) throw new Error(`${url}: a back-office route is not public`);
  const name = spec.envelope ?? `${spec.operationId[0]!.toUpperCase()}${spec.operationId.slice(1)}Envelope`;
  const schema: FastifySchema & Record<string, unknown> = { operationId: spec.operationId, tags: spec.tags ?? tags, summary: spec.summary };
  if (spec.description !== undefined) schema.description = spec.description;
  if (spec.params) schema.params = spec.params;
  if (spec.query) schema.querystring = spec.query;
  if (spec.body) schema.body = spec.body;
  schema.response = { 200: Envelope(name, spec.data) };
  const scope = spec.open ? open : guarded;
  // The back office's route: the guard checks a back-office token for it (guardOfRoute).
  const config = spec.admin ? { ...spec.config, guarded: 'admin' as const } : spec.config;
  scope.route({
    method,
    url,
    schema,
    ...(config ? { config } : {}),
    // One parameter: a handler that takes no reply stays callable in process.
    handler: async (request: FastifyRequest) => {
      const me = spec.open ? undefined : caller(request);
      // The validator has checked (and defaulted) params, query and body against the route's schemas.
      const input = { params: request.params, query: request.query, body: request.body, locale: request.locale, request, caller: me, userId: me?.userId };
      const answer = await handler(input as RouteInput<Schema, Schema, Schema, boolean>);
      return answer instanceof WithMessage ? ok(request, answer.data, answer.key, answer.params) : ok(request, answer, spec.msg);
    },
  });
}

/** `page` and `limit` reach handlers as numbers: the validator fills them in from their schema's default. */
function assertPagingDefaults(url: string, query: TSchema | undefined): void {
  const properties = (query as { properties?: Record<string, { default?: unknown }> } | undefined)?.properties ?? {};
  for (const key of ['page', 'limit'] as const) {
    if (properties[key] && properties[key].default === undefined) throw new Error(`${url}: query ${key} needs a default`);
  }
}
