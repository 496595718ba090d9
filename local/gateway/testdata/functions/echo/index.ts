import { withHealth } from "../_shared/json.ts";
import { handler } from "./handler.ts";

Deno.serve(withHealth("echo", handler));
