import type { AuthenticatedUser, ProjectDetail, ProjectResults } from '@packlens/contracts';
import { vi } from 'vitest';
import { json, makeUser, signInAs } from '../../../test/fixtures';

/** Test fixtures of the projects API, typed by the contract (a field renamed there breaks them here). */

export const projectId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const redId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const greenId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

type ProjectImage = ProjectDetail['images'][number];

export function projectImage(overrides: Partial<ProjectImage> = {}): ProjectImage {
  return {
    id: redId,
    name: '赤いパック',
    file_name: 'red.jpg',
    media_type: 'image/jpeg',
    bytes: 120_000,
    width: 800,
    height: 600,
    category_id: 5,
    product_copy: '',
    preview_url: '/api/files/red-preview',
    regions: [],
    status: 'pending',
    failure: null,
    ...overrides,
  };
}

export const blueId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

/** A third pack: one more than the comparison takes. */
export const blueImage = (overrides: Partial<ProjectImage> = {}): ProjectImage =>
  projectImage({ id: blueId, name: '青いパック', file_name: 'blue.jpg', preview_url: '/api/files/blue-preview', ...overrides });

export const twoImages = (overrides: Partial<ProjectImage> = {}): ProjectImage[] => [
  projectImage(overrides),
  projectImage({ id: greenId, name: '緑のパック', file_name: 'green.png', media_type: 'image/png', preview_url: '/api/files/green-preview', ...overrides }),
];

export function projectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: projectId,
    name: '春のスナック',
    type: 1,
    country: 'jp',
    department: '',
    status: 'DRAFT',
    created_at: '2026-11-01T00:00:00.000Z',
    created_by: { id: '11111111-1111-4111-8111-111111111111', name: '山田 花子' },
    expires_at: '2026-12-01T00:00:00.000Z',
    days_left: 20,
    expired: false,
    image_count: 0,
    segment_ids: [],
    menus: [],
    images: [],
    standard_value: { mode: 0, values: {} },
    concept: null,
    concept_skipped: false,
    calculation: null,
    missing_steps: ['select_menu', 'select_segment', 'select_image'],
    ...overrides,
  };
}

/** A project calculated for segments 1 (overall) and 3 (female) with heat map, image words and scatter. */
export function calculatedProject(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return projectDetail({
    status: 'SUCCESS',
    menus: ['preference_score', 'heatmap', 'image_word', 'image_word_scatter'],
    segment_ids: [1, 3],
    images: twoImages({ status: 'done' }),
    image_count: 2,
    calculation: { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', requested_at: '2026-11-01T00:10:00.000Z', done: 2, total: 2, completed_at: '2026-11-01T00:11:00.000Z' },
    missing_steps: [],
    ...overrides,
  });
}

/** Twenty words with falling probabilities, word 1 the best fitting; `shift` changes the order per image. */
const words = (shift: number) => Array.from({ length: 20 }, (_, i) => ({ word_id: ((i + shift) % 20) + 1, probability: Math.round((0.9 - i * 0.04) * 1000) / 1000 }));

export function projectResults(overrides: Partial<ProjectResults> = {}): ProjectResults {
  const project = overrides.project ?? calculatedProject();
  return {
    project,
    model: { version: 'heads-20261101', demo: true },
    heatmap_model: 'saliency-1',
    standard_value_note: null,
    segments: [1, 3].map((segmentId) => ({
      segment_id: segmentId,
      standard_value: null,
      norm: null,
      scores: [
        { image_id: redId, final_score: segmentId === 1 ? 3.42 : 3.1, sd: 0.81, order: 1, rank: 1, standard_diff: null, norm_percentile: null },
        { image_id: greenId, final_score: segmentId === 1 ? 2.95 : 3.3, sd: 1.12, order: 2, rank: 2, standard_diff: null, norm_percentile: null },
      ],
      image_words: [
        { image_id: redId, words: words(0) },
        { image_id: greenId, words: words(5) },
      ],
    })),
    heatmaps: [
      { image_id: redId, map_url: '/api/files/red-map', overlay_url: '/api/files/red-overlay', width: 800, height: 600, regions: [] },
      { image_id: greenId, map_url: '/api/files/green-map', overlay_url: '/api/files/green-overlay', width: 800, height: 600, regions: [] },
    ],
    concept: [],
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  form: FormData | undefined;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (the query is in `call.url`), records every call with
 * its JSON body or multipart form, and signs `user` in. Unknown calls answer 404.
 */
export function stubProjectsApi(handlers: Record<string, Handler>, user: AuthenticatedUser = makeUser()): ApiCall[] {
  signInAs(user);
  const calls: ApiCall[] = [];
  const all: Record<string, Handler> = { 'GET /api/user_detail/': () => json(200, user), ...handlers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: ApiCall = {
        method: init.method ?? 'GET',
        url,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        form: init.body instanceof FormData ? init.body : undefined,
      };
      calls.push(call);
      const handler = all[`${call.method} ${url.pathname}`];
      return handler
        ? handler(call)
        : json(404, { type: 'about:blank', title: 'NOT_FOUND', status: 404, code: 'NOT_FOUND', detail: 'not found' }, 'application/problem+json');
    }),
  );
  return calls;
}

/** The answer to a step: the project as the request left it. */
export const answer = (project: ProjectDetail, status = 200) => () => json(status, project);

const jpegStart = [0xff, 0xd8, 0xff, 0xe0];

/** A picked file of `bytes` bytes that starts as a JPEG does: the image step reads the first bytes before queueing. */
export function packFile(name: string, bytes = 1000, type = 'image/jpeg'): File {
  const content = new Uint8Array(bytes);
  content.set(jpegStart.slice(0, bytes));
  return new File([content], name, { type });
}
