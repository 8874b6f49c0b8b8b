import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-NSVWWHVR.js";
import "./chunk-2QQDH5RE.js";
import {
  DEFAULT_MODEL
} from "./chunk-4HZ2CC3I.js";
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
