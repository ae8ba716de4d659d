import fs from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the SPA, generated from the composed gateway schema: one module per
 * area (src/graphql/<area>.graphql -> src/graphql/generated/<area>.ts), so a page downloads
 * the documents of its own areas, not every operation of the portal. Fragments that more
 * than one area selects live in shared.graphql and are generated with every area (and alone,
 * as generated/shared.ts, which is where their types are imported from).
 */
const SHARED = 'src/graphql/shared.graphql';
const areas = fs
  .readdirSync('src/graphql')
  .filter((file) => file.endsWith('.graphql') && file !== 'shared.graphql')
  .map((file) => file.replace(/\.graphql$/, ''));

const output = {
  plugins: ['typescript-operations', 'typed-document-node'],
  config: {
    avoidOptionals: { field: true, inputValue: false, object: true },
    enumsAsTypes: true,
    skipTypename: true,
    useTypeImports: true,
    // The gateway turns length- and pattern-constrained strings into named scalars
    // (mutationInput_login_input_account ...): they are strings to the client.
    defaultScalarType: 'string',
    scalars: { PositiveInt: 'number', NonNegativeInt: 'number', NonNegativeFloat: 'number', Void: 'null', ObjMap: 'unknown', JSON: 'unknown' },
  },
};

const config: CodegenConfig = {
  schema: 'mesh/supergraph.graphql',
  generates: {
    'src/graphql/generated/shared.ts': { ...output, documents: [SHARED] },
    ...Object.fromEntries(areas.map((area) => [`src/graphql/generated/${area}.ts`, { ...output, documents: [`src/graphql/${area}.graphql`, SHARED] }])),
  },
};

export default config;
