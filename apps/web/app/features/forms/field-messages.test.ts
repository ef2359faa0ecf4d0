import { describe, expect, it } from 'vitest';
import { addressInput } from '@shop/contract/account';
import { createTranslate } from '#web/i18n/i18n.tsx';
import { messagesFor } from '#web/i18n/messages.server.ts';
import { formRuleMessage } from './field-messages.ts';

const arabic = createTranslate('ar', messagesFor('ar'));
const english = createTranslate('en', messagesFor('en'));

/** The messages the address rules give for a form with these fields. */
function addressMessages(fields: Record<string, unknown>): string[] {
  const checked = addressInput.safeParse({
    name: 'Salma Hassan',
    phone: '01012345678',
    city_id: 1,
    ...fields,
  });
  return checked.success ? [] : checked.error.issues.map((issue) => issue.message);
}

describe('formRuleMessage', () => {
  it("says the address lines' own rules in Arabic, naming the field as its label does", () => {
    const said = addressMessages({ street: '', floor: 'x'.repeat(21), landmark: 'one\ntwo' }).map((m) =>
      formRuleMessage(m, arabic),
    );
    expect(said).toEqual([
      'الشارع مطلوب',
      'الدور: الحد الأقصى 20 حرفًا',
      'علامة مميزة: اكتبه في سطر واحد دون فواصل أسطر',
    ]);
  });

  it('gives back the English rule word for word in English', () => {
    for (const message of addressMessages({ street: '', building: 'x'.repeat(51), apartment: 'a\nb' }))
      expect(formRuleMessage(message, english)).toBe(message);
    expect(formRuleMessage('The passwords do not match', english)).toBe('The passwords do not match');
    expect(formRuleMessage('The passwords do not match', arabic)).toBe('كلمتا السر غير متطابقتين');
  });

  it('leaves a message it does not know alone', () => {
    expect(formRuleMessage('Name is required', arabic)).toBeUndefined();
    expect(formRuleMessage('Colour is required', arabic)).toBeUndefined();
  });
});
