/** Text fields of the client form: react-admin leaves a cleared input null, the API wants an empty string. */
export const clientTextFields = [
  'company', 'department', 'headquarters', 'zip_code', 'address', 'building', 'telephone', 'owner_name', 'mfa_phone', 'admin_email', 'admin_name',
] as const;

/** The record as the contract's AdminClientUpdate / AdminClientCreate read it. */
export function toClientPayload(values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...values };
  for (const field of clientTextFields) {
    if (field in payload && (payload[field] === null || payload[field] === undefined)) payload[field] = '';
  }
  return payload;
}
