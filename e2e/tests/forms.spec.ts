// The public forms, each: an invalid send shows the Persian messages beside the fields and keeps
// what was typed; a valid one reaches its success state and its row is read back by a signed-in support agent
// through the back office's /staff endpoints. A second registration from one mobile is recognised kindly. Every form
// and success state is checked with axe and, with RAHI_SCREENSHOTS=<dir>, photographed at 390 and 1280 px.
import { expect, type Page, test } from '@playwright/test';
import { freshMobile, persian } from './login-helpers';
import { checkPage } from './profile-helpers';
import { readAsStaff, signInStaffOn } from './staff-api';

// Each journey checks several pages with axe (and photographs them): more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** The data of booking-api's answer to the form's POST, once the page has sent it. */
const answerTo = (page: Page, endPoint: string) =>
  page
    .waitForResponse((response) => {
      if (!response.url().endsWith('/handle-api')) return false;
      return response.request().postDataJSON()?.endPoint === endPoint;
    })
    .then(async (response) => (await response.json()).data);

/** A stored row, as a support agent reads it in the back office (signed in on the page's request context). */
async function supportRead(page: Page, endPoint: string) {
  await signInStaffOn(page.request, ['support']);
  return readAsStaff(page.request, endPoint);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('contact: Persian messages and typed values kept, then sent, stored and read back', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'تماس با ما' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'پشتیبانی راهی' })).toContainText('ساعت پاسخگویی');
  await checkPage(page, 'contact-us');

  await field(page, 'نام و نام خانوادگی').fill('سارا محمدی');
  await field(page, 'شماره موبایل').fill('۰۹۱۲');
  await page.getByRole('button', { name: 'ارسال پیام' }).click();
  await expect(page.getByText('شماره موبایل معتبر نیست', { exact: false })).toBeVisible();
  await expect(page.getByText('موضوع را بین ۳ تا ۱۲۰ حرف بنویسید.')).toBeVisible();
  await expect(page.getByText('متن پیام باید بین ۱۰ تا ۲۰۰۰ حرف باشد.')).toBeVisible();
  await expect(field(page, 'نام و نام خانوادگی')).toHaveValue('سارا محمدی');
  await expect(field(page, 'شماره موبایل')).toHaveValue('۰۹۱۲');
  await checkPage(page, 'contact-us-invalid');

  const mobile = freshMobile();
  await field(page, 'شماره موبایل').fill(persian(mobile));
  await field(page, 'موضوع').fill('ساعت ورود هتل');
  await field(page, 'متن پیام').fill('ساعت ورود و خروج هتل‌های مشهد چند است؟ <b>ممنون</b>');
  const answer = answerTo(page, '/contact-messages');
  await page.getByRole('button', { name: 'ارسال پیام' }).click();
  await expect(page.getByRole('heading', { name: 'پیام شما رسید' })).toBeFocused();
  const { id } = await answer;
  const row = await supportRead(page, `/staff/inbox/contact/${id}`);
  expect(row).toMatchObject({
    kind: 'contact',
    mobile,
    state: 'new',
    data: { subject: 'ساعت ورود هتل', message: 'ساعت ورود و خروج هتل‌های مشهد چند است؟ <b>ممنون</b>' },
  });
  await checkPage(page, 'contact-us-sent');
});

test('questionnaire: a missing answer is said beside its question, then the answers are stored', async ({
  page,
}) => {
  await page.goto('/questionnaire');
  const satisfaction = page.getByRole('radiogroup', { name: /چقدر از رزرو با راهی راضی بودید/ });
  await expect(satisfaction).toBeVisible();
  await checkPage(page, 'questionnaire');

  await satisfaction.getByRole('radio', { name: '۴' }).check();
  await page.getByRole('textbox', { name: /پیشنهاد یا انتقادی/ }).fill('پشتیبانی شبانه عالی بود');
  await page.getByRole('button', { name: 'ثبت پاسخ‌ها' }).click();
  await expect(page.getByText('به این پرسش پاسخ دهید.').first()).toBeVisible();
  await expect(satisfaction.getByRole('radio', { name: '۴' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /پیشنهاد یا انتقادی/ })).toHaveValue(
    'پشتیبانی شبانه عالی بود',
  );

  await page
    .getByRole('radiogroup', { name: /هتل را از کجا پیدا کردید/ })
    .getByRole('radio', { name: 'پیشنهاد دوستان' })
    .check();
  await page
    .getByRole('radiogroup', { name: /پشتیبانی راهی چقدر/ })
    .getByRole('radio', { name: '۵' })
    .check();
  await page
    .getByRole('radiogroup', { name: /دوباره با راهی رزرو/ })
    .getByRole('radio', { name: 'بله' })
    .check();
  const answer = answerTo(page, '/questionnaire-answers');
  await page.getByRole('button', { name: 'ثبت پاسخ‌ها' }).click();
  await expect(page).toHaveURL(/\/questionnaire-sucess$/);
  await expect(page.getByRole('heading', { name: 'سپاس از همراهی شما' })).toBeVisible();
  const sheet = await supportRead(page, `/staff/questionnaire-answers/${(await answer).id}`);
  expect(sheet.answers.map((item: { value: unknown }) => item.value)).toEqual([
    4,
    'پیشنهاد دوستان',
    5,
    'بله',
    'پشتیبانی شبانه عالی بود',
  ]);
  await checkPage(page, 'questionnaire-sucess');
});

