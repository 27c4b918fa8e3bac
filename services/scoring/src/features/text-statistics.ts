import type { FloatMap } from '../image';
import { textRegions } from './text-regions';

export interface TextStatistics {
  /** Share of the image covered by text (detector probability > 0.3). */
  textArea: number;
  /** Number of separate text regions (lines or words) of at least 0.05 % of the image. */
  textRegionCount: number;
}

export function textStatistics(probability: FloatMap): TextStatistics {
  const { area, regions } = textRegions(probability);
  return { textArea: area / (probability.width * probability.height), textRegionCount: regions.length };
}
