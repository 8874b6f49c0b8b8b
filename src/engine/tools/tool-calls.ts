/**
 * Every built-in tool's call, in one module: built-in.ts loads it with one dynamic
 * import, so the bundle makes one chunk of the calls (and one of what they share with
 * the definitions) instead of a handful of small chunks per tool, each a module node
 * must find, read and compile before the first request.
 */
export { bashCall } from './bash-run.js';
export { editCall } from './edit-run.js';
export { globCall } from './glob-run.js';
export { grepCall } from './grep-run.js';
export { notebookEditCall } from './notebook-edit-run.js';
export { readCall } from './read-run.js';
export { webFetchCall, webSearchCall } from './web-run.js';
export { writeCall } from './write-run.js';
