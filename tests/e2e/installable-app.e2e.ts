/**
 * Issue 25 point 1 and the browser end of point 2, in Chromium: the manifest and the service worker
 * accepted (CDP Page.getInstallabilityErrors empty), the league screens starting offline with their
 * last data, its age and the offline mark (Set Lineup's POST reads too), the "New version:
 * reload" prompt after a new build, Settings → Alerts kept as the user's rows, and
 * an alert encrypted by the alerts job, decrypted by the local push service and delivered to the
 * service worker shown as a notification.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscription, waitForPushes } from '../../local/push/client.ts';
import { API_CACHE, isCachedApiRead } from '../../web/src/pwa/api-cache';
import { connectDemo, DEMO_LEAGUES, serviceRest, simControl, signUpAndConfirm } from './demo-league';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, screenshot } from './support';

const [GAZETTE] = DEMO_LEAGUES;
const PUSH_URL = (process.env.PUSH_URL ?? 'http://127.0.0.1:54325').replace(/\/+$/, '');
const SW_FILE = fileURLToPath(new URL('../../web/dist/sw.js', import.meta.url));

/** Every league screen of the app, for the demo league. */
const LEAGUE_SCREENS = [
  '/dashboard',
  `/top-players/${GAZETTE.leagueId}`,
  `/rosters/${GAZETTE.leagueId}`,
  `/league-matchups/${GAZETTE.leagueId}`,
  `/league-standings/${GAZETTE.leagueId}`,
  `/league-transactions/${GAZETTE.leagueId}`,
  `/league-scoring/${GAZETTE.leagueId}`,
  '/live-scoring',
  '/live-feed',
  // Reads by POST (roster, league settings): kept under a digest of the body (pwa/api-cache.ts).
  `/leagues/${GAZETTE.leagueId}/lineup`,
];

/**
 * The screen has loaded what it shows: its heading, then a moment for its reads (the live screens
 * poll, so the network is never idle there).
 */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('load');
  await page.waitForTimeout(2_000);
}

/** The lines of text the screen shows (the offline banner aside), as laid out (innerText of the live node). */
async function mainLines(page: Page): Promise<string[]> {
  const { text, banner } = await page.getByRole('main').evaluate((main) => ({
    text: (main as HTMLElement).innerText,
    banner: (main.querySelector('[data-testid="offline-banner"]') as HTMLElement | null)?.innerText ?? '',
  }));
  const lines = (t: string) => t.split('\n').map((line) => line.trim()).filter((line) => line.length > 2);
  const bannerLines = new Set(lines(banner));
  return lines(text).filter((line) => !bannerLines.has(line));
}

/** The screen's lines once they stop changing (its reads have answered), or after 8 s (the live screens' clocks tick). */
async function steadyLines(page: Page): Promise<string[]> {
  let last: string[] = [];
  for (let i = 0; i < 8; i++) {
    const lines = await mainLines(page);
    if (lines.length > 3 && lines.join('\n') === last.join('\n')) return lines;
    last = lines;
    await page.waitForTimeout(1_000);
  }
  return last;
}

/** How many of the lines shown online the screen shows again (ages and clocks move on). */
function shownAgain(online: string[], offline: string[]): number {
  const now = new Set(offline);
  return online.filter((line) => now.has(line)).length / Math.max(online.length, 1);
}

