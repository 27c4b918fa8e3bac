import type { AuthenticatedUser, Language } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { clientAdmin, makeToken, makeUser, plans, superAdmin } from '../../test/fixtures';
import type { Session } from '../auth/session';
import { decideAccess, type AccessDecision } from './guard';
import { routeNamed, type RouteName } from './table';

const now = 1_800_000_000;

function sessionOf(user: AuthenticatedUser | null, claims: { user_id: string; role?: number; exp?: number }): Session {
  const full = { exp: now + 3600, ...claims };
  return { token: makeToken(full), claims: full, user };
}
const loggedInAs = (user: AuthenticatedUser) => sessionOf(user, { user_id: user.id, role: user.role });

function visit(name: RouteName, session: Session | null, options: { search?: string; language?: Language } = {}): AccessDecision {
  return decideAccess(routeNamed(name), {
    session,
    now,
    language: options.language ?? 'ja',
    search: new URLSearchParams(options.search ?? ''),
  });
}
const render = { kind: 'render' };
const to = (name: RouteName) => ({ kind: 'redirect', to: name });

describe('guard decisions', () => {
  describe('for a visitor who is not logged in', () => {
    it('shows public routes and sends logged-in routes to Login', () => {
      expect(visit('Login', null)).toEqual(render);
      expect(visit('NotFound', null)).toEqual(render);
      expect(visit('Home', null)).toEqual(to('Login'));
      expect(visit('Plug', null)).toEqual(to('Login'));
      expect(visit('EvaluateShelve', null)).toEqual(to('Login'));
    });

    it('forwards the standard root to Login', () => {
      expect(visit('Root', null)).toEqual(to('Login'));
    });

    it('sends register steps without a user parameter to Login (section 2)', () => {
      expect(visit('PlanSelect', null)).toEqual(to('Login'));
      expect(visit('RegisterConfirm', null)).toEqual(to('Login'));
      expect(visit('RegisterComplete', null, { search: 'user=abc' })).toEqual(render);
    });
  });

  describe('for a logged-in user whose token has expired', () => {
    it('sends logged-in routes to Login', () => {
      const user = makeUser();
      const expired = sessionOf(user, { user_id: user.id, role: 0, exp: now - 1 });
      expect(visit('Home', expired)).toEqual(to('Login'));
      expect(visit('Login', expired)).toEqual(render);
    });
  });

  describe.each([
    ['super admin', superAdmin(), 'Plug'],
    ['admin', clientAdmin(), 'MypageIndex'],
    ['user', makeUser(), 'Users'],
  ] as const)('for a %s', (_label, user, landing) => {
    const session = loggedInAs(user);

    it(`shows ${landing} and sends the other dashboards there`, () => {
      for (const dashboard of ['Plug', 'MypageIndex', 'Users'] as const) {
        expect(visit(dashboard, session)).toEqual(dashboard === landing ? render : to(landing));
      }
    });

    it(`leaves the login page for ${landing}`, () => {
      expect(visit('Login', session)).toEqual(to(landing));
    });

    it('forwards the standard root to Home', () => {
      expect(visit('Root', session)).toEqual(to('Home'));
      expect(visit('Home', session)).toEqual(render);
    });
  });

  it('decides by the token role while the user record is not loaded yet', () => {
    const user = clientAdmin();
    const session = sessionOf(null, { user_id: user.id, role: 1 });
    expect(visit('MypageIndex', session)).toEqual(render);
    expect(visit('Users', session)).toEqual(to('MypageIndex'));
  });

  it('waits for the user record before judging a service gate', () => {
    const session = sessionOf(null, { user_id: makeUser().id, role: 0 });
    expect(visit('EvaluateShelve', session)).toEqual({ kind: 'waitForUser' });
  });

  describe('service gates', () => {
    it('sends free and trial users from shelf evaluation to the survey index', () => {
      expect(visit('EvaluateShelve', loggedInAs(makeUser({ plan: plans.free })))).toEqual(to('TypeProject'));
      expect(visit('ShelfResult', loggedInAs(makeUser({ plan: plans.trial })))).toEqual(to('TypeProject'));
    });

    it('sends users outside Japan back to Home', () => {
      expect(visit('ChatGpt', loggedInAs(makeUser({ country: 'th' })))).toEqual(to('Home'));
    });

    it('sends a Japanese monthly user in the English interface from naming back to Home', () => {
      expect(visit('ChatGpt', loggedInAs(makeUser()), { language: 'en' })).toEqual(to('Home'));
      expect(visit('ChatGpt', loggedInAs(makeUser()), { language: 'ja' })).toEqual(render);
    });

    it('sends ad hoc users without the generation plan from design generation to project registration', () => {
      expect(visit('CreativePackage', loggedInAs(makeUser({ plan: plans.adhoc })))).toEqual(to('TypeProject'));
      expect(visit('CreativePackage', loggedInAs(makeUser({ plan: plans.adhoc, plan_generate: 5 })))).toEqual(render);
    });
  });

  describe('plan pages for trial users (section 2)', () => {
    const trial = loggedInAs(makeUser({ plan: plans.trial }));

    it('forces update-information unless a user parameter is given', () => {
      expect(visit('PlanRenew', trial)).toEqual(to('UpdateInformation'));
      expect(visit('PlanConfirm', trial)).toEqual(to('UpdateInformation'));
      expect(visit('PlanRenew', trial, { search: 'user=abc' })).toEqual(render);
      expect(visit('UpdateInformation', trial)).toEqual(render);
    });

    it('lets other plans through', () => {
      expect(visit('PlanRenew', loggedInAs(makeUser({ plan: plans.free })))).toEqual(render);
    });
  });
});
