import { supabase } from '@/lib/supabase';

/** Sends the recovery e-mail; its link leads to {origin}/reset-password. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error) throw error;
}
