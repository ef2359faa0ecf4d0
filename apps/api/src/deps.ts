import type {} from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import type { Config } from '#app/env';

/** What the modules need from the outside world, decorated on the app once. */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  redis: Redis | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
