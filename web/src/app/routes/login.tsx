import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { useSignOut } from '../use-sign-out';

// Shown only once signed in: a visitor's sign-in form does not download the MFL form and its contract.
const MflConnectStep = lazy(async () => ({ default: (await import('@/features/mfl-connection/components/mfl-connect-step')).MflConnectStep }));

/**
 * /login with the MFL connection as its second step (spec 01 §2); once connected the user goes on
 * to the dashboard instead of staying on a filled form. No app frame shows the account here, so
 * the step names who is signed in and offers 'Sign out' (someone else's account on a shared
 * computer, or the wrong one).
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <LoginScreen
      mflStep={
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <MflConnectStep onConnected={() => navigate(paths.dashboard, { replace: true })} onSignOut={() => void signOut()} />
        </Suspense>
      }
    />
  );
}
