import { ORDER_STATUSES, orderStatusLabel } from '@shop/contract/orders';

/** The list's filter fields, as the page's address carries them and the API reads them. */
export const ORDER_FILTER_FIELDS = [
  'number',
  'customer',
  'status',
  'payment_method',
  'governorate_id',
  'promo_code',
  'from',
  'to',
] as const;
export type OrderFilterField = (typeof ORDER_FILTER_FIELDS)[number];

export const STATUS_CHOICES = ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel[s] }));

/** The methods the shop takes, by the code orders keep. */
export const METHOD_CHOICES = [
  { value: 'cod', label: 'Cash on delivery' },
  { value: 'card', label: 'Credit or debit card' },
  { value: 'valu', label: 'valU installments' },
];

/** The filters present in a page address, kept in the list's order (the API query and the export link share them). */
export function filtersOf(url: URL): URLSearchParams {
  const out = new URLSearchParams();
  for (const field of ORDER_FILTER_FIELDS) {
    const value = url.searchParams.get(field)?.trim();
    if (value) out.set(field, value);
  }
  return out;
}
