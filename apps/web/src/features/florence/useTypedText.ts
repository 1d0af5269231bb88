import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../ui/use-reduced-motion';
import { TYPING_MS_PER_CHAR, typedLength } from './typing';


/**
 * Types `text` out from the first render: 20 ms a character, the whole of it after 5 s; `skip` shows it
 * all at once. A user who asks for reduced motion gets it whole. Mount it again (a key) for a new text.
 */
export function useTypedText(text: string) {
  const [done, setDone] = useState(prefersReducedMotion);
  const [length, setLength] = useState(0);

  useEffect(() => {
    if (done) return;
    const started = performance.now();
    const timer = setInterval(() => {
      const next = typedLength(text.length, performance.now() - started);
      setLength(next);
      if (next >= text.length) setDone(true);
    }, TYPING_MS_PER_CHAR);
    return () => clearInterval(timer);
  }, [done, text]);

  return { shown: done ? text : text.slice(0, length), typing: !done, skip: () => setDone(true) };
}
