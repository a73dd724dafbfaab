import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Starts a bench helper in its own process (its own core), speaking over IPC. */
export const startChild = (file: string): ChildProcess =>
  fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/** Waits for the child's message of a given type; rejects if it dies first or takes too long. */
export const nextMessage = <T extends { type: string }>(child: ChildProcess, type: T['type'], timeoutMs: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`bench helper gave no "${type}" within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: { type: string }) => {
      if (message.type === type) finish(undefined, message as T);
    };
    const onExit = (code: number | null) => finish(new Error(`bench helper exited (code ${code}) before "${type}"`));
    const finish = (error?: Error, message?: T) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message as T);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });

/** In a child: runs the one job the parent sends, sends back its result and exits (1 on failure). */
export const answerJob = <Job, Result>(run: (job: Job) => Promise<Result>) =>
  process.once('message', (job: Job) => {
    run(job).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });

/** Starts a child, hands it one job and waits for its result. */
export const runJob = <Result extends { type: string }>(file: string, job: unknown, timeoutMs: number) => {
  const child = startChild(file);
  child.send(job as object);
  return nextMessage<Result>(child, 'result', timeoutMs);
};
