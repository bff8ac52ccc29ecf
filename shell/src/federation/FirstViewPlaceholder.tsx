// A remote page's placeholder made of the first view the gateway sent as HTML (federation/first-view.ts): the
// element is put back where the page belongs in the same commit that emptied #root, so the screen does not change
// while the page's code loads, and it goes when the page replaces this placeholder.
import { useLayoutEffect, useRef } from 'react';
import { type FirstView, markFirstViewUsed } from './first-view';

export function FirstViewPlaceholder({ view }: { view: FirstView }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    holder.current?.appendChild(view.element);
    return markFirstViewUsed;
  }, [view]);
  return <div ref={holder} />;
}
