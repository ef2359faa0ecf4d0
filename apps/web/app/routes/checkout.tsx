import { useCallback, useEffect, useRef, useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import { addressList, type Address } from '@shop/contract/account';
import { ResponseCode } from '@shop/contract/envelope';
import type { CheckoutSummary, DeliveryFees } from '@shop/contract/orders';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { PhoneDialog } from '#web/features/account/phone-dialog.tsx';
import { loadCart, refreshCart } from '#web/features/cart/cart-store.ts';
import { AddressStep } from '#web/features/checkout/address-step.tsx';
import {
  fetchDeliveryFee,
  fetchSummary,
  newIdempotencyKey,
  placeOrder,
  type PlaceOutcome,
} from '#web/features/checkout/checkout-api.ts';
import { OrderSummary } from '#web/features/checkout/order-summary.tsx';
import { rememberPayUrl } from '#web/features/checkout/pay-url.ts';
import { PaymentResult } from '#web/features/checkout/payment-result.tsx';
import { PaymentStep, quoteFor, type PaymentChoice } from '#web/features/checkout/payment-step.tsx';
import { PromoField } from '#web/features/checkout/promo-field.tsx';
import { customerOnly } from '#web/features/session/route-guards.ts';
import { useSession } from '#web/features/session/session.ts';
import { browserFetch, requestApi, UNDER_CONSTRUCTION_PATH } from '#web/lib/api-client.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import checkoutCss from '#web/styles/checkout.css?url';
import type { Route } from './+types/checkout';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: checkoutCss },
];

