import type { AppContext } from '../app-context';

/** What a command of `npm run burrow` gets: the app's context and where its output goes. */
export interface CliContext {
  ctx: AppContext;
  /** One line of output (standard output in the real CLI, an array in tests). */
  print(line: string): void;
}

/**
 * One group of `npm run burrow -- <group> <command> …` (e.g. `api-keys`). A group parses its
 * own arguments and throws `CliUsageError` for a wrong command line.
 */
export interface CommandGroup {
  name: string;
  /** Lines shown by `npm run burrow -- help`. */
  usage: readonly string[];
  run(args: readonly string[], cli: CliContext): Promise<void>;
}

/** A command line the tool cannot run: printed with the usage, exit status 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}
