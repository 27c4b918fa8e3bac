import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../src';

export const systemMetadata = (clientId: string | null = null): EventMetadata => ({
  correlationId: randomUUID(),
  causationId: null,
  actor: { kind: 'system', id: 'test' },
  clientId,
  at: new Date().toISOString(),
});

export function testEvent(type = 'SomethingHappened', data: Record<string, unknown> = {}, id?: string): NewEvent {
  return { id, type, data: { value: randomUUID(), ...data }, metadata: systemMetadata() };
}

export const newStreamId = (type = 'test') => `${type}-${randomUUID()}`;
