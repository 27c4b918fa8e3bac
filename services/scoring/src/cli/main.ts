import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isImageInputError } from '../image';
import { processIo, UsageError, type CommandIo } from './command';
import { commands } from './commands';

function overview(): string {
  const width = Math.max(...Object.keys(commands).map((n) => n.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `usage: packlens-score COMMAND [ARGS...]\n\ncommands:\n${lines.join('\n')}\n\npacklens-score help COMMAND shows a command's usage.`;
}

/** An unknown option or a missing value, as node's parseArgs reports it. */
function isArgumentError(error: unknown): error is Error {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}

/** Dispatches argv to a command; returns the exit code (0 ok, 1 failure, 2 usage error). */
export async function main(argv: string[], io: CommandIo = processIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const topic = name === 'help' ? args[0] : undefined;
    if (topic && commands[topic]) io.out(commands[topic].usage);
    else io.out(overview());
    return topic && !commands[topic] ? 2 : 0;
  }
  const command = commands[name];
  if (!command) {
    io.err(`unknown command "${name}"\n\n${overview()}`);
    return 2;
  }
  // `COMMAND --help` is `help COMMAND` (an argument after `--` is a value, not a request for help).
  const options = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (options.includes('--help') || options.includes('-h')) {
    io.out(command.usage);
    return 0;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError || isArgumentError(error)) {
      io.err(`${error.message}\n\n${command.usage}`);
      return 2;
    }
    if (isImageInputError(error)) {
      io.err(`${error.code}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

// Run when executed directly (tsx src/cli/main.ts ...), not when imported by tests.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
