import type { FormErrors } from '@mantine/form';

/** Spec 01 §9. */
export const MIN_PASSWORD_LENGTH = 6;

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * Spec 01 §5, checked in this order, for sign-up and for a reset alike: a mismatch is reported
 * before the length (only the first problem is given), each on the field it is about. Two plain
 * rules rather than a zod schema: the sign-up form is on the first screen, which would otherwise
 * download zod (≈ 22 kB gzip) for them.
 */
export function validateNewPassword({ password, confirmPassword }: NewPasswordValues): FormErrors {
  if (password !== confirmPassword) return { confirmPassword: 'Passwords do not match' };
  if (password.length < MIN_PASSWORD_LENGTH) return { password: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` };
  return {};
}
