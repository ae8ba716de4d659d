/**
 * The trusted documents of the graph (server/graph/scripts/persisted-manifest.ts, run by
 * `npm run build`): each operation of src/graphql with its fragments, as Apollo sends it
 * (`__typename` added), keyed by its text's sha256; every one validates against the committed
 * schema; and a production server (persisted documents only), given the manifest file the build
 * writes, answers each of them by its hash and refuses an unknown hash and any query text.
 * tests/support/graph-probe.graphql adds two operations that share a fragment, whose answers the suite knows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InMemoryCache } from '@apollo/client';
import { buildSchema, Kind, parse, print, validate, type DocumentNode } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { readPersistedDocuments } from '../../server/graph/mount.js';
import { PRINTED_SCHEMA_PATH } from '../../server/graph/schema.js';
import { documentFiles, documentHash, persistedDocuments, writePersistedDocuments } from '../../server/graph/scripts/persisted-manifest.js';
import { DEMO, login, suiteServer, graphql, type GraphQLAnswer } from '../support/test-server.js';

const PROBE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../support/graph-probe.graphql');
const FILES = [...documentFiles(), PROBE];

/** The manifest and table as the build writes them, read back as server/main.ts reads the manifest. */
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'persisted-'));
const manifestPath = path.join(outDir, 'persisted-documents.json');
const tablePath = path.join(outDir, 'persisted.ts');
const { table } = writePersistedDocuments({ files: FILES, manifestPath, tablePath });
const manifest = readPersistedDocuments(manifestPath);

afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
});

const byHash = (baseUrl: string, body: Record<string, unknown>, token?: string) => graphql(baseUrl, body, { token });

const persistedQuery = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });
const codes = (answer: GraphQLAnswer) => (answer.errors ?? []).map((error) => error.extensions?.code);

