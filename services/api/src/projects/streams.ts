import { readEvent } from '@packlens/contracts';
import { commandHandler, type CommandMetadata, type Decider, type DomainEvent, type EventStore } from '@packlens/kernel';
import { imageQuotaDecider, projectDecider } from './deciders';

export const projectStreams = {
  project: (projectId: string) => `project-${projectId}`,
  imageQuota: (clientId: string) => `image-quota-${clientId}`,
};

const reader = <E>(type: string, data: unknown, version: number) => readEvent(type, data, version) as unknown as E;

/** One command handler per projects aggregate. */
export function projectHandlers(store: EventStore) {
  const handlerFor = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>) => commandHandler(store, decider, { readEvent: reader<E> });
  return { projects: handlerFor(projectDecider), imageQuota: handlerFor(imageQuotaDecider) };
}
export type ProjectHandlers = ReturnType<typeof projectHandlers>;

export const workerActor: CommandMetadata['actor'] = { kind: 'system', id: 'image-quota' };
