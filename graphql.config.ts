import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IGraphQLConfig } from '@graphql-eslint/eslint-plugin';

/**
 * The domain graph for the GraphQL tools (@graphql-eslint's schema and operation rules in
 * eslint.config.js, editors): its schema is the printed whole schema, server/graph/schema.graphql
 * (`npm run graph:schema` rewrites it; tests/gateway/graph-schema.test.ts holds it to the served
 * one), so the rules that need the whole schema (no-unreachable-types, strict-id-in-types,
 * known-type-names, possible-type-extension) see every domain while the per-domain SDL files are
 * the ones linted. Its documents are the SPA's operations on that graph, src/graphql/next.
 * Today's /graphql schema (mesh/supergraph.graphql) is codegen's alone (codegen.ts).
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const nextDocuments = path.join(root, 'src/graphql/next');
const hasNextDocuments = fs.existsSync(nextDocuments) && fs.readdirSync(nextDocuments).some((file) => file.endsWith('.graphql'));

const config: IGraphQLConfig = {
  schema: 'server/graph/schema.graphql',
  // A pointer that matches no file is an error of the document loader: none until the first area moves.
  ...(hasNextDocuments ? { documents: 'src/graphql/next/**/*.graphql' } : {}),
};

export default config;
