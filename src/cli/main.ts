/** Parses the command line and runs the engine. */
export async function main(argv: string[]): Promise<number> {
  process.stderr.write(`agent-loop: not implemented yet (${argv.join(' ')})\n`);
  return 2;
}
