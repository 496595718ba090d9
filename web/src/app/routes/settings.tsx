import { LeaguesManager } from '@/features/leagues/components/leagues-manager';
import { MflConnectionPanel } from '@/features/mfl-connection/components/mfl-connection-panel';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

/** /settings: the settings feature's page with the connection and league sections of their features. */
export function SettingsRoute() {
  return <SettingsScreen connection={<MflConnectionPanel />} leagues={<LeaguesManager />} />;
}
