import type { FastifyBaseLogger } from 'fastify';
import { type Db, listen } from '../../platform/db.ts';
import { everyMinute } from '../../platform/every-minute.ts';
import type { Mail, Mailer } from '../../platform/mailer.ts';
import { companyProfile } from '../settings/index.ts';
import * as repo from './mail.repo.ts';
import { type MailContent, renderMail } from './mail.templates.ts';

// Sends the e-mail outbox in each server process: at once when something queued commits (NOTIFY), and every minute
// for what waits to be tried again. Rows are claimed, so each e-mail leaves once; a process that dies mid-send
// leaves its rows to be taken again once their hold passes.

// A claimed batch must be sent within its hold even when every e-mail hits the mailer's timeouts (~50 s each).
const BATCH = 5;
const HOLD_SECONDS = 10 * 60;
/** 1, 2, 4 … minutes between attempts, then hourly: 20 attempts span about 15 hours, then it is given up. */
const MAX_ATTEMPTS = 20;
const pauseAfter = (attempts: number) => Math.min(2 ** (attempts - 1), 60) * 60_000;

/** An e-mail about to leave; `sent` runs in the transaction that takes it off the outbox once the server accepted it. */
interface Outgoing {
  to: Mail['to'];
  content: MailContent;
  sent?: (t: Db) => Promise<void>;
}
/** Makes a login data e-mail at the moment it leaves (the password with it); null: nothing to send any more. */
export type LoginDataMail = (db: Db, userId: number, appUrl: string) => Promise<Outgoing | null>;
let loginDataMail: LoginDataMail | undefined;

/** The users module makes login data; it registers how when its index.ts loads. */
export function registerLoginDataMail(make: LoginDataMail) {
  loginDataMail = make;
}

const senders = new WeakMap<Db, MailSender>();

export class MailSender {
  private chain: Promise<void> = Promise.resolve();
  private kickQueued = false;
  private closed = false;
  private unlisten?: () => Promise<void>;
  private stopTicks?: () => void;

  private constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {}

  static async start(db: Db, log: FastifyBaseLogger, mailer: Mailer, appUrl: string): Promise<MailSender> {
    const sender = new MailSender(db, log, mailer, appUrl);
    sender.unlisten = await listen(db, repo.mailChannel, () => sender.kick());
    sender.stopTicks = everyMinute('kirim email', (now) => sender.sendDue(now), log);
    senders.set(db, sender);
    sender.kick(); // whatever was queued while no process listened
    return sender;
  }

  /** The sender of the app on `db` (tests drive it with a later clock instead of waiting). */
  static of(db: Db): MailSender | undefined {
    return senders.get(db);
  }

  /** Something was queued: one run soon, however many wake-ups arrive before it starts. */
  kick() {
    if (this.kickQueued || this.closed) return;
    this.kickQueued = true;
    void this.enqueue(() => {
      this.kickQueued = false;
      return this.send(new Date());
    });
  }

  /** Sends what is due at `now`, after any run under way. */
  sendDue(now: Date): Promise<void> {
    return this.enqueue(() => this.send(now));
  }

  private enqueue(run: () => Promise<void>): Promise<void> {
    const next = this.chain
      .then(() => (this.closed ? undefined : run()))
      .catch((err) => this.log.error({ err }, 'Gagal mengirim email'));
    this.chain = next;
    return next;
  }

  private async send(now: Date) {
    for (
      let rows = await repo.claim(this.db, now, BATCH, HOLD_SECONDS);
      rows.length && !this.closed;
      rows = await repo.claim(this.db, now, BATCH, HOLD_SECONDS)
    ) {
      for (const row of rows) await this.deliver(row, now);
    }
  }

  private async deliver(row: repo.OutboxMail, now: Date) {
    try {
      const made = await this.compose(row);
      if (made) {
        const company = (await companyProfile(this.db))?.nama ?? '';
        await this.mailer.send({ to: made.to, ...renderMail(made.content, company) });
      }
      await this.db.tx(async (t) => {
        // Withdrawn meanwhile (the person was given a password another way): that one stands.
        if ((await repo.remove(t, row.id)) && made?.sent) await made.sent(t);
      });
    } catch (err) {
      if (row.attempts >= MAX_ATTEMPTS) {
        this.log.error({ err, id: row.id, jenis: row.jenis }, 'Email tidak terkirim setelah semua percobaan; dibatalkan');
        await repo.remove(this.db, row.id);
        return;
      }
      this.log.warn({ err, id: row.id, jenis: row.jenis }, 'Email belum terkirim; dicoba lagi nanti');
      await repo.retryAt(this.db, row.id, new Date(now.getTime() + pauseAfter(row.attempts)), String(err).slice(0, 500));
    }
  }

  /** The e-mail of an outbox row, or null when it no longer has anyone to go to. */
  private async compose(row: repo.OutboxMail): Promise<Outgoing | null> {
    if (row.jenis === 'data-login') {
      if (!loginDataMail) throw new Error('login data e-mail is not registered');
      return loginDataMail(this.db, row.user_id, this.appUrl);
    }
    const who = await repo.recipient(this.db, row.user_id);
    // Chosen when the notification was queued; a person who since left, lost their address or opted out gets none.
    if (!who?.active || !who.email || !who.notifikasi_email) return null;
    return {
      to: { name: who.fullname, address: who.email },
      content: {
        subject: row.pesan.judul,
        to: who.fullname,
        paragraphs: [row.pesan.isi],
        action: { label: 'Buka di Hadir', url: `${this.appUrl}${row.pesan.tautan}` },
      },
    };
  }

  async close() {
    this.closed = true;
    this.stopTicks?.();
    await this.unlisten?.();
    await this.chain;
    this.mailer.close();
    senders.delete(this.db);
  }
}
