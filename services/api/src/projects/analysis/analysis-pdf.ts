import { DomainError, type Language } from '@packlens/contracts';
import { analysisPictureUrls, buildAnalysisDocument, loadAnalysisPictures, reportFileName, type ReportRenderer } from '@packlens/reports';
import type { AppDeps } from '../../app/deps';
import { callerTimeZone } from '../../identity/client-account';
import type { AuthContext } from '../../identity/identity-service';
import type { ProjectsService } from '../projects-service';
import type { AnalysisService } from './analysis-service';

/** The stored file a signed link of the report names (`/api/files/<token>`), read from the blob store. */
async function linkedBytes(deps: AppDeps, projects: ProjectsService, url: string): Promise<Uint8Array | undefined> {
  const link = projects.links.open(url.slice(url.lastIndexOf('/') + 1));
  return link && deps.blobs ? ((await deps.blobs.get(link.blobKey)) ?? undefined) : undefined;
}

/**
 * POST /api/projects/{id}/reports with type `analysis` (issue 14): the AI analysis report as the caller would read it
 * (same owner checks, in the report's language), printed with its attribution maps, diagnostics, notices and modified
 * designs. A report still running is refused with ANALYSIS_NOT_READY.
 */
export async function analysisPdf(
  deps: AppDeps & { printer: Pick<ReportRenderer, 'print'> },
  projects: ProjectsService,
  analysis: AnalysisService,
  auth: AuthContext,
  projectId: string,
  analysisId: string,
  language: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const report = await analysis.report(auth, projectId, analysisId, language);
  if (report.status !== 'completed') throw new DomainError('ANALYSIS_NOT_READY');
  const project = await projects.detail(auth, projectId, language);
  const previews = new Map(project.images.map((image) => [image.id, image.preview_url]));
  const [pictures, originals] = await Promise.all([
    loadAnalysisPictures(analysisPictureUrls(report), (url) => linkedBytes(deps, projects, url)),
    loadAnalysisPictures(
      report.images.map((image) => image.image_id),
      async (imageId) => {
        const preview = previews.get(imageId);
        return preview ? linkedBytes(deps, projects, preview) : undefined;
      },
    ),
  ]);
  const generatedAt = deps.clock();
  const timeZone = await callerTimeZone(deps.pool, auth);
  const pdf = await deps.printer.print(buildAnalysisDocument({ projectName: project.name, report, pictures, originals, language, generatedAt, timeZone }));
  const named = { results: { project: { name: project.name } }, type: 'analysis', generatedAt, timeZone } as unknown as Parameters<typeof reportFileName>[0];
  return { pdf, fileName: reportFileName(named) };
}
