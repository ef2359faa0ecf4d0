import { randomBytes } from 'node:crypto';
import { STAFF_COOKIE } from '@shop/contract/admin';
import { loadConfig } from '../apps/api/src/env.ts';
import { addStaff, setPassword } from '../apps/api/src/modules/staff/staff.service.ts';
import { openRuntime } from '../apps/api/src/runtime.ts';

/**
 * A signed-in support member's cookie for the back office's calls (reads are open to every role), made the way an
 * operator makes one: `staff add`, the set-password link's token, then a sign-in over HTTP.
 */
export async function staffCookie(base: string, env: NodeJS.ProcessEnv): Promise<string> {
  const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  const email = `bench-${randomBytes(3).toString('hex')}@example.com`;
  const password = `bench password ${randomBytes(6).toString('hex')}`;
  try {
    const { link } = await addStaff(runtime.deps, { email, name: 'Bench Support', role: 'support' }, null);
    const token = new URL(link).searchParams.get('token')!;
    await setPassword(runtime.deps, { token, password });
  } finally {
    await runtime.close();
  }
  const res = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`staff sign-in: HTTP ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${STAFF_COOKIE}=`));
  if (!cookie) throw new Error('staff sign-in set no cookie');
  return cookie;
}
