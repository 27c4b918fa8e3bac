import { describe, expect, it } from 'vitest';
import { PostgresEventStore } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { allMigrations, clientHistory, formatHistoryLine } from '../src';
import { givenClient, givenLogin, givenUser } from './fixtures';

const db = useTestDatabase(allMigrations);

describe('a client’s audit history', () => {
  it('lists only that client’s events, in commit order, with when, who and what, secrets redacted', async () => {
    const store = new PostgresEventStore(db.pool);
    const clientId = await givenClient(store, { company: 'Audited Co' });
    const other = await givenClient(store, { company: 'Someone Else' });
    const { userId } = await givenUser(store, clientId, { email: 'a@audited.example' });
    await givenUser(store, other);
    await givenLogin(store, userId, clientId);

    const history = await clientHistory(db.pool, clientId);
    expect(history.map((e) => e.type)).toEqual(['ClientRegistered', 'UserRegistered', 'SessionStarted']);
    const line = formatHistoryLine(history[1]);
    expect(line).toMatch(/^2\d{3}-\d\d-\d\dT.+ {2}system:spec {2}UserRegistered {2}user-[0-9a-f-]+#1 {2}/);
    expect(line).toContain('"email":"a@audited.example"');
    expect(line).toContain('"passwordHash":"[redacted]"');
    expect(line).not.toContain('scrypt$secret');
  });
});
