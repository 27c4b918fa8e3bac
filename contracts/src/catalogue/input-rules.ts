import type { ErrorCode } from '../errors/catalogue';
import { z } from 'zod';
import { uploadLimits } from './limits';

/**
 * Input rules of section 5 as patterns, predicates and zod schemas. A schema's issue message is the error
 * catalogue code to answer with, so one validation hook can turn any failure into the catalogue's shape.
 */

/** 8 to 20 half-width letters and digits; full-width characters and symbols are refused. */
export const passwordPattern = /^[A-Za-z0-9]{8,20}$/;
export function isValidPassword(password: string): boolean {
  return passwordPattern.test(password);
}
export const Password = z.string().regex(passwordPattern, { error: 'PASSWORD_RULE' });

/**
 * Digits only, no hyphens. The description gives no length; 9 to 15 digits covers Thai landlines (9),
 * Japanese (10-11), Chinese (11) and Indonesian numbers, and E.164's maximum of 15.
 */
export const phonePattern = /^\d{9,15}$/;
export function isValidPhone(phone: string): boolean {
  return phonePattern.test(phone);
}
export const PhoneNumber = z.string().regex(phonePattern, { error: 'PHONE_RULE' });

/** The 5-digit group id a user quotes to join a registered company (section 5). */
export const groupIdPattern = /^\d{5}$/;
export function isValidGroupId(groupId: string): boolean {
  return groupIdPattern.test(groupId);
}
export const GroupId = z.string().regex(groupIdPattern, { error: 'GROUP_ID_RULE' });

/**
 * Whether a text shows something: a letter, digit, mark or symbol, not only spaces, zero-width characters (U+200B,
 * U+2060, U+FEFF) or other format and control characters (issue 20: a project named "\u200b" was taken).
 */
export function hasVisibleCharacter(text: string): boolean {
  return /[^\p{Z}\p{C}\s]/u.test(text);
}

/** A text of digits as forms and query strings send numbers ("7", " 7 "); anything else stays as it is. */
const fromDigits = (value: unknown) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

/**
 * A whole number as forms and query strings send it: a JSON number, or a text of digits. Nothing else is turned
 * into one (issue 20: `[]` was stored as 0, `true` as 1, `[7]` as 7): arrays, booleans, null and objects are the
 * wrong type and answer `code`. `limits` adds bounds (`(n) => n.min(1, …)`).
 */
export const wholeNumber = (code: ErrorCode = 'INTEGER_REQUIRED', limits: (n: z.ZodNumber) => z.ZodNumber = (n) => n) =>
  z.preprocess(fromDigits, limits(z.number({ error: code }).int({ error: code })));

/** A required text of at most `max` characters that must show something; both failures answer `requiredCode`. */
export const requiredText = (max: number, requiredCode: ErrorCode = 'FIELD_REQUIRED', tooLongCode: ErrorCode = 'TEXT_TOO_LONG') =>
  z
    .string({ error: requiredCode })
    .trim()
    .min(1, { error: requiredCode })
    .max(max, { error: tooLongCode })
    // An empty text already failed min(1): one problem per field.
    .refine((text) => text === '' || hasVisibleCharacter(text), { error: requiredCode });

export const ImageName = requiredText(uploadLimits.imageNameMaxLength, 'IMAGE_NAME_REQUIRED', 'IMAGE_NAME_TOO_LONG');

/** Characters no file system or download header accepts: Windows' reserved set and control characters. */
// eslint-disable-next-line no-control-regex
const forbiddenFileNameCharacters = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
/** An extension worth keeping when a name is cut: a dot and up to 10 letters or digits. */
const extensionPattern = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * A file name safe to store and offer for download (section 5): Unicode NFC (macOS sends Japanese names
 * decomposed), runs of white space (tabs, new lines) as one space, forbidden characters removed, no leading dots, no trailing dots or spaces, at most 30
 * characters with the extension kept. A name with nothing left before the extension becomes "file".
 */
export function sanitizeFileName(fileName: string, maxLength: number = uploadLimits.fileNameMaxLength): string {
  const cleaned = fileName
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(forbiddenFileNameCharacters, '')
    .trim()
    .replace(/[. ]+$/, '');
  const extension = extensionPattern.exec(cleaned)?.[0] ?? '';
  const stem = Array.from(cleaned.slice(0, cleaned.length - extension.length).replace(/^[. ]+/, ''));
  const room = maxLength - Array.from(extension).length;
  const base = stem.slice(0, room).join('').replace(/[. ]+$/, '') || 'file';
  return `${base}${extension}`;
}
