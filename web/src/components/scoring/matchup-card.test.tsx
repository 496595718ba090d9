import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalMatchups } from '@/data/league/scoring-rules';
import { render } from '@/test/render';
import { team } from '@/test/scoring-fixtures';
import { MatchupCard } from './matchup-card';

const now = new Date('2026-11-22T19:00:00Z');

describe('MatchupCard win probability', () => {
  it("shows both sides' chances when the answer carries them", () => {
    render(<MatchupCard title="Matchup 1" teams={[team('0001', 'Alpha', 50, { winProbability: 0.725 }), team('0002', 'Beta', 40, { winProbability: 0.275 })]} now={now} timeZone="UTC" />);
    const bar = screen.getByTestId('win-probability');
    expect(bar).toHaveTextContent('72.5%');
    expect(bar).toHaveTextContent('27.5%');
    expect(bar).toHaveTextContent('Alpha');
  });

  it('shows none without an opponent or without odds', () => {
    render(<MatchupCard title="Your week" teams={[team('0001', 'Alpha', 50)]} now={now} timeZone="UTC" />);
    expect(screen.queryByTestId('win-probability')).toBeNull();
  });

  it("a two-game week: the user's chance in each game is one minus that opponent's", () => {
    const games = personalMatchups({
      yourTeam: team('0001', 'Alpha', 50),
      opponents: [team('0002', 'Beta', 40, { winProbability: 0.2 }), team('0003', 'Gamma', 70, { winProbability: 0.9 })],
      opponentUndecided: false,
    });
    expect(games.map((g) => g.teams[0].winProbability)).toEqual([0.8, 0.1]);
  });
});
