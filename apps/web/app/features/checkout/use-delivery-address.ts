import { useEffect, useState } from 'react';
import { addressList, type Address } from '@shop/contract/account';
import type { DeliveryFees } from '@shop/contract/orders';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { fetchDeliveryFee } from './checkout-api.ts';

/**
 * Checkout's first step: the customer's addresses (the primary one chosen at first), the one chosen, and what
 * delivery to it costs.
 */
export function useDeliveryAddress() {
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [chosen, choose] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<DeliveryFees | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    void requestApi(browserFetch, '/api/customer/profile/addresses', addressList).then((result) => {
      if (!result.ok) return setError(result.message);
      setAddresses(result.body.data);
      const primary = result.body.data.find((a) => a.is_primary) ?? result.body.data[0];
      if (primary) choose(primary.id);
    });
  }, []);

  useEffect(() => {
    if (chosen === null) return;
    void fetchDeliveryFee(chosen).then((result) => setDelivery(result.ok ? result.body.data : null));
  }, [chosen]);

  /** A new address saved from checkout is the one the order goes to. */
  function add(address: Address) {
    setAddresses((list) => [...(list ?? []), address]);
    choose(address.id);
  }

  return { addresses, chosen, delivery, error, choose, add };
}
