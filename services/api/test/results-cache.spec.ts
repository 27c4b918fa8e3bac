import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectResults } from '@packlens/contracts';
import { type RunningCalculations } from '@packlens/scoring/worker';
import { createApp } from '../src';
import { resultsCache, startResultsEvictions } from '../src/projects/results-cache';
import { calculationsOn, givenAccounts, json, loginAs, useApi } from './harness';
import { readyProject, stubEngine } from './stub-engine';

const mean = 3.4;

const h = useApi();

const answer = (name: string) => ({ project: { name, expires_at: '2099-01-01T00:00:00.000Z' } }) as unknown as ProjectResults;

describe('the results kept by one process (resultsCache)', () => {
  let now = new Date('2026-11-29T10:00:00Z');
  const clock = () => now;

  it('given an answer kept 5 s, when it is asked again within them, then it is not made again; after them it is', async () => {
    const kept = resultsCache(5000, clock);
    let made = 0;
    const make = async () => answer(`made ${++made}`);
    expect((await kept.remember('c', 'p', 'en', make)).project.name).toBe('made 1');
    now = new Date(now.getTime() + 4999);
    expect((await kept.remember('c', 'p', 'en', make)).project.name).toBe('made 1');
    now = new Date(now.getTime() + 1);
    expect((await kept.remember('c', 'p', 'en', make)).project.name).toBe('made 2');
  });

  it('keeps answers per client, project and language', async () => {
    const kept = resultsCache(5000, clock);
    let made = 0;
    const make = async () => answer(`made ${++made}`);
    await kept.remember('c', 'p', 'en', make);
    expect((await kept.remember('c', 'p', 'ja', make)).project.name).toBe('made 2');
    expect((await kept.remember('other', 'p', 'en', make)).project.name).toBe('made 3');
    expect((await kept.remember('c', 'q', 'en', make)).project.name).toBe('made 4');
    expect(kept.size).toBe(4);
  });

  it('given kept answers, when a read model they are made of changes, then all go; another model’s change keeps them', async () => {
    const kept = resultsCache(5000, clock);
    await kept.remember('c', 'p', 'en', async () => answer('a'));
    kept.changed('login-history');
    kept.changed('api-keys');
    expect(kept.size).toBe(1);
    for (const model of ['projects', 'identity', 'learning-data']) {
      await kept.remember('c', 'p', 'en', async () => answer('a'));
      kept.changed(model);
      expect(kept.size).toBe(0);
    }
  });

  it('given a change heard while an answer was being made, then that answer is returned but not kept (it may predate the change)', async () => {
    const kept = resultsCache(5000, clock);
    const first = await kept.remember('c', 'p', 'en', async () => {
      kept.changed('projects');
      return answer('before the change');
    });
    expect(first.project.name).toBe('before the change');
    expect(kept.size).toBe(0);
  });

  it('keeps nothing at 0 ms, and at most its number of answers, the oldest going first', async () => {
    const none = resultsCache(0, clock);
    await none.remember('c', 'p', 'en', async () => answer('a'));
    expect(none.size).toBe(0);
    const two = resultsCache(5000, clock, 2);
    let made = 0;
    const make = async () => answer(`made ${++made}`);
    await two.remember('c', 'p1', 'en', make);
    await two.remember('c', 'p2', 'en', make);
    await two.remember('c', 'p3', 'en', make);
    expect(two.size).toBe(2);
    expect((await two.remember('c', 'p1', 'en', make)).project.name).toBe('made 4');
  });
});

describe('a project’s results kept a minute by one replica, changed through another', () => {
  let scoring: RunningCalculations | undefined;
  beforeAll(() => {
    scoring = calculationsOn(h, stubEngine({ mean }));
  });
  afterAll(async () => {
    await scoring?.stop();
  });

  it('given results kept by a replica that listens, when the project’s creator is renamed through another replica, then the replica answers the new name at once; one that does not listen keeps the old answer', async () => {
    const company = await givenAccounts(h, 'results-cache');
    const login = await loginAs(h, company.admin.email);
    const admin = login.token;
    const call = (path: string, init: RequestInit = {}) => h.request(path, { ...init, token: admin, language: 'en' });
    const heard: (string | undefined)[] = [];
    const hearing = startResultsEvictions(h.databaseUrl, { changed: (model) => heard.push(model) });
    await hearing.ready;
    try {
      const project = await readyProject(call, { name: 'Kept pack' });
      expect((await call(`/api/projects/${project.id}/calculate`, { method: 'POST' })).status).toBe(202);
      await expect.poll(async () => (await call(`/api/projects/${project.id}/results`)).status, { timeout: 30_000, interval: 100 }).toBe(200);
      // The scores reached the projects read model, which said so on commit.
      expect(heard).toContain('projects');

      const config = { ...h.deps.config, resultsCacheMs: 60_000 };
      const listening = createApp({ ...h.deps, config }, h.accounts);
      const deaf = createApp({ ...h.deps, config }, h.accounts);
      const evictions = startResultsEvictions(h.databaseUrl, listening.keptResults);
      const creatorOn = async (replica: typeof listening) => {
        const response = await replica.api.request(`/api/projects/${project.id}/results`, { headers: { Authorization: `Bearer ${admin}`, 'X-Language': 'en' } });
        expect(response.status).toBe(200);
        const results = (await response.json()) as ProjectResults;
        expect(results.segments[0]!.scores[0]!.final_score).toBe(mean);
        return results.project.created_by.name;
      };
      try {
        await evictions.ready;
        expect(await creatorOn(listening)).toBe('Admin');
        expect(await creatorOn(deaf)).toBe('Admin');
        expect(listening.keptResults.size).toBe(1);

        // A change through the replica itself drops what it keeps as soon as the change is answered.
        expect(listening.keptResults.size).toBe(1);
        const renamedHere = await listening.api.request(`/api/user_detail/${login.user.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${admin}`, 'X-Language': 'en', 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Admin' }) });
        expect(renamedHere.status).toBe(200);
        expect(listening.keptResults.size).toBe(0);
        await creatorOn(listening);

        expect((await call(`/api/user_detail/${login.user.id}`, json('PUT', { name: 'Renamed Admin' }))).status).toBe(200);
        await expect.poll(() => creatorOn(listening), { timeout: 3_000, interval: 50 }).toBe('Renamed Admin');
        expect(heard).toContain('identity');
        expect(await creatorOn(deaf)).toBe('Admin');
      } finally {
        await evictions.stop();
      }
    } finally {
      await hearing.stop();
    }
  }, 90_000);
});
