/**
 * What the server tells the console at run time: it replaces the `<!--packlens-config-->` comment of
 * index.html with a script setting `window.__PACKLENS_CONFIG__` (services/api/src/server/http-server.ts).
 */
export interface ConsoleRuntimeConfig {
  /** Mail is captured (development, no SMTP): the console shows the development mailbox. */
  devMail?: boolean;
}

declare global {
  interface Window {
    __PACKLENS_CONFIG__?: ConsoleRuntimeConfig;
  }
}

export const runtimeConfig = (): ConsoleRuntimeConfig => (typeof window === 'undefined' ? {} : (window.__PACKLENS_CONFIG__ ?? {}));
