import { reportContext } from './context';
import { reportDocument } from './layout';
import type { ReportBuilder } from './reports/builder';
import { conceptMatchingReport } from './reports/concept-matching';
import { heatmapReport } from './reports/heatmap';
import { imageWordLineReport } from './reports/image-word-line';
import { imageWordScatterReport } from './reports/image-word-scatter';
import { overAllReport } from './reports/over-all';
import { shelveReport } from './reports/shelve';
import { varianceReport } from './reports/variance';
import type { ReportContent, ReportDocument, ReportImageRequest, ReportImages, ReportType } from './types';

const builders: Record<ReportType, ReportBuilder> = {
  over_all: overAllReport,
  heatmap: heatmapReport,
  image_word_line: imageWordLineReport,
  image_word_scatter: imageWordScatterReport,
  variance: varianceReport,
  concept_matching: conceptMatchingReport,
  shelve: shelveReport,
};

/**
 * The pictures a report prints. Validates the content first, so a report that cannot be made fails here,
 * before any picture is read or a browser started (DomainError NO_RESULTS, HEATMAP_REQUIRED_FIRST, ...).
 */
export function reportPictures(content: ReportContent): ReportImageRequest[] {
  return builders[content.type].pictures(reportContext(content));
}

/** The report as HTML with its header and footer, pictures given as data: URIs. No browser, no I/O. */
export function buildReportDocument(content: ReportContent, pictures: ReportImages = new Map()): ReportDocument {
  const ctx = reportContext(content, pictures);
  return reportDocument(ctx, builders[content.type].body(ctx));
}
