import { supabase } from '@/lib/supabase';

export interface PasswordResetInput {
  email: string;
  /** Where the recovery link leads: {origin}/reset-password (spec 01 §2). */
  redirectTo: string;
}

/** Asks for the recovery e-mail. The service answers the same whether or not the address exists. */
export async function requestPasswordReset({ email, redirectTo }: PasswordResetInput): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error) throw error;
}
