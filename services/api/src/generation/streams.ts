import { readEvent } from '@packlens/contracts';
import { commandHandler, type DomainEvent, type EventStore, type Decider } from '@packlens/kernel';
import { textProjectDecider } from './deciders';

export const textProjectStream = (projectId: string) => `text-project-${projectId}`;

const reader = <E>(type: string, data: unknown, version: number) => readEvent(type, data, version) as unknown as E;

export function textProjectHandlers(store: EventStore) {
  const handlerFor = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>) => commandHandler(store, decider, { readEvent: reader<E> });
  return { textProjects: handlerFor(textProjectDecider) };
}
