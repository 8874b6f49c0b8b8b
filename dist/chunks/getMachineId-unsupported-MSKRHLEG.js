import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  diag
} from "./chunk-ZYWU77U4.js";
import "./chunk-ZGKZO2EW.js";

// node_modules/@opentelemetry/resources/build/esm/detectors/platform/node/machine-id/getMachineId-unsupported.js
async function getMachineId() {
  diag.debug("could not read machine-id: unsupported platform");
  return void 0;
}
export {
  getMachineId
};
