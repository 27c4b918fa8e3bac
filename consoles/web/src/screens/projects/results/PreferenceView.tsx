import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProjectResults } from '@packlens/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from './Chart';
import { imageLabels, inOrder, preferenceFigure, spreadFigure, type SegmentResult } from './figures';
import { ImageCell, imagesById } from './ViewSection';

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

/** Final score, rank and order per image, with the standard value and the difference when a mode is chosen. */
export function PreferenceView({ results, segment }: { results: ProjectResults; segment: SegmentResult }) {
  const { t } = useTranslation();
  const images = imagesById(results);
  const withStandard = results.project.standard_value.mode !== 0 && segment.standard_value !== null;
  const withNorm = segment.scores.some((row) => row.norm_percentile !== null);
  const figure = useMemo(
    () => preferenceFigure(segment, imageLabels(results), { score: t('projects.results.finalScore'), standard: t('projects.results.standardValue') }),
    [segment, results, t],
  );
  const rows = inOrder(segment);
  return (
    <Stack spacing={3}>
      <TableContainer>
        <Table size="small" data-testid="preference-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('projects.results.image')}</TableCell>
              <TableCell align="right">{t('projects.results.finalScore')}</TableCell>
              <TableCell align="right">{t('projects.results.rank')}</TableCell>
              <TableCell align="right">{t('projects.results.order')}</TableCell>
              {withStandard && <TableCell align="right">{t('projects.results.standardValue')}</TableCell>}
              {withStandard && <TableCell align="right">{t('projects.results.difference')}</TableCell>}
              {withNorm && <TableCell align="right">{t('projects.results.normPercentile')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.image_id} data-testid="preference-row" data-image-id={row.image_id} data-rank={row.rank} data-score={row.final_score}>
                <TableCell>
                  <ImageCell image={images.get(row.image_id)} />
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1.05rem' }} data-testid="preference-score">
                  {row.final_score.toFixed(2)}
                </TableCell>
                <TableCell align="right" data-testid="preference-rank">
                  {row.rank}
                </TableCell>
                <TableCell align="right">{row.order}</TableCell>
                {withStandard && <TableCell align="right">{segment.standard_value?.toFixed(2)}</TableCell>}
                {withStandard && (
                  <TableCell align="right" sx={{ color: (row.standard_diff ?? 0) >= 0 ? 'success.dark' : 'error.main' }} data-testid="preference-diff">
                    {row.standard_diff === null ? '—' : signed(row.standard_diff)}
                  </TableCell>
                )}
                {withNorm && (
                  <TableCell align="right" data-testid="preference-norm-percentile">
                    {row.norm_percentile === null ? '—' : t('projects.results.normPercentileValue', { percent: row.norm_percentile })}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {segment.norm && (
        <Typography variant="body2" color="text.secondary" data-testid="preference-norm">
          {t('projects.results.normCaption', {
            images: segment.norm.images,
            dataSets: segment.norm.data_sets,
            p25: segment.norm.quantiles.p25.toFixed(2),
            p50: segment.norm.quantiles.p50.toFixed(2),
            p75: segment.norm.quantiles.p75.toFixed(2),
          })}
          {segment.norm.simulated && ` ${t('projects.results.normSimulated')}`}
        </Typography>
      )}
      <Chart figure={figure} testId="preference-chart" />
    </Stack>
  );
}

/** The spread of preference (standard deviation) per image, as a table and bars with ±1 SD. */
export function SpreadView({ results, segment }: { results: ProjectResults; segment: SegmentResult }) {
  const { t } = useTranslation();
  const images = imagesById(results);
  const figure = useMemo(
    () => spreadFigure(segment, imageLabels(results), { score: t('projects.results.finalScore'), sd: t('projects.results.sd') }),
    [segment, results, t],
  );
  const rows = inOrder(segment);
  return (
    <Stack spacing={3}>
      <TableContainer>
        <Table size="small" data-testid="spread-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('projects.results.image')}</TableCell>
              <TableCell align="right">{t('projects.results.finalScore')}</TableCell>
              <TableCell align="right">{t('projects.results.sd')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.image_id} data-testid="spread-row" data-image-id={row.image_id} data-sd={row.sd}>
                <TableCell>
                  <ImageCell image={images.get(row.image_id)} size={40} />
                </TableCell>
                <TableCell align="right">{row.final_score.toFixed(2)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {row.sd.toFixed(2)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Chart figure={figure} testId="spread-chart" />
    </Stack>
  );
}
