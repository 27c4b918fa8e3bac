import { describe, expect, it } from 'vitest';
import { DomainError, ImagesUploaded, ProjectCreated, type ErrorCode } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { imageQuotaDecider, projectDecider, type ProjectCommand, type ProjectEvent } from '../../src/projects/deciders';
import { at, clientId, userId } from './fixtures';

const spec = deciderSpecification(projectDecider);
const quota = deciderSpecification(imageQuotaDecider);
const refusedWith = (code: ErrorCode) => (error: unknown) => error instanceof DomainError && error.code === code;
const equal = (a: unknown, e: unknown) => expect(a).toEqual(e);

const projectId = '22222222-2222-4222-8222-222222222222';
const calculationId = '33333333-3333-4333-8333-333333333333';
const imageIds = ['44444444-4444-4444-8444-000000000001', '44444444-4444-4444-8444-000000000002', '44444444-4444-4444-8444-000000000003'];
const later = '2026-11-22T09:00:00.000Z';
const afterAMonth = '2026-12-21T09:00:01.000Z';

const created = (type: 1 | 4 = 1, country: 'jp' | 'cn' = 'jp') =>
  ProjectCreated({ projectId, clientId, createdBy: userId, name: 'Spring snacks', type, country, department: '', createdAt: at }) as ProjectEvent;
const image = (imageId: string, categoryId: number | null = null) => ({
  imageId,
  name: `pack ${imageId.slice(-1)}`,
  fileName: 'pack.jpg',
  blobKey: `clients/${clientId}/images/${'a'.repeat(64)}.jpg`,
  contentHash: 'a'.repeat(64),
  mediaType: 'image/jpeg' as const,
  bytes: 1000,
  categoryId,
  previewBlobKey: null,
  width: 800,
  height: 600,
});
const uploaded = (...ids: string[]) => ImagesUploaded({ projectId, images: ids.map((id) => image(id)), uploadedAt: at }) as ProjectEvent;
const event = <T extends ProjectEvent['type']>(type: T, data: Record<string, unknown>, when = at) => ({ type, data: { projectId, ...data, at: when } }) as unknown as ProjectEvent;
const menus = (...codes: string[]) => event('ProjectMenusSelected', { menus: codes });
const segments = (...ids: number[]) => event('ProjectSegmentsSelected', { segmentIds: ids });
const categories = (...ids: string[]) => event('ImageCategoriesSelected', { categories: ids.map((imageId) => ({ imageId, categoryId: 5 })) });
const ready = [created(), menus('preference_score', 'heatmap'), segments(1, 2), uploaded(imageIds[0], imageIds[1]), categories(imageIds[0], imageIds[1])];
const calculate: ProjectCommand = { type: 'RequestCalculation', calculationId, now: later };
const calculationRequested = event('CalculationRequested', { calculationId, clientId, images: [], segmentIds: [1], menus: ['preference_score'], concept: null, requestedAt: at });

describe('project: menus', () => {
  it('always computes the preference score, in the catalogue’s order', () => {
    spec
      .given([created()])
      .when({ type: 'SelectMenus', menus: ['heatmap', 'image_word'], planType: 1, now: later })
      .then([{ type: 'ProjectMenusSelected', data: { projectId, menus: ['preference_score', 'heatmap', 'image_word'], at: later } }], equal);
  });

  it('shows concept matching to monthly and ad hoc plans only: free and trial are paying-members-only', () => {
    spec.given([created()]).when({ type: 'SelectMenus', menus: ['concept_matching'], planType: 3, now: later }).thenThrows(refusedWith('PAID_MEMBERS_ONLY'));
    spec.given([created()]).when({ type: 'SelectMenus', menus: ['concept_matching'], planType: 4, now: later }).thenThrows(refusedWith('PAID_MEMBERS_ONLY'));
    spec.given([created()]).when({ type: 'SelectMenus', menus: ['concept_matching'], planType: 2, now: later }).then(
      [{ type: 'ProjectMenusSelected', data: { projectId, menus: ['preference_score', 'concept_matching'], at: later } }],
      equal,
    );
  });

  it('refuses an unknown menu and the shelf heat map in a survey project', () => {
    spec.given([created()]).when({ type: 'SelectMenus', menus: ['tarot'], planType: 1, now: later }).thenThrows(refusedWith('VALIDATION_FAILED'));
    spec.given([created()]).when({ type: 'SelectMenus', menus: ['shelf_heatmap'], planType: 1, now: later }).thenThrows(refusedWith('VALIDATION_FAILED'));
  });
});

