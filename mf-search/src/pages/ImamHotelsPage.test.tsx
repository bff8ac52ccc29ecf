import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cityHotels, type FakeCall, hotelCard, installFakeApi } from '../testing/fake-api';
import ImamHotelsPage from './ImamHotelsPage';

let calls: FakeCall[];

beforeEach(() => {
  calls = installFakeApi((endPoint) =>
    endPoint.startsWith('/cities/1/hotels')
      ? { data: cityHotels([hotelCard(7, { name: 'هتل نزدیک' }), hotelCard(8, { name: 'هتل دورتر' })]) }
      : undefined,
  );
});

it("lists Mashhad's hotels by distance to the shrine, with a way on to the city's filters", async () => {
  render(
    <Providers router={false}>
      <MemoryRouter initialEntries={['/imam-hotels']}>
        <ImamHotelsPage />
      </MemoryRouter>
    </Providers>,
  );

  expect(
    screen.getByRole('heading', { level: 1, name: 'هتل‌های نزدیک حرم امام رضا (ع)' }),
  ).toBeInTheDocument();
  const near = await screen.findByRole('article', { name: 'هتل نزدیک' }, { timeout: 5000 });
  expect(within(near).getByText('حرم امام رضا (ع): ۰٫۲ کیلومتر')).toBeInTheDocument();
  expect(new URLSearchParams(calls[0]?.endPoint.split('?')[1]).get('sort')).toBe('distance');
  expect(screen.getByRole('link', { name: 'همه هتل‌های مشهد با فیلتر' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/city\/1\/hotels-mashhad\?checkin=\d{4}-\d{2}-\d{2}&nights=1$/),
  );
});
