// Renders the picker the way a page does: inside the app's providers, holding the value in state.
import { Providers } from '@rahi/shared-ui/providers';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { JalaliDatePicker, type JalaliDatePickerProps } from './JalaliDatePicker';
import type { PickerValue } from './picker-value';

type HarnessProps = Omit<JalaliDatePickerProps, 'onChange' | 'value' | 'mode'> & {
  mode: 'single' | 'range';
  value: PickerValue;
  onChange?: (value: PickerValue) => void;
};

function Harness({ value: initial, onChange, ...rest }: HarnessProps) {
  const [value, setValue] = useState(initial);
  const change = (next: PickerValue) => {
    setValue(next);
    onChange?.(next);
  };
  return <JalaliDatePicker {...({ ...rest, value, onChange: change } as JalaliDatePickerProps)} />;
}

/** Renders the picker with `today` fixed at Wednesday 22 Esfand 1403 (2025-03-12) unless given. */
export function renderPicker(props: HarnessProps, options: { advanceTimers?: (ms: number) => void } = {}) {
  const onChange = jest.fn(props.onChange);
  const view = render(
    <Providers router={false}>
      <Harness today="2025-03-12" {...props} onChange={onChange} />
    </Providers>,
  );
  const user = userEvent.setup({ delay: null, advanceTimers: options.advanceTimers });
  return { ...view, user, onChange };
}