describe('project: segments', () => {
  it('takes up to 6 segments, each once', () => {
    spec.given([created()]).when({ type: 'SelectSegments', segmentIds: [1, 2, 2, 5], now: later }).then([event('ProjectSegmentsSelected', { segmentIds: [1, 2, 5] }, later)], equal);
  });

  it('refuses a seventh segment: "Up to 6 segments can be calculated at a time"', () => {
    spec.given([created()]).when({ type: 'SelectSegments', segmentIds: [1, 2, 3, 5, 6, 7, 8], now: later }).thenThrows(refusedWith('SEGMENT_LIMIT_AT_ONCE'));
  });

  it('refuses a segment id the catalogue does not know', () => {
    spec.given([created()]).when({ type: 'SelectSegments', segmentIds: [1, 9], now: later }).thenThrows(refusedWith('VALIDATION_FAILED'));
  });
});

describe('project: images', () => {
  it('holds at most 10 images, the most one calculation takes', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `44444444-4444-4444-8444-${String(100 + i).padStart(12, '0')}`);
    spec
      .given([created(), uploaded(...nine)])
      .when({ type: 'UploadImages', images: [image(imageIds[0]), image(imageIds[1])], now: later })
      .thenThrows((e) => refusedWith('TOO_MANY_IMAGES_PER_UPLOAD')(e) && (e as DomainError).params.max === 1);
  });

  it('asks for an image when the upload is empty', () => {
    spec.given([created()]).when({ type: 'UploadImages', images: [], now: later }).thenThrows(refusedWith('IMAGE_REQUIRED'));
  });

  it('removes an image of the project, and answers NOT_FOUND for another', () => {
    spec.given([created(), uploaded(imageIds[0])]).when({ type: 'RemoveImage', imageId: imageIds[0], now: later }).then([event('ProjectImageRemoved', { imageId: imageIds[0] }, later)], equal);
    spec.given([created(), uploaded(imageIds[0])]).when({ type: 'RemoveImage', imageId: imageIds[2], now: later }).thenThrows(refusedWith('NOT_FOUND'));
  });

  it('refuses a category the catalogue does not know', () => {
    spec.given([created(), uploaded(imageIds[0])]).when({ type: 'SelectCategories', categories: [{ imageId: imageIds[0], categoryId: 999 }], now: later }).thenThrows(refusedWith('VALIDATION_FAILED'));
  });
});

describe('project: product copy applies to Japan only', () => {
  it('takes the copy of a Japanese project', () => {
    spec
      .given([created(1, 'jp'), uploaded(imageIds[0])])
      .when({ type: 'EnterProductCopies', copies: [{ imageId: imageIds[0], text: 'さくさく食感' }], now: later })
      .then([{ type: 'ProductCopiesEntered', data: { projectId, copies: [{ imageId: imageIds[0], text: 'さくさく食感' }], at: later } }], equal);
  });

  it('refuses it for a project aimed at China', () => {
    spec.given([created(1, 'cn'), uploaded(imageIds[0])]).when({ type: 'EnterProductCopies', copies: [{ imageId: imageIds[0], text: 'x' }], now: later }).thenThrows(refusedWith('SERVICE_NOT_AVAILABLE'));
  });
});

describe('project: standard value', () => {
  it('keeps the company’s own values (mode 3) and drops values for other modes', () => {
    spec
      .given([created()])
      .when({ type: 'ChooseStandardValue', mode: 1, values: { 1: 3.2 }, now: later })
      .then([{ type: 'StandardValueChosen', data: { projectId, mode: 1, values: {}, at: later } }], equal);
  });

  it('refuses a reference value outside 0-5: "Enter a value between 0 and 5."', () => {
    spec.given([created()]).when({ type: 'ChooseStandardValue', mode: 3, values: { 1: 5.5 }, now: later }).thenThrows(refusedWith('REFERENCE_VALUE_OUT_OF_RANGE'));
  });
});

