import assert from "node:assert/strict";
import webpush from "npm:web-push@3.6.7";
import { base64url, decryptPush, fromBase64url, generateSubscriptionKeys, privateJwkOf, PushCryptoError, verifyVapid } from "./crypto.ts";

// RFC 8291 §5 and Appendix A: the receiver's keys, the auth secret and the encrypted message.
const RFC8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

const rfcKeys = { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret, privateJwk: privateJwkOf(RFC8291.uaPrivate, RFC8291.uaPublic) };

Deno.test("RFC 8291 Appendix A: the push service decrypts the RFC's message to its plaintext", async () => {
  const plain = await decryptPush(fromBase64url(RFC8291.body), rfcKeys);
  assert.equal(new TextDecoder().decode(plain), RFC8291.plaintext);
});

Deno.test("RFC 8291: one flipped byte of ciphertext, or another auth secret, does not decrypt", async () => {
  const body = fromBase64url(RFC8291.body);
  body[body.length - 20] ^= 1;
  await assert.rejects(decryptPush(body, rfcKeys), PushCryptoError);
  const otherAuth = { ...rfcKeys, auth: base64url(new Uint8Array(16)) };
  await assert.rejects(decryptPush(fromBase64url(RFC8291.body), otherAuth), /does not decrypt/);
});

const ORIGIN = "http://127.0.0.1:54325";
const vapid = webpush.generateVAPIDKeys();

async function libraryRequest(payload: string, options: { origin?: string } = {}) {
  const keys = await generateSubscriptionKeys();
  const subscription = { endpoint: `${options.origin ?? ORIGIN}/push/abc`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  const details = webpush.generateRequestDetails(subscription, payload, {
    TTL: 60,
    vapidDetails: { subject: "mailto:alerts@example.com", publicKey: vapid.publicKey, privateKey: vapid.privateKey },
  });
  return { keys, details, body: new Uint8Array(details.body as Uint8Array) };
}

Deno.test("round trip: what the server's library (web-push) encrypts for a subscription, the push service decrypts and verifies", async () => {
  const payload = JSON.stringify({ title: "Lineup check", body: "Smith is Out" });
  const { keys, details, body } = await libraryRequest(payload);
  assert.equal(details.headers["Content-Encoding"], "aes128gcm");
  const identity = await verifyVapid(details.headers.Authorization, ORIGIN, Math.floor(Date.now() / 1000));
  assert.equal(identity.publicKey, vapid.publicKey);
  assert.equal(identity.claims.sub, "mailto:alerts@example.com");
  assert.equal(new TextDecoder().decode(await decryptPush(body, keys)), payload);
});

Deno.test("a payload of 3,000 bytes (one 4 kB record) decrypts", async () => {
  const big = "x".repeat(3000);
  const one = await libraryRequest(big);
  assert.equal(new TextDecoder().decode(await decryptPush(one.body, one.keys)), big);
});

Deno.test("VAPID: another origin's token, a forged signature, a token beyond 24 h and an expired one are refused", async () => {
  const now = Math.floor(Date.now() / 1000);
  const { details } = await libraryRequest("x", { origin: "http://127.0.0.1:1" });
  await assert.rejects(verifyVapid(details.headers.Authorization, ORIGIN, now), /aud is/);

  const good = (await libraryRequest("x")).details.headers.Authorization as string;
  const other = webpush.generateVAPIDKeys();
  const forged = good.replace(/k=\S+$/, `k=${other.publicKey}`);
  await assert.rejects(verifyVapid(forged, ORIGIN, now), /signature does not verify/);

  // web-push itself refuses to sign past 24 h, so a token it made is checked from a day earlier.
  await assert.rejects(verifyVapid(good, ORIGIN, now - 13 * 3600), /more than 24 hours/);
  await assert.rejects(verifyVapid(good, ORIGIN, now + 13 * 3600), /expired/);
  await assert.rejects(verifyVapid(null, ORIGIN, now), /no Authorization/);
  await assert.rejects(verifyVapid("WebPush abc", ORIGIN, now), /not vapid/);
});
