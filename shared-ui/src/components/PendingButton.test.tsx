import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PendingButton } from './PendingButton';

function Form({ onSend }: { onSend: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        setPending(true);
      }}
    >
      <PendingButton type="submit" pending={pending}>
        ذخیره
      </PendingButton>
    </form>
  );
}

it('keeps the focus while its call is on its way, is announced disabled, and sends once', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn();
  render(<Form onSend={onSend} />);
  const save = screen.getByRole('button', { name: 'ذخیره' });
  await user.tab();
  expect(save).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(save).toHaveAttribute('aria-disabled', 'true');
  expect(save).toHaveClass('Mui-disabled');
  expect(save).not.toBeDisabled();
  expect(save).toHaveFocus();
  await user.keyboard('{Enter}');
  // A pointer cannot reach it (pointer-events: none, as a disabled MUI button); a click sent anyway does nothing.
  fireEvent.click(save);
  expect(onSend).toHaveBeenCalledTimes(1);
});

it('passes a press on when nothing is pending', async () => {
  const onClick = jest.fn();
  render(
    <PendingButton pending={false} onClick={onClick}>
      لغو
    </PendingButton>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'لغو' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'لغو' })).not.toHaveAttribute('aria-disabled');
});
