import { readEvent } from '@packlens/contracts';
import { commandHandler, type EventStore } from '@packlens/kernel';
import { logoProjectDecider, type LogoProjectEvent } from '../deciders';

export const logoProjectStream = (projectId: string) => `logo-project-${projectId}`;

export function logoProjectHandler(store: EventStore) {
  return commandHandler(store, logoProjectDecider, { readEvent: (type, data, version) => readEvent(type, data, version) as unknown as LogoProjectEvent });
}
