import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-573U6SWZ.js";
import "./group-action-cli-run-grep.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
