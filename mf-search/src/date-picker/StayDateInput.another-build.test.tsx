// A date field inside a FormControl and InputLabel from another app's build, as on the hotel page (see
// testing/another-build): a shown date must raise the label and notch the outline for it.
import '@testing-library/jest-dom';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StayDateInput } from './StayDateInput';

jest.mock('@mui/material/FormControl', () =>
  require('../testing/another-build').fromHotelBuild('@mui/material/FormControl'),
);
jest.mock('@mui/material/InputLabel', () =>
  require('../testing/another-build').fromHotelBuild('@mui/material/InputLabel'),
);

function renderInput(text: string) {
  render(
    <Providers router={false}>
      <StayDateInput label="تاریخ ورود" text={text} size="medium" expanded={false} onOpen={() => {}} />
    </Providers>,
  );
  return userEvent.setup({ delay: null });
}

const label = () => screen.getByText('تاریخ ورود', { selector: 'label' });
// The outline's gap for the label: MUI's legend is 0.01px wide until notched, then 100%.
const notchWidth = () => getComputedStyle(document.querySelector('fieldset legend') as HTMLElement).maxWidth;

describe('StayDateInput with MUI form parts from another build', () => {
  it('raises the label above a shown date with a gap in the outline for it', () => {
    renderInput('یکشنبه ۱ آذر');

    expect(screen.getByRole('combobox', { name: 'تاریخ ورود' })).toHaveValue('یکشنبه ۱ آذر');
    expect(label()).toHaveAttribute('data-shrink', 'true');
    expect(notchWidth()).toBe('100%');
  });

  it('raises the label of an empty field only while it has the focus', async () => {
    const user = renderInput('');

    expect(label()).toHaveAttribute('data-shrink', 'false');
    expect(notchWidth()).not.toBe('100%');
    await user.tab();

    expect(label()).toHaveAttribute('data-shrink', 'true');
    expect(label()).toHaveClass('Mui-focused');
    expect(notchWidth()).toBe('100%');
  });
});
