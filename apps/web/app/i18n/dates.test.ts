import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates.ts';

describe('dates shown to customers', () => {
  const instant = '2026-11-27T12:05:00Z';

  it('are in Cairo time, with English month names on English pages', () => {
    expect(formatDateTime(instant)).toBe('27 Nov 2026, 14:05');
    expect(formatDay(instant, 'en')).toBe('27 November 2026');
  });

  it('use Arabic month names on Arabic pages, with the shop Latin digits', () => {
    expect(formatDateTime(instant, 'ar')).toBe('27 نوفمبر 2026، 02:05 م');
    expect(formatDay(instant, 'ar')).toBe('27 نوفمبر 2026');
    expect(formatDay('2026-05-31T22:30:00Z', 'ar')).toBe('1 يونيو 2026');
    expect(formatDay(instant, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('say nothing for text that is not a date, rather than throw', () => {
    expect(formatDay('not a date', 'ar')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
  });
});
