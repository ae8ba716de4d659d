import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { coursesResolvers } from './courses/resolvers.js';
import { coursewareResolvers } from './courseware/resolvers.js';
import { learningResolvers } from './learning/resolvers.js';
import { recoveryResolvers } from './recovery/resolvers.js';
import { DateTimeScalar } from './scalars.js';
import { sessionResolvers } from './session/resolvers.js';
import { usersResolvers } from './users/resolvers.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The SDL files of the graph: the shared types first, then one file per domain. */
export const GRAPH_SDL_FILES = ['base.graphql', 'users/schema.graphql', 'courses/schema.graphql', 'session/schema.graphql', 'recovery/schema.graphql',
  'learning/schema.graphql', 'courseware/schema.graphql'];

/** The printed whole schema, committed (tests/gateway/graph-schema.test.ts holds it to the served one). */
export const PRINTED_SCHEMA_PATH = path.join(here, 'schema.graphql');

/** The executable domain graph: the SDL of every domain with its resolvers. */
export function buildGraphSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: GRAPH_SDL_FILES.map((file) => fs.readFileSync(path.join(here, file), 'utf8')),
    resolvers: [{ DateTime: DateTimeScalar }, usersResolvers, coursesResolvers, sessionResolvers, recoveryResolvers,
      learningResolvers, coursewareResolvers],
    // Every field declared in the SDL has its data: a resolver, or a REST field of the same name.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
