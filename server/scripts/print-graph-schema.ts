/**
 * Writes server/graph/schema.graphql, the printed domain graph that codegen, the schema lint and
 * tests/gateway/graph-schema.test.ts read: `npx tsx server/scripts/print-graph-schema.ts` after
 * changing an SDL file of server/graph.
 */
import fs from 'node:fs';
import { graphqlJs } from '../graph/graphql-js.js';
import { buildGraphSchema, PRINTED_SCHEMA_PATH } from '../graph/schema.js';

fs.writeFileSync(PRINTED_SCHEMA_PATH, graphqlJs.printSchema(buildGraphSchema()) + '\n');
console.log(`wrote ${PRINTED_SCHEMA_PATH}`);
