import type { Readable } from 'node:stream';

export type Part =
  | {
      kind: 'file';
      field: string;
      fileName: string;
      stream: Readable;
      /** Set when the parser failed the stream (body cut off, client gone). */
      error: Error | null;
    }
  | { kind: 'text'; field: string; value: string; truncated: boolean };

/**
 * The parts of one multipart body in arrival order, read one at a time with `next()`. The
 * parser pushes; the upload loop pulls. `fail` ends the queue with an error that the next (or
 * the pending) `next()` throws.
 */
export class PartQueue {
  private readonly parts: Part[] = [];
  private waiting: { resolve(part: Part | null): void; reject(error: unknown): void } | null = null;
  private ended = false;
  private error: unknown = null;

  push(part: Part): void {
    if (this.ended || this.error) return;
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = null;
      resolve(part);
    } else this.parts.push(part);
  }

  end(): void {
    if (this.ended || this.error) return;
    this.ended = true;
    this.waiting?.resolve(null);
    this.waiting = null;
  }

  fail(error: unknown): void {
    if (this.ended || this.error) return;
    this.error = error;
    this.waiting?.reject(error);
    this.waiting = null;
  }

  /** The next part, null after the last one. */
  next(): Promise<Part | null> {
    const part = this.parts.shift();
    if (part) return Promise.resolve(part);
    if (this.error) return Promise.reject(this.error);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  /** Parts still queued (never read): their streams are drained so nothing waits on them. */
  drain(): void {
    for (const part of this.parts.splice(0)) if (part.kind === 'file') part.stream.resume();
  }
}
