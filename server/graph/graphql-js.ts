import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';

/**
 * graphql-js as the serving engines load it (graphql-yoga, the Hive gateway runtime and
 * @graphql-tools/schema require its CommonJS build). Node gives an `import 'graphql'` of this
 * code that same build, but vitest resolves it to the package's ES module build, a second
 * instance whose GraphQLError and types the engines do not recognise (a refusal would be masked
 * as an unexpected error). The graph's code that hands values to the engines (errors it throws,
 * the schema it prints) takes them from here, so there is one instance in both.
 */
export const graphqlJs = createRequire(import.meta.url)('graphql') as typeof GraphQL;

export const { GraphQLError, Kind } = graphqlJs;
export type GraphQLError = GraphQL.GraphQLError;
