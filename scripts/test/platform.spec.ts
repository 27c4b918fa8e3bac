import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { freePort } from '@packlens/kernel';
import { createTestDatabase } from '@packlens/kernel/testing';
import { runOps } from '../src/ops';
import { startPlatform, type Platform } from '../src/platform';
import { seedAccountsFromEnv } from '../src/seed';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const start = (port: number) =>
  startPlatform({ databaseUrl: db.url, port, jwtSecret: 'x'.repeat(40), logger: pino({ level: 'silent' }) });

async function login(platform: Platform, email: string, password: string) {
  const response = await fetch(`${platform.url}/api/auth/obtain_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('starting the platform', () => {
  it('migrates, seeds the three accounts, serves the API; a second start keeps the data and seeds nothing twice', async () => {
    const accounts = seedAccountsFromEnv({});
    const first = await start(await freePort());
    try {
      expect(await login(first, accounts.superAdmin.email, accounts.superAdmin.password)).toBe(200);
      expect(await login(first, accounts.admin.email, accounts.admin.password)).toBe(200);
      expect(await login(first, accounts.user.email, accounts.user.password)).toBe(200);
    } finally {
      await first.stop();
    }
    const before = (await db.pool.query('select count(*)::int as n from events where event_type = $1', ['UserRegistered'])).rows[0].n;
    const second = await start(await freePort());
    try {
      expect(await login(second, accounts.user.email, accounts.user.password)).toBe(200);
    } finally {
      await second.stop();
    }
    const after = (await db.pool.query('select count(*)::int as n from events where event_type = $1', ['UserRegistered'])).rows[0].n;
    expect(before).toBe(3);
    expect(after).toBe(3);
  });
});

describe('operator commands', () => {
  it('rebuilds the identity read model with equal checksums and prints a client’s audit trail', async () => {
    process.env.DATABASE_URL = db.url;
    try {
      const lines: string[] = [];
      expect(await runOps(['rebuild', 'identity'], (l) => lines.push(l))).toBe(0);
      expect(lines.filter((l) => l.includes(' equal'))).toHaveLength(2);
      expect(lines.at(-1)).toMatch(/^switched to v\d+$/);

      const { rows } = await db.pool.query<{ client_id: string }>('select client_id from clients');
      const audit: string[] = [];
      expect(await runOps(['audit', rows[0].client_id], (l) => audit.push(l))).toBe(0);
      expect(audit.some((l) => l.includes('ClientRegistered'))).toBe(true);
      expect(audit.join('\n')).not.toContain('scrypt$');
      expect(await runOps(['rebuild', 'nonsense'], () => undefined)).toBe(2);
    } finally {
      delete process.env.DATABASE_URL;
    }
  });
});
