import { describe, expect, it } from 'vitest';
import { addDays, dayStart, shopDay, weekStart } from './shop-time.ts';

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

  it('starts every week on the Saturday, Friday being its last day', () => {
    // Saturday 21 to Friday 27 November 2026, then the next Saturday.
    for (let i = 0; i < 7; i += 1) expect(weekStart(addDays('2026-11-21', i)), `day ${i}`).toBe('2026-11-21');
    expect(weekStart('2026-11-28')).toBe('2026-11-28');
    // Across a month and a year.
    expect(weekStart('2026-01-02')).toBe('2025-12-27');
  });

  it('puts Friday 23:30 and Saturday 00:30 in different weeks when the clocks change that week', () => {
    // Clocks forward as Friday 24 April 2026 began, back as Thursday 29 October 2026 ended.
    const weekOf = (iso: string) => weekStart(shopDay(new Date(iso)));
    expect(weekOf('2026-04-24T20:30:00Z')).toBe('2026-04-18'); // Friday 23:30, UTC+3
    expect(weekOf('2026-04-24T21:30:00Z')).toBe('2026-04-25'); // Saturday 00:30, UTC+3
    expect(weekOf('2026-10-30T21:30:00Z')).toBe('2026-10-24'); // Friday 23:30, UTC+2
    expect(weekOf('2026-10-30T22:30:00Z')).toBe('2026-10-31'); // Saturday 00:30, UTC+2
    expect(dayStart('2026-04-25').toISOString()).toBe('2026-04-24T21:00:00.000Z');
    expect(dayStart('2026-10-31').toISOString()).toBe('2026-10-30T22:00:00.000Z');
  });
});
