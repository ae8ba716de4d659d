import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the SPA, generated from the composed gateway schema. */
const config: CodegenConfig = {
  schema: 'mesh/supergraph.graphql',
  documents: ['src/graphql/**/*.graphql'],
  generates: {
    'src/graphql/generated.ts': {
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
    },
  },
};

export default config;
