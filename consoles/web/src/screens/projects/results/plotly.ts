import type { Config, Data, Layout } from 'plotly.js-dist-min';

/** A chart as data: what Plotly draws, built by the pure figure functions and drawn by <Chart>. */
export interface Figure {
  data: Data[];
  layout: Partial<Layout>;
}

export interface PlotlyApi {
  react(root: HTMLElement, data: Data[], layout?: Partial<Layout>, config?: Partial<Config>): Promise<unknown>;
  purge(root: HTMLElement): void;
}

/**
 * Plotly (several MB) is loaded when the first chart is drawn, never with the first page: Vite puts this
 * dynamic import in a chunk of its own.
 */
export function loadPlotly(): Promise<PlotlyApi> {
  return import('plotly.js-dist-min').then((module) => ((module as { default?: PlotlyApi }).default ?? module) as PlotlyApi);
}
