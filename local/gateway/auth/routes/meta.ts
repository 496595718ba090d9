/** GET /settings and GET /health, in GoTrue's shapes. */
import type { AuthContext, AuthRequest } from "../context.ts";
import { authJson } from "../errors.ts";

const PROVIDERS = [
  "anonymous_users", "apple", "azure", "bitbucket", "discord", "facebook", "figma", "fly", "github", "gitlab", "google",
  "keycloak", "kakao", "linkedin", "linkedin_oidc", "notion", "spotify", "slack", "slack_oidc", "workos", "twitch",
  "twitter", "zoom", "phone",
];

export function settings(ctx: AuthContext, _r: AuthRequest): Promise<Response> {
  const external: Record<string, boolean> = Object.fromEntries(PROVIDERS.map((p) => [p, false]));
  external.email = true;
  return Promise.resolve(authJson({
    external,
    disable_signup: !ctx.opts.enableSignup,
    mailer_autoconfirm: !ctx.opts.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  }));
}

export function health(_ctx: AuthContext, _r: AuthRequest): Promise<Response> {
  return Promise.resolve(authJson({ version: "local", name: "GoTrue", description: "GoTrue is a user registration and authentication API" }));
}
