import { beforeAll, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, uniqueEmail } from './api';
import { logInThroughForm, seeded } from './browser';
import { linkPath, waitForMail } from './mail';

const superAdminSessions = new Map<string, ReturnType<typeof apiAs>>();

/** One API session of the seeded super admin per spec file: logins per address are limited (10 in 15 minutes). */
export function superAdminApi(baseUrl: string) {
  let session = superAdminSessions.get(baseUrl);
  if (!session) {
    session = apiAs(baseUrl, seeded.superAdmin.email, seeded.superAdmin.password);
    superAdminSessions.set(baseUrl, session);
  }
  return session;
}

/**
 * A client of the spec's own on `planId` (in Japan), made by the super admin, whose administrator has set a
 * password. Specs work with their own companies, so they neither see each other's projects nor share the
 * per-address login limit.
 */
export async function clientWithAdmin(baseUrl: string, company: string, planId: number) {
  const asSuperAdmin = await superAdminApi(baseUrl);
  const email = uniqueEmail('admin');
  const password = 'Company2026';
  const client = await asSuperAdmin<{ id: string }>('POST', '/admin/clients', {
    company,
    account_type: 'corporation',
    country: 'jp',
    plan_id: planId,
    max_images: 100,
    mfa_enabled: false,
    admin_email: email,
    admin_name: '課金 花子',
  });
  const invitation = await waitForMail(baseUrl, email, 'invitation');
  const token = linkPath(invitation, '/register/password_new/').split('/').pop();
  const reset = await fetch(`${baseUrl}/api/reset_password`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, password }) });
  if (!reset.ok) throw new Error(`setting the password answered ${reset.status}: ${await reset.text()}`);
  return { clientId: client.id, email, password, api: await apiAs(baseUrl, email, password), asSuperAdmin };
}

/** A user added by the company's administrator, with a password of its own. */
export async function userOf(company: Awaited<ReturnType<typeof clientWithAdmin>>, name: string) {
  const email = uniqueEmail('user');
  const password = 'Member2026';
  await company.api('POST', '/user_add/', { email, name, password });
  return { email, password };
}

/** For a spec file: a company of its own on `planId`, made before its tests, and logging its admin in. */
export function useCompany(company: string, planId = 1) {
  const handle = {} as Awaited<ReturnType<typeof clientWithAdmin>> & { logIn(page: Page): Promise<void> };
  beforeAll(async () => {
    Object.assign(handle, await clientWithAdmin(inject('baseUrl'), company, planId));
    handle.logIn = async (page: Page) => {
      await logInThroughForm(page, handle.email, handle.password);
      await page.waitForURL((url) => url.pathname === '/mypage');
    };
  }, 60_000);
  return handle;
}
