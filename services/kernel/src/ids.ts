import { createHash, randomUUID } from 'node:crypto';

/** A name-based UUID (version 5 layout, SHA-1): the same names always give the same id. */
export function deterministicUuid(...names: string[]): string {
  const hash = createHash('sha1').update(names.join('\u0000')).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const newId = (): string => randomUUID();
