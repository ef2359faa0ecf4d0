import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopperMessage } from '@shop/contract/shopper-messages';
import {
  cart,
  cartCount,
  cartMerge,
  cartUpdate,
  guestCartAdd,
  validateCartRequest,
  type Cart,
} from '@shop/contract/cart';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { customerOf } from '#app/modules/auth/token.service';
import * as carts from './cart.service.ts';

/** The envelope's message: the empty-cart text, a word on lowered amounts, or what was done. */
function messageOf(result: Cart, done = 'OK'): string {
  if (result.messages.length === 1) return result.messages[0]!.message_en;
  if (result.messages.length > 1) return shopperMessage('amountsChanged');
  return result.message_en ?? done;
}

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;
  const tags = ['cart'];
  const customer = { auth: 'customer' as const };

  app.get(
    '/api/customer/carts',
    {
      config: customer,
      schema: {
        tags,
        summary: "The signed-in customer's cart with server-computed totals",
        response: { 200: envelope(cart) },
      },
    },
    async (request) => {
      const result = await carts.getCallerCart(db, request.caller);
      return ok(result, messageOf(result));
    },
  );

  app.post(
    '/api/customer/carts',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Set lines of the customer cart: reset replaces the cart, otherwise items are upserted; 0 removes',
        body: cartUpdate,
        response: { 200: envelope(cart) },
      },
    },
    async (request) => {
      const result = await carts.updateCallerCart(db, request.caller, request.body);
      return ok(result, messageOf(result, shopperMessage('cartUpdated')));
    },
  );

  app.post(
    '/api/customer/carts/merge',
    {
      config: customer,
      schema: {
        tags,
        summary:
          "Right after sign-in: merge the guest's lines (and guest token's server cart) into the customer cart",
        body: cartMerge,
        response: { 200: envelope(cart) },
      },
    },
    async (request) => {
      const { cart: result } = await carts.mergeForCustomer(
        db,
        customerOf(request.caller).userId,
        request.body,
      );
      return ok(result, messageOf(result, shopperMessage('cartMerged')));
    },
  );

  app.get(
    '/api/customer/carts/count',
    {
      schema: {
        tags,
        summary: "Number of items in the caller's server cart (guest or customer); 0 without a token",
        response: { 200: envelope(cartCount) },
      },
    },
    async (request) => ok({ count: await carts.countCallerItems(db, request.caller) }),
  );

  app.post(
    '/api/customer/carts/guest/add',
    {
      schema: {
        tags,
        summary: "Guest add-to-cart: set one line of the guest token's server cart (0 removes it)",
        body: guestCartAdd,
        response: { 200: envelope(cart) },
      },
    },
    async (request) => {
      const result = await carts.updateCallerCart(db, request.caller, {
        items: [request.body],
        reset: false,
      });
      return ok(result, messageOf(result, shopperMessage('cartUpdated')));
    },
  );

  app.get(
    '/api/customer/home/initialize',
    {
      schema: {
        tags,
        summary:
          "The cart for guests: the guest token's server cart (a customer's own cart; empty without a token)",
        response: { 200: envelope(cart) },
      },
    },
    async (request) => {
      const result = await carts.getCallerCart(db, request.caller);
      return ok(result, messageOf(result));
    },
  );

  app.post(
    '/api/customer/orders/validate_cart',
    {
      schema: {
        tags,
        summary: "Every line's state and can_checkout (the checkout guard); unknown ids come back inactive",
        body: validateCartRequest,
        response: { 200: envelope(cart) },
      },
    },
    async (request) => {
      const result = await carts.validateCart(db, request.caller, request.body.items);
      const message = result.can_checkout
        ? 'Your cart is ready for checkout.'
        : (result.message_en ?? shopperMessage('cartNeedsAttention'));
      return ok(result, message);
    },
  );
};
