import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { AccountCard } from './account-card';

/**
 * /settings (spec 01 §2): account, MFL connection, leagues; alerts (issue 25). The connection, league and alert sections
 * belong to their own features; the app composes them into these slots.
 */
export function SettingsScreen({ connection, leagues, alerts }: { connection: ReactNode; leagues: ReactNode; alerts?: ReactNode }) {
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>Settings</Title>
        <Text c="dimmed">Your account, your MyFantasyLeague connection and your leagues.</Text>
      </div>
      <AccountCard />
      {connection}
      {leagues}
      {alerts}
    </Stack>
  );
}
