import { describe, expect, it } from 'vitest';
import { DomainError, accountMaximum, planById, type ErrorCode } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { clientDecider } from '../../src/identity/deciders';
import { adminId, at, clientId, clientRegistered, member, otherUserId, userId } from './fixtures';

const spec = deciderSpecification(clientDecider);
const refusedWith = (code: ErrorCode) => (error: unknown) => error instanceof DomainError && error.code === code;
/** The service gives the decider the maximum of the plans in force; here the seeded figures of the client's plan. */
const admit = (id: string, role: 0 | 1 = 0, planId = 1, maxAccounts = accountMaximum(planById(planId), [])) => ({ type: 'AdmitMember' as const, userId: id, role, maxAccounts });
const seats = (count: number) => Array.from({ length: count }, (_, i) => member(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, i === 0 ? 1 : 0));

describe('client: accounts within the plan maximum (section 6)', () => {
  it('admits users up to the default maximum of 5 accounts', () => {
    spec.given([clientRegistered(1), ...seats(4)]).when(admit(userId)).then([member(userId, 0)], (a, e) => expect(a).toEqual(e));
  });

  it('refuses a sixth account on the unlimited plan with USER_LIMIT_REACHED naming the maximum', () => {
    spec.given([clientRegistered(1), ...seats(5)]).when(admit(userId)).thenThrows((e) => refusedWith('USER_LIMIT_REACHED')(e) && (e as DomainError).params.max === 5);
  });

  it('allows only 3 accounts on the free plan', () => {
    spec.given([clientRegistered(3), ...seats(3)]).when(admit(userId, 0, 3)).thenThrows(refusedWith('USER_LIMIT_REACHED'));
  });

  it('allows 5 accounts on the trial plan', () => {
    spec.given([clientRegistered(7), ...seats(4)]).when(admit(userId, 0, 7)).then([member(userId, 0)], (a, e) => expect(a).toEqual(e));
  });

  it('counts a released account as free again', () => {
    const [first, ...rest] = seats(5);
    spec
      .given([clientRegistered(3), first, ...rest.slice(0, 2), { type: 'ClientMemberReleased', data: { clientId, userId: rest[0].data.userId } }])
      .when(admit(userId, 0, 3))
      .then([member(userId, 0)], (a, e) => expect(a).toEqual(e));
  });

  it('takes the maximum in force from the command: an edited max_accounts applies to adding users', () => {
    spec.given([clientRegistered(1), ...seats(4)]).when(admit(userId, 0, 1, 4)).thenThrows((e) => refusedWith('USER_LIMIT_REACHED')(e) && (e as DomainError).params.max === 4);
    spec.given([clientRegistered(3), ...seats(3)]).when(admit(userId, 0, 3, 6)).then([member(userId, 0)], (a, e) => expect(a).toEqual(e));
  });

  it('admits the same user twice as once', () => {
    spec.given([clientRegistered(1), member(userId, 0)]).when(admit(userId)).thenNothingHappens();
  });

  it('keeps one administrator: a second one is refused', () => {
    spec.given([clientRegistered(1), member(adminId, 1)]).when(admit(userId, 1)).thenThrows(refusedWith('ALREADY_EXISTS'));
  });

  it('admits nobody after the contract is cancelled', () => {
    spec
      .given([clientRegistered(1), member(adminId, 1), { type: 'ContractCancelled', data: { clientId, cancelledBy: adminId, cancelledAt: at } }])
      .when(admit(userId))
      .thenThrows(refusedWith('ACCOUNT_INACTIVE'));
  });

  it('lets the administrator leave only after handing the role over', () => {
    spec.given([clientRegistered(1), member(adminId, 1)]).when({ type: 'ReleaseMember', userId: adminId }).thenThrows(refusedWith('OWN_ACCOUNT_NOT_ALLOWED'));
  });
});

