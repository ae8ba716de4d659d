/**
 * The committed gateway schema must match the REST API: compose in-process, with the real
 * mesh/mesh.config.ts, from an OpenAPI document generated now from the route schemas, and
 * compare with the committed mesh/openapi.json and mesh/supergraph.graphql.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import { DefaultLogger, LogLevel } from '@graphql-mesh/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeConfig } from '../../mesh/mesh.config.js';
import { openApiDocument } from '../../server/openapi.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMMITTED_OPENAPI = path.join(root, 'mesh/openapi.json');
const COMMITTED_SUPERGRAPH = path.join(root, 'mesh/supergraph.graphql');
const FIX = 'Run `npm run compose` and commit mesh/openapi.json and mesh/supergraph.graphql.';

/** The text `npm run openapi` writes for a document. */
function openApiText(document: unknown): string {
  return JSON.stringify(document, null, 2) + '\n';
}

/**
 * Composes the supergraph exactly like `mesh-compose -c mesh/mesh.config.ts`, but with the
 * config's relative source (./mesh/openapi.json) resolved in `workDir` instead of the repository.
 */
async function composeIn(workDir: string, document: unknown): Promise<string> {
  fs.mkdirSync(path.join(workDir, 'mesh'), { recursive: true });
  fs.writeFileSync(path.join(workDir, 'mesh/openapi.json'), openApiText(document));
  const logger = new DefaultLogger('supergraph-fresh test', LogLevel.warn);
  return getComposedSchemaFromConfig({ ...composeConfig, cwd: workDir }, logger);
}

/** A readable account of the first difference, or null when the schemas are the same. */
function firstDifference(committed: string, fresh: string): string | null {
  if (committed.trimEnd() === fresh.trimEnd()) return null;
  const a = committed.trimEnd().split('\n');
  const b = fresh.trimEnd().split('\n');
  let line = 0;
  while (line < a.length && line < b.length && a[line] === b[line]) line += 1;
  return `first difference at line ${line + 1}:\n  committed: ${a[line] ?? '<end of file>'}\n  fresh:     ${b[line] ?? '<end of file>'}`;
}

function staleMessage(file: string, difference: string): string {
  return `${file} is stale against the REST API's OpenAPI document (${difference}). ${FIX}`;
}

describe('committed gateway schema', () => {
  let workDir: string;
  let document: Record<string, unknown>;
  let fresh: string;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-compose-'));
    document = await openApiDocument();
    fresh = await composeIn(path.join(workDir, 'current'), document);
  });
  afterAll(() => {
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('mesh/openapi.json is the document the API generates now', () => {
    const committed = fs.readFileSync(COMMITTED_OPENAPI, 'utf8');
    const difference = firstDifference(committed, openApiText(document));
    expect(difference === null, difference ? staleMessage('mesh/openapi.json', difference) : '').toBe(true);
  });

  it('mesh/supergraph.graphql is what composing the current OpenAPI document gives', () => {
    expect(fresh).toContain('type Query');
    const committed = fs.readFileSync(COMMITTED_SUPERGRAPH, 'utf8');
    const difference = firstDifference(committed, fresh);
    expect(difference === null, difference ? staleMessage('mesh/supergraph.graphql', difference) : '').toBe(true);
  });

  it('would notice a change of the API (the check can fail)', async () => {
    const changed = structuredClone(document) as { paths: Record<string, Record<string, { operationId?: string }>> };
    changed.paths['/api/notify/total']!.get!.operationId = 'notifyCountChanged';
    const recomposed = await composeIn(path.join(workDir, 'changed'), changed);
    const difference = firstDifference(fs.readFileSync(COMMITTED_SUPERGRAPH, 'utf8'), recomposed);
    expect(difference).not.toBeNull();
    expect(recomposed).toContain('notifyCountChanged');
    expect(staleMessage('mesh/supergraph.graphql', difference!)).toContain('npm run compose');
    // And the unchanged document composes to the committed schema again (composition is deterministic).
    expect(firstDifference(fresh, await composeIn(path.join(workDir, 'again'), document))).toBeNull();
  });
});
