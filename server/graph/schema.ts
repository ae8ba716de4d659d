import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { adminResolvers } from './admin/resolvers.js';
import { coursesResolvers } from './courses/resolvers.js';
import { coursewareResolvers } from './courseware/resolvers.js';
import { defencesResolvers } from './defences/resolvers.js';
import { examsResolvers } from './exams/resolvers.js';
import { forumResolvers } from './forum/resolvers.js';
import { homeResolvers } from './home/resolvers.js';
import { learningResolvers } from './learning/resolvers.js';
import { libraryResolvers } from './library/resolvers.js';
import { liveResolvers } from './live/resolvers.js';
import { mapsResolvers } from './maps/resolvers.js';
import { memberResolvers } from './member/resolvers.js';
import { notifyResolvers } from './notify/resolvers.js';
import { recoveryResolvers } from './recovery/resolvers.js';
import { searchResolvers } from './search/resolvers.js';
import { graphqlJs } from './graphql-js.js';
import { DateTimeScalar } from './scalars.js';
import { sessionResolvers } from './session/resolvers.js';
import { usersResolvers } from './users/resolvers.js';
import { reportsResolvers } from './reports/resolvers.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The domains of the graph, one line each: its folder (`<folder>/schema.graphql`) and its
 * resolvers. `users` first (the User type others extend), then by name.
 */
const DOMAINS = [
  { folder: 'users', resolvers: usersResolvers },
  { folder: 'admin', resolvers: adminResolvers },
  { folder: 'courses', resolvers: coursesResolvers },
  { folder: 'courseware', resolvers: coursewareResolvers },
  { folder: 'defences', resolvers: defencesResolvers },
  { folder: 'exams', resolvers: examsResolvers },
  { folder: 'forum', resolvers: forumResolvers },
  { folder: 'home', resolvers: homeResolvers },
  { folder: 'learning', resolvers: learningResolvers },
  { folder: 'library', resolvers: libraryResolvers },
  { folder: 'live', resolvers: liveResolvers },
  { folder: 'maps', resolvers: mapsResolvers },
  { folder: 'member', resolvers: memberResolvers },
  { folder: 'notify', resolvers: notifyResolvers },
  { folder: 'recovery', resolvers: recoveryResolvers },
  { folder: 'search', resolvers: searchResolvers },
  { folder: 'session', resolvers: sessionResolvers },
  { folder: 'reports', resolvers: reportsResolvers },
];

/** The SDL files of the graph: the shared types first, then one file per domain. */
export const GRAPH_SDL_FILES = ['base.graphql', ...DOMAINS.map(({ folder }) => `${folder}/schema.graphql`)];

/** The printed whole schema, committed (tests/gateway/graph-schema.test.ts holds it to the served one). */
export const PRINTED_SCHEMA_PATH = path.join(here, 'schema.graphql');

/**
 * Refuses a type defined in two files: the schema tools would merge the two (an enum's values,
 * an object's fields) without a word, and two domains' meanings of one name would blur. A
 * domain adds to another's type with `extend type`.
 */
export function assertOneDefinitionPerType(files: { file: string; sdl: string }[]): void {
  const definedIn = new Map<string, string>();
  for (const { file, sdl } of files) {
    for (const definition of graphqlJs.parse(sdl).definitions) {
      if (!('name' in definition) || !definition.name || definition.kind.endsWith('Extension')) continue;
      const name = definition.name.value;
      const other = definedIn.get(name);
      if (other) throw new Error(`The graph's type ${name} is defined in ${other} and in ${file}: rename one, or extend the other's`);
      definedIn.set(name, file);
    }
  }
}

/** The executable domain graph: the SDL of every domain with its resolvers. */
export function buildGraphSchema(): GraphQLSchema {
  const files = GRAPH_SDL_FILES.map((file) => ({ file, sdl: fs.readFileSync(path.join(here, file), 'utf8') }));
  assertOneDefinitionPerType(files);
  return makeExecutableSchema({
    typeDefs: files.map(({ sdl }) => sdl),
    resolvers: [{ DateTime: DateTimeScalar }, ...DOMAINS.map(({ resolvers }) => resolvers)],
    // Every field declared in the SDL has its data: a resolver, or a REST field of the same name.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
