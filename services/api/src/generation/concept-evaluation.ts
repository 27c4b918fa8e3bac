import { DomainError, type Language } from '@packlens/contracts';
import { assertServiceAllowed } from '../billing/service-gate';
import type { AuthContext, IdentityService, RequestInfo } from '../identity/identity-service';
import type { ProjectsService } from '../projects/projects-service';
import type { TextProjectsService } from './text-projects-service';

const conceptLanguageOf = (language: Language) => (language === 'zh-CN' ? 'zh' : language);

const labels: Record<Language, { insight: string; benefit: string; reason: string }> = {
  ja: { insight: 'インサイト', benefit: 'ベネフィット', reason: '根拠' },
  en: { insight: 'Insight', benefit: 'Benefit', reason: 'Reason to believe' },
  'zh-CN': { insight: '洞察', benefit: '利益点', reason: '支持理由' },
};

/**
 * One click from a generated concept to a package evaluation: a survey project named after the concept, with the
 * preference score and concept matching ordered and the concept entered, so its designs are matched against it.
 * Concept matching needs a monthly or ad hoc plan (section 6): refused before anything is created otherwise.
 */
export async function startEvaluationFromConcept(
  deps: { identity: IdentityService; projects: ProjectsService; texts: TextProjectsService },
  auth: AuthContext,
  input: { projectId: string; index: number; jobId?: string },
  info: RequestInfo,
): Promise<{ project_id: string }> {
  const language = info.language ?? 'ja';
  const source = await deps.texts.detail(auth, input.projectId, language);
  if (source.type !== 8) throw new DomainError('NOT_FOUND');
  const answers = source.turns.filter((turn) => turn.status === 'completed' && turn.concepts.length);
  const turn = input.jobId ? answers.find((candidate) => candidate.job_id === input.jobId) : answers.at(-1);
  if (!turn) throw new DomainError('NO_RESULTS');
  const concept = turn.concepts[input.index];
  if (!concept) throw new DomainError('NOT_FOUND');
  assertServiceAllowed('conceptMatching', await deps.identity.account(auth), language);
  const conceptLanguage = source.brief?.language ?? language;
  const l = labels[conceptLanguage];
  const text = [concept.title, `${l.insight}: ${concept.insight}`, `${l.benefit}: ${concept.benefit}`, `${l.reason}: ${concept.reason_to_believe}`].join('\n').slice(0, 2000);
  const created = await deps.projects.create(auth, { name: concept.title.slice(0, 100), type: 1, department: source.department }, info);
  await deps.projects.selectMenus(auth, created.id, ['preference_score', 'concept_matching'], info);
  await deps.projects.enterConcept(auth, created.id, { text, language: conceptLanguageOf(conceptLanguage) }, info);
  return { project_id: created.id };
}
