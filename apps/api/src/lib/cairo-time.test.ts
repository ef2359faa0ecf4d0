import { describe, expect, it } from 'vitest';
import { cairoDayStart, cairoOffsetMs, nextDay } from './cairo-time.ts';

describe('Cairo time', () => {
  it('is two hours ahead of UTC in winter and three in summer', () => {
    expect(cairoOffsetMs(new Date('2026-01-15T12:00:00Z'))).toBe(2 * 3600_000);
    expect(cairoOffsetMs(new Date('2026-07-15T12:00:00Z'))).toBe(3 * 3600_000);
  });

  it('starts a day at Cairo midnight, whatever the season', () => {
    expect(cairoDayStart('2026-11-27')).toBe('2026-11-26T22:00:00.000Z');
    expect(cairoDayStart('2026-07-01')).toBe('2026-06-30T21:00:00.000Z');
  });

  it('counts the next day across a month and a year', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
