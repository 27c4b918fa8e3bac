import type { Figure } from './plotly';

/**
 * A stand-in for `./plotly` in component tests (`vi.mock('./plotly', () => import('./plotlyRecorder'))`): it draws
 * nothing and records each figure with the chart's test id, so a test can read what would have been plotted.
 */
export const drawn: { testId: string | null; figure: Figure }[] = [];

export const loadPlotly = () =>
  Promise.resolve({
    react: (root: HTMLElement, data: Figure['data'], layout: Figure['layout']) => {
      drawn.push({ testId: root.getAttribute('data-testid'), figure: { data, layout } });
      return Promise.resolve(root);
    },
    purge: () => undefined,
  });

/** The last figure drawn into the chart with this test id. */
export const lastDrawing = (testId: string) => drawn.filter((entry) => entry.testId === testId).at(-1)?.figure;
