import type { GraphSettings } from '../server/graph/mount.js';
import { documentFiles, persistedDocuments } from '../server/graph/scripts/persisted-manifest.js';

/**
 * The domain graph of a benchmark's server as production serves it: the SPA's persisted
 * documents (the manifest the build writes, made here from src/graphql), and nothing else.
 * BENCH_GRAPH_ENGINE=yoga serves it with GraphQL Yoga alone instead of the Hive gateway runtime.
 */
export function benchGraph(): GraphSettings {
  const engine = process.env.BENCH_GRAPH_ENGINE === 'yoga' ? 'yoga' : 'hive';
  return { persistedOnly: true, persistedDocuments: persistedDocuments(documentFiles()).manifest, engine };
}
