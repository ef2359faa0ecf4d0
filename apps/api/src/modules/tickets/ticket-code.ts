import { randomInt } from 'node:crypto';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH, TICKET_CODE_PREFIX } from '@shop/contract/tickets';

/**
 * A new tracking code such as SRV-7K3Q9P: six characters drawn uniformly (crypto randomInt, no modulo bias) from an
 * alphabet without look-alikes, about 887 million codes. Knowing a code is not enough to read a ticket: tracking also
 * needs the phone, and it is rate limited.
 */
export function generateTicketCode(pick: (max: number) => number = randomInt): string {
  let code = TICKET_CODE_PREFIX;
  for (let i = 0; i < TICKET_CODE_LENGTH; i += 1)
    code += TICKET_CODE_ALPHABET[pick(TICKET_CODE_ALPHABET.length)];
  return code;
}
