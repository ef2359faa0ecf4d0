import { expect } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE, type StaffRole } from '@shop/contract/admin';
import { runShop } from '#app/cli/shop';
import type { TestApp } from './test-app.ts';

export const STAFF_PASSWORD = 'staff password 1234';

/** A signed-in member: the session cookie's token and the CSRF token their changes send. */
export interface SignedStaff {
  id: number;
  email: string;
  cookie: string;
  csrf: string;
}

/** A member added by the operator command with a password set from their link; signed in unless told not to. */
export async function addStaffMember(t: TestApp, email: string, role: StaffRole): Promise<void> {
  const added = await runShop(
    ['staff', 'add', email, '--name', `Staff ${role}`, '--role', role],
    {},
    t.runtime,
  );
  expect(added.code, added.out).toBe(0);
  const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(added.out)?.[1];
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/set-password',
    payload: { token, password: STAFF_PASSWORD },
  });
  expect(set.statusCode, set.body).toBe(200);
}

export function staffLogin(t: TestApp, email: string, password = STAFF_PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
}

/** The member of a sign-in answer that opened a session. */
export function signedFrom(res: {
  json: () => unknown;
  cookies: Array<{ name: string; value: string }>;
}): SignedStaff {
  const { data } = res.json() as { data: { staff: { id: number; email: string }; csrf_token: string } };
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
  expect(cookie, JSON.stringify(data)).toBeDefined();
  return { id: data.staff.id, email: data.staff.email, cookie: cookie!.value, csrf: data.csrf_token };
}

export async function staffMember(t: TestApp, email: string, role: StaffRole): Promise<SignedStaff> {
  await addStaffMember(t, email, role);
  const res = await staffLogin(t, email);
  expect(res.statusCode, res.body).toBe(200);
  return signedFrom(res);
}

/** An /api/admin call as a member (no member: without a session); `csrf: false` leaves the CSRF header out. */
export function adminCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  who?: SignedStaff | null,
  payload?: object,
  options: { csrf?: boolean } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(who ? { cookie: `${STAFF_COOKIE}=${who.cookie}` } : {}),
      ...(who && options.csrf !== false ? { [HEADER_CSRF]: who.csrf } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
