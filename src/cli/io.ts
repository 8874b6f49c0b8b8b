/**
 * What a command of the CLI reads and writes through: main.ts passes the process's,
 * tests pass their own. Its own file, so that the commands main.ts loads on demand
 * (run.ts, eval.ts, usage.ts) do not import main.ts back.
 */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal (progress lines are shown there in text mode). */
  stderrIsTerminal?: boolean;
  readStdin: () => Promise<string>;
  env: NodeJS.ProcessEnv;
}
