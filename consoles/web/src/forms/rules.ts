import { isValidGroupId, isValidPassword, isValidPhone } from '@packlens/contracts';
import type { FieldProblem, FieldProblems } from './fieldErrors';

/** One check of one field: a problem, or undefined when the value passes. */
export type Rule = (value: string | boolean) => FieldProblem | undefined;

const text = (value: string | boolean) => (typeof value === 'string' ? value.trim() : '');

// Loose on purpose: the server decides; the form only catches what is clearly not an address.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Section 5's input rules as form checks, each answering the catalogue code the API answers with. */
export const rules = {
  required: ((value) => (text(value) === '' ? { code: 'FIELD_REQUIRED' } : undefined)) satisfies Rule,
  email: ((value) => (text(value) !== '' && !emailShape.test(text(value)) ? { code: 'EMAIL_INVALID' } : undefined)) satisfies Rule,
  password: ((value) => (typeof value === 'string' && value !== '' && !isValidPassword(value) ? { code: 'PASSWORD_RULE' } : undefined)) satisfies Rule,
  phone: ((value) => (text(value) !== '' && !isValidPhone(text(value)) ? { code: 'PHONE_RULE' } : undefined)) satisfies Rule,
  groupId: ((value) => (text(value) !== '' && !isValidGroupId(text(value)) ? { code: 'GROUP_ID_RULE' } : undefined)) satisfies Rule,
  agreed: ((value) => (value === true ? undefined : { code: 'TERMS_NOT_AGREED' })) satisfies Rule,
  maxLength:
    (max: number): Rule =>
    (value) =>
      text(value).length > max ? { code: 'TEXT_TOO_LONG', params: { max } } : undefined,
  /** The repeated password must equal the first one. */
  sameAs:
    (other: string | boolean): Rule =>
    (value) =>
      value !== '' && value !== other ? { text: 'passwordMismatch' } : undefined,
};

/** Runs each field's rules in order and keeps the first problem per field. */
export function checkFields<V extends Record<string, string | boolean>>(
  values: V,
  fieldRules: Partial<Record<Extract<keyof V, string>, Rule[]>>,
): FieldProblems<Extract<keyof V, string>> {
  const problems: FieldProblems<Extract<keyof V, string>> = {};
  for (const field of Object.keys(fieldRules) as Extract<keyof V, string>[]) {
    for (const rule of fieldRules[field] ?? []) {
      const problem = rule(values[field]);
      if (problem) {
        problems[field] = problem;
        break;
      }
    }
  }
  return problems;
}
