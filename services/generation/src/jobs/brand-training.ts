import { zipSync } from 'fflate';
import sharp from 'sharp';
import { BrandModelTrained, BrandTrainingFailed, BrandTrainingProgressed, GenerationUsageRecorded, servicePrices, type BrandTrainingRequested, type ErrorCode, type EventOf } from '@packlens/contracts';
import { deterministicUuid, type BlobStore, type EventMetadata, type EventStore, type NewEvent } from '@packlens/kernel';
import { ProviderError } from '../errors';
import type { ImageModel } from '../ports';

/** A brand training as the queue holds it: the `BrandTrainingRequested` event's data. */
export type BrandTrainingJob = EventOf<typeof BrandTrainingRequested>['data'];

/** The job queue's `service` for brand trainings. */
export const brandTrainingService = 'brand_training';

/** The demo brand model's version: a name, not weights (nothing is trained without Replicate). */
export const demoBrandVersion = (brandModelId: string) => `packlens-demo-brand-${brandModelId.slice(0, 8)}`;

export interface TrainedBrand {
  provider: 'replicate' | 'offline';
  version: string;
  demo: boolean;
  palette: string[];
}

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The brand's colours read from its images (real, here): each image shrunk to 64 px, its pixels counted in 4-bit bins
 * per channel, pale near-greys and near-black left out (paper, white and ink are every brand's), bins merged over the images by
 * their share, and the mean colour of the most frequent distinct bins kept, most frequent first.
 */
export async function brandPalette(images: readonly Uint8Array[], size = 5): Promise<string[]> {
  const bins = new Map<number, { weight: number; r: number; g: number; b: number }>();
  for (const image of images) {
    const { data, info } = await sharp(image).flatten({ background: '#ffffff' }).resize(64, 64, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixels = info.width * info.height;
    for (let i = 0; i < pixels; i++) {
      const [r, g, b] = [data[i * 3], data[i * 3 + 1], data[i * 3 + 2]];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      if ((min > 200 && max - min < 40) || max < 30) continue;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const bin = bins.get(key) ?? { weight: 0, r: 0, g: 0, b: 0 };
      const w = 1 / pixels;
      bin.weight += w;
      bin.r += r * w;
      bin.g += g * w;
      bin.b += b * w;
      bins.set(key, bin);
    }
  }
  const ranked = [...bins.values()].sort((a, b) => b.weight - a.weight).map((bin) => [bin.r / bin.weight, bin.g / bin.weight, bin.b / bin.weight] as const);
  const chosen: (readonly [number, number, number])[] = [];
  for (const colour of ranked) {
    // Distinct colours only: a shade of one already kept says nothing new.
    if (chosen.every((kept) => Math.hypot(kept[0] - colour[0], kept[1] - colour[1], kept[2] - colour[2]) > 48)) chosen.push(colour);
    if (chosen.length === size) break;
  }
  return chosen.map(([r, g, b]) => hex(r, g, b));
}

/** Trains (Replicate's training API) or, without Replicate, makes the labelled demo brand model. */
export async function trainBrandModel(model: ImageModel, job: BrandTrainingJob, blobs: BlobStore, signal: AbortSignal, onStage: (stage: 'preparing' | 'training') => Promise<void>): Promise<TrainedBrand> {
  await onStage('preparing');
  const images: Uint8Array[] = [];
  for (const key of job.imageBlobKeys) {
    const bytes = await blobs.get(key);
    if (!bytes) throw new ProviderError('bad_request', `brand image ${key} is no longer stored`, { provider: job.provider });
    images.push(new Uint8Array(bytes));
  }
  const palette = await brandPalette(images);
  if (job.provider === 'offline') return { provider: 'offline', version: demoBrandVersion(job.brandModelId), demo: true, palette };
  if (!job.trainer) throw new ProviderError('bad_request', 'no brand trainer is configured (Replicate: brand_trainer)', { provider: 'replicate' });
  const zip = zipSync(Object.fromEntries(images.map((bytes, i) => [`${String(i + 1).padStart(2, '0')}.${bytes[0] === 0xff ? 'jpg' : 'png'}`, bytes])), { level: 0 });
  await onStage('training');
  const { version } = await model.trainBrand({
    trainer: job.trainer,
    destination: `packlens-brand-${job.brandModelId.slice(0, 8)}`,
    imagesZip: zip,
    triggerWord: job.triggerWord,
    signal,
  });
  return { provider: 'replicate', version, demo: false, palette };
}

/** The events that end a training: trained (charged once when Replicate trained it; a demo is not charged) or failed. */
export function brandTrainingOutcome(job: BrandTrainingJob, outcome: TrainedBrand | { failed: ErrorCode; detail: string }, at: string): { stream: string; event: NewEvent }[] {
  const id = (part: string) => deterministicUuid('brand-training', job.trainingId, part);
  const metadata: EventMetadata = { correlationId: job.trainingId, causationId: null, actor: { kind: 'system', id: 'generation-worker' }, clientId: job.clientId, at };
  const stream = `brand-model-${job.brandModelId}`;
  if ('failed' in outcome) {
    return [{ stream, event: { id: id('failed'), ...BrandTrainingFailed({ brandModelId: job.brandModelId, trainingId: job.trainingId, clientId: job.clientId, code: outcome.failed, detail: outcome.detail.slice(0, 1000), failedAt: at }), metadata } }];
  }
  const trained = {
    stream,
    event: { id: id('trained'), ...BrandModelTrained({ brandModelId: job.brandModelId, trainingId: job.trainingId, clientId: job.clientId, ...outcome, completedAt: at }), metadata: { ...metadata, modelVersion: outcome.version } },
  };
  const amount = outcome.demo ? 0 : servicePrices.loraTraining.JPY ?? 0;
  const usage = {
    stream: `usage-${job.clientId}`,
    event: {
      id: id('usage'),
      ...GenerationUsageRecorded({ clientId: job.clientId, usageId: job.trainingId, tokens: 0, tickets: outcome.demo ? 0 : 1, amount, currency: 'JPY', service: 'brand_training', provider: outcome.provider, demo: outcome.demo, at }),
      metadata,
    },
  };
  return [trained, usage];
}

/** Progress as the console and the app read it. */
export function brandTrainingProgress(job: BrandTrainingJob, stage: 'preparing' | 'training', at: string): NewEvent {
  return {
    id: deterministicUuid('brand-training', job.trainingId, `stage-${stage}`),
    ...BrandTrainingProgressed({ brandModelId: job.brandModelId, trainingId: job.trainingId, stage, at }),
    metadata: { correlationId: job.trainingId, causationId: null, actor: { kind: 'system', id: 'generation-worker' }, clientId: job.clientId, at },
  };
}

export async function appendAll(store: EventStore, events: { stream: string; event: NewEvent }[]): Promise<void> {
  for (const { stream, event } of events) await store.append(stream, [event], { expectedVersion: 'any' });
}
