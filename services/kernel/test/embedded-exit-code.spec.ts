import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const kernel = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const embedded = path.join(kernel, 'src/db/embedded.ts');

/** Runs a small program that loads the embedded-PostgreSQL module and ends with `code` as its exit code. */
function exitStatusWith(code: number): number | null {
  const program = `await import(${JSON.stringify(embedded)}); process.exitCode = ${code};`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], { cwd: kernel, encoding: 'utf8', timeout: 60_000 }).status;
}

describe('a process that loads embedded PostgreSQL keeps its exit code', () => {
  it('ends with 1 when its work failed (async-exit-hook would have made it 0, and make test green with failing tests)', () => {
    expect(exitStatusWith(1)).toBe(1);
  });

  it('ends with 0 when its work succeeded', () => {
    expect(exitStatusWith(0)).toBe(0);
  });
});
