import { LoginScreen } from '@/features/auth/components/login-screen';
import { MflConnectStep } from '@/features/mfl-connection/components/mfl-connect-step';

/** /login with the MFL connection as its second step (spec 01 §2). */
export function LoginRoute() {
  return <LoginScreen mflStep={<MflConnectStep />} />;
}
