import { supabase } from '@/lib/supabase';

/** Sets the signed-in user's password (after a recovery link, the session that link gave). */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}
