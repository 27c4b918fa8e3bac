import type { TrainingRun } from '@packlens/contracts';

type SegmentFigures = NonNullable<TrainingRun['model']>['segments'][number];

/** A segment's held-out figures as the console reads them, from the engine's (or an event's) camel-case record. */
export function segmentFiguresOf(s: {
  segmentId: number;
  mae: number;
  pearson: number | null;
  spearman: number | null;
  spreadMae: number;
  wordMae: number | null;
  coverage?: number;
  wordTop3?: number;
}): SegmentFigures {
  return {
    segment_id: s.segmentId,
    mae: s.mae,
    pearson: finiteOrNull(s.pearson),
    spearman: finiteOrNull(s.spearman),
    spread_mae: s.spreadMae,
    word_mae: finiteOrNull(s.wordMae),
    coverage: finiteOrNull(s.coverage),
    word_top3: finiteOrNull(s.wordTop3),
  };
}

export const finiteOrNull = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
