#!/usr/bin/env node
/** The `agent-loop` command's entry point. */
import { main } from './main.js';

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
