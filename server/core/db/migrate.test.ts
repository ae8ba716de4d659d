import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkMigrationOrder } from './migrate.js';

describe('migration order', () => {
  it('accepts the folder as it is', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
    const names = fs.readdirSync(dir).map((file) => file.replace(/\.ts$/, ''));
    expect(names.length).toBeGreaterThan(0);
    expect(() => checkMigrationOrder(names)).not.toThrow();
  });

  it('refuses a gap, a repeat and a name without its number', () => {
    expect(() => checkMigrationOrder(['0001_core', '0003_exams'])).toThrow(/0003_exams: expected number 0002/);
    expect(() => checkMigrationOrder(['0001_core', '0001_courses'])).toThrow(/expected number 0002/);
    expect(() => checkMigrationOrder(['0001_core', 'courses'])).toThrow(/courses: the name must be NNNN_name/);
    expect(() => checkMigrationOrder(['0002_core', '0001_core'])).not.toThrow();
  });
});
