import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  getNullableType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { pickLocale, type Locale } from '../core/i18n.js';
import { restRefusal, type GraphQLFormattedError } from './graphql-errors.js';
import { inlineFragments } from './inline-fragments.js';

/**
 * The compiled path of the gateway: an operation whose every root field is one REST call of
 * the composed schema (an `@httpOperation` of the OpenAPI source: every operation the SPA
 * sends) is run as a plan made once per query text, instead of through the gateway's
 * stitching and delegation layers. The plan is derived from the same supergraph the gateway
 * serves (GraphQL Mesh keeps composing the OpenAPI document), and the same schema object
 * validates the document, coerces the variables and serialises the leaves, so the answer is
 * the gateway's own answer (tests/gateway/rest-plan.test.ts compares the two on the SPA's
 * operations). What a plan does per request: coerce variables, build each REST request
 * (path, query string, JSON body, forwarded headers), call the API in process, and copy the
 * selected fields out of the JSON answer.
 *
 * Anything else (introspection, @skip/@include, abstract types, a document that does not
 * validate, variables that do not coerce, GET requests, subscriptions) returns `undefined`,
 * and the caller hands the request to the gateway, which answers it (and its errors) itself.
 */

/** One REST call of the composed schema: the @httpOperation directive of a root field. */
interface HttpOperation {
  path: string;
  method: string;
  headers: [string, string][];
  queryParamArgMap: Record<string, string>;
}

/** The request headers the transport forwards, as composed: [name, value template]. */
type TransportHeaders = [string, string][];

/**
 * Copies the selected part of a JSON value; throws NullInNonNull to null the nearest nullable
 * parent. `path` is the response path of the value, one array shared by the whole answer
 * (each level pushes its key and pops it), copied only into an error.
 */
type Projector = (value: unknown, path: (string | number)[], errors: GraphQLFormattedError[]) => unknown;

interface RootCall {
  responseKey: string;
  fieldName: string;
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
  http: HttpOperation;
  project: Projector;
}

interface Plan {
  operation: OperationDefinitionNode;
  serial: boolean;
  calls: RootCall[];
}

/**
 * The in-process REST call: method, path with query string, headers, JSON body text; and the
 * same request as the route's parts (its registered path, e.g. `/api/exam/:id/start`, the
 * path parameters and query parameters as the URL would carry them),
 * for routes called without going through HTTP (core/http/in-process-routes.ts).
 */
export type RestCall = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  route: RouteParts;
}) => Promise<{
  status: number;
  body: string;
}>;

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface RouteParts {
  path: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
}

class NullInNonNull extends Error {}

/** `/api/exam/{args.id}/start` -> `/api/exam/:id/start` (the API's own parameter names: the composed arguments keep them). */
const routePaths = new Map<string, string>();
function routePath(template: string): string {
  let path = routePaths.get(template);
  if (path === undefined) {
    path = template.replace(ARG_PLACEHOLDER, (_, name: string) => `:${name}`);
    routePaths.set(template, path);
  }
  return path;
}

/** A query parameter as Fastify's parser reads it from the URL the plan writes: one value, a list when repeated, nothing when empty. */
function queryValue(value: unknown): string | string[] | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (const item of value) {
      if (item === null || item === undefined) continue;
      if (typeof item === 'object') return undefined;
      items.push(String(item));
    }
    return items.length === 0 ? undefined : items.length === 1 ? items[0] : items;
  }
  return typeof value === 'object' ? undefined : String(value);
}

const ARG_PLACEHOLDER = /\{args\.([_A-Za-z][_0-9A-Za-z]*)\}/g;
/** Distinct query texts kept compiled (the SPA has a few hundred operations). */
const PLAN_CACHE_SIZE = 2000;
const NOT_PLANNABLE = Symbol('not plannable');

/** Reads a literal of the supergraph's directive arguments (strings, lists, objects as JSON text). */
function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      return null;
  }
}

