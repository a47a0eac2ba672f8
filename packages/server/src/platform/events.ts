import { FORCE_LOGOUT, type PushPayload } from '@hadir/contract';
import { type Db, listen } from './db.ts';

// Live events (decision 0011): NOTIFY on one channel reaches every server process that LISTENs (PostgreSQL),
// or every app on the same PGlite; each process hands the event to its own open streams.

const CHANNEL = 'hadir_events';
// NOTIFY payloads are limited to 8000 bytes: long audiences go out in several notifications.
const IDS_PER_NOTIFY = 500;

export type Audience = { all: true } | { userIds: number[] } | { sessionIds: number[] };

interface Envelope {
  to: Audience;
  event: PushPayload;
}

/** Sends an event to the open tabs of an audience. Inside a transaction it leaves only if and when it commits. */
export async function publish(db: Db, to: Audience, event: PushPayload) {
  const send = (audience: Audience) =>
    db.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ to: audience, event } satisfies Envelope)]);
  if ('all' in to) return void (await send(to));
  const ids = 'userIds' in to ? to.userIds : to.sessionIds;
  for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
    const part = ids.slice(i, i + IDS_PER_NOTIFY);
    await send('userIds' in to ? { userIds: part } : { sessionIds: part });
  }
}

/** An open event stream of one signed-in tab. */
export interface LiveListener {
  userId: number;
  sessionId: number;
  send(event: PushPayload): void;
  /** Ends the stream (after FORCE_LOGOUT its session is gone). */
  end(): void;
}

const reaches = (to: Audience, l: LiveListener) =>
  'all' in to ? true : 'userIds' in to ? to.userIds.includes(l.userId) : to.sessionIds.includes(l.sessionId);

/** The open streams of one app instance, fed by the database's notifications. */
export class LiveEvents {
  private readonly listeners = new Set<LiveListener>();
  private unlisten?: () => Promise<void>;

  static async start(db: Db): Promise<LiveEvents> {
    const hub = new LiveEvents();
    hub.unlisten = await listen(db, CHANNEL, (raw) => hub.dispatch(raw));
    return hub;
  }

  add(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private dispatch(raw: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    for (const l of this.listeners) {
      if (!reaches(envelope.to, l)) continue;
      l.send(envelope.event);
      if (envelope.event.action === FORCE_LOGOUT) {
        this.listeners.delete(l);
        l.end();
      }
    }
  }

  /** Ends every open stream (server shutting down; the clients reconnect elsewhere). */
  endAll() {
    for (const l of this.listeners) l.end();
    this.listeners.clear();
  }

  async close() {
    this.endAll();
    await this.unlisten?.();
  }
}
