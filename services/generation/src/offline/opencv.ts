import { createRequire } from 'node:module';

/** The OpenCV.js module (Emscripten build of OpenCV 4.9 in WASM). Typed loosely: its bundled types are partial. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OpenCv = any;

let loading: Promise<{ cv: OpenCv }> | undefined;

/**
 * Loads OpenCV.js once per process and shares it. The module object is thenable, so awaiting it (or resolving a
 * promise with it) never settles: the loader polls until `cv.Mat` exists and resolves with a wrapper.
 */
export function openCv(): Promise<{ cv: OpenCv }> {
  loading ??= new Promise((resolve, reject) => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js');
    const started = Date.now();
    const poll = () => {
      if (cv.Mat) resolve({ cv });
      else if (Date.now() - started > 60_000) reject(new Error('OpenCV.js did not initialise within 60 s'));
      else setTimeout(poll, 5);
    };
    poll();
  });
  return loading;
}

/** Runs `work` and deletes every Mat it registered, even when it throws (WASM memory is not garbage-collected). */
export function withMats<T>(work: (keep: <M extends { delete(): void }>(mat: M) => M) => T): T {
  const mats: { delete(): void }[] = [];
  try {
    return work((mat) => {
      mats.push(mat);
      return mat;
    });
  } finally {
    for (const mat of mats) mat.delete();
  }
}
