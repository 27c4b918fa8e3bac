import { chartScales } from '@packlens/contracts';
import { ticksFor, type Bar } from '../charts';
import type { ReportContext } from '../context';
import { formatScore } from '../format';

/** One bar per scored image in project order, coloured and marked like every other chart of the report. */
export function scoreBars(ctx: ReportContext, withSpread = false): Bar[] {
  return ctx.images
    .filter((image) => image.score)
    .map((image) => ({
      label: `${image.number}. ${image.name}`,
      value: image.score!.final_score,
      colour: image.colour,
      error: withSpread ? image.score!.sd : undefined,
    }));
}

/** The segment's standard value as a line across the score chart, when the project has one. */
export function standardReference(ctx: ReportContext): { value: number; label: string } | undefined {
  const value = ctx.segment?.standard_value;
  return value == null ? undefined : { value, label: `${ctx.t('standardValue')} ${formatScore(value)}` };
}

/** The rating scale as a score chart's axis: 1 to 5, a tick at each whole point. */
export const preferenceAxis = { ...chartScales.preference, ticks: ticksFor(chartScales.preference.min, chartScales.preference.max, 4) };
