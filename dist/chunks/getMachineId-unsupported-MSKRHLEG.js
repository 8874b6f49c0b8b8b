import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_ZYWU77U4$diag as diag,
} from "./group-run.js";
import "./group-action-cli-run-grep.js";

// node_modules/@opentelemetry/resources/build/esm/detectors/platform/node/machine-id/getMachineId-unsupported.js
async function getMachineId() {
  diag.debug("could not read machine-id: unsupported platform");
  return void 0;
}
export {
  getMachineId
};
