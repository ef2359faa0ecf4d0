import { formatEGP } from '@shop/contract/money';
import type { PaymentMethod } from '@shop/contract/orders';
import { isolate, useLanguage, useT } from '#web/i18n/i18n.tsx';
import { bidiSafe } from '#web/features/catalog/offer-name.ts';
import { installmentOffers, lowestMonthly } from './installment-offers.ts';

/**
 * The item page's installment offers: each plan's monthly amount for the price shown, before the shopper reaches
 * checkout. Delivery is not in them (it depends on the address), which the note says.
 */
export function InstallmentOffers({
  price,
  productOffer,
  methods,
}: {
  price: number;
  productOffer: string | null;
  methods: readonly PaymentMethod[];
}) {
  const t = useT();
  const language = useLanguage();
  const money = (amount: number) => isolate(formatEGP(amount, language), language);
  const offers = installmentOffers(price, productOffer, methods);
  if (offers.length === 0) return null;
  return (
    <section className="item-plans" aria-labelledby="item-plans-title">
      <h2 id="item-plans-title" className="item-plans__title">
        {t('plans.title')}
      </h2>
      {offers.map((method) => {
        const from = lowestMonthly(method.plans);
        const offer = language === 'ar' ? method.offer_ar : method.offer;
        return (
          <div key={method.methodId} className="item-plans__method">
            <p className="item-plans__name">
              {language === 'ar' ? method.name_ar : method.name}
              {from !== null ? (
                <span className="item-plans__from">{t('plans.from', { amount: money(from) })}</span>
              ) : null}
            </p>
            {offer ? (
              <p className="item-plans__offer">{t('plans.included', { offer: bidiSafe(offer, language) })}</p>
            ) : null}
            <ul className="item-plans__list">
              {method.plans.map((plan) => (
                <li key={plan.planId} className="item-plans__plan">
                  <span className="item-plans__months">{t('plans.months', { months: plan.months })}</span>
                  <span className="item-plans__monthly">
                    {t('plans.monthly', { amount: money(plan.monthly) })}
                  </span>
                  <span className="item-plans__detail">
                    {plan.interestPercent > 0
                      ? t('plans.interest', { percent: plan.interestPercent })
                      : t('plans.noInterest')}{' '}
                    · {t('plans.total', { amount: money(plan.total) })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <p className="item-plans__note">{t('plans.note')}</p>
    </section>
  );
}
