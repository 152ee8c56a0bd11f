import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { reapOnExit } from './child-reaper';
import { OutputTail } from './output-tail';
import { stopChild } from './private-servers';

const ROOT = resolve(process.cwd());
const NODE = join(ROOT, 'node_modules/.bin/node');
const MAIN = join(ROOT, 'dist/services/launcher/src/main.js');

/** One platform process of the built server (`main.js <name>`), e.g. users#2. */
export interface SupervisedProcess {
  /** Process name given to the launcher: bff, users, ... */
  name: string;
  /** name#replica, unique. */
  label: string;
  env: NodeJS.ProcessEnv;
  child: ChildProcess;
  tail: OutputTail;
  /** Exits we did not ask for: `code` or `signal`, with when. */
  unexpectedExits: string[];
}

/**
 * Starts platform processes as their own OS processes and kills them on demand (kill -9 included);
 * remembers exits nobody asked for, since a process must survive its backing services' faults.
 */
export class ProcessSupervisor {
  private readonly processes = new Map<string, SupervisedProcess>();
  private readonly expectedExit = new WeakSet<ChildProcess>();
  private readonly paused = new Set<ChildProcess>();

  start(name: string, replica: number, env: NodeJS.ProcessEnv): SupervisedProcess {
    const label = `${name}#${replica}`;
    if (this.processes.has(label)) {
      throw new Error(`${label} already started`);
    }
    const supervised: SupervisedProcess = { name, label, env, child: launch(name, env), tail: new OutputTail(300), unexpectedExits: [] };
    this.processes.set(label, supervised);
    this.watch(supervised);
    return supervised;
  }

  get(label: string): SupervisedProcess {
    const found = this.processes.get(label);
    if (!found) {
      throw new Error(`no process ${label}`);
    }
    return found;
  }

  all(): SupervisedProcess[] {
    return [...this.processes.values()];
  }

  isRunning(label: string): boolean {
    const { child } = this.get(label);
    return child.exitCode === null && child.signalCode === null;
  }

  /** kill -9: no shutdown hook runs, in-flight work is lost. */
  async kill9(label: string): Promise<void> {
    const supervised = this.get(label);
    supervised.tail.note(`kill -9 at ${new Date().toISOString()}`);
    this.expectedExit.add(supervised.child);
    await stopChild(supervised.child, 'SIGKILL');
  }

  /** SIGSTOP: the process freezes (a stalled worker) until resume(); its connections stay open. */
  pause(label: string): void {
    const supervised = this.get(label);
    supervised.tail.note(`SIGSTOP at ${new Date().toISOString()}`);
    this.paused.add(supervised.child);
    supervised.child.kill('SIGSTOP');
  }

  resume(label: string): void {
    const supervised = this.get(label);
    supervised.tail.note(`SIGCONT at ${new Date().toISOString()}`);
    this.paused.delete(supervised.child);
    supervised.child.kill('SIGCONT');
  }

  /** Starts the process again with the same environment (same ports). */
  restart(label: string): void {
    const supervised = this.get(label);
    if (this.isRunning(label)) {
      throw new Error(`${label} is still running`);
    }
    supervised.tail.note(`restart at ${new Date().toISOString()}`);
    supervised.child = launch(supervised.name, supervised.env);
    this.watch(supervised);
  }

  async stopAll(): Promise<void> {
    await Promise.all(
      this.all().map(async ({ child }) => {
        this.expectedExit.add(child);
        // A stopped process would not see SIGTERM.
        if (this.paused.delete(child)) {
          child.kill('SIGCONT');
        }
        await stopChild(child, 'SIGTERM', 3000);
      }),
    );
  }

  private watch(supervised: SupervisedProcess): void {
    const { child } = supervised;
    supervised.tail.attach(child);
    reapOnExit(child);
    child.once('error', (err) => supervised.unexpectedExits.push(`${new Date().toISOString()} could not start: ${err.message}`));
    child.once('exit', (code, signal) => {
      if (!this.expectedExit.has(child)) {
        supervised.unexpectedExits.push(`${new Date().toISOString()} exited with ${signal ?? `code ${code}`}`);
      }
    });
  }
}

function launch(name: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(NODE, [MAIN, name], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}
