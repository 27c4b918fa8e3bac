import { z } from 'zod';
import type { Language, LocalizedText } from '../language';
import { localized } from './localized';

/**
 * Respondent segments a preference score is calculated for (product description, section 3).
 *
 * Id 9 appears once, in a note listing ids 1-3, 5-9, 25-28 and 35-38, but its meaning is not shown.
 * It is deliberately left out rather than guessed; add it here when its meaning is known.
 */
export interface Segment {
  id: number;
  /** Japanese text, the text the original screens show by default. */
  text: string;
  texts: LocalizedText;
  /** Short label for chips and chart legends. */
  shortText: LocalizedText;
  /** Label for result tables; long labels are cut with {@link truncateTableText}. */
  tableText: LocalizedText;
  cssClass: string;
  /** Shown among the selectable segments. The description names no hidden segment, so all are shown. */
  isDisplay: boolean;
  /** Offered in result filters. */
  isDisplayFilter: boolean;
  /** Background colour of the segment's series in charts. */
  chartBackgroundColor: string;
}

type SegmentRow = [id: number, texts: LocalizedText, shortText: LocalizedText, cssClass: string, colour: string];

const ageBands = [
  [20, '20代', '20s', '20-29岁'],
  [30, '30代', '30s', '30-39岁'],
  [40, '40代', '40s', '40-49岁'],
  [50, '50代', '50s', '50-59岁'],
] as const;

/** Ages are 5-8, male ages 25-28, female ages 35-38: the tens digit names the gender, the units the decade. */
function ageRows(base: number, gender: LocalizedText | null, short: LocalizedText, css: string, colours: readonly string[]): SegmentRow[] {
  return ageBands.map(([decade, ja, en, zh], index) => {
    const age = localized(ja, en, zh);
    const id = base + index;
    const texts = gender ? localized(`${gender.ja}${ja}`, `${gender.en} ${en}`, `${gender['zh-CN']}${zh}`) : age;
    const shortText = localized(`${short.ja}${ja}`, `${short.en}${en}`, `${short['zh-CN']}${zh}`);
    return [id, texts, shortText, `${css}-${decade}s`, colours[index]];
  });
}

const rows: SegmentRow[] = [
  [1, localized('全体', 'Overall', '整体'), localized('全体', 'All', '整体'), 'segment-overall', '#4b5563'],
  [2, localized('男性', 'Male', '男性'), localized('男', 'M', '男'), 'segment-male', '#2563eb'],
  [3, localized('女性', 'Female', '女性'), localized('女', 'F', '女'), 'segment-female', '#dc2626'],
  [4, localized('カテゴリーユーザー', 'Category users', '品类用户'), localized('カテゴリー', 'Cat.', '品类'), 'segment-category-user', '#16a34a'],
  ...ageRows(5, null, localized('', '', ''), 'segment-age', ['#f59e0b', '#d97706', '#b45309', '#92400e']),
  ...ageRows(25, localized('男性', 'Male', '男性'), localized('男', 'M', '男'), 'segment-male', ['#93c5fd', '#60a5fa', '#3b82f6', '#1d4ed8']),
  ...ageRows(35, localized('女性', 'Female', '女性'), localized('女', 'F', '女'), 'segment-female', ['#fca5a5', '#f87171', '#ef4444', '#b91c1c']),
];

export const segments: readonly Segment[] = rows.map(([id, texts, shortText, cssClass, colour]) => ({
  id,
  text: texts.ja,
  texts,
  shortText,
  // The description names a separate table text but shows none that differs from the full text.
  tableText: texts,
  cssClass,
  isDisplay: true,
  isDisplayFilter: true,
  chartBackgroundColor: colour,
}));

export const segmentIds = [1, 2, 3, 4, 5, 6, 7, 8, 25, 26, 27, 28, 35, 36, 37, 38] as const;
export const SegmentId = z.literal(segmentIds);
export type SegmentId = (typeof segmentIds)[number];

/** The overall segment, always part of a result. */
export const overallSegmentId: SegmentId = 1;
/** At most 6 segments are calculated per project (sections 5 and 9). */
export const maxSegmentsPerProject = 6;
/** The summary report (report-all) shows one segment when the same image is displayed. */
export const summaryReportSegments = 1;
/** Table texts longer than this are cut and end with an ellipsis (section 9). */
export const tableTextMaxLength = 50;

/** The segments chosen for one project: distinct known ids, at least one and at most six. */
export const SegmentSelection = z
  .array(SegmentId)
  .min(1, { error: 'VALIDATION_FAILED' })
  .max(maxSegmentsPerProject, { error: 'SEGMENT_LIMIT_PER_PROJECT' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'VALIDATION_FAILED' });

const byId = new Map(segments.map((segment) => [segment.id, segment]));

export function segmentById(id: number): Segment | undefined {
  return byId.get(id);
}

export function isSegmentId(id: number): id is SegmentId {
  return byId.has(id);
}

/** The segment's label in `language` for result tables, cut to {@link tableTextMaxLength}. */
export function segmentTableText(segment: Segment, language: Language): string {
  return truncateTableText(segment.tableText[language]);
}

/** Cuts `text` to `max` characters (code points, so no emoji or rare kanji is split) and adds an ellipsis. */
export function truncateTableText(text: string, max = tableTextMaxLength): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}
