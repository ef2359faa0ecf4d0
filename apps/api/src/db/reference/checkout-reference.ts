/**
 * Checkout reference data written by the orders migration: delivery fees per governorate (EGP, by the governorate ids
 * of egypt-cities.ts: 1 Cairo ... 27 New Valley) and the shop's standing promo codes.
 */
export const DELIVERY_FEE_BY_GOVERNORATE: ReadonlyArray<readonly [id: number, fee: number]> = [
  // Greater Cairo
  [1, 60],
  [2, 60],
  [4, 60],
  // Alexandria
  [3, 75],
  // Delta and Canal
  ...[5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((id) => [id, 85] as const),
  // Sinai, Red Sea and Matrouh
  ...[15, 16, 17, 18].map((id) => [id, 150] as const),
  // Upper Egypt
  ...[19, 20, 21, 22, 23, 24, 25, 26].map((id) => [id, 110] as const),
  // New Valley
  [27, 150],
];

export const STANDING_PROMO_CODES = [
  // 10% off a first order of 5,000 EGP or more, at most 2,000 EGP, once per customer.
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    max_discount: 2_000,
    min_amount: 5_000,
    max_uses_per_customer: 1,
  },
  // 500 EGP off 10,000 EGP or more when paying by card.
  { code: 'CARD500', kind: 'fixed', value: 500, min_amount: 10_000, payment_method: 'card' },
] as const;
