import { schemaResolver } from '@mantine/form';
import { z } from 'zod';

/** Spec 01 §9. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Spec 01 §5, checked in this order, for sign-up and for a reset alike: a mismatch is reported
 * before the length (the first check aborts), each on the field it is about.
 */
export const newPasswordSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    abort: true,
  })
  .refine((values) => values.password.length >= MIN_PASSWORD_LENGTH, {
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    path: ['password'],
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** The schema as a @mantine/form validator: each problem on its field. */
export const validateNewPassword = schemaResolver(newPasswordSchema, { sync: true });
