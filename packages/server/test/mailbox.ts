import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An e-mail the test SMTP server accepted: the parsed message and who the envelope went to. */
export interface Received {
  to: string[];
  mail: ParsedMail;
}

export const MAILBOX_USER = 'hadir';
export const MAILBOX_PASSWORD = 'rahasia-smtp';

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. It asks for the login the app's
 * SMTP_URL carries; STARTTLS is off (no certificate here), so the client sends in plain text on loopback.
 * `stop()` and `start()` take it away and bring it back on the same port (a mail server that is down).
 */
export async function startMailbox() {
  const received: Received[] = [];
  const waiting = new Set<() => void>();
  const server = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, done) {
        if (auth.username === MAILBOX_USER && auth.password === MAILBOX_PASSWORD) return done(null, { user: auth.username });
        return done(new Error('Invalid username or password'));
      },
      onData(stream, session, done) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
            for (const wake of waiting) wake();
            done();
          })
          .catch(done);
      },
    });
  let current = server();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => resolve((current.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const close = () => new Promise<void>((resolve) => current.close(() => resolve()));

  /** The next e-mail to `address` not taken yet, waiting for it if needed. */
  async function next(address: string): Promise<ParsedMail> {
    for (;;) {
      const i = received.findIndex((r) => r.to.includes(address));
      if (i >= 0) return received.splice(i, 1)[0].mail;
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiting.delete(wake);
          resolve();
        };
        waiting.add(wake);
      });
    }
  }

  return {
    url: `smtp://${MAILBOX_USER}:${MAILBOX_PASSWORD}@127.0.0.1:${port}`,
    received,
    next,
    stop: close,
    start: async () => {
      current = server();
      await listen(port);
    },
    close,
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
