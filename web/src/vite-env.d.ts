/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Supabase project URL (the local gateway or hosted project). Defaults: see src/config/env.ts. */
  readonly VITE_SUPABASE_URL?: string;
  /** Public anon key of that project. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
