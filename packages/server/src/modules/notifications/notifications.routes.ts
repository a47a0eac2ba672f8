import { zVapidPublicKeyResponse } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { LiveEvents } from '../../platform/events.ts';
import { caller } from '../../platform/http.ts';
import { createMailer } from '../../platform/mailer.ts';
import { setMailStatus } from './mail.repo.ts';
import { MailSender } from './mail.sender.ts';
import { PushSender } from './notifications.sender.ts';
import { vapidKeys } from './notifications.service.ts';

const tags = ['notifications'];
// Proxies and load balancers drop a silent connection; a comment line every 25 s keeps it open.
const KEEPALIVE_MS = 25_000;

export const notificationRoutes: ModuleRoutes = async (app, { db, config }) => {
  const hub = await LiveEvents.start(db);
  const sender = await PushSender.start(db, app.log, config.vapidSubject);
  // Whether e-mail leaves is this server's setting; requests that queue e-mail read it from the database.
  await setMailStatus(db, config.mail !== undefined);
  const mailSender = config.mail && (await MailSender.start(db, app.log, createMailer(config.mail), config.mail.appUrl));
  // Open streams would hold the server's close; the clients reconnect (to another process, if any).
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => {
    await hub.close();
    await sender.close();
    await mailSender?.close();
  });

  // The login page subscribes before anyone is signed in (spec: the push token is obtained at login-page load).
  app.get(
    '/notifications/vapid-public-key',
    { config: { access: 'public' }, schema: { tags, response: { 200: zVapidPublicKeyResponse } } },
    async () => ({ public_key: (await vapidKeys(db)).publicKey }),
  );

  // Server-sent events with the bearer header (read by fetch streaming; decision 0011). Open during a
  // password change too: a FORCE_LOGOUT must reach that tab as well.
  app.get(
    '/events',
    {
      config: { access: 'user', duringPasswordChange: true },
      schema: { tags, description: 'Aliran event langsung (text/event-stream): FORCE_LOGOUT dan notifikasi.' },
    },
    (req, reply) => {
      const user = caller(req);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        // The socket goes with the stream: a server shutting down is not held by a tab that stopped reading.
        connection: 'close',
      });
      res.write('retry: 5000\n\n');
      const keepalive = setInterval(() => res.write(': ping\n\n'), KEEPALIVE_MS);
      const remove = hub.add({
        userId: user.id,
        sessionId: user.sessionId,
        send: (event) => res.write(`data: ${JSON.stringify(event)}\n\n`),
        end: () => res.end(),
      });
      res.on('close', () => {
        clearInterval(keepalive);
        remove();
      });
    },
  );
};
