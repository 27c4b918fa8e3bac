import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { segmentById } from '@packlens/contracts';
import { json, problem, renderApp } from '../../../test/fixtures';
import { stubProjectsApi } from '../projects/testing';
import { callsTo } from '../textProjects/testing';
import {
  alphaOfMaskPng,
  designImage,
  designInput,
  designJob,
  designJobId,
  designProject,
  designProjectId,
  generateUser,
  imageId,
  maskInputId,
  packInputId,
  stubDesignApi,
} from './testing';

const createPath = `/creative-package/create?project=${designProjectId}`;
const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[name=${name}]`)!;
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}], textarea[name=${name}]`)!;
/** The helper line under a field: its refusal when it has one. */
const helperOf = (name: string) => document.getElementById(document.querySelector(`[name=${name}]`)?.getAttribute('aria-describedby') ?? '')?.textContent;
const options = (name: string) => Array.from(select(name).options, (option) => option.value);

describe('design generation home (/creative-package)', () => {
  it('registers a design project (name, department) and opens its create screen; lists the generation tab', async () => {
    const calls = stubProjectsApi(
      {
        'POST /api/design_projects/': () => json(201, designProject()),
        [`GET /api/design_projects/${designProjectId}`]: () => json(200, designProject()),
        'GET /api/projects/': () => json(200, { rows: [], total: 0, page: 1, page_size: 10 }),
      },
      generateUser(),
    );
    const { router } = renderApp('/creative-package');
    expect((await screen.findByTestId('design-how')).textContent).toContain('背景削除');
    await userEvent.type(screen.getByRole('textbox', { name: /プロジェクト名/ }), '新パッケージ案');
    await userEvent.type(screen.getByRole('textbox', { name: /部署/ }), 'デザイン部');
    await userEvent.click(screen.getByTestId('design-register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creative-package/create'));
    expect(router.state.location.search).toBe(`?project=${designProjectId}`);
    expect(callsTo(calls, 'POST', '/api/design_projects/')[0].body).toEqual({ name: '新パッケージ案', department: 'デザイン部' });
    expect(calls.find((call) => call.url.pathname === '/api/projects/')?.url.searchParams.get('tab')).toBe('generation');
  });
});

describe('modes and the model’s limits (/creative-package/create)', () => {
  it('offers the six modes of section 1, and each model’s sizes, batch and seed range', async () => {
    stubDesignApi(designProject());
    renderApp(createPath);
    await screen.findByTestId('design-mode-image_fix');
    for (const mode of ['text_to_image', 'image_fix', 'inpaint', 'background_removal', 'brand_generation', 'merge']) {
      expect(screen.getByTestId(`design-mode-${mode}`).dataset.available).toBe('true');
    }
    expect(screen.queryByText('このバージョンではまだご利用いただけません')).toBeNull();

    // SDXL (a 1024-px model): 512 or 1024, batch up to 4 (suggested 1), steps 20, the large seed range.
    expect(options('width')).toEqual(['512', '1024']);
    expect(field('batch_size').value).toBe('1');
    expect(field('steps').value).toBe('20');
    expect(helperOf('seed')).toBe('空欄でランダム（0〜4,294,967,294）');

    // The package-design model (512 px): 512 only, batch up to 16 (suggested 4), the usual seed range.
    await userEvent.selectOptions(select('width'), '1024');
    await userEvent.click(within(screen.getByTestId('design-model-package_design_ja')).getByRole('radio'));
    expect(options('width')).toEqual(['512']);
    expect(select('width').value).toBe('512');
    expect(field('batch_size').value).toBe('4');
    expect(helperOf('batch_size')).toBe('1〜16枚（推奨4）');
    expect(helperOf('seed')).toBe('空欄でランダム（-100,000〜1,000,000）');
    expect(screen.getByTestId('design-model-gpt_image_1-limits').textContent).toContain('入力画像は2枚まで');
  });

  it('refuses a batch over the model’s limit and a seed out of its range in the catalogue’s words, sending nothing', async () => {
    const api = stubDesignApi(designProject());
    renderApp(createPath);
    await screen.findByTestId('design-settings');
    await userEvent.type(field('prompt'), 'オレンジジュースの紙パック');
    await userEvent.clear(field('batch_size'));
    await userEvent.type(field('batch_size'), '5');
    await userEvent.type(field('seed'), '-1');
    await userEvent.click(screen.getByTestId('design-generate'));
    expect(helperOf('batch_size')).toBe('このモデルのバッチサイズは1〜4で指定してください（推奨：1）。');
    expect(helperOf('seed')).toBe('シード値は0から4294967294の間で入力してください。');
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)).toHaveLength(0);
  });

  it('asks composition for two images, the scene then the product, filled in upload order', async () => {
    const api = stubDesignApi(designProject());
    renderApp(createPath);
    await userEvent.click(within(await screen.findByTestId('design-mode-merge')).getByRole('radio'));
    await userEvent.click(screen.getByTestId('design-generate'));
    expect(screen.getByTestId('input-ids-error').textContent).toBe('このモードには画像が2枚必要です。');

    const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], name, { type: 'image/png' });
    const pdf = new File(['%PDF-1.4'], 'design.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByTestId('design-upload-input'), [png('scene.png'), pdf, png('pack.png')], { applyAccept: false });
    expect((await screen.findByTestId('design-inputs-refused')).textContent).toBe('design.pdf: jpg/jpeg/png/pdfファイルをアップロードしてください。');
    await waitFor(() => expect(select('input_product').selectedOptions[0].textContent).toContain('pack.png'));
    expect(select('input_scene').selectedOptions[0].textContent).toContain('scene.png');
    expect(api.state.uploads.map((file) => file.name)).toEqual(['scene.png', 'pack.png']);
  });
});

