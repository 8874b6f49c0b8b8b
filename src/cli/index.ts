#!/usr/bin/env node
/** The `agent-loop` command's entry point. */
import { main } from './main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`agent-loop: internal error: ${message.split('\n')[0]}\n`);
    process.exitCode = 1;
  },
);
