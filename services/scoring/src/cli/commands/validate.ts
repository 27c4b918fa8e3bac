import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { modelCacheDir } from '../../backbone';
import { loadSegmentModel } from '../../models/load-model';
import { ModelRegistry } from '../../models/model-registry';
import { readSurveyDataset } from '../../training/dataset-reader';
import { validateModel } from '../../training/train-model';
import { UsageError, type Command } from '../command';
import { describeMetrics } from './train';

export const validate: Command = {
  summary: 'held-out metrics of a model on a survey data set',
  usage: `packlens-score validate MODEL DATASET [--all] [--json]

MODEL is a model directory (from train --out), a version id in the model cache, or "active".
Scores it on DATASET's held-out split (the same split by image hash that training uses), or with --all on every
image (for data the model never saw): MAE, Pearson r and Spearman of the preference mean per segment, the
spread's calibration (MAE, slope and ratio of observed to predicted SD) and the image words' MAE.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { all: { type: 'boolean' }, json: { type: 'boolean' } } });
    if (positionals.length !== 2) throw new UsageError('expected MODEL and DATASET');
    const [modelArg, datasetPath] = positionals;
    const cacheDir = modelCacheDir();
    const model =
      modelArg === 'active'
        ? await loadSegmentModel({ cacheDir })
        : existsSync(modelArg)
          ? await loadSegmentModel({ modelDir: modelArg })
          : await new ModelRegistry(cacheDir).load(modelArg);
    const dataset = await readSurveyDataset(datasetPath);
    const metrics = await validateModel(model, dataset, { cacheDir, all: values.all });
    if (values.json) io.out(JSON.stringify({ modelVersion: model.version.id, demoModel: model.version.demo, dataHash: dataset.dataHash, metrics }, null, 2));
    else io.out(`model ${model.version.id}${model.version.demo ? '  [DEMO MODEL]' : ''} on ${datasetPath} (${values.all ? 'all images' : 'held-out split'})\n${describeMetrics(metrics)}`);
    return 0;
  },
};
