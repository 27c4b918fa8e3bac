import { beforeAll, describe, expect, it } from 'vitest';
import { rectangleJpeg } from '../../scoring/test/image-fixtures';
import { eventCount, givenAccounts, json, loginAs, useApi } from './harness';

/**
 * Issue 15, item 2: the plan's image quota and the service gates apply to an API key's calls exactly as to a person's —
 * the same status, code and message, and nothing stored or charged. Each case asks once with the key and once with
 * the client's administrator, on the same client.
 */
const h = useApi();
const scopes = ['projects:read', 'projects:write', 'generation:write'];

interface Caller {
  person: string;
  key: string;
}

/** A client on `planId` with `maxImages`, its admin's token and a key with every project and generation scope. */
async function givenClient(prefix: string, planId: number, maxImages: number): Promise<Caller> {
  const system = { kind: 'system' as const, id: 'spec' };
  const { clientId } = await h.app.identity.registerClient({ company: `${prefix} Drinks`, accountType: 'corporation', country: 'jp', planId, maxImages }, system, 'spec');
  const email = `admin@${prefix}.quota.example`;
  await h.app.identity.registerUser({ clientId, email, name: 'Admin', role: 1, password: 'Passw0rd123' }, system, 'spec');
  await h.settled();
  const person = (await loginAs(h, email)).token;
  const issued = await h.request('/api/api_keys/', { ...json('POST', { name: 'Partner', scopes }), token: person });
  expect(issued.status).toBe(201);
  return { person, key: (await issued.json()).key };
}

const send = (token: string, method: string, path: string, body?: unknown) =>
  h.request(path, { ...(body === undefined ? { method } : json(method, body)), token, language: 'en' });

async function packs(count: number) {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    form.append('files', new Blob([new Uint8Array(await rectangleJpeg(320, 240, { x: 40 + i * 10, y: 40, w: 120, h: 120, colour: '#d0a020' }))]), `pack-${i}.jpg`);
    form.append('names', `Pack ${i}`);
  }
  return form;
}
const upload = async (token: string, projectId: string, count: number) =>
  h.request(`/api/projects/${projectId}/images`, { method: 'POST', body: await packs(count), token, language: 'en' });

/** A project with its menus and segments chosen (and, given `images`, its images uploaded and their categories). */
async function givenProject(token: string, images = 0): Promise<string> {
  const project = await (await send(token, 'POST', '/api/projects/', { name: 'Quota pack' })).json();
  await send(token, 'PUT', `/api/projects/${project.id}/menus`, { menus: ['preference_score'] });
  await send(token, 'PUT', `/api/projects/${project.id}/segments`, { segment_ids: [1] });
  if (images) {
    expect((await upload(token, project.id, images)).status).toBe(201);
    const detail = await (await send(token, 'GET', `/api/projects/${project.id}`)).json();
    await send(token, 'PUT', `/api/projects/${project.id}/categories`, { images: detail.images.map((image: { id: string }) => ({ image_id: image.id, category_id: 2 })) });
  }
  return project.id;
}

const usedAmount = async (token: string) => (await (await send(token, 'GET', '/api/user_detail/')).json()).used_amount as number;

/** The refusal, with what it stored: the events appended while it was answered. */
async function refusal(ask: () => Promise<Response>) {
  await h.settled();
  const before = await eventCount(h);
  const response = await ask();
  const body = (await response.json()) as { code: string; detail: string };
  await h.settled();
  return { status: response.status, code: body.code, detail: body.detail, stored: (await eventCount(h)) - before };
}

describe('the plan’s image quota refuses a key as it refuses a person', () => {
  it('given a trial client (5 images), when six are uploaded, then the key and the admin both get TRIAL_PLAN_IMAGE_LIMIT_EXCEEDED and nothing is stored', async () => {
    const trial = await givenClient('trial', 7, 5);
    const [ofKey, ofPerson] = [await givenProject(trial.key), await givenProject(trial.person)];
    const byKey = await refusal(() => upload(trial.key, ofKey, 6));
    const byPerson = await refusal(() => upload(trial.person, ofPerson, 6));
    expect(byKey).toEqual({ status: byPerson.status, code: 'TRIAL_PLAN_IMAGE_LIMIT_EXCEEDED', detail: 'The trial plan allows up to 5 images. Change your plan to upload more.', stored: 0 });
    expect(byPerson).toEqual(byKey);
    expect(await usedAmount(trial.person)).toBe(0);
  });

  it('given a client with 2 images left, when a second calculation would take more, then the key and the admin both get IMAGE_LIMIT_REACHED, nothing is stored and nothing charged', async () => {
    const small = await givenClient('small', 1, 2);
    const first = await givenProject(small.key, 2);
    const overByKey = await givenProject(small.key, 1);
    const overByPerson = await givenProject(small.person, 1);
    expect((await send(small.key, 'POST', `/api/projects/${first}/calculate`)).status).toBe(202);
    await h.settled();
    expect(await usedAmount(small.person)).toBe(2);

    const byKey = await refusal(() => send(small.key, 'POST', `/api/projects/${overByKey}/calculate`));
    const byPerson = await refusal(() => send(small.person, 'POST', `/api/projects/${overByPerson}/calculate`));
    expect(byKey).toMatchObject({ code: 'IMAGE_LIMIT_REACHED', stored: 0 });
    expect(byPerson).toEqual(byKey);
    expect(await usedAmount(small.person)).toBe(2);
    for (const id of [overByKey, overByPerson]) expect((await (await send(small.key, 'GET', `/api/projects/${id}`)).json()).calculation).toBeNull();
  });
});

describe('the service gates refuse a key as they refuse a person', () => {
  it('given a free-plan client, when naming and a shelf evaluation are asked for, then the key and the admin get the same refusal and nothing is stored', async () => {
    const free = await givenClient('free', 3, 10);
    for (const [path, body] of [
      ['/api/text_projects/', { name: 'Names for spring', type: 5 }],
      ['/api/projects/', { name: 'Shelf', type: 4 }],
    ] as const) {
      const byKey = await refusal(() => send(free.key, 'POST', path, body));
      const byPerson = await refusal(() => send(free.person, 'POST', path, body));
      expect(byKey.status, path).toBeGreaterThanOrEqual(400);
      expect(byKey, path).toEqual(byPerson);
      expect(byKey.stored, path).toBe(0);
    }
  });

  it('given a paying client, when naming is asked for in English, then the key and the admin both get the gate’s Japanese-only refusal', async () => {
    const paying = await givenClient('paying', 1, 100);
    const byKey = await refusal(() => send(paying.key, 'POST', '/api/text_projects/', { name: 'Names', type: 5 }));
    const byPerson = await refusal(() => send(paying.person, 'POST', '/api/text_projects/', { name: 'Names', type: 5 }));
    expect(byKey).toMatchObject({ code: 'SERVICE_JAPANESE_ONLY', stored: 0 });
    expect(byPerson).toEqual(byKey);
  });
});