async function fillIdentity(page: Page, mobile: string) {
  await field(page, 'نام').fill('علی');
  await field(page, 'نام خانوادگی').fill('رضایی');
  await field(page, 'شماره موبایل').fill(persian(mobile));
  await field(page, 'شهر').fill('مشهد');
}

test('artist registration: messages and values kept, stored with status new, a second one said kindly', async ({
  page,
}) => {
  await page.goto('/artist-register');
  await checkPage(page, 'artist-register');
  const mobile = freshMobile();
  await fillIdentity(page, mobile);
  await field(page, 'نمونه کار (اختیاری)').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'ثبت درخواست همکاری' }).click();
  await expect(page.getByText('زمینه فعالیت را انتخاب کنید.')).toBeVisible();
  await expect(page.getByText('هر خط یک نشانی کامل (با http یا https) باشد؛ حداکثر ۳ نشانی.')).toBeVisible();
  await expect(field(page, 'شهر')).toHaveValue('مشهد');
  await checkPage(page, 'artist-register-invalid');

  await page.getByRole('combobox', { name: 'زمینه فعالیت' }).selectOption('music');
  await field(page, 'سال‌های تجربه').fill('۸');
  await field(page, 'درباره کار شما').fill('نوازنده سه‌تار؛ اجرا در لابی و رستوران هتل‌ها');
  await field(page, 'نمونه کار (اختیاری)').fill('https://example.ir/ali');
  const answer = answerTo(page, '/artist-registrations');
  await page.getByRole('button', { name: 'ثبت درخواست همکاری' }).click();
  await expect(page).toHaveURL(/\/artist-register-success$/);
  const row = await supportRead(page, `/staff/inbox/artist/${(await answer).id}`);
  expect(row).toMatchObject({
    kind: 'artist',
    mobile,
    state: 'new',
    data: { field: 'music', experienceYears: 8, links: ['https://example.ir/ali'] },
  });
  await checkPage(page, 'artist-register-success');

  await page.goto('/artist-register');
  await fillIdentity(page, mobile);
  await page.getByRole('combobox', { name: 'زمینه فعالیت' }).selectOption('painting');
  await field(page, 'سال‌های تجربه').fill('3');
  await field(page, 'درباره کار شما').fill('خوشنویسی و نقاشی برای نمایشگاه در لابی');
  await page.getByRole('button', { name: 'ثبت درخواست همکاری' }).click();
  // Said in the form, beside what was typed (and, as every refused call, in a toast: product §8).
  await expect(
    page.getByRole('form', { name: 'ثبت‌نام هنرمند' }).getByRole('alert').filter({ hasText: 'قبلا ثبت شده' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/artist-register$/);
});

test('airport registration: messages and values kept, then stored and the success shown in place', async ({
  page,
}) => {
  await page.goto('/airport-registration');
  await checkPage(page, 'airport-registration');
  const mobile = freshMobile();
  await fillIdentity(page, mobile);
  await field(page, 'ظرفیت مسافر').fill('۹۹');
  await page.getByRole('button', { name: 'ثبت درخواست همکاری' }).click();
  await expect(page.getByText('ظرفیت مسافر عددی بین ۱ تا ۵۰ است.')).toBeVisible();
  await expect(page.getByText('نوع خودرو را انتخاب کنید.')).toBeVisible();
  await expect(field(page, 'ظرفیت مسافر')).toHaveValue('۹۹');

  await field(page, 'فرودگاه محل فعالیت').fill('فرودگاه شهید هاشمی‌نژاد');
  await page.getByRole('combobox', { name: 'نوع خودرو' }).selectOption('van');
  await field(page, 'مدل خودرو').fill('هیوندای اچ‌وان');
  await field(page, 'ظرفیت مسافر').fill('۸');
  await field(page, 'توضیحات').fill('ترانسفر شبانه‌روزی فرودگاه به هتل‌های اطراف حرم');
  const answer = answerTo(page, '/airport-registrations');
  await page.getByRole('button', { name: 'ثبت درخواست همکاری' }).click();
  await expect(page.getByRole('heading', { name: 'درخواست همکاری شما ثبت شد' })).toBeVisible();
  const row = await supportRead(page, `/staff/inbox/airport/${(await answer).id}`);
  expect(row).toMatchObject({ kind: 'airport', mobile, data: { vehicleType: 'van', capacity: 8 } });
  await checkPage(page, 'airport-registration-sent');
});
