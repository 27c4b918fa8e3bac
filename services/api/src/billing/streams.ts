import { readEvent } from '@packlens/contracts';
import { commandHandler, type Decider, type DomainEvent, type EventStore } from '@packlens/kernel';
import { streams as identityStreams } from '../identity/streams';
import { clientPlanDecider, planCatalogueDecider, systemSettingsDecider } from './deciders';

/** Stream ids of the billing aggregates; a client's plan lives on the client's own stream. */
export const billingStreams = {
  clientPlan: identityStreams.client,
  planCatalogue: 'plan-catalogue',
  systemSettings: 'system-settings',
};

const reader = <E>(type: string, data: unknown, version: number) => readEvent(type, data, version) as unknown as E;

/** One command handler per billing aggregate. */
export function billingHandlers(store: EventStore) {
  const handlerFor = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>) => commandHandler(store, decider, { readEvent: reader<E> });
  return {
    clientPlans: handlerFor(clientPlanDecider),
    planCatalogue: handlerFor(planCatalogueDecider),
    systemSettings: handlerFor(systemSettingsDecider),
  };
}
export type BillingHandlers = ReturnType<typeof billingHandlers>;
