import { todayInTehran } from '@rahi/shared-contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useCorrectedStay } from './use-corrected-stay';

function StayProbe() {
  const { stay } = useCorrectedStay();
  const location = useLocation();
  return (
    <>
      <p data-testid="stay">{`${stay.checkin} ${stay.nights}`}</p>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/city/:id/:slug" element={<StayProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useCorrectedStay', () => {
  it('gives a past check-in as today in Tehran and rewrites the address in place, other parameters kept', async () => {
    const today = todayInTehran();
    renderAt('/city/1/hotels-mashhad?checkin=2020-01-01&nights=2&stars=5');

    expect(screen.getByTestId('stay')).toHaveTextContent(`${today} 2`);
    expect(
      await screen.findByText(`/city/1/hotels-mashhad?checkin=${today}&nights=2&stars=5`),
    ).toBeInTheDocument();
  });

  it('leaves a correct address alone', () => {
    const future = '2099-03-01';
    renderAt(`/city/1/hotels-mashhad?checkin=${future}&nights=3`);

    expect(screen.getByTestId('stay')).toHaveTextContent(`${future} 3`);
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/city/1/hotels-mashhad?checkin=${future}&nights=3`,
    );
  });
});
