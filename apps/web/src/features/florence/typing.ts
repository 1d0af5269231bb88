/** The reasons are typed out at 20 ms a character, and the animation stops after 5 s (spec part 2 §4, §9). */
export const TYPING_MS_PER_CHAR = 20;
export const TYPING_STOP_MS = 5_000;

/** How many characters of a text of `length` show `elapsedMs` after typing began: all of them once 5 s have passed. */
export function typedLength(length: number, elapsedMs: number): number {
  if (elapsedMs >= TYPING_STOP_MS) return length;
  return Math.min(length, Math.max(0, Math.floor(elapsedMs / TYPING_MS_PER_CHAR)));
}

/** How long typing a text of `length` characters lasts: 20 ms a character, at most 5 s. */
export const typingDurationMs = (length: number) => Math.min(length * TYPING_MS_PER_CHAR, TYPING_STOP_MS);
