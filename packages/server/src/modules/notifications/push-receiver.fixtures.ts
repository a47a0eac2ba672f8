import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A local push service for tests: it receives what web-push POSTs, decrypts the aes128gcm body with the
// subscriber's private key and auth secret (RFC 8291 / RFC 8188, written here with node:crypto), and
// answers 201, or whatever status a test sets for an endpoint (410: the subscription is gone).

export interface Received {
  name: string;
  headers: Record<string, string | string[] | undefined>;
  payload: any;
}

export interface Browser {
  name: string;
  /** JSON-stringified PushSubscription, as the web app sends it in fcm_token. */
  fcmToken: string;
}

const b64u = (buf: Buffer) => buf.toString('base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));
}

function decrypt(body: Buffer, ua: crypto.ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = ua.getPublicKey();
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export async function startPushReceiver() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const cert = fs.readFileSync(certFile);
  // web-push sends through the default https agent: trust this test service there (and any other one started).
  const trusted = https.globalAgent.options.ca;
  https.globalAgent.options.ca = [...(Array.isArray(trusted) ? trusted : trusted ? [trusted] : []), cert];

  const browsers = new Map<string, { ua: crypto.ECDH; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: Received[] = [];
  const waiters: { match: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];
  const hits = new Map<string, number>();

  const server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = decodeURIComponent(req.url?.split('/').pop() ?? '');
      hits.set(name, (hits.get(name) ?? 0) + 1);
      const status = statuses.get(name) ?? 201;
      const browser = browsers.get(name);
      if (status === 201 && browser) {
        const r = { name, headers: req.headers, payload: JSON.parse(decrypt(Buffer.concat(chunks), browser.ua, browser.auth)) };
        const waiter = waiters.find((w) => w.match(r));
        if (waiter) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(r);
        } else received.push(r);
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    /** Where this service listens: an app's test allows it with allowTestPushReceiver. */
    origin: `https://127.0.0.1:${port}`,
    /** A new browser profile subscribed to this push service. */
    browser(name: string): Browser {
      const ua = crypto.createECDH('prime256v1');
      ua.generateKeys();
      const auth = crypto.randomBytes(16);
      browsers.set(name, { ua, auth });
      const subscription = {
        endpoint: `https://127.0.0.1:${port}/push/${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: { p256dh: b64u(ua.getPublicKey()), auth: b64u(auth) },
      };
      return { name, fcmToken: JSON.stringify(subscription) };
    },
    /** From now on the service answers this status for the browser's endpoint. */
    answer(name: string, status: number) {
      statuses.set(name, status);
    },
    /** The next decrypted push to this browser matching the predicate (already received ones count). */
    next(name: string, match: (payload: any) => boolean = () => true): Promise<Received> {
      const m = (r: Received) => r.name === name && match(r.payload);
      const found = received.find(m);
      if (found) {
        received.splice(received.indexOf(found), 1);
        return Promise.resolve(found);
      }
      return new Promise((resolve) => waiters.push({ match: m, resolve }));
    },
    received,
    /** How many times the service was called for this browser's endpoint. */
    hits: (name: string) => hits.get(name) ?? 0,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
