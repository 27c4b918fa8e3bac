import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeUser, plans, problem, renderApp } from '../../../../test/fixtures';
import { answer, packFile, projectDetail, projectId, projectImage, stubProjectsApi, twoImages, type ApiCall } from '../testing';
import { defaultImageName, fileProblem, pickFiles } from './uploadChecks';

const at = (step: string) => `/project-create/${step}?project=${projectId}`;
const lastCall = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path).at(-1);
const helperOf = (name: string) => {
  const input = document.querySelector<HTMLElement>(`[name="${name}"]`)!;
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('project register (/project-create)', () => {
  it('asks for the project name, then registers with the client’s country and goes to the menus', async () => {
    const created = projectDetail({ department: '企画部' });
    const calls = stubProjectsApi({ 'POST /api/projects/': answer(created, 201), [`GET /api/projects/${projectId}`]: answer(created) });
    const { router } = renderApp('/project-create');

    await userEvent.click(await screen.findByTestId('project-register-submit'));
    expect(helperOf('name')).toBe('プロジェクト名を入力してください。');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /プロジェクト名/ }), ' 春のスナック ');
    await userEvent.type(screen.getByRole('textbox', { name: /部署名/ }), '企画部');
    await userEvent.click(screen.getByTestId('project-register-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/select_menu'));
    expect(router.state.location.search).toBe(`?project=${projectId}`);
    expect(lastCall(calls, 'POST', '/api/projects/')?.body).toEqual({ name: '春のスナック', country: 'jp', department: '企画部', type: 1 });
  });

  it('labels the steps of section 2 and marks where the user is', async () => {
    stubProjectsApi({});
    renderApp('/project-create');
    const header = await screen.findByTestId('step-header');
    expect(header.getAttribute('data-current')).toBe('register');
    expect(within(header).getAllByText(/./).map((node) => node.textContent)).toEqual(
      expect.arrayContaining(['プロジェクト登録', 'メニュー選択', 'セグメント', '画像', '商品コピー入力', 'カテゴリー', '確認', '結果']),
    );
  });
});

describe('a step without its project', () => {
  it('says a project must be selected', async () => {
    stubProjectsApi({});
    renderApp('/project-create/select_segment');
    expect((await screen.findByTestId('project-required')).textContent).toBe('プロジェクトを選択してください。');
  });

  it('says an expired project can no longer be opened', async () => {
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail({ expired: true, days_left: 0 })) });
    renderApp(at('select_segment'));
    expect((await screen.findByTestId('project-expired')).textContent).toBe('このプロジェクトは有効期限（1ヶ月）を過ぎているため開けません。');
  });

  it('sends a calculated project to its results', async () => {
    const done = projectDetail({ status: 'PROGRESS', images: twoImages({ status: 'calculating' }) });
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(done) });
    const { router } = renderApp(at('select_image'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/results'));
  });

  it('sends a shelf project to the shelf flow, where it goes on where it stands', async () => {
    const shelf = projectDetail({ type: 4, menus: ['shelf_heatmap'], segment_ids: [1], missing_steps: ['select_image'] });
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(shelf) });
    const { router } = renderApp(at('select_segment'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluate-shelve/select-image'));
    expect(router.state.location.search).toBe(`?project=${projectId}`);
  });
});

describe('menus', () => {
  it('always keeps the preference score, and keeps concept matching for monthly and ad hoc plans', async () => {
    const project = projectDetail();
    const calls = stubProjectsApi(
      {
        [`GET /api/projects/${projectId}`]: answer(project),
        [`PUT /api/projects/${projectId}/menus`]: answer(projectDetail({ menus: ['preference_score', 'heatmap'] })),
      },
      makeUser({ plan: plans.free }),
    );
    const { router } = renderApp(at('select_menu'));

    const required = (await screen.findByTestId('menu-preference_score')).querySelector('input')!;
    expect(required.checked).toBe(true);
    expect(required.disabled).toBe(true);
    expect(screen.getByTestId('menu-concept_matching').querySelector('input')!.disabled).toBe(true);
    expect(screen.getByTestId('menu-concept_matching-gate').textContent).toBe('このサービスは有料会員のみご利用いただけます。');

    await userEvent.click(screen.getByTestId('menu-heatmap').querySelector('input')!);
    await userEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/select_segment'));
    expect(lastCall(calls, 'PUT', `/api/projects/${projectId}/menus`)?.body).toEqual({ menus: ['preference_score', 'heatmap'] });
  });
});

