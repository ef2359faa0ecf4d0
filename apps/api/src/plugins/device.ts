import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEVICE_COOKIE } from '#app/http/device';

const DEVICE_ID = /^[\w-]{22}$/;

/**
 * The device cookie: a random id the shop gives a browser on its first page (and with its guest token), signed with a
 * secret kept in site settings so it cannot be made up. Rate limits count a browser by it rather than by its address
 * (many shoppers share one address behind a mobile carrier), and accounts remember the devices that signed in.
 */
export const devicePlugin = fp(async function devicePlugin(app: FastifyInstance) {
  await app.register(fastifyCookie, { secret: app.deps.deviceSecret, hook: 'onRequest' });
  app.decorateRequest('deviceId', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.cookies[DEVICE_COOKIE];
    if (raw) {
      const cookie = request.unsignCookie(raw);
      if (cookie.valid && cookie.value && DEVICE_ID.test(cookie.value)) request.deviceId = cookie.value;
    }
    done();
  });
});
