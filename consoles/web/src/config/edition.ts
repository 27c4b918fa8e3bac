/**
 * The edition the app runs as. The China edition changes the root route (section 2): a landing page
 * that forwards to Home. It is chosen at build time (`VITE_EDITION=china`) or at run time by the
 * server, which injects `window.__PACKLENS_CONFIG__ = { edition: 'china' }` into index.html in place
 * of the `<!--packlens-config-->` comment; the run-time value wins so one build serves both editions.
 */
export type Edition = 'standard' | 'china';

export interface RuntimeConfig {
  edition?: string;
}

declare global {
  interface Window {
    __PACKLENS_CONFIG__?: RuntimeConfig;
  }
}

function asEdition(value: unknown): Edition | undefined {
  if (value === 'china' || value === 'standard') return value;
  return undefined;
}

export function resolveEdition(buildEdition: string | undefined, runtime: RuntimeConfig | undefined): Edition {
  return asEdition(runtime?.edition) ?? asEdition(buildEdition) ?? 'standard';
}

export function currentEdition(): Edition {
  const runtime = typeof window === 'undefined' ? undefined : window.__PACKLENS_CONFIG__;
  return resolveEdition(import.meta.env.VITE_EDITION, runtime);
}