describe('segments', () => {
  it('refuses a seventh segment with the catalogue’s message and sends the six in catalogue order', async () => {
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(projectDetail({ menus: ['preference_score'] })),
      [`PUT /api/projects/${projectId}/segments`]: answer(projectDetail({ menus: ['preference_score'], segment_ids: [1, 2, 3, 5, 6, 25] })),
    });
    const { router } = renderApp(at('select_segment'));

    for (const id of [25, 1, 2, 3, 5, 6]) await userEvent.click(await screen.findByTestId(`segment-${id}`));
    expect(screen.getByTestId('segment-count').getAttribute('data-count')).toBe('6');
    await userEvent.click(screen.getByTestId('segment-7'));
    expect(screen.getByTestId('segment-limit-error').textContent).toBe('一度に計算できるセグメントは6つまでです。');
    expect((screen.getByTestId('segment-7') as HTMLInputElement).checked).toBe(false);

    await userEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/select_image'));
    expect(lastCall(calls, 'PUT', `/api/projects/${projectId}/segments`)?.body).toEqual({ segment_ids: [1, 2, 3, 5, 6, 25] });
  });

  it('shows the server’s refusal next to the segments', async () => {
    stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(projectDetail({ segment_ids: [1] })),
      [`PUT /api/projects/${projectId}/segments`]: () =>
        problem(422, 'SEGMENT_LIMIT_AT_ONCE', 'Up to 6 segments can be calculated at a time', [
          { field: 'segment_ids', code: 'SEGMENT_LIMIT_AT_ONCE', message: 'Up to 6 segments can be calculated at a time' },
        ]),
    });
    renderApp(at('select_segment'));
    await userEvent.click(await screen.findByTestId('step-next'));
    expect((await screen.findByTestId('segments-error')).textContent).toBe('Up to 6 segments can be calculated at a time');
  });
});

