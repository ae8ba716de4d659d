/**
 * The SPA's own GraphQL operations (src/graphql/*.graphql), for the gateway suites and the
 * benchmarks, so they send exactly what the browser sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, separateOperations, type DocumentNode, type OperationDefinitionNode, type VariableDefinitionNode } from 'graphql';
import { readHttpOperations } from '../../server/gateway/rest-plan.js';
import { documentFiles, persistedDocuments } from '../../server/graph/scripts/persisted-manifest.js';
import { exampleOf, type Operation } from './openapi-walk.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const operationsDir = path.resolve(here, '../../src/graphql');
/**
 * The documents the SPA sent to /graphql before its area moved to the domain graph, as they were
 * when it moved: they keep exercising /graphql and its plans (tests/gateway/rest-plan.test.ts, the
 * fuzz and authorization suites) for as long as /graphql serves the old schema.
 */
const oldGraphDir = path.resolve(here, 'old-graph');

/** The files of the operations /graphql is tested with: the SPA's still there (src/graphql), and those of the areas that left it. */
export function oldGraphDocumentFiles(): string[] {
  return [operationsDir, oldGraphDir].flatMap((dir) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.graphql'))
          .map((f) => path.join(dir, f))
      : [],
  );
}

function spaDocument(): DocumentNode {
  return parse(oldGraphDocumentFiles().map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
}

/** One operation of the SPA with the fragments it uses, as text. */
export function spaOperation(name: string): { text: string; rootFields: string[] } {
  const document = separateOperations(spaDocument())[name];
  if (!document) throw new Error(`src/graphql and tests/support/old-graph have no operation ${name}`);
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  // The operation's top-level fields, through fragment spreads (the response's keys).
  const rootFields: string[] = [];
  const collect = (selections: typeof operation.selectionSet.selections) => {
    for (const s of selections) {
      if (s.kind === Kind.FIELD) rootFields.push(s.alias?.value ?? s.name.value);
      else if (s.kind === Kind.FRAGMENT_SPREAD) collect(fragments.get(s.name.value)!.selectionSet.selections);
      else collect(s.selectionSet.selections);
    }
  };
  collect(operation.selectionSet.selections);
  return { text: print(document), rootFields };
}

/**
 * The variables the home page's arrival operation (HomePage of src/graphql/next/home.graphql)
 * is sent with on a day ('YYYY-MM-DD'), as src/features/home/arrival.ts sets them: that day's
 * items of every state, its month, the company rankings, the study feed's first page.
 */
export function homeArrivalVariables(today: string) {
  return { date: today, progress: null, month: today.slice(0, 7), department: false, page: 1, pageSize: 10 };
}

/** One operation of the SPA with what the /graphql suites need to send it. */
export interface SpaOperationCall {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  /** The operation with its fragments, as text. */
  text: string;
  variables: readonly VariableDefinitionNode[];
  /** Its root fields (`Query.examDetail`) and which variable each argument takes. */
  fields: { coordinate: string; args: Record<string, string> }[];
}

/** Every operation of the SPA (src/graphql). */
export function spaOperationCalls(): SpaOperationCall[] {
  return Object.entries(separateOperations(spaDocument())).map(([name, document]) => {
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const type = operation.operation === 'mutation' ? 'Mutation' : 'Query';
    const fields = operation.selectionSet.selections.flatMap((s) =>
      s.kind === Kind.FIELD
        ? [{ coordinate: `${type}.${s.name.value}`, args: Object.fromEntries((s.arguments ?? []).flatMap((a) => (a.value.kind === Kind.VARIABLE ? [[a.name.value, a.value.name.value]] : []))) }]
        : [],
    );
    return { name, kind: operation.operation, text: print(document), variables: operation.variableDefinitions ?? [], fields };
  });
}

/**
 * The REST operation of each root field of the composed schema (its @httpOperation), from
 * the served OpenAPI document's operations: `Query.examDetail` -> GET /api/exam/{id}.
 */
export function restOperationsOfFields(operations: Operation[]): Map<string, Operation> {
  const { operations: http } = readHttpOperations(fs.readFileSync(path.resolve(operationsDir, '../../mesh/supergraph.graphql'), 'utf8'));
  const byRoute = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
  const out = new Map<string, Operation>();
  for (const [coordinate, call] of http) {
    const operation = byRoute.get(`${call.method} ${call.path.replace(/\{args\.(\w+)\}/g, '{$1}')}`);
    if (operation) out.set(coordinate, operation);
  }
  return out;
}

/**
 * Valid variables of an SPA operation, from the REST operations' schemas: a variable given to
 * `input` is the example JSON body, one given to another argument the example of the REST
 * parameter of that name; 1 for what neither names.
 */
export function exampleVariables(call: SpaOperationCall, restOf: Map<string, Operation>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of call.fields) {
    const rest = restOf.get(field.coordinate);
    for (const [arg, variable] of Object.entries(field.args)) {
      if (arg === 'input') values[variable] = exampleOf(rest?.body);
      else {
        const parameter = rest?.parameters.find((p) => p.name === arg);
        const value = parameter ? exampleOf(parameter.schema) : 1;
        values[variable] = value === null ? undefined : value;
      }
    }
  }
  return values;
}

/**
 * One operation of the SPA on the domain graph (src/graphql/next/*.graphql) as the browser sends
 * it: its persisted document's hash (the build's table) and the document's text with the
 * fragments it uses and Apollo's __typename (server/graph/scripts/persisted-manifest.ts).
 */
export function spaNextOperation(name: string): { hash: string; text: string } {
  const { manifest, table } = persistedDocuments(documentFiles());
  const hash = table[name];
  if (!hash) throw new Error(`src/graphql/next has no operation ${name}`);
  return { hash, text: manifest[hash]! };
}
