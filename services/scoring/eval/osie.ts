import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Fixation } from '../src/heatmap/metrics';

/**
 * The OSIE eye-fixation data (Xu et al., JoV 2014), read in place from the shared data folder; never copied
 * into the repository. 700 photos of 800x600, ids 1001-1700, 15 viewers, 3 s free viewing.
 */
export const OSIE_DIR = process.env.PACKLENS_OSIE_DIR ?? resolve(import.meta.dirname, '../../../../shared/data/osie');
export const OSIE_WIDTH = 800;
export const OSIE_HEIGHT = 600;
/** The split of the issue: fit on 1001-1500, report on 1501-1700. */
export const FIT_IDS = range(1001, 1500);
export const REPORT_IDS = range(1501, 1700);
/** The internal split the configuration is chosen on (never the report ids): fit 1001-1400, validate 1401-1500. */
export const SELECT_FIT_IDS = range(1001, 1400);
export const SELECT_VALIDATION_IDS = range(1401, 1500);

export function osieAvailable(dir = OSIE_DIR): boolean {
  return existsSync(join(dir, 'fixations.csv')) && existsSync(join(dir, 'stimuli'));
}

export function stimulusPath(id: number, dir = OSIE_DIR): string {
  return join(dir, 'stimuli', `${id}.jpg`);
}

/**
 * Fixations per image id, 0-based pixels (round(x) - 1, as the data set's binary maps), with each viewer's
 * first fixation dropped: about a fifth of them sit where the trial started, at the screen centre.
 */
export async function readFixations(dir = OSIE_DIR): Promise<Map<number, Fixation[]>> {
  const text = await readFile(join(dir, 'fixations.csv'), 'utf8');
  const lines = text.split('\n');
  const header = lines[0].trim().split(',');
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`fixations.csv has no column ${name}`);
    return i;
  };
  const [cImage, cIndex, cX, cY] = [col('image'), col('fix_index'), col('x'), col('y')];
  const out = new Map<number, Fixation[]>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const f = line.split(',');
    if (Number(f[cIndex]) === 1) continue;
    const id = Number.parseInt(f[cImage], 10);
    const x = Math.round(Number(f[cX])) - 1;
    const y = Math.round(Number(f[cY])) - 1;
    if (x < 0 || y < 0 || x >= OSIE_WIDTH || y >= OSIE_HEIGHT) continue;
    let list = out.get(id);
    if (!list) out.set(id, (list = []));
    list.push({ x, y });
  }
  return out;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
