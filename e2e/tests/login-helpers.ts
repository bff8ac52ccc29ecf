// Shared steps of the journeys that need a logged-in traveller: a fresh number, its SMS code (and any other SMS
// it was sent) read from the outbox (GET /dev/sms-outbox through the proxy, on with RAHI_DEV_ROUTES=1), the login
// modal.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { toPersianDigits } from '../../shared-contracts/src/text/digits';
import { appStarted } from './hydration-watch';

/** What the journeys call it: shared-contracts' toPersianDigits. */
export const persian = toPersianDigits;

/** A fresh number per test, so the per-number send limits (and discount codes) of one test never meet another's. */
export const freshMobile = () => `0912${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

interface SentSms {
  purpose: string;
  code: string | null;
  text: string | null;
}

/** The SMS messages sent to the number, latest first, read from the outbox through the proxy. */
async function smsSentTo(request: APIRequestContext, mobile: string): Promise<SentSms[]> {
  const response = await request.post('/handle-api', {
    data: { endPoint: `/dev/sms-outbox?mobile=${mobile}`, options: { method: 'GET' } },
  });
  return ((await response.json()).data ?? []) as SentSms[];
}

/** The latest code sent to the number. */
export async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code =
          (await smsSentTo(request, mobile)).find((row) => /^\d{5}$/.test(row.code ?? ''))?.code ?? undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{5}$/);
  return code as string;
}

/** The text of the latest SMS of this kind (the outbox's purpose) sent to the number, once there (within 10 s). */
export async function smsOfKind(request: APIRequestContext, mobile: string, kind: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        text = (await smsSentTo(request, mobile)).find((row) => row.purpose === kind)?.text ?? undefined;
        return text;
      },
      { timeout: 10_000, intervals: [250, 500, 1000] },
    )
    .toBeDefined();
  return text as string;
}

export async function openLoginModal(page: Page) {
  await page.goto('/');
  await appStarted(page);
  await page.getByRole('button', { name: 'ورود / ثبت‌نام' }).click();
  const dialog = page.getByRole('dialog', { name: 'ورود / ثبت‌نام' });
  await expect(dialog.getByLabel('شماره موبایل')).toBeVisible();
  return dialog;
}

/** Asks a code for `mobile` in the home page's login modal and types a wrong one; gives back the dialog and
 * the right code. */
export async function typeWrongCode(page: Page, request: APIRequestContext, mobile: string) {
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('شماره موبایل').fill(mobile);
  await dialog.getByRole('button', { name: 'دریافت کد تایید' }).click();
  const right = await codeSentTo(request, mobile);
  await dialog.getByLabel('کد تایید').fill(right === '11111' ? '22222' : '11111');
  return { dialog, right };
}

/** Logs in by SMS code through the modal on the home page; gives back the number. */
export async function logInByCode(
  page: Page,
  request: APIRequestContext,
  mobile = freshMobile(),
): Promise<string> {
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('شماره موبایل').fill(mobile);
  await dialog.getByRole('button', { name: 'دریافت کد تایید' }).click();
  await expect(dialog.getByRole('timer')).toContainText('۰۱:');
  await dialog.getByLabel('کد تایید').fill(await codeSentTo(request, mobile));
  await expect(dialog).toBeHidden();
  return mobile;
}
