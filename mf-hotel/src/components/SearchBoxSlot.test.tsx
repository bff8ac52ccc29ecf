import { SiblingModulesContext } from '@rahi/shared-ui/siblings';
import '@testing-library/jest-dom';
import { loadSibling } from '@rahi/shared-ui/load-sibling';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { pageData } from '../testing/fixtures';
import { SearchBoxSlot } from './SearchBoxSlot';

jest.mock('@rahi/shared-ui/load-sibling', () => ({ loadSibling: jest.fn(async () => null) }));

const { hotel } = pageData();
const stay = { checkin: '2099-12-20', nights: 2, adults: 2 };

/** mf-search's search box as the slot hands it its props. */
function FakeSearchBox(props: { initialCheckin?: string | null; initialGuests?: number; variant?: string }) {
  return (
    <search aria-label="جستجوی هتل">{`${props.variant} ${props.initialCheckin} ${props.initialGuests}`}</search>
  );
}

describe('SearchBoxSlot', () => {
  beforeEach(() => jest.mocked(loadSibling).mockClear());

  it('draws the search box it was handed in its first render, as the server draws it, and loads nothing', () => {
    const tree = (
      <SiblingModulesContext.Provider value={{ 'mf_search/SearchBox': FakeSearchBox }}>
        <SearchBoxSlot hotel={hotel} stay={stay} />
      </SiblingModulesContext.Provider>
    );
    expect(renderToString(tree)).toContain('bar 2099-12-20 2');

    render(tree);
    expect(screen.getByText('bar 2099-12-20 2')).toBeInTheDocument();
    expect(loadSibling).not.toHaveBeenCalled();
  });

  it('without one, holds its place and loads the search box itself after mounting', () => {
    expect(renderToString(<SearchBoxSlot hotel={hotel} stay={stay} />)).not.toContain('<search');

    render(<SearchBoxSlot hotel={hotel} stay={stay} />);
    expect(screen.getByTestId('search-box-slot')).toBeInTheDocument();
    expect(document.querySelector('search')).toBeNull();
    expect(loadSibling).toHaveBeenCalledWith('mf_search/SearchBox');
  });
});
