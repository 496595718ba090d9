// Headless Chromium (Debian's, driven by playwright-core as the e2e tests are) for the benchmarks'
// browser scripts; `openSignedIn` puts the session supabase-js would have stored after a sign-in
// in localStorage before the app starts.
/* global localStorage -- the init script runs in the browser */
import { chromium } from 'playwright-core';

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export async function openSignedIn({ baseUrl, session, width = 1280, height = 900, timeoutMs = 30_000 }) {
  const storageKey = `sb-${new URL(baseUrl).hostname.split('.')[0]}-auth-token`;
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKey, JSON.stringify(session)]);
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  return { browser, page };
}
