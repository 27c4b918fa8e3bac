import { describe, expect, it } from 'vitest';
import { BrandImagesUploaded, BrandModelRegistered, BrandModelTrained, BrandTrainingFailed, BrandTrainingRequested, DomainError, type ErrorCode } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { brandModelDecider, brandModelReady, evolveBrandModel, type BrandModelCommand, type BrandModelEvent } from '../../src/generation/deciders';
import { at, clientId, userId } from './fixtures';

const spec = deciderSpecification(brandModelDecider);
const refusedWith = (code: ErrorCode) => (error: unknown) => error instanceof DomainError && error.code === code;
const brandModelId = '55555555-5555-4555-8555-555555555555';
const trainingId = '66666666-6666-4666-8666-666666666666';
const later = '2026-11-22T09:00:00.000Z';

const registered = BrandModelRegistered({ brandModelId, clientId, createdBy: userId, brandName: 'Morning Orchard', brandPrompt: 'green carton', categoryId: 2, shape: 'carton', triggerWord: 'PKLB555555', at }) as BrandModelEvent;
const image = (n: number) => ({ imageId: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`, fileName: `p${n}.png`, blobKey: `k${n}.png`, width: 100, height: 100 });
const withImages = (count: number) => BrandImagesUploaded({ brandModelId, images: Array.from({ length: count }, (_, i) => image(i)), at }) as BrandModelEvent;
const train = (provider: 'replicate' | 'offline' = 'offline'): BrandModelCommand => ({ type: 'RequestBrandTraining', request: { trainingId, requestedBy: userId, provider, trainer: null, timeoutMs: 60_000 }, now: later });
const requested = BrandTrainingRequested({ brandModelId, trainingId, clientId, requestedBy: userId, provider: 'offline', trainer: null, imageBlobKeys: ['k0.png'], triggerWord: 'PKLB555555', brandPrompt: 'green carton', timeoutMs: 60_000, requestedAt: at }) as BrandModelEvent;

describe('brand model: brand learning needs 10 to 30 of the client’s own images', () => {
  it('trains on 10 images, with every image’s blob, the trigger word and the brand prompt', () => {
    spec.given([registered, withImages(10)]).when(train()).then([{ type: 'BrandTrainingRequested', data: expect.objectContaining({ imageBlobKeys: Array.from({ length: 10 }, (_, i) => `k${i}.png`), triggerWord: 'PKLB555555', brandPrompt: 'green carton', clientId }) }], (a, e) => expect(a).toMatchObject(e as object));
  });

  it('refuses a training on 9 images, and a 31st image', () => {
    spec.given([registered, withImages(9)]).when(train()).thenThrows(refusedWith('BRAND_IMAGE_COUNT'));
    spec.given([registered, withImages(30)]).when({ type: 'UploadBrandImages', images: [image(99)], now: later }).thenThrows(refusedWith('BRAND_IMAGE_COUNT'));
  });
});

describe('brand model: one training at a time', () => {
  it('changes no image and starts no second training while one runs', () => {
    spec.given([registered, withImages(10), requested]).when(train()).thenThrows(refusedWith('BRAND_TRAINING_IN_PROGRESS'));
    spec.given([registered, withImages(10), requested]).when({ type: 'RemoveBrandImage', imageId: image(0).imageId, now: later }).thenThrows(refusedWith('BRAND_TRAINING_IN_PROGRESS'));
  });

  it('trains again after a failure', () => {
    const failed = BrandTrainingFailed({ brandModelId, trainingId, clientId, code: 'GENERATION_FAILED', failedAt: at }) as BrandModelEvent;
    spec.given([registered, withImages(10), requested, failed]).when(train()).then([{ type: 'BrandTrainingRequested', data: expect.anything() }], (a, e) => expect(a).toMatchObject(e as object));
  });
});

describe('brand model: ready for brand generation', () => {
  const state = (events: BrandModelEvent[]) => events.reduce(evolveBrandModel, brandModelDecider.initialState());
  it('once trained, or once a LoRA is brought; not while collecting images', () => {
    const trained = BrandModelTrained({ brandModelId, trainingId, clientId, provider: 'offline', version: 'packlens-demo-brand-55555555', demo: true, palette: ['#1f6b3a'], completedAt: at }) as BrandModelEvent;
    expect(brandModelReady(state([registered, withImages(10)]))).toBe(false);
    expect(brandModelReady(state([registered, withImages(10), requested, trained]))).toBe(true);
    expect(brandModelReady(state([registered, { type: 'BrandLoraUploaded', data: { brandModelId, fileName: 'b.safetensors', blobKey: 'b', bytes: 10, sha256: 'a'.repeat(64), at } }]))).toBe(true);
  });

  it('exists once, and unknown models are not found', () => {
    spec.given([registered]).when({ type: 'RegisterBrandModel', data: registered.data as never }).thenThrows(refusedWith('ALREADY_EXISTS'));
    spec.given([]).when(train()).thenThrows(refusedWith('NOT_FOUND'));
  });
});
