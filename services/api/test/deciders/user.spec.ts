import { describe, expect, it } from 'vitest';
import { DomainError } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { reservationDecider, userDecider } from '../../src/identity/deciders';
import { at, clientId, userId, userRegistered } from './fixtures';

const spec = deciderSpecification(userDecider);
const equal = (a: unknown, e: unknown) => expect(a).toEqual(e);

describe('user: status valid, invalid, lock (section 4)', () => {
  it('locks a valid user', () => {
    spec.given([userRegistered()]).when({ type: 'ChangeUserStatus', status: 'lock', now: at }).then([{ type: 'UserStatusChanged', data: { userId, status: 'lock', changedAt: at } }], equal);
  });

  it('records nothing when the status is already the one asked for', () => {
    spec.given([userRegistered({ status: 'lock' })]).when({ type: 'ChangeUserStatus', status: 'lock', now: at }).thenNothingHappens();
  });

  it('cannot change a deleted user', () => {
    spec
      .given([userRegistered(), { type: 'UserDeleted', data: { userId, clientId, deletedAt: at } }])
      .when({ type: 'ChangeUserStatus', status: 'valid', now: at })
      .thenThrows((e) => e instanceof DomainError && e.code === 'NOT_FOUND');
  });

  it('deletes once: deleting again changes nothing', () => {
    spec.given([userRegistered(), { type: 'UserDeleted', data: { userId, clientId, deletedAt: at } }]).when({ type: 'DeleteUser', now: at }).thenNothingHappens();
  });
});

describe('user: information and password', () => {
  it('records only changed fields of the user’s information', () => {
    spec
      .given([userRegistered()])
      .when({ type: 'ChangeUserDetails', changes: { name: 'Hanako', department: 'Sales', furigana: 'ハナコ' }, now: at })
      .then([{ type: 'UserDetailsChanged', data: { userId, changes: { department: 'Sales', furigana: 'ハナコ' }, changedAt: at } }], equal);
  });

  it('records a password change with its reason', () => {
    spec
      .given([userRegistered()])
      .when({ type: 'ChangePassword', passwordHash: 'scrypt$new', reason: 'reset', now: at })
      .then([{ type: 'UserPasswordChanged', data: { userId, passwordHash: 'scrypt$new', reason: 'reset', changedAt: at } }], equal);
  });

  it('keeps super admins outside clients and everyone else inside one', () => {
    spec.given([]).when({ type: 'RegisterUser', data: userRegistered({ role: 2 }).data }).thenThrows((e) => e instanceof DomainError && e.code === 'VALIDATION_FAILED');
  });
});

describe('unique e-mail addresses', () => {
  const reservations = deciderSpecification(reservationDecider);
  const reserved = { type: 'UniqueValueReserved' as const, data: { kind: 'email' as const, value: 'a@example.com', ownerId: userId } };

  it('refuses an address another user holds with EMAIL_ALREADY_REGISTERED', () => {
    reservations
      .given([reserved])
      .when({ type: 'Reserve', kind: 'email', value: 'a@example.com', ownerId: clientId })
      .thenThrows((e) => e instanceof DomainError && e.code === 'EMAIL_ALREADY_REGISTERED');
  });

  it('frees the address of a deleted user for someone else', () => {
    reservations
      .given([reserved, { type: 'UniqueValueReleased', data: reserved.data }])
      .when({ type: 'Reserve', kind: 'email', value: 'a@example.com', ownerId: clientId })
      .then([{ type: 'UniqueValueReserved', data: { kind: 'email', value: 'a@example.com', ownerId: clientId } }], equal);
  });

  it('lets only the owner release an address', () => {
    reservations.given([reserved]).when({ type: 'Release', kind: 'email', value: 'a@example.com', ownerId: clientId }).thenNothingHappens();
  });
});
