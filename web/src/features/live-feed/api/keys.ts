import type { SeasonType } from '@contracts/tank01-weekly-schedule.ts';

/** Which week's scoreboard: 'current' until the server names it, or a chosen week. */
export interface WeekChoice {
  week: number;
  season: number;
  seasonType: SeasonType;
}

/** Query keys of the live feed, fixed positions; `['live-feed']` refreshes all of it. */
export const liveFeedKeys = {
  all: ['live-feed'] as const,
  settings: () => ['live-feed', 'settings'] as const,
  scoreboard: (choice?: WeekChoice) =>
    ['live-feed', 'scoreboard', choice ? `${choice.season}-${choice.seasonType}-${choice.week}` : 'current'] as const,
  schedule: (choice?: WeekChoice) =>
    ['live-feed', 'schedule', choice ? `${choice.season}-${choice.seasonType}-${choice.week}` : 'current'] as const,
  game: (gameID: string) => ['live-feed', 'game', gameID] as const,
  myFeed: () => ['live-feed', 'my-feed'] as const,
};
