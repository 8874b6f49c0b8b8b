#!/usr/bin/env node
/** The `agent-loop` command's entry point. */
import { enableCompileCache } from './compile-cache.js';
import { main } from './main.js';
import { errorMessage } from '../engine/text/error-message.js';

// Before the run's modules load, so they are compiled from the cache (compile-cache.ts).
enableCompileCache(process.env);

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
