// What a traveller writes to support stays as written: «۲۴۰۴۲۶۴۰» in a ticket's subject and message (and a reply)
// was stored and shown as "24042640". Only what is compared (the mobile, codes, ids) is normalised.
import { expect, test } from '@playwright/test';
import { logInByCode } from './login-helpers';

const shots = process.env.RAHI_SCREENSHOTS;

test('a ticket keeps the Persian digits its traveller typed, in the subject, the message and a reply', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInByCode(page, request);
  await page.goto('/profile/ticket');
  await page.getByRole('button', { name: 'تیکت جدید' }).click();
  const form = page.getByRole('form', { name: 'تیکت جدید' });
  await form.getByLabel('موضوع').fill('پرداخت ۲۴۰۴۲۶۴۰');
  await form.getByLabel('بخش').selectOption('payment');
  await form.getByLabel('متن پیام').fill('کد پیگیری بانک ۲۴۰۴۲۶۴۰ است؛ ساعت ٩ تماس بگیرید.');
  await form.getByRole('button', { name: 'ثبت تیکت' }).click();
  await expect(page).toHaveURL(/\/profile\/ticket\/\d+$/);

  await expect(page.getByRole('heading', { name: 'پرداخت ۲۴۰۴۲۶۴۰' })).toBeVisible();
  const thread = page.getByRole('list', { name: 'پیام‌ها' });
  await expect(thread.getByRole('listitem', { name: 'پیام شما' })).toContainText(
    'کد پیگیری بانک ۲۴۰۴۲۶۴۰ است؛ ساعت ٩ تماس بگیرید.',
  );
  await page.getByLabel('پاسخ شما').fill('شماره کارت من به ۱۲۳۴ ختم می‌شود.');
  await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect(thread.getByRole('listitem', { name: 'پیام شما' }).last()).toContainText(
    'شماره کارت من به ۱۲۳۴ ختم می‌شود.',
  );
  // Read back from booking-api: as typed, and never in ASCII digits.
  await page.reload();
  await expect(thread.getByRole('listitem', { name: 'پیام شما' }).first()).toContainText('۲۴۰۴۲۶۴۰');
  await expect(page.getByRole('heading', { name: 'پرداخت ۲۴۰۴۲۶۴۰' })).toBeVisible();
  await expect(page.getByText('24042640')).toHaveCount(0);
  await expect(page.getByText('1234')).toHaveCount(0);
  if (shots)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/ticket-digits-${width}.png`, fullPage: true });
    }
});
