import type { Session } from '@supabase/auth-js';
import { supabase } from '@/lib/supabase';

export interface SignInInput {
  email: string;
  password: string;
}

export async function signInWithPassword({ email, password }: SignInInput): Promise<Session> {
  const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw error;
  return data.session;
}
