import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { type ScreenLink, ScreenLinkButton } from '@/components/screen-link-button';
import { leagueLinks } from '../utils/league-links';

interface QuickAction {
  label: string;
  description: string;
  link: ScreenLink;
}

function quickActions(leagueId: string | null): QuickAction[] {
  return [
    { label: 'Live Scoring', description: 'Every matchup across your leagues', link: leagueLinks.liveScoring() },
    { label: 'Matchups', description: "This week's games in your league", link: leagueLinks.matchups(leagueId) },
    { label: 'Standings', description: 'Division tables and games back', link: leagueLinks.standings(leagueId) },
    { label: 'Transactions', description: 'Trades, claims, adds and drops', link: leagueLinks.transactions(leagueId) },
  ];
}

/** Spec 01 §2 Quick Actions; league views open for the league selected in the header. */
export function QuickActions({ leagueId }: { leagueId: string | null }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} size="h3" id="quick-actions-title" mb="md">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {quickActions(leagueId).map((action) => (
          <Card
            key={action.label}
            withBorder
            radius="md"
            padding="md"
            data-quick-action={action.label}
            style={{ display: 'flex', flexDirection: 'column' }}
          >
            <Text fw={600}>{action.label}</Text>
            <Text size="sm" c="dimmed" mb="sm">
              {action.link.available ? action.description : `${action.description}, coming soon.`}
            </Text>
            <ScreenLinkButton
              link={action.link}
              variant="light"
              size="xs"
              fullWidth
              mt="auto"
              aria-label={`Open ${action.label}`}
            >
              Open
            </ScreenLinkButton>
          </Card>
        ))}
      </SimpleGrid>
    </Card>
  );
}
