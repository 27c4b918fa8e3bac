import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unboundedBecause } from '@packlens/contracts';
import { PostgresEventStore } from '@packlens/kernel';
import { createApp, type AppDeps } from '../src';
import { apiKeyOperations } from '../src/api-keys/scope-table';
import { missingExamples } from '../src/app/openapi-completion';

/**
 * Issue 15, item 6: the OpenAPI document, as /api/doc serves it, passes Redocly's `recommended` rules
 * (services/api/.redocly.yaml) and Spectral's OWASP API security ruleset (services/api/.spectral.yaml) with no error,
 * carries an example for every body (item 5), and shows only the warnings those files list as deliberate. A failure
 * names the operation and the rule; docs/api/partners.md ("A new route") says what a route must carry.
 *
 * The document does not depend on the database: it is built by an app whose pool is never connected, and both linters
 * run on it from node_modules, offline (telemetry and update checks off).
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const linterEnv = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' };

/** Warnings the configuration files list as deliberate, with their reasons there. */
const deliberateWarnings = {
  redocly: ['operation-4xx-response'],
  spectral: [
    'owasp:api4:2023-string-restricted',
    'owasp:api4:2023-rate-limit-responses-429',
    'owasp:api8:2023-define-error-responses-401',
    'owasp:api8:2023-define-error-validation',
    'owasp:api2:2023-read-restricted',
  ],
};

type Problem = { rule: string; severity: 'error' | 'warning'; where: string; message: string };

