import { describe, expect, it } from 'vitest';
import { EnvError, LOCAL_ANON_KEY, LOCAL_GATEWAY_URL, readEnv } from '@/config/env';
import { URL_WITHOUT_KEY } from '@/config/env-pair';

describe('readEnv', () => {
  it('uses VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY when set', () => {
    expect(
      readEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'key', DEV: false } as ImportMetaEnv, 'http://x'),
    ).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'key' });
  });

  it("the built SPA defaults to the page's origin and the local anon key", () => {
    expect(readEnv({ DEV: false } as ImportMetaEnv, 'http://127.0.0.1:54321')).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: LOCAL_ANON_KEY,
    });
  });

  it("Vite's dev server defaults to the local gateway", () => {
    expect(readEnv({ DEV: true } as ImportMetaEnv, 'http://127.0.0.1:5173').supabaseUrl).toBe(LOCAL_GATEWAY_URL);
  });

  it('rejects a URL that is not one with an EnvError naming the setting', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'key', DEV: false } as ImportMetaEnv, 'http://x')).toThrow(
      new EnvError('Invalid configuration: supabaseUrl'),
    );
  });

  it('rejects a URL that is not http(s), as supabase-js did', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'ftp://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key', DEV: false } as ImportMetaEnv, 'http://x')).toThrow(
      new EnvError('Invalid configuration: supabaseUrl'),
    );
  });

  it('refuses a URL without its anon key instead of using the local one', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', DEV: false } as ImportMetaEnv, 'http://x')).toThrow(
      new EnvError(URL_WITHOUT_KEY),
    );
  });
});
