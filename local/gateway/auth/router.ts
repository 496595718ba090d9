/** The GoTrue subset under /auth/v1: a route table, GoTrue's error answers, 404 for the rest. */
import type { AuthContext, AuthRoute } from "./context.ts";
import { AuthError, authErrors, errorResponse } from "./errors.ts";
import { logout } from "./routes/logout.ts";
import { health, settings } from "./routes/meta.ts";
import { recover } from "./routes/recover.ts";
import { signup } from "./routes/signup.ts";
import { token } from "./routes/token.ts";
import { getUser, updateUser } from "./routes/user.ts";
import { verifyGet, verifyPost } from "./routes/verify.ts";

const ROUTES: Record<string, Partial<Record<string, AuthRoute>>> = {
  "/signup": { POST: signup },
  "/token": { POST: token },
  "/verify": { POST: verifyPost, GET: verifyGet },
  "/user": { GET: getUser, PUT: updateUser },
  "/logout": { POST: logout },
  "/recover": { POST: recover },
  "/settings": { GET: settings },
  "/health": { GET: health },
};

/** Routes Kong lets through without an apikey (links opened from an e-mail). */
export const OPEN_AUTH_PATHS = new Set(["/verify", "/callback", "/authorize"]);

export function authHandler(ctx: AuthContext): (req: Request, path: string, ip: string | null) => Promise<Response> {
  return async (req, path, ip) => {
    try {
      const methods = ROUTES[path.replace(/\/+$/, "") || "/"];
      if (!methods) throw authErrors.notFound();
      const route = methods[req.method];
      if (!route) throw authErrors.methodNotAllowed();
      return await route(ctx, { req, url: new URL(req.url), ip });
    } catch (e) {
      if (e instanceof AuthError) return errorResponse(req, e);
      console.error(`auth ${req.method} ${path}:`, e);
      return errorResponse(req, new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"));
    }
  };
}
