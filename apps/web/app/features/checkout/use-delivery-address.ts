import { useEffect, useRef, useState } from 'react';
import type { Address } from '@shop/contract/account';
import type { DeliveryFees } from '@shop/contract/orders';
import { fetchDeliveryFee } from './checkout-api.ts';

/** The address an order goes to until the customer picks another: the primary one, else the first. */
export function firstAddressOf(addresses: Address[]): number | null {
  return (addresses.find((a) => a.is_primary) ?? addresses[0])?.id ?? null;
}

/**
 * Checkout's first step: the customer's addresses, the one chosen, and what delivery to it costs. The page arrives
 * with all three from the server (the fee of the first choice is the summary's); the fee is asked again only when
 * the customer picks or adds another address.
 */
export function useDeliveryAddress(initial: {
  addresses: Address[];
  chosen: number | null;
  delivery: DeliveryFees | null;
}) {
  const [addresses, setAddresses] = useState(initial.addresses);
  const [chosen, choose] = useState(initial.chosen);
  const [delivery, setDelivery] = useState(initial.delivery);
  /** The address whose fee is shown or on its way. */
  const priced = useRef(initial.chosen);

  useEffect(() => {
    if (chosen === null || chosen === priced.current) return;
    priced.current = chosen;
    void fetchDeliveryFee(chosen).then((result) => {
      if (priced.current === chosen) setDelivery(result.ok ? result.body.data : null);
    });
  }, [chosen]);

  /** A new address saved from checkout is the one the order goes to. */
  function add(address: Address) {
    setAddresses((list) => [...list, address]);
    choose(address.id);
  }

  return { addresses, chosen, delivery, choose, add };
}
