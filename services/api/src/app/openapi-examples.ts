/**
 * Examples of the OpenAPI document, written once on the schemas (zod `.meta({ example })` on a field or a whole
 * object) and put together here into one example per request and response body, so that Redocly's
 * `no-invalid-media-type-examples` checks each against its schema. A field with a format (uuid, date-time, e-mail,
 * URI) gets a fixed value of that format; enums their default or first value; booleans their default or `false`;
 * nullable fields without an example `null`. Free text and numbers must carry an example of their own: where one
 * is missing, `exampleOf` says which field (the lint spec names it with the operation).
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  minItems?: number;
  minimum?: number;
  [key: string]: unknown;
};

export type Composed = { ok: true; value: unknown } | { ok: false; missing: string[] };

/** Values of a format, the same everywhere (a UUID v7 as the event store assigns, the bench's date). */
const formatExamples: Record<string, unknown> = {
  uuid: '0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90',
  'date-time': '2026-11-25T09:30:00.000Z',
  date: '2026-11-25',
  email: 'brand.manager@example.co.jp',
  uri: 'https://packlens.example.co.jp/api/files/eyJrIjoiaW1hZ2VzL2ZpbGUucG5nIn0.c2lnbmF0dXJl',
  url: 'https://packlens.example.co.jp/api/files/eyJrIjoiaW1hZ2VzL2ZpbGUucG5nIn0.c2lnbmF0dXJl',
  // A file part of a multipart upload: its bytes cannot be shown, so the example names the file, as is usual.
  binary: 'lemon-sour-front.png',
};

const ok = (value: unknown): Composed => ({ ok: true, value });
const missing = (...where: string[]): Composed => ({ ok: false, missing: where });
const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** One example value for a schema; `resolve` follows `$ref`s into the document's components. */
export function exampleOf(schema: JsonSchema | undefined, resolve: (ref: string) => JsonSchema | undefined = () => undefined, where = '(body)'): Composed {
  if (!schema) return missing(where);
  if (schema.$ref) return exampleOf(resolve(schema.$ref), resolve, where);
  if (schema.example !== undefined) return ok(schema.example);
  if (schema.examples?.length) return ok(schema.examples[0]);
  if (schema.const !== undefined) return ok(schema.const);
  if (schema.enum?.length) return ok(schema.default !== undefined && schema.enum.includes(schema.default) ? schema.default : schema.enum[0]);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const tried = variants.filter((variant) => variant.type !== 'null').map((variant) => exampleOf(variant, resolve, where));
    const first = tried.find((result) => result.ok);
    if (first) return first;
    if (variants.some((variant) => variant.type === 'null')) return ok(null);
    return missing(...tried.flatMap((result) => (result.ok ? [] : result.missing)));
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => exampleOf(part, resolve, where));
    const failed = parts.flatMap((part) => (part.ok ? [] : part.missing));
    return failed.length ? missing(...failed) : ok(Object.assign({}, ...parts.map((part) => (part as { value: object }).value)));
  }
  const types = typesOf(schema);
  const nullable = types.includes('null');
  const type = types.find((t) => t !== 'null');
  if (schema.default !== undefined && !(type === 'string' && schema.default === '')) return ok(schema.default);
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const failed: string[] = [];
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const result = exampleOf(property, resolve, `${where === '(body)' ? '' : `${where}.`}${name}`);
        if (result.ok) value[name] = result.value;
        else if (required.has(name)) failed.push(...result.missing);
      }
      if (typeof schema.additionalProperties === 'object' && !schema.properties) {
        // A map (zod record) shows one entry only when it carries an example of its own: its keys mean something.
        return nullable ? ok(null) : missing(where);
      }
      if (failed.length) return nullable ? ok(null) : missing(...failed);
      return ok(value);
    }
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        // A tuple: one value per position.
        const parts = (schema.prefixItems as JsonSchema[]).map((part, index) => exampleOf(part, resolve, `${where}[${index}]`));
        const failed = parts.flatMap((part) => (part.ok ? [] : part.missing));
        return failed.length ? (nullable ? ok(null) : missing(...failed)) : ok(parts.map((part) => (part as { value: unknown }).value));
      }
      const item = exampleOf(schema.items, resolve, `${where === '(body)' ? '' : where}[]`);
      if (!item.ok) return nullable ? ok(null) : item;
      return ok(Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item.value));
    }
    case 'string':
      if (schema.format && schema.format in formatExamples) return ok(formatExamples[schema.format]);
      return nullable ? ok(null) : missing(where);
    case 'boolean':
      return ok(false);
    case 'null':
      return ok(null);
    default:
      return nullable ? ok(null) : missing(where);
  }
}
