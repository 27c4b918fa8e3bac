import { describe, expect, it } from 'vitest';
import { useApi } from './harness';

const h = useApi();

/** Section 7's identity calls and the ones the flows add, as the OpenAPI document must list them. */
const documented: [string, string[]][] = [
  ['/api/auth/obtain_token/', ['post']],
  ['/api/auth/resend_mfa_code/', ['post']],
  ['/api/register_user_trial/', ['post']],
  ['/api/user_trial_validate/', ['post']],
  ['/api/pre_register/', ['post']],
  ['/api/user_validate/', ['post']],
  ['/api/register/{token}', ['get', 'post']],
  ['/api/register/plan_select', ['get', 'put']],
  ['/api/register/confirm', ['get', 'post']],
  ['/api/register/complete', ['get']],
  ['/api/get_country_by_ip/', ['get']],
  ['/api/reset_password', ['get', 'post', 'put']],
  ['/api/user_detail/', ['get']],
  ['/api/user_detail/{id}', ['get', 'put']],
  ['/api/user_list/', ['get', 'post']],
  ['/api/user_add/', ['post']],
  ['/api/user_delete/{id}', ['delete']],
  ['/api/lock_user/', ['post']],
  ['/api/change_manager/', ['put']],
  ['/api/user_staff/{id}', ['get']],
  ['/api/user_verification_info/{id}', ['get']],
  ['/api/update_password_user_trial/{id}', ['get', 'put']],
  ['/api/cancel_contract/', ['get', 'post']],
  ['/api/login_history/', ['get', 'post']],
  ['/api/login_history_monthly/', ['get']],
  ['/api/login_history_yearly/', ['get']],
  ['/api/admin/clients', ['get', 'post']],
  ['/api/admin/clients/{id}', ['get', 'put']],
  ['/api/admin/clients/export', ['get']],
  ['/api/export_temporary_register_email/', ['get']],
];

describe('the identity endpoints in the OpenAPI document', () => {
  it.each(documented)('documents %s (%j) with problem-details errors', async (path, methods) => {
    const doc = await (await h.request('/api/doc')).json();
    expect(Object.keys(doc.paths[path] ?? {}).sort()).toEqual(expect.arrayContaining(methods));
    for (const method of methods) {
      const errors = Object.entries(doc.paths[path][method].responses).filter(([status]) => Number(status) >= 400);
      if (path !== '/api/get_country_by_ip/') expect(errors.length).toBeGreaterThan(0);
    }
  });
});
