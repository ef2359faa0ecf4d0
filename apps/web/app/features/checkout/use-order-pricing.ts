import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutSummary } from '@shop/contract/orders';
import { UNDER_CONSTRUCTION_PATH } from '#web/lib/api-client.ts';
import { fetchSummary, type CheckoutChoice } from './checkout-api.ts';
import type { PaymentChoice } from './payment-step.tsx';
import { pathInLanguage } from '@shop/contract/languages';
import { useLanguage } from '#web/i18n/i18n.tsx';

/**
 * The order as the server prices it for the chosen address, payment and promo code, asked again whenever one of them
 * changes. The page arrives with the summary of the choice it starts from (`initial`), so nothing is asked until the
 * customer changes something. A late answer never overwrites a newer one; an emptied or blocked cart sends the
 * customer back to it.
 */
export function useOrderPricing(
  {
    addressId,
    payment,
    promo,
    cardBin,
  }: {
    addressId: number | null;
    payment: PaymentChoice | null;
    promo: string;
    cardBin: string;
  },
  initial: CheckoutSummary,
) {
  const navigate = useNavigate();
  const language = useLanguage();
  const [summary, setSummary] = useState(initial);
  const [error, setError] = useState('');
  const latest = useRef(0);
  const choice: CheckoutChoice = {
    address_id: addressId,
    payment_method: payment?.methodId ?? null,
    plan_id: payment?.planId ?? null,
    promo,
    card_bin: cardBin,
  };
  const key = JSON.stringify(choice);
  /** The choice the summary on screen (or the one asked for last) answers. */
  const priced = useRef(key);

  const reprice = useCallback(async () => {
    const ticket = ++latest.current;
    const result = await fetchSummary(JSON.parse(key) as CheckoutChoice);
    if (ticket !== latest.current) return;
    if (!result.ok) {
      if (result.maintenance) return void navigate(UNDER_CONSTRUCTION_PATH);
      return setError(result.message);
    }
    const next = result.body.data;
    if (next.lines.length === 0 || !next.can_checkout)
      return void navigate(pathInLanguage('/shopping-cart', language));
    setError('');
    setSummary(next);
  }, [key, navigate, language]);

  useEffect(() => {
    if (priced.current === key) return;
    priced.current = key;
    void reprice();
  }, [key, reprice]);

  return { summary, error, reprice };
}
