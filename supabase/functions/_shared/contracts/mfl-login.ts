import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { yearSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

// POST /mfl/login (spec 01 §5, §7): connects the caller's MFL account. Objects are not strict on
// purpose: the spec's clients still send `cookie`, which is ignored (resolved server-side).

export const MFL_FIELDS_REQUIRED = "Please enter both MFL username and password";
export const LOGIN_FAILED = "Login failed";
export const CONNECTED_MESSAGE = "Successfully connected to MyFantasyLeague";

/** What the server accepts; blank fields are answered with MFL_FIELDS_REQUIRED by the handler. */
export const loginRequestSchema = z.object({
  username: requestText({ max: 100 }).optional(),
  password: requestText({ max: 200, kind: "secret" }).optional(),
  year: yearSchema,
});

/** What the connect form sends: both fields filled (checked before any call, same text as the server's). */
export const loginFormSchema = z.object({
  username: requestText({ max: 100 }).min(1, MFL_FIELDS_REQUIRED),
  password: requestText({ max: 200, kind: "secret" }).refine((v) => v.trim() !== "", MFL_FIELDS_REQUIRED),
});

export const loginResponseSchema = z.object({
  success: z.literal(true, { error: LOGIN_FAILED }),
  message: z.string(),
  cookieExpires: z.string().nullish(),
  username: z.string().nullish(),
  sync: z.object({ existing: z.number(), added: z.number(), total: z.number() }).nullish(),
  warnings: z.array(z.string()).nullish(),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

export const loginEndpoint = endpoint({ method: "POST", path: "/api/mfl/login", request: loginRequestSchema, response: loginResponseSchema });
