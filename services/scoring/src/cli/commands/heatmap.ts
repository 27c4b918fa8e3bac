import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { HeatmapModel } from '../../heatmap/model';
import type { Region } from '../../heatmap/regions';
import { isImageInputError, loadImage } from '../../image';
import { UsageError, type Command } from '../command';

const usage = `packlens-score heatmap IN OUT.png [--overlay OUT2.png] [--regions BOXES.json] [--json]
packlens-score heatmap IN... --out-dir DIR [--overlays] [--json]

Attention heat map of a jpg, png or pdf (first page): OUT.png is 8-bit grey at the image's size (255 = most
attention), --overlay writes the coloured overlay the app shows. With --out-dir, every IN is processed in one
process and written to DIR/<name without extension>.png (and DIR/<name>.overlay.png with --overlays); an image
that cannot be read is reported and the others go on (exit code 1 at the end).

--regions BOXES.json  boxes marked on a shelf image, [{"id": "A", "x": 10, "y": 20, "width": 100, "height": 80}, ...]
                      in image pixels; prints each box's share of the attention (and its lift over its area share).
--json                print one JSON line per image (file, size, timings, region shares) instead of text.`;

export const heatmap: Command = {
  summary: 'attention heat map (grey PNG at the image size, optional coloured overlay; batch with --out-dir)',
  usage,
  async run(args, io) {
    const { values, positionals } = parse(args);
    const outDir = values['out-dir'];
    let jobs: { input: string; gray: string; overlay?: string }[];
    if (outDir) {
      if (positionals.length === 0) throw new UsageError('no input images');
      if (values.overlay) throw new UsageError('--overlay names one file; with --out-dir use --overlays');
      const names = positionals.map((p) => basename(p, extname(p)));
      const twice = names.find((n, i) => names.indexOf(n) !== i);
      if (twice) throw new UsageError(`two inputs would both write ${twice}.png`);
      await mkdir(outDir, { recursive: true });
      jobs = positionals.map((input, i) => ({
        input,
        gray: join(outDir, `${names[i]}.png`),
        overlay: values.overlays ? join(outDir, `${names[i]}.overlay.png`) : undefined,
      }));
    } else {
      if (positionals.length !== 2) throw new UsageError('expected IN and OUT.png (or IN... --out-dir DIR)');
      jobs = [{ input: positionals[0], gray: positionals[1], overlay: values.overlay }];
    }
    const regions = values.regions ? parseRegions(await readFile(values.regions, 'utf8')) : undefined;
    const model = await HeatmapModel.load();
    let failed = 0;
    for (const job of jobs) {
      const started = performance.now();
      try {
        const image = await loadImage(job.input);
        const map = await model.compute(image);
        const { gray, overlay } = await model.render(image, map, Boolean(job.overlay));
        await writeFile(job.gray, gray);
        if (job.overlay && overlay) await writeFile(job.overlay, overlay);
        const shares = regions ? model.regionShares(map, regions) : undefined;
        const ms = Math.round(performance.now() - started);
        if (values.json) {
          io.out(JSON.stringify({ input: job.input, output: job.gray, overlay: job.overlay, width: image.width, height: image.height, imageHash: image.imageHash, ms, regions: shares }));
        } else {
          io.out(`${job.input} -> ${job.gray}${job.overlay ? ` + ${job.overlay}` : ''} (${image.width}x${image.height}, ${ms} ms)`);
          for (const s of shares ?? []) io.out(`  ${s.id}: ${(100 * s.share).toFixed(1)} % of attention (lift ${s.lift.toFixed(2)})`);
        }
      } catch (error) {
        if (!isImageInputError(error)) throw error;
        failed++;
        io.err(`${job.input}: ${error.code}: ${error.message}`);
        if (!outDir) return 1;
      }
    }
    return failed > 0 ? 1 : 0;
  },
};

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        overlay: { type: 'string' },
        'out-dir': { type: 'string' },
        overlays: { type: 'boolean' },
        regions: { type: 'string' },
        json: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Validates the boxes file: an array of {id, x, y, width, height} with positive sizes. */
export function parseRegions(text: string): Region[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError('--regions: not JSON');
  }
  if (!Array.isArray(data)) throw new UsageError('--regions: expected an array of boxes');
  return data.map((r: Record<string, unknown>, i) => {
    const box = { id: String(r.id ?? i + 1), x: Number(r.x), y: Number(r.y), width: Number(r.width), height: Number(r.height) };
    if (![box.x, box.y, box.width, box.height].every(Number.isFinite) || box.width <= 0 || box.height <= 0) {
      throw new UsageError(`--regions: box ${box.id} needs numeric x, y and positive width, height`);
    }
    return box;
  });
}
