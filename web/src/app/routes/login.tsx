import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { MflConnectStep } from '@/features/mfl-connection/components/mfl-connect-step';

/**
 * /login with the MFL connection as its second step (spec 01 §2); once connected the user goes on
 * to the dashboard instead of staying on a filled form.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  return <LoginScreen mflStep={<MflConnectStep onConnected={() => navigate(paths.dashboard, { replace: true })} />} />;
}
