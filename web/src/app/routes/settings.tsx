import { AlertsCard } from '@/features/alerts/components/alerts-card';
import { LeaguesManager } from '@/features/leagues/components/leagues-manager';
import { MflConnectionPanel } from '@/features/mfl-connection/components/mfl-connection-panel';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

/** /settings: the settings feature's page with the connection, league and alert sections of their features. */
export function SettingsRoute() {
  return <SettingsScreen connection={<MflConnectionPanel />} leagues={<LeaguesManager />} alerts={<AlertsCard />} />;
}
