import { ClientRegistered, RegistrationFormSubmitted, RegistrationRequested, UserRegistered } from '@packlens/contracts';
import { sha256Hex } from '../../src/identity/one-time-secrets';

export const at = '2026-11-21T09:00:00.000Z';
export const clientId = '11111111-1111-4111-8111-111111111111';
export const adminId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const userId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const otherUserId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const registrationId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

export const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3600_000).toISOString();
export const secondsAfter = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

export const clientRegistered = (planId = 1, overrides: Partial<Parameters<typeof ClientRegistered>[0]> = {}) =>
  ClientRegistered({ clientId, groupId: '12345', company: 'Acme Foods', accountType: 'corporation', country: 'jp', planId, maxImages: 100, registeredAt: at, ...overrides });

export const member = (id: string, role: 0 | 1) => ({ type: 'ClientMemberAdmitted' as const, data: { clientId, userId: id, role } });

export const userRegistered = (overrides: Partial<Parameters<typeof UserRegistered>[0]> = {}) =>
  UserRegistered({ userId, clientId, email: 'hanako@example.com', name: 'Hanako', role: 0, passwordHash: 'scrypt$x', registeredAt: at, ...overrides });

export const linkSecret = 'link-secret-link-secret-link-secret';
export const continuationSecret = 'continuation-secret-continuation';

export const registrationRequested = (kind: 'full' | 'trial' = 'full') =>
  RegistrationRequested({
    registrationId,
    kind,
    email: 'new@example.com',
    tokenHash: sha256Hex(linkSecret),
    passwordHash: kind === 'trial' ? 'scrypt$trial' : null,
    country: 'jp',
    language: 'ja',
    requestedAt: at,
    expiresAt: hoursAfter(at, 24),
  });

export const form = {
  accountType: 'corporation' as const,
  organization: 'New Foods',
  headquarters: 'Tokyo',
  department: 'Marketing',
  name: 'Taro',
  furigana: 'タロウ',
  zipCode: '100-0001',
  address: 'Chiyoda 1-1',
  building: '',
  telephone: '0312345678',
  country: 'jp' as const,
};

export const formSubmitted = (submittedAt = hoursAfter(at, 1)) =>
  RegistrationFormSubmitted({
    registrationId,
    form,
    passwordHash: 'scrypt$full',
    continuationHash: sha256Hex(continuationSecret),
    submittedAt,
    expiresAt: hoursAfter(submittedAt, 24),
  });
