// For a remote that brings its own layout (the back office): the shell draws nothing around the page, no
// traveller header, footer, menus or frame, so the remote owns its landmarks (its header, navigation and #main).
import type { ReactNode } from 'react';

export function BareLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
