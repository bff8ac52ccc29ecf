import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SectionCard } from './SectionCard';

describe('SectionCard', () => {
  it('is a region named by its h2, with the link to the rest beside the title', () => {
    render(
      <MemoryRouter>
        <SectionCard title="آخرین رزروها" more={{ label: 'همه رزروها', to: '/profile/reserves' }}>
          <p>رزرو ۱</p>
        </SectionCard>
        <SectionCard title="رمز عبور">
          <p>فرم</p>
        </SectionCard>
      </MemoryRouter>,
    );

    const latest = screen.getByRole('region', { name: 'آخرین رزروها' });
    expect(latest).toContainElement(screen.getByRole('heading', { level: 2, name: 'آخرین رزروها' }));
    expect(latest).toHaveTextContent('رزرو ۱');
    expect(screen.getByRole('link', { name: 'همه رزروها' })).toHaveAttribute('href', '/profile/reserves');
    expect(screen.getByRole('region', { name: 'رمز عبور' })).not.toContainElement(screen.getByRole('link'));
  });
});
