import type { FastifyInstance } from 'fastify';
import { authCallRoutes } from './account.routes.ts';
import { createAccountThrottles } from './account.throttles.ts';
import { profileRoutes } from './profile.routes.ts';

/** Accounts: the per-account throttles are shared by the auth and profile calls of one app. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const throttles = createAccountThrottles(app.deps);
  await app.register(authCallRoutes, { throttles });
  await app.register(profileRoutes, { throttles });
}
