/**
 * Settles in a task of its own, soon: in between, the browser may paint and answer a tap. A long piece
 * of start-up work split at such a point is two tasks, neither of them long on a phone. Where the
 * browser has `scheduler.yield` its continuation goes ahead of other queued tasks; elsewhere a timer.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === "function" ? scheduler.yield() : new Promise((done) => setTimeout(done, 0));
};
