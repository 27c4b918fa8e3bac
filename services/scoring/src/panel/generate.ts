import { aggregateResponses, type SegmentObservation, type SurveyResponse } from '../training/survey';
import type { DatasetContent } from '../training/dataset-writer';
import { drawDesign } from './design';
import { drawPack } from './draw';
import { recruitPanel, surveyPack } from './survey';
import type { PanelTaste } from './taste';

export interface DemoPanelOptions {
  seed?: number;
  /** Number of packs; a smaller panel is the first `images` packs of the full one (same seed). */
  images?: number;
  /** Respondents per gender x decade cell. */
  perCell?: number;
  /** Keep every respondent's answer (responses.csv) instead of per-segment results (segments.csv). */
  respondents?: boolean;
  /** The panel's taste: the demo one (default) or its mirror image, a second panel of a different taste for tests. */
  taste?: PanelTaste;
}

export const DEMO_PANEL_DEFAULTS = { seed: 20261121, images: 1000, perCell: 800 } as const;

/**
 * The simulated demo panel as a survey data set: drawn packs, and what a panel of 8 x perCell respondents
 * said about each. With 800 per cell the smallest segments (gender x decade) rest on 800 ratings per pack.
 */
export async function generateDemoPanel(options: DemoPanelOptions = {}): Promise<DatasetContent> {
  const seed = options.seed ?? DEMO_PANEL_DEFAULTS.seed;
  const count = options.images ?? DEMO_PANEL_DEFAULTS.images;
  const perCell = options.perCell ?? DEMO_PANEL_DEFAULTS.perCell;
  const panel = recruitPanel({ seed, perCell });
  const images: DatasetContent['images'] = [];
  const observations = new Map<string, SegmentObservation[]>();
  const responses: SurveyResponse[] = [];
  const batch = 16;
  for (let start = 0; start < count; start += batch) {
    const designs = Array.from({ length: Math.min(batch, count - start) }, (_, k) => drawDesign(seed, start + k));
    // sharp renders on its own thread pool; a batch at a time keeps both cores busy without a memory spike.
    const drawn = await Promise.all(designs.map((design) => drawPack(design)));
    designs.forEach((design, k) => {
      const name = `images/pack-${String(design.index + 1).padStart(4, '0')}.png`;
      images.push({ name, bytes: new Uint8Array(drawn[k]), categoryId: design.categoryId });
      const answers = surveyPack(design, name, panel, seed, options.taste);
      if (options.respondents) responses.push(...answers);
      else observations.set(name, aggregateResponses(answers, design.categoryId));
    });
  }
  return {
    images,
    meta: {
      name: `Packlens ${options.taste === 'contrary' ? 'contrary' : 'demo'} panel (seed ${seed}, ${count} packs, ${perCell * 8} respondents)`,
      demo: true,
      description:
        'Simulated: packs drawn by services/scoring/src/panel, rated by a simulated panel whose taste is documented in ' +
        'services/scoring/README.md. Not consumer data; models trained on it are demo models.',
    },
    ...(options.respondents ? { responses } : { observations }),
  };
}
