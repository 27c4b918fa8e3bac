import { rm, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCount, givenAccounts, json, loginAs, useApi, type Accounts } from './harness';

/**
 * Issue 17, item 4: the blob store cannot be written (its directory unwritable, as a full or read-only disk would
 * be). An upload is refused with STORAGE_UNAVAILABLE in the caller's language, no event is recorded without its blob,
 * no half file is left; once the store is writable again the same upload is taken.
 */
const h = useApi();
let accounts: Accounts;
let admin: string;
beforeAll(async () => {
  accounts = await givenAccounts(h, 'blob-faults');
  admin = (await loginAs(h, accounts.admin.email)).token;
});

const pack = () =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="100%" height="100%" fill="#f4a38b"/><text x="150" y="200" text-anchor="middle" font-family="DejaVu Sans" font-size="40">PEACH</text></svg>`))
    .png()
    .toBuffer();

describe('a blob store that cannot be written', () => {
  it('given the client’s blob directory unwritable, when a pack is uploaded, then 503 STORAGE_UNAVAILABLE in Japanese, nothing recorded or left behind; writable again, the upload is taken', async () => {
    const project = await (await h.request('/api/projects/', { ...json('POST', { name: 'Blob faults' }), token: admin, language: 'en' })).json();
    const upload = async () => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(await pack())]), 'peach.png');
      form.append('names', 'Peach');
      return h.request(`/api/projects/${project.id}/images`, { method: 'POST', body: form, token: admin, language: 'ja' });
    };
    // A file where the client's directory would go: nothing can be created under it, whoever the process runs as.
    const clientDir = path.join(h.blobDir, 'clients', accounts.clientId);
    await rm(clientDir, { recursive: true, force: true });
    await mkdir(path.dirname(clientDir), { recursive: true });
    await writeFile(clientDir, 'not a directory');
    const before = await eventCount(h);

    const refused = await upload();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE', detail: 'ファイルを保存できませんでした。しばらくしてからもう一度お試しください。' });
    expect(await eventCount(h)).toBe(before);
    expect((await (await h.request(`/api/projects/${project.id}`, { token: admin })).json()).images).toEqual([]);

    await rm(clientDir, { force: true });
    const taken = await upload();
    expect(taken.status).toBeLessThan(300);
    const [image] = (await taken.json()).images as { id: string }[];
    expect(image).toBeDefined();
    await h.settled();
    expect((await (await h.request(`/api/projects/${project.id}`, { token: admin })).json()).images).toHaveLength(1);
    expect(await h.deps.blobs!.list(`clients/${accounts.clientId}/`)).toHaveLength(1);
  });
});
