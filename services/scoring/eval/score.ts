import type { FloatMap } from '../src/image';
import { fixationDensity, scoreMap, type Fixation, type SaliencyScores } from '../src/heatmap/metrics';

/** Gaussian of the benchmark's fixation density at 800x600 (about one degree of visual angle). */
export const DENSITY_SIGMA = 26;

export const METRICS = ['aucJudd', 'shuffledAuc', 'nss', 'cc', 'sim', 'kld'] as const satisfies readonly (keyof SaliencyScores)[];

/** Scores maps over a set of images; densities and shuffled-AUC negatives are prepared once per image. */
export class Scorer {
  private readonly densities = new Map<number, FloatMap>();

  constructor(
    private readonly ids: readonly number[],
    private readonly fixations: Map<number, Fixation[]>,
    private readonly width: number,
    private readonly height: number,
    /** The fixation map of an image; default: its fixations blurred by DENSITY_SIGMA px at width x height. */
    private readonly densityOf: (id: number) => FloatMap = (id) => fixationDensity(this.fixations.get(id) ?? [], this.width, this.height, DENSITY_SIGMA),
  ) {}

  /** Mean of each metric over the images; `mapOf` gives the saliency map at width x height. */
  async mean(mapOf: (id: number) => FloatMap | Promise<FloatMap>): Promise<SaliencyScores> {
    const sums = Object.fromEntries(METRICS.map((m) => [m, 0])) as Record<keyof SaliencyScores, number>;
    for (const id of this.ids) {
      const fix = this.fixations.get(id) ?? [];
      const scores = scoreMap(await mapOf(id), fix, this.negatives(id), this.density(id));
      for (const m of METRICS) sums[m] += scores[m];
    }
    for (const m of METRICS) sums[m] /= this.ids.length;
    return sums;
  }

  private density(id: number): FloatMap {
    let d = this.densities.get(id);
    if (!d) this.densities.set(id, (d = this.densityOf(id)));
    return d;
  }

  /** Shuffled-AUC negatives: the fixations of every other image of the same set. */
  private negatives(id: number): Fixation[] {
    return this.ids.filter((o) => o !== id).flatMap((o) => this.fixations.get(o) ?? []);
  }
}
