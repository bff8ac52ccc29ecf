// The destination field inside a FormControl and InputLabel from another app's build, as on the hotel page
// (see testing/another-build): the prefilled or typed destination must still raise the label out of the
// text and notch the outline, the focus and the error must still show.
import '@testing-library/jest-dom';
import type { SearchSelection } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, MESHKAT } from '../testing/fake-api';
import { DESTINATION_LABEL, DestinationField } from './DestinationField';

jest.mock('@mui/material/FormControl', () =>
  require('../testing/another-build').fromHotelBuild('@mui/material/FormControl'),
);
jest.mock('@mui/material/InputLabel', () =>
  require('../testing/another-build').fromHotelBuild('@mui/material/InputLabel'),
);

beforeEach(() => {
  installFakeApi(() => ({ data: [] }));
});

function renderField(value: SearchSelection | null, error?: string) {
  render(
    <Providers router={false}>
      <DestinationField value={value} onChange={() => {}} error={error} />
    </Providers>,
  );
  return userEvent.setup({ delay: null });
}

const label = () => screen.getByText(DESTINATION_LABEL, { selector: 'label' });
// The outline's gap for the label: MUI's legend is 0.01px wide until notched, then 100%.
const notchWidth = () => getComputedStyle(document.querySelector('fieldset legend') as HTMLElement).maxWidth;

describe('DestinationField with MUI form parts from another build', () => {
  it('raises the label above a prefilled destination and notches the outline for it', () => {
    renderField(MESHKAT);

    expect(screen.getByRole('combobox', { name: DESTINATION_LABEL })).toHaveValue(MESHKAT.title);
    expect(label()).toHaveAttribute('data-shrink', 'true');
    expect(notchWidth()).toBe('100%');
  });

  it('keeps the label inside an empty field until it is focused', async () => {
    const user = renderField(null);

    expect(label()).toHaveAttribute('data-shrink', 'false');
    expect(notchWidth()).not.toBe('100%');
    await user.click(screen.getByRole('combobox', { name: DESTINATION_LABEL }));

    expect(label()).toHaveAttribute('data-shrink', 'true');
    expect(label()).toHaveClass('Mui-focused');
  });

  it('shows an error on the label and the outline', () => {
    renderField(null, 'لطفا همه فیلد ها را پر کنید');

    expect(label()).toHaveClass('Mui-error');
    expect(document.querySelector('.MuiOutlinedInput-root')).toHaveClass('Mui-error');
  });
});
