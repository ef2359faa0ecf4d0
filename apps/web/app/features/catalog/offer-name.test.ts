import { describe, expect, it } from 'vitest';
import { bidiSafe, offerName } from './offer-name.ts';

const FSI = '\u2068';
const PDI = '\u2069';

describe('offer names in the page language', () => {
  it('takes the Arabic name on Arabic pages, the English one otherwise and when there is no Arabic', () => {
    const both = {
      payment_methods_discount_name_en: ' 5% off with Valu ',
      payment_methods_discount_name_ar: 'خصم 5% مع valU',
    };
    expect(offerName(both, 'ar')).toBe('خصم 5% مع valU');
    expect(offerName(both, 'en')).toBe('5% off with Valu');
    expect(offerName({ ...both, payment_methods_discount_name_ar: null }, 'ar')).toBe('5% off with Valu');
    expect(offerName({ payment_methods_discount_name_en: '5% off with Valu' }, 'ar')).toBe(
      '5% off with Valu',
    );
    expect(offerName({ ...both, payment_methods_discount_name_en: null }, 'ar')).toBeNull();
  });

  it('isolates Latin runs inside Arabic, and Latin-only text whole, on Arabic pages only', () => {
    expect(bidiSafe('خصم 10% بكروت CIB', 'ar')).toBe(`خصم 10% بكروت ${FSI}CIB${PDI}`);
    expect(bidiSafe('تقسيط valU مع Apple Card', 'ar')).toBe(
      `تقسيط ${FSI}valU${PDI} مع ${FSI}Apple Card${PDI}`,
    );
    expect(bidiSafe('Save 10% with CIB ...', 'ar')).toBe(`${FSI}Save 10% with CIB ...${PDI}`);
    expect(bidiSafe('خصم 10% بكروت CIB ...', 'ar')).toBe(`خصم 10% بكروت ${FSI}CIB${PDI} ...`);
    expect(bidiSafe('Save 10% with CIB cards', 'en')).toBe('Save 10% with CIB cards');
    expect(bidiSafe('', 'ar')).toBe('');
  });
});
