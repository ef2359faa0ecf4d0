import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { z } from 'zod';
import { messages } from '@shop/contract/errors';
import {
  address,
  addressInput,
  addressList,
  changePasswordRequest,
  citiesResult,
  codeSent,
  codeSentTo,
  editPhoneRequest,
  editProfileRequest,
  phoneFlags,
  profile,
  userInfo,
  verifyPhoneRequest,
} from '@shop/contract/account';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { publicOrigin } from '#app/http/origin';
import { customerOf } from '#app/modules/auth/token.service';
import * as accounts from './account.service.ts';
import type { AccountThrottles } from './account.throttles.ts';
import * as addresses from './address.service.ts';
import * as phone from './phone.service.ts';
import { toUserInfo } from './user.repository.ts';
import { shopContact, shopNow } from '#app/modules/site/shop-settings.service';

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** The signed-in customer's profile, phone verification and address book, plus the public list of cities. */
export const profileRoutes: FastifyPluginAsyncZod<{ throttles: AccountThrottles }> = async (
  app,
  { throttles },
) => {
  const { db, config } = app.deps;
  const customer = { auth: 'customer' as const };
  const codeCalls = {
    ...customer,
    rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW_MS },
  };
  const tags = ['profile'];

  app.get(
    '/api/customer/profile',
    {
      config: customer,
      schema: {
        tags,
        summary: 'The user, the phone state flags (noPhoneData, notVerifiedPhone) and the address book',
        response: { 200: envelope(profile) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request.caller);
      const user = toUserInfo(await accounts.loadUser(db, userId));
      return ok({ user, flags: phoneFlags(user), addresses: await addresses.listAddresses(db, userId) });
    },
  );

  app.post(
    '/api/customer/profile/edit',
    {
      config: codeCalls,
      schema: {
        tags,
        summary:
          'Change name and e-mail: a new e-mail needs {password} and is confirmed by a code mailed to it (202, then the same call with code)',
        body: editProfileRequest,
        response: { 200: envelope(userInfo), 202: envelope(codeSentTo) },
      },
    },
    async (request, reply) => {
      const answer = await accounts.editProfile(
        db,
        throttles,
        customerOf(request.caller).userId,
        request.body,
        {
          ...(await shopContact(app.deps)),
          origin: publicOrigin(config),
          ttlMinutes: config.CODE_TTL_MINUTES,
        },
      );
      if (answer.done) return reply.send(ok(answer.result, shopperMessage('detailsSaved')));
      return reply
        .status(202)
        .send(ok(answer.sent, shopperMessage('emailChangeCodeSent', { email: answer.sent.email }), 202));
    },
  );

  app.post(
    '/api/customer/profile/change_password',
    {
      config: codeCalls,
      schema: {
        tags,
        summary: 'Change the password (the current one is required); other devices are signed out',
        body: changePasswordRequest,
        response: { 200: envelope(userInfo) },
      },
    },
    async (request) =>
      ok(
        await accounts.changePassword(
          db,
          throttles,
          customerOf(request.caller),
          request.body,
          request.deviceId,
        ),
        shopperMessage('passwordChangedSignedOut'),
      ),
  );

  app.post(
    '/api/customer/profile/edit_phone',
    {
      config: codeCalls,
      schema: {
        tags,
        summary:
          'The verify/save phone call: {phone}; answers the user (phone unverified until a code confirms it)',
        body: editPhoneRequest,
        response: { 200: envelope(userInfo) },
      },
    },
    async (request) =>
      ok(
        await phone.savePhone(db, customerOf(request.caller).userId, request.body.phone),
        shopperMessage('phoneSaved'),
      ),
  );

  for (const [path, message, summary] of [
    ['send_verification', shopperMessage('phoneCodeSent'), 'Send a verification code by SMS'],
    ['resend_verification', messages.codeResent, 'Send a new verification code by SMS'],
  ] as const) {
    app.post(
      `/api/customer/profile/${path}`,
      { config: codeCalls, schema: { tags, summary, response: { 200: envelope(codeSent) } } },
      async (request) =>
        ok(
          await phone.sendPhoneCode(db, throttles, {
            userId: customerOf(request.caller).userId,
            shopName: (await shopNow(app.deps)).shop_name,
            ttlMinutes: config.CODE_TTL_MINUTES,
          }),
          message,
        ),
    );
  }

  app.post(
    '/api/customer/profile/verify_phone',
    {
      config: codeCalls,
      schema: {
        tags,
        summary:
          'Verify the phone with {code} (or the dialog data with verification_code); 415 after the fifth wrong code',
        body: verifyPhoneRequest,
        response: { 200: envelope(userInfo) },
      },
    },
    async (request) =>
      ok(
        await phone.verifyPhone(db, customerOf(request.caller).userId, request.body.code),
        shopperMessage('phoneVerified'),
      ),
  );

  app.post(
    '/api/customer/profile/check-phone-verified',
    {
      config: customer,
      schema: {
        tags,
        summary: 'The verification-status check: 200 with the user when verified, 409 otherwise',
        response: { 200: envelope(userInfo) },
      },
    },
    async (request) =>
      ok(
        await phone.assertPhoneVerified(db, customerOf(request.caller).userId),
        shopperMessage('phoneVerified'),
      ),
  );

  app.get(
    '/api/customer/profile/addresses',
    {
      config: customer,
      schema: { tags, summary: 'The address book, primary first', response: { 200: envelope(addressList) } },
    },
    async (request) => ok(await addresses.listAddresses(db, customerOf(request.caller).userId)),
  );

  app.post(
    '/api/customer/profile/addresses',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Add an address (the first one becomes primary)',
        body: addressInput,
        response: { 201: envelope(address) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await addresses.createAddress(db, customerOf(request.caller).userId, request.body),
            shopperMessage('addressAdded'),
            201,
          ),
        ),
  );

  app.put(
    '/api/customer/profile/addresses/:id',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Change an address of yours (404 for anyone else’s)',
        params: idParams,
        body: addressInput,
        response: { 200: envelope(address) },
      },
    },
    async (request) =>
      ok(
        await addresses.updateAddress(db, customerOf(request.caller).userId, request.params.id, request.body),
        shopperMessage('addressSaved'),
      ),
  );

  app.post(
    '/api/customer/profile/addresses/remove/:id',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Remove an address; the newest remaining one becomes primary if needed',
        params: idParams,
        response: { 200: envelope(addressList) },
      },
    },
    async (request) =>
      ok(
        await addresses.removeAddress(db, customerOf(request.caller).userId, request.params.id),
        messages.deletedSuccessfully,
      ),
  );

  app.post(
    '/api/customer/profile/addresses/primary/:id',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Make an address the primary one',
        params: idParams,
        response: { 200: envelope(addressList) },
      },
    },
    async (request) =>
      ok(
        await addresses.makePrimary(db, customerOf(request.caller).userId, request.params.id),
        shopperMessage('primaryAddressChanged'),
      ),
  );

  app.get(
    '/api/cities',
    {
      schema: {
        tags: ['site'],
        summary: "Egypt's 27 governorates, each with its cities (for addresses)",
        response: { 200: envelope(citiesResult) },
      },
    },
    async () => ok(await addresses.listGovernorates(db)),
  );
};
