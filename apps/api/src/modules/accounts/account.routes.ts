import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResult,
  codeSentTo,
  facebookLoginRequest,
  forgetPasswordRequest,
  loginRequest,
  resetPasswordRequest,
  signupRequest,
  socialLoginRequest,
  validateCodeRequest,
  validateCodeResult,
} from '@shop/contract/account';
import { envelope } from '@shop/contract/envelope';
import { AppError } from '#app/errors/app-error';
import { ensureDevice } from '#app/http/device';
import { ok } from '#app/http/envelope';
import { publicOrigin } from '#app/http/origin';
import { clearSessionCookie, sessionCookieToken, setSessionCookie } from '#app/http/session-cookie';
import { bearerToken as bearerOf, liveCustomerToken } from '#app/modules/auth/token.service';
import * as accounts from './account.service.ts';
import type { AccountThrottles } from './account.throttles.ts';
import * as reset from './password-reset.service.ts';
import { deleteSessionById, toUserInfo } from './user.repository.ts';
import { shopContact, shopNow } from '#app/modules/site/shop-settings.service';
import { requestLanguage } from '#app/modules/outbox/customer-messages';

/** Sign-up, sign-in (password, Facebook, Google), sign-out and the password reset by e-mail code. */
export const authCallRoutes: FastifyPluginAsyncZod<{ throttles: AccountThrottles }> = async (
  app,
  { throttles },
) => {
  const { db, config } = app.deps;
  const perAddress = {
    rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW_MS },
  };
  const tags = ['accounts'];
  const mail = async (request: FastifyRequest) => ({
    ...(await shopContact(app.deps)),
    origin: publicOrigin(config),
    ttlMinutes: config.CODE_TTL_MINUTES,
    // The language the shopper uses: a new account is written to in it from then on.
    language: requestLanguage(request),
  });

  app.post(
    '/api/customer/auth/signup',
    {
      config: perAddress,
      schema: {
        tags,
        summary:
          'Register in two steps: without code, mails a code (202, the same answer whether or not the address has an account); with it, answers a new customer token (201)',
        body: signupRequest,
        response: { 201: envelope(authResult), 202: envelope(codeSentTo) },
      },
    },
    async (request, reply) => {
      const deviceId = ensureDevice(request, reply);
      const answer = await accounts.signup(db, throttles, request.body, {
        ...(await mail(request)),
        deviceId,
      });
      if (!answer.done) {
        return reply
          .status(202)
          .send(ok(answer.sent, shopperMessage('signUpCodeSent', { email: answer.sent.email }), 202));
      }
      setSessionCookie(request, reply, answer.result);
      return reply.status(201).send(ok(answer.result, shopperMessage('accountReady'), 201));
    },
  );

  app.post(
    '/api/customer/auth',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; a new token every time',
        body: loginRequest,
        response: { 200: envelope(authResult) },
      },
    },
    async (request, reply) => {
      const result = await accounts.login(db, throttles, request.body, ensureDevice(request, reply));
      setSessionCookie(request, reply, result);
      return ok(result, shopperMessage('welcomeBack'));
    },
  );

  app.post(
    '/api/customer/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: the customer token stops working (the storefront goes back to its guest token)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      if (request.caller.kind === 'customer') await deleteSessionById(db, request.caller.sessionId);
      clearSessionCookie(request, reply);
      return ok(null, shopperMessage('signedOut'));
    },
  );

  app.post(
    '/api/customer/auth/session',
    {
      schema: {
        tags,
        summary:
          "Keep the session's two carriers in step: with a customer's bearer token, sets the session cookie to it; without a bearer, answers the session cookie's token and user (for a browser whose local storage lost them); 401 and the cookie cleared when neither is live",
        response: { 200: envelope(authResult) },
      },
    },
    async (request, reply) => {
      const bearer = request.headers.authorization !== undefined;
      const token = bearer ? bearerOf(request.headers.authorization) : sessionCookieToken(request);
      const live =
        token && (!bearer || request.caller.kind === 'customer') ? await liveCustomerToken(db, token) : null;
      if (!live) {
        clearSessionCookie(request, reply);
        throw new AppError('unauthorized');
      }
      setSessionCookie(request, reply, live);
      const user = toUserInfo(await accounts.loadUser(db, live.userId));
      return ok({ token: live.token, expires_at: live.expires_at, user }, shopperMessage('signedIn'));
    },
  );

  /** 200 with a token, or 202 when the account's address must first prove itself with a mailed code. */
  const socialAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: { provider: 'facebook' | 'google'; access_token: string; code?: string | undefined },
  ) => {
    const deviceId = ensureDevice(request, reply);
    const answer = await accounts.socialLogin(db, config, throttles, input, {
      ...(await mail(request)),
      deviceId,
    });
    if (answer.done) {
      setSessionCookie(request, reply, answer.result.auth);
      return reply.send(ok(answer.result.auth, answer.result.message));
    }
    return reply
      .status(202)
      .send(ok(answer.sent, shopperMessage('linkCodeSent', { email: answer.sent.email }), 202));
  };
  const socialSummary =
    'a known identity or a new account answers a token (200); an account whose e-mail was never proven is linked only with the code then mailed to it (202, then the same call with code)';

  app.post(
    '/api/customer/auth/social',
    {
      config: perAddress,
      schema: {
        tags,
        summary: `Sign in with a Facebook access token or a Google ID token, verified with the provider: ${socialSummary}`,
        body: socialLoginRequest,
        response: { 200: envelope(authResult), 202: envelope(codeSentTo) },
      },
    },
    async (request, reply) => socialAnswer(request, reply, request.body),
  );

  app.post(
    '/api/users/login-with-facebook',
    {
      config: perAddress,
      schema: {
        tags,
        summary: `The older Facebook sign-in call: {facebook_access_token}; ${socialSummary}`,
        body: facebookLoginRequest,
        response: { 200: envelope(authResult), 202: envelope(codeSentTo) },
      },
    },
    async (request, reply) =>
      socialAnswer(request, reply, {
        provider: 'facebook',
        access_token: request.body.facebook_access_token,
        code: request.body.code,
      }),
  );

  app.post(
    '/api/customer/auth/forget_password',
    {
      config: perAddress,
      schema: {
        tags,
        summary:
          'Mail a reset code and link; the answer is the same whether or not the address has an account',
        body: forgetPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await reset.forgetPassword(db, throttles, {
        email: request.body.email,
        origin: publicOrigin(config),
        shopName: (await shopNow(app.deps)).shop_name,
        ttlMinutes: config.CODE_TTL_MINUTES,
      });
      return ok(null, reset.RESET_SENT);
    },
  );

  app.post(
    '/api/customer/auth/validate_code',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'Check a password reset code ({code, email}) without using it up',
        body: validateCodeRequest,
        response: { 200: envelope(validateCodeResult) },
      },
    },
    async (request) => {
      await reset.validateResetCode(db, request.body);
      return ok({ email: request.body.email, valid: true as const }, shopperMessage('codeCorrect'));
    },
  );

  app.post(
    '/api/customer/auth/reset_password',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'Set a new password with the mailed code; signs out everywhere and answers a new token',
        body: resetPasswordRequest,
        response: { 200: envelope(authResult) },
      },
    },
    async (request, reply) => {
      const result = await reset.resetPassword(db, throttles, request.body, ensureDevice(request, reply));
      setSessionCookie(request, reply, result);
      return ok(result, shopperMessage('passwordChanged'));
    },
  );
};
