import type { ChildProcess } from 'node:child_process';

/** The last lines a child process wrote (stdout and stderr), for failure messages. */
export class OutputTail {
  private readonly lines: string[] = [];

  constructor(private readonly keep: number) {}

  attach(child: ChildProcess): void {
    const add = (chunk: Buffer) => {
      this.lines.push(...chunk.toString().split('\n').filter(Boolean));
      this.lines.splice(0, Math.max(0, this.lines.length - this.keep));
    };
    child.stdout?.on('data', add);
    child.stderr?.on('data', add);
  }

  /** Marks a point in the log, e.g. a restart. */
  note(line: string): void {
    this.lines.push(`--- ${line}`);
  }

  text(last = this.keep): string {
    return this.lines.slice(-last).join('\n');
  }
}