/** `Type.field` -> its REST call, and the transport's forwarded headers, from the supergraph text. */
export function readHttpOperations(supergraph: string): { operations: Map<string, HttpOperation>; transportHeaders: TransportHeaders } {
  const operations = new Map<string, HttpOperation>();
  let transportHeaders: TransportHeaders = [];
  for (const definition of parse(supergraph).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    for (const directive of definition.directives ?? []) {
      if (directive.name.value !== 'extraSchemaDefinitionDirective') continue;
      const argument = directive.arguments?.find((a) => a.name.value === 'directives');
      const value = argument ? (literal(argument.value) as { transport?: { headers?: TransportHeaders }[] }) : undefined;
      const headers = value?.transport?.[0]?.headers;
      if (headers) transportHeaders = headers;
    }
    for (const field of definition.fields ?? []) {
      const directive = field.directives?.find((d) => d.name.value === 'httpOperation');
      if (!directive) continue;
      const args = Object.fromEntries((directive.arguments ?? []).map((a) => [a.name.value, literal(a.value)])) as Record<string, unknown>;
      // Only the plain form the OpenAPI source composes here; anything else stays with the gateway.
      if (args.isBinary || args.requestBaseBody || args.jsonApiFields || args.queryStringOptions || args.queryStringOptionsByParam) continue;
      if (typeof args.path !== 'string' || typeof args.httpMethod !== 'string') continue;
      if (/\{(?!args\.)/.test(args.path)) continue;
      operations.set(`${definition.name.value}.${field.name.value}`, {
        path: args.path,
        method: args.httpMethod,
        headers: ((args.operationSpecificHeaders as [string, string][] | undefined) ?? []).map(([name, value]) => [name.toLowerCase(), value]),
        queryParamArgMap: typeof args.queryParamArgMap === 'string' ? (JSON.parse(args.queryParamArgMap) as Record<string, string>) : {},
      });
    }
  }
  return { operations, transportHeaders };
}

/** A query-string pair as the transport writes it (qs with `indices: false`): arrays repeat the name. */
function queryPairs(name: string, value: unknown): string[] | null {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) {
    const pairs: string[] = [];
    for (const item of value) {
      const p = queryPairs(name, item);
      if (p === null) return null;
      pairs.push(...p);
    }
    return pairs;
  }
  if (typeof value === 'object') return null;
  return [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`];
}

export class RestPlanner {
  private readonly plans = new Map<string, Plan | typeof NOT_PLANNABLE>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly operations: Map<string, HttpOperation>,
    private readonly transportHeaders: TransportHeaders,
  ) {}

  /**
   * The answer to a POST /graphql body, or undefined when the gateway must answer it.
   * `incomingHeaders` are the browser's request headers (lower-case names); `call` makes a REST call.
   */
  async execute(body: GraphQLRequestBody, incomingHeaders: Record<string, string | string[] | undefined>, call: RestCall): Promise<{ data: Record<string, unknown>; errors?: GraphQLFormattedError[] } | undefined> {
    if (typeof body.query !== 'string') return undefined;
    if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string') return undefined;
    if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) return undefined;
    const plan = this.plan(body.query, (body.operationName as string | null | undefined) ?? undefined);
    if (!plan) return undefined;
    const coerced = getVariableValues(this.schema, plan.operation.variableDefinitions ?? [], (body.variables as Record<string, unknown> | null) ?? {});
    if (coerced.errors) return undefined;
    const variables = coerced.coerced;

    const headers: Record<string, string> = {};
    for (const [name, template] of this.transportHeaders) {
      const value = template.replace(/\{context\.headers\.([^}]+)\}/g, (_, header: string) => {
        const v = incomingHeaders[header.toLowerCase()];
        return Array.isArray(v) ? v.join(', ') : (v ?? '');
      });
      if (value !== '') headers[name.toLowerCase()] = value;
    }

    const language = incomingHeaders['accept-language'];
    const locale = pickLocale(typeof language === 'string' ? language : undefined);
    const data: Record<string, unknown> = {};
    const errors: GraphQLFormattedError[] = [];
    const run = async (rootCall: RootCall) => {
      const args = getArgumentValues(rootCall.field, rootCall.node, variables);
      data[rootCall.responseKey] = await this.callRest(call, rootCall, args, headers, errors, locale);
    };
    if (plan.serial) {
      for (const rootCall of plan.calls) await run(rootCall);
    } else {
      await Promise.all(plan.calls.map(run));
    }
    // Keys in the order of the selection, as the executor answers.
    const ordered: Record<string, unknown> = {};
    for (const rootCall of plan.calls) ordered[rootCall.responseKey] = data[rootCall.responseKey];
    return errors.length ? { errors, data: ordered } : { data: ordered };
  }

  private async callRest(call: RestCall, rootCall: RootCall, args: Record<string, unknown>, forwarded: Record<string, string>, errors: GraphQLFormattedError[], locale: Locale): Promise<unknown> {
    const { http } = rootCall;
    const params: Record<string, string> = {};
    let url = http.path.replace(ARG_PLACEHOLDER, (_, name: string) => {
      const value = args[name];
      return (params[name] = value === undefined || value === null ? '' : String(value));
    });
    const query: string[] = [];
    const queryParams: Record<string, string | string[]> = {};
    for (const [param, argName] of Object.entries(http.queryParamArgMap)) {
      const pairs = queryPairs(param, args[argName]);
      if (pairs) query.push(...pairs);
      const value = pairs ? queryValue(args[argName]) : undefined;
      if (value !== undefined) queryParams[param] = value;
    }
    if (query.length) url += `?${query.join('&')}`;
    const headers: Record<string, string> = { ...forwarded };
    for (const [name, value] of http.headers) headers[name] = value;
    const input = args.input;
    const body = input === undefined || input === null ? undefined : JSON.stringify(input);

    const route = { path: routePath(http.path), params, query: queryParams };
    const response = await call({ method: http.method, url, headers, body, route });
    const path = [rootCall.responseKey];
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      if (response.status === 204 || (response.status === 200 && response.body === '')) json = {};
      else {
        // Not JSON: a refusal without an envelope, or a success that cannot be read; both the generic fault.
        errors.push(restRefusal(response.status, response.body, path, locale));
        return null;
      }
    }
    if (response.status < 200 || response.status > 299) {
      errors.push(restRefusal(response.status, json, path, locale));
      return null;
    }
    try {
      return rootCall.project(json, path, errors);
    } catch (error) {
      if (error instanceof NullInNonNull) return null;
      throw error;
    }
  }

  private plan(query: string, operationName: string | undefined): Plan | undefined {
    const key = operationName ? `${operationName}\u0000${query}` : query;
    let plan = this.plans.get(key);
    if (plan === undefined) {
      plan = this.compile(query, operationName) ?? NOT_PLANNABLE;
      if (this.plans.size >= PLAN_CACHE_SIZE) this.plans.delete(this.plans.keys().next().value!);
      this.plans.set(key, plan);
    }
    return plan === NOT_PLANNABLE ? undefined : plan;
  }

  private compile(query: string, operationName: string | undefined): Plan | undefined {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return undefined;
    }
    if (validate(this.schema, document).length) return undefined;
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
    if (!operation || operation.operation === 'subscription' || operation.directives?.length) return undefined;
    const inlined = inlineFragments({ ...document, definitions: [operation, ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)] });
    const root = inlined.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const rootType = operation.operation === 'mutation' ? this.schema.getMutationType() : this.schema.getQueryType();
    if (!rootType) return undefined;
    const fields = this.collect(rootType, root.selectionSet);
    if (!fields) return undefined;
    const calls: RootCall[] = [];
    for (const [responseKey, nodes] of fields) {
      const node = nodes[0]!;
      if (nodes.length > 1 || node.name.value.startsWith('__')) return undefined;
      const field = rootType.getFields()[node.name.value];
      const http = this.operations.get(`${rootType.name}.${node.name.value}`);
      if (!field || !http) return undefined;
      const project = this.projector(field.type, nodes, `${rootType.name}.${node.name.value}`);
      if (!project) return undefined;
      calls.push({ responseKey, fieldName: node.name.value, field, node, http, project });
    }
    return { operation: root, serial: operation.operation === 'mutation', calls };
  }

  /**
   * The fields of a selection set on an object type by response key (fields of the same key
   * merged, as the executor's field collection does); null when the set holds what the plan
   * does not handle (directives, fragments on another type).
   */
  private collect(type: GraphQLObjectType, set: SelectionSetNode, into = new Map<string, FieldNode[]>()): Map<string, FieldNode[]> | null {
    for (const selection of set.selections) {
      if (selection.directives?.length) return null;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = into.get(key);
        if (list) list.push(selection);
        else into.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (selection.typeCondition && selection.typeCondition.name.value !== type.name) return null;
        if (!this.collect(type, selection.selectionSet, into)) return null;
      } else {
        return null;
      }
    }
    return into;
  }

  private projector(type: GraphQLOutputType, nodes: FieldNode[], coordinate: string): Projector | null {
    if (isNonNullType(type)) {
      const inner = this.projector(type.ofType, nodes, coordinate);
      if (!inner) return null;
      return (value, path, errors) => {
        const result = inner(value, path, errors);
        if (result === null || result === undefined) {
          errors.push({ message: `Cannot return null for non-nullable field ${coordinate}.`, path: [...path] });
          throw new NullInNonNull();
        }
        return result;
      };
    }
    if (isListType(type)) {
      const item = this.projector(type.ofType, nodes, coordinate);
      if (!item) return null;
      const itemNonNull = isNonNullType(type.ofType);
      return (value, path, errors) => {
        if (value === null || value === undefined) return null;
        // The transport answers a list field given a single value as a one-item list.
        const list = Array.isArray(value) ? value : [value];
        const out = new Array<unknown>(list.length);
        for (let i = 0; i < list.length; i++) {
          if (itemNonNull) {
            path.push(i);
            out[i] = item(list[i], path, errors);
            path.pop();
          } else {
            const depth = path.push(i);
            try {
              out[i] = item(list[i], path, errors);
            } catch (error) {
              if (!(error instanceof NullInNonNull)) throw error;
              out[i] = null;
              path.length = depth; // the levels below did not pop
            }
            path.pop();
          }
        }
        return out;
      };
    }
    const named = getNullableType(type);
    if (isLeafType(named)) {
      const leaf = named as GraphQLLeafType;
      return (value, path, errors) => {
        if (value === null || value === undefined) return null;
        try {
          return leaf.serialize(value);
        } catch (error) {
          // As the executor does: the field's error, and null up to the nearest nullable field.
          errors.push({ message: error instanceof Error ? error.message : String(error), path: [...path] });
          throw new NullInNonNull();
        }
      };
    }
    if (!isObjectType(named)) return null;
    const merged: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: nodes.flatMap((n) => n.selectionSet?.selections ?? []) };
    const fields = this.collect(named, merged);
    if (!fields) return null;
    const entries: { key: string; name: string; project: Projector | null; nullable: boolean }[] = [];
    for (const [key, fieldNodes] of fields) {
      const name = fieldNodes[0]!.name.value;
      if (fieldNodes.some((n) => n.name.value !== name || n.arguments?.length)) return null;
      if (name === '__typename') {
        entries.push({ key, name, project: null, nullable: false });
        continue;
      }
      const field = named.getFields()[name];
      if (!field || field.args.length) return null;
      const project = this.projector(field.type, fieldNodes, `${named.name}.${name}`);
      if (!project) return null;
      entries.push({ key, name, project, nullable: !isNonNullType(field.type) });
    }
    const typeName = named.name;
    return (value, path, errors) => {
      if (value === null || value === undefined) return null;
      if (typeof value !== 'object') throw new NullInNonNull();
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const entry of entries) {
        if (!entry.project) {
          out[entry.key] = typeName;
          continue;
        }
        const depth = path.push(entry.key);
        if (entry.nullable) {
          try {
            out[entry.key] = entry.project(source[entry.name], path, errors);
          } catch (error) {
            if (!(error instanceof NullInNonNull)) throw error;
            out[entry.key] = null;
            path.length = depth; // the levels below did not pop
          }
        } else {
          out[entry.key] = entry.project(source[entry.name], path, errors);
        }
        path.pop();
      }
      return out;
    };
  }
}

/** The named type of a root field's answer (for tests and tools). */
export const namedTypeOf = (type: GraphQLOutputType) => getNamedType(type).name;
