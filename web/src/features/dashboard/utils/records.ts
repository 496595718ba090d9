import type { WinLossTie } from '@contracts/standings-rules.ts';

// Parsing a record and its winning percentage are the standings rules both tiers share
// (contracts/standings-rules); these are the dashboard's own sums and display.

export function formatRecord({ wins, losses, ties }: WinLossTie): string {
  return `${wins}-${losses}-${ties}`;
}

export function gamesPlayed({ wins, losses, ties }: WinLossTie): number {
  return wins + losses + ties;
}

export function addRecords(a: WinLossTie, b: WinLossTie): WinLossTie {
  return { wins: a.wins + b.wins, losses: a.losses + b.losses, ties: a.ties + b.ties };
}
