import { supabase } from '@/lib/supabase';

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
