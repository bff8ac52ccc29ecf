import '@testing-library/jest-dom';
import { Providers } from '@rahi/shared-ui/providers';
import { KEEP_SCROLL } from '@rahi/shared-ui/routing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { booking, fakeGateway, MOBILE } from '../testing/voucher-fixtures';
import ReserveStatusPage from './ReserveStatusPage';

let seen: { search: string; state: unknown; type: string } | undefined;
function LocationProbe() {
  const { search, state } = useLocation();
  seen = { search, state, type: useNavigationType() };
  return null;
}

describe('ReserveStatusPage', () => {
  it('writes a lookup into the address in place, asking the shell to keep the traveller at the form', async () => {
    fakeGateway([booking]);
    render(
      <Providers router={false}>
        <MemoryRouter initialEntries={['/reserve-status']}>
          <ReserveStatusPage />
          <LocationProbe />
        </MemoryRouter>
      </Providers>,
    );
    await userEvent.type(screen.getByLabelText('کد رزرو'), '73920418');
    await userEvent.type(screen.getByLabelText('شماره موبایل'), MOBILE);
    await userEvent.click(screen.getByRole('button', { name: 'نمایش وضعیت' }));

    expect(await screen.findByRole('region', { name: 'وضعیت رزرو' })).toBeInTheDocument();
    await waitFor(() =>
      expect(seen).toEqual({
        search: `?reserveId=73920418&mobile=${MOBILE}`,
        state: KEEP_SCROLL,
        type: 'REPLACE',
      }),
    );
  });
});
