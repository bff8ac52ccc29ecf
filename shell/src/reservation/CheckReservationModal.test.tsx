import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Header } from '../components/Header';

// The remote's widget stands in as a line naming the module, and a link as the remote's would navigate.
jest.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({ remote, module }: { remote: string; module: string }) => {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/voucher?reserveId=48213657&mobile=09121234567')}>
        {`صفحه ${remote} ${module}`}
      </button>
    );
  },
}));

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  // The header asks for its links after the first render (the built-in ones stand in): nothing answers here.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
});

describe('the check-reservation modal', () => {
  it("opens from the header with mf-reservation's CheckReservation, and closes when one of its links is followed", async () => {
    render(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'پیگیری رزرو' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'پیگیری رزرو' }));
    const dialog = await screen.findByRole('dialog', { name: 'پیگیری رزرو' });
    const widget = screen.getByRole('button', { name: 'صفحه mf_reservation ./CheckReservation' });
    expect(dialog).toContainElement(widget);

    await userEvent.click(widget);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
