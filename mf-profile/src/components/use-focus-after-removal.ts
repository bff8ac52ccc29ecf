// When an item of a list goes (a hotel forgotten, an alert cancelled, a passenger deleted), the control pressed goes
// with it and the browser puts the focus on the page's body: a keyboard or screen-reader user is sent back to the top
// of the page. This puts it on the same control of the item now in that place (the next one, or the last when the
// last went), or on the fallback when the list is empty. Only when the focus was lost: one a traveller has moved
// stays. A dialog that removed the item has closed by then: react-query hands the list read again to the page in a
// later task than the mutation's answer that closes the dialog, which gave the focus back to the removed control.
import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * @param keys the items' keys, in the order drawn; undefined while the list is not there.
 * @param controlAt the control of the item at an index, as drawn now.
 * @param fallback what takes the focus when no item is left.
 * @example useFocusAfterRemoval(items?.map((item) => item.id), (i) => list.current?.children[i]?.querySelector('button') ?? null, emptyLink)
 */
export function useFocusAfterRemoval(
  keys: readonly (string | number)[] | undefined,
  controlAt: (index: number) => HTMLElement | null | undefined,
  fallback: RefObject<HTMLElement | null>,
) {
  const before = useRef(keys);
  const signature = keys?.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: when the keys change; the callbacks read what is drawn.
  useLayoutEffect(() => {
    const previous = before.current;
    before.current = keys;
    if (!previous || !keys) return;
    const gone = previous.findIndex((key) => !keys.includes(key));
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (gone === -1 || !lost) return;
    const target = keys.length > 0 ? controlAt(Math.min(gone, keys.length - 1)) : fallback.current;
    target?.focus();
  }, [signature]);
}
