import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { z } from 'zod';
import { envelope } from '@shop/contract/envelope';
import {
  customerOrderActions,
  MAX_RETURN_PHOTO_BYTES,
  orderReturn,
  returnRequestInput,
} from '@shop/contract/order-returns';
import { ok } from '#app/http/envelope';
import { customerOf } from '#app/modules/auth/token.service';
import { customerActions, requestReturn } from './order-returns.service.ts';

const params = z.object({ id: z.coerce.number().int().positive() });

/** Room for the photo as base64 (a third larger than its bytes) and the reason around it. */
const RETURN_BODY_LIMIT = Math.ceil((MAX_RETURN_PHOTO_BYTES * 4) / 3) + 64 * 1024;

/** A customer's own order after it was placed: what they may do with it, and asking to return it (ADR 0033). */
export const orderReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tags = ['orders'];
  const customer = { auth: 'customer' as const };

  app.get(
    '/api/customer/orders/:id/return',
    {
      config: customer,
      schema: {
        tags,
        summary:
          "Whether the customer may cancel the order or ask to return it (and until when), with their return request if any (another customer's order: 404)",
        params,
        response: { 200: envelope(customerOrderActions) },
      },
    },
    async (request) => ok(await customerActions(deps, customerOf(request.caller).userId, request.params.id)),
  );

  app.post(
    '/api/customer/orders/:id/return',
    {
      config: customer,
      bodyLimit: RETURN_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Ask to return a delivered order within the return window, once, with a reason and an optional photo (base64 JPEG, PNG or WebP, 8 MB); 409 when it is not delivered, already asked or past the window',
        params,
        body: returnRequestInput,
        response: { 201: envelope(orderReturn) },
      },
    },
    async (request, reply) => {
      const made = await requestReturn(
        deps,
        customerOf(request.caller).userId,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return ok(made, shopperMessage('returnReceived'), 201);
    },
  );
};
