import { Stack, Text, Title } from '@mantine/core';
import { LeaguesManager } from './leagues-manager';

/** /leagues: My Leagues (spec 01 §2). */
export function MyLeaguesScreen() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>My Leagues</Title>
        <Text c="dimmed">The MFL leagues linked to your account.</Text>
      </div>
      <LeaguesManager title="Leagues" />
    </Stack>
  );
}