describe('the installable app: manifest, service worker, offline, update, push', () => {
  // A profile on disk, as a phone's browser has: Chromium never offers to install from an
  // incognito context (its installability check says 'in-incognito'), which newContext() is.
  const profile = mkdtempSync(`${tmpdir()}/e2e-installable-`);
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 900 },
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    cdp = await context.newCDPSession(page);
    await signUpAndConfirm(page);
    await connectDemo(page);
  }, 120_000);

  afterAll(async () => {
    await context?.setOffline(false).catch(() => undefined);
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('serves a manifest with the icons browsers ask for and a service worker that controls the page: Chromium finds nothing against installing it', async () => {
    await page.goto(`${BASE_URL}/dashboard`);
    await settled(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${BASE_URL}/`);
    // The worker claims the page on the next load; installability asks for a controlled page.
    await page.reload();
    await settled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${BASE_URL}/sw.js`);

    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}');
    expect(data).toMatchObject({ name: 'MFL Companion', display: 'standalone', start_url: '/dashboard' });
    const sizes = (data.icons as { sizes: string; purpose?: string }[]).map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of data.icons as { src: string }[]) {
      const res = await page.request.get(`${BASE_URL}${icon.src}`);
      expect(res.headers()['content-type'], icon.src).toBe('image/png');
    }
    const themes = await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((m) => `${m.getAttribute('media')} ${m.getAttribute('content')}`));
    expect(themes).toEqual(['(prefers-color-scheme: light) #12b886', '(prefers-color-scheme: dark) #242424']);

    // Chromium's own verdict (the same checks as its install prompt).
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  });

  it('starts offline on each league screen with its last data, its age and the offline mark, and refreshes itself back online', async () => {
    const online: Record<string, string[]> = {};
    // The API reads the screens were answered (GET, 200): the service worker keeps each one.
    const answered = new Set<string>();
    const noteRead = (res: { url(): string; status(): number; request(): { method(): string } }) => {
      if (res.request().method() === 'GET' && res.status() === 200 && isCachedApiRead(new URL(res.url()))) answered.add(res.url());
    };
    page.on('response', noteRead);
    for (const screen of LEAGUE_SCREENS) {
      await page.goto(`${BASE_URL}${screen}`);
      await settled(page);
      online[screen] = await steadyLines(page);
    }
    page.off('response', noteRead);
    // Its copies are written after the page has its answer: on a loaded machine, a moment later.
    await expect
      .poll(() => page.evaluate(async ([cacheName, urls]) => {
        const kept = await caches.open(cacheName);
        const missing: string[] = [];
        for (const url of urls) if (!(await kept.match(url, { ignoreVary: true }))) missing.push(url);
        return missing;
      }, [API_CACHE, [...answered]] as const), { message: 'every API read answered online is kept by the service worker', timeout: 20_000 })
      .toEqual([]);
    await context.setOffline(true);
    try {
      for (const screen of LEAGUE_SCREENS) {
        console.log(`offline ${screen}`);
        await page.goto(`${BASE_URL}${screen}`);
        await settled(page);
        const banner = page.getByTestId('offline-banner');
        await expect.poll(() => banner.textContent(), { message: screen, timeout: 15_000 }).toMatch(/^Offline.*Showing the data saved .* ago/);
        const offline = await steadyLines(page);
        const again = shownAgain(online[screen], offline);
        console.log(`  ${Math.round(again * 100)}% of ${online[screen].length} lines shown again`);
        expect(again, `${screen} shows its last data offline: ${JSON.stringify(offline).slice(0, 600)}`).toBeGreaterThanOrEqual(0.8);
        expect(await page.getByText(/Network error|Failed to fetch/).count(), screen).toBe(0);
      }
      await screenshot(page, 'installable-01-offline');
    } finally {
      await context.setOffline(false);
    }
    // Back online, the screen refetches by itself and the mark goes.
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 30_000 });
  }, 300_000);

  it('offers "New version: reload" when a new build is deployed, and the click runs the new version', async () => {
    const original = readFileSync(SW_FILE, 'utf8');
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toBeTruthy();
    try {
      // A new build: the worker's bytes change (its precache list names the new files).
      appendFileSync(SW_FILE, `\n// build ${Date.now()}\n`);
      await page.goto(`${BASE_URL}/dashboard`);
      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor({ timeout: 30_000 });
      await screenshot(page, 'installable-02-update-prompt');
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'New version: reload' }).click();
      await reloaded;
      await settled(page);
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
      const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
      expect(waiting).toBe(false);
    } finally {
      writeFileSync(SW_FILE, original);
    }
  }, 120_000);

  it("an alert the server encrypts reaches the push service, and delivered to the service worker shows as a notification", async () => {
    // The user's device at the local push service: Chromium's own push service (FCM) is out of
    // reach here, so the subscription is made there, as a browser's push manager would, and
    // registered for the signed-in user through the product's own route.
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
      return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : null;
    });
    expect(token).toBeTruthy();
    const userId = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString()).sub as string;
    const asUser = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const { vapidPublicKey } = (await (await fetch(`${BASE_URL}/functions/v1/alerts/config`, { headers: asUser })).json()) as { vapidPublicKey: string };
    const device = await createSubscription(PUSH_URL, { applicationServerKey: vapidPublicKey, label: 'e2e installable' });
    const registered = await fetch(`${BASE_URL}/functions/v1/alerts/subscriptions`, { method: 'POST', headers: asUser, body: JSON.stringify(device.subscription) });
    expect(registered.status).toBe(200);

    // An alert due now (as the lineup source writes one), sent by the alerts job: web-push encrypts
    // it for the device (aes128gcm) and signs it (VAPID); the push service checks and decrypts it.
    const tag = `lineup:e2e:${Date.now()}`;
    const now = new Date().toISOString();
    const alert = {
      kind: 'lineup',
      title: `Lineup check · ${GAZETTE.name}`,
      body: 'Patrick Mahomes (QB KC) is Out and in your starting lineup. Kickoff Sun 1:00 PM.',
      url: `/leagues/${GAZETTE.leagueId}/lineup`,
      tag,
    };
    await serviceRest('POST', 'alert_outbox', {
      user_id: userId, league_id: GAZETTE.leagueId, kind: 'lineup', dedupe_key: tag, due_at: now, next_attempt_at: now,
      expires_at: new Date(Date.now() + 3600_000).toISOString(), payload: alert,
    });
    const service = process.env.SUPABASE_SERVICE_ROLE_KEY!;
    const run = await fetch(`${BASE_URL}/functions/v1/alerts/run`, { method: 'POST', headers: { Authorization: `Bearer ${service}`, apikey: service } });
    expect(run.status).toBe(200);
    const [push] = await waitForPushes(PUSH_URL, device.id, { timeoutMs: 30_000 });
    expect(push.vapid_key).toBe(vapidPublicKey);
    expect(JSON.parse(push.payload!)).toEqual(alert);

    // What the push service decrypted, delivered to the app's service worker (CDP), is shown.
    await cdp.send('ServiceWorker.enable');
    const versions: { registrationId: string }[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', (e: { versions: { registrationId: string }[] }) => versions.push(...e.versions));
    // expect.poll waits one second by default: a loaded machine (two lanes of browsers on two
    // cores) wakes the service worker and shows the notification later than that.
    await expect.poll(() => versions.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })));
    // A push delivered while a loaded machine is still waking the worker can be dropped (seen once
    // under a whole run): delivered again every 5 s until it shows (the tag replaces, never doubles).
    let delivered = 0;
    await expect
      .poll(
        async () => {
          const now = await shown();
          if (now.length === 0 && Date.now() - delivered > 5_000) {
            delivered = Date.now();
            await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId: versions[0].registrationId, data: push.payload! });
          }
          return now;
        },
        { timeout: 30_000 },
      )
      .toEqual([{ title: alert.title, body: alert.body, tag, data: { url: alert.url, kind: 'lineup' } }]);
    // The device is the user's only while the test runs: the every-minute job has nobody to push to.
    await fetch(`${BASE_URL}/functions/v1/alerts/subscriptions`, { method: 'DELETE', headers: asUser, body: JSON.stringify({ endpoint: device.subscription.endpoint }) });
  }, 90_000);

  it("Settings → Alerts keeps each league's kinds and the quiet hours, as the user's own rows", async () => {
    await page.goto(`${BASE_URL}/settings`);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    const touchdowns = alerts.getByRole('switch', { name: `Touchdowns: ${GAZETTE.name}` });
    await touchdowns.waitFor();
    expect(await touchdowns.isChecked()).toBe(false);
    await touchdowns.click({ force: true });
    await expect.poll(() => touchdowns.isChecked(), { timeout: 15_000 }).toBe(true);
    await alerts.getByLabel('Quiet from').fill('23:00');
    await alerts.getByLabel('Quiet until').fill('07:30');
    await alerts.getByRole('button', { name: 'Save quiet hours' }).click();
    await page.getByText('Quiet hours saved').waitFor();

    await page.reload();
    await expect.poll(() => alerts.getByRole('switch', { name: `Touchdowns: ${GAZETTE.name}` }).isChecked(), { timeout: 15_000 }).toBe(true);
    expect(await alerts.getByRole('switch', { name: `Lineup check: ${GAZETTE.name}` }).isChecked()).toBe(true);
    expect(await alerts.getByLabel('Quiet from').inputValue()).toBe('23:00');
    expect(await alerts.getByLabel('Quiet until').inputValue()).toBe('07:30');
    await screenshot(page, 'installable-03-alert-settings');
  }, 60_000);
});
