import { describe, expect, it } from 'vitest';
import { isProjectExpired, projectDaysLeft, projectExpiresAt } from '../src';

describe('a project’s validity (one month)', () => {
  it('ends one calendar month after creation', () => {
    expect(projectExpiresAt('2026-11-24T10:00:00.000Z').toISOString()).toBe('2026-12-24T10:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(projectExpiresAt('2027-01-31T00:00:00.000Z').toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('counts whole days left, and none once expired', () => {
    const expires = '2026-12-24T10:00:00.000Z';
    expect(projectDaysLeft(expires, new Date('2026-12-22T11:00:00.000Z'))).toBe(2);
    expect(projectDaysLeft(expires, new Date('2026-12-25T00:00:00.000Z'))).toBe(0);
    expect(isProjectExpired(expires, new Date('2026-12-24T10:00:00.000Z'))).toBe(true);
    expect(isProjectExpired(expires, new Date('2026-12-24T09:59:59.000Z'))).toBe(false);
  });
});
