import { describe, expect, it } from 'vitest';
import { addDays, dayStart, shopDay } from './shop-time.ts';

describe('Cairo time', () => {
  it('is two hours ahead of UTC in winter and three in summer', () => {
    expect(shopDay(new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-16');
    expect(shopDay(new Date('2026-07-15T21:30:00Z'))).toBe('2026-07-16');
  });

  it('starts a day at Cairo midnight, whatever the season', () => {
    expect(dayStart('2026-11-27').toISOString()).toBe('2026-11-26T22:00:00.000Z');
    expect(dayStart('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });

  it('counts the next day across a month and a year', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
