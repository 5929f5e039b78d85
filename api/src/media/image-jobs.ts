import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Issue 41: image work (a cover resized by libvips) costs CPU and memory by the pixel; a few
 * requests for large covers at once took the cores every other request needs (/health p99 went
 * to 1.3–4.3 s). Jobs run `concurrency` at a time; at most `maxQueued` wait; a job refused because
 * the queue is full answers null at once, and the caller sends the stored file instead.
 */
export interface ImageJobs {
  run<T>(job: () => Promise<T>): Promise<T | null>;
  /** Jobs running and waiting now, and the most that ever ran at once (for tests and logs). */
  stats(): { active: number; queued: number; maxActive: number };
}

export function imageJobs(concurrency: number, maxQueued: number): ImageJobs {
  let active = 0;
  let maxActive = 0;
  const waiting: Array<() => void> = [];

  return {
    async run(job) {
      if (active >= concurrency) {
        if (waiting.length >= maxQueued) return null;
        // The slot is handed over by `next` (active stays counted), so no newcomer jumps the queue.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      maxActive = Math.max(maxActive, active);
      try {
        return await job();
      } finally {
        if (waiting.length > 0) waiting.shift()!();
        else active -= 1;
      }
    },
    stats: () => ({ active, queued: waiting.length, maxActive }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 41: this process's queue of image work (cover resizes). */
    imageJobs: ImageJobs;
  }
}

/** The process's image queue, sized by IMAGE_JOBS_CONCURRENCY and IMAGE_JOBS_QUEUE. */
export const imageJobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'imageJobs',
      imageJobs(app.config.imageJobsConcurrency, app.config.imageJobsQueue),
    );
  },
  { name: 'image-jobs', dependencies: ['core'] },
);
