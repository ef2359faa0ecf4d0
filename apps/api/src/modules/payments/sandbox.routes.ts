import { randomBytes } from 'node:crypto';
import escape from 'escape-html';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatEGP } from '@shop/contract/money';
import { orderNumber } from '@shop/contract/orders';
import { AppError } from '#app/errors/app-error';
import { ok } from '#app/http/envelope';
import {
  SANDBOX_CARDS,
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_PROVIDER,
  SANDBOX_SIGNATURE_HEADER,
  sandboxCardPays,
  sandboxEvent,
  sandboxPayPath,
  signSandboxBody,
  verifySandboxSignature,
} from '#app/integrations/payments/sandbox-gateway';
import { cardCovered, cardOffersByName, cardPrefix } from './card-offers.ts';
import type { CallbackOutcome, OrderPayments } from './order-payments.ts';

/** The signed callback's body: the outcome of one payment (its provider is always the sandbox). */
const sandboxCallback = z.object({
  event_id: z.string(),
  reference: z.string(),
  amount: z.number(),
  success: z.boolean(),
  /** The first digits of the card that paid (a test call may leave them out: then no card offer is earned). */
  card_bin: z
    .string()
    .regex(/^\d{6,8}$/)
    .nullish(),
});

/** Text that is not JSON reads as undefined, which no schema accepts. */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A card form as posted (urlencoded); a missing or mistyped field reads as empty and fails its own check. */
const formText = z.string().catch('');
const cardFormBody = z
  .object({ card: formText, expiry: formText, cvc: formText })
  .catch({ card: '', expiry: '', cvc: '' });
