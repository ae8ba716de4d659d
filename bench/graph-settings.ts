import type { GraphSettings } from '../server/graph/mount.js';
import { documentFiles, persistedDocuments } from '../server/graph/scripts/persisted-manifest.js';

/**
 * The domain graph of a benchmark's server as production serves it: the SPA's persisted
 * documents (the manifest the build writes, made here from src/graphql/next), and nothing else.
 */
export function benchGraph(): GraphSettings {
  return { persistedOnly: true, persistedDocuments: persistedDocuments(documentFiles()).manifest };
}
