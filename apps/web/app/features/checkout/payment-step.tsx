import { useState } from 'react';
import { formatEGP } from '@shop/contract/money';
import type { CheckoutSummary, PaymentMethod } from '@shop/contract/orders';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { CardOfferField } from './card-offer-field.tsx';

export interface PaymentChoice {
  methodId: number;
  planId: number | null;
  /** The customer accepted the total this method and plan give (accept_payment_discount_dialog). */
  accepted: boolean;
}

/** The total the server quoted for a method and plan. */
export function quoteFor(summary: CheckoutSummary, methodId: number, planId: number | null): number | null {
  return summary.quotes.find((q) => q.method_id === methodId && q.plan_id === planId)?.total ?? null;
}

/** A method's first plan, when it offers plans (installments are always paid over one). */
export function defaultPlanOf(method: PaymentMethod): number | null {
  return method.plans[0]?.id ?? null;
}

/**
 * Checkout's payment step: the server's methods with their offers, installment plans, and the total of each. When a
 * choice changes the price (a method's discount, a plan's interest), the customer accepts the new total in a dialog
 * first, and only then is it chosen. A bank's card offer needs the card's first digits: once they earn it, the
 * new total is accepted the same way (keeping the old one drops the digits).
 */
export function PaymentStep({
  summary,
  choice,
  onChoose,
  cardBin,
  onCardBin,
}: {
  summary: CheckoutSummary;
  choice: PaymentChoice | null;
  onChoose: (choice: PaymentChoice) => void;
  cardBin: string;
  onCardBin: (cardBin: string) => void;
}) {
  const [asking, setAsking] = useState<{ methodId: number; planId: number | null; total: number } | null>(
    null,
  );
  const offer = summary.card_offer;
  const offerTotal =
    choice && offer?.applies && offer.method_id === choice.methodId && !choice.accepted
      ? quoteFor(summary, choice.methodId, choice.planId)
      : null;
  // The card's digits earned the offer for the chosen method: its new total is asked for as a choice's would be.
  const offerAsking =
    !asking && choice && offerTotal !== null && offerTotal !== summary.base_total
      ? { methodId: choice.methodId, planId: choice.planId, total: offerTotal }
      : null;
  const dialog = asking ?? offerAsking;

  function pick(methodId: number, planId: number | null) {
    const total = quoteFor(summary, methodId, planId);
    if (total === null || total === summary.base_total) {
      onChoose({ methodId, planId, accepted: false });
      return;
    }
    setAsking({ methodId, planId, total });
  }

  const askedMethod = dialog ? summary.payment_methods.find((m) => m.id === dialog.methodId) : undefined;

  return (
    <section className="checkout-step" aria-labelledby="step-payment">
      <h2 id="step-payment" className="checkout-step__title">
        <span className="checkout-step__number" aria-hidden="true">
          2
        </span>
        Payment
      </h2>
      <fieldset className="choice-list">
        <legend className="visually-hidden">Pay with</legend>
        {summary.payment_methods.map((method) => {
          const chosen = choice?.methodId === method.id;
          const total = quoteFor(summary, method.id, chosen ? choice.planId : defaultPlanOf(method));
          return (
            <div key={method.id} className={`choice${chosen ? ' is-chosen' : ''}`}>
              <label className="choice__main">
                <input
                  type="radio"
                  name="payment_method"
                  value={method.id}
                  checked={chosen}
                  onChange={() => pick(method.id, defaultPlanOf(method))}
                />
                <span className="choice__body">
                  <span className="choice__title">{method.name_en}</span>
                  {method.discount_name_en && method.discount_percent > 0 ? (
                    <span className="choice__offer">{method.discount_name_en} on eligible products</span>
                  ) : null}
                  {total !== null ? (
                    <span className="choice__text">
                      {method.plans.length > 0 ? 'From ' : 'Total '}
                      {formatEGP(total)}
                      {total < summary.base_total
                        ? ` · you save ${formatEGP(summary.base_total - total)}`
                        : ''}
                    </span>
                  ) : null}
                </span>
              </label>
              {chosen && offer && offer.method_id === method.id ? (
                <CardOfferField key={cardBin} offer={offer} cardBin={cardBin} onCheck={onCardBin} />
              ) : null}
              {chosen && method.plans.length > 0 ? (
                <fieldset className="plan-list">
                  <legend className="plan-list__legend">Installment plan</legend>
                  {method.plans.map((plan) => {
                    const planTotal = quoteFor(summary, method.id, plan.id);
                    return (
                      <label key={plan.id} className={`plan${choice.planId === plan.id ? ' is-chosen' : ''}`}>
                        <input
                          type="radio"
                          name="plan_id"
                          value={plan.id}
                          checked={choice.planId === plan.id}
                          onChange={() => pick(method.id, plan.id)}
                        />
                        <span>
                          {plan.months} months
                          {plan.interest_percent > 0
                            ? `, ${plan.interest_percent}% interest`
                            : ', no interest'}
                          {planTotal !== null
                            ? ` · ${formatEGP(Math.ceil(planTotal / plan.months))}/month, ${formatEGP(planTotal)} in all`
                            : ''}
                        </span>
                      </label>
                    );
                  })}
                </fieldset>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {dialog && askedMethod ? (
        <ConfirmDialog
          title="Your total changes"
          confirmLabel={`Accept ${formatEGP(dialog.total)}`}
          cancelLabel="Keep my choice"
          onConfirm={() => {
            onChoose({ methodId: dialog.methodId, planId: dialog.planId, accepted: true });
            setAsking(null);
          }}
          onCancel={() => {
            if (asking) setAsking(null);
            else onCardBin('');
          }}
        >
          <p>
            Paying with {askedMethod.name_en} changes your total from {formatEGP(summary.base_total)} to{' '}
            <strong>{formatEGP(dialog.total)}</strong>.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
