// A left-to-right piece inside Persian text (a path, a code, a Latin name, a phone or card number), isolated so
// the bidi algorithm does not reorder it with its neighbours: "نشانی /reservation" stays so, never "reservation/".
// In plain strings (titles, toasts) use shared-contracts' isolateLtr.
import type { CSSProperties, ReactNode } from 'react';

/** @example <Typography>کد رزرو: <Ltr>{toPersianDigits(reserveId)}</Ltr></Typography> */
export function Ltr({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <bdi dir="ltr" style={{ unicodeBidi: 'isolate', ...style }}>
      {children}
    </bdi>
  );
}
