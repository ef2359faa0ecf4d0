import { useEffect, useReducer, useRef } from 'react';
import { data } from 'react-router';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { PhoneDialog } from '#web/features/account/phone-dialog.tsx';
import { AddressStep } from '#web/features/checkout/address-step.tsx';
import { loadCheckout, type CheckoutStart } from '#web/features/checkout/checkout.server.ts';
import { chooseForOrder, firstChoices } from '#web/features/checkout/order-choices.ts';
import { OrderSummary } from '#web/features/checkout/order-summary.tsx';
import { PaymentResult } from '#web/features/checkout/payment-result.tsx';
import { PaymentStep } from '#web/features/checkout/payment-step.tsx';
import { PromoField } from '#web/features/checkout/promo-field.tsx';
import { useDeliveryAddress } from '#web/features/checkout/use-delivery-address.ts';
import { useOrderPricing } from '#web/features/checkout/use-order-pricing.ts';
import { usePlaceOrder } from '#web/features/checkout/use-place-order.ts';
import { useSession } from '#web/features/session/session.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import checkoutCss from '#web/styles/checkout.css?url';
import type { Route } from './+types/checkout';
import { passCacheControl } from '#web/lib/page-headers.ts';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: checkoutCss },
];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, shopName, t('checkout.title')) }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page holds the signed-in shopper's data: its loader's Cache-Control goes out with it. */
export const headers = passCacheControl;

/**
 * Checkout for the customer the session cookie names, rendered on the server with their cart, address book and the
 * order priced for their first address (see loadCheckout for where anyone else is sent). The page is theirs alone.
 */
export async function loader(args: Route.LoaderArgs) {
  return data(
    { ...(await loadCheckout(args)), messages: pageMessages(args.request, 'checkout') },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const say = useFormMessage();
  if (loaderData.kind === 'result') {
    const { result } = loaderData;
    return (
      <div className="checkout">
        <PaymentResult
          key={`${result.response} ${result.orderId}`}
          response={result.response}
          orderId={result.orderId}
          order={result.order}
          message={result.message}
        />
      </div>
    );
  }
  if (loaderData.kind === 'failed') {
    return (
      <div className="checkout">
        <h1 className="checkout__title">{t('checkout.title')}</h1>
        <p role="alert">{say(loaderData.message)}</p>
      </div>
    );
  }
  // Another customer signed in elsewhere (the stored session wins, and the page is loaded again): a fresh form.
  return <CheckoutForm key={loaderData.start.user.id} start={loaderData.start} />;
}

/**
 * The address, the payment and the extras, priced by the server as they change, then the order placed. Every part
 * starts from what the server rendered, so hydration changes nothing on screen.
 */
function CheckoutForm({ start }: { start: CheckoutStart }) {
  const t = useT();
  const say = useFormMessage();
  const session = useSession();
  const user = session.user ?? start.user;
  const address = useDeliveryAddress({
    addresses: start.addresses,
    chosen: start.chosen,
    delivery: start.summary.delivery,
  });
  const [choices, choose] = useReducer(chooseForOrder, start.summary, firstChoices);
  const { payment, promo, notes, cardBin } = choices;
  const pricing = useOrderPricing({ addressId: address.chosen, payment, promo, cardBin }, start.summary);
  const order = usePlaceOrder({ addressId: address.chosen, ...choices }, pricing.reprice);
  const notesField = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    // Until the customer picks one, a new price may be the moment cash on delivery can be picked (chooseForOrder).
    choose({ priced: pricing.summary });
  }, [pricing.summary]);

  useEffect(() => {
    // Notes typed into the server's page before its script ran are the customer's: the state takes them over.
    const typed = notesField.current?.value ?? '';
    if (typed) choose({ notes: typed });
  }, []);

  const { summary } = pricing;
  return (
    <div className="checkout">
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      {pricing.error ? (
        <p className="checkout__error" role="alert">
          {say(pricing.error)}
        </p>
      ) : null}
      <div className="checkout__layout">
        <div className="checkout__steps">
          <AddressStep
            addresses={address.addresses}
            chosen={address.chosen}
            delivery={address.delivery}
            defaultName={user.name}
            defaultPhone={user.phone ?? ''}
            governorates={start.governorates}
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
              {t('checkout.extrasTitle')}
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
                {t('checkout.notesLabel')}
              </label>
              <textarea
                ref={notesField}
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
      {order.askingForCode ? (
        <PhoneDialog
          user={user}
          submitCode={(code) => order.place(code)}
          onClose={(result) => {
            order.stopAskingForCode();
            if (result?.ok) showToast(say(result.message) ?? result.message);
          }}
        />
      ) : null}
      {order.paymentError ? (
        <ConfirmDialog
          title={t('checkout.paymentErrorTitle')}
          tone="error"
          confirmLabel={t('checkout.ok')}
          onConfirm={() => {
            order.dismissPaymentError();
            void pricing.reprice();
          }}
          onCancel={order.dismissPaymentError}
        >
          <p>{say(order.paymentError)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
