/** Wins, losses and ties of one team or of several summed. */
export interface WinLossTie {
  wins: number;
  losses: number;
  ties: number;
}

export const NO_GAMES: WinLossTie = { wins: 0, losses: 0, ties: 0 };

/** 'W-L-T' text → counts; a missing tie part counts 0; null when the text is not a record. */
export function parseRecord(record: string | null | undefined): WinLossTie | null {
  const match = /^\s*(\d+)-(\d+)(?:-(\d+))?\s*$/.exec(record ?? '');
  if (!match) return null;
  return { wins: Number(match[1]), losses: Number(match[2]), ties: Number(match[3] ?? 0) };
}

export function formatRecord({ wins, losses, ties }: WinLossTie): string {
  return `${wins}-${losses}-${ties}`;
}

export function gamesPlayed({ wins, losses, ties }: WinLossTie): number {
  return wins + losses + ties;
}

/** Spec 01 §9: (wins + 0.5 × ties) / games, as a fraction 0…1; 0 when no game was played. */
export function winPercentage(record: WinLossTie): number {
  const games = gamesPlayed(record);
  return games === 0 ? 0 : (record.wins + 0.5 * record.ties) / games;
}

export function addRecords(a: WinLossTie, b: WinLossTie): WinLossTie {
  return { wins: a.wins + b.wins, losses: a.losses + b.losses, ties: a.ties + b.ties };
}
