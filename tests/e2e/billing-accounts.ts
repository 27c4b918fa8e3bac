import { apiAs, uniqueEmail } from '../support/api';
import { seeded } from '../support/browser';
import { linkPath, waitForMail } from '../support/mail';

/** A client of the spec's own on `planId`, made by the super admin, whose administrator has set a password. */
export async function clientWithAdmin(baseUrl: string, company: string, planId: number) {
  const asSuperAdmin = await apiAs(baseUrl, seeded.superAdmin.email, seeded.superAdmin.password);
  const email = uniqueEmail('billing-admin');
  const password = 'Billing2026';
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
