import { readEnvelope } from './read-envelope';

describe('readEnvelope', () => {
  it('is a success without a toast when the message is Done or Done!', () => {
    expect(readEnvelope({ status: true, message: 'Done' })).toEqual({ ok: true, toasts: [] });
    expect(readEnvelope({ status: true, message: 'Done!' })).toEqual({ ok: true, toasts: [] });
  });

  it('toasts any other success message', () => {
    expect(readEnvelope({ status: 1, message: 'رزرو ذخیره شد' })).toEqual({
      ok: true,
      toasts: [{ variant: 'success', message: 'رزرو ذخیره شد' }],
    });
  });

  it('toasts every error in meta.errors', () => {
    expect(readEnvelope({ status: false, message: 'x', errors: ['خطای یک', 'خطای دو'] }).toasts).toEqual([
      { variant: 'error', message: 'خطای یک' },
      { variant: 'error', message: 'خطای دو' },
    ]);
  });

  it('falls back to meta.message, then to the English default', () => {
    expect(readEnvelope({ status: false, message: 'پیام', errors: [] }).toasts).toEqual([
      { variant: 'error', message: 'پیام' },
    ]);
    expect(readEnvelope({ status: false }).toasts).toEqual([
      { variant: 'error', message: 'An unexpected error occurred.' },
    ]);
    expect(readEnvelope(undefined)).toEqual({
      ok: false,
      toasts: [{ variant: 'error', message: 'An unexpected error occurred.' }],
    });
  });
});
