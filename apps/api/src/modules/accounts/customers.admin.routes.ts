import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomer,
  adminCustomerPage,
  adminCustomerParams,
  adminCustomerQuery,
  blockCustomerRequest,
  customerMessageSent,
} from '@shop/contract/admin-customers';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import type { AccountThrottles } from './account.throttles.ts';
import * as desk from './customer-desk.service.ts';

/**
 * The customer desk: every role finds and reads customers and sends them a phone code or a password-reset message
 * again (support answers the hotline); only the owner blocks and unblocks an account. The throttles are the
 * storefront's own, so staff's sends and the customer's count together.
 */
export const customersAdminRoutes: FastifyPluginAsyncZod<{ throttles: AccountThrottles }> = async (
  app,
  { throttles },
) => {
  const { deps } = app;
  const tags = ['back office'];
  const owners = { staffRoles: ['owner'] as const };

  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        summary:
          'Customers, newest first, found by the start of a name, a phone number (010..., +2010..., spaces allowed) or an e-mail address; `before` opens the older page',
        querystring: adminCustomerQuery,
        response: { 200: envelope(adminCustomerPage) },
      },
    },
    async (request) => ok(await desk.listCustomers(deps, request.query)),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary:
          'One customer: phone and e-mail state, registration (Cairo time), block, newest orders, addresses, rewards balance and history',
        params: adminCustomerParams,
        response: { 200: envelope(adminCustomer) },
      },
    },
    async (request) => ok(await desk.readCustomer(deps.db, request.params.id)),
  );

  app.post(
    '/api/admin/customers/:id/phone-code',
    {
      schema: {
        tags,
        summary:
          'Sends the customer a new phone verification code by SMS, under the storefront’s limits (429 when reached)',
        params: adminCustomerParams,
        response: { 200: envelope(customerMessageSent) },
      },
    },
    async (request) => {
      const sent = await desk.resendPhoneCode(deps, throttles, request.params.id, staffOf(request).staffId);
      return ok(sent, `A verification code was sent by SMS to ${sent.sent_to}.`);
    },
  );

  app.post(
    '/api/admin/customers/:id/password-reset',
    {
      schema: {
        tags,
        summary:
          'Mails the customer a password-reset code and link, under the storefront’s limit (429 when reached)',
        params: adminCustomerParams,
        response: { 200: envelope(customerMessageSent) },
      },
    },
    async (request) => {
      const sent = await desk.resendPasswordReset(
        deps,
        throttles,
        request.params.id,
        staffOf(request).staffId,
      );
      return ok(sent, `A password-reset message was sent to ${sent.sent_to}.`);
    },
  );

  app.post(
    '/api/admin/customers/:id/block',
    {
      config: owners,
      schema: {
        tags,
        summary:
          'Owner only: blocks the account with a reason; its sessions end at once and sign-in and checkout are refused',
        params: adminCustomerParams,
        body: blockCustomerRequest,
        response: { 200: envelope(adminCustomer) },
      },
    },
    async (request) => {
      const customer = await desk.blockCustomer(
        deps.db,
        request.params.id,
        staffOf(request).staffId,
        request.body.reason,
      );
      return ok(customer, `${customer.name} is blocked.`);
    },
  );

  app.post(
    '/api/admin/customers/:id/unblock',
    {
      config: owners,
      schema: {
        tags,
        summary: 'Owner only: lets a blocked customer sign in again',
        params: adminCustomerParams,
        response: { 200: envelope(adminCustomer) },
      },
    },
    async (request) => {
      const customer = await desk.unblockCustomer(deps.db, request.params.id, staffOf(request).staffId);
      return ok(customer, `${customer.name} can sign in again.`);
    },
  );
};
