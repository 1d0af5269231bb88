/**
 * Plain patterns for the few forms that must stay light (the sign-in page loads no zod). The zod
 * schemas apply the same rules.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const OTP_PATTERN = /^\d{6}$/;
