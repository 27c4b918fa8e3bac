import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { zipDataset } from '../../scoring/src/training/dataset-writer';
import { eventCount, eventsOfType, givenAccounts, loginAs, useApi, type Accounts } from './harness';

/** Additional-learning uploads through the API (issue 16, item 1): checked whole before anything is stored. */
const h = useApi();
let accounts: Accounts;
let superAdmin: string;
let admin: string;
const text = (s: string) => new TextEncoder().encode(s);
const zipSync = (entries: Record<string, Uint8Array>) => zipDataset(new Map(Object.entries(entries)));
let valid: Uint8Array;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'learning');
  superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
  admin = (await loginAs(h, accounts.admin.email)).token;
  const png = new Uint8Array(await sharp({ create: { width: 30, height: 40, channels: 3, background: '#36c' } }).png().toBuffer());
  valid = zipSync({
    'survey/images.csv': text('image,category_id\nimages/a.png,2\nimages/b.png,2\n'),
    'survey/responses.csv': text('respondent_id,gender,age,category_user,image,rating,words\nr1,female,31,1,images/a.png,4,2\nr1,female,31,1,images/b.png,2,\nr2,male,45,0,images/a.png,3,5;6\n'),
    'survey/images/a.png': png,
    'survey/images/b.png': png,
  });
});

const upload = (bytes: Uint8Array | null, token = superAdmin, language = 'en') => {
  const form = new FormData();
  if (bytes) form.append('file', new Blob([new Uint8Array(bytes)]), 'survey.zip');
  return h.request('/api/admin/learning_data', { method: 'POST', body: form, token, language });
};
const blobCount = async () => (await h.deps.blobs!.list('learning-data/')).length;

describe('uploading learning data', () => {
  it('given a valid survey zip, when the super admin uploads it, then it is stored by content hash with its counts, once', async () => {
    const response = await upload(valid);
    expect(response.status).toBe(201);
    const dataSet = await response.json();
    expect(dataSet).toMatchObject({ file_name: 'survey.zip', format: 'responses', images: 2, respondents: 2, categories: [{ category_id: 2, images: 2 }] });
    expect(dataSet.segments).toContainEqual({ segment_id: 1, images: 2 });
    expect(await h.deps.blobs!.get(`learning-data/${dataSet.sha256}.zip`)).toBeDefined();
    const again = await upload(valid);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(dataSet.id);
    const recorded = (await eventsOfType(h, 'LearningDataUploaded')).filter((e) => e.sha256 === dataSet.sha256);
    expect(recorded).toHaveLength(1);
    // Standard-value mode 1's norms: pack a's overall mean (4 and 3); b, rated by one respondent, and the one-person
    // segments give none.
    expect(recorded[0]).toMatchObject({ norms: [{ categoryId: 2, segmentId: 1, means: [3.5] }], simulated: false });
    const list = await h.request('/api/admin/learning_data', { token: superAdmin });
    expect(list.headers.get('content-range')).toMatch(/^learning_data 0-\d+\/\d+$/);
    expect((await list.json()).map((d: { id: string }) => d.id)).toContain(dataSet.id);
  });

  it('given a file with problems, then 422 lists each with file and row in the caller\'s language and nothing is stored', async () => {
    const before = [await eventCount(h), await blobCount()];
    const bad = zipSync({ 'images.csv': text('image,category_id\nimages/a.png,2\n'), 'responses.csv': text('respondent_id,gender,age,category_user,image,rating,words\nr1,female,31,1,images/a.png,9,\n') });
    const response = await upload(bad, superAdmin, 'ja');
    expect(response.status).toBe(422);
    const problem = await response.json();
    expect(problem).toMatchObject({ code: 'LEARNING_DATA_INVALID', detail: '学習ファイルに2件の問題があります。何も保存していません。' });
    expect(problem.problems).toEqual([
      { file: 'images.csv', row: 1, code: 'IMAGE_MISSING', message: '画像 images/a.png がZIPに含まれていません。' },
      { file: 'responses.csv', row: 1, code: 'RATING_OUT_OF_RANGE', message: '評価は1〜5で入力してください（9）。' },
    ]);
    expect([await eventCount(h), await blobCount()]).toEqual(before);
  });

  it('given no file, a file over 50 MB, or a company admin, then it is refused and nothing is stored', async () => {
    const before = await eventCount(h);
    expect((await upload(null)).status).toBe(400);
    const large = await h.request('/api/admin/learning_data', {
      method: 'POST',
      token: superAdmin,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(51 * 1024 * 1024) },
      body: 'x',
    });
    expect(large.status).toBe(413);
    expect((await upload(valid, admin)).status).toBe(403);
    expect(await eventCount(h)).toBe(before);
  });
});