describe('images', () => {
  const file = packFile;

  it('checks type and size by the catalogue before sending, and names an image after its file', async () => {
    expect(fileProblem({ name: 'anim.gif', size: 10 }, 'survey')).toEqual({ code: 'IMAGE_TYPE_NOT_ALLOWED' });
    expect(fileProblem({ name: 'PACK.JPEG', size: 10 }, 'survey')).toBeUndefined();
    expect(fileProblem({ name: 'big.png', size: 4 * 1024 * 1024 + 1 }, 'survey')).toEqual({ code: 'IMAGE_TOO_LARGE' });
    expect(defaultImageName('とても長いパッケージデザインの名前案その一.png')).toBe('とても長いパッケージデザインの名前案その');
    const full = { code: 'TOO_MANY_IMAGES_PER_UPLOAD', params: { max: 10 } } as const;
    const { taken, refused } = await pickFiles(Array.from({ length: 3 }, (_, i) => file(`p${i}.jpg`)), { room: 2, full }, 'survey');
    expect(taken.map((f) => f.name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(refused[0].problem).toEqual({ code: 'TOO_MANY_IMAGES_PER_UPLOAD', params: { max: 10 } });
  });

  it('refuses a gif at once, uploads files with one name each, and shows the server’s word by the file it names', async () => {
    let attempts = 0;
    const uploaded = projectDetail({ images: twoImages(), image_count: 2 });
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(projectDetail()),
      [`POST /api/projects/${projectId}/images`]: () =>
        ++attempts === 1
          ? problem(400, 'IMAGE_NAME_TOO_LONG', '画像名は20文字以内で入力してください。', [
              { field: 'names.1', code: 'IMAGE_NAME_TOO_LONG', message: '画像名は20文字以内で入力してください。' },
            ])
          : json(201, uploaded),
    });
    const { router } = renderApp(at('select_image'));
    const input = await screen.findByTestId('image-file-input');

    await userEvent.upload(input, file('anim.gif', 10, 'image/gif'), { applyAccept: false });
    expect((await screen.findByTestId('image-pick-error')).textContent).toBe('anim.gif: jpg/jpeg/png/pdfファイルをアップロードしてください。');

    await userEvent.upload(input, [file('red.jpg'), file('green.png', 1000, 'image/png')]);
    expect(await screen.findAllByTestId('pending-image')).toHaveLength(2);
    await userEvent.clear(document.querySelector<HTMLInputElement>('[name="image-name-0"]')!);
    await userEvent.click(screen.getByTestId('image-upload'));
    expect(helperOf('image-name-0')).toBe('画像名を入力してください。');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(document.querySelector<HTMLInputElement>('[name="image-name-0"]')!, '赤いパック');
    await userEvent.click(screen.getByTestId('image-upload'));
    await waitFor(() => expect(helperOf('image-name-1')).toBe('画像名は20文字以内で入力してください。'));

    await userEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/select_product_copy'));
    const form = lastCall(calls, 'POST', `/api/projects/${projectId}/images`)!.form!;
    expect(form.getAll('names')).toEqual(['赤いパック', 'green']);
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['red.jpg', 'green.png']);
  });

  it('asks for an image before going on', async () => {
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail()) });
    renderApp(at('select_image'));
    await userEvent.click(await screen.findByTestId('step-next'));
    expect(screen.getByTestId('images-error').textContent).toBe('画像をアップロードしてください。');
  });

  it('removes an uploaded image', async () => {
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(projectDetail({ images: twoImages() })),
      [`DELETE /api/projects/${projectId}/images/${twoImages()[0].id}`]: answer(projectDetail({ images: [twoImages()[1]] })),
    });
    renderApp(at('select_image'));
    expect(await screen.findAllByTestId('project-image')).toHaveLength(2);
    await userEvent.click(within(screen.getAllByTestId('project-image')[0]).getByTestId('image-remove'));
    await waitFor(() => expect(screen.getAllByTestId('project-image')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});

describe('category and product copy', () => {
  it('skips the product copy outside Japan and sends each image’s category', async () => {
    const project = projectDetail({ country: 'cn', images: twoImages({ category_id: null }) });
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(project),
      [`PUT /api/projects/${projectId}/categories`]: answer(projectDetail({ country: 'cn', images: twoImages({ category_id: 6 }) })),
    });
    const { router } = renderApp(at('select_category'));
    expect(await screen.findByTestId('step-header')).toBeDefined();
    expect(screen.queryByTestId('step-select_product_copy')).toBeNull();

    await userEvent.selectOptions(document.querySelector<HTMLSelectElement>('[name="category-all"]')!, '6');
    await userEvent.click(screen.getByTestId('category-apply-all'));
    await userEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/select_score'));
    expect(lastCall(calls, 'PUT', `/api/projects/${projectId}/categories`)?.body).toEqual({
      images: twoImages().map((image) => ({ image_id: image.id, category_id: 6 })),
    });
  });

  it('chooses no category for the user: an image without one is marked and nothing is sent (issue 19, item 3)', async () => {
    const calls = stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail({ country: 'cn', images: twoImages({ category_id: null }) })) });
    renderApp(at('select_category'));
    await screen.findByTestId('step-header');
    expect(document.querySelector<HTMLSelectElement>('[name="category-0"]')!.value).toBe('');
    await userEvent.selectOptions(document.querySelector<HTMLSelectElement>('[name="category-0"]')!, '2');
    await userEvent.click(screen.getByTestId('step-next'));
    expect(await screen.findAllByText('この項目は必須です。')).toHaveLength(1);
    expect(lastCall(calls, 'PUT', `/api/projects/${projectId}/categories`)).toBeUndefined();
  });

  it('starts an image added later with the category the project’s other images have', async () => {
    const [first, second] = twoImages();
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail({ country: 'cn', images: [{ ...first, category_id: 2 }, { ...second, category_id: null }] })) });
    renderApp(at('select_category'));
    await screen.findByTestId('step-header');
    expect(document.querySelector<HTMLSelectElement>('[name="category-1"]')!.value).toBe('2');
  });

  it('sends the product copy of each image (Japan)', async () => {
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(projectDetail({ images: [projectImage()] })),
      [`PUT /api/projects/${projectId}/product_copy`]: answer(projectDetail({ images: [projectImage({ product_copy: '新食感' })] })),
    });
    const { router } = renderApp(at('select_product_copy'));
    await userEvent.type(await screen.findByRole('textbox', { name: '商品コピー' }), '新食感');
    await userEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/select_category'));
    expect(lastCall(calls, 'PUT', `/api/projects/${projectId}/product_copy`)?.body).toEqual({ images: [{ image_id: projectImage().id, product_copy: '新食感' }] });
  });
});

