import nodemailer from 'nodemailer';
import type { MailConfig } from './config.ts';

export interface Mail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

// A mail server that stops answering must not hold the sender for long: the outbox tries again later.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer: one connection per e-mail, STARTTLS whenever the server offers it. */
export function createMailer(config: MailConfig): Mailer {
  const transport = nodemailer.createTransport({ url: config.url, ...TIMEOUTS }, { from: config.from });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
