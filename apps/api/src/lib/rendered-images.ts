import { LRUCache } from 'lru-cache';

/**
 * Pictures the server draws (the share images), kept by a key naming exactly what was drawn, so a crawler asking
 * again gets the stored bytes. Bounded by their total size, least recently used first out. Requests for a picture
 * being drawn wait for that one drawing rather than starting another.
 */
export class RenderedImages {
  private readonly kept: LRUCache<string, Buffer>;
  private readonly drawing = new Map<string, Promise<Buffer>>();
  /** How many pictures were drawn; tests read it to tell a kept answer from a new drawing. */
  draws = 0;

  constructor(options: { maxBytes: number }) {
    this.kept = new LRUCache<string, Buffer>({ maxSize: options.maxBytes, sizeCalculation: (b) => b.length });
  }

  async get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.kept.get(key);
    if (kept) return kept;
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const next = (async () => {
      this.draws += 1;
      const bytes = await draw();
      // A picture larger than the whole bound is answered but not kept.
      if (bytes.length <= this.kept.maxSize) this.kept.set(key, bytes);
      return bytes;
    })();
    this.drawing.set(key, next);
    try {
      return await next;
    } finally {
      this.drawing.delete(key);
    }
  }
}
