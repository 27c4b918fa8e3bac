import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectDetail, ProjectResults } from '@packlens/contracts';
import { describe, expect, it, vi } from 'vitest';
import { json, makeUser, plans, renderApp } from '../../../test/fixtures';
import { changeLanguage } from '../../i18n/i18n';
import { fileProblem, pickFiles } from '../projects/steps/uploadChecks';
import { answer, packFile, projectDetail, projectId, projectImage, projectResults, redId, stubProjectsApi, type ApiCall } from '../projects/testing';
import { nextShelfStep, previousShelfStep, shelfResumeStep, shelfStepPath } from './flow';

const at = (step: string) => `/evaluate-shelve/${step}?project=${projectId}`;
const lastCall = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path).at(-1);
const megabyte = 1024 * 1024;

/** A shelf photo of 1600 x 1200 pixels. */
const shelfImage = (overrides: Partial<ProjectDetail['images'][number]> = {}) =>
  projectImage({ name: '飲料の棚', file_name: 'shelf.jpg', width: 1600, height: 1200, category_id: null, preview_url: '/api/files/shelf-preview', ...overrides });

function shelfProject(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return projectDetail({ type: 4, name: '飲料棚', menus: ['shelf_heatmap'], missing_steps: ['select_segment', 'select_image'], ...overrides });
}

const calculatedShelf = (overrides: Partial<ProjectDetail> = {}) =>
  shelfProject({ status: 'SUCCESS', segment_ids: [1, 3], images: [shelfImage({ status: 'done' })], image_count: 1, missing_steps: [], ...overrides });

function shelfResults(project: ProjectDetail, shares: { region_id: string; label: string; share: number }[] = []): ProjectResults {
  return projectResults({
    project,
    model: { version: 'heads-20261101', demo: true },
    heatmap_model: 'saliency-1',
    segments: [],
    heatmaps: [{ image_id: redId, map_url: '/api/files/shelf-map', overlay_url: '/api/files/shelf-overlay', width: 1600, height: 1200, regions: shares }],
  });
}

describe('the shelf flow', () => {
  it('runs register, segments, images, confirm, result, each step in the URL with the project', () => {
    expect(nextShelfStep('register')).toBe('select_segment');
    expect(nextShelfStep('select_image')).toBe('confirm');
    expect(nextShelfStep('results')).toBe('results');
    expect(previousShelfStep('confirm')).toBe('select_image');
    expect(shelfStepPath('select_image', 'p-1')).toBe('/evaluate-shelve/select-image?project=p-1');
    expect(shelfStepPath('results', 'p-1')).toBe('/evaluate-shelve/result?project=p-1');
  });

  it('reopens a calculated project on its result and a draft on its first missing step (no category step)', () => {
    expect(shelfResumeStep(shelfProject({ status: 'SUCCESS' }))).toBe('results');
    expect(shelfResumeStep(shelfProject({ status: 'PROGRESS' }))).toBe('results');
    expect(shelfResumeStep(shelfProject())).toBe('select_segment');
    expect(shelfResumeStep(shelfProject({ missing_steps: ['select_image'] }))).toBe('select_image');
    expect(shelfResumeStep(shelfProject({ missing_steps: [] }))).toBe('confirm');
    const { missing_steps: _missing, ...row } = shelfProject({ segment_ids: [1], image_count: 0 });
    expect(shelfResumeStep(row)).toBe('select_image');
    expect(shelfResumeStep({ ...row, image_count: 2 })).toBe('confirm');
  });

  it('checks a shelf photo against 15 MB, not the survey’s 4 MB', async () => {
    expect(fileProblem({ name: 'shelf.jpg', size: 10 * megabyte }, 'shelf')).toBeUndefined();
    expect(fileProblem({ name: 'shelf.jpg', size: 16 * megabyte }, 'shelf')).toEqual({ code: 'SHELF_IMAGE_TOO_LARGE' });
    expect(fileProblem({ name: 'shelf.gif', size: 100 }, 'shelf')).toEqual({ code: 'IMAGE_TYPE_NOT_ALLOWED' });
    expect(fileProblem({ name: 'shelf.png', size: 0 }, 'shelf')).toEqual({ code: 'FILE_NOT_UPLOADABLE' });
    const { taken, refused } = await pickFiles([packFile('a.jpg'), packFile('b.jpg')], { room: 1, full: { code: 'TOO_MANY_IMAGES_PER_UPLOAD' } }, 'shelf');
    expect(taken.map((f) => f.name)).toEqual(['a.jpg']);
    expect(refused[0].problem.code).toBe('TOO_MANY_IMAGES_PER_UPLOAD');
  });
});

