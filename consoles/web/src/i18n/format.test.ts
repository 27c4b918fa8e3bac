import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format';

/** Issue 19, item 11: the app showed 10:26 PM where the PDF of the same project said 07:30 the next day. */
describe('dates and times, in one zone and saying which', () => {
  const moment = '2026-11-24T22:30:00Z';

  it('writes a moment in the zone given, whatever the browser’s, with the zone after it', () => {
    expect(formatDateTime(moment, 'ja', 'Asia/Tokyo')).toBe('2026/11/25 07:30 UTC+9');
    expect(formatDateTime(moment, 'zh-CN', 'Asia/Shanghai')).toBe('2026/11/25 06:30 UTC+8');
    expect(formatDateTime(moment, 'en', 'Asia/Bangkok')).toMatch(/^11\/25\/2026, 05:30 AM UTC\+7$/);
    expect(formatDateTime(moment, 'en', 'UTC')).toMatch(/^11\/24\/2026, 10:30 PM UTC$/);
  });

  it('writes a day in the zone given', () => {
    expect(formatDay(moment, 'ja', 'Asia/Tokyo')).toBe('2026/11/25');
    expect(formatDay(moment, 'ja', 'UTC')).toBe('2026/11/24');
  });

  it('shows a dash where there is no date', () => {
    expect(formatDateTime(null, 'ja', 'Asia/Tokyo')).toBe('—');
  });
});
