import type { Command } from '../command';
import { heatmap } from './heatmap';
import { prepare } from './prepare';
import { concept } from './concept';
import { conceptRetrieval } from './concept-retrieval';
import { evaluate } from './evaluate';
import { analyse } from './analyse';
import { train, trainDemo } from './train';
import { validate } from './validate';

/** The commands of `packlens-score`, by name. To add one: a file in this folder and one line here. */
export const commands: Record<string, Command> = {
  prepare,
  heatmap,
  evaluate,
  analyse,
  concept,
  'concept-retrieval': conceptRetrieval,
  train,
  'train-demo': trainDemo,
  validate,
};
