import { prepareBackbone } from '../../backbone';
import { UsageError, type Command } from '../command';

export const prepare: Command = {
  summary: 'convert the shipped models into the model cache (idempotent; run at set-up)',
  usage: `packlens-score prepare

Converts MobileNetV2 (from nsfwjs) into <repo>/.cache/packlens-models/ (or $PACKLENS_MODEL_CACHE).
Does nothing when a valid cache is there.`,
  async run(args, io) {
    if (args.length > 0) throw new UsageError(`prepare takes no arguments, got ${args.join(' ')}`);
    const result = await prepareBackbone();
    io.out(`${result.converted ? 'converted' : 'up to date'}: ${result.dir} (${Math.round(result.ms)} ms)`);
    return 0;
  },
};
