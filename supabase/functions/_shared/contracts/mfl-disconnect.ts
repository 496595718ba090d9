import { z } from "npm:zod@4.6.7";
import { endpoint, noRequest } from "./endpoint.ts";

/** POST /mfl/disconnect: forgets the MFL session (the username stays) and withdraws its memberships. */
export const disconnectResponseSchema = z.object({ success: z.literal(true) });

/** Takes nothing: the spec's clients send no body, and whatever body comes is not read. */
export const disconnectEndpoint = endpoint({ method: "POST", path: "/api/mfl/disconnect", request: noRequest, response: disconnectResponseSchema });