describe('refusals of the server', () => {
  it('shows a refusal that names a field under that field, and one that names none above the button', async () => {
    let answer = problem(400, 'SEED_OUT_OF_RANGE', 'シード値は0から4294967294の間で入力してください。', [
      { field: 'seed', code: 'SEED_OUT_OF_RANGE', message: 'シード値は0から4294967294の間で入力してください。' },
    ]);
    stubDesignApi(designProject(), { [`POST /api/design_projects/${designProjectId}/generations`]: () => answer });
    renderApp(createPath);
    await screen.findByTestId('design-settings');
    await userEvent.type(field('prompt'), '缶のデザイン');
    await userEvent.click(screen.getByTestId('design-generate'));
    await waitFor(() => expect(helperOf('seed')).toBe('シード値は0から4294967294の間で入力してください。'));
    expect(screen.queryByTestId('design-error')).toBeNull();

    answer = problem(409, 'GENERATION_IN_PROGRESS', '生成中です。完了するか中止してから、次の依頼をしてください。');
    await userEvent.type(field('prompt'), '、青');
    await userEvent.click(screen.getByTestId('design-generate'));
    expect((await screen.findByTestId('design-error')).textContent).toBe('生成中です。完了するか中止してから、次の依頼をしてください。');
  });
});

describe('partial change: the mask editor', () => {
  /** A 40×20 pack shown at 400×200: ten screen pixels to an image pixel. */
  async function openInpaint() {
    const api = stubDesignApi(designProject({ inputs: [designInput()] }));
    renderApp(createPath);
    await userEvent.click(within(await screen.findByTestId('design-mode-inpaint')).getByRole('radio'));
    await userEvent.selectOptions(select('input_image'), packInputId);
    const canvas = await screen.findByTestId('mask-canvas');
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200, right: 400, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    return { api, canvas };
  }

  const stroke = (canvas: HTMLElement, from: [number, number], to: [number, number]) => {
    fireEvent.pointerDown(canvas, { clientX: from[0], clientY: from[1], pointerId: 1, button: 0 });
    fireEvent.pointerMove(canvas, { clientX: to[0], clientY: to[1], pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: to[0], clientY: to[1], pointerId: 1 });
  };
  const marked = () => Number(screen.getByTestId('mask-editor').dataset.marked);

  it('says "Mask not specified" when asked to generate with nothing painted, and uploads nothing', async () => {
    const { api } = await openInpaint();
    await userEvent.click(screen.getByTestId('design-generate'));
    expect(screen.getByTestId('mask-error').textContent).toBe('マスクが指定されていません。変更する範囲を指定してください。');
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/inputs`)).toHaveLength(0);
  });

  it('draws, undoes and inverts, then uploads the mask as a PNG transparent where the image changes and sends its id', async () => {
    const { api, canvas } = await openInpaint();
    // The brush is 4 image pixels wide (a twentieth of 40 px, the smallest offered here being 2).
    stroke(canvas, [50, 105], [150, 105]);
    const drawn = marked();
    expect(drawn).toBeGreaterThan(30);
    expect(drawn).toBeLessThan(80);
    await userEvent.click(screen.getByTestId('mask-undo'));
    expect(marked()).toBe(0);
    stroke(canvas, [50, 105], [150, 105]);
    expect(marked()).toBe(drawn);
    await userEvent.click(screen.getByTestId('mask-invert'));
    expect(marked()).toBe(40 * 20 - drawn);

    await userEvent.type(field('prompt'), '傷を消す');
    await userEvent.click(screen.getByTestId('design-generate'));
    await waitFor(() => expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)).toHaveLength(1));
    const [maskFile] = api.state.uploads;
    expect(maskFile.name).toMatch(/^mask-\d+\.png$/);
    const { width, height, alpha } = alphaOfMaskPng(new Uint8Array(await maskFile.arrayBuffer()));
    expect([width, height]).toEqual([40, 20]);
    // Inverted: the stroke (around image row 10, columns 5 to 15) stays; everything else is transparent, to change.
    expect(alpha[10 * 40 + 10]).toBe(255);
    expect(alpha[0]).toBe(0);
    expect(alpha[19 * 40 + 39]).toBe(0);
    expect(alpha.filter((value) => value === 0).length).toBe(40 * 20 - drawn);
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)[0].body).toMatchObject({
      mode: 'inpaint',
      input_ids: [packInputId],
      mask_id: maskInputId,
      prompt: '傷を消す',
    });
    // The mask is an input of the project, but not one offered to work on.
    expect(options('input_image')).toEqual(['', packInputId]);
  });
});

describe('progress and the gallery', () => {
  it('follows the job’s events, then shows the images with the demo label, the demo notice and who made them; deletes one', async () => {
    const api = stubDesignApi(designProject(), {
      [`DELETE /api/design_projects/${designProjectId}/images/${imageId}`]: () => {
        api.state.project = { ...api.state.project, gallery: [] };
        return new Response(null, { status: 204 });
      },
    });
    renderApp(createPath);
    await screen.findByTestId('design-settings');
    await userEvent.type(field('prompt'), '"Morning Orange" juice carton');
    await userEvent.click(screen.getByTestId('design-generate'));
    expect((await screen.findByTestId('design-job')).textContent).toContain('テキストから生成を実行中です（SDXL）');
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)[0].body).toEqual({
      mode: 'text_to_image',
      model_code: 'sdxl',
      prompt: '"Morning Orange" juice carton',
      negative_prompt: '',
      width: 512,
      height: 512,
      batch_size: 1,
      steps: 20,
      seed: null,
      input_ids: [],
      mask_id: null,
      score_segment_id: null,
      score_category_id: null,
      keep: null,
    });

    api.stream.push('job', designJob());
    api.finish(designJob({ status: 'completed', demo: true, model: 'packlens-demo-image-1', completed_at: new Date().toISOString() }), [designImage()]);
    const card = await screen.findByTestId('gallery-image');
    expect(card.dataset.demo).toBe('true');
    expect(within(card).getByTestId('gallery-demo').textContent).toBe('デモ');
    expect(within(card).getByTestId('gallery-made-by').textContent).toBe('作成: このマシン（オフライン）・SDXL');
    expect(screen.getByTestId('demo-notice').textContent).toContain('ReplicateのAPIキーを設定してください');
    expect(screen.queryByTestId('design-job')).toBeNull();
    const download = within(card).getByTestId('gallery-download');
    expect(download.getAttribute('href')).toBe('/api/files/result');
    expect(download.getAttribute('download')).toBe('packlens-text_to_image-eeeeeeee.png');

    await userEvent.click(within(card).getByTestId('gallery-delete'));
    await waitFor(() => expect(screen.queryByTestId('gallery-image')).toBeNull());
    expect(callsTo(api.calls, 'DELETE', `/api/design_projects/${designProjectId}/images/${imageId}`)).toHaveLength(1);
  });
});

describe('scored generation: generate N, keep the best', () => {
  const scored = (id: string, mean: number, rank: number, share: number | null) =>
    designImage({
      image_id: id,
      seed: rank,
      url: `/api/files/${id}`,
      score: { segment_id: 3, category_id: 3, mean, sd: 0.61, rank, name_attention_share: share, name_attention_lift: share === null ? null : 2.4, name_box: null, heatmap_url: `/api/files/${id}-heat`, model_version: 'heads-demo', demo_model: true },
    });

  it('sends the segment, category and how many to keep; refuses keeping more than the batch in the catalogue’s words', async () => {
    const api = stubDesignApi(designProject());
    renderApp(createPath);
    await screen.findByTestId('design-scoring');
    fireEvent.change(field('prompt'), { target: { value: 'lager can' } });
    // SDXL: a batch of up to 4. "Keep" is off until a segment is chosen.
    fireEvent.change(field('batch_size'), { target: { value: '4' } });
    expect(field('keep').disabled).toBe(true);
    fireEvent.change(select('score_segment_id'), { target: { value: '3' } });
    fireEvent.change(select('score_category_id'), { target: { value: '3' } });
    fireEvent.change(field('keep'), { target: { value: '7' } });
    await userEvent.click(screen.getByTestId('design-generate'));
    expect(helperOf('keep')).toBe('残す枚数は1〜4（生成枚数以下）で指定してください。');
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)).toHaveLength(0);
    fireEvent.change(field('keep'), { target: { value: '2' } });
    await userEvent.click(screen.getByTestId('design-generate'));
    await waitFor(() => expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)).toHaveLength(1));
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)[0].body).toMatchObject({ model_code: 'sdxl', batch_size: 4, score_segment_id: 3, score_category_id: 3, keep: 2 });
  }, 15_000);

  it('sorts the gallery best score first, shows each score, the name’s attention and the heat map, and sends a design to evaluation', async () => {
    const images = [scored('e0000000-0000-4000-8000-000000000001', 3.1, 2, null), scored('e0000000-0000-4000-8000-000000000002', 3.6, 1, 0.184)];
    const evaluationId = 'f1111111-1111-4111-8111-111111111111';
    const api = stubDesignApi(designProject({ gallery: images }), {
      [`POST /api/design_projects/${designProjectId}/images/e0000000-0000-4000-8000-000000000002/evaluations`]: () => json(201, { project_id: evaluationId, image_id: imageId }),
    });
    const { router } = renderApp(createPath);
    const cards = await screen.findAllByTestId('gallery-image');
    expect(cards.map((card) => within(card).getByTestId('design-score').dataset.rank)).toEqual(['1', '2']);
    expect(within(cards[0]).getByTestId('design-score-preference').textContent).toBe(`${segmentById(3)!.texts.ja}の好意度 3.60（±0.61）`);
    expect(within(cards[0]).getByTestId('design-score-name').textContent).toBe('商品名への注目 18.4%（面積比の2.4倍）');
    expect(within(cards[1]).getByTestId('design-score-name').textContent).toBe('商品名（文字）が見つかりませんでした');
    await userEvent.click(within(cards[0]).getByTestId('gallery-heatmap-toggle'));
    expect(within(cards[0]).getByTestId<HTMLImageElement>('gallery-thumbnail').getAttribute('src')).toBe('/api/files/e0000000-0000-4000-8000-000000000002-heat');
    await userEvent.click(screen.getByTestId('gallery-order-newest'));
    expect(screen.getAllByTestId('gallery-image').map((card) => card.dataset.id)).toEqual(images.map((image) => image.image_id));

    await userEvent.click(within(screen.getAllByTestId('gallery-image')[1]).getByTestId('gallery-evaluate'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/confirm'));
    expect(router.state.location.search).toBe(`?project=${evaluationId}`);
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/images/e0000000-0000-4000-8000-000000000002/evaluations`)).toHaveLength(1);
  });

  it('checks a design against a print size at 300 dpi and asks for the upscale it names', async () => {
    const image = designImage({ width: 512, height: 512 });
    const api = stubDesignApi(designProject({ gallery: [image] }), {
      [`GET /api/design_projects/${designProjectId}/images/${imageId}/print_readiness`]: () =>
        json(200, { width_px: 512, height_px: 512, width_mm: 70, height_mm: 200, required_width_px: 827, required_height_px: 2363, effective_dpi: 65, ready: false, suggested_scale: null, dpi_after_upscale: 260 }),
    });
    renderApp(createPath);
    await userEvent.click(await screen.findByTestId('gallery-print'));
    await userEvent.click(screen.getByTestId('print-check'));
    const report = await screen.findByTestId('print-report');
    expect(report.dataset.ready).toBe('false');
    expect(report.textContent).toContain('このサイズでは65dpiです。300dpiには827×2363ピクセルが必要です。');
    expect(report.textContent).toContain('拡大できる最大倍率でも260dpiまでです。');
    const asked = api.calls.find((call) => call.url.pathname.endsWith('/print_readiness'))!;
    expect([asked.url.searchParams.get('width_mm'), asked.url.searchParams.get('height_mm')]).toEqual(['70', '200']);
    expect(screen.queryByTestId('print-upscale')).toBeNull();
  });
});

