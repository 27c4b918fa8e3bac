import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main';
import { rectangleJpeg } from './image-fixtures';

function bufferIo() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err };
}

describe('packlens-score CLI', () => {
  let dir: string;
  let pack: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'packlens-cli-'));
    pack = join(dir, 'pack.jpg');
    await writeFile(pack, await rectangleJpeg(400, 300, { x: 60, y: 80, w: 120, h: 140, colour: '#e02020' }, '#cfcfcf'));
  });

  it('lists its commands and exits 2 on an unknown one', async () => {
    const help = bufferIo();
    expect(await main([], help.io)).toBe(0);
    expect(help.out.join('\n')).toMatch(/heatmap/);
    expect(help.out.join('\n')).toMatch(/prepare/);
    const unknown = bufferIo();
    expect(await main(['frobnicate'], unknown.io)).toBe(2);
  });

  it('prepare is idempotent', async () => {
    await main(['prepare'], bufferIo().io);
    const again = bufferIo();
    expect(await main(['prepare'], again.io)).toBe(0);
    expect(again.out[0]).toMatch(/^up to date/);
  });

  it('heatmap IN OUT --overlay OUT2 writes a grey map at the image size and a colour overlay', async () => {
    const run = bufferIo();
    const gray = join(dir, 'pack.heat.png');
    const overlay = join(dir, 'pack.overlay.png');
    expect(await main(['heatmap', pack, gray, '--overlay', overlay], run.io)).toBe(0);
    const g = await sharp(gray).metadata();
    const o = await sharp(overlay).metadata();
    expect([g.width, g.height, g.channels]).toEqual([400, 300, 1]);
    expect([o.width, o.height, o.channels]).toEqual([400, 300, 3]);
  });

  it('prints each marked region\'s share of attention as JSON', async () => {
    const boxes = join(dir, 'boxes.json');
    await writeFile(boxes, JSON.stringify([{ id: 'product', x: 60, y: 80, width: 120, height: 140 }, { id: 'empty', x: 260, y: 20, width: 120, height: 60 }]));
    const run = bufferIo();
    expect(await main(['heatmap', pack, join(dir, 'r.png'), '--regions', boxes, '--json'], run.io)).toBe(0);
    const line = JSON.parse(run.out[0]);
    expect(line.width).toBe(400);
    const [product, empty] = line.regions;
    expect(product.id).toBe('product');
    expect(product.share).toBeGreaterThan(empty.share);
  });

  it('batch mode writes DIR/<name>.png per image and reports a broken file without stopping', async () => {
    const other = join(dir, 'shelf-photo.png');
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#4a7' } }).png().toFile(other);
    const broken = join(dir, 'broken.jpg');
    await writeFile(broken, (await rectangleJpeg(300, 200, { x: 0, y: 0, w: 50, h: 50, colour: '#000' })).subarray(0, 400));
    const out = join(dir, 'maps');
    const run = bufferIo();
    expect(await main(['heatmap', pack, broken, other, '--out-dir', out, '--overlays'], run.io)).toBe(1);
    expect(existsSync(join(out, 'pack.png'))).toBe(true);
    expect(existsSync(join(out, 'pack.overlay.png'))).toBe(true);
    expect(existsSync(join(out, 'shelf-photo.png'))).toBe(true);
    expect(existsSync(join(out, 'broken.png'))).toBe(false);
    expect(run.err.join('\n')).toMatch(/broken\.jpg: IMAGE_CORRUPT/);
  });

  it('exits 2 with the usage on bad arguments', async () => {
    const run = bufferIo();
    expect(await main(['heatmap', pack], run.io)).toBe(2);
    expect(run.err.join('\n')).toMatch(/packlens-score heatmap IN OUT.png/);
  });

  it('prints every command’s usage for COMMAND --help, -h and help COMMAND, never a stack trace (issue 18, item 5)', async () => {
    const { commands } = await import('../src/cli/commands');
    for (const [name, command] of Object.entries(commands)) {
      for (const argv of [[name, '--help'], [name, '-h'], ['help', name], [name, 'x.jpg', '--help']]) {
        const run = bufferIo();
        expect(await main(argv, run.io), argv.join(' ')).toBe(0);
        expect(run.out.join('\n')).toBe(command.usage);
        expect(run.err).toEqual([]);
      }
    }
  });

  it('answers an unknown option with its usage and exit code 2', async () => {
    for (const name of ['concept', 'evaluate', 'train', 'validate', 'heatmap']) {
      const run = bufferIo();
      expect(await main([name, pack, '--frobnicate'], run.io), name).toBe(2);
      expect(run.err.join('\n')).toContain(`packlens-score ${name}`);
      expect(run.err.join('\n')).not.toMatch(/\n\s+at /);
    }
  });
});
