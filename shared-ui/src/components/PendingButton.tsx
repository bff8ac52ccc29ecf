// A button whose call is on its way: it looks disabled and is announced so (aria-disabled), and a press does
// nothing (a submit sends no second time), but it keeps the focus. A disabled button loses it (Chromium moves it to
// the page's body), so a keyboard user who pressed «ذخیره» started again from the top of the page. MUI 9 has this
// inside ButtonBase (`focusableWhenDisabled`), still private (mui/material-ui#48613); until it is public, this.
import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEvent } from 'react';

export interface PendingButtonProps extends ButtonProps {
  /**
   * The press's call is on its way, or the press waits on something the traveller can change on the page (a full
   * list: «افزودن مسافر» once 50 are saved). `disabled` stays for what the traveller cannot do at all.
   */
  pending: boolean;
}

/** @example <PendingButton type="submit" variant="contained" pending={save.isPending}>ذخیره</PendingButton> */
export function PendingButton({ pending, onClick, className, ...props }: PendingButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      {...props}
      aria-disabled={pending || undefined}
      className={pending ? [className, 'Mui-disabled'].filter(Boolean).join(' ') : className}
      onClick={press}
    />
  );
}
