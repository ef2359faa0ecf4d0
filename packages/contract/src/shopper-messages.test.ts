import { describe, expect, it } from 'vitest';
import { arabicMessage } from './messages-ar.ts';
import {
  shopperMessage,
  shopperMessageAr,
  shopperMessages,
  type ShopperMessageId,
} from './shopper-messages.ts';

const ids = Object.keys(shopperMessages) as ShopperMessageId[];
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();

/** An argument of the right kind for its name, so a read argument (a duration, money, a message) can be read. */
function sample(name: string): string | number {
  if (name === 'wait') return '45 seconds';
  if (name === 'period') return '24 hours';
  if (name === 'amount' || name === 'total') return '1,250 EGP';
  if (name === 'saidSoon') return shopperMessage('availableSoonOne', { product: 'Galaxy S25' });
  if (name === 'saidPlan') return shopperMessage('promoExpired');
  if (['left', 'max', 'limit', 'had', 'seconds', 'stock', 'days'].includes(name)) return 7;
  return `Sample ${name}`;
}

describe('the shopper messages', () => {
  it('each has an English and an Arabic text with the same arguments', () => {
    for (const id of ids) {
      const { en, ar } = shopperMessages[id];
      expect(en.trim(), id).not.toBe('');
      expect(ar, id).toMatch(/[\u0600-\u06ff]/);
      expect(placeholders(ar), id).toEqual(placeholders(en));
    }
  });

  it('no two have the same English, so the English finds one Arabic', () => {
    const english = ids.map((id) => shopperMessages[id].en);
    expect(new Set(english).size).toBe(english.length);
  });

  it('each said with arguments is found again: its own Arabic, the arguments in their places', () => {
    for (const id of ids) {
      const { en, ar } = shopperMessages[id];
      const args = Object.fromEntries(placeholders(en).map((name) => [name, sample(name)]));
      const english = en.replace(/\{(\w+)\}/g, (_, name: string) => String(args[name]));
      const arabic = shopperMessageAr(english);
      expect(arabic, `${id}: ${english}`).toBeDefined();
      const fixed = ar.split(/\{\w+\}/).filter((part) => part.trim() !== '');
      for (const part of fixed) expect(arabic, id).toContain(part);
      expect(arabicMessage(english), id).toBe(arabic);
    }
  });

  it('isolates Latin arguments, keeps numbers, and says durations, money and inner messages in Arabic', () => {
    expect(shopperMessageAr(shopperMessage('notEnoughLeft', { product: 'iPhone 17 Pro' }))).toBe(
      'الكمية الموجودة من \u2068iPhone 17 Pro\u2069 مش كفاية لطلبك. من فضلك راجع السلة.',
    );
    expect(shopperMessageAr(shopperMessage('codeWrongTries', { left: 3 }))).toBe(
      'الكود مش صحيح. فاضل لك 3 محاولات.',
    );
    expect(shopperMessageAr(shopperMessage('tooManyCodes', { wait: '5 minutes' }))).toBe(
      'اتطلب أكواد كتير للحساب ده. حاول تاني بعد 5 دقايق.',
    );
    expect(shopperMessageAr(shopperMessage('tooManyPromoTries', { wait: '1 seconds' }))).toContain(
      'ثانية واحدة',
    );
    expect(shopperMessageAr(shopperMessage('promoMinAmount', { amount: '2,000 EGP' }))).toBe(
      'كود الخصم ده محتاج طلب بـ2,000 ج.م على الأقل.',
    );
    expect(
      shopperMessageAr(
        shopperMessage('availableSoonRemoveIt', {
          saidSoon: shopperMessage('availableSoonOne', { product: 'Pixel 10' }),
        }),
      ),
    ).toBe('\u2068Pixel 10\u2069 متاح قريبًا ولسه ما ينفعش يتطلب. من فضلك شيله من السلة.');
  });

  it('a plan refused by its rule is said in Arabic inside the checkout refusal', () => {
    const refused =
      'The 12-month plan needs an order of at least 5,000 EGP. Choose another plan or payment method.';
    expect(shopperMessageAr(refused)).toBe(
      'خطة التقسيط على 12 شهر محتاجة طلب بـ5,000 ج.م على الأقل. اختار خطة تانية أو طريقة دفع تانية.',
    );
  });

  it('the most particular template wins, and an argument that cannot be read leaves no Arabic', () => {
    expect(shopperMessageAr('There is no product "pixel-10".')).toBe('مفيش منتج "\u2068pixel-10\u2069".');
    expect(shopperMessageAr('There is no product 12.')).toBe('مفيش منتج 12.');
    expect(
      shopperMessageAr('Too many codes were requested for this account. Try again in a while.'),
    ).toBeUndefined();
    expect(shopperMessageAr('Some words no one wrote.')).toBeUndefined();
  });
});
