import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { envelope } from '@shop/contract/envelope';
import {
  TICKET_NOT_FOUND,
  TRACKING_PATH,
  ticketCreated,
  ticketRequest,
  trackedTicket,
  trackRequest,
} from '@shop/contract/tickets';
import { AppError } from '#app/errors/app-error';
import { ok } from '#app/http/envelope';
import { publicOrigin } from '#app/http/origin';
import { filledByBot, publicFormLimit } from '#app/http/public-form';
import { provenContactsOf } from '#app/modules/accounts/proven-contacts';
import { createTicket, decoyTicket, trackTicket } from './tickets.service.ts';
import { requestLanguage } from '#app/modules/outbox/customer-messages';
import { shopNow } from '#app/modules/site/shop-settings.service';

const received = (code: string) => shopperMessage('ticketReceived', { code });

/** The service centre's public forms: a service request, and Track Your Device. Both are rate limited per IP. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tags = ['service centre'];

  app.post(
    '/api/customer/tickets',
    {
      config: publicFormLimit(deps.config),
      schema: {
        tags,
        summary:
          "Open a hardware or software service request; answers the tracking code, which an SMS or e-mail carries only to the signed-in customer's own verified phone or account e-mail",
        body: ticketRequest,
        response: { 201: envelope(ticketCreated) },
      },
    },
    async (request, reply) => {
      const ticket = filledByBot(request.body)
        ? decoyTicket(request.body)
        : await createTicket(deps.db, request.body, {
            shopName: (await shopNow(deps)).shop_name,
            trackUrl: `${publicOrigin(deps.config)}${TRACKING_PATH}`,
            proven: await provenContactsOf(deps.db, request.caller),
            perDay: deps.config.FORM_MESSAGES_PER_DAY,
            language: requestLanguage(request),
          });
      return reply.status(201).send(ok(ticket, received(ticket.code), 201));
    },
  );

  app.post(
    '/api/customer/tickets/track',
    {
      config: publicFormLimit(deps.config),
      schema: {
        tags,
        summary:
          'Track Your Device: the ticket and its status history, only when both the tracking code and the phone match',
        body: trackRequest,
        response: { 200: envelope(trackedTicket) },
      },
    },
    async (request) => {
      if (filledByBot(request.body)) throw new AppError('not_found', TICKET_NOT_FOUND);
      const ticket = await trackTicket(deps.db, request.body);
      return ok(ticket, ticket.status_label);
    },
  );
};
