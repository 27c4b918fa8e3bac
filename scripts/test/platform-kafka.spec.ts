import pino from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { Kafka, logLevel } from 'kafkajs';
import { freePort } from '@packlens/kernel';
import { calculationJobsTopic } from '@packlens/scoring/worker';
import { createTestDatabase } from '@packlens/kernel/testing';
import { startKafkaMock } from '../../services/scoring/test/kafka-mock';
import { startPlatform, type Platform } from '../src/platform';
import { seedAccountsFromEnv } from '../src/seed';

/**
 * `make start` with KAFKA_BROKERS (issue 17, item 1): a calculation asked through the API goes out on the topic and
 * comes back scored by the platform's worker as a member of the consumer group. Against librdkafka's mock cluster
 * (kcat), an in-memory stand-in for the protocol, not a Kafka broker.
 */
let platform: Platform | undefined;
let kafka: Awaited<ReturnType<typeof startKafkaMock>> | undefined;
let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
const before = process.env.KAFKA_BROKERS;
afterAll(async () => {
  await platform?.stop();
  kafka?.stop();
  await db?.drop();
  if (before === undefined) delete process.env.KAFKA_BROKERS;
  else process.env.KAFKA_BROKERS = before;
});

describe('the platform on Kafka (librdkafka mock cluster, not a broker)', () => {
  it('scores a calculation asked through the API by way of the topic and the consumer group', async () => {
    db = await createTestDatabase();
    kafka = await startKafkaMock();
    process.env.KAFKA_BROKERS = kafka.brokers.join(',');
    platform = await startPlatform({ databaseUrl: db.url, port: await freePort(), jwtSecret: 'k'.repeat(40), logger: pino({ level: 'silent' }) });
    const seeded = seedAccountsFromEnv({});
    const login = await fetch(`${platform.url}/api/auth/obtain_token/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: seeded.admin.email, password: seeded.admin.password }) });
    const { token } = (await login.json()) as { token: string };
    const api = (path: string, init: RequestInit = {}) => fetch(`${platform!.url}/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'X-Language': 'en', ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...init.headers } });
    const project = (await (await api('/projects/', { method: 'POST', body: JSON.stringify({ name: 'On Kafka' }) })).json()) as { id: string };
    await api(`/projects/${project.id}/menus`, { method: 'PUT', body: JSON.stringify({ menus: ['preference_score'] }) });
    await api(`/projects/${project.id}/segments`, { method: 'PUT', body: JSON.stringify({ segment_ids: [1] }) });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await sharp({ create: { width: 240, height: 320, channels: 3, background: '#2a6' } }).png().toBuffer())]), 'green.png');
    form.append('names', 'Green');
    const uploaded = (await (await api(`/projects/${project.id}/images`, { method: 'POST', body: form })).json()) as { images: { id: string }[] };
    await api(`/projects/${project.id}/categories`, { method: 'PUT', body: JSON.stringify({ images: uploaded.images.map((image) => ({ image_id: image.id, category_id: 1 })) }) });
    expect((await api(`/projects/${project.id}/calculate`, { method: 'POST' })).status).toBe(202);
    let status = '';
    for (const until = Date.now() + 150_000; Date.now() < until && status !== 'SUCCESS' && status !== 'FAILURE'; await new Promise((r) => setTimeout(r, 500))) {
      status = ((await (await api(`/projects/${project.id}`)).json()) as { status: string }).status;
    }
    expect(status).toBe('SUCCESS');
    // It went by way of the topic: one message for the one image, and the workers' group has read past it.
    const admin = new Kafka({ brokers: kafka.brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const written = (await admin.fetchTopicOffsets(calculationJobsTopic)).reduce((sum, p) => sum + Number(p.high), 0);
      expect(written).toBe(1);
      await expect.poll(async () => (await admin.fetchOffsets({ groupId: 'packlens-calculation-workers', topics: [calculationJobsTopic] }))[0].partitions.reduce((sum, p) => sum + Math.max(0, Number(p.offset)), 0), { timeout: 15_000 }).toBe(1);
    } finally {
      await admin.disconnect();
    }
  }, 240_000);
});
