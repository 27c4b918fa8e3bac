import { describe, expect, it } from 'vitest';
import { languages } from '../src/language';
import { errorCatalogue, type ErrorCode } from '../src/errors/catalogue';
import { formatErrorMessage } from '../src/errors/domain-error';

const entries = Object.entries(errorCatalogue) as [ErrorCode, (typeof errorCatalogue)[ErrorCode]][];
const httpStatuses = [400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 503];

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
}

describe('error catalogue', () => {
  it('names every code in SCREAMING_SNAKE_CASE', () => {
    for (const [code] of entries) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it.each(entries)('%s has a message in ja, en and zh-CN', (_code, entry) => {
    for (const language of languages) expect(entry.message[language].trim()).not.toBe('');
  });

  it.each(entries)('%s uses the same placeholders in every language', (_code, entry) => {
    const english = placeholders(entry.message.en);
    expect(placeholders(entry.message.ja)).toEqual(english);
    expect(placeholders(entry.message['zh-CN'])).toEqual(english);
  });

  it.each(entries)('%s maps to an HTTP error status the API answers with', (_code, entry) => {
    expect(httpStatuses).toContain(entry.status);
  });

  it('keeps the Japanese and Chinese messages in their own scripts, not copied English', () => {
    for (const [, entry] of entries) {
      expect(entry.message.ja).not.toBe(entry.message.en);
      expect(entry.message['zh-CN']).not.toBe(entry.message.en);
    }
  });

  it('keeps the codes other code already uses', () => {
    const used = [
      'VALIDATION_FAILED', 'MALFORMED_REQUEST', 'INVALID_CREDENTIALS', 'UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN',
      'ACCOUNT_INACTIVE', 'NOT_FOUND', 'VERSION_CONFLICT', 'ALREADY_EXISTS', 'INTERNAL_ERROR',
    ];
    expect(Object.keys(errorCatalogue)).toEqual(expect.arrayContaining(used));
  });

  it('quotes the English wording the product description gives', () => {
    expect(errorCatalogue.IMAGE_REQUIRED.message.en).toBe('Upload an image.');
    expect(errorCatalogue.IMAGE_TYPE_NOT_ALLOWED.message.en).toBe('Upload a jpg/jpeg/png/pdf file');
    expect(errorCatalogue.PAID_MEMBERS_ONLY.message.en).toBe('This service is available for paying members only.');
    expect(errorCatalogue.SEGMENT_LIMIT_PER_PROJECT.message.en).toBe('Calculations are limited to {segment} segments per project.');
    expect(errorCatalogue.UNKNOWN_LIBRARY.message.en).toBe('Unknown library: {name}');
  });

  it('keeps 403 and 410, which make the customer app log out, away from refusals a user can act on', () => {
    const recoverable: ErrorCode[] = ['PAID_MEMBERS_ONLY', 'PLAN_EXPIRED', 'URL_INVALID', 'RESET_LINK_INVALID', 'USER_LIMIT_REACHED', 'SEGMENT_LIMIT_PER_PROJECT'];
    for (const code of recoverable) expect([403, 410]).not.toContain(errorCatalogue[code].status);
  });

  describe('when a message is formatted', () => {
    it('fills the placeholders in the requested language', () => {
      expect(formatErrorMessage('SEGMENT_LIMIT_PER_PROJECT', 'en', { segment: 6 })).toBe('Calculations are limited to 6 segments per project.');
      expect(formatErrorMessage('ANALYSIS_TOO_MANY_IMAGES', 'ja', { max: 10 })).toBe('選択できる画像は10枚までです。');
    });
  });
});
