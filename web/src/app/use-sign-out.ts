import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { API_CACHE } from '@/pwa/api-cache';

/** Signs out, tells the user, and leaves for /login. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    const { error } = await signOut();
    if (error) {
      notify({ type: 'error', title: 'Sign out failed', message: error });
      return;
    }
    // The service worker's kept answers are this user's: the next one to sign in must not see them.
    await globalThis.caches?.delete(API_CACHE).catch(() => undefined);
    notify({ type: 'info', title: 'Signed out', message: 'You have been signed out.' });
    navigate(paths.login, { replace: true });
  }, [signOut, navigate]);
}
