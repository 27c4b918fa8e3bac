import { errorCatalogue, formatErrorMessage, type ErrorCode, type ErrorParams, type Language } from '@packlens/contracts';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  format?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
}

interface CheckingSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

const isCatalogueCode = (text: string): text is ErrorCode => Object.hasOwn(errorCatalogue, text);

/** The catalogue code of a schema issue, read as the API reads it, so the form says what the server would. */
function codeOf(issue: Issue): { code: ErrorCode; params?: ErrorParams } {
  if (isCatalogueCode(issue.message)) return { code: issue.message };
  if (issue.code === 'invalid_type') return { code: 'FIELD_REQUIRED' };
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return { code: 'FIELD_REQUIRED' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { code: 'TEXT_TOO_LONG', params: { max: Number(issue.maximum) } };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { code: 'EMAIL_INVALID' };
  return { code: 'VALIDATION_FAILED' };
}

/**
 * A react-admin form validator from a contract schema: the first problem of each field as the catalogue's
 * message in the console's language.
 */
export function validatorFor(schema: CheckingSchema, language: () => Language, prepare: (values: Record<string, unknown>) => unknown = (v) => v) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(prepare(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field in errors) continue;
      const { code, params } = codeOf(issue);
      errors[field] = formatErrorMessage(code, language(), params);
    }
    return errors;
  };
}
