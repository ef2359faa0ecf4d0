/**
 * Child processes for the benchmarks: the production server (or the bare baseline server) started on a free port,
 * its port read from the line it prints when listening, and stopped with SIGTERM. Shared by `npm run bench` and
 * `npm run soak`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export interface StartOptions {
  /** Open a Node IPC channel to the child (the soak asks the server for its heap figures through it). */
  ipc?: boolean;
  /** Every chunk the child writes after it is listening (its logs), for the caller to watch. */
  onOutput?: (text: string) => void;
}

/** Starts `command`, resolving once its output matches `ready`, whose first group is the port. */
export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  options: StartOptions = {},
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolvePort, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listening = false;
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      if (listening) {
        options.onOutput?.(chunk.toString());
        return;
      }
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        listening = true;
        clearTimeout(timer);
        resolvePort({ child, port: Number(match[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
