import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResult,
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
import { ok } from '#app/http/envelope';
import { publicOrigin } from '#app/http/origin';
import * as accounts from './account.service.ts';
import type { AccountThrottles } from './account.throttles.ts';
import * as reset from './password-reset.service.ts';
import { deleteSessionById } from './user.repository.ts';

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

  app.post(
    '/api/customer/auth/signup',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'Register; answers a new customer token (data.token) and the user',
        body: signupRequest,
        response: { 201: envelope(authResult) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await accounts.signup(db, request.body), 'Your account is ready.', 201)),
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
    async (request) => ok(await accounts.login(db, throttles, request.body), 'Welcome back.'),
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
    async (request) => {
      if (request.caller.kind === 'customer') await deleteSessionById(db, request.caller.sessionId);
      return ok(null, 'You are signed out.');
    },
  );

  app.post(
    '/api/customer/auth/social',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'Sign in with a Facebook access token or a Google ID token, verified with the provider',
        body: socialLoginRequest,
        response: { 200: envelope(authResult) },
      },
    },
    async (request) => ok(await accounts.socialLogin(db, config, request.body), 'Welcome.'),
  );

  app.post(
    '/api/users/login-with-facebook',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'The older Facebook sign-in call: {facebook_access_token}',
        body: facebookLoginRequest,
        response: { 200: envelope(authResult) },
      },
    },
    async (request) =>
      ok(
        await accounts.socialLogin(db, config, {
          provider: 'facebook',
          access_token: request.body.facebook_access_token,
        }),
        'Welcome.',
      ),
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
        shopName: config.SHOP_NAME,
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
      return ok({ email: request.body.email, valid: true as const }, 'The code is correct.');
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
    async (request) =>
      ok(await reset.resetPassword(db, throttles, request.body), 'Your password was changed.'),
  );
};
