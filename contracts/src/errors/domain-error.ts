import { defaultLanguage, type Language } from '../language';
import { errorCatalogue, type ErrorCode, type ErrorEntry } from './catalogue';

export type ErrorParams = Record<string, string | number>;

/** An error named in the catalogue. Deciders throw these; the API turns them into problem details. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  /** Field-level details (for validation failures): field path -> catalogue code. */
  readonly fields?: Record<string, ErrorCode>;

  constructor(code: ErrorCode, params: ErrorParams = {}, fields?: Record<string, ErrorCode>) {
    super(formatErrorMessage(code, 'en', params));
    this.name = 'DomainError';
    this.code = code;
    this.params = params;
    this.fields = fields;
  }

  get status(): ErrorEntry['status'] {
    return errorCatalogue[this.code].status;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** The catalogue message of `code` in `language`, with `{name}` placeholders filled from `params`. */
export function formatErrorMessage(code: ErrorCode, language: Language = defaultLanguage, params: ErrorParams = {}): string {
  const template: string = errorCatalogue[code].message[language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
