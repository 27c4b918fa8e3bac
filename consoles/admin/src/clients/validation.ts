import { catalogueProblemOf, formatErrorMessage, type CheckingSchema, type Language } from '@packlens/contracts';

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
      const { code, params } = catalogueProblemOf(issue);
      errors[field] = formatErrorMessage(code, language(), params);
    }
    return errors;
  };
}
