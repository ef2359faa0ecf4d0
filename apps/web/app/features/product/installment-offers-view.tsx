import { formatEGP } from '@shop/contract/money';
import type { PaymentMethod } from '@shop/contract/orders';
import { plural } from '#web/lib/plural.ts';
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
  const offers = installmentOffers(price, productOffer, methods);
  if (offers.length === 0) return null;
  return (
    <section className="item-plans" aria-labelledby="item-plans-title">
      <h2 id="item-plans-title" className="item-plans__title">
        Pay monthly
      </h2>
      {offers.map((method) => {
        const from = lowestMonthly(method.plans);
        return (
          <div key={method.methodId} className="item-plans__method">
            <p className="item-plans__name">
              {method.name}
              {from !== null ? <span className="item-plans__from"> from {formatEGP(from)}/month</span> : null}
            </p>
            {method.offer ? <p className="item-plans__offer">{method.offer} included</p> : null}
            <ul className="item-plans__list">
              {method.plans.map((plan) => (
                <li key={plan.planId} className="item-plans__plan">
                  <span className="item-plans__months">{plural(plan.months, 'month', 'months')}</span>
                  <span className="item-plans__monthly">{formatEGP(plan.monthly)}/month</span>
                  <span className="item-plans__detail">
                    {plan.interestPercent > 0 ? `${plan.interestPercent}% interest` : 'No interest'} ·{' '}
                    {formatEGP(plan.total)} in all
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <p className="item-plans__note">For one item, before delivery. Choose the plan at checkout.</p>
    </section>
  );
}
