/**
 * The committed schema of the domain graph (server/graph/schema.graphql, which codegen and the
 * schema lint read) is the schema /graphql serves, as a development server's introspection
 * answers it: a change of an SDL file without `npx tsx server/scripts/print-graph-schema.ts`
 * fails here. And every element is described.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { graphqlJs } from '../../server/graph/graphql-js.js';
import { assertOneDefinitionPerType, buildGraphSchema, PRINTED_SCHEMA_PATH } from '../../server/graph/schema.js';
import { suiteServer } from '../support/test-server.js';

// The schema's graphql-js (server/graph/graphql-js.ts).
const { buildClientSchema, getIntrospectionQuery, isEnumType, isInputObjectType, isInterfaceType, isObjectType, printSchema } = graphqlJs;

describe('the domain graph schema', () => {
  const schema = buildGraphSchema();

  it('is the committed server/graph/schema.graphql', () => {
    expect(printSchema(schema) + '\n').toBe(fs.readFileSync(PRINTED_SCHEMA_PATH, 'utf8'));
  });

  describe('as a development server serves it', () => {
    const suite = suiteServer('pglite', { graph: true, graphiql: true });

    it('introspects to the committed schema', async () => {
      const response = await fetch(`${suite.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: true }) }),
      });
      const answer = (await response.json()) as { data: Parameters<typeof buildClientSchema>[0]; errors?: unknown };
      expect(answer.errors).toBeUndefined();
      expect(printSchema(buildClientSchema(answer.data)) + '\n').toBe(fs.readFileSync(PRINTED_SCHEMA_PATH, 'utf8'));
    });
  });

  it('refuses a type two domains define (the tools would merge them silently)', () => {
    const member = { file: 'member/schema.graphql', sdl: 'enum EmployeeStatus { PROBATION OFFICIAL }' };
    expect(() => assertOneDefinitionPerType([member, { file: 'admin/schema.graphql', sdl: 'enum EmployeeStatus { ACTIVE DISABLED }' }])).toThrow(/EmployeeStatus is defined in member\/schema.graphql and in admin\/schema.graphql/);
    expect(() => assertOneDefinitionPerType([member, { file: 'admin/schema.graphql', sdl: 'extend enum EmployeeStatus { LEFT }' }])).not.toThrow();
  });

  it('describes every type, field, argument and enum value', () => {
    const undescribed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description && type.name !== 'Query') undescribed.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undescribed.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) if (!arg.description) undescribed.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) undescribed.push(`${type.name}.${value.name}`);
    }
    expect(undescribed).toEqual([]);
  });
});
