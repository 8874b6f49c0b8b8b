import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-JOVQBPDW.js";
import "./chunk-KYRSJZOT.js";
import "./chunk-OSDDFSPD.js";
import "./chunk-XVUNW6PE.js";
import "./chunk-46W4ORNL.js";
import "./chunk-YBFWE4H5.js";
import "./chunk-NYKLPEBL.js";
import "./chunk-H5X6WBRQ.js";
import "./chunk-ZGKZO2EW.js";
export {
  runCommand
};
