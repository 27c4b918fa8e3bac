import { describe, expect, it } from 'vitest';
import { GroupId, ImageName, Password, PhoneNumber, isValidGroupId, isValidPassword, isValidPhone, sanitizeFileName } from '../src/catalogue/input-rules';
import { errorCatalogue } from '../src/errors/catalogue';

describe('password rule: 8 to 20 half-width alphanumerics', () => {
  it.each(['abcd1234', 'A'.repeat(20), 'Passw0rdPassw0rd', '12345678'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ['7 characters', 'abc1234'],
    ['21 characters', 'a'.repeat(21)],
    ['full-width letters', 'ａｂｃｄ１２３４'],
    ['Japanese', 'パスワード12345'],
    ['a symbol', 'abcd123!'],
    ['a space', 'abcd 1234'],
    ['empty', ''],
  ])('rejects %s', (_why, password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('answers a failed schema with the PASSWORD_RULE code', () => {
    const result = Password.safeParse('short');
    expect(result.error?.issues[0].message).toBe('PASSWORD_RULE');
  });
});

describe('phone rule: digits without hyphens', () => {
  it('accepts a Japanese mobile number written without hyphens', () => {
    expect(isValidPhone('09012345678')).toBe(true);
  });

  it('rejects hyphens and other characters', () => {
    expect(isValidPhone('090-1234-5678')).toBe(false);
    expect(isValidPhone('+819012345678')).toBe(false);
    expect(PhoneNumber.safeParse('03-1234-5678').error?.issues[0].message).toBe('PHONE_RULE');
  });
});

describe('group id rule: 5 digits', () => {
  it('accepts exactly five digits', () => {
    expect(isValidGroupId('01234')).toBe(true);
    expect(isValidGroupId('1234')).toBe(false);
    expect(isValidGroupId('123456')).toBe(false);
    expect(isValidGroupId('1234a')).toBe(false);
    expect(GroupId.safeParse('12').error?.issues[0].message).toBe('GROUP_ID_RULE');
  });
});

describe('image name', () => {
  it('is required and at most 20 characters', () => {
    expect(ImageName.safeParse('新パッケージA案').success).toBe(true);
    expect(ImageName.safeParse('  ').error?.issues[0].message).toBe('IMAGE_NAME_REQUIRED');
    expect(ImageName.safeParse('あ'.repeat(21)).error?.issues[0].message).toBe('IMAGE_NAME_TOO_LONG');
  });
});

it('schemas only answer with codes the error catalogue holds', () => {
  for (const code of ['PASSWORD_RULE', 'PHONE_RULE', 'GROUP_ID_RULE', 'IMAGE_NAME_REQUIRED', 'IMAGE_NAME_TOO_LONG']) {
    expect(code in errorCatalogue).toBe(true);
  }
});

describe('file name sanitiser', () => {
  it('leaves a short, clean name as it is', () => {
    expect(sanitizeFileName('package_a.png')).toBe('package_a.png');
  });

  it('removes characters file systems forbid', () => {
    expect(sanitizeFileName('a/b\\c:d*e?f"g<h>i|j.jpg')).toBe('abcdefghij.jpg');
    expect(sanitizeFileName('tab\there\u0000.png')).toBe('tab here.png');
  });

  it('cuts to 30 characters and keeps the extension', () => {
    const result = sanitizeFileName(`${'x'.repeat(40)}.jpeg`);
    expect(result).toBe(`${'x'.repeat(25)}.jpeg`);
    expect(result).toHaveLength(30);
  });

  it('counts Japanese characters one each and composes decomposed kana first', () => {
    const decomposed = 'ハ\u309aッケージ.png'; // パ as ハ + combining handakuten, as macOS sends it
    expect(sanitizeFileName(decomposed)).toBe('パッケージ.png');
    expect(Array.from(sanitizeFileName(`${'デ'.repeat(40)}.png`))).toHaveLength(30);
  });

  it('drops leading dots and trailing dots and spaces', () => {
    expect(sanitizeFileName('..hidden.png')).toBe('hidden.png');
    expect(sanitizeFileName('name. . ')).toBe('name');
  });

  it('names a file "file" when nothing is left before the extension', () => {
    expect(sanitizeFileName('???.png')).toBe('file.png');
    expect(sanitizeFileName('***')).toBe('file');
  });
});
