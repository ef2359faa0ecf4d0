import { describe, expect, it } from 'vitest';
import { readsRightToLeft, runsOfLine } from './pdf-text.ts';

const texts = (line: string, direction?: 'ltr' | 'rtl') => runsOfLine(line, direction).map((r) => r.text);

describe('runs of a line, in drawing order', () => {
  it('puts the first Arabic word rightmost and keeps each word in logical order for shaping', () => {
    expect(runsOfLine('محمد أحمد', 'rtl')).toEqual([
      { face: 'arabic', text: 'أحمد' },
      { face: 'latin', text: ' ' },
      { face: 'arabic', text: 'محمد' },
    ]);
  });

  it('hands Arabic-Indic digits over reversed, since fontkit reverses every Arabic run it shapes', () => {
    // On the page: "١٢" at the right reading 1 then 2, left to right.
    expect(texts('١٢ شارع التحرير', 'rtl')).toEqual(['التحرير', ' ', 'شارع', ' ', '٢١']);
  });

  it('keeps Latin words and digits inside Arabic readable, left to right', () => {
    expect(texts('سماعة Galaxy Buds 3', 'rtl')).toEqual(['Galaxy', ' ', 'Buds', ' ', '3', ' ', 'سماعة']);
    expect(texts('Landmark: بجوار مسجد (Mobil)', 'ltr')).toEqual([
      'Landmark:',
      ' ',
      'مسجد',
      ' ',
      'بجوار',
      ' ',
      '(Mobil)',
    ]);
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(texts('مسجد (النور)', 'rtl')).toEqual(['(', 'النور', ')', ' ', 'مسجد']);
  });

  it('leaves Latin-only text as one run and tells the paragraph direction from its first letter', () => {
    expect(runsOfLine('iPhone 16 Pro, 256 GB')).toEqual([{ face: 'latin', text: 'iPhone 16 Pro, 256 GB' }]);
    expect(readsRightToLeft('محمد Ahmed')).toBe(true);
    expect(readsRightToLeft('Ahmed محمد')).toBe(false);
    expect(readsRightToLeft('12 Tahrir St')).toBe(false);
  });
});
