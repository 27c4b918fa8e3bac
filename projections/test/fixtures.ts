import { randomUUID } from 'node:crypto';
import { ClientRegistered, PlanChanged, SessionStarted, UserRegistered } from '@packlens/contracts';
import type { EventMetadata, EventStore, NewEvent } from '@packlens/kernel';

const at = '2026-11-21T09:00:00.000Z';

export function metadataFor(clientId: string | null): EventMetadata {
  return { correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'spec' }, clientId, at };
}

const toNew = (event: { type: string; data: Record<string, unknown> }, clientId: string | null): NewEvent => ({
  type: event.type,
  data: event.data,
  metadata: metadataFor(clientId),
});

export async function givenClient(store: EventStore, overrides: Partial<Parameters<typeof ClientRegistered>[0]> = {}) {
  const clientId = randomUUID();
  const event = ClientRegistered({
    clientId,
    groupId: String(10000 + Math.floor(Math.random() * 89999)),
    company: 'Acme Foods',
    accountType: 'corporation',
    country: 'jp',
    planId: 1,
    maxImages: 100,
    registeredAt: at,
    ...overrides,
  });
  await store.append(`client-${clientId}`, [toNew(event, clientId)], { expectedVersion: 'no_stream' });
  return clientId;
}

export async function givenUser(store: EventStore, clientId: string | null, overrides: Partial<Parameters<typeof UserRegistered>[0]> = {}) {
  const userId = randomUUID();
  const event = UserRegistered({
    userId,
    clientId,
    email: `${userId.slice(0, 8)}@example.com`,
    name: 'Hanako Yamada',
    role: 0,
    passwordHash: 'scrypt$secret',
    registeredAt: at,
    ...overrides,
  });
  const result = await store.append(`user-${userId}`, [toNew(event, clientId)], { expectedVersion: 'no_stream' });
  return { userId, position: result.positions[0] };
}

export async function givenLogin(store: EventStore, userId: string, clientId: string | null) {
  const sessionId = randomUUID();
  const event = SessionStarted({ sessionId, userId, clientId, startedAt: at, expiresAt: '2026-11-21T11:00:00.000Z' });
  return (await store.append(`session-${sessionId}`, [toNew(event, clientId)], { expectedVersion: 'no_stream' })).positions[0];
}

export async function givenPlanChange(store: EventStore, clientId: string, planId: number, version: number) {
  const event = PlanChanged({ clientId, planId, expiresAt: null, changedAt: at });
  return (await store.append(`client-${clientId}`, [toNew(event, clientId)], { expectedVersion: version })).positions[0];
}
