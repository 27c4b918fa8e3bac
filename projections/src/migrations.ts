import { eventStoreMigrations, type Migration } from '@packlens/kernel';
import { registryMigration } from './read-model';

/** Every static schema change, in order: the event store, then the read-model registry. */
export const allMigrations: readonly Migration[] = [...eventStoreMigrations, registryMigration];
