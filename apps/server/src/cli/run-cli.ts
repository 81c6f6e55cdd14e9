import { AppError } from '../platform/errors';
import { CliUsageError, type CliContext, type CommandGroup } from './command-group';
import { COMMAND_GROUPS } from './command-groups';

/**
 * Runs one command line (without `node` and the script) and answers the exit status:
 * 0 done, 1 refused (an unknown tenant or key id), 2 a command line it cannot run.
 */
export async function runCli(
  args: readonly string[],
  cli: CliContext & { printError(line: string): void },
  groups: readonly CommandGroup[] = COMMAND_GROUPS,
): Promise<number> {
  const usage = () =>
    ['usage: npm run burrow -- <command> …', ...groups.flatMap((group) => group.usage)].map(
      (line) => cli.printError(line),
    );
  const [groupName, ...rest] = args;
  if (groupName === undefined || groupName === 'help' || groupName === '--help') {
    usage();
    return groupName === undefined ? 2 : 0;
  }
  const group = groups.find((candidate) => candidate.name === groupName);
  try {
    if (!group) throw new CliUsageError(`unknown command: ${groupName}`);
    await group.run(rest, cli);
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError || isParseArgsError(error)) {
      cli.printError(error.message);
      usage();
      return 2;
    }
    if (error instanceof AppError) {
      cli.printError(error.message);
      return 1;
    }
    throw error;
  }
}

/** parseArgs reports an unknown option or a missing value as a TypeError with an ERR_PARSE_ARGS_* code. */
function isParseArgsError(error: unknown): error is TypeError {
  return (
    error instanceof TypeError &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('ERR_PARSE_ARGS')
  );
}
