import { supabase } from '@/lib/supabase';

export const INVALID_CONFIRMATION_LINK = 'Invalid confirmation link.';

/** Spec 01 §5: token_hash must be present and type must equal `email`. */
export function parseConfirmationParams(params: URLSearchParams): { tokenHash: string } | null {
  const tokenHash = params.get('token_hash');
  return tokenHash && params.get('type') === 'email' ? { tokenHash } : null;
}

/** Confirms the address; on success supabase-js stores the returned session (the user is signed in). */
export async function verifyEmail(tokenHash: string): Promise<void> {
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
  if (error) throw error;
}
