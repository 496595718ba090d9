import { z } from "npm:zod@4.6.7";

/**
 * The stale mark of an answer read from the league host that has no freshness fields of its own
 * (roster, lineup): `stale` when a read behind it is MFL's last good copy or the week nobody named
 * is the last one MFL named, `message` saying so in words ('Showing data from …: …').
 */
export const staleNoteSchema = {
  stale: z.boolean().optional(),
  message: z.string().optional(),
};

const staleNote = z.object(staleNoteSchema);
/** The stale mark as the SPA keeps it beside what it marks. */
export type StaleNote = z.output<typeof staleNote>;
