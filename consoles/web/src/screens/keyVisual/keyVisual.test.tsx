import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, problem, renderApp } from '../../../test/fixtures';
import { changeLanguage } from '../../i18n/i18n';
import { stubProjectsApi } from '../projects/testing';
import { callsTo } from '../textProjects/testing';
import { percentOf } from './KeyVisualJobStatus';
import { imageJobId, keyVisualProjectId, keyVisualUser, kvImage, kvJob, kvMessage, kvPack, kvProject, scene, stubKeyVisualApi } from './testing';

const base = `/api/key_visual_projects/${keyVisualProjectId}`;
const menuPath = `/generate-key-visual/select-menu?project=${keyVisualProjectId}`;
const messagePath = `/generate-key-visual/message?project=${keyVisualProjectId}`;
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}], textarea[name=${name}], select[name=${name}]`)!;
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], name, { type: 'image/png' });
const ready = () => kvProject({ menu: { type: 'usage_scene', product: '朝のオレンジ' }, pack: kvPack() });

afterEach(async () => {
  await changeLanguage('ja');
});

describe('key visual home (/generate-key-visual)', () => {
  it('registers a key-visual project (name, department) and opens its menu; lists the generation tab', async () => {
    const calls = stubProjectsApi(
      {
        'POST /api/key_visual_projects/': () => json(201, kvProject()),
        [`GET ${base}`]: () => json(200, kvProject()),
        'GET /api/projects/': () => json(200, { rows: [], total: 0, page: 1, page_size: 10 }),
      },
      keyVisualUser(),
    );
    const { router } = renderApp('/generate-key-visual');
    expect((await screen.findByTestId('key-visual-how')).textContent).toContain('1,000枚');
    await userEvent.type(screen.getByRole('textbox', { name: /プロジェクト名/ }), '春のキービジュアル');
    await userEvent.type(screen.getByRole('textbox', { name: /部署/ }), 'ブランド部');
    await userEvent.click(screen.getByTestId('key-visual-register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate-key-visual/select-menu'));
    expect(router.state.location.search).toBe(`?project=${keyVisualProjectId}`);
    expect(callsTo(calls, 'POST', '/api/key_visual_projects/')[0].body).toEqual({ name: '春のキービジュアル', department: 'ブランド部' });
    expect(calls.find((call) => call.url.pathname === '/api/projects/')?.url.searchParams.get('tab')).toBe('generation');
  });

  it('in English, sends the visitor away (section 6: Japanese only)', async () => {
    await changeLanguage('en');
    stubProjectsApi({}, keyVisualUser());
    const { router } = renderApp('/generate-key-visual');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('the menu (/generate-key-visual/select-menu)', () => {
  it('shows the six types with where each puts the pack, and asks for the type and the pack before sending', async () => {
    const api = stubKeyVisualApi(kvProject());
    renderApp(menuPath);
    await screen.findByTestId('key-visual-types');
    const names = ['usage_scene', 'product_close_up', 'before_after', 'difficult_scene', 'brand_world_view', 'make_yourself'].map((code) => within(screen.getByTestId(`key-visual-type-${code}`)).getByText(/./, { selector: 'p' }).textContent);
    expect(names).toEqual(['使用シーン', '商品アップ', '使用前後', '困りごとシーン', 'ブランドの世界観', '自由作成']);
    // Up close the pack is central and large; in a usage scene it stands small on the right.
    const closeUp = screen.getByTestId('placement-product_close_up');
    const usage = screen.getByTestId('placement-usage_scene');
    expect(Number(usage.dataset.x)).toBeGreaterThan(Number(closeUp.dataset.x));
    expect(Number(usage.dataset.y)).toBeGreaterThan(Number(closeUp.dataset.y));

    await userEvent.click(screen.getByTestId('key-visual-next'));
    expect(screen.getByTestId('type-error').textContent).toBe('この項目は必須です。');
    expect(screen.getByTestId('pack-error').textContent).toBe('画像をアップロードしてください。');
    expect(callsTo(api.calls, 'PUT', `${base}/menu`)).toHaveLength(0);
  });

  it('refuses a pdf in the browser, uploads the png pack, saves type and product and goes to the messages', async () => {
    const api = stubKeyVisualApi(kvProject());
    const { router } = renderApp(menuPath);
    await screen.findByTestId('key-visual-types');
    await userEvent.upload(screen.getByTestId('key-visual-pack-input'), new File(['%PDF-1.4'], 'pack.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect((await screen.findByTestId('key-visual-pack-refused')).textContent).toBe('pack.pdf: jpg/jpeg/png/pdfファイルをアップロードしてください。');
    expect(callsTo(api.calls, 'POST', `${base}/pack`)).toHaveLength(0);
    await userEvent.upload(screen.getByTestId('key-visual-pack-input'), png('my-pack.png'));
    expect((await screen.findByTestId('key-visual-pack-name')).textContent).toContain('my-pack.png');
    expect(api.state.uploads.map((file) => file.name)).toEqual(['my-pack.png']);

    await userEvent.click(within(screen.getByTestId('key-visual-type-brand_world_view')).getByRole('radio'));
    await userEvent.type(field('product'), '朝のオレンジ');
    await userEvent.click(screen.getByTestId('key-visual-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate-key-visual/message'));
    expect(callsTo(api.calls, 'PUT', `${base}/menu`)[0].body).toEqual({ type: 'brand_world_view', product: '朝のオレンジ' });
  });
});

describe('the message step (/generate-key-visual/message)', () => {
  it('sends a project without its type or pack to the menu', async () => {
    stubKeyVisualApi(kvProject());
    const { router } = renderApp(messagePath);
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate-key-visual/select-menu'));
  });

  it('streams the scene description of a message, then generates with the model, size and count, shows the stages and the gallery with the demo notice', async () => {
    const api = stubKeyVisualApi(ready());
    renderApp(messagePath);
    expect((await screen.findByTestId('key-visual-summary')).textContent).toContain('使用シーン');
    expect(screen.getByTestId('key-visual-needs-scene')).toBeDefined();
    expect((screen.getByTestId('key-visual-generate') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.type(field('message'), '夕方のキッチンで家族が集まるシーン');
    await userEvent.click(screen.getByTestId('key-visual-send'));
    await waitFor(() => expect(callsTo(api.calls, 'POST', `${base}/messages`)).toHaveLength(1));
    expect(callsTo(api.calls, 'POST', `${base}/messages`)[0].body).toEqual({ message: '夕方のキッチンで家族が集まるシーン' });
    api.messageStream.push('job', { kind: 'message', ...kvMessage() });
    api.messageStream.push('text', { text: '夕暮れのあたたかな光に包まれた' });
    await waitFor(() => expect(screen.getByTestId('key-visual-live').textContent).toContain('夕暮れのあたたかな光に包まれた'));
    expect((screen.getByTestId('key-visual-send') as HTMLButtonElement).disabled).toBe(true);
    api.finishMessage(scene);
    expect((await screen.findByTestId('key-visual-scene')).textContent).toBe(scene);
    expect(screen.getByTestId('key-visual-agreed-scene').textContent).toBe(scene);
    expect(screen.getByTestId('key-visual-message-counter').textContent).toBe('メッセージ 1 / 20');
    expect(screen.getByTestId('key-visual-message-demo').textContent).toBe('デモ');

    // A batch over GPT Image 1's limit is refused here, in the catalogue's words.
    await userEvent.clear(field('batch_size'));
    await userEvent.type(field('batch_size'), '5');
    await userEvent.click(screen.getByTestId('key-visual-generate'));
    expect(screen.getByTestId('key-visual-generate-form').textContent).toContain('このモデルのバッチサイズは1〜4で指定してください（推奨：1）。');
    expect(callsTo(api.calls, 'POST', `${base}/generations`)).toHaveLength(0);

    await userEvent.clear(field('batch_size'));
    await userEvent.type(field('batch_size'), '2');
    await userEvent.selectOptions(field('format') as unknown as HTMLSelectElement, 'square');
    await userEvent.click(screen.getByTestId('key-visual-generate'));
    await waitFor(() => expect(callsTo(api.calls, 'POST', `${base}/generations`)).toHaveLength(1));
    expect(callsTo(api.calls, 'POST', `${base}/generations`)[0].body).toEqual({ model_code: 'gpt_image_1', width: 1024, height: 1024, batch_size: 2 });
    const job = await screen.findByTestId('key-visual-job');
    expect(job.dataset.job).toBe(imageJobId);
    api.imageStream.push('job', { kind: 'images', ...kvJob() });
    api.imageStream.push('progress', { stage: 'cutout', done: 1, total: 1 });
    api.imageStream.push('progress', { stage: 'scene', done: 1, total: 2 });
    await waitFor(() => expect(screen.getByTestId('key-visual-stage').textContent).toBe('シーンを生成しています（2/2）…'));
    expect(screen.getByTestId('key-visual-elapsed').textContent).toContain('最大10分');
    api.finishJob(kvJob({ status: 'completed', demo: true, model: 'packlens-demo-scene-1', completed_at: new Date().toISOString() }), [kvImage(1), kvImage(2)]);
    await waitFor(() => expect(screen.getAllByTestId('key-visual-image')).toHaveLength(2));
    expect(screen.queryByTestId('key-visual-job')).toBeNull();
    const [first] = screen.getAllByTestId('key-visual-image');
    expect(first.dataset.demo).toBe('true');
    expect(within(first).getByTestId('key-visual-made-by').textContent).toBe('作成: このマシン（オフライン）・GPT Image 1');
    expect(within(first).getByTestId('key-visual-download').getAttribute('download')).toBe('packlens-key-visual-usage_scene-d4d4d4d4.png');
    expect(screen.getByTestId('demo-notice').textContent).toContain('GrabCut');
    expect(screen.getByTestId('key-visual-images-used').textContent).toBe('生成済み 2 / 1,000枚');
  });

  it('shows the server’s refusal of the 1000-image total, and a job stopped at the 10-minute limit', async () => {
    stubKeyVisualApi(
      {
        ...ready(),
        messages: [kvMessage({ status: 'completed', scene_description: scene })],
        scene_description: scene,
        jobs: [kvJob({ status: 'failed', error: { code: 'GENERATION_TIMEOUT', message: '生成が10分以内に終わらなかったため中止しました。もう一度お試しください。' } })],
        limits: { images_used: 999, image_limit: 1000, messages_used: 1, message_limit: 20 },
      },
      {
        [`POST ${base}/generations`]: () => problem(409, 'KEY_VISUAL_IMAGE_LIMIT', 'キービジュアルは1プロジェクトにつき合計1000枚まで生成できます（残り1枚）。新しくプロジェクトを登録してください。'),
      },
    );
    renderApp(messagePath);
    expect((await screen.findByTestId('key-visual-job-failed')).textContent).toBe('生成できませんでした: 生成が10分以内に終わらなかったため中止しました。もう一度お試しください。');
    await userEvent.clear(field('batch_size'));
    await userEvent.type(field('batch_size'), '2');
    await userEvent.click(screen.getByTestId('key-visual-generate'));
    expect((await screen.findByTestId('key-visual-generate-error')).textContent).toContain('残り1枚');
  });

  it('says when the conversation has reached the chat settings’ limit, and disables sending', async () => {
    stubKeyVisualApi({ ...ready(), messages: [kvMessage({ status: 'completed', scene_description: scene })], scene_description: scene, limits: { images_used: 0, image_limit: 1000, messages_used: 1, message_limit: 1 } });
    renderApp(messagePath);
    expect((await screen.findByTestId('key-visual-message-limit')).textContent).toBe('再生成できる回数の上限に達しました。新しくプロジェクトを登録してください。');
    expect((screen.getByTestId('key-visual-send') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('job progress', () => {
  it('counts the cut-out as the first tenth, the scenes up to 70 %, the compositions the rest', () => {
    expect(percentOf(null)).toBe(0);
    expect(percentOf({ stage: 'cutout', done: 1, total: 1 })).toBe(10);
    expect(percentOf({ stage: 'scene', done: 1, total: 2 })).toBe(40);
    expect(percentOf({ stage: 'compose', done: 2, total: 2 })).toBe(100);
  });
});