describe('the shelf gate (section 6: Japan and a paid plan)', () => {
  it.each([
    ['free', plans.free],
    ['trial', plans.trial],
  ])('sends a %s user to the survey index', async (_name, plan) => {
    stubProjectsApi({}, makeUser({ plan }));
    const { router } = renderApp('/evaluate-shelve');
    await waitFor(() => expect(router.state.location.pathname).toBe('/type-project'));
    expect(await screen.findByTestId('type-project-shelf-gate')).toBeDefined();
  });

  it('sends a user outside Japan to Home, and lets a Japanese ad hoc user in', async () => {
    stubProjectsApi({}, makeUser({ country: 'th' }));
    const outside = renderApp('/evaluate-shelve/result?project=x');
    await waitFor(() => expect(outside.router.state.location.pathname).toBe('/home'));
    outside.unmount();

    stubProjectsApi({}, makeUser({ plan: plans.adhoc }));
    renderApp('/evaluate-shelve');
    expect(await screen.findByTestId('shelf-register-form')).toBeDefined();
  });
});

describe('the shelf entry (/evaluate-shelve)', () => {
  it('registers a shelf project (type 4, in the client’s country) and goes to the segments', async () => {
    const created = shelfProject({ department: '営業企画部' });
    const calls = stubProjectsApi({ 'POST /api/projects/': answer(created, 201), [`GET /api/projects/${projectId}`]: answer(created) });
    const { router } = renderApp('/evaluate-shelve');
    expect((await screen.findByTestId('shelf-how')).textContent).toContain('15MB');
    expect(screen.getByTestId('step-header').getAttribute('data-current')).toBe('register');

    await userEvent.click(screen.getByTestId('shelf-register-submit'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByTestId('shelf-register-form').textContent).toContain('プロジェクト名を入力してください。');

    await userEvent.type(screen.getByRole('textbox', { name: /プロジェクト名/ }), ' 飲料棚 ');
    await userEvent.type(screen.getByRole('textbox', { name: /部署名/ }), '営業企画部');
    await userEvent.click(screen.getByTestId('shelf-register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluate-shelve/select-segment'));
    expect(router.state.location.search).toBe(`?project=${projectId}`);
    expect(lastCall(calls, 'POST', '/api/projects/')?.body).toEqual({ name: '飲料棚', department: '営業企画部', type: 4 });
  });

  it('reopens a listed project where it stands, and forwards the index to the entry', async () => {
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(shelfProject({ segment_ids: [1], missing_steps: ['select_image'] })) });
    const first = renderApp(`/evaluate-shelve/index?project=${projectId}`);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/evaluate-shelve/select-image'));
    expect(first.router.state.location.search).toBe(`?project=${projectId}`);
    first.unmount();

    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail({ missing_steps: ['select_menu'] })) });
    const survey = renderApp(`/evaluate-shelve?project=${projectId}`);
    await waitFor(() => expect(survey.router.state.location.pathname).toBe('/project-create/select_menu'));
  });
});

