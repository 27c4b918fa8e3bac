import type { Language, PdfExportType, ProjectResults } from '@packlens/contracts';

/** The report types this package prints; the analysis report comes with the analysis feature. */
export type ReportType = Exclude<PdfExportType, 'analysis'>;
export const reportTypes: readonly ReportType[] = ['over_all', 'heatmap', 'image_word_line', 'image_word_scatter', 'variance', 'concept_matching', 'shelve'];

/** Which picture of an image: the upload as a browser shows it, the heat map over it, the heat map alone. */
export type ReportImageKind = 'preview' | 'overlay' | 'map';

export interface ReportAsset {
  bytes: Uint8Array;
  contentType: string;
}

/** Where the renderer reads pictures from (the blob store behind the API); undefined when there is none. */
export interface ReportAssets {
  image(imageId: string, kind: ReportImageKind): Promise<ReportAsset | undefined>;
}

/** What one report shows, without its pictures: everything the HTML is built from. */
export interface ReportContent {
  results: ProjectResults;
  type: ReportType;
  /** The segment the report shows (one segment per report; section 5). */
  segmentId: number;
  /** The scatter report's two image words: horizontal, then vertical axis. */
  wordIds?: readonly [number, number];
  language: Language;
  generatedAt: Date;
  /** Time zone of the printed date: the caller's client's country's (`timeZoneOf`); the operator's unless given. */
  timeZone?: string;
}

export interface ReportInput extends ReportContent {
  assets: ReportAssets;
}

/** One picture a report needs. */
export interface ReportImageRequest {
  imageId: string;
  kind: ReportImageKind;
}

/** Pictures as data: URIs, by {@link reportImageKey}; a missing picture prints as a placeholder. */
export type ReportImages = ReadonlyMap<string, string>;

export function reportImageKey(imageId: string, kind: ReportImageKind): string {
  return `${imageId}:${kind}`;
}

/** A report as Chromium prints it: the page, the running header and footer, the orientation. */
export interface ReportDocument {
  html: string;
  headerTemplate: string;
  footerTemplate: string;
  landscape: boolean;
}
