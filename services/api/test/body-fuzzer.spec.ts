import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@packlens/contracts';
import { eventCount, givenAccounts, loginAs, useApi } from './harness';

/**
 * Issue 17, item 5: a schema-driven fuzzer. Every operation of the OpenAPI document that takes a JSON body gets
 * bodies drawn by fast-check from its documented example (each field in turn made null, the wrong type, huge,
 * negative, deeply nested, hostile text, an unknown or prototype key) and from nothing at all (any JSON, malformed
 * text), as the caller it is meant for, with ids nothing has. Whatever it sends: never a 5xx, a refusal is a
 * problem from the error catalogue, and a refusal stores no event.
 */
const h = useApi();
const tokens: Record<'admin' | 'superAdmin', string> = { admin: '', superAdmin: '' };

interface WriteOperation {
  method: string;
  path: string;
  example: unknown;
  pathParams: Record<string, string | undefined>;
}
let operations: WriteOperation[] = [];

beforeAll(async () => {
  const accounts = await givenAccounts(h, 'fuzz');
  tokens.admin = (await loginAs(h, accounts.admin.email)).token;
  tokens.superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
  const doc = await (await h.request('/api/doc')).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, op]) => ['post', 'put', 'patch'].includes(method) && op.requestBody?.content?.['application/json'])
      .map(([method, op]) => {
        const media = op.requestBody.content['application/json'];
        const example = media.example ?? Object.values((media.examples ?? {}) as Record<string, { value: unknown }>)[0]?.value ?? {};
        const pathParams = Object.fromEntries(((op.parameters ?? []) as { name: string; in: string; schema?: { type?: string } }[]).filter((p) => p.in === 'path').map((p) => [p.name, p.schema?.type]));
        return { method: method.toUpperCase(), path, example, pathParams };
      }),
  );
});

// Public flows whose refusals are themselves recorded on purpose (a failed login counts towards the lockout).
const recordsRefusals = new Set(['POST /api/auth/obtain_token/', 'POST /api/auth/mfa/verify/']);

const deep = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown;
const hostile = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, 0.5),
  fc.string({ maxLength: 16 }),
  fc.constantFrom('x'.repeat(100_000), '💥'.repeat(20_000), '\u0000\u202e<script>alert(1)</script>', '../../etc/passwd', "' or 1=1 --", '   '),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 6 }),
  fc.constant(Array.from({ length: 10_000 }, (_, i) => i)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant(deep(3_000)),
);

/** A body made from the example: one field (or a new key, or a prototype key) given a hostile value. */
function mutations(example: unknown): fc.Arbitrary<string> {
  const whole = fc.oneof(fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), fc.constantFrom('{"name":', '{'.repeat(20_000), 'null', '[]', '"text"', ''));
  if (!example || typeof example !== 'object' || Array.isArray(example)) return whole;
  const keys = [...Object.keys(example), 'unknown_field', '__proto__', 'constructor'];
  const edited = fc.tuple(fc.constantFrom(...keys), hostile).map(([key, value]) => {
    const body: Record<string, unknown> = JSON.parse(JSON.stringify(example));
    Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
    return JSON.stringify(body);
  });
  return fc.oneof({ arbitrary: edited, weight: 4 }, { arbitrary: whole, weight: 1 });
}

const withUnknownIds = (op: WriteOperation) =>
  op.path.replace(/\{([^}]+)\}/g, (_all, name: string) => (op.pathParams[name] === 'integer' || op.pathParams[name] === 'number' ? '987654' : randomUUID()));

describe('the body fuzzer over the OpenAPI document (issue 17, item 5)', () => {
  it('finds the write operations (the fuzzer is not empty)', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers hostile bodies on every write operation without a 5xx; a refusal is a catalogue problem and stores nothing', async () => {
    const wrong: string[] = [];
    const statuses = new Set<number>();
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      const route = `${op.method} ${op.path}`;
      const token = op.path.startsWith('/api/admin/') ? tokens.superAdmin : tokens.admin;
      for (const body of fc.sample(mutations(op.example), { numRuns: 10, seed: 20261129 + index })) {
        const before = await eventCount(h);
        const response = await h.request(withUnknownIds(op), { method: op.method, body, token, language: 'ja', headers: { 'Content-Type': 'application/json' } });
        sent++;
        statuses.add(response.status);
        const shown = `${route} ${body.slice(0, 80)}… → ${response.status}`;
        if (response.status >= 500) {
          wrong.push(shown);
          continue;
        }
        if (response.status < 400) continue;
        const problem = (await response.json().catch(() => null)) as { code?: string } | null;
        if (!problem?.code || !Object.hasOwn(errorCatalogue, problem.code)) wrong.push(`${shown}: not a catalogue problem`);
        if (!recordsRefusals.has(route) && (await eventCount(h)) !== before) wrong.push(`${shown}: stored an event`);
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    // It reached the handlers, not only the validator: taken, refused as invalid, refused for a missing record.
    expect([...statuses]).toEqual(expect.arrayContaining([201, 400, 404]));
  }, 300_000);
});
