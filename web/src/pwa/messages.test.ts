import { describe, expect, it } from 'vitest';
import { notificationFromPush } from './messages';

describe("the service worker's notification for a push", () => {
  it("shows an alert's title, body and tag, and opens its screen", () => {
    const shown = notificationFromPush(
      JSON.stringify({ title: 'Lineup check: Gazette', body: 'A starter is listed Out', url: '/leagues/61408/lineup', tag: 'lineup:61408:1', kind: 'lineup' }),
    );
    expect(shown.title).toBe('Lineup check: Gazette');
    expect(shown.options).toMatchObject({ body: 'A starter is listed Out', tag: 'lineup:61408:1', data: { url: '/leagues/61408/lineup', kind: 'lineup' } });
  });

  it('still shows something for a payload that is not an alert (a push that shows nothing counts against the site)', () => {
    expect(notificationFromPush('plain words')).toMatchObject({ title: 'MFL Companion', options: { body: 'plain words', data: { url: '/dashboard' } } });
    expect(notificationFromPush(null)).toMatchObject({ title: 'MFL Companion', options: { body: '' } });
  });

  it('never opens a page of another site', () => {
    const shown = notificationFromPush(JSON.stringify({ title: 't', body: 'b', url: 'https://evil.example/x', tag: 'x', kind: 'touchdown' }));
    expect(shown.options.data).toMatchObject({ url: '/dashboard' });
  });
});
