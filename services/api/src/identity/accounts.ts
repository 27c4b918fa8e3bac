import { randomInt } from 'node:crypto';
import { ClientRegistered, DomainError, UserRegistered } from '@packlens/contracts';
import { deterministicUuid, type CommandMetadata, type GlobalPosition } from '@packlens/kernel';
import type { z } from 'zod';
import type { IdentityContext } from './context';
import { clientPlanUsers } from '../billing/plan-users';
import { clientDecider, normaliseEmail, userDecider } from './deciders';
import { lastPosition, loadState, streams } from './streams';

export type ClientInput = Omit<z.input<typeof ClientRegistered.schema>, 'clientId' | 'groupId' | 'registeredAt'>;
export type UserInput = Omit<z.input<typeof UserRegistered.schema>, 'userId' | 'registeredAt'>;

/**
 * Creating clients and users, shared by the seed, registration, the admin's user management and the console.
 * Ids may be given (derived from a registration), and each step tolerates having been done before with the same
 * ids, so a retried request finishes what a failed one started.
 */
export function accountCreation(ctx: IdentityContext) {
  const { handlers } = ctx;

  async function reserve(kind: 'email' | 'groupId', value: string, ownerId: string, metadata: CommandMetadata) {
    const stream = streams.reservation(kind, value);
    return handlers.reservations(stream, { type: 'Reserve', kind, value, ownerId }, { commandId: deterministicUuid('reserve', stream, ownerId), metadata });
  }

  async function release(kind: 'email' | 'groupId', value: string, ownerId: string, metadata: CommandMetadata) {
    const stream = streams.reservation(kind, value);
    return handlers.reservations(stream, { type: 'Release', kind, value, ownerId }, { commandId: deterministicUuid('release', stream, ownerId, metadata.at), metadata });
  }

  /** The client's state; NOT_FOUND when it does not exist. */
  async function loadClient(clientId: string) {
    const state = await loadState(ctx.deps.store, clientDecider, streams.client(clientId));
    if (state.status !== 'registered') throw new DomainError('NOT_FOUND');
    return state;
  }

  async function createClient(input: ClientInput, clientId: string, metadata: CommandMetadata): Promise<{ clientId: string; groupId: string; position?: GlobalPosition }> {
    const existing = await loadState(ctx.deps.store, clientDecider, streams.client(clientId));
    if (existing.status === 'registered') return { clientId, groupId: existing.groupId };
    let groupId = '';
    // A fresh 5-digit group id (section 5); the reservation stream makes it unique across clients.
    for (let attempt = 0; ; attempt++) {
      groupId = String(randomInt(10000, 100000));
      try {
        await reserve('groupId', groupId, clientId, metadata);
        break;
      } catch (error) {
        if (!(error instanceof DomainError) || attempt > 20) throw error;
      }
    }
    const { data } = ClientRegistered({ ...input, clientId, groupId, registeredAt: metadata.at });
    const result = await handlers.clients(streams.client(clientId), { type: 'RegisterClient', data }, { commandId: deterministicUuid('register-client', clientId), metadata });
    return { clientId, groupId, position: lastPosition(result) };
  }

  /**
   * A user of a client (admitted within the plan's account maximum) or a platform super admin (no client). The
   * limit and the e-mail are checked before anything is stored.
   */
  async function createUser(input: UserInput, userId: string, metadata: CommandMetadata): Promise<{ userId: string; position?: GlobalPosition }> {
    const existing = await loadState(ctx.deps.store, userDecider, streams.user(userId));
    if (existing.status !== 'unregistered') return { userId };
    const { data } = UserRegistered({ ...input, email: normaliseEmail(input.email), userId, registeredAt: metadata.at });
    // The maximum of the plans in force (the catalogue as the super admin edited it); the decider is given it.
    let maxAccounts = 0;
    if (data.clientId) {
      const client = await clientPlanUsers(ctx.deps, data.clientId, ctx.now());
      maxAccounts = client.maxAccounts;
      if (client.state.members[userId] === undefined && Object.keys(client.state.members).length >= maxAccounts) throw new DomainError('USER_LIMIT_REACHED', { max: maxAccounts });
    }
    const reserved = await reserve('email', data.email, userId, metadata);
    let admitted;
    if (data.clientId) {
      try {
        admitted = await handlers.clients(
          streams.client(data.clientId),
          { type: 'AdmitMember', userId, role: data.role === 1 ? 1 : 0, maxAccounts },
          { commandId: deterministicUuid('admit', data.clientId, userId), metadata },
        );
      } catch (error) {
        await release('email', data.email, userId, metadata); // lost a race for the last account
        throw error;
      }
    }
    const registered = await handlers.users(streams.user(userId), { type: 'RegisterUser', data }, { commandId: deterministicUuid('register-user', userId), metadata });
    return { userId, position: lastPosition(reserved, admitted, registered) };
  }

  return { reserve, release, loadClient, createClient, createUser };
}
export type AccountCreation = ReturnType<typeof accountCreation>;