const challengeFormBody = z.object({ otp: formText, bin: formText }).catch({ otp: '', bin: '' });

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1d1d1f;background:#fff}
main{max-width:420px;margin:0 auto}h1{font-size:1.25rem;margin:0 0 4px}p{margin:0 0 16px;color:#444}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font:inherit;
border:1px solid #888;border-radius:8px}.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:20px;width:100%;padding:12px;font:inherit;font-weight:600;color:#fff;background:#0066cc;border:0;
border-radius:8px;cursor:pointer}button.secondary{color:#0066cc;background:#fff;border:1px solid #0066cc}.error{color:#b00020;font-weight:600}.hint{font-size:.85rem;color:#555}
code{background:#f2f2f2;padding:0 4px;border-radius:4px}`;

/** The hosted page may be framed by the shop's own online-payment page, and nothing else. */
function sendPage(reply: FastifyReply, title: string, body: string, script?: string) {
  const nonce = randomBytes(16).toString('base64');
  reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'`,
    )
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
  const tail = script ? `<script nonce="${nonce}">${script}</script>` : '';
  return reply.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${tail}</body></html>`,
  );
}

function cardForm(action: string, amount: number, number: string, error?: string, offer?: string | null) {
  return `<h1>Sandbox card payment</h1>
<p>Order ${escape(number)} · <strong>${escape(formatEGP(amount))}</strong></p>
${offer ? `<p>This price includes ${escape(offer)}: pay with a card the offer covers.</p>` : ''}
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${escape(action)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<button type="submit">Pay ${escape(formatEGP(amount))}</button>
</form>
<form method="post" action="${escape(`${action}/cancel`)}"><button type="submit" class="secondary">Cancel payment</button></form>
<p class="hint">Test cards: <code>4242 4242 4242 4242</code> pays (so does any number ending 4242, such as a card of an offer's bank),
<code>4000 0000 0000 0002</code> is declined, <code>4000 0000 0000 3220</code> asks for the code
<code>${SANDBOX_CHALLENGE_CODE}</code>. Any future expiry and any 3-digit CVC.</p>`;
}

/** The result page sends the whole window back to checkout with the response parameter, as a gateway's return does. */
function finish(reply: FastifyReply, outcome: CallbackOutcome, orderId: number) {
  const response = outcome === 'paid' ? 'success' : outcome === 'failed' ? 'failed' : 'done';
  const target = `/checkout?response=${response}&order_id=${orderId}`;
  return sendPage(
    reply,
    'Returning to the shop',
    `<h1>${response === 'success' ? 'Payment received' : 'Payment not completed'}</h1>
<p><a href="${escape(target)}" target="_top">Return to the shop</a></p>`,
    `window.top.location.href = ${JSON.stringify(target)};`,
  );
}

function validExpiry(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/**
 * The built-in sandbox gateway (ADR 0011): a hosted card page on the shop's origin, test cards for success, decline
 * and a challenge, and a signed callback (POST .../sandbox/callback) verified before anything changes.
 */
export const sandboxRoutes: FastifyPluginAsync<{ orders: OrderPayments }> = async (app, { orders }) => {
  const deps = app.deps;
  // Card forms post urlencoded; the callback's signature is over the raw JSON text.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  async function offerCovers(offer: string, bin: string): Promise<boolean> {
    const ranges = (await cardOffersByName(deps.db, [offer])).get(offer);
    return !ranges || cardCovered(ranges, bin);
  }

  async function pendingOrder(reference: string) {
    const order = await orders.findByPayment(deps.db, SANDBOX_PROVIDER, reference);
    if (!order) throw new AppError('not_found', 'This payment link is not valid.');
    return order;
  }

  /** What the sandbox does when the card decides: sign the outcome and deliver it to the shop's callback logic. */
  async function settle(reference: string, amount: number, success: boolean, cardBin: string | null) {
    const event = sandboxEvent(reference, amount, success, cardBin);
    const raw = JSON.stringify(event);
    const secret = await deps.sandboxSecret();
    return receive(raw, signSandboxBody(secret, raw));
  }

  async function receive(raw: string, signature: string | undefined): Promise<CallbackOutcome> {
    const secret = await deps.sandboxSecret();
    if (!verifySandboxSignature(secret, raw, signature)) {
      app.log.warn({ provider: SANDBOX_PROVIDER }, 'payment callback rejected: bad signature');
      throw new AppError('bad_request', 'The callback signature is not valid.');
    }
    const event = sandboxCallback.safeParse(parseJson(raw));
    if (!event.success) throw new AppError('bad_request', 'The callback body is not a payment event.');
    return orders.applyEvent(deps, { ...event.data, provider: SANDBOX_PROVIDER }, app.log);
  }

  app.post('/api/customer/payments/sandbox/callback', async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[SANDBOX_SIGNATURE_HEADER];
    const outcome = await receive(raw, typeof header === 'string' ? header : undefined);
    return ok(
      { outcome },
      outcome === 'replayed' ? 'This event was already processed.' : 'Callback received.',
    );
  });

  app.get<{ Params: { reference: string } }>(
    '/api/customer/payments/sandbox/:reference',
    async (request, reply) => {
      const order = await pendingOrder(request.params.reference);
      if (order.status !== 'pending_payment') return finish(reply, 'ignored', order.id);
      return sendPage(
        reply,
        'Sandbox card payment',
        cardForm(
          sandboxPayPath(request.params.reference),
          order.total,
          orderNumber(order.id),
          undefined,
          order.card_offer,
        ),
      );
    },
  );

  app.post<{ Params: { reference: string } }>(
    '/api/customer/payments/sandbox/:reference',
    async (request, reply) => {
      const { reference } = request.params;
      const order = await pendingOrder(reference);
      if (order.status !== 'pending_payment') return finish(reply, 'ignored', order.id);
      const body = cardFormBody.parse(request.body);
      const card = body.card.replace(/[\s-]/g, '');
      const again = (error: string) =>
        sendPage(
          reply,
          'Sandbox card payment',
          cardForm(sandboxPayPath(reference), order.total, orderNumber(order.id), error, order.card_offer),
        );
      if (!/^\d{16}$/.test(card)) return again('Enter the 16 digits of the card number.');
      if (!validExpiry(body.expiry)) return again('Enter an expiry date in the future, as MM/YY.');
      if (!/^\d{3,4}$/.test(body.cvc)) return again('Enter the 3 digits on the back of the card.');
      const bin = cardPrefix(card);
      // A price with a bank's card offer is paid only by a card of that bank: another card is refused before any
      // money is taken, as the customer was told at checkout.
      if (order.card_offer !== null && !(await offerCovers(order.card_offer, bin))) {
        return again(
          `This order's price includes ${order.card_offer}, and this card is not part of it. Pay with a card the offer covers, or cancel the payment to find your items back in your cart.`,
        );
      }
      if (card === SANDBOX_CARDS.challenge) {
        return sendPage(
          reply,
          'Confirm your payment',
          `<h1>Confirm your payment</h1><p>Your bank sent a code (in the sandbox it is <code>${SANDBOX_CHALLENGE_CODE}</code>).</p>
<form method="post" action="${escape(`${sandboxPayPath(reference)}/challenge`)}">
<input type="hidden" name="bin" value="${escape(bin)}">
<label for="otp">Code</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Confirm</button></form>`,
        );
      }
      const outcome = await settle(reference, order.total, sandboxCardPays(card), bin);
      return finish(reply, outcome, order.id);
    },
  );

  app.post<{ Params: { reference: string } }>(
    '/api/customer/payments/sandbox/:reference/challenge',
    async (request, reply) => {
      const order = await pendingOrder(request.params.reference);
      if (order.status !== 'pending_payment') return finish(reply, 'ignored', order.id);
      const form = challengeFormBody.parse(request.body);
      const bin = /^\d{6,8}$/.test(form.bin) ? form.bin : null;
      const outcome = await settle(
        request.params.reference,
        order.total,
        form.otp.trim() === SANDBOX_CHALLENGE_CODE,
        bin,
      );
      return finish(reply, outcome, order.id);
    },
  );

  // The customer gives up on the card page: the payment fails as a decline does (the items go back to the cart).
  app.post<{ Params: { reference: string } }>(
    '/api/customer/payments/sandbox/:reference/cancel',
    async (request, reply) => {
      const order = await pendingOrder(request.params.reference);
      if (order.status !== 'pending_payment') return finish(reply, 'ignored', order.id);
      const outcome = await settle(request.params.reference, order.total, false, null);
      return finish(reply, outcome, order.id);
    },
  );
};
