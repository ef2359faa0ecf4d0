import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contract's zod schemas that the routes declare. */
export const openapiPlugin = fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Premium device shop API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {code, message_en, message_ar?, data}. Send Authorization: Bearer <token> ' +
          '(a guest token from POST /api/customer/auth/guest or a customer token), the lang header, and preview: 1 to ' +
          'bypass maintenance (body code 700, HTTP 503).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { config: { maintenanceExempt: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
});
