import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import type { Passenger } from '@rahi/shared-contracts/api';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok } from '../testing/fake-api';
import { PASSENGER } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import PassengersPage from './PassengersPage';

const ALI = PASSENGER;
const SARA: Passenger = {
  id: 2,
  firstName: 'سارا',
  lastName: 'کریمی',
  nationalCode: null,
  passportNumber: 'X1234567',
  nationality: 'افغانستان',
  birthDate: null,
};
const saved = (data: Passenger) => ({
  status: 201,
  meta: { status: true, message: PROFILE_MESSAGES.passengerSaved },
  data,
});
const writes = (sent: ReturnType<typeof fakeApi>) => sent.filter((call) => call.method !== 'GET');

describe('PassengersPage', () => {
  it('lists the saved passengers with their national code or passport and Jalali birth date', async () => {
    fakeApi({ '/passengers': ok([ALI, SARA]) });
    renderPage(<PassengersPage />, '/profile/previous-passengers');

    const ali = await screen.findByRole('article', { name: 'علی رضایی' });
    expect(ali).toHaveTextContent('کد ملی ۰۰۸۴۵۷۵۹۴۸، متولد ۱۳۶۹/۰۲/۱۱');
    expect(screen.getByRole('article', { name: 'سارا کریمی' })).toHaveTextContent(
      'گذرنامه X1234567، ملیت افغانستان',
    );
    expect(screen.getByText('۲ از ۵۰ مسافر')).toBeInTheDocument();
  });

  it('shows a foreign passenger’s Latin name in its own direction, its trailing dot where it was typed', async () => {
    const anna = { ...SARA, id: 3, firstName: 'Anna', lastName: 'Smith Jr.' };
    fakeApi({ '/passengers': ok([anna]) });
    renderPage(<PassengersPage />, '/profile/previous-passengers');

    const heading = await screen.findByRole('heading', { name: 'Anna Smith Jr.' });
    expect(heading.querySelector('bdi')).toHaveTextContent('Anna Smith Jr.');
  });

  it('adds a passenger with a Jalali birth date typed in Persian digits', async () => {
    const sent = fakeApi({ 'GET /passengers': ok([]), 'POST /passengers': saved(ALI) });
    const { user } = renderPage(<PassengersPage />, '/profile/previous-passengers');

    await user.click(await screen.findByRole('button', { name: 'افزودن مسافر' }));
    const dialog = screen.getByRole('dialog', { name: 'افزودن مسافر' });
    await user.type(within(dialog).getByLabelText('نام'), 'علی');
    await user.type(within(dialog).getByLabelText('نام خانوادگی'), 'رضایی');
    await user.type(within(dialog).getByLabelText('کد ملی'), '۰۰۸۴۵۷۵۹۴۸');
    await user.type(within(dialog).getByLabelText('تاریخ تولد (اختیاری)'), '۱۳۶۹/۰۲/۱۱');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(sent)).toEqual([
      {
        endPoint: '/passengers',
        method: 'POST',
        body: { firstName: 'علی', lastName: 'رضایی', nationalCode: '0084575948', birthDate: '1990-05-01' },
      },
    ]);
  });

  it('keeps the focus on «افزودن مسافر» once the 50th is saved, and says why no more can be added', async () => {
    const others = Array.from({ length: 49 }, (_, index) => ({ ...SARA, id: 100 + index }));
    let list = others;
    fakeApi({
      'GET /passengers': () => ok(list),
      'POST /passengers': () => {
        list = [...others, ALI];
        return saved(ALI);
      },
    });
    const { user } = renderPage(<PassengersPage />, '/profile/previous-passengers');

    const add = await screen.findByRole('button', { name: 'افزودن مسافر' });
    expect(add).not.toHaveAttribute('aria-disabled');
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'افزودن مسافر' });
    await user.type(within(dialog).getByLabelText('نام'), 'علی');
    await user.type(within(dialog).getByLabelText('نام خانوادگی'), 'رضایی');
    await user.type(within(dialog).getByLabelText('کد ملی'), '۰۰۸۴۵۷۵۹۴۸');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('۵۰ از ۵۰ مسافر')).toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(
      `${PROFILE_MESSAGES.tooManyPassengers} برای افزودن مسافر تازه، یکی را حذف کنید.`,
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses what the reservation page refuses, beside the field, and sends nothing', async () => {
    const sent = fakeApi({ '/passengers': ok([]) });
    const { user } = renderPage(<PassengersPage />, '/profile/previous-passengers');

    await user.click(await screen.findByRole('button', { name: 'افزودن مسافر' }));
    const dialog = screen.getByRole('dialog', { name: 'افزودن مسافر' });
    await user.type(within(dialog).getByLabelText('نام'), 'Ali');
    await user.type(within(dialog).getByLabelText('نام خانوادگی'), 'رضایی');
    await user.type(within(dialog).getByLabelText('کد ملی'), '0084575949');
    await user.type(within(dialog).getByLabelText('تاریخ تولد (اختیاری)'), '1404/12/30');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(within(dialog).getByLabelText('نام')).toHaveAccessibleDescription(
      PROFILE_MESSAGES.namePersianLetters,
    );
    expect(within(dialog).getByLabelText('کد ملی')).toHaveAccessibleDescription(
      PROFILE_MESSAGES.invalidNationalCode,
    );
    expect(within(dialog).getByLabelText('تاریخ تولد (اختیاری)')).toHaveAccessibleDescription(
      PROFILE_MESSAGES.invalidBirthDate,
    );
    expect(writes(sent)).toEqual([]);
  });

  it('edits a foreign passenger: the form opens filled in, and the change is sent with PUT', async () => {
    const sent = fakeApi({
      'GET /passengers': ok([SARA]),
      'PUT /passengers/2': saved({ ...SARA, lastName: 'کریمیان' }),
    });
    const { user } = renderPage(<PassengersPage />, '/profile/previous-passengers');

    await user.click(await screen.findByRole('button', { name: 'ویرایش سارا کریمی' }));
    const dialog = screen.getByRole('dialog', { name: 'ویرایش مسافر' });
    expect(within(dialog).getByRole('checkbox', { name: 'مسافر خارجی است' })).toBeChecked();
    expect(within(dialog).getByLabelText('شماره گذرنامه')).toHaveValue('X1234567');
    await user.clear(within(dialog).getByLabelText('نام خانوادگی'));
    await user.type(within(dialog).getByLabelText('نام خانوادگی'), 'کریمیان');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      endPoint: '/passengers/2',
      method: 'PUT',
      body: {
        firstName: 'سارا',
        lastName: 'کریمیان',
        passportNumber: 'X1234567',
        nationality: 'افغانستان',
        birthDate: null,
      },
    });
  });

  it('deletes a passenger only once confirmed', async () => {
    const sent = fakeApi({
      'GET /passengers': ok([ALI]),
      'DELETE /passengers/1': {
        status: 200,
        meta: { status: true, message: PROFILE_MESSAGES.passengerDeleted },
        data: { id: 1 },
      },
    });
    const { user } = renderPage(<PassengersPage />, '/profile/previous-passengers');

    await user.click(await screen.findByRole('button', { name: 'حذف علی رضایی' }));
    const dialog = screen.getByRole('dialog', { name: 'حذف مسافر' });
    expect(dialog).toHaveTextContent('علی رضایی از مسافران قبلی شما حذف شود؟');
    expect(writes(sent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));

    await waitFor(() =>
      expect(writes(sent).map((call) => `${call.method} ${call.endPoint}`)).toEqual(['DELETE /passengers/1']),
    );
    expect(await screen.findByText(PROFILE_MESSAGES.passengerDeleted)).toBeInTheDocument();
  });

  it('puts the focus on the «حذف» now in the deleted passenger’s place, then on «افزودن مسافر»', async () => {
    let list = [ALI, SARA];
    const deleted = (id: number) => () => {
      list = list.filter((one) => one.id !== id);
      return ok({ id });
    };
    fakeApi({
      'GET /passengers': () => ok(list),
      'DELETE /passengers/1': deleted(1),
      'DELETE /passengers/2': deleted(2),
    });
    const { user } = renderPage(<PassengersPage />, '/profile/previous-passengers');

    await user.click(await screen.findByRole('button', { name: 'حذف علی رضایی' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'حذف مسافر' })).getByRole('button', { name: 'حذف' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'حذف سارا کریمی' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(
      within(screen.getByRole('dialog', { name: 'حذف مسافر' })).getByRole('button', { name: 'حذف' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'افزودن مسافر' })).toHaveFocus());
  });
});
