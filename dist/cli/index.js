#!/usr/bin/env node
var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./src/cli/main.ts
/** Parses the command line and runs the engine. */
async function main(argv) {
    process.stderr.write(`agent-loop: not implemented yet (${argv.join(' ')})\n`);
    return 2;
}

;// CONCATENATED MODULE: ./src/cli/index.ts
/** The `agent-loop` command's entry point. */

void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
});

