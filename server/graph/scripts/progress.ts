/**
 * The migration's progress figure (docs/graph-design.md §4.3, §5): the SPA's operations still on
 * today's schema (src/graphql/<area>.graphql, sent to /graphql) against those on the domain graph
 * (src/graphql/next/<area>.graphql, sent to /graphql/next), per area. The cut-over's precondition
 * is 0 on the old schema; `--check` exits 1 until then.
 *
 *   npm run graph:progress [-- --check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AreaCount {
  area: string;
  operations: number;
}

/** The operations (queries, mutations, subscriptions; not fragments) of each .graphql file of a folder, by area (file name). */
export function operationsByArea(dir: string): AreaCount[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => ({
      area: file.replace(/\.graphql$/, ''),
      operations: parse(fs.readFileSync(path.join(dir, file), 'utf8')).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length,
    }));
}

export interface Progress {
  old: AreaCount[];
  next: AreaCount[];
  oldTotal: number;
  nextTotal: number;
}

export function migrationProgress(graphqlDir = path.join(root, 'src/graphql')): Progress {
  const old = operationsByArea(graphqlDir).filter((area) => area.operations > 0);
  const next = operationsByArea(path.join(graphqlDir, 'next')).filter((area) => area.operations > 0);
  const total = (areas: AreaCount[]) => areas.reduce((sum, area) => sum + area.operations, 0);
  return { old, next, oldTotal: total(old), nextTotal: total(next) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const progress = migrationProgress();
  const all = progress.oldTotal + progress.nextTotal;
  const list = (areas: AreaCount[]) => areas.map((area) => `${area.area} ${area.operations}`).join(', ') || 'none';
  console.log(`operations on the old schema (/graphql, src/graphql/*.graphql): ${progress.oldTotal} (${list(progress.old)})`);
  console.log(`operations on the domain graph (/graphql/next, src/graphql/next/*.graphql): ${progress.nextTotal} (${list(progress.next)})`);
  console.log(`moved: ${progress.nextTotal} of ${all} (${all ? Math.floor((100 * progress.nextTotal) / all) : 100} %)`);
  if (process.argv.includes('--check') && progress.oldTotal > 0) {
    console.error(`${progress.oldTotal} operations are still on the old schema: the cut-over waits for 0`);
    process.exitCode = 1;
  }
}
