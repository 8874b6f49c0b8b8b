#!/usr/bin/env node
/** The `agent-loop` command's entry point. */
import { main } from './main.js';
import { errorMessage } from '../engine/text/error-message.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = errorMessage(error);
    process.stderr.write(`agent-loop: internal error: ${message.split('\n')[0]}\n`);
    process.exitCode = 1;
  },
);
