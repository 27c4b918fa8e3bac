import * as tf from '@tensorflow/tfjs-core';

export type Tf = typeof tf;

let ready: Promise<{ tf: Tf; backend: string }> | undefined;

/**
 * tfjs with the fastest backend available: the native `tensorflow` backend when @tensorflow/tfjs-node is
 * installed (it cannot be installed on the reference machine), else WASM (single-threaded in Node; the worker
 * uses worker threads for parallelism).
 */
export function initTf(): Promise<{ tf: Tf; backend: string }> {
  ready ??= (async () => {
    const pkg = '@tensorflow/tfjs-node';
    try {
      await import(/* @vite-ignore */ pkg);
      if (await tf.setBackend('tensorflow')) return { tf, backend: 'tensorflow' };
    } catch {
      // not installed: fall through to WASM
    }
    await import('@tensorflow/tfjs-backend-wasm');
    if (!(await tf.setBackend('wasm'))) throw new Error('the tfjs WASM backend failed to initialise');
    await tf.ready();
    return { tf, backend: 'wasm' };
  })();
  return ready;
}
