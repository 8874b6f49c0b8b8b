import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-NONAJQVJ.js";
import "./chunk-2QQDH5RE.js";
import {
  chunk_3NO3W55U$DEFAULT_MODEL as DEFAULT_MODEL,
} from "./group-cli.js";
import "./group-cli-run.js";
import "./group-cli-run.js";
import {
  chunk_AOM7VAOA$UsageError as UsageError,
} from "./group-cli-run.js";
import "./group-action-cli.js";
import "./group-action-cli.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";
export {
  DEFAULT_MODEL,
  UsageError,
  parseCommandLine
};
