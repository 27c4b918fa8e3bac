import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commandHandler, eventStoreMigrations, PostgresEventStore, type Decider } from '../src';
import { deciderSpecification, useTestDatabase } from '../src/testing';
import { newStreamId, systemMetadata } from './fixtures';

type SeatEvent = { type: 'SeatTaken'; data: { seat: number; by: string } };
type TakeSeat = { type: 'TakeSeat'; seat: number; by: string };
type Hall = { taken: Map<number, string>; capacity: number };

class SeatAlreadyTaken extends Error {}
class HallFull extends Error {}

/** A tiny aggregate for the handler's specs: seats in a hall of 3. */
const hall: Decider<Hall, TakeSeat, SeatEvent> = {
  initialState: () => ({ taken: new Map(), capacity: 3 }),
  evolve: (state, event) => ({ ...state, taken: new Map(state.taken).set(event.data.seat, event.data.by) }),
  decide: (command, state) => {
    if (state.taken.size >= state.capacity) throw new HallFull();
    if (state.taken.has(command.seat)) throw new SeatAlreadyTaken();
    return { type: 'SeatTaken', data: { seat: command.seat, by: command.by } };
  },
};

const db = useTestDatabase(eventStoreMigrations);
const context = () => ({ commandId: randomUUID(), metadata: systemMetadata() });
const readEvent = (type: string, data: unknown) => ({ type, data }) as SeatEvent;

describe('the hall decider', () => {
  const spec = deciderSpecification(hall);
  it('takes a free seat', () =>
    spec.given([]).when({ type: 'TakeSeat', seat: 1, by: 'a' }).then([{ type: 'SeatTaken', data: { seat: 1, by: 'a' } }]));
  it('refuses a taken seat', () =>
    spec
      .given([{ type: 'SeatTaken', data: { seat: 1, by: 'a' } }])
      .when({ type: 'TakeSeat', seat: 1, by: 'b' })
      .thenThrows((e) => e instanceof SeatAlreadyTaken));
});

describe('the command handler', () => {
  it('decides again after a version conflict, on the state the winner left', async () => {
    const store = new PostgresEventStore(db.pool);
    const handle = commandHandler(store, hall, { readEvent });
    const stream = newStreamId('hall');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => handle(stream, { type: 'TakeSeat', seat: (i % 3) + 1, by: `guest${i}` }, context())),
    );
    const taken = (await store.readStream(stream)).events.map((e) => e.data.seat);
    expect(taken.sort()).toEqual([1, 2, 3]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason instanceof SeatAlreadyTaken || o.reason instanceof HallFull).toBe(true);
    }
  });

  it('given fifty concurrent commands on one stream, then every one lands (retries back off instead of colliding again)', async () => {
    type Logged = { type: 'Logged'; data: { n: number } };
    const log: Decider<number, { type: 'Log'; n: number }, Logged> = {
      initialState: () => 0,
      evolve: (count) => count + 1,
      decide: (command) => ({ type: 'Logged', data: { n: command.n } }),
    };
    const store = new PostgresEventStore(db.pool);
    const handle = commandHandler(store, log, { readEvent: (type, data) => ({ type, data }) as Logged });
    const stream = newStreamId('log');
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => handle(stream, { type: 'Log', n }, context())));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect((await store.readStream(stream)).events.map((e) => Number(e.data.n)).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it('appends once when the same command is handled twice', async () => {
    const store = new PostgresEventStore(db.pool);
    const stream = newStreamId('hall');
    const ctx = context();
    const first = await commandHandler(store, hall, { readEvent })(stream, { type: 'TakeSeat', seat: 2, by: 'a' }, ctx);
    // The retry reads the new state and decides differently (the seat is taken): the decider refuses, nothing is appended.
    await expect(commandHandler(store, hall, { readEvent })(stream, { type: 'TakeSeat', seat: 2, by: 'a' }, ctx)).rejects.toBeInstanceOf(
      SeatAlreadyTaken,
    );
    expect(first.append?.nextExpectedVersion).toBe(1);
    expect((await store.readStream(stream)).events).toHaveLength(1);
  });

  it('records the causation id as the command id and keeps the actor', async () => {
    const store = new PostgresEventStore(db.pool);
    const stream = newStreamId('hall');
    const ctx = context();
    await commandHandler(store, hall, { readEvent })(stream, { type: 'TakeSeat', seat: 3, by: 'c' }, ctx);
    const [event] = (await store.readStream(stream)).events;
    expect(event.metadata.causationId).toBe(ctx.commandId);
    expect(event.metadata.actor).toEqual(ctx.metadata.actor);
  });
});
