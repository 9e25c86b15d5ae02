import { describe, expect, it } from 'vitest';
import { HashingSlots } from './hashing-slots.js';

/** A stand-in for one hash: started when `work` runs, finished when the test says so. */
function hashes() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finish.set(name, () => resolve(name));
    });
  /** Lets queued promise callbacks run (no timers: only the microtask queue). */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return { started, finish: (name: string) => finish.get(name)!(), work, settle };
}

const live = () => new AbortController().signal;

describe('HashingSlots', () => {
  it('runs at most its concurrency at once; the next waits for a free slot', async () => {
    const slots = new HashingSlots(2);
    const h = hashes();
    const a = slots.run(live(), h.work('a'));
    slots.run(live(), h.work('b'));
    const c = slots.run(live(), h.work('c'));
    await h.settle();
    expect(h.started).toEqual(['a', 'b']);
    h.finish('a');
    await expect(a).resolves.toBe('a');
    await h.settle();
    expect(h.started).toEqual(['a', 'b', 'c']);
    h.finish('c');
    await expect(c).resolves.toBe('c');
  });

  it('refuses at once, with 503 and without hashing, beyond its short queue', async () => {
    const slots = new HashingSlots(1);
    const h = hashes();
    // One running and four waiting (four per slot) fill it.
    for (const name of ['run', 'q1', 'q2', 'q3', 'q4']) void slots.run(live(), h.work(name));
    await expect(slots.run(live(), h.work('over'))).rejects.toMatchObject({
      status: 503,
      code: 'sign_in_busy',
    });
    await h.settle();
    expect(h.started).toEqual(['run']);
  });

  it('drops a waiting hash whose client left, and gives its turn to the next', async () => {
    const slots = new HashingSlots(1);
    const h = hashes();
    void slots.run(live(), h.work('running'));
    const leaving = new AbortController();
    const left = slots.run(leaving.signal, h.work('left'));
    const next = slots.run(live(), h.work('next'));
    leaving.abort('client closed the connection');
    await expect(left).rejects.toMatchObject({ status: 503, code: 'client_closed_request' });
    h.finish('running');
    await h.settle();
    expect(h.started).toEqual(['running', 'next']);
    h.finish('next');
    await expect(next).resolves.toBe('next');
  });

  it('hashes nothing for a client already gone', async () => {
    const slots = new HashingSlots(1);
    const h = hashes();
    const gone = new AbortController();
    gone.abort('gone');
    await expect(slots.run(gone.signal, h.work('x'))).rejects.toMatchObject({ status: 503 });
    expect(h.started).toEqual([]);
  });
});
