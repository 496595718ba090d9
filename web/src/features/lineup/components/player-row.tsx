import { type CSSProperties, memo, type ReactNode } from 'react';
import type { LineupRosterPlayer } from '@contracts/mfl-lineup.ts';
import { canMove, isLocked } from '../utils/lineup-groups';
import { kickoffLabel } from '@/lib/kickoff';
import { formatPoints } from '@/lib/format';
import { defenceRankColor, defenceRankFor, opponentLabel, spreadLabel } from '../utils/matchup-badges';
import classes from './player-row.module.css';

const ROSTER_STATUS: Record<string, string> = { INJURED_RESERVE: 'IR', TAXI_SQUAD: 'Taxi' };

export interface PlayerRowProps {
  player: LineupRosterPlayer;
  starter: boolean;
  onToggle: (playerId: string) => void;
  week: number;
  /** The league host's time: kickoff labels and locks. */
  now: Date;
  timeZone: string;
  /** Nobody moves anyone (best ball: MFL sets the lineup). */
  readOnly?: boolean;
  /** MFL's projections for the week (league scoring); undefined while they load or when they failed. */
  projections?: ReadonlyMap<string, number>;
}

/** One roster player: the start/bench toggle, his game this week and the badges of spec 02 §2. */
export const PlayerRow = memo(function PlayerRow({ player, starter, onToggle, week, now, timeZone, readOnly = false, projections }: PlayerRowProps) {
  const { opponent } = player;
  const locked = isLocked(player, now.getTime());
  const movable = canMove(player, now.getTime());
  const kickoff = kickoffLabel(opponent?.kickoff_time, now, timeZone);
  const spread = spreadLabel(opponent?.spread ?? null);
  const defence = defenceRankFor(player.position, opponent);
  const rosterStatus = ROSTER_STATUS[player.status];
  const projected = projections?.get(player.id);
  const game = opponent ? [opponentLabel(opponent), kickoff].filter(Boolean).join(' · ') : player.bye_week === week ? 'BYE' : null;

  return (
    <li className={classes.row} data-player-id={player.id} data-starter={starter} data-locked={locked}>
      <button
        type="button"
        className={classes.toggle}
        aria-label={`${starter ? 'Bench' : 'Start'} ${player.name}`}
        aria-pressed={starter}
        disabled={readOnly || !movable}
        onClick={() => onToggle(player.id)}
      >
        <span aria-hidden="true">{starter ? '✓' : '+'}</span>
      </button>
      <div className={classes.details}>
        <div className={classes.head}>
          <p className={classes.name}>
            {player.name} <span className={classes.position}>{player.position}</span>
          </p>
          {projections && (
            <span className={classes.projection} data-testid="projection" title="MFL projection in this league's scoring">
              {projected === undefined ? '—' : `${formatPoints(projected)} proj`}
            </span>
          )}
        </div>
        <p className={classes.game}>{[player.team, game].filter(Boolean).join(' ')}</p>
        <div className={classes.badges}>
          {locked && (
            <RowBadge color="gray" outline testId="locked">
              <LockIcon />
              Locked
            </RowBadge>
          )}
          {rosterStatus && <RowBadge color="gray">{rosterStatus}</RowBadge>}
          {player.injury && (
            <RowBadge color="red" title={player.injury.details || undefined}>
              {[player.injury.status, player.injury.details].filter(Boolean).join(': ')}
            </RowBadge>
          )}
          {spread && <RowBadge color="gray">Spread {spread}</RowBadge>}
          {defence && (
            <RowBadge color={defenceRankColor(defence.rank)} rank={defence.rank ?? ''}>
              {defence.rank === null ? `${defence.label} —` : `${defence.label} #${defence.rank}`}
            </RowBadge>
          )}
        </div>
      </div>
    </li>
  );
});

interface RowBadgeProps {
  /** A theme colour: its light tint and text, or (outline) its outline colour. */
  color: string;
  outline?: boolean;
  title?: string;
  testId?: string;
  /** The defence rank it shows (data-rank), for the tests and the screen's styles. */
  rank?: number | '';
  children: ReactNode;
}

/** Mantine's small light (or outline) badge, as a plain element (player-row.module.css). */
function RowBadge({ color, outline = false, title, testId, rank, children }: RowBadgeProps) {
  const style = outline
    ? { '--badge-color': `var(--mantine-color-${color}-outline)` }
    : { '--badge-bg': `var(--mantine-color-${color}-light)`, '--badge-color': `var(--mantine-color-${color}-light-color)` };
  return (
    <span className={classes.badge} data-variant={outline ? 'outline' : 'light'} style={style as CSSProperties} title={title} data-testid={testId} data-rank={rank}>
      {children}
    </span>
  );
}

/** A padlock drawn inline: an emoji depends on the viewer's fonts (headless Chromium on Debian has none). */
function LockIcon() {
  return (
    <svg aria-hidden="true" width="9" height="10" viewBox="0 0 9 10" style={{ marginRight: 4, verticalAlign: -1 }}>
      <path d="M2 4V3a2.5 2.5 0 0 1 5 0v1" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <rect x="0.5" y="4" width="8" height="6" rx="1" fill="currentColor" />
    </svg>
  );
}
