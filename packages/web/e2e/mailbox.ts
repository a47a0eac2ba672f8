import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The port of the test SMTP server that the e2e server's SMTP_URL points at (playwright.config.ts). */
export const SMTP_PORT = Number(process.env.HADIR_E2E_SMTP_PORT ?? Number(process.env.HADIR_E2E_PORT ?? 3199) + 1000);

/**
 * A real SMTP server on 127.0.0.1 that keeps what the e2e server sends; a spec starts it before it needs e-mail
 * (what the server queued meanwhile is sent on its next try). STARTTLS is off: no certificate here.
 */
export async function startMailbox() {
  const received: { to: string[]; mail: ParsedMail }[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });

  /** The next e-mail to `address`, waiting for it if needed. */
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

  return { next, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Username and temporary password as the login data e-mail lists them. */
export function loginDataIn(mail: ParsedMail) {
  const text = mail.text ?? '';
  return {
    username: /^Username: (\S+)$/m.exec(text)?.[1] ?? '',
    password: /^Password sementara: (\S+)$/m.exec(text)?.[1] ?? '',
  };
}
