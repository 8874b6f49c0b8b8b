/**
 * `node --import ./test/support/load-trace.mjs …`: appends the URL of every ES module
 * the process loads to the file named by $AGENT_LOOP_LOAD_TRACE, one a line, so a test
 * can see which of dist/'s chunks a run loaded at all (test/cli/lazy-loading.test.ts).
 */
import { register } from 'node:module';

register('./load-trace-hooks.mjs', import.meta.url, {
  data: { file: process.env.AGENT_LOOP_LOAD_TRACE },
});
