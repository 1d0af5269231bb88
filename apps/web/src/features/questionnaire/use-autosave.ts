import { useCallback, useEffect, useRef } from 'react';

export const AUTOSAVE_DELAY_MS = 1000;

/**
 * Saves `save()` 1000 ms after the last `schedule()` (spec part 2 §4). A failed save is silent: the next
 * one sends everything again. Saves run one after another; `settle()` cancels the wait and resolves
 * once nothing is in flight (Submit and Discard use it so no late save brings a draft back), and a
 * pending save is sent at once when the page is left.
 */
export function useAutosave(save: () => Promise<unknown>, onSaved: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef({ save, onSaved });
  useEffect(() => {
    latest.current = { save, onSaved };
  });

  const run = useCallback(() => {
    timer.current = null;
    queue.current = queue.current.then(() =>
      latest.current.save().then(
        () => latest.current.onSaved(),
        () => undefined,
      ),
    );
  }, []);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, AUTOSAVE_DELAY_MS);
  }, [run]);

  const settle = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    await queue.current;
  }, []);

  useEffect(
    () => () => {
      if (timer.current) run();
    },
    [run],
  );

  return { schedule, settle };
}
