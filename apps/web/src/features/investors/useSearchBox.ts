import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Search debounce (spec part 2 §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The search box's text: `onSettled` gets it, trimmed, once typing has paused for 500 ms. When the
 * search changes elsewhere (back button, 'Clear all') the box shows the new one.
 */
export function useSearchBox(search: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer calls the newest callback: the one of the render it was set in may hold a stale view.
  const settle = useRef(onSettled);
  useLayoutEffect(() => {
    settle.current = onSettled;
  });
  if (search !== shown) {
    setShown(search);
    if (search !== text.trim()) setText(search);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => settle.current(next.trim()), SEARCH_DEBOUNCE_MS);
  };
  return [text, change] as const;
}
