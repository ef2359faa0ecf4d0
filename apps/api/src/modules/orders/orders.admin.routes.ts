import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrder,
  adminOrderPage,
  adminOrderParams,
  adminOrderQuery,
  orderNoteRequest,
  orderStatusChangeRequest,
} from '@shop/contract/admin-orders';
import { orderRefunds, refundRequest, shipRequest } from '@shop/contract/admin-refunds';
import { envelope } from '@shop/contract/envelope';
import { formatEGP } from '@shop/contract/money';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import * as desk from './order-desk.service.ts';
import { readRefunds, refundOrder } from './order-refunds.service.ts';

/** The CSV export's columns: what staff filter by and act on, one order a row. */
const CSV_COLUMNS = [
  'number',
  'placed_at',
  'status',
  'payment_method',
  'total_egp',
  'promo_code',
  'governorate',
  'customer_name',
  'customer_email',
  'customer_phone',
] as const;

/**
 * The order desk: every role reads orders and moves them along their allowed steps (support answers customers about
 * their orders), ships them and writes internal notes; only managers and owners give money back.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary:
          'Orders, newest first, filtered by status, payment method, Cairo days, governorate, promo code, customer (e-mail or phone) or number; `before` opens the older page',
        querystring: adminOrderQuery,
        response: { 200: envelope(adminOrderPage) },
      },
    },
    async (request) => ok(await desk.listOrders(deps, request.query)),
  );

  app.get(
    '/api/admin/orders/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered orders as CSV (UTF-8), newest first, times in UTC (ISO 8601)',
        querystring: adminOrderQuery,
      },
    },
    async (request, reply) => {
      const rows = Readable.from(
        (async function* () {
          for await (const o of desk.everyOrder(deps, request.query)) {
            yield [
              o.number,
              o.created_at,
              o.status,
              o.payment_method,
              o.total,
              o.promo_code ?? '',
              o.governorate_en,
              o.customer.name,
              o.customer.email,
              o.customer.phone ?? '',
            ];
          }
        })(),
      );
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'private, no-store');
      // A spreadsheet opens Arabic names correctly when the file starts with a byte-order mark.
      return reply.send(rows.pipe(stringify({ header: true, columns: [...CSV_COLUMNS], bom: true })));
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary:
          'One order: lines, money, the whole address, the customer, the payment reference, the status history with who made each change, staff notes and the statuses it may go to',
        params: adminOrderParams,
        response: { 200: envelope(adminOrder) },
      },
    },
    async (request) => ok(await desk.readOrder(deps.db, request.params.id)),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Moves the order to a status its current one allows (409 otherwise, naming the allowed ones); the customer is told by e-mail and SMS unless notify is false',
        params: adminOrderParams,
        body: orderStatusChangeRequest,
        response: { 200: envelope(adminOrder) },
      },
    },
    async (request) => {
      const order = await desk.moveOrder(deps, request.params.id, staffOf(request).staffId, request.body);
      return ok(order, `${order.number} is now ${order.status_label}.`);
    },
  );

  app.post(
    '/api/admin/orders/:id/ship',
    {
      schema: {
        tags,
        summary:
          'Ships the order with its courier and tracking number (both required; 409 when its status does not allow shipping); the customer is told both by e-mail and SMS unless notify is false',
        params: adminOrderParams,
        body: shipRequest,
        response: { 200: envelope(adminOrder) },
      },
    },
    async (request) => {
      const order = await desk.shipOrder(deps, request.params.id, staffOf(request).staffId, request.body);
      return ok(order, `${order.number} is now ${order.status_label}.`);
    },
  );

  app.get(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        tags,
        summary: 'What the order was paid, what was refunded and may still be, by line, and each refund made',
        params: adminOrderParams,
        response: { 200: envelope(orderRefunds) },
      },
    },
    async (request) => ok(await readRefunds(deps, request.params.id)),
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      config: { staffRoles: ['owner', 'manager'] },
      schema: {
        tags,
        summary:
          'Refunds the whole order or some units of its lines, in cash or through the card gateway that took the payment (managers and owners); never more than was paid, even for two refunds sent at once (409). Refunded units go back in stock, the points they earned are taken back, a refund of everything makes the order refunded, and the customer is told',
        params: adminOrderParams,
        body: refundRequest,
        response: { 200: envelope(orderRefunds) },
      },
    },
    async (request) => {
      const result = await refundOrder(deps, request.params.id, staffOf(request).staffId, request.body);
      const last = result.refunds.at(-1)!;
      return ok(
        result,
        `Refunded ${formatEGP(last.amount)}. Refunded ${formatEGP(result.refunded)} of ${formatEGP(result.paid)}.`,
      );
    },
  );

  app.post(
    '/api/admin/orders/:id/notes',
    {
      schema: {
        tags,
        summary: 'Adds an internal note to the order (never shown to the customer)',
        params: adminOrderParams,
        body: orderNoteRequest,
        response: { 200: envelope(adminOrder) },
      },
    },
    async (request) =>
      ok(
        await desk.addNote(deps.db, request.params.id, staffOf(request).staffId, request.body.body),
        'Note added.',
      ),
  );
};
