import { describe, expect, it } from 'vitest';
import { codeField, phoneField } from './account.ts';
import { formatEGP } from './money.ts';
import { searchFilter } from './search.ts';
import { latinDigits } from './text.ts';
import { normalizeTicketCode } from './tickets.ts';

describe('numbers typed in Arabic-Indic digits', () => {
  it('become 0-9, Eastern (Persian) forms too, and nothing else changes', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('SRV-٧K٣Q٩P')).toBe('SRV-7K3Q9P');
    expect(latinDigits('iPhone 17 برو')).toBe('iPhone 17 برو');
  });

  it('a phone typed as ٠١٠… is the same phone as 010…, and still checked like one', () => {
    expect(phoneField.parse('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(phoneField.parse(' ۰۱۱۲۳۴۵۶۷۸۹ ')).toBe('01123456789');
    const short = phoneField.safeParse('٠١٠١٢٣');
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Max phone length exceeded');
    const wrongStart = phoneField.safeParse('٠٢٠١٢٣٤٥٦٧٨');
    expect(wrongStart.error?.issues[0]?.message).toBe('Invalid phone number');
  });

  it('a code, price filters and a tracking code read the same way', () => {
    expect(codeField.parse('١٢٣٤٥٦')).toBe('123456');
    const filter = searchFilter.parse({ price_from: '١٠٠٠', price_to: '٢٥٠٠٠' });
    expect([filter.price_from, filter.price_to]).toEqual([1000, 25000]);
    expect(normalizeTicketCode('٧k٣q٩p')).toBe('SRV-7K3Q9P');
  });
});

describe('prices in Arabic', () => {
  it('keep Latin digits and comma thousands, with the pound written ج.م after the amount', () => {
    expect(formatEGP(74999, 'ar')).toBe('74,999 ج.م');
    expect(formatEGP(0, 'ar')).toBe('0 ج.م');
    expect(formatEGP(74999)).toBe('74,999 EGP');
  });
});
