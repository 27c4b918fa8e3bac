import { imageWordsFor } from '@packlens/contracts';
import type { RespondentProfile } from '../training/respondent';
import type { SurveyResponse } from '../training/survey';
import type { PackDesign } from './design';
import { childSeed, seededRandom } from './random';
import { designAttributes, tasteMean, tasteSpread, wordChoiceProbability, type PanelTaste } from './taste';

/** A simulated respondent: a profile plus a personal leniency that shifts all their ratings alike. */
export interface PanelMember {
  id: string;
  profile: RespondentProfile;
  leniency: number;
}

export interface PanelOptions {
  seed: number;
  /** Respondents per gender x decade cell (8 cells: male/female x 20s-50s). */
  perCell: number;
  /** Share of each cell who use the category (segment 4). */
  categoryUserShare?: number;
}

/** The same seed and size always give the same people. */
export function recruitPanel({ seed, perCell, categoryUserShare = 0.3 }: PanelOptions): PanelMember[] {
  const random = seededRandom(childSeed(seed, 2));
  const members: PanelMember[] = [];
  for (const gender of ['male', 'female'] as const) {
    for (const decade of [2, 3, 4, 5]) {
      for (let k = 0; k < perCell; k++) {
        members.push({
          id: `${gender[0]}${decade}0-${String(k + 1).padStart(4, '0')}`,
          profile: { gender, age: decade * 10 + random.int(0, 9), categoryUser: k < Math.round(perCell * categoryUserShare) },
          leniency: random.normal() * 0.2,
        });
      }
    }
  }
  return members;
}

/**
 * Every panel member rates the pack and picks the image words that fit it. A rating is the member's taste
 * plus leniency plus Gaussian noise with the design's spread, rounded and clipped to 1-5; each word is chosen
 * independently with the probability the taste model gives.
 */
export function surveyPack(design: PackDesign, image: string, panel: readonly PanelMember[], seed: number, taste: PanelTaste = 'demo'): SurveyResponse[] {
  const random = seededRandom(childSeed(seed, 3, design.index));
  const attributes = designAttributes(design);
  const words = imageWordsFor(design.categoryId).map((w) => w.id);
  // Taste depends on the group only (gender, decade, category use), so it is worked out once per group.
  const groups = new Map<string, { mean: number; spread: number; wordProbabilities: number[] }>();
  const groupOf = (profile: RespondentProfile) => {
    const key = `${profile.gender}-${Math.floor(profile.age / 10)}-${profile.categoryUser}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        mean: tasteMean(attributes, profile, design.food, taste),
        spread: tasteSpread(attributes, profile),
        wordProbabilities: words.map((word) => wordChoiceProbability(word, attributes, profile)),
      };
      groups.set(key, group);
    }
    return group;
  };
  return panel.map((member) => {
    const group = groupOf(member.profile);
    const latent = group.mean + member.leniency + group.spread * random.normal();
    const chosen = words.filter((_, w) => random.next() < group.wordProbabilities[w]);
    return { respondentId: member.id, profile: member.profile, image, rating: Math.min(5, Math.max(1, Math.round(latent))), words: chosen };
  });
}