describe('the shelf steps’ frame', () => {
  it('asks for a project when there is none, and says when it is over a month old', async () => {
    stubProjectsApi({});
    const none = renderApp('/evaluate-shelve/select-image');
    expect((await screen.findByTestId('project-required')).textContent).toBe('プロジェクトを選択してください。');
    none.unmount();

    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(shelfProject({ expired: true, days_left: 0 })) });
    renderApp(at('select-segment'));
    expect(await screen.findByTestId('project-expired')).toBeDefined();
  });

  it('sends a calculated project from a step to its result, and a survey project to its own flow', async () => {
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(calculatedShelf({ status: 'PROGRESS' })) });
    const calculated = renderApp(at('select-segment'));
    await waitFor(() => expect(calculated.router.state.location.pathname).toBe('/evaluate-shelve/result'));
    calculated.unmount();

    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail({ status: 'SUCCESS' })) });
    const survey = renderApp(at('confirm'));
    await waitFor(() => expect(survey.router.state.location.pathname).toBe('/project-create/results'));
  });
});

describe('shelf segments, photos and confirm', () => {
  it('says the map is the same for every segment, records the segments and goes to the photos', async () => {
    const project = shelfProject();
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(project),
      [`PUT /api/projects/${projectId}/segments`]: answer(shelfProject({ segment_ids: [1, 3], missing_steps: ['select_image'] })),
    });
    const { router } = renderApp(at('select-segment'));
    expect((await screen.findByTestId('shelf-segment-note')).textContent).toContain('どのセグメントでも同じ');
    await userEvent.click(screen.getByTestId('segment-3'));
    await userEvent.click(screen.getByTestId('segment-1'));
    await userEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluate-shelve/select-image'));
    expect(lastCall(calls, 'PUT', `/api/projects/${projectId}/segments`)?.body).toEqual({ segment_ids: [1, 3] });
  });

  it('takes a 10 MB shelf photo, refuses a 16 MB one in the catalogue’s words, and uploads names and files', async () => {
    const uploaded = shelfProject({ segment_ids: [1], images: [shelfImage()], image_count: 1, missing_steps: [] });
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(shelfProject({ segment_ids: [1], missing_steps: ['select_image'] })),
      [`POST /api/projects/${projectId}/images`]: answer(uploaded, 201),
    });
    const { router } = renderApp(at('select-image'));
    const input = await screen.findByTestId('image-file-input');
    await userEvent.upload(input, [packFile('huge.jpg', 16 * megabyte), packFile('shelf.jpg', 10 * megabyte)]);
    expect((await screen.findByTestId('image-pick-error')).textContent).toBe('huge.jpg: 15MBを超える画像はアップロードできません。');
    expect(screen.getAllByTestId('pending-image').map((card) => card.getAttribute('data-file'))).toEqual(['shelf.jpg']);
    await userEvent.clear(screen.getByRole('textbox', { name: /画像名/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /画像名/ }), '飲料の棚');
    await userEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluate-shelve/confirm'));
    const form = lastCall(calls, 'POST', `/api/projects/${projectId}/images`)?.form;
    expect(form?.getAll('names')).toEqual(['飲料の棚']);
    expect((form?.get('files') as File).name).toBe('shelf.jpg');
  });

  it('shows the project once more and calculates, then shows the progress', async () => {
    const ready = shelfProject({ segment_ids: [1, 3], images: [shelfImage()], image_count: 1, missing_steps: [] });
    const calculating = { ...ready, status: 'PROGRESS' as const, calculation: { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', requested_at: '2026-11-01T00:10:00.000Z', done: 0, total: 1, completed_at: null } };
    let current = ready;
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: () => json(200, current),
      [`POST /api/projects/${projectId}/calculate`]: () => {
        current = calculating;
        return json(202, calculating);
      },
    });
    const { router } = renderApp(at('confirm'));
    expect((await screen.findByTestId('confirm-register')).textContent).toContain('棚ヒートマップ評価');
    expect(screen.getByTestId('confirm-select_segment').textContent).toContain('女性');
    expect(screen.getAllByTestId('confirm-image')).toHaveLength(1);
    await userEvent.click(screen.getByTestId('project-calculate'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluate-shelve/result'));
    expect(await screen.findByTestId('calculation-progress')).toBeDefined();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/calculate'))).toBe(true);
  });
});

