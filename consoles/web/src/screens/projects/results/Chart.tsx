import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fontStackFor } from '../../../theme/fonts';
import { useLanguage } from '../catalogue';
import { loadPlotly, type Figure } from './plotly';

/** Draws a figure with Plotly once Plotly has loaded; axis and legend texts use the interface language's fonts. */
export function Chart({ figure, testId, height = 360 }: { figure: Figure; testId: string; height?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const root = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const node = root.current;
    let current = true;
    void loadPlotly().then(async (plotly) => {
      if (!current || !node) return;
      await plotly.react(
        node,
        figure.data,
        {
          height,
          autosize: true,
          paper_bgcolor: 'rgba(0,0,0,0)',
          plot_bgcolor: '#ffffff',
          ...figure.layout,
          margin: { l: 64, r: 24, t: 24, b: 96, ...figure.layout.margin },
          font: { family: fontStackFor(language), size: 12, color: '#1c2733' },
        },
        { displaylogo: false, responsive: true, modeBarButtonsToRemove: ['select2d', 'lasso2d'] },
      );
      if (current) setDrawn(true);
    });
    return () => {
      current = false;
    };
  }, [figure, height, language]);

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
          {t('projects.results.chartLoading')}
        </Typography>
      )}
      <Box ref={root} data-testid={testId} data-drawn={drawn} sx={{ width: '100%' }} />
    </Box>
  );
}
