import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import { imageWords } from '@packlens/contracts';
import { formatCsv } from './csv';
import type { DatasetMeta } from './dataset-format';
import type { SegmentObservation, SurveyResponse } from './survey';

export interface DatasetContent {
  images: { name: string; bytes: Uint8Array; categoryId: number }[];
  meta: DatasetMeta;
  /** Exactly one of the two: per-segment results or per-respondent answers. */
  observations?: Map<string, SegmentObservation[]>;
  responses?: SurveyResponse[];
}

/** The files of a data set in the documented layout, by path. */
export function datasetFiles(content: DatasetContent): Map<string, Uint8Array> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const files = new Map<string, Uint8Array>();
  for (const image of content.images) files.set(image.name, image.bytes);
  files.set('images.csv', encode(formatCsv(['image', 'category_id'], content.images.map((i) => [i.name, i.categoryId]))));
  if (content.observations) {
    const wordIds = imageWords.map((w) => w.id);
    const rows = [...content.observations].flatMap(([image, list]) =>
      list.map((o) => [image, o.segmentId, o.n, round(o.mean), round(o.sd), ...wordIds.map((id) => (o.wordRates[id] === undefined ? null : round(o.wordRates[id])))]),
    );
    files.set('segments.csv', encode(formatCsv(['image', 'segment_id', 'n', 'mean', 'sd', ...wordIds.map((id) => `word_${id}`)], rows)));
  }
  if (content.responses) {
    const rows = content.responses.map((r) => [r.respondentId, r.profile.gender, r.profile.age, r.profile.categoryUser ? 1 : 0, r.image, r.rating, r.words.join(';')]);
    files.set('responses.csv', encode(formatCsv(['respondent_id', 'gender', 'age', 'category_user', 'image', 'rating', 'words'], rows)));
  }
  files.set('dataset.json', encode(`${JSON.stringify(content.meta, null, 2)}\n`));
  return files;
}

export async function writeDatasetDirectory(dir: string, files: Map<string, Uint8Array>): Promise<void> {
  for (const [name, bytes] of files) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), bytes);
  }
}

/** A zip with a fixed timestamp, so the same content always gives the same bytes. */
export function zipDataset(files: Map<string, Uint8Array>): Uint8Array {
  const entries = Object.fromEntries([...files].map(([name, bytes]) => [name, [bytes, { mtime: new Date('2020-01-01T00:00:00Z'), level: name.endsWith('.png') ? 0 : 6 }] as const]));
  return zipSync(entries as Parameters<typeof zipSync>[0]);
}

/** Six decimals keep rates and means exact enough and the files diff-friendly. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
