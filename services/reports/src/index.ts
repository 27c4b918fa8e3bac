/**
 * PDF reports of evaluation results (issue 6): one HTML document per report type, built without a browser
 * (`buildReportDocument`), printed to PDF by headless Chromium (`ReportRenderer`). See README.md.
 */
export { buildReportDocument, reportPictures } from './document';
export { contentDisposition, reportFileName } from './file-name';
export { reportTitle } from './context';
export { reportMessages } from './messages';
export { loadPictures } from './pictures';
export { chromiumArgs, ReportRenderer, type ReportRendererOptions } from './renderer';
export {
  reportImageKey,
  reportTypes,
  type ReportAsset,
  type ReportAssets,
  type ReportContent,
  type ReportDocument,
  type ReportImageKind,
  type ReportImageRequest,
  type ReportImages,
  type ReportInput,
  type ReportType,
} from './types';
export { buildTextProjectDocument, type TextExportContent, type TextExportTurn } from './text-project';
export { analysisPictureUrls, analysisSummary, buildAnalysisDocument, loadAnalysisPictures, type AnalysisExportContent } from './analysis';
