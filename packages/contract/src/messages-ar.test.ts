import { describe, expect, it } from 'vitest';
import { errorCatalogue, messages } from './errors.ts';
import { arabicMessage, errorCatalogueAr, messagesAr } from './messages-ar.ts';

describe('the Arabic of API messages', () => {
  it('has every message and error of the catalogue, none empty or left in English', () => {
    for (const key of Object.keys(messages) as Array<keyof typeof messages>) {
      expect(messagesAr[key].trim()).not.toBe('');
      expect(messagesAr[key]).not.toBe(messages[key]);
    }
    for (const name of Object.keys(errorCatalogue) as Array<keyof typeof errorCatalogue>) {
      expect(errorCatalogueAr[name]).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('finds a whole message, and each part of a validation answer, keeping the field names', () => {
    expect(arabicMessage(messages.phoneInvalid)).toBe('رقم الموبايل غير صحيح');
    expect(arabicMessage(errorCatalogue.rate_limited.message_en)).toBe(errorCatalogueAr.rate_limited);
    expect(arabicMessage('phone: Invalid phone number; email: Enter a valid email address')).toBe(
      'phone: رقم الموبايل غير صحيح؛ email: اكتب بريد إلكتروني صحيح',
    );
    expect(arabicMessage('items.0.amount: must be a whole number from 0 to 99')).toBe(
      'items.0.amount: القيمة غير صحيحة',
    );
  });

  it('answers nothing for a message it does not know', () => {
    expect(arabicMessage('Your parcel was eaten by the dog.')).toBeUndefined();
  });
});
