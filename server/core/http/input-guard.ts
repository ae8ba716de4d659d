import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors.js';
import { translate } from '../i18n.js';
import { INT4_MAX, INT4_MIN, PAGE_MAX } from './schema-kit.js';

/**
 * The one place that keeps malformed input away from the database, for every route, also
 * the ones a module writes with raw `Type.Integer()`:
 *
 * - every integer or number of a route's params, query, body and headers without bounds
 *   gets the bounds of an int4 column (a `page` also a sensible maximum), so a number the
 *   column cannot hold is a 422 from the schema, not a 500 from PostgreSQL;
 * - a string holding a zero byte (or half of a surrogate pair), which PostgreSQL's UTF-8
 *   text refuses, is refused with a 422 naming the field, in the reader's language.
 *
 * The bounded copies replace the route's schemas before they are compiled, so the OpenAPI
 * document shows the bounds the server applies.
 */

type Schema = Record<string | symbol, unknown>;

const INPUT_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

function bounded(schema: unknown, name?: string): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const source = schema as Schema;
  let copy: Schema | undefined;
  const set = (key: string, value: unknown) => {
    copy ??= { ...source };
    copy[key] = value;
  };
  const type = source.type;
  const numeric = type === 'integer' || type === 'number' || (Array.isArray(type) && (type.includes('integer') || type.includes('number')));
  if (numeric) {
    if (source.maximum === undefined && source.exclusiveMaximum === undefined) set('maximum', name === 'page' ? PAGE_MAX : INT4_MAX);
    if (source.minimum === undefined && source.exclusiveMinimum === undefined) set('minimum', INT4_MIN);
  }
  const properties = source.properties as Record<string, unknown> | undefined;
  if (properties && typeof properties === 'object') {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(properties)) {
      next[key] = bounded(value, key);
      if (next[key] !== value) changed = true;
    }
    if (changed) set('properties', next);
  }
  if (source.items) {
    const items = Array.isArray(source.items) ? source.items.map((item) => bounded(item, name)) : bounded(source.items, name);
    if (Array.isArray(items) ? items.some((item, i) => item !== (source.items as unknown[])[i]) : items !== source.items) set('items', items);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = source[key];
    if (!Array.isArray(list)) continue;
    const next = list.map((item) => bounded(item, name));
    if (next.some((item, i) => item !== list[i])) set(key, next);
  }
  if (source.additionalProperties && typeof source.additionalProperties === 'object') {
    const next = bounded(source.additionalProperties);
    if (next !== source.additionalProperties) set('additionalProperties', next);
  }
  return copy ?? schema;
}

/** Characters PostgreSQL's UTF-8 text cannot store: the zero byte and unpaired surrogates. */
// eslint-disable-next-line no-control-regex -- the zero byte is the point
const REFUSED_CHARACTERS = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path (`title`, `answers.2.content`) of the first string holding a refused character. */
export function refusedCharacterAt(value: unknown): string | undefined {
  const path = refusedPath(value, 0);
  return path && (path.reverse().join('.') || '-');
}

/**
 * The path of the first refused string or key in `value`, innermost name first. It is built
 * only once one is found: walking a clean input (every request's) allocates no paths.
 */
function refusedPath(value: unknown, depth: number): string[] | undefined {
  if (typeof value === 'string') return REFUSED_CHARACTERS.test(value) ? [] : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const key of Object.keys(value)) {
    if (REFUSED_CHARACTERS.test(key)) return [key.replace(REFUSED_CHARACTERS, '?')];
    const found = refusedPath((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.push(key);
      return found;
    }
  }
  return undefined;
}

/** Refuses a zero byte or half a surrogate pair in the params, query or body (the preHandler of every route). */
export function checkCharacters(request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'locale'>) {
  const field = refusedCharacterAt(request.params) ?? refusedCharacterAt(request.query) ?? refusedCharacterAt(request.body);
  if (field) throw new DomainError('invalid', 'invalidInput', { detail: translate('invalid.character', request.locale, { field }) });
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema = { ...route.schema } as Record<string, unknown>;
    let changed = false;
    for (const part of INPUT_PARTS) {
      if (!schema[part]) continue;
      const next = bounded(schema[part]);
      if (next !== schema[part]) {
        schema[part] = next;
        changed = true;
      }
    }
    if (changed) route.schema = schema as typeof route.schema;
  });
  // After the auth guard and the schema (a caller without a token still gets 202 first).
  app.addHook('preHandler', async (request) => checkCharacters(request));
}
