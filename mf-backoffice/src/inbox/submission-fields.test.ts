import { submissionFields } from './submission-fields';

describe('submissionFields', () => {
  it('names a registration’s fields in Persian, in the form’s order, with choices and numbers in Persian', () => {
    const fields = submissionFields({
      capacity: 7,
      vehicleType: 'van',
      firstName: 'علی',
      captcha_token: 'abc',
      links: ['https://a.example', 'https://b.example'],
      email: '',
    });
    expect(fields).toEqual([
      { key: 'firstName', label: 'نام', text: 'علی' },
      { key: 'vehicleType', label: 'نوع خودرو', text: 'ون' },
      { key: 'capacity', label: 'ظرفیت', text: '۷' },
      { key: 'links', label: 'پیوندها', text: 'https://a.example، https://b.example' },
    ]);
  });

  it('keeps a field it has no name for under its own key, as text', () => {
    expect(submissionFields({ extra: '<b>x</b>' })).toEqual([
      { key: 'extra', label: 'extra', text: '<b>x</b>' },
    ]);
  });
});
