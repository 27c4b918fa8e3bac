import { describe, expect, it } from 'vitest';
import { parseCsv, formatCsv } from '../src/training/csv';
import { DatasetError, parseSurveyFiles } from '../src/training/dataset-reader';
import { datasetFiles, zipDataset } from '../src/training/dataset-writer';
import { unzipSync } from 'fflate';
import type { SurveyResponse } from '../src/training/survey';

const png = (seed: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, seed]);
const encode = (text: string) => new TextEncoder().encode(text);

function respondentsFixture(): SurveyResponse[] {
  const people = [
    { id: 'a', profile: { gender: 'male' as const, age: 24, categoryUser: true } },
    { id: 'b', profile: { gender: 'male' as const, age: 27, categoryUser: false } },
    { id: 'c', profile: { gender: 'female' as const, age: 33, categoryUser: true } },
    { id: 'd', profile: { gender: 'female' as const, age: 38, categoryUser: false } },
    { id: 'e', profile: { gender: 'female' as const, age: 65, categoryUser: true } },
  ];
  const ratings = [5, 3, 4, 2, 1];
  const words = [[1, 2], [2], [1], [], [3]];
  return people.map((p, i) => ({ respondentId: p.id, profile: p.profile, image: 'images/a.png', rating: ratings[i], words: words[i] }));
}

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, and drops a byte-order mark', () => {
    const rows = parseCsv('\uFEFFimage,note\r\n"a,b.png","say ""hi""\nthere"\n');
    expect(rows).toEqual([{ image: 'a,b.png', note: 'say "hi"\nthere' }]);
  });

  it('writes what it reads', () => {
    const text = formatCsv(['x', 'y'], [['1,5', 'plain'], [null, 'q"']]);
    expect(parseCsv(text)).toEqual([{ x: '1,5', y: 'plain' }, { x: '', y: 'q"' }]);
  });

  it('refuses a row with the wrong number of fields', () => {
    expect(() => parseCsv('a,b\n1\n')).toThrow(/line 2 has 1 fields/);
  });
});

describe('survey data set', () => {
  it('given per-respondent answers, when read, then each segment gets its respondents, mean, SD and word shares', () => {
    const files = datasetFiles({ images: [{ name: 'images/a.png', bytes: png(1), categoryId: 1 }], meta: { demo: false }, responses: respondentsFixture() });
    const dataset = parseSurveyFiles(files);
    const observations = dataset.observations.get('images/a.png')!;
    const overall = observations.find((o) => o.segmentId === 1)!;
    expect(overall.n).toBe(5);
    expect(overall.mean).toBeCloseTo(3, 12);
    expect(overall.sd).toBeCloseTo(Math.sqrt(2.5), 12);
    expect(overall.wordRates[1]).toBeCloseTo(0.4, 12);
    expect(overall.wordRates[20]).toBe(0);
    const female = observations.find((o) => o.segmentId === 3)!;
    expect([female.n, female.mean]).toEqual([3, 7 / 3]);
    // Two male respondents in their 20s make segment 25; the one woman over 59 is in no age segment.
    expect(observations.find((o) => o.segmentId === 25)!.mean).toBe(4);
    expect(observations.map((o) => o.segmentId)).toEqual([1, 2, 3, 4, 5, 6, 25, 36]);
  });

  it('given a zip of per-segment results in a top folder, when read, then it gives the same observations and the same data hash as the plain files', () => {
    const direct = datasetFiles({ images: [{ name: 'images/a.png', bytes: png(1), categoryId: 1 }], meta: { demo: false }, responses: respondentsFixture() });
    const fromResponses = parseSurveyFiles(direct);
    const segmentFiles = datasetFiles({ images: [{ name: 'images/a.png', bytes: png(1), categoryId: 1 }], meta: { demo: false }, observations: fromResponses.observations });
    const zipped = unzipSync(zipDataset(new Map([...segmentFiles].map(([name, bytes]) => [`survey-2026/${name}`, bytes]))));
    const fromSegments = parseSurveyFiles(new Map(Object.entries(zipped)));
    const a = fromResponses.observations.get('images/a.png')!;
    const b = fromSegments.observations.get('images/a.png')!;
    expect(b.map((o) => o.segmentId)).toEqual(a.map((o) => o.segmentId));
    b.forEach((o, i) => expect(o.mean).toBeCloseTo(a[i].mean, 5));
    expect(fromSegments.images[0].imageHash).toBe(fromResponses.images[0].imageHash);
  });

  it('zips the same content to the same bytes', () => {
    const files = datasetFiles({ images: [{ name: 'images/a.png', bytes: png(1), categoryId: 1 }], meta: { demo: true }, responses: respondentsFixture() });
    expect(Buffer.from(zipDataset(files)).equals(Buffer.from(zipDataset(files)))).toBe(true);
  });

  it('names the data it learns from by content: changing one rating changes the hash, the demo flag is read', () => {
    const build = (rating: number) =>
      parseSurveyFiles(
        datasetFiles({
          images: [{ name: 'images/a.png', bytes: png(1), categoryId: 1 }],
          meta: { demo: true },
          responses: respondentsFixture().map((r, i) => (i === 0 ? { ...r, rating } : r)),
        }),
      );
    expect(build(5).dataHash).toBe(build(5).dataHash);
    expect(build(4).dataHash).not.toBe(build(5).dataHash);
    expect(build(5).demo).toBe(true);
  });

  it('reads JSON tables as well as CSV', () => {
    const files = new Map<string, Uint8Array>([
      ['images/a.png', png(1)],
      ['images.json', encode(JSON.stringify([{ image: 'images/a.png', categoryId: 6 }]))],
      ['segments.json', encode(JSON.stringify([{ image: 'images/a.png', segmentId: 1, n: 40, mean: 3.4, sd: 0.9, wordRates: { '1': 0.5, '2': 0.25 } }]))],
    ]);
    const dataset = parseSurveyFiles(files);
    // Category 6 is not food: the food-only word 1 ("tasty") is dropped even if a file gives it.
    expect(dataset.observations.get('images/a.png')).toEqual([{ segmentId: 1, n: 40, mean: 3.4, sd: 0.9, wordRates: { 2: 0.25 } }]);
    expect(dataset.demo).toBe(false);
  });

  it('refuses a rating outside 1-5, an unknown image and a food-only word on a non-food pack, naming the row', () => {
    const base = (responses: string) =>
      new Map<string, Uint8Array>([
        ['images/a.png', png(1)],
        ['images.csv', encode('image,category_id\nimages/a.png,6\n')],
        ['responses.csv', encode(`respondent_id,gender,age,category_user,image,rating,words\n${responses}`)],
      ]);
    expect(() => parseSurveyFiles(base('r1,male,30,1,images/a.png,6,2\n'))).toThrow(/responses.csv row 1: rating/);
    expect(() => parseSurveyFiles(base('r1,male,30,1,images/b.png,3,2\n'))).toThrow(/images\/b.png/);
    expect(() => parseSurveyFiles(base('r1,male,30,1,images/a.png,3,1;2\n'))).toThrow(DatasetError);
  });
});
