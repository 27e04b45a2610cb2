// Work a request starts but does not wait for (e-mails whose sending must not reveal, by the answer's
// timing, whether an account exists). Tracked so that shutdown and tests can wait for it to finish.
import { getLogger } from './logger';
import { singleton } from './singleton';

const pending = singleton('background-tasks', () => new Set<Promise<void>>()).get;

/** Runs task after the current request has answered; a failure is logged, never thrown at the caller. */
export function runInBackground(label: string, task: () => Promise<unknown>): void {
  const tasks = pending();
  const promise = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => {
        getLogger().error({ err: error, task: label }, 'background task failed');
      },
    )
    .finally(() => tasks.delete(promise));
  tasks.add(promise);
}

/** Resolves once every background task, including any started meanwhile, has finished. */
export async function settleBackgroundTasks(): Promise<void> {
  const tasks = pending();
  while (tasks.size > 0) await Promise.all([...tasks]);
}