describe('project: calculation', () => {
  it('asks the worker for every image, segment and menu once every step is done', () => {
    spec.given(ready).when(calculate).then(
      [
        {
          type: 'CalculationRequested',
          data: {
            calculationId,
            projectId,
            clientId,
            images: [imageIds[0], imageIds[1]].map((imageId) => ({ imageId, blobKey: image(imageId).blobKey, contentHash: 'a'.repeat(64), kind: 'pack', categoryId: 5, regions: [] })),
            segmentIds: [1, 2],
            menus: ['preference_score', 'heatmap'],
            concept: null,
            requestedAt: later,
          },
        },
      ],
      equal,
    );
  });

  it('names the missing steps', () => {
    spec.given([created(), menus('preference_score')]).when(calculate).thenThrows((e) => {
      expect((e as DomainError).fields).toEqual({ select_segment: 'FIELD_REQUIRED', select_image: 'IMAGE_REQUIRED' });
    });
  });

  it('needs a category for every image of a survey project', () => {
    spec.given([created(), menus('preference_score'), segments(1), uploaded(imageIds[0])]).when(calculate).thenThrows((e) => {
      expect((e as DomainError).fields).toEqual({ select_category: 'FIELD_REQUIRED' });
    });
  });

  it('needs a concept, or the user’s skip, when concept matching is ordered', () => {
    const withConcept = [...ready, menus('preference_score', 'concept_matching')];
    spec.given(withConcept).when(calculate).thenThrows((e) => expect((e as DomainError).fields).toEqual({ input_concept: 'FIELD_REQUIRED' }));
    spec.given([...withConcept, event('ConceptEntered', { text: '自然素材のやさしいおやつ', language: 'ja' })]).when(calculate).then([], (actual) => {
      expect((actual as ProjectEvent[])[0].data).toMatchObject({ concept: { text: '自然素材のやさしいおやつ', language: 'ja' } });
    });
  });

  it('needs the company’s own value for every segment in mode 3', () => {
    spec.given([...ready, event('StandardValueChosen', { mode: 3, values: { 1: 3 } })]).when(calculate).thenThrows((e) => {
      expect((e as DomainError).fields).toEqual({ select_score: 'REFERENCE_VALUE_OUT_OF_RANGE' });
    });
  });

  it('refuses a second request while the first is computed', () => {
    spec.given([...ready, calculationRequested]).when({ ...calculate, calculationId: imageIds[2] }).thenThrows(refusedWith('CALCULATION_IN_PROGRESS'));
  });
});

describe('project: after the calculation, and after a month', () => {
  it('refuses changes once calculated: "Register a new project to make changes."', () => {
    spec.given([...ready, calculationRequested]).when({ type: 'SelectSegments', segmentIds: [1], now: later }).thenThrows(refusedWith('PROJECT_CHANGE_NOT_ALLOWED'));
  });

  it('refuses every change once the project is a month old', () => {
    spec.given(ready).when({ type: 'SelectSegments', segmentIds: [1], now: afterAMonth }).thenThrows(refusedWith('PROJECT_EXPIRED'));
    spec.given(ready).when({ ...calculate, now: afterAMonth }).thenThrows(refusedWith('PROJECT_EXPIRED'));
  });

  it('lets the user mark product boxes on a calculated shelf image', () => {
    const shelf = [created(4), segments(1), uploaded(imageIds[0]), calculationRequested];
    const regions = [{ regionId: 'a', label: 'Our pack', x: 10, y: 20, width: 100, height: 200 }];
    spec
      .given(shelf)
      .when({ type: 'MarkShelfRegions', imageId: imageIds[0], regions, now: later })
      .then([{ type: 'ShelfRegionsMarked', data: { projectId, imageId: imageIds[0], regions, at: later } }], equal);
  });

  it('marks boxes on shelf projects only', () => {
    spec.given(ready).when({ type: 'MarkShelfRegions', imageId: imageIds[0], regions: [], now: later }).thenThrows(refusedWith('VALIDATION_FAILED'));
  });
});

describe('image quota: counted on calculation, given back on failure', () => {
  const limits = { planId: 3, limit: 10, expiresAt: null };
  const use = (ids: string[], id = calculationId) => ({ type: 'UseImages' as const, clientId, projectId, calculationId: id, imageIds: ids, limits, now: at });
  const used = (ids: string[], id = calculationId) => ({ type: 'ImageQuotaUsed' as const, data: { clientId, projectId, calculationId: id, imageIds: ids, at } });

  it('counts the images of a calculation within the free plan’s 10', () => {
    quota.given([]).when(use(imageIds)).then([used(imageIds)], equal);
  });

  it('refuses images over the free plan’s 10 with its own message', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `55555555-5555-4555-8555-${String(i).padStart(12, '0')}`);
    quota.given([used(nine, projectId)]).when(use(imageIds.slice(0, 2))).thenThrows((e) => refusedWith('FREE_PLAN_IMAGE_LIMIT_EXCEEDED')(e) && (e as DomainError).params.max === 10);
  });

  it('counts a retried calculation once', () => {
    quota.given([used(imageIds)]).when(use(imageIds)).thenNothingHappens();
  });

  it('gives a failed image back once', () => {
    const refund = { type: 'RefundImage' as const, clientId, projectId, calculationId, imageId: imageIds[0], now: at };
    const refunded = { type: 'ImageQuotaRefunded' as const, data: { clientId, projectId, calculationId, imageId: imageIds[0], at } };
    quota.given([used(imageIds)]).when(refund).then([refunded], equal);
    quota.given([used(imageIds), refunded]).when(refund).thenNothingHappens();
  });
});
