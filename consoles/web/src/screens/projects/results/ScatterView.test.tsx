import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, problem, renderApp } from '../../../../test/fixtures';
import { changeLanguage } from '../../../i18n/i18n';
import { answer, greenId, projectId, projectResults, redId, stubProjectsApi, type ApiCall } from '../testing';
import { lastDrawing } from './plotlyRecorder';

vi.mock('./plotly', () => import('./plotlyRecorder'));

const scatterPath = `/project-create/results?project=${projectId}&view=image_word_scatter`;

/** The results API; the scatter answers any pair (the real API refuses one word or three with a 400). */
function scatterApi(scatter: (call: ApiCall) => Response = (call) => pair(call.url.searchParams.get('word_ids')!)) {
  const results = projectResults();
  const calls = stubProjectsApi({
    [`GET /api/projects/${projectId}`]: answer(results.project),
    [`GET /api/projects/${projectId}/results`]: () => json(200, results),
    [`GET /api/projects/${projectId}/scatter`]: scatter,
  });
  return () => calls.filter((call) => call.url.pathname.endsWith('/scatter')).map((call) => call.url.searchParams.get('word_ids'));
}

function pair(wordIds: string) {
  const ids = wordIds.split(',').map(Number);
  if (ids.length !== 2) return problem(400, 'VALIDATION_FAILED', '正しく入力されていない項目があります。');
  return json(200, { segment_id: 1, word_ids: ids, points: [{ image_id: redId, name: '赤いパック', x: 0.4, y: 0.6 }, { image_id: greenId, name: '緑のパック', x: 0.5, y: 0.3 }] });
}

const chip = (id: number) => screen.getByTestId(`scatter-word-${id}`);
const selectedWords = () => screen.queryAllByRole('button', { pressed: true }).map((element) => element.getAttribute('data-testid'));

describe('the image-word scatter (issue 19, item 8)', () => {
  it('asks for the points only once two words are chosen, and plots them', async () => {
    const scatterCalls = scatterApi();
    renderApp(scatterPath);
    await userEvent.click(await screen.findByTestId('scatter-word-2'));
    expect(chip(2).getAttribute('data-selected')).toBe('true');
    expect(screen.getByTestId('scatter-hint').textContent).toBe('もう1語選ぶと散布図が表示されます。');
    expect(screen.queryByTestId('scatter-error')).toBeNull();
    expect(scatterCalls()).toEqual([]);

    await userEvent.click(chip(3));
    await screen.findByTestId('scatter-chart');
    await waitFor(() => expect(lastDrawing('scatter-chart')?.data[0]).toMatchObject({ x: [0.4, 0.5], y: [0.6, 0.3], text: ['1. 赤いパック', '2. 緑のパック'] }));
    expect(screen.getByTestId('scatter-axes').textContent).toBe('横軸: かわいい ／ 縦軸: シンプル');
    expect(screen.queryByTestId('scatter-hint')).toBeNull();
    expect(scatterCalls()).toEqual(['2,3']);
  });

  it('never selects a third word: refuses it with the catalogue’s message and sends nothing', async () => {
    const scatterCalls = scatterApi();
    renderApp(scatterPath);
    await userEvent.click(await screen.findByTestId('scatter-word-2'));
    await userEvent.click(chip(3));
    await screen.findByTestId('scatter-axes');

    await userEvent.click(chip(4));
    expect(selectedWords()).toEqual(['scatter-word-2', 'scatter-word-3']);
    expect(chip(4).getAttribute('data-selected')).toBe('false');
    expect(screen.getByTestId('scatter-error').textContent).toBe('選択できるのは2語までです。');
    expect(scatterCalls()).toEqual(['2,3']);

    // Another pair: one word out (the chart goes, nothing is asked), the next in.
    await userEvent.click(chip(3));
    expect(screen.queryByTestId('scatter-error')).toBeNull();
    expect(screen.queryByTestId('scatter-chart')).toBeNull();
    expect(screen.getByTestId('scatter-hint')).toBeTruthy();
    await userEvent.click(chip(4));
    await waitFor(() => expect(screen.getByTestId('scatter-axes').textContent).toBe('横軸: かわいい ／ 縦軸: 高級感'));
    expect(scatterCalls()).toEqual(['2,3', '2,4']);
  });

  it('shows the API’s refusal of a pair in the words it gives for `word_ids`', async () => {
    scatterApi(() =>
      problem(400, 'VALIDATION_FAILED', '正しく入力されていない項目があります。', [{ field: 'word_ids', code: 'SCATTER_TWO_WORDS_REQUIRED', message: 'イメージワードを2つ選択してください。' }]),
    );
    renderApp(scatterPath);
    await userEvent.click(await screen.findByTestId('scatter-word-2'));
    await userEvent.click(chip(3));
    expect((await screen.findByTestId('scatter-error')).textContent).toBe('イメージワードを2つ選択してください。');
  });

  it.each([
    ['en', 'Select one more word to see the scatter.', 'Up to two words may be selected'],
    ['zh-CN', '再选择一个词即可显示散点图。', '最多可选择两个词。'],
  ] as const)('says so in %s', async (language, hint, refusal) => {
    await changeLanguage(language);
    scatterApi();
    renderApp(scatterPath);
    await userEvent.click(await screen.findByTestId('scatter-word-2'));
    expect(screen.getByTestId('scatter-hint').textContent).toBe(hint);
    await userEvent.click(chip(3));
    await userEvent.click(chip(4));
    expect(screen.getByTestId('scatter-error').textContent).toBe(refusal);
  });
});
