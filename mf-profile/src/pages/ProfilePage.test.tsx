import { getEventBus } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ProfilePage from './ProfilePage';

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
});

describe('ProfilePage', () => {
  it('greets the user by name and shows the credit in Toman with Persian digits', () => {
    getEventBus().emit({ type: 'auth/logged-in', payload: { userName: 'مریم احمدی', credit: 2_500_000 } });

    render(
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سلام، مریم احمدی');
    expect(screen.getByText('۲۵۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رزروهای من' })).toHaveAttribute('href', '/profile/reserves');
  });

  it('greets a user who has not given a name yet without one', () => {
    getEventBus().emit({ type: 'auth/logged-in', payload: { userName: '', credit: 0 } });

    render(
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^سلام$/);
    expect(screen.getByText('۰ تومان')).toBeInTheDocument();
  });
});