export function meta({ matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  return [...pageMeta({ title: pageTitle(shopName, 'Checkout') }), { name: 'robots', content: 'noindex' }];
}

/**
 * Checkout (specification section 2): login required plus the cart guard; a return carrying a response parameter is
 * always allowed and shows the payment result.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const response = url.searchParams.get('response');
  if (response !== null) {
    const orderId = Number(url.searchParams.get('order_id'));
    return { result: { response, orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null } };
  }
  customerOnly(request);
  const cart = await loadCart();
  if (!cart.ok && cart.maintenance) throw redirect(UNDER_CONSTRUCTION_PATH);
  if (cart.ok && (cart.body.data.lines.length === 0 || !cart.body.data.can_checkout)) {
    throw redirect('/shopping-cart');
  }
  return { result: null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="checkout" aria-busy="true" />;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  if (loaderData.result) {
    return (
      <div className="checkout">
        <PaymentResult response={loaderData.result.response} orderId={loaderData.result.orderId} />
      </div>
    );
  }
  return <CheckoutForm />;
}

type Problem = { step: 'address' | 'payment'; message: string } | null;

function CheckoutForm() {
  const navigate = useNavigate();
  const session = useSession();
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<DeliveryFees | null>(null);
  const [payment, setPayment] = useState<PaymentChoice | null>(null);
  const [promo, setPromo] = useState('');
  const [notes, setNotes] = useState('');
  const [summary, setSummary] = useState<CheckoutSummary | null>(null);
  const [loadError, setLoadError] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [placing, setPlacing] = useState(false);
  const [phoneDialog, setPhoneDialog] = useState(false);
  const [paymentError, setPaymentError] = useState('');
  // One key per visit: a double click or a retry after a lost answer comes back with the same order.
  const idempotencyKey = useRef(newIdempotencyKey());
  const latest = useRef(0);

  useEffect(() => {
    void requestApi(browserFetch, '/api/customer/profile/addresses', addressList).then((result) => {
      if (!result.ok) return setLoadError(result.message);
      setAddresses(result.body.data);
      const primary = result.body.data.find((a) => a.is_primary) ?? result.body.data[0];
      if (primary) setAddressId(primary.id);
    });
  }, []);

  useEffect(() => {
    if (addressId === null) return;
    void fetchDeliveryFee(addressId).then((result) => setDelivery(result.ok ? result.body.data : null));
  }, [addressId]);

  // The server prices every choice; a late answer never overwrites a newer one.
  const reprice = useCallback(async () => {
    const ticket = ++latest.current;
    const result = await fetchSummary({
      address_id: addressId,
      payment_method: payment?.methodId ?? null,
      plan_id: payment?.planId ?? null,
      promo,
    });
    if (ticket !== latest.current) return;
    if (!result.ok) {
      if (result.maintenance) return void navigate(UNDER_CONSTRUCTION_PATH);
      return setLoadError(result.message);
    }
    const next = result.body.data;
    if (next.lines.length === 0 || !next.can_checkout) return void navigate('/shopping-cart');
    setLoadError('');
    setSummary(next);
  }, [addressId, payment, promo, navigate]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reprice();
  }, [reprice]);

  // Cash on delivery (no price change) is chosen for the customer at first; any other method is their choice.
  useEffect(() => {
    if (!summary || payment) return;
    const plain = summary.payment_methods.find(
      (m) => m.plans.length === 0 && quoteFor(summary, m.id, null) === summary.base_total,
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (plain) setPayment({ methodId: plain.id, planId: null, accepted: false });
  }, [summary, payment]);

  async function handle(outcome: PlaceOutcome): Promise<{ code: number; message: string }> {
    switch (outcome.kind) {
      case 'pay_in_frame':
        rememberPayUrl(outcome.url);
        void navigate(`/online-payment?iframe=${encodeURIComponent(outcome.url)}`);
        return { code: ResponseCode.ok, message: 'Your order is waiting for payment.' };
      case 'pay_in_window':
        window.location.assign(outcome.url);
        return { code: ResponseCode.ok, message: 'Your order is waiting for payment.' };
      case 'placed':
        await refreshCart();
        void navigate(`/checkout?response=success&order_id=${outcome.result.order.id}`, { replace: true });
        return { code: ResponseCode.ok, message: outcome.message };
      case 'payment_error':
        // That order failed for good: the next attempt is a new order, under a new key.
        idempotencyKey.current = newIdempotencyKey();
        setPaymentError(outcome.message);
        void refreshCart();
        return outcome;
      case 'verify_phone':
        setPhoneDialog(true);
        return outcome;
      case 'maintenance':
        void navigate(UNDER_CONSTRUCTION_PATH);
        return { code: ResponseCode.maintenance, message: '' };
      case 'failed':
        showToast(outcome.message);
        void reprice();
        return outcome;
    }
  }

  async function submit(verificationCode?: string) {
    if (addressId === null) {
      setProblem({ step: 'address', message: 'Choose a delivery address, or add one.' });
      return { code: 400, message: 'Choose a delivery address, or add one.' };
    }
    if (!payment) {
      setProblem({ step: 'payment', message: 'Choose how you will pay.' });
      return { code: 400, message: 'Choose how you will pay.' };
    }
    setProblem(null);
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
      },
      idempotencyKey.current,
    );
    setPlacing(false);
    return handle(outcome);
  }

  if (loadError && !summary) {
    return (
      <div className="checkout">
        <h1 className="checkout__title">Checkout</h1>
        <p role="alert">{loadError}</p>
      </div>
    );
  }
  if (!summary || addresses === null) {
    return (
      <div className="checkout" aria-busy="true">
        <h1 className="checkout__title">Checkout</h1>
        <p role="status">Preparing your order…</p>
      </div>
    );
  }

  const user = session.user;
  return (
    <div className="checkout">
      <h1 className="checkout__title">Checkout</h1>
      <div className="checkout__layout">
        <div className="checkout__steps">
          <AddressStep
            addresses={addresses}
            chosen={addressId}
            delivery={delivery}
            defaultName={user?.name ?? ''}
            defaultPhone={user?.phone ?? ''}
            onChoose={setAddressId}
            onAdded={(added) => {
              setAddresses([...addresses, added]);
              setAddressId(added.id);
              setProblem(null);
            }}
          />
          {problem?.step === 'address' ? (
            <p className="form-error" role="alert">
              {problem.message}
            </p>
          ) : null}
          <PaymentStep summary={summary} choice={payment} onChoose={setPayment} />
          {problem?.step === 'payment' ? (
            <p className="form-error" role="alert">
              {problem.message}
            </p>
          ) : null}
          <section className="checkout-step" aria-labelledby="step-extras">
            <h2 id="step-extras" className="checkout-step__title">
              <span className="checkout-step__number" aria-hidden="true">
                3
              </span>
              Promo code and notes
            </h2>
            <PromoField
              summary={summary}
              methodId={payment?.methodId ?? null}
              applied={promo}
              onApply={setPromo}
            />
            <div className="form-field">
              <label className="form-field__label" htmlFor="order-notes">
                Notes for the delivery (optional)
              </label>
              <textarea
                id="order-notes"
                className="form-field__input checkout__notes"
                maxLength={500}
                rows={3}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
              />
            </div>
          </section>
        </div>
        <OrderSummary summary={summary} placing={placing} onPlace={() => void submit()} />
      </div>
      {phoneDialog && user ? (
        <PhoneDialog
          user={user}
          submitCode={(code) => submit(code)}
          onClose={(result) => {
            setPhoneDialog(false);
            if (result?.ok) showToast(result.message);
          }}
        />
      ) : null}
      {paymentError ? (
        <ConfirmDialog
          title="Payment error"
          tone="error"
          confirmLabel="OK"
          onConfirm={() => {
            setPaymentError('');
            void reprice();
          }}
          onCancel={() => setPaymentError('')}
        >
          <p>{paymentError}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
