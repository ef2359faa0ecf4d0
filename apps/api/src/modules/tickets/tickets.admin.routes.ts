import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTicket,
  adminTicketPage,
  adminTicketParams,
  adminTicketQuery,
  ticketNoteRequest,
  ticketStatusChangeRequest,
} from '@shop/contract/admin-desk';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import * as desk from './tickets.admin.service.ts';

/**
 * The service centre's desk: every role (support first of all) finds tickets, moves them on, which texts the customer
 * as `tickets set-status` does, and writes internal notes.
 */
export const ticketsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const staffRoles = ['owner', 'manager', 'support'] as const;

  app.get(
    '/api/admin/tickets',
    {
      config: { staffRoles },
      schema: {
        tags,
        summary:
          'Service tickets, newest first, filtered by status ("open": not yet delivered or cancelled), type, Cairo days, or a ticket code or phone; `before` opens the older page',
        querystring: adminTicketQuery,
        response: { 200: envelope(adminTicketPage) },
      },
    },
    async (request) => ok(await desk.listTickets(deps.db, request.query)),
  );

  app.get(
    '/api/admin/tickets/:id',
    {
      config: { staffRoles },
      schema: {
        tags,
        summary:
          'One ticket: the device and problem, the status history with who made each change, staff notes',
        params: adminTicketParams,
        response: { 200: envelope(adminTicket) },
      },
    },
    async (request) => ok(await desk.readTicket(deps.db, request.params.id)),
  );

  app.post(
    '/api/admin/tickets/:id/status',
    {
      config: { staffRoles },
      schema: {
        tags,
        summary:
          'Moves the ticket to another status and tells the customer by SMS, with the note (409 for a closed ticket or the status it already has)',
        params: adminTicketParams,
        body: ticketStatusChangeRequest,
        response: { 200: envelope(adminTicket) },
      },
    },
    async (request) => {
      const ticket = await desk.moveTicket(deps, request.params.id, staffOf(request).staffId, request.body);
      return ok(ticket, `${ticket.code} is now ${ticket.status_label}. The customer was told by SMS.`);
    },
  );

  app.post(
    '/api/admin/tickets/:id/notes',
    {
      config: { staffRoles },
      schema: {
        tags,
        summary: 'Adds an internal note to the ticket (never shown to the customer)',
        params: adminTicketParams,
        body: ticketNoteRequest,
        response: { 200: envelope(adminTicket) },
      },
    },
    async (request) =>
      ok(
        await desk.addTicketNote(deps.db, request.params.id, staffOf(request).staffId, request.body.body),
        'Note added.',
      ),
  );
};