describe('standard value', () => {
  it('says "No past score available" by the mode when the company has none', async () => {
    stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(projectDetail({ segment_ids: [1, 3] })),
      [`PUT /api/projects/${projectId}/standard_value`]: () => problem(404, 'NO_PAST_SCORE', '過去のスコアがありません。'),
    });
    renderApp(at('select_score'));
    await userEvent.click(await screen.findByTestId('score-mode-2'));
    await userEvent.click(screen.getByTestId('step-next'));
    expect((await screen.findByTestId('score-error')).textContent).toBe('過去のスコアがありません。');
  });

  it('asks a value between 0 and 5 per segment in mode 3, then sends them', async () => {
    const project = projectDetail({ segment_ids: [1, 3], menus: ['preference_score'] });
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(project),
      [`PUT /api/projects/${projectId}/standard_value`]: answer({ ...project, standard_value: { mode: 3, values: { 1: 3.2, 3: 4 } } }),
    });
    const { router } = renderApp(at('select_score'));
    await userEvent.click(await screen.findByTestId('score-mode-3'));
    await userEvent.type(document.querySelector<HTMLInputElement>('[name="score-value-1"]')!, '3.2');
    await userEvent.type(document.querySelector<HTMLInputElement>('[name="score-value-3"]')!, '7');
    await userEvent.click(screen.getByTestId('step-next'));
    expect(helperOf('score-value-3')).toBe('0から5の間の値を入力してください。');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(document.querySelector<HTMLInputElement>('[name="score-value-3"]')!);
    await userEvent.type(document.querySelector<HTMLInputElement>('[name="score-value-3"]')!, '4');
    await userEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/confirm'));
    expect(lastCall(calls, 'PUT', `/api/projects/${projectId}/standard_value`)?.body).toEqual({ mode: 3, values: { 1: 3.2, 3: 4 } });
  });
});

