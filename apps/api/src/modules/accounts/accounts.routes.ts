import type { FastifyInstance } from 'fastify';
import { authCallRoutes } from './account.routes.ts';
import { createAccountThrottles } from './account.throttles.ts';
import { customerLanguageRoutes } from './customer-language.routes.ts';
import { customersAdminRoutes } from './customers.admin.routes.ts';
import { profileRoutes } from './profile.routes.ts';

/** Accounts: the per-account throttles are shared by the auth and profile calls and the customer desk of one app. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const throttles = createAccountThrottles(app.deps);
  await app.register(authCallRoutes, { throttles });
  await app.register(profileRoutes, { throttles });
  await app.register(customerLanguageRoutes);
  await app.register(customersAdminRoutes, { throttles });
}
