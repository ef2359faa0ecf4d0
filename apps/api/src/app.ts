import { errorCatalogue } from '@shop/contract/errors';
import { preferredLanguage } from '@shop/contract/languages';
import { arabicMessage } from '@shop/contract/messages-ar';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from '#app/deps';
import { logRequest } from '#app/http/log-url';
import { requestId } from '#app/http/request-id';
import { trustFunction } from '#app/http/trust-proxy';
import { publicReadsPlugin } from '#app/http/public-reads';
import { contractSerializer } from '#app/http/serializer';
import { catalogBulkAdminRoutes } from '#app/modules/catalog/catalog-bulk.admin.routes';
import { catalogAdminRoutes } from '#app/modules/catalog/catalog.admin.routes';
import { catalogRoutes } from '#app/modules/catalog/catalog.routes';
import { accountsRoutes } from '#app/modules/accounts/accounts.routes';
import { authRoutes } from '#app/modules/auth/auth.routes';
import { cartRoutes } from '#app/modules/cart/cart.routes';
import { contentRoutes } from '#app/modules/content/content.routes';
import { loyaltyRoutes } from '#app/modules/loyalty/loyalty.routes';
import { ordersRoutes } from '#app/modules/orders/orders.routes';
import { orderPayments } from '#app/modules/orders/payment-callback.service';
import { paymobRoutes } from '#app/modules/payments/paymob.routes';
import { sandboxRoutes } from '#app/modules/payments/sandbox.routes';
import { mediaRoutes } from '#app/modules/media/media.routes';
import { mediaAdminRoutes } from '#app/modules/media/media.admin.routes';
import { shareRoutes } from '#app/modules/share/share.routes';
import { backInStockRoutes } from '#app/modules/back-in-stock/back-in-stock.routes';
import { newsletterRoutes } from '#app/modules/newsletter/newsletter.routes';
import { listingRoutes } from '#app/modules/search/listing.routes';
import { searchRoutes } from '#app/modules/search/search.routes';
import { searchSynonymsAdminRoutes } from '#app/modules/search/search-synonyms.admin.routes';
import { seoRoutes } from '#app/modules/seo/seo.routes';
import { siteRoutes } from '#app/modules/site/site.routes';
import { ticketsRoutes } from '#app/modules/tickets/tickets.routes';
import { auditRoutes } from '#app/modules/audit/audit.routes';
import { staffRoutes } from '#app/modules/staff/staff.routes';
import { ordersAdminRoutes } from '#app/modules/orders/orders.admin.routes';
import { orderReturnsAdminRoutes } from '#app/modules/orders/order-returns.admin.routes';
import { orderReturnsRoutes } from '#app/modules/orders/order-returns.routes';
import { dashboardAdminRoutes } from '#app/modules/dashboard/dashboard.admin.routes';
import { taxonomyAdminRoutes } from '#app/modules/catalog/taxonomy.admin.routes';
import { promoAdminRoutes } from '#app/modules/orders/promo.admin.routes';
import { paymentsAdminRoutes } from '#app/modules/payments/payments.admin.routes';
import { siteAdminRoutes } from '#app/modules/site/site.admin.routes';
import { orderDocumentsRoutes } from '#app/modules/orders/order-documents.routes';
import { ticketsAdminRoutes } from '#app/modules/tickets/tickets.admin.routes';
import { inboxAdminRoutes } from '#app/modules/content/inbox.admin.routes';
import { newsletterAdminRoutes } from '#app/modules/newsletter/newsletter.admin.routes';
import { outboxAdminRoutes } from '#app/modules/outbox/outbox.admin.routes';
import { auditAdminRoutes } from '#app/modules/audit/audit.admin.routes';
import { reportsAdminRoutes } from '#app/modules/orders/reports.admin.routes';
import { contentAdminRoutes } from '#app/modules/content/content.admin.routes';
import { homeContentAdminRoutes } from '#app/modules/catalog/home-content.admin.routes';
import { authPlugin } from '#app/plugins/auth';
import { clientHeadersPlugin } from '#app/plugins/client-headers';
import { errorsPlugin } from '#app/plugins/errors';
import { arabicMessagesPlugin } from '#app/plugins/arabic-messages';
import { maintenancePlugin } from '#app/plugins/maintenance';
import { openapiPlugin } from '#app/plugins/openapi';
import { rateLimitPlugin } from '#app/plugins/rate-limit';
import { allowedHostsPlugin } from '#app/plugins/allowed-hosts';
import { devicePlugin } from '#app/plugins/device';
import { staffSessionPlugin } from '#app/plugins/staff-session';
import { decorateInternalCallKey } from '#app/http/internal-calls';
import { earlyAnswerSecurityHeaders, securityPlugin } from '#app/plugins/security';

