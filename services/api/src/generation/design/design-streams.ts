import { readEvent } from '@packlens/contracts';
import { commandHandler, type EventStore } from '@packlens/kernel';
import { designProjectDecider, type DesignProjectEvent } from '../deciders';

export const designProjectStream = (projectId: string) => `design-project-${projectId}`;

export function designProjectHandler(store: EventStore) {
  return commandHandler(store, designProjectDecider, { readEvent: (type, data, version) => readEvent(type, data, version) as unknown as DesignProjectEvent });
}
