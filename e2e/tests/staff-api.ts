// A staff member's API calls without the back office's pages: signed in through /handle-api on the given request
// context (the page's own, so the `rahi_staff` cookie lands in its browser context), then /staff/* calls with it.
import { type APIRequestContext, expect } from '@playwright/test';
import { createStaff, type StaffRole, totpCode } from './staff-helpers';

/** A /handle-api call on `request`, with the cookies it holds. */
export async function callThroughProxy(
  request: APIRequestContext,
  endPoint: string,
  options: { method: string; body?: unknown } = { method: 'GET' },
) {
  const response = await request.post('/handle-api', { data: { endPoint, options } });
  return { status: response.status(), body: await response.json() };
}

/** Makes a staff member with `roles` and signs them in on `request`; later calls carry their session. */
export async function signInStaffOn(request: APIRequestContext, roles: readonly StaffRole[]) {
  const staff = await createStaff(request, roles);
  const signIn = await callThroughProxy(request, '/staff/session', {
    method: 'POST',
    body: { email: staff.email, password: staff.password, totp: totpCode(staff.totpSecret) },
  });
  expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
  return staff;
}

/** The data of a /staff read that must succeed. */
export async function readAsStaff(request: APIRequestContext, endPoint: string) {
  const answer = await callThroughProxy(request, endPoint);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}
