import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LiveEvents, publish } from './events.ts';

let t: TestApp;
let hub: LiveEvents;
beforeAll(async () => {
  t = await createTestApp();
  hub = await LiveEvents.start(t.db);
});
afterAll(async () => {
  await hub.close();
  await t.close();
});

/** A listener that collects what reaches it, and can wait for the next one. */
function tab(userId: number, sessionId: number) {
  const got: { id: string }[] = [];
  let wake = () => {};
  let ended = false;
  hub.add({
    userId,
    sessionId,
    send: (e) => {
      got.push(e);
      wake();
    },
    end: () => {
      ended = true;
    },
  });
  const next = async () => {
    while (!got.length) await new Promise<void>((r) => (wake = r));
    return got.shift();
  };
  return { next, got, isEnded: () => ended };
}

describe('live events', () => {
  it('leave with the transaction: a rolled-back publish is never delivered, a committed one is', async () => {
    const a = tab(1, 11);
    await t.db
      .tx(async (tx) => {
        await publish(tx, { userIds: [1] }, { id: 'rolled-back' });
        throw new Error('undo');
      })
      .catch(() => {});
    await t.db.tx((tx) => publish(tx, { userIds: [1] }, { id: 'committed' }));
    expect(await a.next()).toEqual({ id: 'committed' });
  });

  it('reach only their audience; FORCE_LOGOUT ends the stream it was sent on', async () => {
    const mine = tab(2, 21);
    const other = tab(3, 31);
    await publish(t.db, { sessionIds: [21] }, { id: 'x', action: 'FORCE_LOGOUT', message: 'Keluar' });
    await publish(t.db, { all: true }, { id: 'everyone' });
    expect(await other.next()).toEqual({ id: 'everyone' });
    expect(await mine.next()).toMatchObject({ id: 'x', action: 'FORCE_LOGOUT' });
    expect(mine.isEnded()).toBe(true);
    // Removed from the hub with its stream: the broadcast after it did not reach it.
    expect(mine.got).toEqual([]);
  });
});
