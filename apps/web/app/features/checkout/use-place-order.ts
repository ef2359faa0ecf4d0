import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResponseCode } from '@shop/contract/envelope';
import { showToast } from '#web/components/ui/toast.tsx';
import { refreshCart } from '#web/features/cart/cart-store.ts';
import { UNDER_CONSTRUCTION_PATH } from '#web/lib/api-client.ts';
import { newIdempotencyKey, placeOrder, type PlaceOutcome } from './checkout-api.ts';
import { rememberPayUrl } from './pay-url.ts';
import type { OrderChoices } from './order-choices.ts';
import { isolate, useLanguage, useLocalPath, useT } from '#web/i18n/i18n.tsx';

/** A step the customer must finish before the order can be placed, and what to tell them. */
export type MissingStep = { step: 'address' | 'payment'; message: string } | null;

/**
 * Placing the order, and what its outcome leads to: the payment page, the confirmation, the phone dialog when the
 * phone must be verified first (its code places the order), or the payment error dialog.
 */
export function usePlaceOrder(
  { addressId, payment, promo, notes, cardBin }: OrderChoices & { addressId: number | null },
  reprice: () => Promise<void>,
) {
  const navigate = useNavigate();
  const t = useT();
  const local = useLocalPath();
  const language = useLanguage();
  const [missing, setMissing] = useState<MissingStep>(null);
  const [placing, setPlacing] = useState(false);
  const [askingForCode, setAskingForCode] = useState(false);
  const [paymentError, setPaymentError] = useState('');
  // One key per visit: a double click or a retry after a lost answer comes back with the same order.
  const idempotencyKey = useRef(newIdempotencyKey());

  async function follow(outcome: PlaceOutcome, withCode = false): Promise<{ code: number; message: string }> {
    switch (outcome.kind) {
      case 'pay_in_frame':
        rememberPayUrl(outcome.url);
        void navigate(local(`/online-payment?iframe=${encodeURIComponent(outcome.url)}`));
        return { code: ResponseCode.ok, message: t('checkout.waitingForPayment') };
      case 'pay_in_window':
        window.location.assign(outcome.url);
        return { code: ResponseCode.ok, message: t('checkout.waitingForPayment') };
      case 'placed':
        await refreshCart();
        void navigate(local(`/checkout?response=success&order_id=${outcome.result.order.id}`), {
          replace: true,
        });
        return {
          code: ResponseCode.ok,
          // The shop's own Arabic for the API's thanks, which names the order the same way.
          message:
            language === 'ar'
              ? t('checkout.placedNotice', { number: isolate(outcome.result.order.number, language) })
              : outcome.message,
        };
      case 'payment_error':
        // That order failed for good: the next attempt is a new order, under a new key.
        idempotencyKey.current = newIdempotencyKey();
        setPaymentError(outcome.message);
        void refreshCart();
        return outcome;
      case 'verify_phone':
        setAskingForCode(true);
        return outcome;
      case 'maintenance':
        void navigate(UNDER_CONSTRUCTION_PATH);
        return { code: ResponseCode.maintenance, message: '' };
      case 'failed':
        // Placed with a code, the phone dialog shows the refusal beside its code field: one message, not two.
        if (!withCode) showToast(outcome.message);
        void reprice();
        return outcome;
    }
  }

  /** Places the order; the phone dialog calls it again with the verification code. */
  async function place(verificationCode?: string) {
    if (addressId === null) {
      const message = t('checkout.chooseAddress');
      setMissing({ step: 'address', message });
      return { code: 400, message };
    }
    if (!payment) {
      const message = t('checkout.choosePayment');
      setMissing({ step: 'payment', message });
      return { code: 400, message };
    }
    setMissing(null);
    setPlacing(true);
    const outcome = await placeOrder(
      {
        address_id: addressId,
        payment_method: payment.methodId,
        plan_id: payment.planId,
        accept_payment_discount_dialog: payment.accepted ? 1 : 0,
        notes,
        verification_code: verificationCode ?? null,
        promo: promo || null,
        card_bin: cardBin || null,
      },
      idempotencyKey.current,
    );
    setPlacing(false);
    return follow(outcome, verificationCode !== undefined);
  }

  return {
    place,
    placing,
    missing,
    /** The missing address was just added. */
    clearMissing: () => setMissing(null),
    askingForCode,
    stopAskingForCode: () => setAskingForCode(false),
    paymentError,
    dismissPaymentError: () => setPaymentError(''),
  };
}
