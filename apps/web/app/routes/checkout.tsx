import { useEffect, useReducer } from 'react';
import { redirect } from 'react-router';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { PhoneDialog } from '#web/features/account/phone-dialog.tsx';
import { loadCart } from '#web/features/cart/cart-store.ts';
import { AddressStep } from '#web/features/checkout/address-step.tsx';
import { chooseForOrder, NO_CHOICES } from '#web/features/checkout/order-choices.ts';
import { OrderSummary } from '#web/features/checkout/order-summary.tsx';
import { PaymentResult } from '#web/features/checkout/payment-result.tsx';
import { PaymentStep } from '#web/features/checkout/payment-step.tsx';
import { PromoField } from '#web/features/checkout/promo-field.tsx';
import { useDeliveryAddress } from '#web/features/checkout/use-delivery-address.ts';
import { useOrderPricing } from '#web/features/checkout/use-order-pricing.ts';
import { usePlaceOrder } from '#web/features/checkout/use-place-order.ts';
import { customerOnly } from '#web/features/session/route-guards.ts';
import { useSession } from '#web/features/session/session.ts';
import { UNDER_CONSTRUCTION_PATH } from '#web/lib/api-client.ts';
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
 * Checkout needs a signed-in customer and a cart that can be ordered; a return carrying a response parameter is always
 * allowed and shows the payment result.
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

/** The address, the payment and the extras, priced by the server as they change, then the order placed. */
function CheckoutForm() {
  const { user } = useSession();
  const address = useDeliveryAddress();
  const [choices, choose] = useReducer(chooseForOrder, NO_CHOICES);
  const { payment, promo, notes, cardBin } = choices;
  const pricing = useOrderPricing({ addressId: address.chosen, payment, promo, cardBin });
  const order = usePlaceOrder({ addressId: address.chosen, ...choices }, pricing.reprice);

  useEffect(() => {
    // The first price is when cash on delivery can be picked for the customer (chooseForOrder).
    if (pricing.summary) choose({ priced: pricing.summary });
  }, [pricing.summary]);

  const { summary } = pricing;
  const loadError = pricing.error || address.error;
  if (loadError && !summary) {
    return (
      <div className="checkout">
        <h1 className="checkout__title">Checkout</h1>
        <p role="alert">{loadError}</p>
      </div>
    );
  }
  if (!summary || address.addresses === null) {
    return (
      <div className="checkout" aria-busy="true">
        <h1 className="checkout__title">Checkout</h1>
        <p role="status">Preparing your order…</p>
      </div>
    );
  }

  return (
    <div className="checkout">
      <h1 className="checkout__title">Checkout</h1>
      <div className="checkout__layout">
        <div className="checkout__steps">
          <AddressStep
            addresses={address.addresses}
            chosen={address.chosen}
            delivery={address.delivery}
            defaultName={user?.name ?? ''}
            defaultPhone={user?.phone ?? ''}
            onChoose={address.choose}
            onAdded={(added) => {
              address.add(added);
              order.clearMissing();
            }}
          />
          {order.missing?.step === 'address' ? <FormMessage message={order.missing.message} /> : null}
          <PaymentStep
            summary={summary}
            choice={payment}
            onChoose={(chosen) => choose({ payment: chosen })}
            cardBin={cardBin}
            onCardBin={(bin) => choose({ cardBin: bin })}
          />
          {order.missing?.step === 'payment' ? <FormMessage message={order.missing.message} /> : null}
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
              cardBin={cardBin}
              applied={promo}
              onApply={(code) => choose({ promo: code })}
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
                onChange={(event) => choose({ notes: event.target.value })}
              />
            </div>
          </section>
        </div>
        <OrderSummary summary={summary} placing={order.placing} onPlace={() => void order.place()} />
      </div>
      {order.askingForCode && user ? (
        <PhoneDialog
          user={user}
          submitCode={(code) => order.place(code)}
          onClose={(result) => {
            order.stopAskingForCode();
            if (result?.ok) showToast(result.message);
          }}
        />
      ) : null}
      {order.paymentError ? (
        <ConfirmDialog
          title="Payment error"
          tone="error"
          confirmLabel="OK"
          onConfirm={() => {
            order.dismissPaymentError();
            void pricing.reprice();
          }}
          onCancel={order.dismissPaymentError}
        >
          <p>{order.paymentError}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
