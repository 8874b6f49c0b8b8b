import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  execFileAsync
} from "./chunk-CNBB3O6W.js";
import {
  chunk_ZYWU77U4$diag as diag,
} from "./group-run.js";
import "./group-action-cli-run-grep.js";

// node_modules/@opentelemetry/resources/build/esm/detectors/platform/node/machine-id/getMachineId-bsd.js
import { promises as fs } from "fs";
var EXEC_TIMEOUT_MS = 5e3;
async function getMachineId() {
  try {
    const result = await fs.readFile("/etc/hostid", { encoding: "utf8" });
    return result.trim();
  } catch (e) {
    diag.debug(`error reading machine id: ${e}`);
  }
  try {
    const result = await execFileAsync("/bin/kenv", ["-q", "smbios.system.uuid"], { timeout: EXEC_TIMEOUT_MS });
    return result.stdout.trim();
  } catch (e) {
    diag.debug(`error reading machine id: ${e}`);
  }
  return void 0;
}
export {
  getMachineId
};
