/**
 * The search indexes of one server, held by the search thread (index-host.worker.mjs): the server's main thread reads
 * the catalog and sends the products here, and every search is answered here, so a search never holds the event loop
 * that answers the shop's other requests. Requests are answered one at a time, in the order they were sent: a search
 * sent after a change sees it.
 */
import {
  SearchIndex,
  type Dimensions,
  type Found,
  type IndexedProduct,
  type IndexQuery,
  type NoResultsLimit,
  type Suggestion,
  type Synonyms,
} from './search-index.ts';

/** What the main thread asks of the search thread; `index` names an index the host created. */
export type HostRequest =
  | { op: 'create'; dimensions: Dimensions; synonyms: Synonyms }
  | { op: 'apply'; index: number; put: IndexedProduct[]; remove: number[] }
  | { op: 'synonyms'; index: number; synonyms: Synonyms }
  | { op: 'drop'; index: number }
  | { op: 'find'; index: number; query: IndexQuery; orElse?: NoResultsLimit }
  | { op: 'suggest'; index: number; words: string[]; limit: number }
  | { op: 'memory' };

/** The answer to each request, by its `op`. */
export interface HostAnswers {
  create: number;
  apply: { waste: number; products: number };
  synonyms: null;
  drop: null;
  find: Found;
  suggest: Suggestion[];
  memory: ThreadMemory;
}

/** The search thread's own memory, in bytes: its JavaScript heap in use, and the typed arrays' buffers beside it. */
export interface ThreadMemory {
  heapUsed: number;
  arrayBuffers: number;
}

export type HostReply = { id: number; value: unknown } | { id: number; error: string };

export class IndexHost {
  private readonly indexes = new Map<number, SearchIndex>();
  private next = 1;

  answer(request: HostRequest): HostAnswers[HostRequest['op']] {
    if (request.op === 'create') {
      const id = this.next++;
      this.indexes.set(id, new SearchIndex(request.dimensions, request.synonyms));
      return id;
    }
    if (request.op === 'memory') {
      // In a worker, the heap and buffer figures are the thread's own (its resident memory is the process's). Taken
      // after a full collection when node runs with --expose-gc (the thread has it too), so garbage is not counted.
      (globalThis as { gc?: () => void }).gc?.();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return { heapUsed, arrayBuffers };
    }
    const index = this.indexes.get(request.index);
    if (!index) throw new Error(`the search thread holds no index ${request.index}`);
    switch (request.op) {
      case 'apply':
        for (const id of request.remove) index.remove(id);
        for (const product of request.put) index.put(product);
        index.settle();
        return { waste: index.waste, products: index.products };
      case 'synonyms':
        index.synonyms = request.synonyms;
        return null;
      case 'drop':
        this.indexes.delete(request.index);
        return null;
      case 'find':
        return index.find(request.query, request.orElse);
      case 'suggest':
        return index.suggest(request.words, request.limit);
    }
  }

  /** The reply to a message: its value, or the error's message (a request that fails never stops the thread). */
  reply(message: { id: number; request: HostRequest }): HostReply {
    try {
      return { id: message.id, value: this.answer(message.request) };
    } catch (error) {
      return { id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
