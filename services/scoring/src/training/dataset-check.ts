import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { categoryById, imageWords, imageWordsFor, isSegmentId, type LearningDataProblemCode } from '@packlens/contracts';
import { sniffFormat } from '../image/media-type';
import { parseCsv } from './csv';
import { camelCaseKeys, DATASET_FILES, segmentCsvRow } from './dataset-format';
import { parseSurveyFiles } from './dataset-reader';
import { segmentsOf } from './respondent';
import type { SurveyDataset } from './survey';

/** A learning file's inflated size may not pass this (section 5 limits the upload to 50 MB; images hardly compress). */
export const MAX_INFLATED_BYTES = 512 * 1024 ** 2;
/** No entry may inflate more than this many times its compressed size (tables compress well, images do not). */
export const MAX_ENTRY_RATIO = 200;

export interface DatasetProblem {
  /** The entry of the zip it is about ('' for the zip itself). */
  file: string;
  /** 1-based data row of a table (the header is row 0), or null. */
  row: number | null;
  code: LearningDataProblemCode;
  params?: Record<string, string | number>;
}

export interface DatasetSummary {
  sha256: string;
  bytes: number;
  images: number;
  respondents: number;
  format: 'responses' | 'segments';
  /** Images rated per segment, and images per category. */
  segments: { segmentId: number; images: number }[];
  categories: { categoryId: number; images: number }[];
  /** The surveyed mean of each pack, per category and segment (3 decimals): standard-value mode 1's norms. */
  norms: { categoryId: number; segmentId: number; means: number[] }[];
  /** The data set says it is simulated (`meta.json` with `demo: true`, as the demo panel's). */
  simulated: boolean;
}

export type DatasetCheck = { ok: true; summary: DatasetSummary } | { ok: false; problems: DatasetProblem[] };

const MAX_PROBLEMS = 200;

/**
 * Checks an additional-learning upload before anything is stored, listing every problem it finds (up to 200) with
 * file and row: a zip that is not one, inflates too far or names paths outside itself; missing tables; rows that are
 * not valid (ratings outside 1-5, unknown segment, image-word or category ids, words that do not apply to the image's
 * category); images named but absent, listed twice, not images, or not decodable; ratings of images not listed; a
 * respondent answering the same image twice.
 */
