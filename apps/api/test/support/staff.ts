import { expect } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE, type StaffRole } from '@shop/contract/admin';
import { runShop } from '#app/cli/shop';
import type { TestApp } from './test-app.ts';

export const STAFF_PASSWORD = 'staff password 1234';

/** A signed-in staff member: the session cookie's value and the CSRF token their changes send. */
export interface SignedStaff {
  id: number;
  email: string;
  cookie: string;
  csrf: string;
}

/** The token in the set-password link `staff add` printed. */
export function linkToken(out: string): string {
  const match = /\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out);
  expect(match, out).not.toBeNull();
  return match![1]!;
}

/**
 * A member as an operator makes one: `staff add`, a password set from the printed link, then signed in. The e-mail
 * is made unique per call unless given.
 */
export async function signedInStaff(t: TestApp, role: StaffRole, email?: string): Promise<SignedStaff> {
  const address = email ?? `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@staff.example`;
  const added = await runShop(
    ['staff', 'add', address, '--name', `Staff ${role}`, '--role', role],
    {},
    t.runtime,
  );
  expect(added.code, added.out).toBe(0);
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/set-password',
    payload: { token: linkToken(added.out), password: STAFF_PASSWORD },
  });
  expect(set.statusCode, set.body).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: address, password: STAFF_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = login.cookies.find((c) => c.name === STAFF_COOKIE)!;
  return {
    id: login.json().data.staff.id,
    email: address,
    cookie: cookie.value,
    csrf: login.json().data.csrf_token,
  };
}

/** A back-office call as `who` (cookie and CSRF token), or as nobody. */
export function asStaff(
  t: TestApp,
  who: Partial<SignedStaff> | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(who?.cookie ? { cookie: `${STAFF_COOKIE}=${who.cookie}` } : {}),
      ...(who?.csrf ? { [HEADER_CSRF]: who.csrf } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
