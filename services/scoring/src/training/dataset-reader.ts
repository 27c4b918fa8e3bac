import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { unzipSync } from 'fflate';
import { imageWordsFor, isSegmentId } from '@packlens/contracts';
import type { z } from 'zod';
import { parseCsv } from './csv';
import { camelCaseKeys, DATASET_FILES, DatasetMeta, ImageRow, ResponseRow, segmentCsvRow, SegmentRow } from './dataset-format';
import { aggregateResponses, type SegmentObservation, type SurveyDataset, type SurveyImage, type SurveyResponse } from './survey';

/** Refuses archives that would inflate past this: a survey upload is images and tables, not gigabytes. */
export const MAX_DATASET_BYTES = 2 * 1024 ** 3;

export class DatasetError extends Error {
  override name = 'DatasetError';
}

/** Reads a survey data set from a zip file or a directory laid out as dataset-format.ts describes. */
export async function readSurveyDataset(path: string): Promise<SurveyDataset> {
  const files = (await stat(path)).isDirectory() ? await readDirectory(path) : unzipDataset(await readFile(path));
  return parseSurveyFiles(files);
}

export function parseSurveyFiles(files: Map<string, Uint8Array>): SurveyDataset {
  const root = commonRoot([...files.keys()]);
  const file = (name: string) => files.get(root + name);
  const table = <T extends z.ZodType>(names: readonly string[], schema: T, fromCsv: (row: Record<string, string>) => Record<string, unknown>) => {
    const name = names.find((n) => file(n));
    if (!name) return null;
    const text = new TextDecoder().decode(file(name));
    const rows: unknown[] = name.endsWith('.json') ? parseJsonArray(name, text) : parseCsv(text).map(fromCsv);
    return rows.map((row, index) => {
      const parsed = schema.safeParse(row);
      if (!parsed.success) throw new DatasetError(`${name} row ${index + 1}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      return parsed.data as z.infer<T>;
    });
  };

  const imageRows = table(DATASET_FILES.images, ImageRow, camelCaseKeys);
  if (!imageRows) throw new DatasetError(`the data set has no ${DATASET_FILES.images.join(' or ')}`);
  const images: SurveyImage[] = imageRows.map((row) => {
    const bytes = file(row.image);
    if (!bytes) throw new DatasetError(`images table names ${row.image}, which is not in the data set`);
    return { name: row.image, bytes, imageHash: sha256(bytes), categoryId: row.categoryId };
  });
  const byName = new Map(images.map((image) => [image.name, image]));
  if (byName.size !== images.length) throw new DatasetError('the images table lists an image twice');

  const observations = new Map<string, SegmentObservation[]>();
  const responses = table(DATASET_FILES.responses, ResponseRow, camelCaseKeys);
  const segments = table(DATASET_FILES.segments, SegmentRow, segmentCsvRow);
  if (responses && segments) throw new DatasetError('give either per-respondent responses or per-segment results, not both');
  if (responses) {
    const perImage = groupBy(responses, (row) => known(byName, row.image));
    for (const [name, rows] of perImage) {
      const answers: SurveyResponse[] = rows.map((row) => ({
        respondentId: row.respondentId,
        profile: { gender: row.gender, age: row.age, categoryUser: row.categoryUser },
        image: name,
        rating: row.rating,
        words: row.words,
      }));
      try {
        observations.set(name, aggregateResponses(answers, byName.get(name)!.categoryId));
      } catch (error) {
        throw new DatasetError((error as Error).message);
      }
    }
  } else if (segments) {
    for (const [name, rows] of groupBy(segments, (row) => known(byName, row.image))) {
      const applicable = imageWordsFor(byName.get(name)!.categoryId).map((w) => w.id);
      observations.set(
        name,
        rows
          .filter((row) => isSegmentId(row.segmentId))
          .sort((a, b) => a.segmentId - b.segmentId)
          .map((row) => ({
            segmentId: row.segmentId,
            n: row.n,
            mean: row.mean,
            sd: row.sd,
            wordRates: Object.fromEntries(applicable.filter((id) => row.wordRates[id] !== undefined).map((id) => [id, row.wordRates[id]])),
          })),
      );
    }
  } else {
    throw new DatasetError(`the data set has neither ${DATASET_FILES.responses.join('/')} nor ${DATASET_FILES.segments.join('/')}`);
  }

  const metaBytes = file(DATASET_FILES.meta);
  const meta = DatasetMeta.parse(metaBytes ? JSON.parse(new TextDecoder().decode(metaBytes)) : {});
  const rated = images.filter((image) => observations.has(image.name));
  return { images: rated, observations, demo: meta.demo, dataHash: datasetHash(rated, observations, meta.demo) };
}

/** Content hash of what a model learns from; file names, order and zip packaging do not change it. */
export function datasetHash(images: readonly SurveyImage[], observations: Map<string, SegmentObservation[]>, demo: boolean): string {
  const canonical = [...images]
    .sort((a, b) => (a.imageHash < b.imageHash ? -1 : a.imageHash > b.imageHash ? 1 : 0))
    .map((image) => ({ imageHash: image.imageHash, categoryId: image.categoryId, observations: observations.get(image.name) ?? [] }));
  return sha256(new TextEncoder().encode(JSON.stringify({ demo, images: canonical })));
}

function unzipDataset(bytes: Uint8Array): Map<string, Uint8Array> {
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        if (total > MAX_DATASET_BYTES) throw new DatasetError(`the zip inflates past ${MAX_DATASET_BYTES} bytes`);
        return !entry.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof DatasetError) throw error;
    throw new DatasetError(`not a readable zip: ${(error as Error).message}`);
  }
  return new Map(Object.entries(entries).filter(([name]) => !name.startsWith('__MACOSX/')));
}

async function readDirectory(dir: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    files.set(relative(dir, full).split(sep).join('/'), new Uint8Array(await readFile(full)));
  }
  return files;
}

/** Zips made by "compress folder" put everything under one folder; the tables are looked up inside it. */
function commonRoot(names: string[]): string {
  if (names.some((n) => !n.includes('/'))) return '';
  const first = names[0].slice(0, names[0].indexOf('/') + 1);
  return names.every((n) => n.startsWith(first)) && !DATASET_FILES.images.some((t) => names.includes(t)) ? first : '';
}

function parseJsonArray(name: string, text: string): unknown[] {
  const value = JSON.parse(text) as unknown;
  if (!Array.isArray(value)) throw new DatasetError(`${name} must hold a JSON array`);
  return value;
}

function known(byName: Map<string, SurveyImage>, image: string): string {
  if (!byName.has(image)) throw new DatasetError(`ratings name ${image}, which the images table does not list`);
  return image;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
