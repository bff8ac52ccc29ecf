import '@testing-library/jest-dom';
import type { Passenger, ReservationRoom } from '@rahi/shared-contracts/api';
import { samplePassenger } from '@rahi/shared-contracts/testing';
import { useZodForm } from '@rahi/shared-ui/form';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formDefaults } from '../state/reservation-form';
import { reservationFormSchema } from '../state/reservation-form-rules';
import { RoomGuestFields } from './RoomGuestFields';

const iranian = samplePassenger({ birthDate: null });
const foreigner: Passenger = {
  id: 2,
  firstName: 'سارا',
  lastName: 'کریمی',
  nationalCode: null,
  passportNumber: 'X1234567',
  nationality: 'افغانستان',
  birthDate: '1990-05-01',
};
const room = { id: 5, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false } as ReservationRoom;

function TwoRooms({ passengers }: { passengers: Passenger[] }) {
  const form = useZodForm(reservationFormSchema, { defaultValues: formDefaults(2) });
  return (
    <form>
      {[0, 1].map((index) => (
        <RoomGuestFields
          key={index}
          index={index}
          room={room}
          roomName="دو تخته"
          control={form.control}
          passengers={passengers}
          setValue={form.setValue}
        />
      ))}
    </form>
  );
}

const roomGroup = (number: string) => screen.getByRole('group', { name: new RegExp(`^اتاق ${number}`) });

describe('the saved passenger picker', () => {
  it('fills one room with a saved passenger in one tap, and marks them as picked', async () => {
    const user = userEvent.setup();
    render(<TwoRooms passengers={[iranian, foreigner]} />);
    const second = roomGroup('۲');
    const chip = within(second).getByRole('button', { name: 'سارا کریمی' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip);

    expect(within(second).getByLabelText('نام')).toHaveValue('سارا');
    expect(within(second).getByLabelText('نام خانوادگی')).toHaveValue('کریمی');
    expect(within(second).getByRole('checkbox', { name: 'مسافر خارجی است' })).toBeChecked();
    expect(within(second).getByLabelText('شماره گذرنامه')).toHaveValue('X1234567');
    expect(within(second).getByLabelText('ملیت')).toHaveValue('افغانستان');
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(within(roomGroup('۱')).getByLabelText('نام')).toHaveValue('');
  });

  it('puts an Iranian passenger back after a foreign one: national code shown, box cleared', async () => {
    const user = userEvent.setup();
    render(<TwoRooms passengers={[iranian, foreigner]} />);
    const first = roomGroup('۱');
    await user.click(within(first).getByRole('button', { name: 'سارا کریمی' }));
    await user.click(within(first).getByRole('button', { name: 'علی رضایی' }));
    expect(within(first).getByRole('checkbox', { name: 'مسافر خارجی است' })).not.toBeChecked();
    expect(within(first).getByLabelText('کد ملی')).toHaveValue('0084575948');
    expect(within(first).getByRole('button', { name: 'سارا کریمی' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('is absent when there is no saved passenger', () => {
    render(<TwoRooms passengers={[]} />);
    expect(screen.queryByRole('group', { name: /مسافران قبلی/ })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
