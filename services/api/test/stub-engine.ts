import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Scorer } from '@packlens/scoring/worker';
import { rectangleJpeg } from '../../scoring/test/image-fixtures';
import { json } from './harness';

/**
 * The engine's answer for an image, without the engine: for specs about what happens after the scoring worker (the
 * real one, calculations/worker.ts) records a calculation, not about the models, whose files follow the engine's code
 * (projects.spec.ts runs them). Every segment gets `mean`; with a concept, the offline level `conceptLevel`.
 */
export function stubEngine(options: { mean?: number; conceptLevel?: number } = {}): Scorer {
  const { mean = 3.4, conceptLevel = 2 } = options;
  return {
    size: 1,
    async score(bytes, job) {
      return {
        imageHash: createHash('sha256').update(bytes).digest('hex'),
        width: 480,
        height: 360,
        segments: { modelVersion: 'spec-heads', demoModel: true, results: job.segmentIds.map((segmentId) => ({ segmentId, preference: { mean, sd: 0.6 }, imageWords: [] })) },
        ...(job.concept ? { concept: { modelVersion: 'spec-heads', demoModel: true, level: conceptLevel, score: 0.41, drivingWords: ['colour:orange'] } } : {}),
      };
    },
  };
}

type Call = (path: string, init?: RequestInit) => Promise<Response>;

/** A pack of one coloured box on white, as a jpg of 480x360. */
export const boxPack = (colour = '#d02020') => rectangleJpeg(480, 360, { x: 160, y: 120, w: 160, h: 120, colour });

/**
 * A project ready to calculate, made through the API with `call` (a person's token or a key): `menus`, segment 1, the
 * packs named and coloured as given, all of category `categoryId`.
 */
export async function readyProject(call: Call, options: { name?: string; menus?: string[]; packs?: [string, string][]; categoryId?: number } = {}): Promise<{ id: string; imageIds: string[] }> {
  const { name = 'Spec pack', menus = ['image_word'], packs = [['Red pack', '#d02020']], categoryId = 5 } = options;
  const project = (await (await call('/api/projects/', json('POST', { name }))).json()) as { id: string };
  expect((await call(`/api/projects/${project.id}/menus`, json('PUT', { menus }))).status).toBe(200);
  expect((await call(`/api/projects/${project.id}/segments`, json('PUT', { segment_ids: [1] }))).status).toBe(200);
  const form = new FormData();
  for (const [packName, colour] of packs) {
    form.append('files', new Blob([new Uint8Array(await boxPack(colour))]), `${packName}.jpg`);
    form.append('names', packName);
  }
  const uploaded = (await (await call(`/api/projects/${project.id}/images`, { method: 'POST', body: form })).json()) as { images: { id: string }[] };
  const imageIds = uploaded.images.map((i) => i.id);
  expect((await call(`/api/projects/${project.id}/categories`, json('PUT', { images: imageIds.map((id) => ({ image_id: id, category_id: categoryId })) }))).status).toBe(200);
  return { id: project.id, imageIds };
}
