import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { supabase } from '@/lib/supabase';

/**
 * Subscribes to session changes. supabase-js first reports INITIAL_SESSION (the stored session,
 * refreshed if needed, or null): that event ends the app's first session check.
 */
export function subscribeToAuthChanges(listener: (event: AuthChangeEvent, session: Session | null) => void): () => void {
  const { data } = supabase.auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}
