/**
 * The SPA's own GraphQL operations, for the graph, authorization and fuzz suites and the
 * benchmarks, so they send exactly what the browser sends: the documents of src/graphql/*.graphql
 * by persisted hash, with valid-shaped variables generated from their definitions and the
 * graph's schema (`spaOperationCalls`, `sampleVariables`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  print,
  typeFromAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { documentFiles, persistedDocuments } from '../../server/graph/scripts/persisted-manifest.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The variables the home page's arrival operation (HomePage of src/graphql/home.graphql)
 * is sent with on a day ('YYYY-MM-DD'), as src/features/home/arrival.ts sets them: that day's
 * items of every state, its month, the company rankings, the study feed's first page.
 */
export function homeArrivalVariables(today: string) {
  return { date: today, progress: null, month: today.slice(0, 7), department: false, page: 1, pageSize: 10 };
}

/**
 * One operation of the SPA on the domain graph (src/graphql/*.graphql) as the browser sends
 * it: its persisted document's hash (the build's table) and the document's text with the
 * fragments it uses and Apollo's __typename (server/graph/scripts/persisted-manifest.ts).
 */
export function spaOperation(name: string): { hash: string; text: string } {
  const { manifest, table } = persistedDocuments(documentFiles());
  const hash = table[name];
  if (!hash) throw new Error(`src/graphql has no operation ${name}`);
  return { hash, text: manifest[hash]! };
}

/** One operation of the SPA on the domain graph, as the browser sends it, with what the suites need to send it. */
export interface SpaOperationCall {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  /** The sha256 of `text`: `extensions.persistedQuery.sha256Hash` (the SPA's persisted table). */
  hash: string;
  /** The persisted document's text (the operation, its fragments, Apollo's __typename). */
  text: string;
  /** Its variable definitions, in the document's order. */
  variables: readonly VariableDefinitionNode[];
  /** The names (not aliases) of its root fields, through fragment spreads and inline fragments: `examAttempt`, `markExamAnswers`. */
  rootFields: string[];
}

/**
 * Every operation of the SPA on the domain graph: every document of the persisted manifest
 * (src/graphql/*.graphql through server/graph/scripts/persisted-manifest.ts), enumerated
 * when called, so an operation added later is in every suite that walks them.
 */
export function spaOperationCalls(): SpaOperationCall[] {
  const { manifest, table } = persistedDocuments(documentFiles());
  return Object.entries(table).map(([name, hash]) => {
    const text = manifest[hash]!;
    const document = parse(text);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    const rootFields: string[] = [];
    const collect = (selections: readonly SelectionNode[]) => {
      for (const s of selections) {
        if (s.kind === Kind.FIELD) rootFields.push(s.name.value);
        else if (s.kind === Kind.FRAGMENT_SPREAD) collect(fragments.get(s.name.value)!.selectionSet.selections);
        else collect(s.selectionSet.selections);
      }
    };
    collect(operation.selectionSet.selections);
    return { name, kind: operation.operation, hash, text, variables: operation.variableDefinitions ?? [], rootFields: [...new Set(rootFields.filter((f) => f !== '__typename'))] };
  });
}

/** The domain graph's schema as committed (server/graph/schema.graphql, held to the served one by tests/gateway/graph-schema.test.ts). */
export function graphSchema(): GraphQLSchema {
  return buildSchema(fs.readFileSync(path.resolve(here, '../../server/graph/schema.graphql'), 'utf8'));
}

/** What a generated value may be told. */
export interface SampleOptions {
  /** A value for every variable or input field of this name, at any depth: a real id where it matters (an attempt's for `id` and `attemptId`). */
  values?: Record<string, unknown>;
  /** Input objects with their optional fields too (a fuzzer's other base: a field read only beside an optional one). */
  optionalFields?: boolean;
}

/** A fixed instant for DateTime (any ISO 8601 instant is valid). */
const SAMPLE_INSTANT = '2026-03-01T08:00:00.000Z';

/**
 * A valid-shaped value of an input type: ID '1', Int 1, Float 1, Boolean true, String 'x',
 * DateTime an ISO instant, an enum its first value, an input object its required fields (non-null
 * without a default; optional ones left out unless `optionalFields`) recursively, a list one
 * element. `name` is the variable's or field's name (SampleOptions.values).
 */
