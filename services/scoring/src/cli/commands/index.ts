import type { Command } from '../command';
import { prepare } from './prepare';

/** The commands of `packlens-score`, by name. To add one: a file in this folder and one line here. */
export const commands: Record<string, Command> = {
  prepare,
};
