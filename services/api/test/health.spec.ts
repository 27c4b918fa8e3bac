import { describe, expect, it } from 'vitest';
import { givenAccounts, useApi } from './harness';

/** Liveness and readiness (issue 17, item 2): a replica whose read models lag far behind leaves the rotation. */
process.env.READINESS_MAX_BEHIND = '3';
const h = useApi();

describe('readiness', () => {
  it('given every running subscription caught up, then ready; given one running far behind, then 503 naming it; a stopped one does not count', async () => {
    await givenAccounts(h, 'health');
    await h.settled();
    const ready = await h.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok', lagging: [] });

    await h.deps.pool.query(`insert into checkpoints (subscription_id, global_position, heartbeat_at) values ('spec-stopped', 0, now() - interval '10 minutes')`);
    expect((await h.request('/api/health/ready')).status).toBe(200);

    await h.deps.pool.query(`insert into checkpoints (subscription_id, global_position, heartbeat_at) values ('spec-lagging', 0, now())`);
    const lagging = await h.request('/api/health/ready');
    expect(lagging.status).toBe(503);
    const body = await lagging.json();
    expect(body).toMatchObject({ status: 'not_ready', database: 'ok', maxBehind: 3 });
    expect(body.lagging.map((s: { name: string }) => s.name)).toEqual(['spec-lagging']);
    // Liveness is not readiness: the process still answers.
    expect((await h.request('/api/health')).status).toBe(200);
    await h.deps.pool.query(`delete from checkpoints where subscription_id like 'spec-%'`);
  });
});
