import { modificationLabel, type Language } from '@packlens/contracts';
import type { TFunction } from 'i18next';
import type { AnalysisImage } from '../../api/analysis';
import { names } from '../projects/catalogue';

const fixed = (value: number, digits: number) => value.toFixed(digits);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;

/**
 * The written summary of one analysed image: sentences built only from what the engine measured (preference per
 * segment, the product name's contrast, letter height, legible distance and attention, the notices raised, the
 * best modification's predicted change). A number that was not measured is never written.
 */
export function summarySentences(image: AnalysisImage, t: TFunction, language: Language): string[] {
  const sentences: string[] = [];
  if (image.preference.length > 0) {
    const sorted = [...image.preference].sort((a, b) => b.value - a.value);
    const best = sorted[0];
    const worst = sorted[sorted.length - 1];
    sentences.push(
      t('analysis.sentences.best', {
        segment: names.segment(best.segment_id, language),
        value: fixed(best.value, 2),
        lowSegment: names.segment(worst.segment_id, language),
        lowValue: fixed(worst.value, 2),
      }),
    );
  }
  const name = image.product_name;
  if (name) {
    sentences.push(t('analysis.sentences.name', { ratio: fixed(name.contrast_ratio, 1), mm: fixed(name.letter_height_mm, 1), metres: fixed(name.legible_up_to_m, 1) }));
    sentences.push(t('analysis.sentences.attention', { share: fixed(name.attention_share * 100, 1), lift: fixed(name.attention_lift, 2) }));
  } else {
    sentences.push(t('analysis.sentences.noName'));
  }
  sentences.push(
    image.notices.length > 0
      ? t('analysis.sentences.notices', { count: image.notices.length, labels: [...new Set(image.notices.map((notice) => notice.label))].join(language === 'en' ? '; ' : '、') })
      : t('analysis.sentences.noNotices'),
  );
  const best = image.modified[0];
  sentences.push(best ? t('analysis.sentences.modified', { label: modificationLabel(best.key, language), delta: signed(best.mean_delta) }) : t('analysis.sentences.noModified'));
  return sentences;
}

export { signed as signedDelta };
