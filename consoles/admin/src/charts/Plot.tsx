import { Box, Typography } from '@mui/material';
import type { Data, Layout } from 'plotly.js-dist-min';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

interface PlotlyApi {
  react(root: HTMLElement, data: Data[], layout?: Partial<Layout>, config?: object): Promise<unknown>;
  purge(root: HTMLElement): void;
}

/** Plotly (several MB) is loaded with the first chart, in a chunk of its own, never with the console's first page. */
const loadPlotly = (): Promise<PlotlyApi> => import('plotly.js-dist-min').then((module) => ((module as { default?: PlotlyApi }).default ?? module) as PlotlyApi);

/** A Plotly chart drawn once Plotly has loaded; `data-drawn` says when it is on screen. */
export const Plot = ({ data, layout, testId, height = 380 }: { data: Data[]; layout: Partial<Layout>; testId: string; height?: number }) => {
  const translate = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const node = root.current;
    let current = true;
    void loadPlotly().then(async (plotly) => {
      if (!current || !node) return;
      await plotly.react(node, data, { height, autosize: true, margin: { l: 56, r: 16, t: 16, b: 48 }, paper_bgcolor: 'rgba(0,0,0,0)', ...layout }, { displaylogo: false, responsive: true });
      if (current) setDrawn(true);
    });
    return () => {
      current = false;
    };
  }, [data, layout, height]);

  useEffect(() => {
    const node = root.current;
    return () => {
      if (node) void loadPlotly().then((plotly) => plotly.purge(node));
    };
  }, []);

  return (
    <Box sx={{ position: 'relative', width: '100%', minHeight: height }}>
      {!drawn && (
        <Typography variant="body2" color="text.secondary" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          {translate('resources.training_runs.chart_loading')}
        </Typography>
      )}
      <Box ref={root} data-testid={testId} data-drawn={drawn} sx={{ width: '100%' }} />
    </Box>
  );
};
