import { imageWordsFor, type SegmentId } from '@packlens/contracts';
import { segmentsOf, type RespondentProfile } from './respondent';

/** One respondent's answer about one image: a 1-5 rating and the image words they chose. */
export interface SurveyResponse {
  respondentId: string;
  profile: RespondentProfile;
  image: string;
  rating: number;
  /** Catalogue ids of the chosen image words. */
  words: number[];
}

/** What a segment said about one image: the targets the heads learn. */
export interface SegmentObservation {
  segmentId: SegmentId;
  /** Respondents behind the numbers. */
  n: number;
  mean: number;
  /** Sample standard deviation of the ratings. */
  sd: number;
  /** Share of respondents choosing each image word that applies to the image's category (word id -> 0..1). */
  wordRates: Record<number, number>;
}

/** An image of a survey data set: its bytes, content hash and category. */
export interface SurveyImage {
  /** Path inside the data set, e.g. `images/pack-0001.png`. */
  name: string;
  bytes: Uint8Array;
  imageHash: string;
  categoryId: number;
}

export interface SurveyDataset {
  images: SurveyImage[];
  /** Per image name, one observation per segment with at least two respondents. */
  observations: Map<string, SegmentObservation[]>;
  /** True for the simulated demo panel: models trained on it carry the demo-model flag. */
  demo: boolean;
  /** sha256 over the images' hashes and the canonical observations: names the training data of a model. */
  dataHash: string;
}

/** A segment needs at least this many respondents for a mean and a standard deviation. */
export const MIN_RESPONDENTS_PER_SEGMENT = 2;

/**
 * Folds one image's per-respondent answers into per-segment observations. Ratings outside 1-5 and words that
 * do not apply to the image's category are refused rather than silently dropped: they mean a broken file.
 */
export function aggregateResponses(responses: Iterable<SurveyResponse>, categoryId: number): SegmentObservation[] {
  const applicable = new Set(imageWordsFor(categoryId).map((w) => w.id));
  const tallies = new Map<SegmentId, { n: number; sum: number; sumSq: number; words: Map<number, number> }>();
  for (const response of responses) {
    if (!Number.isInteger(response.rating) || response.rating < 1 || response.rating > 5) {
      throw new Error(`respondent ${response.respondentId} rated ${response.image} ${response.rating}; ratings are integers 1-5`);
    }
    for (const word of response.words) {
      if (!applicable.has(word)) throw new Error(`respondent ${response.respondentId} chose image word ${word}, which does not apply to category ${categoryId}`);
    }
    for (const segmentId of segmentsOf(response.profile)) {
      let tally = tallies.get(segmentId);
      if (!tally) tallies.set(segmentId, (tally = { n: 0, sum: 0, sumSq: 0, words: new Map() }));
      tally.n++;
      tally.sum += response.rating;
      tally.sumSq += response.rating * response.rating;
      for (const word of response.words) tally.words.set(word, (tally.words.get(word) ?? 0) + 1);
    }
  }
  const out: SegmentObservation[] = [];
  for (const [segmentId, tally] of [...tallies].sort(([a], [b]) => a - b)) {
    if (tally.n < MIN_RESPONDENTS_PER_SEGMENT) continue;
    const mean = tally.sum / tally.n;
    const variance = Math.max(0, (tally.sumSq - tally.n * mean * mean) / (tally.n - 1));
    const wordRates: Record<number, number> = {};
    for (const word of [...applicable].sort((a, b) => a - b)) wordRates[word] = (tally.words.get(word) ?? 0) / tally.n;
    out.push({ segmentId, n: tally.n, mean, sd: Math.sqrt(variance), wordRates });
  }
  return out;
}
