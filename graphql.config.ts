import type { IGraphQLConfig } from '@graphql-eslint/eslint-plugin';

/**
 * The graph for the GraphQL tools (@graphql-eslint's schema and operation rules in
 * eslint.config.js, editors): its schema is the printed whole schema, server/graph/schema.graphql
 * (`npm run graph:schema` rewrites it; tests/gateway/graph-schema.test.ts holds it to the served
 * one), so the rules that need the whole schema (no-unreachable-types, strict-id-in-types,
 * known-type-names, possible-type-extension) see every domain while the per-domain SDL files are
 * the ones linted. Its documents are the SPA's operations, src/graphql.
 */
const config: IGraphQLConfig = {
  schema: 'server/graph/schema.graphql',
  documents: 'src/graphql/*.graphql',
};

export default config;