/** Where the stage is drawn in the tests: 400 x 300 at (100, 50), so a drawn pixel is 4 image pixels. */
function placeStage(): HTMLElement {
  const stage = screen.getByTestId('shelf-stage');
  vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue({ left: 100, top: 50, width: 400, height: 300, right: 500, bottom: 350, x: 100, y: 50, toJSON: () => ({}) } as DOMRect);
  return stage;
}

function drag(element: HTMLElement, from: [number, number], to: [number, number], on: HTMLElement = element) {
  fireEvent.pointerDown(element, { clientX: from[0], clientY: from[1], button: 0, pointerId: 1 });
  fireEvent.pointerMove(on, { clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2, pointerId: 1 });
  fireEvent.pointerMove(on, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(on, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

const boxAt = (box: HTMLElement) => ['data-x', 'data-y', 'data-width', 'data-height'].map((name) => Number(box.getAttribute(name)));

describe('the shelf result', () => {
  it('lays the heat map over the shelf photo as its own layer, with the demo flag, the segments and the shelve PDF', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const project = calculatedShelf();
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(project),
      [`GET /api/projects/${projectId}/results`]: () => json(200, shelfResults(project)),
      [`POST /api/projects/${projectId}/reports`]: () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="shelf_shelve.pdf"' } }),
    });
    renderApp(at('result'));
    const layer = await screen.findByTestId('heatmap-overlay');
    expect([layer.tagName, layer.getAttribute('data-src')]).toEqual(['CANVAS', '/api/files/shelf-map']);
    expect(within(screen.getByTestId('shelf-image')).getByRole('img', { name: '飲料の棚' }).getAttribute('src')).toBe('/api/files/shelf-preview');
    expect(screen.getByTestId('results-model-demo').textContent).toBe('デモモデル');
    expect(screen.getByTestId('shelf-segments').textContent).toContain('全体');
    expect(screen.getByTestId('shelf-boxes-empty')).toBeDefined();
    expect(screen.getByTestId('shelf-boxes-save').hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByTestId('report-download-shelve'));
    await waitFor(() => expect(clicks).toEqual(['shelf_shelve.pdf']));
    expect(lastCall(calls, 'POST', `/api/projects/${projectId}/reports`)?.body).toEqual({ type: 'shelve', language: 'ja' });
  });

  it('draws boxes in original image pixels, saves them and lists each one’s share, largest first', async () => {
    const project = calculatedShelf();
    let results = shelfResults(project);
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(project),
      [`GET /api/projects/${projectId}/results`]: () => json(200, results),
      [`PUT /api/projects/${projectId}/images/${redId}/regions`]: (call) => {
        const { regions } = call.body as { regions: ProjectDetail['images'][number]['regions'] };
        const saved = calculatedShelf({ images: [shelfImage({ status: 'done', regions })] });
        results = shelfResults(saved, regions.map((region, index) => ({ region_id: region.region_id, label: region.label, share: index === 0 ? 0.22 : 0.41 })));
        return json(200, saved);
      },
    });
    renderApp(at('result'));
    await screen.findByTestId('shelf-stage');
    const stage = placeStage();

    // Drawn 100 x 50 pixels at (10, 20) of the drawn image: 400 x 200 at (40, 80) of the 1600 x 1200 photo.
    drag(stage, [110, 70], [210, 120]);
    const first = await screen.findByTestId('shelf-box');
    expect(boxAt(first)).toEqual([40, 80, 400, 200]);
    const label = screen.getByRole('textbox', { name: 'ラベル' }) as HTMLInputElement;
    expect(label.value).toBe('商品1');
    await userEvent.clear(label);
    await userEvent.type(label, '緑茶');

    // A click is not a box.
    drag(stage, [300, 200], [301, 201]);
    expect(screen.getAllByTestId('shelf-box')).toHaveLength(1);

    drag(stage, [300, 150], [400, 300]);
    expect(boxAt(screen.getAllByTestId('shelf-box')[1])).toEqual([800, 400, 400, 600]);
    expect(screen.getByTestId('shelf-boxes-unsaved')).toBeDefined();
    expect(screen.getAllByTestId('shelf-box-share').map((cell) => cell.textContent)).toEqual(['保存後に表示', '保存後に表示']);

    await userEvent.click(screen.getByTestId('shelf-boxes-save'));
    await screen.findByTestId('shelf-boxes-saved');
    const sent = lastCall(calls, 'PUT', `/api/projects/${projectId}/images/${redId}/regions`)?.body as { regions: Record<string, unknown>[] };
    expect(sent.regions.map(({ region_id: _id, ...box }) => box)).toEqual([
      { label: '緑茶', x: 40, y: 80, width: 400, height: 200 },
      { label: '商品2', x: 800, y: 400, width: 400, height: 600 },
    ]);
    // The results are read again: the box drawn second holds more attention and comes first.
    await waitFor(() => expect(screen.getAllByTestId('shelf-box-share').map((cell) => cell.textContent)).toEqual(['41.0%', '22.0%']));
    expect(screen.getAllByTestId('shelf-box-row').map((row) => row.getAttribute('data-number'))).toEqual(['2', '1']);
    expect(screen.getByTestId('shelf-share-total').textContent).toBe('枠の合計: 63.0%');
    expect(screen.getByTestId('shelf-boxes-save').hasAttribute('disabled')).toBe(true);
  });

  it('moves, resizes and deletes a box; a changed box waits for saving before its share shows again', async () => {
    const regions = [{ region_id: 'tea', label: '緑茶', x: 40, y: 80, width: 400, height: 200 }];
    const project = calculatedShelf({ images: [shelfImage({ status: 'done', regions })] });
    stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(project),
      [`GET /api/projects/${projectId}/results`]: () => json(200, shelfResults(project, [{ region_id: 'tea', label: '緑茶', share: 0.3 }])),
    });
    renderApp(at('result'));
    expect((await screen.findByTestId('shelf-box-share')).textContent).toBe('30.0%');
    const stage = placeStage();
    const box = screen.getByTestId('shelf-box');

    // Dragged 20 drawn pixels right and 10 down: 80 and 40 image pixels.
    drag(box, [150, 90], [170, 100], stage);
    expect(boxAt(screen.getByTestId('shelf-box'))).toEqual([120, 120, 400, 200]);
    expect(screen.getByTestId('shelf-box-share').textContent).toBe('保存後に表示');

    // The selected box's south-east corner to (250, 150) drawn: (600, 400) in the photo.
    drag(screen.getByTestId('shelf-box-handle-se'), [230, 130], [250, 150], stage);
    expect(boxAt(screen.getByTestId('shelf-box'))).toEqual([120, 120, 480, 280]);

    await userEvent.click(screen.getByTestId('shelf-boxes-reset'));
    expect(boxAt(screen.getByTestId('shelf-box'))).toEqual([40, 80, 400, 200]);
    expect(screen.getByTestId('shelf-box-share').textContent).toBe('30.0%');

    fireEvent.pointerDown(screen.getByTestId('shelf-box'), { clientX: 150, clientY: 90, button: 0, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 150, clientY: 90, pointerId: 1 });
    fireEvent.keyDown(stage, { key: 'Delete' });
    expect(screen.queryByTestId('shelf-box')).toBeNull();
    expect(screen.getByTestId('shelf-boxes-save').hasAttribute('disabled')).toBe(false);
  });

  it('shows the shares in English too', async () => {
    await changeLanguage('en');
    const regions = [{ region_id: 'tea', label: 'Green tea', x: 40, y: 80, width: 400, height: 200 }];
    const project = calculatedShelf({ images: [shelfImage({ status: 'done', regions })] });
    stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(project),
      [`GET /api/projects/${projectId}/results`]: () => json(200, shelfResults(project, [{ region_id: 'tea', label: 'Green tea', share: 0.125 }])),
    });
    renderApp(at('result'));
    expect((await screen.findByTestId('shelf-box-share')).textContent).toBe('12.5%');
    expect(screen.getByTestId('shelf-box-list').textContent).toContain('Product boxes and share of attention');
    expect(screen.getByTestId('results-model-demo').textContent).toBe('Demo model');
  });
});
