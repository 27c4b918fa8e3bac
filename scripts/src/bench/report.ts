import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

/** In a section, the line after which a person's dated notes begin: `make bench` keeps them when it rewrites the figures. */
export const notesMarker = '<!-- notes below are kept by make bench -->';

/**
 * Replaces the block between `<!-- BEGIN name -->` and `<!-- END name -->` in a markdown file (appends it when
 * absent). Only that block changes; the file is read just before writing, so other sections stay as they are.
 * Notes after `notesMarker` inside the block are carried over.
 */
export async function writeSection(file: string, name: string, body: string): Promise<void> {
  const begin = `<!-- BEGIN ${name} -->`;
  const end = `<!-- END ${name} -->`;
  const current = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`${begin}[\\s\\S]*?${end}`);
  const previous = pattern.exec(current)?.[0] ?? '';
  const notesAt = previous.indexOf(notesMarker);
  const notes = notesAt >= 0 ? `\n\n${previous.slice(notesAt, previous.length - end.length).trim()}` : '';
  const block = `${begin}\n${body.trim()}${notes}\n${end}`;
  await writeFile(file, pattern.test(current) ? current.replace(pattern, () => block) : `${current.trimEnd()}\n\n${block}\n`);
}

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** The load average (1 / 5 / 15 min), for the line that says how busy the machine was. */
export const loadLine = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

/** Now in UTC to the minute, as the sections date their figures: "2026-11-24 06:23". */
export const minuteStamp = () => new Date().toISOString().replace('T', ' ').slice(0, 16);