export function sampleInputValue(type: GraphQLInputType, name: string, options: SampleOptions = {}): unknown {
  if (options.values && Object.hasOwn(options.values, name)) return options.values[name];
  if (isNonNullType(type)) return sampleInputValue(type.ofType, name, options);
  if (isListType(type)) return [sampleInputValue(type.ofType, name, options)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => options.optionalFields || (isNonNullType(field.type) && field.defaultValue === undefined))
        .map((field) => [field.name, sampleInputValue(field.type, field.name, options)]),
    );
  }
  if (isScalarType(type)) {
    const scalars: Record<string, unknown> = { ID: '1', Int: 1, Float: 1, Boolean: true, String: 'x', DateTime: SAMPLE_INSTANT };
    if (!Object.hasOwn(scalars, type.name)) throw new Error(`sampleInputValue: no sample for the scalar ${type.name}; add one`);
    return scalars[type.name];
  }
  throw new Error(`sampleInputValue: ${String(type)} is no input type`);
}

/** A variable's type in the schema (throws when the schema has no such type: the document does not validate). */
export function variableType(schema: GraphQLSchema, definition: VariableDefinitionNode): GraphQLInputType {
  const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
  if (!type) throw new Error(`the domain graph has no type ${print(definition.type)} (variable $${definition.variable.name.value})`);
  return type;
}

/**
 * Valid-shaped variables of an SPA operation of the domain graph, from its variable definitions
 * and the graph's schema (`graphSchema()`): every required variable (non-null, no default)
 * gets `sampleInputValue`; optional ones are left out, as the SPA leaves out a filter it does not set.
 */
export function sampleVariables(call: Pick<SpaOperationCall, 'variables'>, schema: GraphQLSchema, options: SampleOptions = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of call.variables) {
    const name = definition.variable.name.value;
    const required = definition.type.kind === Kind.NON_NULL_TYPE && definition.defaultValue === undefined;
    if (required || (options.values && Object.hasOwn(options.values, name))) values[name] = sampleInputValue(variableType(schema, definition), name, options);
  }
  return values;
}

/**
 * The leaves of an input type a fuzzer sets one at a time: each field, required or optional, of
 * an input object (and of the input objects below it, to `depth` levels), whose named type is a
 * scalar or an enum, as a path of field names (a list's element: the path goes through it).
 */
export function inputLeafPaths(type: GraphQLInputType, depth = 3): string[][] {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || depth === 0) return [];
  return Object.values(named.getFields()).flatMap((field) => {
    const inner = getNamedType(field.type);
    return isInputObjectType(inner) ? inputLeafPaths(field.type, depth - 1).map((rest) => [field.name, ...rest]) : [[field.name]];
  });
}

/**
 * A valid-shaped value of `type` (sampleInputValue) with `value` at `leaf` (a path of
 * inputLeafPaths): the objects on the way are built as sampleInputValue builds them (their
 * required fields, or every one with `optionalFields`), a list's one element holds the path.
 */
export function sampleInputValueWith(type: GraphQLInputType, name: string, leaf: readonly string[], value: unknown, options: SampleOptions = {}): unknown {
  if (!leaf.length) return value;
  if (isNonNullType(type)) return sampleInputValueWith(type.ofType, name, leaf, value, options);
  if (isListType(type)) return [sampleInputValueWith(type.ofType, name, leaf, value, options)];
  if (!isInputObjectType(type)) throw new Error(`sampleInputValueWith: ${String(type)} has no field ${leaf.join('.')}`);
  const [first, ...rest] = leaf;
  const field = type.getFields()[first!];
  if (!field) throw new Error(`sampleInputValueWith: ${type.name} has no field ${first}`);
  return { ...(sampleInputValue(type, name, options) as Record<string, unknown>), [field.name]: sampleInputValueWith(field.type, field.name, rest, value, options) };
}

/**
 * Every field an SPA operation selects, at any depth and through its fragments, as its schema
 * coordinate (`Query.examReviews`, `User.coursewares`) with its key in the answer (the alias or
 * the name): which operations reach a field, and where its value is in their answers.
 */
export function selectedFields(call: Pick<SpaOperationCall, 'text'>, schema: GraphQLSchema): { coordinate: string; responseKey: string }[] {
  const typeInfo = new TypeInfo(schema);
  const found = new Map<string, { coordinate: string; responseKey: string }>();
  visit(
    parse(call.text),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || node.name.value.startsWith('__')) return;
        const entry = { coordinate: `${parent.name}.${node.name.value}`, responseKey: node.alias?.value ?? node.name.value };
        found.set(`${entry.coordinate} ${entry.responseKey}`, entry);
      },
    }),
  );
  return [...found.values()];
}