describe('client: handing over the administrator role (change_manager)', () => {
  const given = [clientRegistered(1), member(adminId, 1), member(userId, 0)];
  const handOver = (overrides: Partial<{ byUserId: string; newAdminId: string; groupId: string; newAdminValid: boolean }> = {}) => ({
    type: 'ChangeAdministrator' as const,
    byUserId: adminId,
    newAdminId: userId,
    groupId: '12345',
    newAdminValid: true,
    now: at,
    ...overrides,
  });

  it('moves the role to the chosen user when the admin confirms with the 5-digit group id', () => {
    spec.given(given).when(handOver()).then([{ type: 'AdministratorChanged', data: { clientId, previousAdminId: adminId, newAdminId: userId, changedAt: at } }], (a, e) => expect(a).toEqual(e));
  });

  it('refuses a group id that is not the company’s with GROUP_ID_MISMATCH', () => {
    spec.given(given).when(handOver({ groupId: '54321' })).thenThrows(refusedWith('GROUP_ID_MISMATCH'));
  });

  it('is for the administrator only', () => {
    spec.given(given).when(handOver({ byUserId: userId, newAdminId: adminId })).thenThrows(refusedWith('FORBIDDEN'));
  });

  it('cannot hand the role to someone outside the client', () => {
    spec.given(given).when(handOver({ newAdminId: otherUserId })).thenThrows(refusedWith('NOT_FOUND'));
  });

  it('cannot hand the role to a locked or invalid user', () => {
    spec.given(given).when(handOver({ newAdminValid: false })).thenThrows(refusedWith('USER_NOT_VALID'));
  });

  it('after a hand-over the previous administrator is a user and can be released', () => {
    spec
      .given([...given, { type: 'AdministratorChanged', data: { clientId, previousAdminId: adminId, newAdminId: userId, changedAt: at } }])
      .when({ type: 'ReleaseMember', userId: adminId })
      .then([{ type: 'ClientMemberReleased', data: { clientId, userId: adminId } }], (a, e) => expect(a).toEqual(e));
  });
});

describe('client: cancelling the contract', () => {
  const given = [clientRegistered(1), member(adminId, 1), member(userId, 0)];
  it('is done by the administrator confirming the group id', () => {
    spec.given(given).when({ type: 'CancelContract', byUserId: adminId, groupId: '12345', now: at }).then(
      [{ type: 'ContractCancelled', data: { clientId, cancelledBy: adminId, cancelledAt: at } }],
      (a, e) => expect(a).toEqual(e),
    );
  });

  it('is refused to a user', () => {
    spec.given(given).when({ type: 'CancelContract', byUserId: userId, groupId: '12345', now: at }).thenThrows(refusedWith('FORBIDDEN'));
  });

  it('keeps a cancelled contract cancelled when the console saves the status as valid', () => {
    spec
      .given([...given, { type: 'ContractCancelled', data: { clientId, cancelledBy: adminId, cancelledAt: at } }])
      .when({ type: 'ChangeClientSettings', changes: { status: 'valid', maxImages: 200 }, now: at })
      .then([{ type: 'ClientSettingsChanged', data: { clientId, changes: { maxImages: 200 }, changedAt: at } }], (a, e) => expect(a).toEqual(e));
  });
});

describe('client: details, settings and plan from the console', () => {
  it('records only the fields that changed', () => {
    spec
      .given([clientRegistered(1)])
      .when({ type: 'ChangeClientDetails', changes: { company: 'Acme Foods', address: 'Osaka 2-2', telephone: '0612345678' }, now: at })
      .then([{ type: 'ClientDetailsChanged', data: { clientId, changes: { address: 'Osaka 2-2', telephone: '0612345678' }, changedAt: at } }], (a, e) => expect(a).toEqual(e));
  });

  it('records nothing when nothing changed', () => {
    spec.given([clientRegistered(1)]).when({ type: 'ChangeClientSettings', changes: { mfaEnabled: false, maxImages: 100 }, now: at }).thenNothingHappens();
  });

  it('turns MFA on with its phone number', () => {
    spec
      .given([clientRegistered(1)])
      .when({ type: 'ChangeClientSettings', changes: { mfaEnabled: true, mfaPhone: '09012345678' }, now: at })
      .then([{ type: 'ClientSettingsChanged', data: { clientId, changes: { mfaEnabled: true, mfaPhone: '09012345678' }, changedAt: at } }], (a, e) => expect(a).toEqual(e));
  });

  it('moves to another base plan and keeps add-ons and expiry', () => {
    const [event] = [clientRegistered(2)];
    spec.given([event]).when({ type: 'ChangeBasePlan', planId: 1, now: at }).then(
      [{ type: 'PlanChanged', data: { clientId, planId: 1, planOptionId: null, planGenerateId: null, planKeyVisualId: null, expiresAt: null, selectedUserIds: [], changedAt: at } }],
      (a, e) => expect(a).toEqual(e),
    );
  });

  it('refuses an add-on as a base plan', () => {
    spec.given([clientRegistered(1)]).when({ type: 'ChangeBasePlan', planId: 11, now: at }).thenThrows(refusedWith('PLAN_NOT_SELECTABLE'));
  });
});
