/**
 * The trusted documents of the graph (docs/graph-design.md §4.2): every operation of the
 * SPA's src/graphql/*.graphql, with the fragments it uses, as Apollo Client sends it
 * (its InMemoryCache adds `__typename` to every selection set below the root), printed and keyed
 * by the sha256 of that text.
 * - src/graphql/generated/persisted.ts, operation name -> hash: the SPA's table, which
 *   sends its operations to /graphql by hash (src/app/apollo.ts). Committed, like the
 *   codegen's modules; `npm run gen` and `npm run build` (before vite build) write it
 *   (`--table-only`).
 * - dist/persisted-documents.json, hash -> text: what a production server runs
 *   (server/main.ts reads it; GRAPHQL_PERSISTED_ONLY refuses anything else). `npm run build`
 *   writes it after vite build, which empties dist/.
 *
 *   npx tsx server/graph/scripts/persisted-manifest.ts [--table-only]
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, parse, print, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The SPA's documents. */
export const DOCUMENTS_DIR = path.join(root, 'src/graphql');
/** The manifest a production server reads (server/main.ts). */
export const MANIFEST_PATH = path.join(root, 'dist/persisted-documents.json');
/** The SPA's table of operation name -> hash. */
export const TABLE_PATH = path.join(root, 'src/graphql/generated/persisted.ts');

export interface PersistedDocuments {
  /** sha256 (hex) of a document's text -> the text, as the server runs it. */
  manifest: Record<string, string>;
  /** The operation's name -> the hash of its document, as the SPA sends it. */
  table: Record<string, string>;
}

/** The .graphql files of a folder, in name order (none when it does not exist). */
export function documentFiles(dir: string = DOCUMENTS_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => path.join(dir, file));
}

/** The sha256 of a text, hex: the persisted document's id (Apollo's `extensions.persistedQuery.sha256Hash`). */
export function documentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The documents of the files, one per operation: the operation, then the fragments it spreads
 * (transitively) in the order the files define them, with `__typename` added as Apollo's cache
 * adds it, printed. Fragments are shared across the files (as the codegen's per-area modules
 * are not: a fragment two areas use lives in one file and is found from both). An anonymous or
 * twice-named operation, a missing or twice-defined fragment is an error.
 */
export function persistedDocuments(files: string[]): PersistedDocuments {
  const operations: OperationDefinitionNode[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  const where = new Map<string, string>();
  for (const file of files) {
    for (const definition of parse(fs.readFileSync(file, 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        const name = definition.name.value;
        if (fragments.has(name)) throw new Error(`${file}: fragment ${name} is defined twice (also in ${where.get(`fragment ${name}`)})`);
        fragments.set(name, definition);
        where.set(`fragment ${name}`, file);
      } else if (definition.kind === Kind.OPERATION_DEFINITION) {
        const name = definition.name?.value;
        if (!name) throw new Error(`${file}: every operation is named (the name is its key in the persisted table)`);
        if (where.has(name)) throw new Error(`${file}: operation ${name} is defined twice (also in ${where.get(name)})`);
        operations.push(definition);
        where.set(name, file);
      } else {
        throw new Error(`${file}: only operations and fragments belong in a document`);
      }
    }
  }
  const order = [...fragments.keys()];

  const manifest: Record<string, string> = {};
  const table: Record<string, string> = {};
  for (const operation of operations) {
    const used = new Set<string>();
    const collect = (node: DefinitionNode) => {
      visit(node, {
        FragmentSpread(spread) {
          const name = spread.name.value;
          if (used.has(name)) return;
          const fragment = fragments.get(name);
          if (!fragment) throw new Error(`${where.get(operation.name!.value)}: operation ${operation.name!.value} spreads fragment ${name}, which no document defines`);
          used.add(name);
          collect(fragment);
        },
      });
    };
    collect(operation);
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...order.filter((name) => used.has(name)).map((name) => fragments.get(name)!)] };
    const text = print(addTypenameToDocument(document));
    const hash = documentHash(text);
    manifest[hash] = text;
    table[operation.name!.value] = hash;
  }
  return { manifest, table };
}

/** The SPA's table as a module (operation names in order). */
export function tableModule(table: Record<string, string>): string {
  const entries = Object.keys(table)
    .sort()
    .map((name) => `  ${name}: '${table[name]}',\n`)
    .join('');
  return [
    '/**',
    ' * The graph\'s persisted documents: operation name -> sha256 of the document the server runs',
    ' * (dist/persisted-documents.json). The SPA sends each operation to /graphql by its hash',
    ' * (src/app/apollo.ts). Generated by server/graph/scripts/persisted-manifest.ts from',
    ' * src/graphql/*.graphql (npm run gen, npm run build): do not edit.',
    ' */',
    `export const PERSISTED_OPERATIONS: Readonly<Record<string, string>> = {${entries ? `\n${entries}` : ''}};`,
    '',
  ].join('\n');
}

/** Writes the table (always) and the manifest (unless tableOnly). */
export function writePersistedDocuments(options: { files?: string[]; manifestPath?: string; tablePath?: string; tableOnly?: boolean } = {}): PersistedDocuments {
  const documents = persistedDocuments(options.files ?? documentFiles());
  const tablePath = options.tablePath ?? TABLE_PATH;
  fs.mkdirSync(path.dirname(tablePath), { recursive: true });
  fs.writeFileSync(tablePath, tableModule(documents.table));
  if (!options.tableOnly) {
    const manifestPath = options.manifestPath ?? MANIFEST_PATH;
    fs.mkdirSync(path.dirname(manifestPath), { recursive: true });
    fs.writeFileSync(manifestPath, JSON.stringify(documents.manifest, null, 2) + '\n');
  }
  return documents;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const tableOnly = process.argv.includes('--table-only');
  const { table } = writePersistedDocuments({ tableOnly });
  const count = Object.keys(table).length;
  console.log(`${count} persisted document${count === 1 ? '' : 's'}: ${path.relative(root, TABLE_PATH)}${tableOnly ? '' : `, ${path.relative(root, MANIFEST_PATH)}`}`);
}
