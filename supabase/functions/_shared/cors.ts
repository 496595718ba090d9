// Supabase's standard CORS headers for functions called from the browser through supabase-js
// (examples/edge-functions/supabase/functions/_shared/cors.ts), plus the methods our routes use.
export const corsHeaders: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-region",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
};
