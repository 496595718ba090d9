/** Spec 01 §9. */
export const MIN_PASSWORD_LENGTH = 6;

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Spec 01 §5, checked in this order, for sign-up and for a reset alike; null when the form may be sent. */
export function validateNewPassword({ password, confirmPassword }: NewPasswordValues): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}
