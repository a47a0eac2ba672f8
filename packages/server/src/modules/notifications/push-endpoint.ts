import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { zPushSubscription } from '@hadir/contract';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

// The server POSTs to a subscription's endpoint: only the public Web Push services may be reached (issue 15), and
// never an address inside the network, whatever a name resolves to at subscribe time or when sending (DNS
// rebinding). The hosts are those the browsers use (Chromium's push_messaging_constants, Mozilla autopush, Apple,
// Microsoft WNS), as the web-push community lists them.

const EXACT_HOSTS = new Set(['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com']);
const HOST_SUFFIXES = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

const isPushServiceHost = (host: string) => EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((s) => host.endsWith(s));

/** A plain public unicast address: not loopback, private, link-local, CGNAT, unspecified, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

export const INVALID_SUBSCRIPTION = 'Langganan notifikasi tidak valid. Izinkan notifikasi lagi di peramban Anda.';
const NOT_PUSH_SERVICE = 'Alamat notifikasi harus dari layanan notifikasi peramban (Google, Mozilla, Apple atau Microsoft).';
const UNREACHABLE = 'Alamat layanan notifikasi tidak dapat dihubungi. Coba lagi nanti.';

// Tests run a local push service on 127.0.0.1: an app's test may allow that one origin for its database. Nothing
// in the configuration or the environment reaches this map.
const testReceivers = new WeakMap<Db, string>();

/** Lets `db`'s app send to a local test push service at `origin` (tests only). */
export function allowTestPushReceiver(db: Db, origin: string) {
  testReceivers.set(db, new URL(origin).origin);
}

export const isTestReceiver = (db: Db, endpoint: string | URL) => testReceivers.get(db) === new URL(endpoint).origin;

async function resolveAll(host: string): Promise<string[]> {
  if (ipaddr.isValid(host)) return [host];
  const found = await dns.promises.lookup(host, { all: true, verbatim: true });
  return found.map((a) => a.address);
}

/**
 * Checks a push subscription as the browser sends it (JSON text) before it is stored: 400 with a plain message
 * for anything but a public Web Push service whose every address is public. Empty means "no subscription".
 */
export async function checkPushSubscription(db: Db, raw: string | null | undefined): Promise<void> {
  if (!raw) return;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_ERROR', INVALID_SUBSCRIPTION, { fcm_token: INVALID_SUBSCRIPTION });
  }
  const parsed = zPushSubscription.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', INVALID_SUBSCRIPTION, { fcm_token: INVALID_SUBSCRIPTION });
  const url = new URL(parsed.data.endpoint);
  if (isTestReceiver(db, url)) return;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443') || !isPushServiceHost(host)) {
    throw new AppError('VALIDATION_ERROR', NOT_PUSH_SERVICE, { fcm_token: NOT_PUSH_SERVICE });
  }
  let addresses: string[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw new AppError('VALIDATION_ERROR', UNREACHABLE, { fcm_token: UNREACHABLE });
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new AppError('VALIDATION_ERROR', NOT_PUSH_SERVICE, { fcm_token: NOT_PUSH_SERVICE });
  }
}

/** At sign-in a refused subscription is dropped, never the sign-in: the sign-in only misses its pushes. */
export async function pushSubscriptionOrNull(db: Db, raw: string | null | undefined): Promise<string | null> {
  if (!raw) return null;
  try {
    await checkPushSubscription(db, raw);
    return raw;
  } catch {
    return null;
  }
}

/** Whether the sender may POST to this endpoint at all (a row stored before these rules, or written by hand). */
export function mayPushTo(db: Db, endpoint: string): boolean {
  const url = new URL(endpoint);
  if (isTestReceiver(db, url)) return true;
  return (
    !url.username &&
    !url.password &&
    url.protocol === 'https:' &&
    (!url.port || url.port === '443') &&
    isPushServiceHost(url.hostname.toLowerCase())
  );
}

/** Resolves like dns.lookup, but fails for any non-public address: checked on the connection itself. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad || list.length === 0) {
      const refused = Object.assign(new Error(`push endpoint ${hostname} resolves to a non-public address`), {
        code: 'EPUSHADDRESS',
      });
      return callback(refused, '', 0);
    }
    if (options.all) return callback(null, list as unknown as string, 0);
    return callback(null, list[0].address, list[0].family);
  });
};

/** The agent every push goes through: the address it connects to is the one checked (no rebinding in between). */
export const pushAgent = new https.Agent({ keepAlive: true, lookup: publicOnlyLookup });
