import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderParams } from '@shop/contract/admin-orders';
import { requestLanguage } from '#app/http/language';
import { customerOf } from '#app/modules/auth/token.service';
import { invoiceOf, packingSlipOf, type OrderDocument } from './order-documents.ts';

/** Opened in the browser's viewer, ready to print or save under the order's own name; never kept by a cache. */
function sendPdf(reply: FastifyReply, document: OrderDocument) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
}

/**
 * An order's invoice and packing slip as PDF (ADR 0034): every staff role prints both (support sends a customer their
 * invoice, whoever packs prints the slip); a customer downloads the invoice of their own orders only.
 */
export const orderDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/admin/orders/:id/invoice.pdf',
    {
      schema: {
        tags: ['back office'],
        summary:
          "The order's invoice as PDF: the shop, the customer, the address, every line, the money rows and the payment, in the order's language",
        params: adminOrderParams,
      },
    },
    async (request, reply) => sendPdf(reply, await invoiceOf(deps, request.params.id)),
  );

  app.get(
    '/api/admin/orders/:id/packing-slip.pdf',
    {
      schema: {
        tags: ['back office'],
        summary:
          "The order's packing slip as PDF: the lines and quantities, the whole address and the phone, no prices",
        params: adminOrderParams,
      },
    },
    async (request, reply) => sendPdf(reply, await packingSlipOf(deps, request.params.id)),
  );

  app.get(
    '/api/customer/orders/:id/invoice.pdf',
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['orders'],
        summary:
          "The invoice of one of the customer's orders as PDF (another customer's order: 404), in Arabic for an order placed in Arabic or an Arabic request",
        params: adminOrderParams,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await invoiceOf(deps, request.params.id, customerOf(request.caller).userId, requestLanguage(request)),
      ),
  );
};
