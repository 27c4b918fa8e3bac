import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageWordName, type ProjectResults } from '@packlens/contracts';
import { describe, expect, it, vi } from 'vitest';
import { json, problem, renderApp } from '../../../../test/fixtures';
import { fileNameFromDisposition } from '../../../api/projects';
import { changeLanguage } from '../../../i18n/i18n';
import { answer, calculatedProject, greenId, projectDetail, projectId, projectResults, redId, stubProjectsApi, twoImages, type ApiCall } from '../testing';
import { cssBlur } from './HeatmapView';
import { rankedWords } from './ImageWordView';
import { lastDrawing } from './plotlyRecorder';

vi.mock('./plotly', () => import('./plotlyRecorder'));

const resultsPath = (query = '') => `/project-create/results?project=${projectId}${query}`;

function resultsApi(results: ProjectResults, extra: Record<string, (call: ApiCall) => Response> = {}) {
  return stubProjectsApi({
    [`GET /api/projects/${projectId}`]: answer(results.project),
    [`GET /api/projects/${projectId}/results`]: () => json(200, results),
    ...extra,
  });
}

describe('while the worker calculates', () => {
  it('shows each image’s progress and the waiting messages, then the results when the poll says SUCCESS', async () => {
    let polls = 0;
    const calculating = projectDetail({
      status: 'PROGRESS',
      segment_ids: [1, 3],
      images: [twoImages()[0], { ...twoImages()[1], status: 'calculating' }].map((image, i) => ({ ...image, status: i === 0 ? 'done' : 'calculating' })),
      calculation: { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', requested_at: '2026-11-01T00:10:00.000Z', done: 1, total: 2, completed_at: null },
    });
    const results = projectResults();
    stubProjectsApi({
      [`GET /api/projects/${projectId}`]: () => json(200, ++polls < 2 ? calculating : results.project),
      [`GET /api/projects/${projectId}/results`]: () => json(200, results),
    });
    renderApp(resultsPath());

    const progress = await screen.findByTestId('calculation-progress');
    expect([progress.getAttribute('data-done'), progress.getAttribute('data-total')]).toEqual(['1', '2']);
    expect(screen.getAllByTestId('progress-image').map((row) => row.getAttribute('data-status'))).toEqual(['done', 'calculating']);
    expect(screen.getByTestId('calculation-wait').textContent).toContain('計算には2〜3分ほどかかります。');
    expect(screen.getByTestId('calculation-wait').textContent).toContain('最大10分');
    expect(await screen.findByTestId('results', {}, { timeout: 4000 })).toBeDefined();
  });

  it('names a failed image and its reason', async () => {
    const project = calculatedProject({
      images: [twoImages({ status: 'done' })[0], { ...twoImages()[1], status: 'failed', failure: { code: 'IMAGE_CORRUPT', message: '画像を読み込めませんでした。' } }],
    });
    resultsApi(projectResults({ project }));
    renderApp(resultsPath());
    expect((await screen.findByTestId('results-failure')).textContent).toBe('「緑のパック」の計算に失敗しました: 画像を読み込めませんでした。');
  });
});

describe('the results', () => {
  it('lists the preference score per segment with rank and order, flags the demo model and draws the bars', async () => {
    resultsApi(projectResults());
    renderApp(resultsPath());
    const rows = await screen.findAllByTestId('preference-row');
    expect(rows.map((row) => [row.getAttribute('data-image-id'), within(row).getByTestId('preference-score').textContent, row.getAttribute('data-rank')])).toEqual([
      [redId, '3.42', '1'],
      [greenId, '2.95', '2'],
    ]);
    // Each image says the category it was scored in.
    expect(within(rows[0]).getByTestId('image-category').textContent).toBe('菓子');
    expect(screen.getByTestId('results-model-demo').textContent).toBe('デモモデル');
    expect(screen.queryByTestId('preference-diff')).toBeNull();
    await waitFor(() => expect(lastDrawing('preference-chart')?.data[0]).toMatchObject({ type: 'bar', y: [3.42, 2.95], x: ['1. 赤いパック', '2. 緑のパック'] }));

    await userEvent.selectOptions(screen.getByTestId('results-segment'), '3');
    await waitFor(() => expect(screen.getAllByTestId('preference-score').map((cell) => cell.textContent)).toEqual(['3.10', '3.30']));
    expect(screen.getByTestId('results').getAttribute('data-segment')).toBe('3');
  });

  it('compares with the standard value of the mode, and says when there is no past score', async () => {
    const withStandard = projectResults({ project: calculatedProject({ standard_value: { mode: 3, values: { 1: 3.2, 3: 3.5 } } }) });
    withStandard.segments[0] = {
      ...withStandard.segments[0],
      standard_value: 3.2,
      scores: withStandard.segments[0].scores.map((row) => ({ ...row, standard_diff: Math.round((row.final_score - 3.2) * 100) / 100 })),
    };
    resultsApi(withStandard);
    renderApp(resultsPath());
    expect((await screen.findAllByTestId('preference-diff')).map((cell) => cell.textContent)).toEqual(['+0.22', '-0.25']);
    await waitFor(() => expect(lastDrawing('preference-chart')?.layout.shapes).toEqual([expect.objectContaining({ y0: 3.2, y1: 3.2 })]));
  });

  it('places each score among the surveyed packs of its category in mode 1 (PLUG data), with the norm it comes from', async () => {
    const plug = projectResults({ project: calculatedProject({ standard_value: { mode: 1, values: {} } }) });
    plug.segments[0] = {
      ...plug.segments[0],
      standard_value: 3.05,
      norm: { images: 240, data_sets: 2, simulated: false, category_ids: [5], quantiles: { p10: 2.61, p25: 2.84, p50: 3.02, p75: 3.25, p90: 3.47 } },
      scores: plug.segments[0].scores.map((row, i) => ({ ...row, standard_diff: Math.round((row.final_score - 3.05) * 100) / 100, norm_percentile: [81, 43][i] })),
    };
    resultsApi(plug);
    renderApp(resultsPath());
    expect((await screen.findAllByTestId('preference-norm-percentile')).map((cell) => cell.textContent)).toEqual(['81%のパッケージより高い', '43%のパッケージより高い']);
    expect((await screen.findByTestId('preference-norm')).textContent).toBe('基準値（PLUGデータ）：2件の調査データにある同じカテゴリーのパッケージ240点の平均。四分位 2.84 / 3.02 / 3.25。');
  });

  it('says plainly that mode 1 compares with this installation’s own evaluations before survey data exists', async () => {
    resultsApi(projectResults({ project: calculatedProject({ standard_value: { mode: 1, values: {} } }), standard_value_note: 'PLUG_INSTALLATION_SCORES' }));
    renderApp(resultsPath());
    expect((await screen.findByTestId('results-no-past-score')).textContent).toContain('このシステムで評価したすべての画像の平均と比べています');
  });

  it('says "No past score available" for mode 2 without past scores', async () => {
    resultsApi(projectResults({ project: calculatedProject({ standard_value: { mode: 2, values: {} } }), standard_value_note: 'NO_PAST_SCORE' }));
    renderApp(resultsPath());
    expect((await screen.findByTestId('results-no-past-score')).textContent).toBe('過去のスコアがありません。');
  });

  it('lays the heat map over each image as a layer of its own, with its opacity and blur, and shows the grey map', async () => {
    resultsApi(projectResults());
    renderApp(resultsPath('&view=heatmap'));
    // The layer is a canvas coloured from the grey map (not the API's overlay, which has the pack blended in).
    const overlays = await screen.findAllByTestId('heatmap-overlay');
    expect(overlays.map((layer) => [layer.tagName, layer.getAttribute('data-src')])).toEqual([
      ['CANVAS', '/api/files/red-map'],
      ['CANVAS', '/api/files/green-map'],
    ]);
    const pack = within(screen.getAllByTestId('heatmap-card')[0]).getByRole('img', { name: '赤いパック' });
    expect(pack.getAttribute('src')).toBe('/api/files/red-preview');
    expect(screen.getAllByTestId('heatmap-map')[0].getAttribute('src')).toBe('/api/files/red-map');
    expect(overlays[0].getAttribute('data-opacity')).toBe('80');
    fireEvent.keyDown(screen.getByTestId('heatmap-opacity').querySelector('input')!, { key: 'Home' });
    await waitFor(() => expect(overlays[0].getAttribute('data-opacity')).toBe('0'));
    expect(getComputedStyle(overlays[0]).opacity).toBe('0');
    await userEvent.click(screen.getByTestId('heatmap-blur-50'));
    expect(overlays[0].getAttribute('data-blur')).toBe('50');
    // Blur is on the layer only: the pack under it stays sharp.
    expect(getComputedStyle(pack).filter).not.toMatch(/blur/);
    expect(cssBlur(50, 800, 400)).toBe('blur(25.00px)');
    expect(cssBlur(0, 800, 400)).toBe('none');
  });

  it('says "Calculate Heat map first" where the heat map was not calculated', async () => {
    const project = calculatedProject({ menus: ['preference_score', 'heatmap'] });
    resultsApi(projectResults({ project, heatmaps: [] }));
    renderApp(resultsPath('&view=heatmap'));
    expect((await screen.findByTestId('heatmap-required')).textContent).toBe('先にヒートマップを計算してください。');
  });

  it('lists every image word of each image, best first, the top 10 marked, and draws a line per image', async () => {
    resultsApi(projectResults());
    renderApp(resultsPath('&view=image_word'));
    const lists = await screen.findAllByTestId('word-list');
    const items = within(lists[0]).getAllByTestId('word-item');
    expect(items).toHaveLength(20);
    expect(items.filter((item) => item.getAttribute('data-top') === 'true')).toHaveLength(10);
    expect(items[0].textContent).toBe('1美味しそう90.0%');
    expect(within(lists[1]).getAllByTestId('word-item')[0].getAttribute('data-word-id')).toBe('6');
    await waitFor(() => expect(lastDrawing('image-word-chart')?.data.map((trace) => (trace as { name: string }).name)).toEqual(['1. 赤いパック', '2. 緑のパック']));
    expect(rankedWords([{ word_id: 2, probability: 0.1 }, { word_id: 1, probability: 0.4 }]).map((w) => w.word_id)).toEqual([1, 2]);
  });

  // The scatter and the comparison have their own specs: ScatterView.test.tsx, ComparisonView.test.tsx.

  it('shows concept matching on five levels with the driving words in the user’s language (issue 19, item 12)', async () => {
    const project = calculatedProject({ menus: ['preference_score', 'concept_matching'], concept: { text: 'やさしい甘さ', language: 'ja' } });
    // The engine names its driving words in English.
    resultsApi(projectResults({ project, concept: [{ image_id: redId, level: 4, score: 0.71, driving_words: ['Natural', 'Cute', 'colour:orange', 'shape:round'], vision: null }] }));
    renderApp(resultsPath('&view=concept_matching'));
    const row = await screen.findByTestId('concept-row');
    expect(row.getAttribute('data-level')).toBe('4');
    expect(row.textContent).toContain('4 / 5');
    const words = () => screen.getAllByTestId('driving-word').map((chip) => chip.textContent);
    expect(words()).toEqual([imageWordName('Natural', 'ja'), imageWordName('Cute', 'ja'), '色: オレンジ色', '形: 丸い']);
    expect(words()[0]).not.toBe('Natural');
    await changeLanguage('zh-CN');
    await waitFor(() => expect(words()).toEqual([imageWordName('Natural', 'zh-CN'), imageWordName('Cute', 'zh-CN'), '颜色: 橙色', '形状: 圆形']));
  });

  it('asks a configured AI model for its own concept level and shows it with its reasons beside the offline level (issue 18, item 2)', async () => {
    const project = calculatedProject({ menus: ['preference_score', 'concept_matching'], concept: { text: 'Orange juice for breakfast', language: 'en' } });
    const review = { image_id: redId, level: 5, reasons: ['Whole oranges on the carton: "orange juice".'], provider: 'openai', model: 'gpt-4o', reviewed_at: '2026-11-29T10:00:00.000Z' };
    const calls = resultsApi(projectResults({ project, concept: [{ image_id: redId, level: 2, score: 0.41, driving_words: ['colour:orange'], vision: null }] }), {
      [`POST /api/projects/${projectId}/concept_vision`]: () => json(200, { reviews: [review] }),
    });
    renderApp(resultsPath('&view=concept_matching'));
    const row = await screen.findByTestId('concept-row');
    expect(within(row).queryByTestId('concept-vision')).toBeNull();
    await userEvent.click(screen.getByTestId('concept-vision-ask'));
    const vision = await within(row).findByTestId('concept-vision');
    expect(vision.getAttribute('data-level')).toBe('5');
    expect(vision.textContent).toContain('gpt-4o');
    expect(screen.getAllByTestId('concept-vision-reason').map((reason) => reason.textContent)).toEqual(review.reasons);
    // The offline level stays the result.
    expect(row.getAttribute('data-level')).toBe('2');
    expect(calls.some((call) => call.method === "POST" && call.url.pathname === `/api/projects/${projectId}/concept_vision`)).toBe(true);
  });

  it('says why no AI level can be had when no model is configured, and keeps the offline level', async () => {
    const project = calculatedProject({ menus: ['preference_score', 'concept_matching'], concept: { text: 'Orange juice for breakfast', language: 'en' } });
    resultsApi(projectResults({ project, concept: [{ image_id: redId, level: 2, score: 0.41, driving_words: [], vision: null }] }), {
      [`POST /api/projects/${projectId}/concept_vision`]: () => problem(422, 'VISION_MODEL_NOT_CONFIGURED', 'A concept level from an AI model needs OpenAI, Anthropic or Google.'),
    });
    renderApp(resultsPath('&view=concept_matching'));
    await userEvent.click(await screen.findByTestId('concept-vision-ask'));
    expect((await screen.findByTestId('concept-vision-error')).textContent).toContain('OpenAI, Anthropic or Google');
    expect(screen.getByTestId('concept-row').getAttribute('data-level')).toBe('2');
  });

  it('offers a view per ordered menu only, in catalogue order, then the comparison', async () => {
    resultsApi(projectResults());
    renderApp(resultsPath());
    await screen.findByTestId('results');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-testid'))).toEqual([
      'results-tab-preference_score',
      'results-tab-heatmap',
      'results-tab-image_word',
      'results-tab-image_word_scatter',
      'results-tab-comparison',
    ]);
  });

  it('shows the results in English with the catalogue’s names', async () => {
    await changeLanguage('en');
    resultsApi(projectResults());
    renderApp(resultsPath());
    expect((await screen.findByTestId('results-model-demo')).textContent).toBe('Demo model');
    expect(screen.getByTestId('results-tab-heatmap').textContent).toBe('Heat map');
    expect((screen.getByTestId('results-segment') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Overall');
  });
});

describe('PDF download', () => {
  it('posts the view’s report type and segment, and saves the PDF under the server’s file name', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const calls = resultsApi(projectResults(), {
      [`POST /api/projects/${projectId}/reports`]: () =>
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('春のスナック_ヒートマップ.pdf')}` },
        }),
    });
    renderApp(resultsPath('&view=heatmap&segment=3'));
    await userEvent.click(await screen.findByTestId('report-download-heatmap'));
    await waitFor(() => expect(clicks).toEqual(['春のスナック_ヒートマップ.pdf']));
    const call = calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/reports'))!;
    expect(call.body).toEqual({ type: 'heatmap', segment_id: 3, language: 'ja' });
    expect(call.headers.get('Accept')).toBe('application/pdf');
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows the server’s refusal beside the button', async () => {
    resultsApi(projectResults(), {
      [`POST /api/projects/${projectId}/reports`]: () => problem(409, 'HEATMAP_REQUIRED_FIRST', '先にヒートマップを計算してください。'),
    });
    renderApp(resultsPath());
    await userEvent.click(await screen.findByTestId('report-download-over_all'));
    expect((await screen.findByTestId('report-error-over_all')).textContent).toBe('先にヒートマップを計算してください。');
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameFromDisposition('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameFromDisposition("attachment; filename=\"a.pdf\"; filename*=UTF-8''%E7%B5%90%E6%9E%9C.pdf")).toBe('結果.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
