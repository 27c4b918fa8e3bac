import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPool, eventsChannel, eventStoreMigrations } from '../src';
import { CommitNotifier } from '../src/event-store/postgres/commit-notifier';
import { useTestDatabase } from '../src/testing';

const db = useTestDatabase(eventStoreMigrations);

/** A stand-in pool whose queries finish when the test says so. */
function controlledPool() {
  const calls: { text: string; at: number; finish: () => void }[] = [];
  return {
    calls,
    totalCount: 0,
    query(config: { text: string }) {
      return new Promise<void>((resolve) => calls.push({ text: config.text, at: performance.now(), finish: resolve }));
    },
  };
}

const until = async (condition: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
};

describe('commit notifier', () => {
  it('turns a burst of commits into one notification in flight and one after it', async () => {
    const pool = controlledPool();
    const notifier = new CommitNotifier(pool as never, true, 0);
    for (let i = 0; i < 5; i++) notifier.committed();
    expect(pool.calls).toHaveLength(1);
    pool.calls[0].finish();
    await until(() => pool.calls.length === 2);
    expect(pool.calls).toHaveLength(2); // the commits that came while the first was in flight
    pool.calls[1].finish();
    await notifier.flush();
    expect(pool.calls).toHaveLength(2);
  });

  it('leaves at least the minimum interval between two notifications', async () => {
    const pool = controlledPool();
    const notifier = new CommitNotifier(pool as never, true, 40);
    notifier.committed();
    pool.calls[0].finish();
    await notifier.flush();
    notifier.committed();
    await until(() => pool.calls.length === 2);
    pool.calls[1].finish();
    await notifier.flush();
    // (the first call is recorded a few microseconds after the notifier took its time)
    expect(pool.calls[1].at - pool.calls[0].at).toBeGreaterThanOrEqual(39.9);
  });

  it('on a pool: subscribers are woken, and the connection keeps synchronous commit after the wake-up', async () => {
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const pool = createPool(db.url, { max: 1 }); // one connection, so the check below runs where the notify ran
    try {
      await listener.query(`listen ${eventsChannel}`);
      const woken = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
      const notifier = new CommitNotifier(pool, true);
      notifier.committed();
      await notifier.flush();
      await woken;
      const { rows } = await pool.query<{ synchronous_commit: string }>('show synchronous_commit');
      expect(rows[0].synchronous_commit).toBe('on');
    } finally {
      await pool.end();
      await listener.end();
    }
  });

  it("on a single connection (perhaps inside the caller's transaction) the commit setting is left alone", async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query('begin');
      const notifier = new CommitNotifier(client, true);
      notifier.committed();
      await notifier.flush();
      const { rows } = await client.query<{ synchronous_commit: string }>('show synchronous_commit');
      expect(rows[0].synchronous_commit).toBe('on');
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });
});
