import { describe, expect, it } from 'vitest';
import { countries, operatorTimeZone, timeZoneOf, utcOffsetLabel } from '../src';

describe('one time-zone rule (issue 19, item 11)', () => {
  it('gives each country a zone that the runtime knows', () => {
    for (const country of countries) expect(() => new Intl.DateTimeFormat('en', { timeZone: country.timeZone })).not.toThrow();
  });

  it('shows a client’s times in its country’s zone, and the super admin’s (no client) in the operator’s', () => {
    expect(timeZoneOf('jp')).toBe('Asia/Tokyo');
    expect(timeZoneOf('cn')).toBe('Asia/Shanghai');
    expect(timeZoneOf('th')).toBe('Asia/Bangkok');
    expect(timeZoneOf('ot')).toBe('UTC');
    expect(timeZoneOf(null)).toBe(operatorTimeZone);
  });

  it('prints the zone as its offset from UTC', () => {
    const moment = new Date('2026-11-24T22:30:00Z');
    expect(utcOffsetLabel('Asia/Tokyo', moment)).toBe('UTC+9');
    expect(utcOffsetLabel('Asia/Jakarta', moment)).toBe('UTC+7');
    expect(utcOffsetLabel('UTC', moment)).toBe('UTC');
  });
});