export async function checkSurveyUpload(zip: Uint8Array): Promise<DatasetCheck> {
  const problems: DatasetProblem[] = [];
  const add = (problem: DatasetProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };
  let files: Map<string, Uint8Array>;
  try {
    files = unzipChecked(zip, add);
  } catch {
    return { ok: false, problems: [{ file: '', row: null, code: 'NOT_A_ZIP' }] };
  }
  if (problems.length) return { ok: false, problems };
  const root = commonRoot([...files.keys()]);
  const file = (name: string) => files.get(root + name);
  const tableOf = (names: readonly string[]) => {
    const name = names.find((n) => file(n));
    if (!name) return null;
    const text = new TextDecoder().decode(file(name));
    try {
      const rows = name.endsWith('.json') ? (JSON.parse(text) as unknown) : parseCsv(text);
      if (!Array.isArray(rows)) throw new Error('not an array');
      return { name, rows: rows as Record<string, unknown>[] };
    } catch (error) {
      add({ file: name, row: null, code: 'ROW_INVALID', params: { field: name, value: (error as Error).message.slice(0, 80) } });
      return { name, rows: [] };
    }
  };
  const rowsOf = (table: { name: string; rows: Record<string, unknown>[] }, csvRow: (row: Record<string, string>) => Record<string, unknown>) =>
    table.rows.map((row) => (table.name.endsWith('.json') ? row : csvRow(row as Record<string, string>)));

  const imageTable = tableOf(DATASET_FILES.images);
  if (!imageTable) return { ok: false, problems: [{ file: '', row: null, code: 'TABLE_MISSING', params: { field: DATASET_FILES.images.join(' / ') } }] };
  const images = new Map<string, number>();
  const categoryCounts = new Map<number, number>();
  const decodes: Promise<void>[] = [];
  rowsOf(imageTable, camelCaseKeys).forEach((row, i) => {
    const at = { file: imageTable.name, row: i + 1 };
    const name = typeof row.image === 'string' ? row.image.trim() : '';
    const categoryId = Number(row.categoryId);
    if (!name) return add({ ...at, code: 'ROW_INVALID', params: { field: 'image', value: String(row.image ?? '') } });
    if (!Number.isInteger(categoryId) || !categoryById(categoryId)) add({ ...at, code: 'CATEGORY_UNKNOWN', params: { value: String(row.categoryId ?? '') } });
    if (images.has(name)) return add({ ...at, code: 'DUPLICATE_IMAGE', params: { value: name } });
    images.set(name, categoryId);
    categoryCounts.set(categoryId, (categoryCounts.get(categoryId) ?? 0) + 1);
    const bytes = file(name);
    if (!bytes) return add({ ...at, code: 'IMAGE_MISSING', params: { value: name } });
    const format = sniffFormat(bytes);
    if (!format) return add({ file: name, row: null, code: 'NOT_AN_IMAGE' });
    if (format !== 'pdf') {
      decodes.push(
        sharp(bytes, { limitInputPixels: 40_000_000 })
          .stats()
          .then(() => undefined)
          .catch(() => add({ file: name, row: null, code: 'IMAGE_UNREADABLE' })),
      );
    }
  });
  await Promise.all(decodes);

  const responses = tableOf(DATASET_FILES.responses);
  const segments = tableOf(DATASET_FILES.segments);
  if (responses && segments) add({ file: '', row: null, code: 'TABLES_CONFLICT' });
  if (!responses && !segments) add({ file: '', row: null, code: 'TABLE_MISSING', params: { field: [...DATASET_FILES.responses, ...DATASET_FILES.segments].join(' / ') } });
  const rated = new Map<number, Set<string>>();
  const rate = (segmentId: number, image: string) => {
    const set = rated.get(segmentId) ?? new Set<string>();
    set.add(image);
    rated.set(segmentId, set);
  };
  const respondents = new Set<string>();
  const listed = (at: { file: string; row: number }, image: string) => {
    if (images.has(image)) return true;
    add({ ...at, code: 'IMAGE_NOT_LISTED', params: { value: image } });
    return false;
  };
  const wordIds = new Set(imageWords.map((w) => w.id));
  if (responses && !segments) {
    const answered = new Set<string>();
    rowsOf(responses, camelCaseKeys).forEach((row, i) => {
      const at = { file: responses.name, row: i + 1 };
      const image = String(row.image ?? '').trim();
      const respondent = String(row.respondentId ?? '').trim();
      const rating = Number(row.rating);
      const age = Number(row.age);
      if (!respondent) add({ ...at, code: 'ROW_INVALID', params: { field: 'respondent_id', value: '' } });
      if (row.gender !== 'male' && row.gender !== 'female') add({ ...at, code: 'ROW_INVALID', params: { field: 'gender', value: String(row.gender ?? '') } });
      if (!Number.isInteger(age) || age < 0 || age > 120) add({ ...at, code: 'ROW_INVALID', params: { field: 'age', value: String(row.age ?? '') } });
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) add({ ...at, code: 'RATING_OUT_OF_RANGE', params: { value: String(row.rating ?? '') } });
      if (!listed(at, image)) return;
      const words = typeof row.words === 'string' ? row.words.split(/[;|]/).map((s) => s.trim()).filter(Boolean).map(Number) : Array.isArray(row.words) ? row.words.map(Number) : [];
      const applicable = new Set(imageWordsFor(images.get(image)!).map((w) => w.id));
      for (const word of words) {
        if (!wordIds.has(word)) add({ ...at, code: 'WORD_UNKNOWN', params: { value: String(word) } });
        else if (!applicable.has(word)) add({ ...at, code: 'WORD_NOT_FOR_CATEGORY', params: { value: String(word) } });
      }
      const key = `${respondent}\u0000${image}`;
      if (answered.has(key)) add({ ...at, code: 'DUPLICATE_RESPONDENT', params: { value: respondent } });
      answered.add(key);
      respondents.add(respondent);
      if (row.gender === 'male' || row.gender === 'female') {
        const categoryUser = row.categoryUser === true || row.categoryUser === 1 || row.categoryUser === '1' || row.categoryUser === 'true';
        for (const segmentId of segmentsOf({ gender: row.gender, age, categoryUser })) rate(segmentId, image);
      }
    });
  }
  if (segments && !responses) {
    rowsOf(segments, segmentCsvRow).forEach((row, i) => {
      const at = { file: segments.name, row: i + 1 };
      const image = String(row.image ?? '').trim();
      const segmentId = Number(row.segmentId);
      const mean = Number(row.mean);
      if (!isSegmentId(segmentId)) add({ ...at, code: 'SEGMENT_UNKNOWN', params: { value: String(row.segmentId ?? '') } });
      if (!(mean >= 1 && mean <= 5)) add({ ...at, code: 'RATING_OUT_OF_RANGE', params: { value: String(row.mean ?? '') } });
      if (!(Number(row.n) >= 2)) add({ ...at, code: 'ROW_INVALID', params: { field: 'n', value: String(row.n ?? '') } });
      if (!(Number(row.sd) >= 0 && Number(row.sd) <= 4)) add({ ...at, code: 'ROW_INVALID', params: { field: 'sd', value: String(row.sd ?? '') } });
      for (const word of Object.keys((row.wordRates as Record<string, number>) ?? {}).map(Number)) {
        if (!wordIds.has(word)) add({ ...at, code: 'WORD_UNKNOWN', params: { value: String(word) } });
      }
      if (listed(at, image) && isSegmentId(segmentId)) rate(segmentId, image);
    });
  }
  if (!problems.length && rated.size === 0) add({ file: '', row: null, code: 'NO_RATINGS' });
  if (problems.length) return { ok: false, problems };
  const dataset = parseSurveyFiles(files);
  return {
    ok: true,
    summary: {
      ...surveyedMeans(dataset),
      sha256: createHash('sha256').update(zip).digest('hex'),
      bytes: zip.byteLength,
      images: images.size,
      respondents: respondents.size,
      format: responses ? 'responses' : 'segments',
      segments: [...rated].map(([segmentId, set]) => ({ segmentId, images: set.size })).sort((a, b) => a.segmentId - b.segmentId),
      categories: [...categoryCounts].map(([categoryId, count]) => ({ categoryId, images: count })).sort((a, b) => a.categoryId - b.categoryId),
    },
  };
}

