import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analysisTypes, noticeTypes, type AnalysisReport, type Language } from '@packlens/contracts';
import { describe, expect, it, vi } from 'vitest';
import { json, problem, renderApp } from '../../../test/fixtures';
import { changeLanguage } from '../../i18n/i18n';
import { answer, calculatedProject, greenId, projectDetail, projectId, projectImage, projectResults, redId, stubProjectsApi, type ApiCall } from '../projects/testing';

vi.mock('../projects/results/plotly', () => import('../projects/results/plotlyRecorder'));

const analysisId = '77777777-7777-4777-8777-777777777777';
const newProjectId = '66666666-6666-4666-8666-666666666666';
const path = (query = '') => `/project-create/analysis-results?project=${projectId}${query}`;

const notice = (type: number, region: AnalysisReport['images'][number]['notices'][number]['region'], segments: number[] = []) => {
  const found = noticeTypes.find((candidate) => candidate.id === type)!;
  return { type, key: found.key, analysis_type: found.analysisType, label: found.label.ja, rule: found.rule.ja, segment_ids: segments, region, measured: {} };
};

type Regeneration = AnalysisReport['images'][number]['region_regeneration'];

function report(status: 'running' | 'completed', language: Language = 'ja', regeneration: Regeneration = null): AnalysisReport {
  const nameBox = { x: 200, y: 150, width: 400, height: 80 };
  return {
    analysis_id: analysisId,
    project_id: projectId,
    status,
    segment_ids: [1, 3],
    pack_height_cm: 18,
    price: { amount: 12000, currency: 'JPY' },
    requested_at: '2026-11-20T01:00:00.000Z',
    completed_at: status === 'completed' ? '2026-11-20T01:00:20.000Z' : null,
    model_version: 'heads-20261101',
    demo_model: true,
    analysis_types: analysisTypes.map((type) => ({ id: type.id, key: type.key, label: type.label[language] })),
    images: [
      {
        image_id: redId,
        name: '赤いパック',
        status: status === 'completed' ? 'analysed' : 'waiting',
        error: null,
        width: 800,
        height: 600,
        preference: [
          { segment_id: 1, value: 3.42 },
          { segment_id: 3, value: 3.1 },
        ],
        heatmap_url: '/api/files/red-overlay',
        attribution: { columns: 8, rows: 6, segments: [1, 3].map((segment_id) => ({ segment_id, cells: [], url: `/api/files/red-attribution-${segment_id}` })) },
        product_name: { box: nameBox, contrast_ratio: 1.6, letter_height_mm: 3.9, legible_up_to_m: 0.78, attention_share: 0.04, attention_lift: 0.57, attribution: [] },
        design: {},
        norms: [1, 3].map((segment_id) => ({
          segment_id,
          category_id: 5,
          packs: 20,
          features: [
            { name: 'colourfulness', value: 0.12, p25: 0.3, median: 0.4, p75: 0.5, position: 'below' as const },
            { name: 'edgeDensity', value: 0.2, p25: 0.1, median: 0.15, p75: 0.25, position: 'within' as const },
            { name: 'whiteSpace', value: 0.1, p25: 0.2, median: 0.3, p75: 0.4, position: 'below' as const },
          ],
        })),
        notices: [notice(2, nameBox), notice(3, nameBox, [1, 3]), notice(6, null), notice(8, { x: 0, y: 400, width: 200, height: 200 }, [3])],
        candidates: [],
        modified: [
          {
            key: 'name_max_contrast',
            scope: 'name',
            deltas: [
              { segment_id: 1, value: 0.31 },
              { segment_id: 3, value: 0.12 },
            ],
            mean_delta: 0.22,
            design_url: '/api/files/red-modified',
            heatmap_url: '/api/files/red-modified-heat',
          },
        ],
        region_regeneration: regeneration,
      },
    ],
  };
}

function analysisApi(extra: Record<string, (call: ApiCall) => Response> = {}) {
  let polls = 0;
  return stubProjectsApi({
    [`GET /api/projects/${projectId}`]: answer(calculatedProject()),
    [`POST /api/projects/${projectId}/analysis_reports`]: () => json(202, report('running')),
    [`GET /api/projects/${projectId}/analysis_reports/${analysisId}`]: () => json(200, report(++polls < 2 ? 'running' : 'completed')),
    ...extra,
  });
}

