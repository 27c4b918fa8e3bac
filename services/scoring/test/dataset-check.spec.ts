import { zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSurveyUpload, type DatasetProblem } from '../src/training/dataset-check';

/** Additional-learning uploads are checked before anything is stored; every problem is named by file and row (issue 16). */
const text = (s: string) => new TextEncoder().encode(s);
let png: Uint8Array;
let files: Record<string, Uint8Array>;

const IMAGES = 'image,category_id\nimages/a.png,5\nimages/b.png,5\nimages/c.png,6\n';
const RESPONSES = [
  'respondent_id,gender,age,category_user,image,rating,words',
  'r1,female,34,1,images/a.png,4,1;2',
  'r1,female,34,1,images/b.png,2,3',
  'r2,male,27,0,images/a.png,5,',
  'r2,male,27,0,images/c.png,3,2',
].join('\n');

beforeAll(async () => {
  png = new Uint8Array(await sharp({ create: { width: 40, height: 60, channels: 3, background: '#c33' } }).png().toBuffer());
  files = { 'images.csv': text(IMAGES), 'responses.csv': text(RESPONSES), 'images/a.png': png, 'images/b.png': png, 'images/c.png': png };
});

const check = (entries: Record<string, Uint8Array>) => checkSurveyUpload(zipSync(entries));
const problemsOf = async (entries: Record<string, Uint8Array>): Promise<DatasetProblem[]> => {
  const result = await check(entries);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
};
const codes = (problems: DatasetProblem[]) => problems.map((p) => [p.file, p.row, p.code]);

describe('checking a learning file', () => {
  it('given a valid data set, then it is accepted with counts per segment and category', async () => {
    const result = await check(files);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.summary).toMatchObject({ images: 3, respondents: 2, format: 'responses', categories: [{ categoryId: 5, images: 2 }, { categoryId: 6, images: 1 }] });
    expect(result.summary.segments.find((s) => s.segmentId === 1)).toEqual({ segmentId: 1, images: 3 });
    expect(result.summary.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('given bytes that are not a zip, then NOT_A_ZIP', async () => {
    expect(await checkSurveyUpload(text('hello'))).toEqual({ ok: false, problems: [{ file: '', row: null, code: 'NOT_A_ZIP' }] });
  });

  it('given an entry that inflates a thousandfold, then ZIP_BOMB names it', async () => {
    expect(codes(await problemsOf({ ...files, 'images/zeros.bin': new Uint8Array(8 * 1024 * 1024) }))).toEqual([['images/zeros.bin', null, 'ZIP_BOMB']]);
  });

  it('given entry names that climb out or are absolute, then PATH_NOT_ALLOWED names each', async () => {
    const problems = await problemsOf({ ...files, '../evil.png': png, 'images/../../x.csv': text('a') });
    expect(codes(problems)).toEqual([
      ['../evil.png', null, 'PATH_NOT_ALLOWED'],
      ['images/../../x.csv', null, 'PATH_NOT_ALLOWED'],
    ]);
  });

  it('given every kind of bad row at once, then each is listed with its file and row', async () => {
    const images = `${IMAGES}images/d.png,5\nimages/e.png,999\nimages/a.png,5\nimages/f.png,5\n`;
    const responses = [
      RESPONSES,
      'r3,female,41,1,images/a.png,7,',
      'r3,female,41,1,images/zzz.png,3,',
      'r4,male,22,0,images/b.png,3,99',
      'r1,female,34,1,images/a.png,4,',
      'r5,other,30,0,images/c.png,3,',
      'r6,male,30,0,images/c.png,3,1',
    ].join('\n');
    const problems = await problemsOf({ ...files, 'images.csv': text(images), 'responses.csv': text(responses), 'images/e.png': png, 'images/f.png': text('not an image') });
    expect(codes(problems)).toEqual([
      ['images.csv', 4, 'IMAGE_MISSING'],
      ['images.csv', 5, 'CATEGORY_UNKNOWN'],
      ['images.csv', 6, 'DUPLICATE_IMAGE'],
      ['images/f.png', null, 'NOT_AN_IMAGE'],
      ['responses.csv', 5, 'RATING_OUT_OF_RANGE'],
      ['responses.csv', 6, 'IMAGE_NOT_LISTED'],
      ['responses.csv', 7, 'WORD_UNKNOWN'],
      ['responses.csv', 8, 'DUPLICATE_RESPONDENT'],
      ['responses.csv', 9, 'ROW_INVALID'],
      ['responses.csv', 10, 'WORD_NOT_FOR_CATEGORY'],
    ]);
    expect(problems.find((p) => p.code === 'RATING_OUT_OF_RANGE')?.params).toEqual({ value: '7' });
  });

  it('given a png that does not decode, then IMAGE_UNREADABLE', async () => {
    const broken = Uint8Array.from([...png.slice(0, 40), ...new Uint8Array(60)]);
    expect(codes(await problemsOf({ ...files, 'images/b.png': broken }))).toEqual([['images/b.png', null, 'IMAGE_UNREADABLE']]);
  });

  it('given per-segment results with an unknown segment and a mean outside 1-5, then both rows are named', async () => {
    const segments = 'image,segment_id,n,mean,sd,word_1\nimages/a.png,1,30,3.4,0.9,0.2\nimages/b.png,77,30,3.1,0.8,\nimages/c.png,3,30,5.6,0.8,\n';
    const { 'responses.csv': _, ...rest } = files;
    expect(codes(await problemsOf({ ...rest, 'segments.csv': text(segments) }))).toEqual([
      ['segments.csv', 2, 'SEGMENT_UNKNOWN'],
      ['segments.csv', 3, 'RATING_OUT_OF_RANGE'],
    ]);
  });

  it('given no ratings table, or both, then the tables are named', async () => {
    const { 'responses.csv': _, ...none } = files;
    expect(codes(await problemsOf(none))).toEqual([['', null, 'TABLE_MISSING']]);
    expect(codes(await problemsOf({ ...files, 'segments.csv': text('image,segment_id,n,mean,sd\n') }))).toEqual([['', null, 'TABLES_CONFLICT']]);
  });
});