describe('concept input', () => {
  const project = projectDetail({ menus: ['preference_score', 'concept_matching'], missing_steps: ['input_concept'] });

  it('asks for the category and the pack shape before assisting (section 5), without calling the server', async () => {
    const calls = stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(project) });
    renderApp(at('input_concept'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'キーワードやおおまかなアイデア' }), '国産素材');
    await userEvent.click(screen.getByTestId('concept-assist'));
    expect(await screen.findAllByText('プロンプトアシストを使うにはカテゴリーと形状を選択してください。')).toHaveLength(2);
    expect(lastCall(calls, 'POST', `/api/projects/${projectId}/concept/assist`)).toBeUndefined();
  });

  it('labels the assistant’s suggestion as the demo generator, takes it, and sends it with its language, category and shape', async () => {
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(project),
      [`POST /api/projects/${projectId}/concept/assist`]: () => json(200, { text: '国産素材のやさしい甘さ', provider: 'demo', model: 'packlens-demo-1', demo: true }),
      [`PUT /api/projects/${projectId}/concept`]: answer({ ...project, concept: { text: '国産素材のやさしい甘さ', language: 'ja' }, missing_steps: [] }),
    });
    const { router } = renderApp(at('input_concept'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'キーワードやおおまかなアイデア' }), '国産素材');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /カテゴリー/ }), '3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /パッケージの形状/ }), 'cup');
    await userEvent.click(screen.getByTestId('concept-assist'));
    expect((await screen.findByTestId('concept-suggestion-source')).textContent).toBe('デモ生成器（オフライン・固定の文例）の提案です。実際のAIの提案には管理コンソールでAIプロバイダーを設定してください');
    expect(lastCall(calls, 'POST', `/api/projects/${projectId}/concept/assist`)?.body).toEqual({ prompt: '国産素材', language: 'ja', category_id: 3, shape: 'cup' });

    await userEvent.click(screen.getByTestId('concept-use-suggestion'));
    await userEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/confirm'));
    expect(lastCall(calls, 'PUT', `/api/projects/${projectId}/concept`)?.body).toEqual({ text: '国産素材のやさしい甘さ', language: 'ja' });
  });

  it('asks for a text, or skips', async () => {
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(project),
      [`PUT /api/projects/${projectId}/concept`]: answer({ ...project, concept_skipped: true, missing_steps: [] }),
    });
    const { router } = renderApp(at('input_concept'));
    await userEvent.click(await screen.findByTestId('step-next'));
    expect(helperOf('concept-text')).toBe('この項目は必須です。');
    await userEvent.click(screen.getByTestId('concept-skip'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/confirm'));
    expect(lastCall(calls, 'PUT', `/api/projects/${projectId}/concept`)?.body).toEqual({ skip: true });
  });
});

describe('confirm', () => {
  const ready = projectDetail({ menus: ['preference_score', 'heatmap'], segment_ids: [1, 3], images: twoImages(), image_count: 2, missing_steps: [] });

  it('summarises the project with catalogue names and starts the calculation', async () => {
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(ready),
      [`POST /api/projects/${projectId}/calculate`]: answer({ ...ready, status: 'PROGRESS' }, 202),
    });
    const { router } = renderApp(at('confirm'));
    expect((await screen.findByTestId('confirm-select_menu')).textContent).toContain('ヒートマップ');
    expect(screen.getByTestId('confirm-select_segment').textContent).toContain('女性');
    expect(screen.getAllByTestId('confirm-image')[0].textContent).toContain('菓子');
    expect(screen.getByTestId('confirm-wait').textContent).toContain('計算には2〜3分ほどかかります。');

    await userEvent.click(screen.getByTestId('project-calculate'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/results'));
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/calculate'))).toBe(true);
  });

  it('shows a refusal that names a step next to that step', async () => {
    stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer({ ...ready, images: twoImages({ category_id: null }), missing_steps: ['select_category'] }),
      [`POST /api/projects/${projectId}/calculate`]: () =>
        problem(400, 'VALIDATION_FAILED', '正しく入力されていない項目があります。', [
          { field: 'select_category', code: 'FIELD_REQUIRED', message: 'この項目は必須です。' },
        ]),
    });
    renderApp(at('confirm'));
    expect((await screen.findByTestId('confirm-missing')).textContent).toBe('未入力の項目があります: カテゴリー');
    await userEvent.click(screen.getByTestId('project-calculate'));
    expect((await screen.findByTestId('confirm-error-select_image')).textContent).toBe('この項目は必須です。');
    expect(screen.getByTestId('form-error').textContent).toBe('正しく入力されていない項目があります。');
  });
});
