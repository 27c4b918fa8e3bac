import { DomainError, imageQuotaRefusal, quotaWithin, type ImageQuotaEvent, type PlanCatalogue } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

/**
 * A client's image quota (`image-quota-<clientId>`): images counted when a calculation is accepted, given back
 * when an image's calculation fails. One stream per client, so two calculations started at once cannot both
 * take the last images.
 */
export interface ImageQuotaState {
  used: number;
  /** calculationId -> images it counted and images already given back. */
  calculations: Record<string, { imageIds: string[]; refunded: string[] }>;
}

export type ImageQuotaCommand =
  | {
      type: 'UseImages';
      clientId: string;
      projectId: string;
      calculationId: string;
      imageIds: string[];
      /** The limit in force (plan, client and country settings resolved) and the plan; `used` comes from this stream. */
      limits: { limit: number | null; expiresAt: Date | string | null; planId: number | null; catalogue?: PlanCatalogue };
      now: string;
    }
  | { type: 'RefundImage'; clientId: string; projectId: string; calculationId: string; imageId: string; now: string };

export const imageQuotaDecider: Decider<ImageQuotaState, ImageQuotaCommand, ImageQuotaEvent> = {
  initialState: () => ({ used: 0, calculations: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ImageQuotaUsed':
        return {
          used: state.used + event.data.imageIds.length,
          calculations: { ...state.calculations, [event.data.calculationId]: { imageIds: event.data.imageIds, refunded: [] } },
        };
      case 'ImageQuotaRefunded': {
        const calculation = state.calculations[event.data.calculationId];
        if (!calculation) return state;
        return {
          used: Math.max(0, state.used - 1),
          calculations: { ...state.calculations, [event.data.calculationId]: { ...calculation, refunded: [...calculation.refunded, event.data.imageId] } },
        };
      }
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'UseImages': {
        // The same calculation is counted once, however often its request is retried.
        if (state.calculations[command.calculationId]) return [];
        const { limit, expiresAt, planId, catalogue } = command.limits;
        const quota = quotaWithin(limit, state.used, expiresAt, new Date(command.now));
        const refusal = imageQuotaRefusal(quota, planId, command.imageIds.length, catalogue);
        if (refusal) throw new DomainError(refusal.code, refusal.params);
        return {
          type: 'ImageQuotaUsed',
          data: { clientId: command.clientId, projectId: command.projectId, calculationId: command.calculationId, imageIds: command.imageIds, at: command.now },
        };
      }
      case 'RefundImage': {
        const calculation = state.calculations[command.calculationId];
        // Only an image this calculation counted, and only once.
        if (!calculation?.imageIds.includes(command.imageId) || calculation.refunded.includes(command.imageId)) return [];
        return {
          type: 'ImageQuotaRefunded',
          data: { clientId: command.clientId, projectId: command.projectId, calculationId: command.calculationId, imageId: command.imageId, at: command.now },
        };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
