import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageQuotaRefunded, ImageQuotaUsed } from '@packlens/contracts';
import { PostgresEventStore, type RunningSubscription } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { allMigrations, ensureReadModels, imageUsageReadModel, monthlyImageUsage, startReadModels, usedImagesOf } from '../src';
import { metadataFor } from './fixtures';

const db = useTestDatabase(allMigrations);
let store: PostgresEventStore;
let running: RunningSubscription[] = [];

beforeAll(async () => {
  await ensureReadModels(db.pool, [imageUsageReadModel]);
  store = new PostgresEventStore(db.pool);
  running = startReadModels({ connectionString: db.url }, [imageUsageReadModel]);
});
afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
});

async function given(clientId: string, events: { type: string; data: Record<string, unknown> }[]) {
  const result = await store.append(`image-quota-${clientId}`, events.map((e) => ({ ...e, metadata: metadataFor(clientId) })), { expectedVersion: 'any' });
  await Promise.all(running.map((r) => r.waitFor(result.positions.at(-1)!)));
}

describe('the image-usage read model', () => {
  it('counts images accepted for calculation and gives refunded ones back, per client and per month in Japan time', async () => {
    const clientId = randomUUID();
    const projectId = randomUUID();
    const calculationId = randomUUID();
    const images = [randomUUID(), randomUUID(), randomUUID()];
    await given(clientId, [
      ImageQuotaUsed({ clientId, projectId, calculationId, imageIds: images, at: '2026-10-31T16:00:00.000Z' }), // 1 Nov in Tokyo
      ImageQuotaRefunded({ clientId, projectId, calculationId, imageId: images[1], at: '2026-11-02T00:00:00.000Z' }),
    ]);
    expect(await usedImagesOf(db.pool, clientId)).toBe(2);
    expect(await monthlyImageUsage(db.pool, { clientId })).toEqual([{ client_id: clientId, month: '2026-11', calculated: 3, refunded: 1 }]);
  });

  it('answers 0 for a client that never calculated', async () => {
    expect(await usedImagesOf(db.pool, randomUUID())).toBe(0);
  });
});
