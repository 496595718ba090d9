import { Badge, Group, Title } from '@mantine/core';
import { YOUR_TEAM_MARK } from '@/data/league/team-options';
import type { TeamRoster } from '../utils/rosters-view';

/** A team's name, with '(Your Team)' on the user's own. */
export function TeamName({ team, order }: { team: TeamRoster; order?: 2 | 3 }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Title order={order ?? 2} size={order ? 'h6' : 'h4'} style={{ overflowWrap: 'anywhere' }}>
        {team.roster.franchise_name}
      </Title>
      {team.own && (
        <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>
          {YOUR_TEAM_MARK}
        </Badge>
      )}
    </Group>
  );
}
