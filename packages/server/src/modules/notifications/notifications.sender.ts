import { FORCE_LOGOUT, zPushSubscription } from '@hadir/contract';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import { type Db, listen } from '../../platform/db.ts';
import * as repo from './notifications.repo.ts';
import { isTestReceiver, mayPushTo, pushAgent } from './push-endpoint.ts';
import { vapidKeys } from './notifications.service.ts';

// Drains the outbox in each server process; rows are claimed, so each push is sent once. A process that
// dies mid-send loses those pushes: push is a courtesy, the data itself is always in the app.

const BATCH = 20;
const PARALLEL = 8;
const TIMEOUT_MS = 10_000;

export class PushSender {
  private running?: Promise<void>;
  private again = false;
  private unlisten?: () => Promise<void>;
  private closed = false;

  private constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly subject: string,
  ) {}

  static async start(db: Db, log: FastifyBaseLogger, subject: string): Promise<PushSender> {
    const sender = new PushSender(db, log, subject);
    sender.unlisten = await listen(db, repo.outboxChannel, () => sender.kick());
    sender.kick(); // whatever was queued while no process listened
    return sender;
  }

  /** Drains now, or once more after the current drain. */
  kick() {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'Gagal mengirim notifikasi push'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain() {
    const keys = await vapidKeys(this.db);
    for (let rows = await repo.claim(this.db, BATCH); rows.length && !this.closed; rows = await repo.claim(this.db, BATCH)) {
      for (const row of rows) {
        const subs = await repo.subscriptions(this.db, row);
        const body = JSON.stringify(row.payload);
        const urgency = row.payload.action === FORCE_LOGOUT ? 'high' : 'normal';
        for (let i = 0; i < subs.length; i += PARALLEL) {
          await Promise.all(subs.slice(i, i + PARALLEL).map((s) => this.send(s, body, keys, urgency)));
        }
      }
    }
  }

  private async send(raw: string, body: string, keys: repo.VapidKeys, urgency: 'high' | 'normal') {
    let subscription: unknown;
    try {
      subscription = JSON.parse(raw);
    } catch {}
    // Not a Web Push subscription (an old FCM token, a test value): nothing to send to.
    const parsed = zPushSubscription.safeParse(subscription);
    if (!parsed.success) return;
    // Only a public push service, connected through the agent that refuses non-public addresses (issue 15).
    const test = isTestReceiver(this.db, parsed.data.endpoint);
    if (!mayPushTo(this.db, parsed.data.endpoint)) {
      this.log.warn({ endpoint: parsed.data.endpoint }, 'Notifikasi push tidak dikirim: bukan layanan push');
      return;
    }
    try {
      await webpush.sendNotification(parsed.data, body, {
        vapidDetails: { subject: this.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 24 * 60 * 60,
        urgency,
        timeout: TIMEOUT_MS,
        ...(test ? {} : { agent: pushAgent }),
      });
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await repo.forgetSubscription(this.db, raw);
        return;
      }
      this.log.warn({ err, endpoint: parsed.data.endpoint }, 'Notifikasi push tidak terkirim');
    }
  }

  async close() {
    this.closed = true;
    await this.unlisten?.();
    await this.running;
  }
}
