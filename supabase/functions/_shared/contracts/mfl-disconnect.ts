import { z } from "npm:zod@4.6.7";

/** POST /mfl/disconnect: forgets the MFL session (the username stays) and withdraws its memberships. */
export const disconnectResponseSchema = z.object({ success: z.literal(true) });
