import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { registrationDecider } from '../../src/identity/deciders';
import { sha256Hex } from '../../src/identity/one-time-secrets';
import { adminId, at, clientId, continuationSecret, form, formSubmitted, hoursAfter, linkSecret, registrationId, registrationRequested } from './fixtures';

const spec = deciderSpecification(registrationDecider);
const equal = (a: unknown, e: unknown) => expect(a).toEqual(e);
const refusedWith = (code: ErrorCode) => (error: unknown) => error instanceof DomainError && error.code === code;
const link = sha256Hex(linkSecret);
const continuation = sha256Hex(continuationSecret);
const submit = (now: string, presentedHash = link) => ({
  type: 'SubmitForm' as const,
  presentedHash,
  now,
  data: { form, passwordHash: 'scrypt$full', continuationHash: continuation, expiresAt: hoursAfter(now, 24) },
});
const planSelected = (planId: number) => ({ type: 'RegistrationPlanSelected' as const, data: { registrationId, planId, selectedAt: hoursAfter(at, 1) } });
const complete = (now: string, presentedHash: string) => ({ type: 'CompleteRegistration' as const, presentedHash, now, clientId, userId: adminId, groupId: '12345' });

describe('registration: the link /register/{token} is valid 24 hours, once (sections 8 and 9)', () => {
  it('accepts the form within 24 hours', () => {
    const now = hoursAfter(at, 23);
    spec.given([registrationRequested()]).when(submit(now)).then([formSubmitted(now)], equal);
  });

  it('answers URL_INVALID after 24 hours', () => {
    spec.given([registrationRequested()]).when(submit(hoursAfter(at, 24))).thenThrows(refusedWith('URL_INVALID'));
  });

  it('answers URL_INVALID when the link is used a second time', () => {
    spec.given([registrationRequested(), formSubmitted()]).when(submit(hoursAfter(at, 2))).thenThrows(refusedWith('URL_INVALID'));
  });

  it('answers URL_INVALID for a secret that is not the link’s', () => {
    spec.given([registrationRequested()]).when(submit(hoursAfter(at, 1), sha256Hex('guessed-secret-guessed-secret'))).thenThrows(refusedWith('URL_INVALID'));
  });

  it('answers URL_INVALID for a link nobody requested', () => {
    spec.given([]).when(submit(at)).thenThrows(refusedWith('URL_INVALID'));
  });

  it('takes no form on a trial link', () => {
    spec.given([registrationRequested('trial')]).when(submit(hoursAfter(at, 1))).thenThrows(refusedWith('URL_INVALID'));
  });
});

describe('registration: plan select, confirm and complete need the user parameter (section 2)', () => {
  it('records the plan chosen with the user parameter', () => {
    spec
      .given([registrationRequested(), formSubmitted()])
      .when({ type: 'SelectPlan', presentedHash: continuation, now: hoursAfter(at, 1), planId: 7 })
      .then([planSelected(7)], equal);
  });

  it('refuses the plan select without the right user parameter', () => {
    spec
      .given([registrationRequested(), formSubmitted()])
      .when({ type: 'SelectPlan', presentedHash: link, now: hoursAfter(at, 1), planId: 7 })
      .thenThrows(refusedWith('URL_INVALID'));
  });

  it('offers only base plans: an add-on is not selectable', () => {
    spec
      .given([registrationRequested(), formSubmitted()])
      .when({ type: 'SelectPlan', presentedHash: continuation, now: hoursAfter(at, 1), planId: 11 })
      .thenThrows(refusedWith('PLAN_NOT_SELECTABLE'));
  });

  it('cannot be confirmed before a plan is chosen', () => {
    spec.given([registrationRequested(), formSubmitted()]).when(complete(hoursAfter(at, 2), continuation)).thenThrows(refusedWith('PLAN_NOT_SELECTED'));
  });

  it('completes on the chosen plan', () => {
    const now = hoursAfter(at, 2);
    spec
      .given([registrationRequested(), formSubmitted(), planSelected(2)])
      .when(complete(now, continuation))
      .then([{ type: 'RegistrationCompleted', data: { registrationId, clientId, userId: adminId, groupId: '12345', planId: 2, completedAt: now } }], equal);
  });

  it('completes once: confirming again answers URL_INVALID', () => {
    spec
      .given([
        registrationRequested(),
        formSubmitted(),
        planSelected(2),
        { type: 'RegistrationCompleted', data: { registrationId, clientId, userId: adminId, groupId: '12345', planId: 2, completedAt: at } },
      ])
      .when(complete(hoursAfter(at, 3), continuation))
      .thenThrows(refusedWith('URL_INVALID'));
  });

  it('lets the user parameter lapse 24 hours after the form was sent', () => {
    spec.given([registrationRequested(), formSubmitted(), planSelected(2)]).when(complete(hoursAfter(at, 25), continuation)).thenThrows(refusedWith('URL_INVALID'));
  });
});

describe('registration: trial (e-mail and password)', () => {
  it('completes from the trial link on the trial plan (id 7)', () => {
    const now = hoursAfter(at, 1);
    spec
      .given([registrationRequested('trial')])
      .when(complete(now, link))
      .then([{ type: 'RegistrationCompleted', data: { registrationId, clientId, userId: adminId, groupId: '12345', planId: 7, completedAt: now } }], equal);
  });

  it('answers URL_INVALID for an expired trial link', () => {
    spec.given([registrationRequested('trial')]).when(complete(hoursAfter(at, 24), link)).thenThrows(refusedWith('URL_INVALID'));
  });
});
