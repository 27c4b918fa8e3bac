import { AdminClientCreate, AdminClientUpdate } from '@packlens/contracts';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminSession } from '../src/auth/adminSession';
import { toClientPayload } from '../src/clients/clientPayload';
import { newClientDefaults } from '../src/clients/ClientCreate';
import { validatorFor } from '../src/clients/validation';
import { createDataProvider } from '../src/http/adminDataProvider';
import { fileNameOf } from '../src/http/apiDownload';
import { fakeApi, problem, storeSession, tokenExpiringIn } from './fakeApi';

const filled = {
  ...newClientDefaults,
  company: 'Acme Foods',
  department: null,
  headquarters: null,
  zip_code: '100-0001',
  address: '東京都千代田区1-1',
  building: null,
  telephone: '0312345678',
  owner_name: '山田 花子',
  mfa_phone: null,
  admin_email: 'owner@acme.example',
  admin_name: '山田 花子',
};

function dataProvider() {
  const session = createAdminSession({ storage: localStorage, language: () => 'en' });
  return createDataProvider(session, () => 'en');
}

beforeEach(() => {
  localStorage.clear();
  storeSession(tokenExpiringIn(86400, Date.now()));
});
afterEach(() => vi.unstubAllGlobals());

describe('the client forms', () => {
  it('accept a complete new client once cleared inputs are sent as empty strings', () => {
    const validate = validatorFor(AdminClientCreate, () => 'ja', toClientPayload);
    expect(validate(filled)).toEqual({});
    expect(toClientPayload(filled)).toMatchObject({ department: '', building: '', mfa_phone: '', company: 'Acme Foods' });
  });

  it.each([
    ['ja', 'この項目は必須です。', '電話番号はハイフンなしの数字で入力してください。', '正しいメールアドレスを入力してください。'],
    ['en', 'This field is required.', 'Enter the phone number in digits, without hyphens.', 'Enter a valid e-mail address.'],
    ['zh-CN', '此项为必填项。', '请输入不带连字符的电话号码数字。', '请输入有效的邮箱地址。'],
  ] as const)('name each broken field with the catalogue message in %s', (language, required, phone, email) => {
    const validate = validatorFor(AdminClientCreate, () => language, toClientPayload);
    const errors = validate({ ...filled, company: '  ', telephone: '03-1234-5678', admin_email: 'owner(at)acme', max_images: -1 });
    expect(errors.company).toBe(required);
    expect(errors.telephone).toBe(phone);
    expect(errors.admin_email).toBe(email);
    expect(errors.max_images).toBeDefined();
  });

  it('check an edited client without the administrator fields', () => {
    const validate = validatorFor(AdminClientUpdate, () => 'en', toClientPayload);
    const { admin_email: _email, admin_name: _name, ...record } = filled;
    expect(validate({ ...record, id: 'c1', user_count: 3, plan_name: 'Trial' })).toEqual({});
    expect(validate({ ...record, mfa_phone: '+81 3' })).toEqual({ mfa_phone: 'Enter the phone number in digits, without hyphens.' });
  });
});

describe('the clients data provider', () => {
  it('creates with POST and changes with PUT, pessimistically carrying the server field errors', async () => {
    const api = fakeApi({
      'POST /api/admin/clients': () => ({ status: 201, body: { id: 'c1', ...toClientPayload(filled) } }),
      'PUT /api/admin/clients/c1': () => ({
        ...problem(400, 'VALIDATION_FAILED', 'Some fields have not been entered correctly.'),
        body: {
          type: 'about:blank', title: 'VALIDATION_FAILED', status: 400, code: 'VALIDATION_FAILED',
          detail: 'Some fields have not been entered correctly.',
          errors: [{ field: 'telephone', code: 'PHONE_RULE', message: 'Enter the phone number in digits, without hyphens.' }],
        },
      }),
    });

    const created = await dataProvider().create('clients', { data: toClientPayload(filled) });
    expect(created.data.id).toBe('c1');
    expect(api.requests[0].body).toMatchObject({ company: 'Acme Foods', admin_email: 'owner@acme.example', plan_id: 7 });

    const refused = dataProvider().update('clients', { id: 'c1', data: { telephone: '03-1' }, previousData: { id: 'c1' } });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'Some fields have not been entered correctly.',
      body: { errors: { telephone: 'Enter the phone number in digits, without hyphens.' } },
    });
    expect(api.requests[1].method).toBe('PUT');
  });

  it('downloads the clients CSV for the list filter and sort, named by the server', async () => {
    const csv = '\uFEFFcompany,country\r\nAcme Foods,jp\r\n';
    const api = fakeApi({
      'GET /api/admin/clients/export': () => ({
        raw: csv,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': "attachment; filename=\"clients.csv\"; filename*=UTF-8''clients-2026-11-21.csv" },
      }),
    });

    const file = await dataProvider().exportClients({ filter: { country: 'jp', q: 'acme' }, sort: { field: 'company', order: 'ASC' } });

    const url = new URL(api.requests[0].url, 'http://console.test');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ country: 'jp', q: 'acme' });
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['company', 'ASC']);
    expect(api.requests[0].headers.get('Authorization')).toMatch(/^Bearer /);
    expect(file.fileName).toBe('clients-2026-11-21.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('exports the temporary-registration e-mails, and a refusal carries the problem detail', async () => {
    fakeApi({ 'GET /api/export_temporary_register_email/': () => ({ raw: 'email\r\na@example.com\r\n', headers: { 'Content-Type': 'text/csv' } }) });
    const file = await dataProvider().exportTemporaryRegistrationEmails();
    expect(file.fileName).toBe('temporary-registration-emails.csv');
    expect(await file.blob.text()).toContain('a@example.com');

    fakeApi({ 'GET /api/export_temporary_register_email/': () => problem(403, 'FORBIDDEN', 'You do not have permission to do this.') });
    await expect(dataProvider().exportTemporaryRegistrationEmails()).rejects.toMatchObject({ status: 403, message: 'You do not have permission to do this.' });
  });
});

describe('file names from Content-Disposition', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E9%A1%A7%E5%AE%A2.csv", '顧客.csv'],
    ['attachment; filename="clients.csv"', 'clients.csv'],
    [null, 'fallback.csv'],
  ])('%s -> %s', (header, name) => {
    expect(fileNameOf(header, 'fallback.csv')).toBe(name);
  });
});