/** Each pack's surveyed mean per category and segment, and whether the data set is simulated. */
function surveyedMeans(dataset: SurveyDataset): Pick<DatasetSummary, 'norms' | 'simulated'> {
  const cells = new Map<string, { categoryId: number; segmentId: number; means: number[] }>();
  for (const image of dataset.images) {
    for (const observation of dataset.observations.get(image.name) ?? []) {
      const key = `${image.categoryId}:${observation.segmentId}`;
      let cell = cells.get(key);
      if (!cell) cells.set(key, (cell = { categoryId: image.categoryId, segmentId: observation.segmentId, means: [] }));
      cell.means.push(Math.round(observation.mean * 1000) / 1000);
    }
  }
  const norms = [...cells.values()].sort((a, b) => a.categoryId - b.categoryId || a.segmentId - b.segmentId);
  for (const cell of norms) cell.means.sort((a, b) => a - b);
  return { norms, simulated: dataset.demo };
}

/** The zip's files; paths that are not plain relative ones and a too-large inflation are reported, not followed. */
function unzipChecked(zip: Uint8Array, add: (problem: DatasetProblem) => void): Map<string, Uint8Array> {
  let total = 0;
  let bomb = false;
  const entries = unzipSync(zip, {
    filter: (entry) => {
      if (entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) return false;
      if (entry.name.startsWith('/') || entry.name.includes('\\') || /^[a-zA-Z]:/.test(entry.name) || entry.name.split('/').some((part) => part === '..' || part === '.')) {
        add({ file: entry.name, row: null, code: 'PATH_NOT_ALLOWED' });
        return false;
      }
      total += entry.originalSize;
      if (!bomb && (total > MAX_INFLATED_BYTES || entry.originalSize > Math.max(1024 * 1024, entry.size * MAX_ENTRY_RATIO))) {
        bomb = true;
        add({ file: entry.name, row: null, code: 'ZIP_BOMB', params: { limit: `${MAX_INFLATED_BYTES / 1024 ** 2} MB` } });
      }
      return !bomb;
    },
  });
  return new Map(Object.entries(entries));
}

function commonRoot(names: string[]): string {
  if (!names.length || names.some((n) => !n.includes('/'))) return '';
  const first = names[0].slice(0, names[0].indexOf('/') + 1);
  return names.every((n) => n.startsWith(first)) ? first : '';
}
