/**
 * The lint rules that hold the architecture are only real once they fail on a probe: each case
 * writes a pair of files into the tree, lints them with the project's own config, and checks the
 * rule fires (and stays silent on the control case without the fault).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const probeDirs: string[] = [];

/** Writes the files (name -> text) into a fresh probe folder under `dir` and lints them. */
async function lintProbe(dir: string, files: Record<string, string>) {
  const probe = path.join(root, dir, `lint-probe-${process.pid}-${probeDirs.length}`);
  probeDirs.push(probe);
  fs.mkdirSync(probe, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(probe, name), text);
  const results = await new ESLint({ cwd: root }).lintFiles(Object.keys(files).map((name) => path.join(probe, name)));
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

afterAll(() => {
  for (const dir of probeDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('import-x/no-cycle', () => {
  for (const [dir, ext] of [
    ['src/shared', ''],
    ['server/core', '.js'],
  ] as const) {
    it(`fails a two-file import cycle in ${dir}`, async () => {
      const rules = await lintProbe(dir, {
        'a.ts': `import { b } from './b${ext}';\nexport const a = (): unknown => b;\n`,
        'b.ts': `import { a } from './a${ext}';\nexport const b = (): unknown => a;\n`,
      });
      expect(rules.filter((rule) => rule === 'import-x/no-cycle')).toHaveLength(2);
    }, 60_000);

    it(`passes the same files without the cycle in ${dir}`, async () => {
      const rules = await lintProbe(dir, {
        'a.ts': `import { b } from './b${ext}';\nexport const a = (): unknown => b;\n`,
        'b.ts': `export const b = (): unknown => 1;\n`,
      });
      expect(rules).toEqual([]);
    }, 60_000);
  }
});

/**
 * The server's modules form a one-way graph: no module reaches, through other modules' entries,
 * back to itself. Type-only imports count too (no-cycle lets them pass, since they vanish at run
 * time, but a circle of types is still two modules that cannot be understood one without the other).
 */
describe('server modules', () => {
  it('import each other without a circle, types included', () => {
    const modulesDir = path.join(root, 'server/modules');
    const modules = fs.readdirSync(modulesDir).filter((name) => fs.statSync(path.join(modulesDir, name)).isDirectory());
    const edges = new Map<string, Set<string>>(modules.map((name) => [name, new Set<string>()]));
    for (const name of modules) {
      for (const file of fs.readdirSync(path.join(modulesDir, name), { recursive: true }) as string[]) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const text = fs.readFileSync(path.join(modulesDir, name, file), 'utf8');
        for (const match of text.matchAll(/from '\.\.\/(?:\.\.\/)*([a-z-]+)\/index\.js'/g)) {
          if (match[1] !== name && edges.has(match[1])) edges.get(name)!.add(match[1]);
        }
      }
    }
    const circles: string[] = [];
    const visit = (name: string, trail: string[]) => {
      for (const next of edges.get(name) ?? []) {
        if (next === trail[0]) circles.push([...trail, next].join(' -> '));
        else if (!trail.includes(next)) visit(next, [...trail, next]);
      }
    };
    for (const name of modules) visit(name, [name]);
    expect(circles).toEqual([]);
  });
});
