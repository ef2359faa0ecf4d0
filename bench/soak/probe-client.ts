import type { ChildProcess } from 'node:child_process';
import type { ProbeAnswer, ProbeQuestion } from './server-probe.ts';

/** Asks the server's probe for its figures; null when no answer came (the server gone, or too busy for a minute). */
export type Probe = (gc?: boolean, snapshot?: string) => Promise<ProbeAnswer | null>;

/** The parent's side of server-probe.ts: each question carries an id, so answers can arrive in any order. */
export function makeProbe(child: ChildProcess): Probe {
  let id = 0;
  const waiting = new Map<number, (answer: ProbeAnswer | null) => void>();
  child.on('message', (message: unknown) => {
    const answer = message as Partial<ProbeAnswer> | null;
    if (answer?.type !== 'soak:probe' || answer.id === undefined) return;
    waiting.get(answer.id)?.(answer as ProbeAnswer);
    waiting.delete(answer.id);
  });
  return (gc = false, snapshot?: string) =>
    new Promise((done) => {
      const ask = (id += 1);
      // A full GC or a heap snapshot of a large heap takes seconds, not a minute.
      const timer = setTimeout(() => {
        waiting.delete(ask);
        done(null);
      }, 60_000);
      waiting.set(ask, (answer) => {
        clearTimeout(timer);
        done(answer);
      });
      const question: ProbeQuestion = { type: 'soak:probe', id: ask, gc, snapshot };
      child.send(question);
    });
}
