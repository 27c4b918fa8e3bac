import { z } from 'zod';

/** Turns the data of one schema version into the next: upcasters[1] lifts version 1 data to version 2. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface EventDefinition<Type extends string, Schema extends z.ZodType<Record<string, unknown>>> {
  readonly type: Type;
  /** The schema version written today. */
  readonly version: number;
  readonly schema: Schema;
  readonly upcasters: Readonly<Record<number, Upcaster>>;
  /** Builds a typed event; validates the data. */
  (data: z.input<Schema>): { type: Type; data: z.output<Schema> };
  /** Reads stored data written with `schemaVersion`: upcasts it to the current version, then validates. */
  read(data: unknown, schemaVersion: number): z.output<Schema>;
}

export function defineEvent<Type extends string, Schema extends z.ZodType<Record<string, unknown>>>(
  type: Type,
  schema: Schema,
  options: { version?: number; upcasters?: Record<number, Upcaster> } = {},
): EventDefinition<Type, Schema> {
  const version = options.version ?? 1;
  const upcasters = options.upcasters ?? {};
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`${type}: schema version ${version} needs an upcaster from version ${v}`);
  }
  const create = (data: z.input<Schema>) => ({ type, data: schema.parse(data) });
  const read = (data: unknown, schemaVersion: number) => {
    if (schemaVersion > version) throw new Error(`${type}: stored schema version ${schemaVersion} is newer than ${version}`);
    let current = data as Record<string, unknown>;
    for (let v = schemaVersion; v < version; v++) current = upcasters[v](current);
    return schema.parse(current);
  };
  return Object.assign(create, { type, version, schema, upcasters, read });
}

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.output<S> } : never;
