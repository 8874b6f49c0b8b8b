import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// node_modules/@opentelemetry/resources/build/esm/detectors/platform/node/machine-id/execAsync.js
import * as child_process from "child_process";
import * as util from "util";
var execAsync = util.promisify(child_process.exec);
var execFileAsync = util.promisify(child_process.execFile);

export {
  execAsync,
  execFileAsync
};
