import { supabase } from '@/lib/supabase';

export const MIN_PASSWORD_LENGTH = 6;

export interface SignUpFormValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Spec 01 §5, checked in this order; null when the form may be sent. */
export function validateSignUp({ password, confirmPassword }: SignUpFormValues): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}

export interface SignUpInput {
  email: string;
  password: string;
  /** Where the confirmation link leads: {origin}/auth/confirm. */
  emailRedirectTo: string;
}

export async function signUpWithEmail({ email, password, emailRedirectTo }: SignUpInput): Promise<{ needsConfirmation: boolean }> {
  const { data, error } = await supabase.auth.signUp({ email: email.trim(), password, options: { emailRedirectTo } });
  if (error) throw error;
  return { needsConfirmation: data.user !== null && data.session === null };
}
