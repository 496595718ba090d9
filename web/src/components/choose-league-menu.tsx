import { Button, Menu, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths, type LeagueViewSection } from '@/config/paths';
import { leagueLabel, type UserLeague } from '@/lib/user-leagues';

export interface ChooseLeagueMenuProps extends Omit<ButtonProps, 'children'> {
  section: LeagueViewSection;
  leagues: readonly UserLeague[];
  currentLeagueId: string | null;
}

/**
 * 'Choose Different League' (spec 02 §2, §8): the same view for another of the user's leagues; with
 * no other league, Settings, where leagues are synced and added.
 */
export function ChooseLeagueMenu({ section, leagues, currentLeagueId, ...buttonProps }: ChooseLeagueMenuProps) {
  const others = leagues.filter((l) => l.league_id !== currentLeagueId);
  if (others.length === 0) {
    return (
      <Button component={Link} to={paths.settings} variant="default" {...buttonProps}>
        Choose Different League
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" {...buttonProps}>
          Choose Different League
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {others.map((league) => (
          <Menu.Item key={league.league_id} component={Link} to={paths.leagueView(section, league.league_id)}>
            {leagueLabel(league)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
