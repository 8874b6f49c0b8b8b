import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-F3N6RI7G.js";
import "./chunk-2QQDH5RE.js";
import {
  chunk_LVEFJFJL$DEFAULT_MODEL as DEFAULT_MODEL,
} from "./group-cli.js";
import "./group-cli-run.js";
import "./group-cli-run.js";
import {
  chunk_X3VTXMV6$UsageError as UsageError,
} from "./group-cli-run.js";
import "./group-action-cli.js";
import "./group-action-cli.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";
import "./group-action-cli-run-grep.js";
export {
  DEFAULT_MODEL,
  UsageError,
  parseCommandLine
};
