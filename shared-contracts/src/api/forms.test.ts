import { FORM_MESSAGES } from '../messages/form-messages';
import { artistRegistrationBodySchema, contactBodySchema, linksSchema } from './forms';
import { questionnaireBodySchema } from './questionnaire';
import { moderateReview, reviewBodySchema } from './review-submit';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('contactBodySchema', () => {
  it('reads a Persian-digit mobile and drops an empty email and reserve id', () => {
    const body = contactBodySchema.parse({
      name: ' سارا ',
      mobile: '۰۹۱۲۳۴۵۶۷۸۹',
      email: '',
      subject: 'سوال',
      message: 'ساعت ورود هتل چند است؟',
      reserveId: '',
    });
    expect(body).toMatchObject({ name: 'سارا', mobile: '09123456789' });
    expect(body.email).toBeUndefined();
    expect(body.reserveId).toBeUndefined();
  });

  it('keeps the message and subject as typed, Persian digits and all, and reads a Persian-digit reserve id', () => {
    const body = contactBodySchema.parse({
      name: 'سارا ۲',
      mobile: '۰۹۱۲۳۴۵۶۷۸۹',
      subject: 'رزرو ۲۴۰۴۲۶۴۰',
      message: 'کد پیگیری بانک ۲۴۰۴۲۶۴۰ است.',
      reserveId: '۲۴۰۴۲۶۴۰',
    });
    expect(body).toMatchObject({
      name: 'سارا ۲',
      subject: 'رزرو ۲۴۰۴۲۶۴۰',
      message: 'کد پیگیری بانک ۲۴۰۴۲۶۴۰ است.',
      reserveId: '24042640',
    });
  });

  it('refuses a short message and a bad reserve id with their Persian messages', () => {
    const result = contactBodySchema.safeParse({
      name: 'سارا',
      mobile: '09123456789',
      subject: 'سوال',
      message: 'کوتاه',
      reserveId: '12',
    });
    expect(messagesOf(result)).toEqual([FORM_MESSAGES.messageRequired, FORM_MESSAGES.invalidReserveId]);
  });
});

describe('linksSchema', () => {
  it('gives back one link a line and refuses anything that is not http(s)', () => {
    expect(linksSchema.parse('https://a.ir\n\n http://b.ir ')).toEqual(['https://a.ir', 'http://b.ir']);
    expect(linksSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(linksSchema.safeParse('https://a.ir\nhttps://b.ir\nhttps://c.ir\nhttps://d.ir').success).toBe(
      false,
    );
  });
});

describe('artistRegistrationBodySchema', () => {
  it('reads the years of experience typed as text', () => {
    const body = artistRegistrationBodySchema.parse({
      firstName: 'علی',
      lastName: 'رضایی',
      mobile: '09120000000',
      city: 'مشهد',
      field: 'music',
      experienceYears: '12',
      description: 'نوازنده سه‌تار با ده سال اجرا در هتل‌ها',
    });
    expect(body.experienceYears).toBe(12);
    const persian = artistRegistrationBodySchema.parse({
      firstName: 'علی',
      lastName: 'رضایی',
      mobile: '09120000000',
      city: 'مشهد',
      field: 'music',
      experienceYears: '۱۲',
      description: 'نوازنده سه‌تار با ۱۰ سال اجرا در هتل‌ها',
    });
    expect(persian).toMatchObject({
      experienceYears: 12,
      description: 'نوازنده سه‌تار با ۱۰ سال اجرا در هتل‌ها',
    });
  });
});

describe('questionnaireBodySchema', () => {
  const schema = questionnaireBodySchema([
    { id: 1, kind: 'scale', text: 'رضایت', options: [], required: true },
    { id: 2, kind: 'choice', text: 'دوباره؟', options: ['بله', 'خیر'], required: true },
    { id: 3, kind: 'text', text: 'پیشنهاد', options: [], required: false },
  ]);

  it('turns a scale into a number and leaves an empty optional answer out', () => {
    const body = schema.parse({ answers: { q1: '4', q2: 'بله', q3: '' } });
    expect(body.answers).toEqual({ q1: 4, q2: 'بله', q3: undefined });
  });

  it('says which answers are missing or not among the choices', () => {
    const result = schema.safeParse({ answers: { q1: '', q2: 'شاید' } });
    expect(messagesOf(result)).toEqual([FORM_MESSAGES.answerRequired, FORM_MESSAGES.answerInvalid]);
  });

  it('needs the mobile with the reserve id', () => {
    const result = schema.safeParse({ answers: { q1: '4', q2: 'بله' }, reserveId: '12345678' });
    expect(messagesOf(result)).toEqual([FORM_MESSAGES.reserveAndMobile]);
  });
});

describe('reviewBodySchema and moderateReview', () => {
  it('reads scores and would-recommend as the form sends them', () => {
    const body = reviewBodySchema.parse({
      reserveId: '12345678',
      scores: { staff: '5', cleanliness: '4', restaurant: '3', location: '5', valueForMoney: '4' },
      recommend: 'yes',
      title: 'اقامت خوب',
      text: 'اتاق تمیز بود و کارکنان بسیار مهربان بودند.',
    });
    expect(body.scores.staff).toBe(5);
    expect(body.recommend).toBe(true);
  });

  it('holds a review with a link, repeated characters or too few words', () => {
    expect(moderateReview('خوب', 'برای تخفیف به www.example.com بروید لطفا')).toEqual({
      publish: false,
      reason: 'link',
    });
    expect(moderateReview('عالیییییی', 'اتاق تمیز و آرام و خوب بود')).toMatchObject({ publish: false });
    expect(moderateReview('خوب', 'خوب بود')).toMatchObject({ publish: false });
    expect(moderateReview('خوب', 'اتاق تمیز و آرام بود و صبحانه خوبی داشت')).toEqual({ publish: true });
  });
});
