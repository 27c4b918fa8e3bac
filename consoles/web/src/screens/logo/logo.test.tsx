import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LogoImage, LogoJob, LogoProjectDetail } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { json, makeUser, plans, problem, renderApp } from '../../../test/fixtures';
import { projectDetail, stubProjectsApi } from '../projects/testing';
import { callsTo, eventStream } from '../textProjects/testing';

const logoProjectId = '13131313-1313-4313-8313-131313131313';
const jobId = '14141414-1414-4414-8414-141414141414';
const imageId = '15151515-1515-4515-8515-151515151515';
const createPath = `/generate-logo/create?project=${logoProjectId}`;

const logoJob = (overrides: Partial<LogoJob> = {}): LogoJob => ({
  job_id: jobId,
  model_code: 'gpt_image_1',
  provider: 'offline',
  status: 'running',
  model: null,
  demo: null,
  configure_provider: 'openai',
  demo_notice: 'プロバイダーが未設定のため、ロゴ画像は「DEMO」表示のデモです。SVGへのベクター化はこのマシン上で実際に行っています。GPT Image 1でロゴを生成するには、スーパー管理者がOpenAIのAPIキーを設定してください。',
  error: null,
  requested_at: new Date().toISOString(),
  completed_at: null,
  provenance_url: null,
  ...overrides,
});

const logoImage = (overrides: Partial<LogoImage> = {}): LogoImage => ({
  image_id: imageId,
  job_id: jobId,
  model_code: 'gpt_image_1',
  model: 'packlens-demo-logo-1',
  provider: 'offline',
  demo: true,
  media_type: 'image/png',
  bytes: 4096,
  width: 1024,
  height: 1024,
  seed: 11,
  url: '/api/files/logo-png',
  svg_url: '/api/files/logo-svg',
  created_at: '2026-11-01T00:01:00.000Z',
  ...overrides,
});

const logoProject = (overrides: Partial<LogoProjectDetail> = {}): LogoProjectDetail => ({
  id: logoProjectId,
  name: 'Morning Orange',
  type: 3,
  country: 'jp',
  department: '',
  status: 'DRAFT',
  created_at: '2026-11-01T00:00:00.000Z',
  expires_at: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(),
  brief: { brand_name: 'Morning Orange', style: 'symbol_text', colours: ['#e67e22', '#2c3e50'], description: '' },
  references: [],
  jobs: [],
  gallery: [],
  charge: { amount: 15000, currency: 'JPY', charged: false },
  ...overrides,
});

const reference = (inputId: string, name: string) => ({ input_id: inputId, file_name: name, media_type: 'image/png', bytes: 2048, width: 300, height: 300, url: `/api/files/${name}`, uploaded_at: '2026-11-01T00:00:00.000Z' });

