import { MflConnectionPanel } from '@/features/mfl-connection/components/mfl-connection-panel';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

/** /profile: target of 'Connect MFL Account' and 'Check MFL Connection'. */
export function ProfileRoute() {
  return <ProfileScreen connection={<MflConnectionPanel title="MFL connection" />} />;
}
