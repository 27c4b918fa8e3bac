import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AnalysisReport, ProjectDetail, type AnalysisReportRequest } from '@packlens/contracts';
import { currentLanguage } from '../i18n/i18n';
import { apiBlob, apiRequest } from './http';
import { fileNameFromDisposition, projectKey, type DownloadedFile } from './projects';

/**
 * The AI analysis report (issue 14; contract: contracts/src/api/analysis.ts): requested for chosen images of a
 * calculated project, answered at once as `running`, read again until `completed`.
 */
export const analysisKey = (projectId: string, analysisId: string) => ['analysis', projectId, analysisId] as const;

/** How often a running report is read again. */
export const analysisPollMs = 2000;

export type AnalysisImage = AnalysisReport['images'][number];

/** GET /api/projects/{id}/analysis_reports/{analysisId}, read again while it runs. */
export function useAnalysisReport(projectId: string, analysisId: string | undefined) {
  return useQuery({
    queryKey: analysisKey(projectId, analysisId ?? ''),
    queryFn: () => apiRequest(`/projects/${projectId}/analysis_reports/${analysisId}`, { schema: AnalysisReport }),
    enabled: analysisId !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? analysisPollMs : false),
  });
}

/** POST /api/projects/{id}/analysis_reports: charged 12,000 JPY once the report is asked for. */
export function useRequestAnalysis(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: AnalysisReportRequest) => apiRequest(`/projects/${projectId}/analysis_reports`, { method: 'POST', body: order, schema: AnalysisReport }),
    onSuccess: (report) => queryClient.setQueryData(analysisKey(projectId, report.analysis_id), report),
  });
}

/** POST /api/projects/{id}/analysis_reports/{analysisId}/modified_designs: a new evaluation project of a modified design, already calculating. */
export function useEvaluateModifiedDesign(projectId: string, analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { image_id: string; key: string }) =>
      apiRequest(`/projects/${projectId}/analysis_reports/${analysisId}/modified_designs`, { method: 'POST', body: choice, schema: ProjectDetail }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKey(project.id), project);
      void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
    },
  });
}

/** POST /api/projects/{id}/reports with type `analysis`: the report as a PDF in the interface language. */
export function useDownloadAnalysisPdf(projectId: string, analysisId: string) {
  return useMutation({
    mutationFn: async (): Promise<DownloadedFile> => {
      const { blob, headers } = await apiBlob(`/projects/${projectId}/reports`, {
        method: 'POST',
        body: { type: 'analysis', analysis_id: analysisId, language: currentLanguage() },
        accept: 'application/pdf',
      });
      return { blob, fileName: fileNameFromDisposition(headers.get('Content-Disposition')) ?? 'analysis.pdf' };
    },
  });
}
