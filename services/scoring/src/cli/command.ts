/** One command of `packlens-score`. Each lives in its own file under commands/ and is listed in commands/index.ts. */
export interface Command {
  /** One line for the command list. */
  summary: string;
  /** Full usage text shown by `packlens-score help COMMAND` and on a usage error. */
  usage: string;
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run(args: string[], io: CommandIo): Promise<number>;
}

/** Where a command writes; tests pass buffers instead of the process streams. */
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

/** Thrown for bad arguments: main prints the message and the command's usage and exits with code 2. */
export class UsageError extends Error {}

export const processIo: CommandIo = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};
