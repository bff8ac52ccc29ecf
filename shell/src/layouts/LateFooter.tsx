// The footer, drawn in a transition of its own just after the layout's first commit instead of in it. It is
// below the fold on every page (a page's skeleton is a screen tall; a server-rendered page is taller), and
// drawing it with the header made the shell's first commit, emotion inserting both their styles, one of the
// longest tasks of a page's start (Lighthouse counts every task over 50 ms).
import { startTransition, useEffect, useState } from 'react';
import { Footer } from '../components/Footer';

export function LateFooter({ hiddenOnMobile }: { hiddenOnMobile?: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? <Footer hiddenOnMobile={hiddenOnMobile} /> : null;
}
