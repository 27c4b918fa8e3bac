import { randomFillSync } from 'node:crypto';

/*
 * Ids for events appended without one: UUID version 7 (RFC 9562), a 48-bit millisecond timestamp followed by
 * random bits. Ids made one after another sort together, so each append adds to the right-hand end of the
 * unique index on event_id instead of a random page of it: fewer pages dirtied, and after a checkpoint far fewer
 * full-page images in the WAL (measured in docs/BENCHMARKS.md). Ids a caller passes (deterministic ids of
 * idempotent commands) are stored as given.
 */
const hex = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const pool = new Uint8Array(16 * 256);
let offset = pool.length;

export function newEventId(now = Date.now()): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const b = pool.subarray(offset, offset + 16);
  offset += 16;
  // 48-bit big-endian milliseconds; the division keeps it exact beyond 32 bits.
  const high = Math.floor(now / 2 ** 16);
  b[0] = (high >>> 24) & 0xff;
  b[1] = (high >>> 16) & 0xff;
  b[2] = (high >>> 8) & 0xff;
  b[3] = high & 0xff;
  b[4] = (now >>> 8) & 0xff;
  b[5] = now & 0xff;
  b[6] = 0x70 | (b[6] & 0x0f); // version 7
  b[8] = 0x80 | (b[8] & 0x3f); // variant 10
  return (
    hex[b[0]] + hex[b[1]] + hex[b[2]] + hex[b[3]] + '-' + hex[b[4]] + hex[b[5]] + '-' + hex[b[6]] + hex[b[7]] + '-' +
    hex[b[8]] + hex[b[9]] + '-' + hex[b[10]] + hex[b[11]] + hex[b[12]] + hex[b[13]] + hex[b[14]] + hex[b[15]]
  );
}