/** The logo API for one project: references add as sent, a generation adds a running job whose stream the test writes. */
function stubLogoApi(initial: LogoProjectDetail, user = makeUser()) {
  const state = { project: initial, uploads: [] as File[] };
  const stream = eventStream();
  const ids = ['16161616-1616-4616-8616-000000000001', '16161616-1616-4616-8616-000000000002', '16161616-1616-4616-8616-000000000003'];
  const calls = stubProjectsApi(
    {
      [`GET /api/logo_projects/${logoProjectId}`]: () => json(200, state.project),
      [`PUT /api/logo_projects/${logoProjectId}/brief`]: (call) => {
        const body = call.body as LogoProjectDetail['brief'];
        state.project = { ...state.project, name: body.brand_name, brief: { ...body, description: body.description ?? '' } };
        return json(200, state.project);
      },
      [`POST /api/logo_projects/${logoProjectId}/references`]: (call) => {
        const files = (call.form?.getAll('files') ?? []) as File[];
        state.uploads.push(...files);
        state.project = { ...state.project, references: [...state.project.references, ...files.map((file) => reference(ids.shift()!, file.name))] };
        return json(201, state.project);
      },
      [`POST /api/logo_projects/${logoProjectId}/generations`]: (call) => {
        const job = logoJob({ model_code: (call.body as { model_code: string }).model_code });
        state.project = { ...state.project, jobs: [...state.project.jobs, job] };
        return json(202, job);
      },
      [`GET /api/logo_projects/${logoProjectId}/jobs/${jobId}/events`]: () => stream.response(),
      [`DELETE /api/logo_projects/${logoProjectId}/images/${imageId}`]: () => {
        state.project = { ...state.project, gallery: [] };
        return new Response(null, { status: 204 });
      },
    },
    user,
  );
  const finish = (job: LogoJob, images: LogoImage[]) => {
    state.project = { ...state.project, status: 'SUCCESS', charge: { ...state.project.charge, charged: true }, jobs: state.project.jobs.map((candidate) => (candidate.job_id === job.job_id ? job : candidate)), gallery: [...images, ...state.project.gallery] };
    stream.push('done', job);
    stream.end();
  };
  return { calls, state, stream, finish };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}], textarea[name=${name}]`)!;
const helperOf = (name: string) => document.getElementById(document.querySelector(`[name=${name}]`)?.getAttribute('aria-describedby') ?? '')?.textContent;
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], name, { type: 'image/png' });

describe('logo creation home (/generate-logo)', () => {
  it('registers a project with its brief (brand, style, colours) and opens its create screen; lists the logo tab', async () => {
    const calls = stubProjectsApi({
      'POST /api/logo_projects/': () => json(201, logoProject()),
      [`GET /api/logo_projects/${logoProjectId}`]: () => json(200, logoProject()),
      'GET /api/projects/': () => json(200, { rows: [], total: 0, page: 1, page_size: 10 }),
    });
    const { router } = renderApp('/generate-logo');
    expect((await screen.findByTestId('logo-how')).textContent).toContain('15,000円');
    await userEvent.type(field('brand_name'), 'Morning Orange');
    await userEvent.click(within(screen.getByTestId('logo-style-symbol_text')).getByRole('radio'));
    await userEvent.click(screen.getByTestId('logo-add-colour'));
    await userEvent.clear(field('colour_1'));
    await userEvent.type(field('colour_1'), '#2C3E50');
    await userEvent.type(field('description'), '朝食向け');
    await userEvent.click(screen.getByTestId('logo-register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate-logo/create'));
    expect(router.state.location.search).toBe(`?project=${logoProjectId}`);
    expect(callsTo(calls, 'POST', '/api/logo_projects/')[0].body).toEqual({ brand_name: 'Morning Orange', style: 'symbol_text', colours: ['#e67e22', '#2C3E50'], description: '朝食向け', department: '' });
    expect(calls.find((call) => call.url.pathname === '/api/projects/')?.url.searchParams.get('tab')).toBe('logo');
  });

  it('refuses a brief without a brand name or with a colour that is not #RRGGBB in the catalogue’s words, sending nothing', async () => {
    const calls = stubProjectsApi({ 'GET /api/projects/': () => json(200, { rows: [], total: 0, page: 1, page_size: 10 }) });
    renderApp('/generate-logo');
    await screen.findByTestId('logo-register-form');
    await userEvent.clear(field('colour_0'));
    await userEvent.type(field('colour_0'), 'orange');
    await userEvent.click(screen.getByTestId('logo-register-submit'));
    expect(helperOf('brand_name')).toBe('ブランド名を入力してください（40文字以内）。');
    expect(screen.getByTestId('logo-colours-error').textContent).toBe('ロゴの色は1〜3色を #RRGGBB 形式で指定してください。');
    expect(callsTo(calls, 'POST', '/api/logo_projects/')).toHaveLength(0);
  });

  it('is a paying member’s service: Home shows the reason on a free plan and the route sends the visitor back', async () => {
    stubProjectsApi({}, makeUser({ plan: plans.free }));
    const { router } = renderApp('/home');
    expect((await screen.findByTestId('gate-reason-logo')).textContent).toBe('有料会員様のみご利用いただけるサービスです。');
    expect(screen.getByTestId('service-card-logo').dataset.gated).toBe('true');
    await router.navigate('/generate-logo');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/generate-logo'));
  });
});

describe('the create screen (/generate-logo/create)', () => {
  it('saves a changed brief before asking for logos, follows the job, then shows PNG and SVG with the demo label and notice; deletes one', async () => {
    const api = stubLogoApi(logoProject());
    renderApp(createPath);
    expect((await screen.findByTestId('logo-price')).textContent).toBe('このプロジェクトの料金: 15,000円（最初のロゴのお届け時に1回だけ）');
    await userEvent.click(within(screen.getByTestId('logo-style-emblem')).getByRole('radio'));
    await userEvent.selectOptions(document.querySelector<HTMLSelectElement>('select[name=count]')!, '3');
    await userEvent.click(screen.getByTestId('logo-generate'));
    await waitFor(() => expect(callsTo(api.calls, 'POST', `/api/logo_projects/${logoProjectId}/generations`)).toHaveLength(1));
    const order = api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url.pathname}`);
    expect(order).toEqual([`PUT /api/logo_projects/${logoProjectId}/brief`, `POST /api/logo_projects/${logoProjectId}/generations`]);
    expect(callsTo(api.calls, 'PUT', `/api/logo_projects/${logoProjectId}/brief`)[0].body).toMatchObject({ style: 'emblem' });
    expect(callsTo(api.calls, 'POST', `/api/logo_projects/${logoProjectId}/generations`)[0].body).toEqual({ model_code: 'gpt_image_1', count: 3, seed: null });
    expect((await screen.findByTestId('logo-job')).textContent).toContain('ロゴを作成中です（GPT Image 1）');

    api.stream.push('job', logoJob());
    api.finish(logoJob({ status: 'completed', demo: true, model: 'packlens-demo-logo-1', completed_at: new Date().toISOString() }), [logoImage()]);
    const card = await screen.findByTestId('logo-image');
    expect(card.dataset.demo).toBe('true');
    expect(within(card).getByTestId('logo-demo-chip').textContent).toBe('デモ');
    expect(within(card).getByTestId('logo-made-by').textContent).toBe('作成: このマシン（オフライン）・GPT Image 1');
    expect(within(card).getByTestId('logo-svg').getAttribute('src')).toBe('/api/files/logo-svg');
    expect(screen.getByTestId('demo-notice').textContent).toContain('OpenAIのAPIキーを設定してください');
    expect(within(card).getByTestId('logo-download-png').getAttribute('download')).toBe('Morning-Orange-15151515.png');
    const svg = within(card).getByTestId('logo-download-svg');
    expect([svg.getAttribute('href'), svg.getAttribute('download')]).toEqual(['/api/files/logo-svg', 'Morning-Orange-15151515.svg']);
    await waitFor(() => expect(screen.getByTestId('logo-price').dataset.charged).toBe('true'));
    expect(screen.getByTestId('logo-price').textContent).toBe('課金済み: 15,000円。作り直しは追加料金なしです。');

    await userEvent.click(within(card).getByTestId('logo-delete'));
    await waitFor(() => expect(screen.queryByTestId('logo-image')).toBeNull());
    expect(callsTo(api.calls, 'DELETE', `/api/logo_projects/${logoProjectId}/images/${imageId}`)).toHaveLength(1);
  });

  it('takes two references: a pdf and a third image are refused in the browser, in the catalogue’s words', async () => {
    const api = stubLogoApi(logoProject());
    renderApp(createPath);
    await screen.findByTestId('logo-references');
    const pdf = new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByTestId('logo-reference-input'), [png('a.png'), pdf, png('b.png'), png('c.png')], { applyAccept: false });
    const refused = (await screen.findByTestId('logo-references-refused')).textContent;
    expect(refused).toContain('logo.pdf: jpg/jpeg/png/pdfファイルをアップロードしてください。');
    expect(refused).toContain('c.png: 参考画像は1プロジェクトにつき2枚までです。');
    await waitFor(() => expect(screen.getAllByTestId('logo-reference')).toHaveLength(2));
    expect(api.state.uploads.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(screen.getByTestId('logo-references-full').textContent).toBe('参考画像は2枚までです。追加するには1枚外してください。');
  });

  it('shows the server’s refusal above the button', async () => {
    const api = stubLogoApi(logoProject());
    api.calls.length = 0;
    stubProjectsApi({
      [`GET /api/logo_projects/${logoProjectId}`]: () => json(200, logoProject()),
      [`POST /api/logo_projects/${logoProjectId}/generations`]: () => problem(409, 'GENERATION_IN_PROGRESS', '生成中です。完了するか中止してから、次の依頼をしてください。'),
    });
    renderApp(createPath);
    await userEvent.click(await screen.findByTestId('logo-generate'));
    expect((await screen.findByTestId('logo-error')).textContent).toBe('生成中です。完了するか中止してから、次の依頼をしてください。');
  });
});

describe('the previous-project list’s logo tab', () => {
  it('lists logo projects (type 3) and opens them on their create screen', async () => {
    const { images: _i, standard_value: _s, concept: _c, concept_skipped: _k, calculation: _x, missing_steps: _m, ...summary } = projectDetail();
    const logo = { ...summary, id: logoProjectId, name: 'Morning Orange', type: 3 };
    const calls = stubProjectsApi({ 'GET /api/projects/': () => json(200, { rows: [logo], total: 1, page: 1, page_size: 10 }) });
    renderApp('/project/old-project-list?tab=logo');
    const [line] = await screen.findAllByTestId('old-project-row');
    expect(within(line).getByTestId('project-open').getAttribute('href')).toBe(createPath);
    expect(calls.find((call) => call.url.pathname === '/api/projects/')?.url.searchParams.get('tab')).toBe('logo');
  });
});
