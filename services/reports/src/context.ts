import {
  DomainError,
  imageChartColour,
  imageWordById,
  menuItems,
  segmentById,
  type Language,
  type ProjectResults,
} from '@packlens/contracts';
import { message, type ReportMessage } from './messages';
import type { ReportContent, ReportImageKind, ReportImages, ReportType } from './types';
import { reportImageKey } from './types';

type SegmentResults = ProjectResults['segments'][number];
type PreferenceRow = SegmentResults['scores'][number];
type HeatmapResult = ProjectResults['heatmaps'][number];
type ConceptResult = ProjectResults['concept'][number];
type ShelfRegion = ProjectResults['project']['images'][number]['regions'][number];

/** One image of the project with everything the chosen segment and the other results say about it. */
export interface ReportImage {
  id: string;
  /** 1-based position in the project (upload order): the number charts mark the image with. */
  number: number;
  name: string;
  colour: string;
  width: number | null;
  height: number | null;
  score?: PreferenceRow;
  words: readonly { word_id: number; probability: number }[];
  heatmap?: HeatmapResult;
  concept?: ConceptResult;
  regions: readonly ShelfRegion[];
}

/** A validated report: the content plus what every report type reads from it. */
export interface ReportContext {
  content: ReportContent;
  language: Language;
  results: ProjectResults;
  /** Absent for projects without segments (shelf evaluation), whose reports name none. */
  segmentName?: string;
  segment?: SegmentResults;
  images: readonly ReportImage[];
  demo: boolean;
  title: string;
  t(key: ReportMessage, params?: Record<string, string | number>): string;
  picture(imageId: string, kind: ReportImageKind): string | undefined;
}

const scoreTypes: readonly ReportType[] = ['over_all', 'image_word_line', 'image_word_scatter', 'variance'];

/**
 * Checks that the results can make the report and gathers what it shows. Throws the catalogue's errors:
 * NO_RESULTS when nothing (or nothing the report needs) was calculated, HEATMAP_REQUIRED_FIRST for heat-map
 * reports without heat maps, SCATTER_TWO_WORDS_REQUIRED when the scatter report lacks two distinct words.
 */
export function reportContext(content: ReportContent, pictures: ReportImages = new Map()): ReportContext {
  const { results, type, language } = content;
  const calculated = results.segments.some((s) => s.scores.length > 0) || results.heatmaps.length > 0 || results.concept.length > 0;
  if (!calculated) throw new DomainError('NO_RESULTS');
  const segment = results.segments.find((s) => s.segment_id === content.segmentId);
  if (scoreTypes.includes(type) && !segment?.scores.length) throw new DomainError('NO_RESULTS');
  if ((type === 'heatmap' || type === 'shelve') && results.heatmaps.length === 0) throw new DomainError('HEATMAP_REQUIRED_FIRST');
  if (type === 'concept_matching' && results.concept.length === 0) throw new DomainError('NO_RESULTS');
  if (type === 'image_word_line' || type === 'image_word_scatter') {
    if (!segment?.image_words.some((row) => row.words.length > 0)) throw new DomainError('NO_RESULTS');
  }
  if (type === 'image_word_scatter') {
    const ids = content.wordIds ?? [];
    if (ids.length !== 2 || ids[0] === ids[1] || !ids.every((id) => imageWordById(id))) throw new DomainError('SCATTER_TWO_WORDS_REQUIRED');
  }

  const images = [...results.project.images].map((image, index): ReportImage => ({
    id: image.id,
    number: index + 1,
    name: image.name,
    colour: imageChartColour(index),
    width: image.width,
    height: image.height,
    score: segment?.scores.find((row) => row.image_id === image.id),
    words: segment?.image_words.find((row) => row.image_id === image.id)?.words ?? [],
    heatmap: results.heatmaps.find((h) => h.image_id === image.id),
    concept: results.concept.find((c) => c.image_id === image.id),
    regions: image.regions,
  }));

  return {
    content,
    language,
    results,
    segmentName: results.segments.length ? (segmentById(content.segmentId)?.texts[language] ?? String(content.segmentId)) : undefined,
    segment,
    images,
    demo: results.model?.demo === true,
    title: reportTitle(type, language),
    t: (key, params) => message(key, language, params),
    picture: (imageId, kind) => pictures.get(reportImageKey(imageId, kind)),
  };
}

/** The summary report has a title of its own; every other report is titled with its menu's result text. */
export function reportTitle(type: ReportType, language: Language): string {
  if (type === 'over_all') return message('summaryTitle', language);
  const menu = menuItems.find((m) => m.pdfExportType === type);
  return menu ? menu.resultText[language] : type;
}