/** A JSON pointer's tokens as a reader looks for them: `GET /api/projects/{id} › responses/200/…`. */
function whereIn(tokens: string[]): string {
  const [group, name, method, ...rest] = tokens;
  if (group === 'paths' && name && method) return `${method.toUpperCase()} ${name}${rest.length ? ` › ${rest.join('/')}` : ''}`;
  if (group === 'webhooks' && name) return `webhook ${name}${method ? ` › ${[method, ...rest].join('/')}` : ''}`;
  return `#/${tokens.join('/')}`;
}
const pointerTokens = (pointer: string) =>
  pointer
    .replace(/^#\//, '')
    .split('/')
    .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'));

const listed = (problems: Problem[]) => problems.map((p) => `${p.where}: ${p.rule} — ${p.message}`).join('\n');

/** The linters exit 1 when they found errors; their JSON is what counts. */
async function lint(command: string, args: string[]): Promise<string> {
  try {
    return (await run(path.join(apiDir, 'node_modules', '.bin', command), args, { cwd: apiDir, env: linterEnv, maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    if (failed.code === 1 && failed.stdout !== undefined) return failed.stdout;
    throw new Error(`${command} did not run: ${failed.stderr ?? String(error)}`);
  }
}

let dir: string;
let docFile: string;
let doc: {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[]; 'x-api-key-scope'?: string }>>;
  components: { securitySchemes: Record<string, unknown> };
};
let redocly: Problem[] = [];
let spectral: Problem[] = [];

beforeAll(async () => {
  // A pool that is never connected: the document needs no database (nothing below sends a query).
  const pool = new pg.Pool({ connectionString: 'postgres://127.0.0.1:9/openapi-lint', max: 1 });
  const deps: AppDeps = {
    pool,
    store: new PostgresEventStore(pool),
    config: { jwtSecret: 'openapi-lint-secret-openapi-lint-secret', tokenTtlSeconds: 7200, production: false, edition: 'standard' },
    clock: () => new Date('2026-11-25T09:30:00.000Z'),
    logger: pino({ level: 'silent' }),
    reports: { render: async () => Buffer.alloc(0), print: async () => Buffer.alloc(0) },
    apiKeyRateLimits: { name: 'postgres', hit: async () => ({ allowed: true, limit: 1, remaining: 1, resetSeconds: 0, retryAfterSeconds: 0, periodSeconds: 60 }), close: async () => {} },
  };
  // The development document: with the dev mail route, the largest one the API serves.
  const { api } = createApp(deps, {
    mail: { transport: { kind: 'capture' }, from: 'Packlens <no-reply@packlens.test>', publicUrl: 'http://packlens.test' },
    rateLimits: {} as never,
    trustProxy: true,
    devMail: true,
  } as never);
  const response = await api.request('/api/doc');
  expect(response.status).toBe(200);
  doc = (await response.json()) as typeof doc;
  await pool.end();
  dir = await mkdtemp(path.join(tmpdir(), 'packlens-openapi-lint-'));
  // The name the Spectral ruleset's overrides point into (`packlens-openapi.json#/paths/…`).
  docFile = path.join(dir, 'packlens-openapi.json');
  await writeFile(docFile, JSON.stringify(doc, null, 2));

  const spectralOut = path.join(dir, 'spectral.json');
  const [redoclyJson] = await Promise.all([
    lint('redocly', ['lint', docFile, '--config', path.join(apiDir, '.redocly.yaml'), '--format', 'json', '--max-problems', '100000']),
    lint('spectral', ['lint', docFile, '--ruleset', path.join(apiDir, '.spectral.yaml'), '--format', 'json', '--output', spectralOut, '--quiet']),
  ]);
  const redoclyReport = JSON.parse(redoclyJson) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
  redocly = redoclyReport.problems.map((p) => ({
    rule: p.ruleId,
    severity: p.severity === 'error' ? 'error' : 'warning',
    where: whereIn(pointerTokens(p.location[0]?.pointer ?? '#/')),
    message: p.message,
  }));
  const spectralReport = JSON.parse(await readFile(spectralOut, 'utf8')) as { code: string; severity: number; message: string; path: (string | number)[] }[];
  spectral = spectralReport.map((p) => ({ rule: p.code, severity: p.severity === 0 ? 'error' : 'warning', where: whereIn(p.path.map(String)), message: p.message }));
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI document passes the lint (issue 15, item 6)', () => {
  it('has no error under Redocly’s recommended rules (services/api/.redocly.yaml)', () => {
    const errors = redocly.filter((p) => p.severity === 'error');
    expect(errors.length, `Redocly errors:\n${listed(errors)}`).toBe(0);
  });

  it('has no error under Spectral’s OWASP API security ruleset (services/api/.spectral.yaml)', () => {
    const errors = spectral.filter((p) => p.severity === 'error');
    expect(errors.length, `Spectral errors (OWASP):\n${listed(errors)}`).toBe(0);
  });

  it('shows only the warnings the rule files list as deliberate', () => {
    const unexpected = [
      ...redocly.filter((p) => p.severity === 'warning' && !deliberateWarnings.redocly.includes(p.rule)),
      ...spectral.filter((p) => p.severity === 'warning' && !deliberateWarnings.spectral.includes(p.rule)),
    ];
    expect(unexpected.length, `Warnings no rule file lists as deliberate (fix them, or list them with the reason):\n${listed(unexpected)}`).toBe(0);
  });

  it('says why a text or a list has no bound only for the reasons the ruleset accepts', () => {
    const reasons = new Set<string>(Object.values(unboundedBecause));
    const found: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((child, i) => visit(child, `${where}/${i}`));
      else if (node && typeof node === 'object') {
        const reason = (node as Record<string, unknown>)['x-unbounded'];
        if (reason !== undefined && !reasons.has(String(reason))) found.push(`${where}: ${String(reason)}`);
        for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
      }
    };
    visit(doc, '#');
    expect(found).toEqual([]);
  });
});

describe('the OpenAPI document’s contract for partners (issue 15, item 5)', () => {
  it('carries an example for every request and response body (files apart)', () => {
    const missing = missingExamples(doc).map((m) => `${m.operation} › ${m.body}: no example for ${m.fields.join(', ')}`);
    expect(missing.length, `Bodies without an example (give the fields an example: zod .meta({ example })):\n${missing.join('\n')}`).toBe(0);
  });

  it('declares both security schemes, and on every operation an API key may call the scope it needs', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKeyAuth', 'bearerAuth']);
    const wrong: string[] = [];
    for (const { method, path: route, scope } of apiKeyOperations) {
      const operation = doc.paths[`/api${route}`]?.[method];
      const requirement = operation?.security?.find((r) => 'apiKeyAuth' in r)?.apiKeyAuth;
      const expected = scope === 'any' ? [] : [scope];
      // Public operations (health, signed file links, the document itself) stay public: a key may be sent, none is needed.
      if (scope === 'any' && (!operation || operation.security?.length === 0)) continue;
      if (!operation) wrong.push(`${method.toUpperCase()} /api${route}: not in the document`);
      else if (JSON.stringify(requirement) !== JSON.stringify(expected) || operation['x-api-key-scope'] !== scope) wrong.push(`${method.toUpperCase()} /api${route}: ${JSON.stringify(operation.security)}`);
    }
    expect(wrong).toEqual([]);
  });
});
