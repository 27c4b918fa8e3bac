import {
  DomainError,
  planById,
  trialPlanId,
  type EventOf,
  type RegistrationCompleted,
  type RegistrationFormSubmitted,
  type RegistrationPlanSelected,
  type RegistrationRequested,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';
import { sameHash } from '../one-time-secrets';

export type RegistrationEvent =
  | EventOf<typeof RegistrationRequested>
  | EventOf<typeof RegistrationFormSubmitted>
  | EventOf<typeof RegistrationPlanSelected>
  | EventOf<typeof RegistrationCompleted>;

type Requested = EventOf<typeof RegistrationRequested>['data'];
type Submitted = EventOf<typeof RegistrationFormSubmitted>['data'];
export type RegistrationFormData = Submitted['form'];

/** The base plans a new client can start on: unlimited (1), ad hoc (2), free (3) and trial (7). Add-ons come later. */
export const registrationPlanIds: readonly number[] = [trialPlanId, 3, 2, 1];

export type RegistrationState =
  | { status: 'none' }
  | { status: 'requested'; request: Requested }
  | { status: 'submitted'; request: Requested; form: Submitted; planId: number | null }
  | { status: 'completed'; request: Requested; form: Submitted | null; completion: EventOf<typeof RegistrationCompleted>['data'] };

export type RegistrationCommand =
  | { type: 'RequestRegistration'; data: Requested }
  /** `presentedHash`: the hash of the secret the visitor presented (from the link or the `user` parameter). */
  | { type: 'SubmitForm'; presentedHash: string; now: string; data: Omit<Submitted, 'registrationId' | 'submittedAt'> }
  | { type: 'SelectPlan'; presentedHash: string; now: string; planId: number }
  | { type: 'CompleteRegistration'; presentedHash: string; now: string; clientId: string; userId: string; groupId: string };

/**
 * Where a presented secret leads: the link (`/register/{token}`) before the form is sent, the `user` continuation
 * after. Expired, reused or wrong secrets all read as 'This URL is invalid' (section 8).
 */
export function openRegistration(state: RegistrationState, presentedHash: string, now: string, stage: 'link' | 'continuation') {
  if (stage === 'link') {
    if (state.status !== 'requested' || !sameHash(state.request.tokenHash, presentedHash) || now >= state.request.expiresAt) {
      throw new DomainError('URL_INVALID');
    }
    return state;
  }
  if (state.status === 'submitted' || (state.status === 'completed' && state.form)) {
    const form = state.form as Submitted;
    if (sameHash(form.continuationHash, presentedHash) && now < form.expiresAt) return state;
  }
  throw new DomainError('URL_INVALID');
}

export const registrationDecider: Decider<RegistrationState, RegistrationCommand, RegistrationEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RegistrationRequested':
        return { status: 'requested', request: event.data };
      case 'RegistrationFormSubmitted':
        return state.status === 'requested' ? { status: 'submitted', request: state.request, form: event.data, planId: null } : state;
      case 'RegistrationPlanSelected':
        return state.status === 'submitted' ? { ...state, planId: event.data.planId } : state;
      case 'RegistrationCompleted':
        return state.status === 'requested' || state.status === 'submitted'
          ? { status: 'completed', request: state.request, form: state.status === 'submitted' ? state.form : null, completion: event.data }
          : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestRegistration':
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS');
        return { type: 'RegistrationRequested', data: command.data };
      case 'SubmitForm': {
        const opened = openRegistration(state, command.presentedHash, command.now, 'link');
        // A trial link has no form: it completes at once.
        if (opened.request.kind !== 'full') throw new DomainError('URL_INVALID');
        return {
          type: 'RegistrationFormSubmitted',
          data: { ...command.data, registrationId: opened.request.registrationId, submittedAt: command.now },
        };
      }
      case 'SelectPlan': {
        const opened = openRegistration(state, command.presentedHash, command.now, 'continuation');
        if (opened.status !== 'submitted') throw new DomainError('URL_INVALID');
        if (!registrationPlanIds.includes(command.planId) || !planById(command.planId)) throw new DomainError('PLAN_NOT_SELECTABLE');
        if (opened.planId === command.planId) return [];
        return { type: 'RegistrationPlanSelected', data: { registrationId: opened.request.registrationId, planId: command.planId, selectedAt: command.now } };
      }
      case 'CompleteRegistration': {
        const { clientId, userId, groupId, now } = command;
        if (state.status === 'requested') {
          const opened = openRegistration(state, command.presentedHash, now, 'link');
          if (opened.request.kind !== 'trial') throw new DomainError('URL_INVALID');
          return { type: 'RegistrationCompleted', data: { registrationId: opened.request.registrationId, clientId, userId, groupId, planId: trialPlanId, completedAt: now } };
        }
        const opened = openRegistration(state, command.presentedHash, now, 'continuation');
        if (opened.status !== 'submitted') throw new DomainError('URL_INVALID'); // completed already: the link was used
        if (opened.planId === null) throw new DomainError('PLAN_NOT_SELECTED');
        return {
          type: 'RegistrationCompleted',
          data: { registrationId: opened.request.registrationId, clientId, userId, groupId, planId: opened.planId, completedAt: now },
        };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
