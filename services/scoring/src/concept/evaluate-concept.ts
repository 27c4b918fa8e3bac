import { imageWordById, overallSegmentId, type SegmentId } from '@packlens/contracts';
import type { ImageFeatures } from '../features';
import { evaluateImages } from '../heads/evaluate-images';
import { typicalWordLogits } from '../heads/segment-heads';
import type { SegmentModel } from '../models/model-version';
import { matchConcept, type ConceptLevel, type ConceptMatch, type DesignWordProfile } from './concept-match';
import type { ConceptRefiner, Refinement } from './llm-refiner';
import type { ColourProfile } from './pack-colours';
import type { ConceptLanguage } from './tokenize';

export interface ConceptEvaluation {
  imageHash: string;
  modelVersion: string;
  demoModel: boolean;
  segmentId: SegmentId;
  language: ConceptLanguage;
  /** The final level: the lexicon result, or the language model's refinement of it where one ran. */
  level: ConceptLevel;
  match: ConceptMatch;
  packText: string | null;
  refinement?: Refinement;
  /** Why a configured refiner gave no answer; the lexicon result stands. */
  refinementError?: string;
}

export interface ConceptRequest {
  model: SegmentModel;
  features: Pick<ImageFeatures, 'imageHash' | 'embedding' | 'design'>;
  categoryId: number;
  segmentId?: SegmentId;
  concept: string;
  language: ConceptLanguage;
  packText?: string | null;
  /** The design's named colours (`colourProfile` of the image). */
  colours?: ColourProfile;
  /** The design's elongation (`packElongation` of the image). */
  elongation?: number | null;
  refiner?: ConceptRefiner;
}

/** The image words a design evokes for a segment, beside each word's typical level: one side of concept matching. */
export function designWordProfile(model: SegmentModel, features: ConceptRequest['features'], categoryId: number, segmentId: SegmentId) {
  const [evaluation] = evaluateImages(model, [{ image: '', categoryId, features }], [segmentId]);
  const words = evaluation.segments[0].imageWords;
  const profile: DesignWordProfile = { probability: new Map(words.map((w) => [w.wordId, w.probability])), typicalLogit: typicalWordLogits(model.heads, segmentId) };
  return { evaluation, words, profile };
}

/** Concept matching of one design: predicted image words vs the concept's words, plus the pack's text. */
export async function evaluateConcept(request: ConceptRequest): Promise<ConceptEvaluation> {
  const segmentId = request.segmentId ?? overallSegmentId;
  const { evaluation, words, profile } = designWordProfile(request.model, request.features, request.categoryId, segmentId);
  const match = await matchConcept({ concept: request.concept, language: request.language, packText: request.packText, colours: request.colours, elongation: request.elongation, design: profile });
  const result: ConceptEvaluation = {
    imageHash: evaluation.imageHash,
    modelVersion: evaluation.modelVersion,
    demoModel: evaluation.demoModel,
    segmentId,
    language: request.language,
    level: match.level,
    match,
    packText: request.packText ?? null,
  };
  if (request.refiner) {
    try {
      result.refinement = await request.refiner.refine({
        concept: request.concept,
        language: request.language,
        designWords: [...words]
          .sort((a, b) => b.probability - a.probability)
          .map((w) => ({ word: imageWordById(w.wordId)?.name[request.language === 'zh' ? 'zh-CN' : request.language] ?? String(w.wordId), probability: w.probability })),
        packText: request.packText ?? null,
        baseline: match,
      });
      result.level = result.refinement.level;
    } catch (error) {
      result.refinementError = error instanceof Error ? error.message : String(error);
    }
  }
  return result;
}
