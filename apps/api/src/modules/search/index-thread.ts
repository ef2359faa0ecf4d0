/**
 * The main thread's side of the search thread (index-host.ts): starts it, sends it requests and hands back each
 * answer. `RemoteIndex` stands for one index held there and answers the calls a search makes (IndexReader), a moment
 * later instead of at once; between the request and the answer the event loop serves the shop's other requests.
 */
import { Worker } from 'node:worker_threads';
import type { HostAnswers, HostReply, HostRequest, ThreadMemory } from './index-host.ts';
import {
  joinSynonymPhrases,
  type Dimensions,
  type Found,
  type IndexedProduct,
  type IndexQuery,
  type IndexReader,
  type NoResultsLimit,
  type Suggestion,
  type Synonyms,
} from './search-index.ts';

/** An index replaced by a rebuild is let go this long after, so a request already on its way still finds it. */
const DROP_AFTER_MS = 1_000;

type Op = HostRequest['op'];
type RequestOf<O extends Op> = Extract<HostRequest, { op: O }>;

export class IndexThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve: (value: never) => void; reject: (error: Error) => void }
  >();
  private next = 1;
  private ended: Error | null = null;

  constructor() {
    // The thread loads its TypeScript itself (tsImport): none of the flags the server was started with (a loader, a
    // probe given with --import) applies to it.
    this.worker = new Worker(new URL('./index-host.worker.mjs', import.meta.url), { execArgv: [] });
    // Only a request waiting for its answer keeps the process alive (a command that searched can exit).
    this.worker.unref();
    this.worker.on('message', (reply: HostReply) => {
      const call = this.waiting.get(reply.id);
      if (!call) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) this.worker.unref();
      if ('error' in reply) call.reject(new Error(`search thread: ${reply.error}`));
      else call.resolve(reply.value as never);
    });
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', (code) => this.end(new Error(`the search thread stopped (exit code ${code})`)));
  }

  /** Sends one request; its answer comes after every request sent before it. */
  ask<O extends Op>(request: RequestOf<O>): Promise<HostAnswers[O]> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.next++;
    return new Promise<HostAnswers[O]>((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, request });
    });
  }

  /** A new, empty index in the thread. */
  async create(dimensions: Dimensions, synonyms: Synonyms): Promise<RemoteIndex> {
    const id = await this.ask({ op: 'create', dimensions, synonyms });
    return new RemoteIndex(this, id, dimensions, synonyms);
  }

  /** Stops the thread; requests still waiting are refused. */
  async close(): Promise<void> {
    if (this.ended) return;
    this.ended = new Error('the search thread was closed');
    this.refuseWaiting(this.ended);
    await this.worker.terminate();
  }

  private end(error: Error): void {
    if (this.ended) return;
    this.ended = error;
    this.refuseWaiting(error);
  }

  /** False once the thread stopped (closed, or failed: its indexes went with it). */
  get alive(): boolean {
    return this.ended === null;
  }

  private refuseWaiting(error: Error): void {
    for (const call of this.waiting.values()) call.reject(error);
    this.waiting.clear();
  }
}

/** One index held by the search thread. */
export class RemoteIndex implements IndexReader {
  /** Share of dead slots and live products after the last change (from the thread's answer). */
  waste = 0;
  products = 0;

  constructor(
    private readonly thread: IndexThread,
    private readonly id: number,
    readonly dimensions: Dimensions,
    private synonymList: Synonyms,
  ) {}

  get synonyms(): Synonyms {
    return this.synonymList;
  }

  /** False once its thread stopped. */
  get alive(): boolean {
    return this.thread.alive;
  }

  /** Query words with those spelling one Arabic name joined, as the index does it (here, without a round trip). */
  joinPhrases(words: string[]): string[] {
    return joinSynonymPhrases(words, this.synonymList);
  }

  find(query: IndexQuery, orElse?: NoResultsLimit): Promise<Found> {
    return this.thread.ask({ op: 'find', index: this.id, query, ...(orElse ? { orElse } : {}) });
  }

  suggest(words: string[], limit: number): Promise<Suggestion[]> {
    return this.thread.ask({ op: 'suggest', index: this.id, words, limit });
  }

  /** The memory of the thread that holds this index (and any older one it has not freed yet). */
  threadMemory(): Promise<ThreadMemory> {
    return this.thread.ask({ op: 'memory' });
  }

  /** Puts in (or replaces) `put` and takes out `remove`, then settles the index. */
  async apply(put: IndexedProduct[], remove: number[] = []): Promise<void> {
    const { waste, products } = await this.thread.ask({ op: 'apply', index: this.id, put, remove });
    this.waste = waste;
    this.products = products;
  }

  async setSynonyms(synonyms: Synonyms): Promise<void> {
    await this.thread.ask({ op: 'synonyms', index: this.id, synonyms });
    this.synonymList = synonyms;
  }

  /** Lets the thread free this index once requests already sent to it are answered. */
  drop(): void {
    setTimeout(() => {
      this.thread.ask({ op: 'drop', index: this.id }).catch(() => undefined);
    }, DROP_AFTER_MS).unref();
  }
}
