import { readEvent } from '@packlens/contracts';
import { commandHandler, comparePositions, deterministicUuid, fold, type AppendResult, type CommandMetadata, type Decider, type DomainEvent, type EventStore, type GlobalPosition } from '@packlens/kernel';
import {
  clientDecider,
  mfaDecider,
  passwordResetDecider,
  registrationDecider,
  reservationDecider,
  sessionDecider,
  userDecider,
} from './deciders';

/** Stream ids of the identity aggregates. */
export const streams = {
  client: (clientId: string) => `client-${clientId}`,
  user: (userId: string) => `user-${userId}`,
  session: (sessionId: string) => `session-${sessionId}`,
  registration: (registrationId: string) => `registration-${registrationId}`,
  passwordReset: (resetId: string) => `password-reset-${resetId}`,
  mfa: (userId: string) => `mfa-${userId}`,
  reservation: (kind: 'email' | 'groupId', value: string) => `${kind === 'email' ? 'email' : 'group'}-${deterministicUuid(kind, value)}`,
};

const reader = <E>(type: string, data: unknown, version: number) => readEvent(type, data, version) as unknown as E;

/** Reads an aggregate's state (for queries that need consistency: tokens, challenges, links). */
export async function loadState<S, C, E extends DomainEvent>(store: EventStore, decider: Decider<S, C, E>, streamId: string): Promise<S> {
  const stored = await store.readStream(streamId);
  return fold(decider.evolve, decider.initialState(), stored.events.map((e) => reader<E>(e.type, e.data, e.schemaVersion)));
}

/** One command handler per identity aggregate. */
export function identityHandlers(store: EventStore) {
  const handlerFor = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>) => commandHandler(store, decider, { readEvent: reader<E> });
  return {
    clients: handlerFor(clientDecider),
    users: handlerFor(userDecider),
    reservations: handlerFor(reservationDecider),
    sessions: handlerFor(sessionDecider),
    registrations: handlerFor(registrationDecider),
    passwordResets: handlerFor(passwordResetDecider),
    mfa: handlerFor(mfaDecider),
  };
}
export type IdentityHandlers = ReturnType<typeof identityHandlers>;

export type Actor = CommandMetadata['actor'];
export const systemActor: Actor = { kind: 'system', id: 'identity' };
export const anonymousActor: Actor = { kind: 'system', id: 'anonymous' };

export function commandMetadata(actor: Actor, clientId: string | null, correlationId: string, at: Date): CommandMetadata {
  return { correlationId, actor, clientId, at: at.toISOString() };
}

/** The furthest of some positions; undefined when none is given. */
export function furthest(...positions: (GlobalPosition | undefined)[]): GlobalPosition | undefined {
  let last: GlobalPosition | undefined;
  for (const position of positions) if (position && (!last || comparePositions(position, last) > 0)) last = position;
  return last;
}

/** The furthest position the given appends reached; undefined when none appended anything. */
export function lastPosition(...results: ({ append: AppendResult | undefined } | undefined)[]): GlobalPosition | undefined {
  return furthest(...results.map((result) => result?.append?.positions.at(-1)));
}
