import type { FastifyInstance } from 'fastify';

/**
 * A background job every `everyMs` on this process, from when the app is ready until it closes. A run still going
 * when the next is due is skipped, so runs never overlap here; each job claims its rows, so several processes are
 * safe too. `run` answers what to log (at info) when it did something, else undefined.
 */
export function runEvery(
  app: FastifyInstance,
  job: { name: string; everyMs: number; runAtStart?: boolean; run: () => Promise<object | undefined> },
) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    job
      .run()
      .then((done) => {
        if (done) app.log.info(done, job.name);
      })
      .catch((e) => app.log.warn(e, job.name))
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => {
    if (job.runAtStart) tick();
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
