/** What the global setup hands to spec files: the connection string of the test server's admin database. */
declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
export {};
