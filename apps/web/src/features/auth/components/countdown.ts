/** The wait before a new code is sent (spec part 1 §4, §9). */
export const RESEND_WAIT_SECONDS = 10;

/** How long a success banner stays (spec part 1 §9). */
export const SUCCESS_BANNER_MS = 5000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Seconds as mm:ss, e.g. 9 -> "00:09"; negative or fractional input is clamped and rounded up. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return `${twoDigits(Math.floor(whole / 60))}:${twoDigits(whole % 60)}`;
}