export interface BuildOptions {
  deps: Deps;
  /** Extra plugins registered last, such as the storefront's request handler in server.ts. */
  extensions?: Array<(app: FastifyInstance) => Promise<void>>;
  /** Where log lines go (standard output by default); tests pass a stream to read them. */
  logStream?: { write(line: string): void };
}

/** The app factory: the same app serves production, the browser tests and app.inject API tests. */
export async function buildApp({ deps, extensions = [], logStream }: BuildOptions): Promise<FastifyInstance> {
  // TRUST_PROXY as a function, built once: the router's early answers read the protocol as Fastify does.
  const trustedProxy = trustFunction(deps.config.TRUST_PROXY);
  const app = Fastify({
    logger: {
      level: deps.config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-shop-internal"]',
          'req.headers["x-csrf-token"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: { req: logRequest },
    },
    genReqId: requestId,
    requestIdHeader: false,
    // The storefront plugin imports the built server bundle once at start; on a busy two-core host that took over
    // Fastify's default 10 s and the server gave up before listening.
    pluginTimeout: 60_000,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors the router raises before any route runs (a malformed or too long address) still get the envelope.
    frameworkErrors: (error, request, reply) => {
      const name = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_request';
      const { status, message_en } = errorCatalogue[name];
      earlyAnswerSecurityHeaders(request, reply as FastifyReply, trustedProxy);
      // Answered before any hook runs, so the Arabic plugin never sees it: its Arabic is added here.
      const arabic = preferredLanguage(request.headers['accept-language']) === 'ar';
      if (arabic) void (reply as FastifyReply).header('vary', 'Accept-Language');
      void (reply as FastifyReply)
        .code(status)
        .type('application/json')
        .send({
          code: status,
          message_en,
          ...(arabic ? { message_ar: arabicMessage(message_en) } : {}),
          data: null,
        });
    },
  });
  app.decorate('deps', deps);
  decorateInternalCallKey(app);
  const serializer = contractSerializer(deps.reads);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializer.compiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(arabicMessagesPlugin);
  await app.register(securityPlugin);
  // A request for a host the shop does not serve goes no further.
  await app.register(allowedHostsPlugin);
  await app.register(devicePlugin);
  // Limits come before token look-ups so a flood of bad tokens is throttled before it reaches the database.
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin);
  await app.register(clientHeadersPlugin);
  await app.register(authPlugin);
  await app.register(staffSessionPlugin);
  await app.register(maintenancePlugin);
  // After every shared hook above: a public read's repeated answer is sent only once they have all passed.
  await app.register(publicReadsPlugin, { sourceOf: serializer.sourceOf });

  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(catalogRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(searchRoutes);
  await app.register(listingRoutes);
  await app.register(searchSynonymsAdminRoutes);
  await app.register(backInStockRoutes);
  await app.register(newsletterRoutes);
  await app.register(contentRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(loyaltyRoutes);
  await app.register(sandboxRoutes, { orders: orderPayments });
  await app.register(paymobRoutes, { orders: orderPayments });
  await app.register(mediaRoutes);
  await app.register(mediaAdminRoutes);
  await app.register(shareRoutes);
  await app.register(seoRoutes);
  await app.register(ticketsRoutes);
  await app.register(staffRoutes);
  await app.register(auditRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(orderReturnsRoutes);
  await app.register(orderReturnsAdminRoutes);
  await app.register(catalogBulkAdminRoutes);
  await app.register(dashboardAdminRoutes);
  await app.register(taxonomyAdminRoutes);
  await app.register(promoAdminRoutes);
  await app.register(paymentsAdminRoutes);
  await app.register(siteAdminRoutes);
  await app.register(orderDocumentsRoutes);
  await app.register(ticketsAdminRoutes);
  await app.register(inboxAdminRoutes);
  await app.register(newsletterAdminRoutes);
  await app.register(outboxAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(reportsAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(homeContentAdminRoutes);
  for (const extension of extensions) await app.register(extension);

  return app;
}
