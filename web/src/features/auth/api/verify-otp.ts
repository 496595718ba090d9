import { supabase } from '@/lib/supabase';

/** The e-mail links this app handles: sign-up confirmation and password recovery. */
export type EmailLinkType = 'email' | 'recovery';

export const INVALID_CONFIRMATION_LINK = 'Invalid confirmation link.';
export const INVALID_RESET_LINK = 'Invalid password reset link.';

/** A link is usable when token_hash is present and type is the one the page expects (spec 01 §5). */
export function parseTokenLink(params: URLSearchParams, type: EmailLinkType): { tokenHash: string } | null {
  const tokenHash = params.get('token_hash');
  return tokenHash && params.get('type') === type ? { tokenHash } : null;
}

/** Spends the link's token; on success supabase-js stores the returned session (the user is signed in). */
export async function verifyTokenHash(tokenHash: string, type: EmailLinkType): Promise<void> {
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type });
  if (error) throw error;
}