describe('ordering an AI analysis report', () => {
  it('shows the images, the price and the limit of 10, then posts the chosen images and pack height', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => projectImage({ id: `0000000${i.toString(16)}-0000-4000-8000-000000000000`.slice(-36).replace(/^./, 'a'), name: `パック${i + 1}`, status: 'done' }));
    const calls = analysisApi({ [`GET /api/projects/${projectId}`]: answer(calculatedProject({ images: eleven, image_count: 11 })) });
    renderApp(path());
    const choices = await screen.findAllByTestId('analysis-image-choice');
    expect(choices).toHaveLength(11);
    expect(screen.getByTestId('analysis-price').textContent).toBe('料金: 12,000円（1レポート）');
    // The first is chosen; nine more make ten, the eleventh is refused with the catalogue's words.
    for (const choice of choices.slice(1, 10)) await userEvent.click(choice);
    expect(screen.queryByTestId('analysis-limit')).toBeNull();
    await userEvent.click(choices[10]);
    expect(screen.getByTestId('analysis-limit').textContent).toBe('選択できる画像は10枚までです。');
    expect((choices[10] as HTMLInputElement).checked).toBe(false);
    await userEvent.click(choices[9]);
    await userEvent.click(choices[1]);
    await userEvent.type(screen.getByTestId('analysis-pack-height'), '18');
    await userEvent.click(screen.getByTestId('analysis-start'));
    await screen.findByTestId('analysis-report');
    const posted = calls.find((call) => call.method === 'POST' && call.url.pathname.endsWith('/analysis_reports'))!;
    expect(posted.body).toEqual({ image_ids: [eleven[0], ...eleven.slice(2, 9)].map((image) => image.id), pack_height_cm: 18, region_regeneration: null });
  });

  it('asks for the weakest region to be redrawn by the chosen image model, and shows the server’s refusal when its provider is not set', async () => {
    const refusal = 'GPT Image 1で画像を再生成するには、スーパー管理者が管理コンソールの「AIプロバイダー」でOpenAIを設定する必要があります。何も登録・請求していません。';
    const calls = analysisApi({ [`POST /api/projects/${projectId}/analysis_reports`]: () => problem(422, 'IMAGE_PROVIDER_NOT_CONFIGURED', refusal) });
    renderApp(path());
    await userEvent.click(await screen.findByTestId('analysis-region-on'));
    await userEvent.type(screen.getByTestId('analysis-region-prompt'), '朝の光とオレンジ');
    await userEvent.click(screen.getByTestId('analysis-start'));
    expect((await screen.findByTestId('analysis-error')).textContent).toContain('OpenAIを設定する必要があります');
    const posted = calls.find((call) => call.method === 'POST' && call.url.pathname.endsWith('/analysis_reports'))!;
    expect(posted.body).toEqual({ image_ids: [redId], pack_height_cm: null, region_regeneration: { prompt: '朝の光とオレンジ', model_code: 'gpt_image_1' } });
  });

  it('refuses a pack height outside 2-300 cm before asking the server', async () => {
    analysisApi();
    renderApp(path());
    await userEvent.type(await screen.findByTestId('analysis-pack-height'), '1');
    expect((screen.getByTestId('analysis-start') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the report', () => {
  it('follows the progress, then shows the summary, the sections 1-7, the notices with their boxes and the demo label', async () => {
    analysisApi();
    renderApp(path(`&analysis=${analysisId}`));
    expect((await screen.findByTestId('analysis-progress')).textContent).toContain('AIが分析しています（0/1枚）');
    const image = await screen.findByTestId('analysis-image', {}, { timeout: 5000 });
    expect(screen.getByTestId('analysis-model-demo').textContent).toBe('デモモデル');
    expect(analysisTypes.map((type) => within(image).getByTestId(`analysis-section-${type.id}`).querySelector('h3')!.textContent)).toEqual(
      analysisTypes.map((type) => `${type.id}. ${type.label.ja}`),
    );
    const summary = screen.getByTestId('analysis-summary').textContent!;
    expect(summary).toContain('予測好意度が最も高いのは「全体」（3.42）、最も低いのは「女性」（3.10）です。');
    expect(summary).toContain('コントラスト比は1.6:1、最大文字の高さは3.9 mmで、0.8 mの距離まで読める');
    expect(summary).toContain('「商品名のコントラストを最大に」で平均好意度が+0.22変わる');
    expect(screen.getByTestId('analysis-contrast').textContent).toBe('1.6:1');
    expect(screen.getByTestId('analysis-legible').textContent).toBe('0.8 m');
    expect(screen.getByTestId('analysis-legend').textContent).toBe('赤: 好意度を上げる部分 / 青: 好意度を下げる部分');
    // Each notice under its section with label, rule and segments.
    const notices = screen.getAllByTestId('analysis-notice');
    expect(notices.map((n) => n.getAttribute('data-key'))).toEqual(['region_lowers_preference', 'name_low_contrast', 'attention_away_from_name', 'dull_colours']);
    expect(notices[1].textContent).toContain(noticeTypes[1].rule.ja);
    expect(notices[2].textContent).toContain('全体 / 女性');
    expect(notices[1].textContent).toContain('すべてのセグメント');
    // Two regions: the name (notices 1, 2) and the lower corner (3); boxes in percent of the analysed image.
    const boxes = within(screen.getByTestId('analysis-regions')).getAllByTestId('notice-box');
    expect(boxes.map((box) => [box.style.left, box.style.top, box.style.width, box.style.height, box.textContent])).toEqual([
      ['25%', '25%', '50%', '13.333333333333334%', '1,2'],
      ['0%', '66.66666666666666%', '25%', '33.33333333333333%', '3'],
    ]);
    // Measurements against the best packs.
    expect(screen.getAllByTestId('analysis-norm').map((row) => [row.getAttribute('data-feature'), row.getAttribute('data-position')])).toEqual([
      ['colourfulness', 'below'],
      ['edgeDensity', 'within'],
      ['whiteSpace', 'below'],
    ]);
  });

  it('shows the attribution map of the chosen segment beside the heat map', async () => {
    analysisApi({ [`GET /api/projects/${projectId}/analysis_reports/${analysisId}`]: () => json(200, report('completed')) });
    renderApp(path(`&analysis=${analysisId}`));
    expect((await screen.findByTestId('analysis-attribution')).getAttribute('src')).toBe('/api/files/red-attribution-1');
    expect(screen.getByTestId('analysis-heatmap').getAttribute('src')).toBe('/api/files/red-overlay');
    await userEvent.selectOptions(screen.getByTestId('analysis-segment'), '3');
    expect(screen.getByTestId('analysis-attribution').getAttribute('src')).toBe('/api/files/red-attribution-3');
  });

  it('evaluates a modified design as a new project and opens its results', async () => {
    const created = projectDetail({ id: newProjectId, name: '赤いパック name_max_contrast', status: 'PROGRESS', segment_ids: [1, 3], menus: ['preference_score', 'heatmap'], images: [projectImage({ status: 'calculating' })] });
    const calls = analysisApi({
      [`GET /api/projects/${projectId}/analysis_reports/${analysisId}`]: () => json(200, report('completed')),
      [`POST /api/projects/${projectId}/analysis_reports/${analysisId}/modified_designs`]: () => json(201, created),
      [`GET /api/projects/${newProjectId}`]: answer(created),
    });
    const { router } = renderApp(path(`&analysis=${analysisId}`));
    const modified = await screen.findByTestId('analysis-modified');
    expect(within(modified).getAllByTestId('analysis-delta').map((row) => row.textContent)).toEqual(['全体+0.31', '女性+0.12']);
    expect(within(modified).getByTestId('analysis-modified-design').getAttribute('src')).toBe('/api/files/red-modified');
    await userEvent.click(within(modified).getByTestId('analysis-evaluate-modified'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/project-create/results?project=${newProjectId}`));
    expect(calls.find((call) => call.url.pathname.endsWith('/modified_designs'))!.body).toEqual({ image_id: redId, key: 'name_max_contrast' });
    expect(await screen.findByTestId('calculation-progress')).toBeDefined();
  });

  it('shows the region redrawn by the provider with its box, prompt and change per segment, and evaluates it', async () => {
    const regenerated: Regeneration = {
      status: 'regenerated',
      region: { x: 0, y: 400, width: 200, height: 200 },
      provider: 'openai',
      model: 'gpt-image-1',
      prompt: '朝の光とオレンジ',
      deltas: [
        { segment_id: 1, value: 0.05 },
        { segment_id: 3, value: -0.02 },
      ],
      mean_delta: 0.015,
      design_url: '/api/files/red-region',
      heatmap_url: '/api/files/red-region-heat',
      error: null,
    };
    const created = projectDetail({ id: newProjectId, status: 'PROGRESS', images: [projectImage({ status: 'calculating' })] });
    const calls = analysisApi({
      [`GET /api/projects/${projectId}/analysis_reports/${analysisId}`]: () => json(200, report('completed', 'ja', regenerated)),
      [`POST /api/projects/${projectId}/analysis_reports/${analysisId}/modified_designs`]: () => json(201, created),
      [`GET /api/projects/${newProjectId}`]: answer(created),
    });
    renderApp(path(`&analysis=${analysisId}`));
    const cards = await screen.findAllByTestId('analysis-modified');
    expect(cards.map((card) => card.getAttribute('data-key'))).toEqual(['name_max_contrast', 'region_regenerated']);
    const region = cards[1];
    expect(region.textContent).toContain('好意度を下げる領域をAIで描き直す');
    expect(within(region).getByTestId('analysis-region-provider').textContent).toBe('openai（gpt-image-1）が描き直しました。プロンプト: 朝の光とオレンジ');
    const box = within(within(region).getByTestId('analysis-region-box')).getByTestId('notice-box');
    expect([box.style.left, box.style.top, box.style.width, box.style.height]).toEqual(['0%', '66.66666666666666%', '25%', '33.33333333333333%']);
    expect(within(region).getAllByTestId('analysis-delta').map((row) => row.textContent)).toEqual(['全体+0.05', '女性-0.02']);
    expect(within(region).getByTestId('analysis-modified-design').getAttribute('src')).toBe('/api/files/red-region');
    await userEvent.click(within(region).getByTestId('analysis-evaluate-modified'));
    await waitFor(() => expect(calls.find((call) => call.url.pathname.endsWith('/modified_designs'))?.body).toEqual({ image_id: redId, key: 'region_regenerated' }));
  });

  it.each([
    [{ status: 'no_region' }, 'info', '好意度を下げる領域がなかったため、描き直していません。'],
    [{ status: 'failed', region: { x: 0, y: 0, width: 10, height: 10 }, provider: 'openai', error: { code: 'GENERATION_CONTENT_REFUSED', message: 'AIが拒否しました。' } }, 'error', '領域を描き直せませんでした: AIが拒否しました。'],
  ] as const)('says why no region was redrawn (%o)', async (state, _severity, text) => {
    const none = { region: null, provider: null, model: null, prompt: null, deltas: [], mean_delta: null, design_url: null, heatmap_url: null, error: null };
    analysisApi({ [`GET /api/projects/${projectId}/analysis_reports/${analysisId}`]: () => json(200, report('completed', 'ja', { ...none, ...state } as Regeneration)) });
    renderApp(path(`&analysis=${analysisId}`));
    const alert = await screen.findByTestId('analysis-region-status');
    expect(alert.getAttribute('data-status')).toBe(state.status);
    expect(alert.textContent).toBe(text);
    expect(screen.getAllByTestId('analysis-modified').map((card) => card.getAttribute('data-key'))).toEqual(['name_max_contrast']);
  });

  it('downloads the analysis PDF of this report in the interface language', async () => {
    const calls = analysisApi({
      [`GET /api/projects/${projectId}/analysis_reports/${analysisId}`]: () => json(200, report('completed')),
      [`POST /api/projects/${projectId}/reports`]: () => new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a_analysis_20261120.pdf"' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderApp(path(`&analysis=${analysisId}`));
    await userEvent.click(await screen.findByTestId('report-download-analysis'));
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/reports'))).toBe(true));
    expect(calls.find((call) => call.url.pathname.endsWith('/reports'))!.body).toEqual({ type: 'analysis', analysis_id: analysisId, language: 'ja' });
  });
});

describe('the way in from the results', () => {
  it('links to the analysis in Japanese on a paid plan', async () => {
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(calculatedProject()), [`GET /api/projects/${projectId}/results`]: () => json(200, projectResults()) });
    renderApp(`/project-create/results?project=${projectId}`);
    expect((await screen.findByTestId('results-analysis-link')).getAttribute('href')).toBe(`/project-create/analysis-results?project=${projectId}`);
    expect(screen.queryByTestId('results-analysis-reason')).toBeNull();
  });

  it.each([
    ['en', 'This service is available in the Japanese interface only.'],
    ['zh-CN', '此服务仅在日语界面下可用。'],
  ] as const)('in %s, shows the button disabled with the gate’s reason', async (language, reason) => {
    await changeLanguage(language);
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(calculatedProject()), [`GET /api/projects/${projectId}/results`]: () => json(200, projectResults()) });
    renderApp(`/project-create/results?project=${projectId}`);
    const button = await screen.findByTestId('results-analysis-link');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('results-analysis-reason').textContent).toBe(reason);
  });
});

void greenId;
