import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-NSVWWHVR.js";
import "./chunk-2QQDH5RE.js";
import {
  DEFAULT_MODEL
} from "./chunk-4HZ2CC3I.js";
import "./chunk-WLA7DFNC.js";
import "./chunk-W2372WMG.js";
import {
  UsageError
} from "./chunk-X3VTXMV6.js";
import "./chunk-IBT3NMJH.js";
import "./chunk-JBL7MHT2.js";
import "./chunk-HUY6TF2S.js";
import "./chunk-43VZGAE7.js";
import "./chunk-C7BR24O7.js";
import "./chunk-ZGKZO2EW.js";
export {
  DEFAULT_MODEL,
  UsageError,
  parseCommandLine
};
