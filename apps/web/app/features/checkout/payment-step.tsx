import { useState } from 'react';
import { formatEGP, monthlyPayment } from '@shop/contract/money';
import type { CheckoutSummary, PaymentMethod, PaymentPlan } from '@shop/contract/orders';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { CardOfferField } from './card-offer-field.tsx';
import { bidiSafe } from '#web/features/catalog/offer-name.ts';
import { useEarlyChoice } from '#web/lib/early-choice.ts';
import { isolate, useLanguage, useT } from '#web/i18n/i18n.tsx';
import { SLOT, withSlot } from './slot.tsx';

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

/** Each plan of a method with what the server quoted for it in all and what that comes to a month. */
export function planQuotes(
  summary: CheckoutSummary,
  method: PaymentMethod,
): Array<{ plan: PaymentPlan; total: number | null; monthly: number | null }> {
  return method.plans.map((plan) => {
    const total = quoteFor(summary, method.id, plan.id);
    return { plan, total, monthly: total === null ? null : monthlyPayment(total, plan.months) };
  });
}

/** The payment method radio group's name. */
const PAY_WITH = 'payment_method';

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
  const t = useT();
  const language = useLanguage();
  /** A price on its own, laid out in the page's language. */
  const price = (amount: number) => formatEGP(amount, language);
  /** A price inside a sentence: kept in its own order within an Arabic one. */
  const inText = (amount: number) => isolate(price(amount), language);
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

  useEarlyChoice(PAY_WITH, choice ? String(choice.methodId) : null, (value) => {
    const method = summary.payment_methods.find((m) => String(m.id) === value);
    if (method) pick(method.id, defaultPlanOf(method));
  });

  const askedMethod = dialog ? summary.payment_methods.find((m) => m.id === dialog.methodId) : undefined;

  return (
    <section className="checkout-step" aria-labelledby="step-payment">
      <h2 id="step-payment" className="checkout-step__title">
        <span className="checkout-step__number" aria-hidden="true">
          2
        </span>
        {t('checkout.paymentTitle')}
      </h2>
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t('checkout.payWith')}</legend>
        {summary.payment_methods.map((method) => {
          const chosen = choice?.methodId === method.id;
          const plans = planQuotes(summary, method);
          const monthlies = plans.flatMap((p) => (p.monthly === null ? [] : [p.monthly]));
          const total = quoteFor(summary, method.id, null);
          return (
            <div key={method.id} className={`choice${chosen ? ' is-chosen' : ''}`}>
              <label className="choice__main">
                <input
                  type="radio"
                  name={PAY_WITH}
                  value={method.id}
                  checked={chosen}
                  onChange={() => pick(method.id, defaultPlanOf(method))}
                />
                <span className="choice__body">
                  <span className="choice__title">
                    <bdi>{language === 'ar' ? method.name_ar : method.name_en}</bdi>
                  </span>
                  {method.discount_name_en && method.discount_percent > 0 ? (
                    <span className="choice__offer">
                      {t('checkout.methodOffer', {
                        offer: bidiSafe(
                          language === 'ar'
                            ? (method.discount_name_ar ?? method.discount_name_en)
                            : method.discount_name_en,
                          language,
                        ),
                      })}
                    </span>
                  ) : null}
                  {method.plans.length > 0 ? (
                    monthlies.length > 0 ? (
                      <span className="choice__text">
                        {t('checkout.fromMonthly', { amount: inText(Math.min(...monthlies)) })}
                      </span>
                    ) : null
                  ) : total !== null ? (
                    <span className="choice__text">
                      {t('checkout.methodTotal', { amount: inText(total) })}
                      {total < summary.base_total
                        ? t('checkout.youSave', { amount: inText(summary.base_total - total) })
                        : ''}
                    </span>
                  ) : null}
                </span>
              </label>
              {chosen && offer && offer.method_id === method.id ? (
                <CardOfferField key={cardBin} offer={offer} cardBin={cardBin} onCheck={onCardBin} />
              ) : null}
              {method.plans.length > 0 ? (
                // Every plan shows its monthly amount before the method is chosen; picking one chooses the method too.
                <fieldset className="plan-list">
                  <legend className="plan-list__legend">{t('checkout.installmentPlan')}</legend>
                  {plans.map(({ plan, total: planTotal, monthly }) => {
                    const planChosen = chosen && choice.planId === plan.id;
                    return (
                      <label key={plan.id} className={`plan${planChosen ? ' is-chosen' : ''}`}>
                        <input
                          type="radio"
                          name={`plan_id-${method.id}`}
                          value={plan.id}
                          checked={planChosen}
                          onChange={() => pick(method.id, plan.id)}
                        />
                        <span className="plan__text">
                          <span className="plan__months">
                            {t('checkout.planMonths', { count: plan.months })}
                            {plan.interest_percent > 0
                              ? t('checkout.planInterest', { percent: plan.interest_percent })
                              : t('checkout.planNoInterest')}
                          </span>
                          {planTotal !== null && monthly !== null ? (
                            <span className="plan__amount">
                              <strong>{t('checkout.perMonth', { amount: inText(monthly) })}</strong> ·{' '}
                              <span className="plan__all">
                                {t('checkout.inAll', { amount: inText(planTotal) })}
                              </span>
                            </span>
                          ) : null}
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
          title={t('checkout.totalChanges')}
          confirmLabel={t('checkout.acceptTotal', { amount: inText(dialog.total) })}
          cancelLabel={t('checkout.keepChoice')}
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
            {withSlot(
              t('checkout.totalChangesBody', {
                method: isolate(language === 'ar' ? askedMethod.name_ar : askedMethod.name_en, language),
                from: inText(summary.base_total),
                to: SLOT,
              }),
              <strong>
                <bdi>{price(dialog.total)}</bdi>
              </strong>,
            )}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
