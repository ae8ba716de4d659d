/**
 * The operations of the served OpenAPI document, and valid example values made from their
 * schemas, for the suites generated from the document (fuzz, authorization): a route a
 * module adds is covered by them without anyone writing a case.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
  pattern?: string;
  format?: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  secured: boolean;
  parameters: Parameter[];
  /** The JSON body's schema; undefined when the operation takes none. */
  body?: JsonSchema;
  /** The operation takes a multipart body (an upload). */
  multipart: boolean;
}

interface RawOperation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The document's operations, in its order. */
export async function documentOperations(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(new URL('/api/openapi.json', baseUrl));
  const doc = (await response.json()) as { paths: Record<string, Record<string, RawOperation>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const content = raw.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: raw.operationId ?? `${method} ${path}`,
        secured: (raw.security ?? []).length > 0,
        parameters: raw.parameters ?? [],
        body: content['application/json']?.schema,
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return operations;
}

/** A value the schema accepts (as far as a generator can tell: patterns are not followed). */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return exampleOf(branches.find((b) => b.type !== 'null') ?? branches[0], depth + 1);
  if (schema.allOf?.length) return exampleOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date' || /\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(schema.pattern ?? '')) return '2026-01-01';
      const length = Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 8);
      return 'a'.repeat(length);
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => exampleOf(schema.items, depth + 1));
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : null;
      return Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, exampleOf(value, depth + 1)]));
    }
    default:
      return null;
  }
}

/** The operation's path with its path parameters filled from `values` (else a valid example). */
export function pathOf(operation: Operation, values: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] !== undefined) return values[name];
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(exampleOf(parameter?.schema) ?? 1));
  });
}

/** Valid example query values of the operation's query parameters. */
export function exampleQuery(operation: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    const value = exampleOf(parameter.schema);
    if (value !== null && value !== undefined) query[parameter.name] = String(value);
  }
  return query;
}

/** Runs `tasks` with at most `width` at a time. */
export async function inBatches<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
}