describe('brand generation: the client’s brand models', () => {
  const brandModel = (overrides: Record<string, unknown> = {}) => ({
    id: 'b0000000-0000-4000-8000-000000000001',
    brand_name: 'Morning Orchard',
    brand_prompt: 'deep green carton',
    category_id: 2,
    shape: 'carton',
    trigger_word: 'PKLBB00000',
    status: 'ready',
    images: [],
    lora: null,
    provider: 'offline',
    version: 'packlens-demo-brand-b0000000',
    demo: true,
    palette: ['#1f6b3a', '#d9a421'],
    demo_notice: 'Replicateが未設定のため、学習は行われず…',
    error: null,
    created_at: '2026-11-01T00:00:00.000Z',
    trained_at: '2026-11-01T00:05:00.000Z',
    ...overrides,
  });

  it('asks for a brand model, lists the client’s with their status and colours, and sends the chosen one', async () => {
    const collecting = brandModel({ id: 'b0000000-0000-4000-8000-000000000002', brand_name: 'New line', status: 'collecting', version: null, provider: null, demo: false, palette: [], demo_notice: null, trained_at: null });
    const api = stubDesignApi(designProject(), { 'GET /api/brand_models/': () => json(200, [brandModel(), collecting]) });
    renderApp(createPath);
    await userEvent.click(within(await screen.findByTestId('design-mode-brand_generation')).getByRole('radio'));
    const models = await screen.findAllByTestId('brand-model');
    expect(models.map((model) => model.dataset.status)).toEqual(['ready', 'collecting']);
    expect(within(models[0]).getAllByTestId('brand-colour')).toHaveLength(2);
    expect(within(models[1]).getByTestId('brand-images-count').textContent).toBe('画像0枚（学習には10〜30枚）');
    expect(within(models[1]).getByTestId('brand-train')).toHaveProperty('disabled', true);
    expect(within(models[1]).queryByTestId('brand-choose')).toBeNull();
    fireEvent.change(field('prompt'), { target: { value: 'autumn edition' } });
    await userEvent.click(screen.getByTestId('design-generate'));
    expect((await screen.findByTestId('brand-model-error')).textContent).toBe('この項目は必須です。');
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)).toHaveLength(0);
    await userEvent.click(within(models[0]).getByTestId('brand-choose'));
    await userEvent.click(screen.getByTestId('design-generate'));
    await waitFor(() => expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)).toHaveLength(1));
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/generations`)[0].body).toMatchObject({ mode: 'brand_generation', brand_model_id: brandModel().id, prompt: 'autumn edition' });
  });
});

describe('prompt assist', () => {
  it('needs a category and a shape, then fills the prompt with the suggestion and marks a demo answer', async () => {
    const api = stubDesignApi(designProject(), {
      [`POST /api/design_projects/${designProjectId}/prompt_assist`]: () => json(200, { text: '"Sunny Lemon" can package design, for beverages, summer', provider: 'demo', model: 'gpt-4o', demo: true }),
    });
    renderApp(createPath);
    await screen.findByTestId('prompt-assist');
    fireEvent.change(field('prompt'), { target: { value: '"Sunny Lemon" summer' } });
    expect(screen.getByTestId('prompt-assist-run')).toHaveProperty('disabled', true);
    fireEvent.change(select('assist_category'), { target: { value: '2' } });
    fireEvent.change(select('assist_shape'), { target: { value: 'can' } });
    await userEvent.click(screen.getByTestId('prompt-assist-run'));
    await waitFor(() => expect(field('prompt').value).toBe('"Sunny Lemon" can package design, for beverages, summer'));
    expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/prompt_assist`)[0].body).toEqual({ prompt: '"Sunny Lemon" summer', category_id: 2, shape: 'can' });
    expect(within(screen.getByTestId('prompt-assist')).getByText(/デモ/)).toBeTruthy();
  });
});

describe('regenerate', () => {
  it('asks for the image’s job once more and follows the new job; shows the limit refusal in the catalogue’s words', async () => {
    const api = stubDesignApi(designProject({ status: 'SUCCESS', jobs: [designJob({ status: 'completed', demo: true })], gallery: [designImage()] }), {
      [`POST /api/design_projects/${designProjectId}/jobs/${designJobId}/regenerations`]: () => problem(409, 'REGENERATION_LIMIT_REACHED', '再生成できる回数の上限に達しました。新しくプロジェクトを登録してください。'),
    });
    renderApp(createPath);
    await userEvent.click(await screen.findByTestId('gallery-regenerate'));
    await waitFor(() => expect(callsTo(api.calls, 'POST', `/api/design_projects/${designProjectId}/jobs/${designJobId}/regenerations`)).toHaveLength(1));
    expect((await screen.findByTestId('gallery-image')).textContent).toContain('再生成できる回数の上限に達しました');
  });
});
