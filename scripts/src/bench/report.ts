import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

/** Replaces the block between `<!-- BEGIN name -->` and `<!-- END name -->` in a markdown file (appends it when absent). */
export async function writeSection(file: string, name: string, body: string): Promise<void> {
  const begin = `<!-- BEGIN ${name} -->`;
  const end = `<!-- END ${name} -->`;
  const block = `${begin}\n${body.trim()}\n${end}`;
  const current = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`${begin}[\\s\\S]*?${end}`);
  await writeFile(file, pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`);
}

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}
