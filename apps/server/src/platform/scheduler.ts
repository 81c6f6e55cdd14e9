import type { FastifyBaseLogger } from 'fastify';

export interface Scheduler {
  /** Runs `task` every `intervalMs`; a run never overlaps the previous one. */
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void;
  /** Stops scheduling and waits for runs in progress. */
  stop(): Promise<void>;
}

export function createScheduler(log: FastifyBaseLogger): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  return {
    every(name, intervalMs, task) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy || stopped) return;
        busy = true;
        const run = task()
          .catch((error: unknown) => log.error({ err: error, task: name }, 'scheduled task failed'))
          .finally(() => {
            busy = false;
            running.delete(run);
          });
        running.add(run);
      }, intervalMs);
      timer.unref();
      timers.push(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
