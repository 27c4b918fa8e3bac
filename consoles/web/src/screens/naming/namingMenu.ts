import { chatLimits, textModelCodes, type TextProjectDetail } from '@packlens/contracts';
import type { TextModelCode } from '../textProjects/ModelChoice';
import { namingKind, textStepPath } from '../textProjects/kinds';

export type NamingService = 'names' | 'catch_phrases';
export const namingServices: readonly NamingService[] = ['names', 'catch_phrases'];

/** The menu step's choice: names or catch-phrases, how many at a time, and the text model. */
export interface NamingMenu {
  service: NamingService;
  count: number;
  model: TextModelCode;
}

/** Section 9: names come 30, 50 or 100 at a time, catch-phrases 10, 20 or 30. */
export const countsOf = (service: NamingService): readonly number[] => (service === 'names' ? chatLimits.namingCounts : chatLimits.catchPhraseCounts);

const isService = (value: string | null | undefined): value is NamingService => (namingServices as readonly (string | null | undefined)[]).includes(value);
const isModel = (value: string | null | undefined): value is TextModelCode => (textModelCodes as readonly (string | null | undefined)[]).includes(value);

/** A choice with a count the service offers (its first one otherwise). */
export function withOfferedCount(service: NamingService, count: number, model: TextModelCode): NamingMenu {
  const counts = countsOf(service);
  return { service, count: counts.includes(count) ? count : counts[0], model };
}

/**
 * The choice the information step works with: the one the menu step passed in the URL, else the project's brief;
 * none before either (the menu comes first).
 */
export function namingMenuOf(search: URLSearchParams, brief: TextProjectDetail['brief']): NamingMenu | undefined {
  const fromBrief = brief && isService(brief.service) ? brief : undefined;
  const service = search.get('service');
  const model = search.get('model');
  const fallbackModel = fromBrief?.model_code ?? 'gpt_4o';
  if (isService(service)) return withOfferedCount(service, Number(search.get('count')), isModel(model) ? model : fallbackModel);
  return fromBrief && withOfferedCount(fromBrief.service as NamingService, fromBrief.count, fromBrief.model_code);
}

/** A step of a naming project carrying the menu's choice (the information step, or the menu to change it). */
export function namingStepPath(step: 'menu' | 'brief', projectId: string, menu: NamingMenu | undefined): string {
  const path = textStepPath(namingKind, step, projectId);
  if (!menu) return path;
  return `${path}&${new URLSearchParams({ service: menu.service, count: String(menu.count), model: menu.model })}`;
}
