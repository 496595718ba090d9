// Fixture: a function answering an error, as product functions do for bad input.
import { json } from "../_shared/json.ts";

export function handler(req: Request): Response {
  const status = Number(new URL(req.url).searchParams.get("status") ?? 422);
  return json({ error: "Fixture failure: asked for it" }, status);
}