describe('the persisted documents of the build', () => {
  it('hold each operation with the fragments it uses, as Apollo sends it, under its sha256', () => {
    expect(Object.keys(table).sort()).toEqual(expect.arrayContaining(['ProbeCourse', 'ProbeViewer']));
    expect(Object.keys(manifest).sort()).toEqual(Object.values(table).sort());
    for (const [hash, text] of Object.entries(manifest)) expect(documentHash(text)).toBe(hash);

    const course = manifest[table.ProbeCourse!]!;
    expect(parse(course).definitions.map((definition) => ('name' in definition ? definition.name?.value : undefined))).toEqual(['ProbeCourse', 'ProbeUser']);
    // Apollo's cache adds __typename to each selection set below the root.
    expect(course).toMatch(/lecturers \{\s+id\s+name\s+courses\(pageSize: 2\) \{\s+totalCount\s+nodes \{\s+id\s+title\s+__typename\s+\}\s+__typename\s+\}\s+__typename\s+\}/);
    expect(course).toMatch(/department \{\s+name\s+__typename\s+\}/);
    expect(course).not.toMatch(/^query ProbeCourse\(\$id: ID!\) \{\s+__typename/);
    expect(manifest[table.ProbeViewer!]).not.toContain('course(');
  });

  it('hash the text Apollo\'s cache makes of the codegen\'s document (the operation, then its fragments)', () => {
    const definitions = parse(fs.readFileSync(PROBE, 'utf8')).definitions;
    const named = (name: string) => definitions.find((definition) => 'name' in definition && definition.name?.value === name)!;
    const sent = (document: DocumentNode) => print(new InMemoryCache().transformDocument(document));
    expect(documentHash(sent({ kind: Kind.DOCUMENT, definitions: [named('ProbeCourse'), named('ProbeUser')] }))).toBe(table.ProbeCourse);
    expect(documentHash(sent({ kind: Kind.DOCUMENT, definitions: [named('ProbeViewer'), named('ProbeUser')] }))).toBe(table.ProbeViewer);
  });

  it('write the SPA\'s table of operation name -> hash', () => {
    const module = fs.readFileSync(tablePath, 'utf8');
    expect(module).toContain(`ProbeCourse: '${table.ProbeCourse}',`);
    expect(module).toContain(`ProbeViewer: '${table.ProbeViewer}',`);
    expect(module).toContain('export const PERSISTED_OPERATIONS');
  });

  it('each validate against the committed schema', () => {
    const schema = buildSchema(fs.readFileSync(PRINTED_SCHEMA_PATH, 'utf8'));
    const invalid = Object.entries(table).flatMap(([name, hash]) => validate(schema, parse(manifest[hash]!)).map((error) => `${name}: ${error.message}`));
    expect(invalid).toEqual([]);
  });

  it('refuse an operation without a name, a fragment no document defines, and a name used twice', () => {
    const bad = (text: string) => {
      const file = path.join(outDir, `bad-${Math.random().toString(36).slice(2)}.graphql`);
      fs.writeFileSync(file, text);
      return () => persistedDocuments([file]);
    };
    expect(bad('{ viewer { id } }')).toThrow(/named/);
    expect(bad('query A { viewer { ...Missing } }')).toThrow(/fragment Missing/);
    expect(bad('query A { viewer { id } }\nquery A { viewer { name } }')).toThrow(/defined twice/);
  });
});

describe('a production server with the build\'s manifest (persisted documents only)', () => {
  const suite = suiteServer('pglite', { graph: { persistedOnly: true, persistedDocuments: manifest } });

  it('answers every document of the manifest by its hash', async () => {
    // A session of its own for the loop: the documents include the sign-out, which revokes it.
    const loopToken = await login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
    for (const [operationName, hash] of Object.entries(table)) {
      const answer = await byHash(suite.server.url, { operationName, variables: operationName === 'ProbeCourse' ? { id: '1' } : {}, extensions: persistedQuery(hash) }, loopToken);
      // A document of an area may need variables this loop does not know: it is still run, not refused as unknown.
      expect(codes(answer).filter((code) => String(code).startsWith('PERSISTED_QUERY')), operationName).toEqual([]);
    }
    const token = await login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
    const answer = await byHash(suite.server.url, { operationName: 'ProbeCourse', variables: { id: '1' }, extensions: persistedQuery(table.ProbeCourse!) }, token);
    expect(answer.errors).toBeUndefined();
    const data = answer.data as { viewer: Record<string, unknown>; course: { id: string; lecturers: { __typename: string; courses: { nodes: unknown[] } }[] } };
    expect(data.viewer).toMatchObject({ __typename: 'User', name: DEMO.learner.name, role: 'LEARNER', department: { __typename: 'Department' } });
    expect(data.course).toMatchObject({ __typename: 'Course', id: '1' });
    expect(data.course.lecturers.length).toBeGreaterThan(0);
    expect(data.course.lecturers[0]).toMatchObject({ __typename: 'Lecturer', courses: { __typename: 'CourseConnection' } });
  });

  it('refuses a hash it does not hold, and a query text, with the hash or without', async () => {
    const token = await login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
    const unknown = await byHash(suite.server.url, { operationName: 'ProbeViewer', extensions: persistedQuery(documentHash('query ProbeViewer { viewer { id } }')) }, token);
    expect(unknown.data ?? null).toBeNull();
    expect(codes(unknown)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const text = manifest[table.ProbeViewer!]!;
    const asText = await byHash(suite.server.url, { operationName: 'ProbeViewer', query: text }, token);
    expect(asText.data ?? null).toBeNull();
    expect(codes(asText)).toEqual(['PERSISTED_QUERY_ONLY']);
    // Apollo's retry after PERSISTED_QUERY_NOT_FOUND: the text beside an unknown hash.
    const retry = await byHash(suite.server.url, { operationName: 'ProbeViewer', query: text, extensions: persistedQuery('f'.repeat(64)) }, token);
    expect(codes(retry)).toEqual(['PERSISTED_QUERY_ONLY']);
  });
});
