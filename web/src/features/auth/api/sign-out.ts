import { supabase } from '@/lib/supabase';

/** Ends the session everywhere (GoTrue's global scope); the local session is dropped either way. */
export async function signOutEverywhere(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: 'global' });
  if (error) throw error;
}
