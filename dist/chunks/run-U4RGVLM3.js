import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-X5VZASLZ.js";
import "./chunk-FZXOY3ZT.js";
import "./chunk-OSDDFSPD.js";
import "./chunk-D6YTQJF2.js";
import "./chunk-CPXCZWRF.js";
import "./chunk-5ZNEIM4P.js";
import "./chunk-C5SQAW3Q.js";
import "./chunk-NYKLPEBL.js";
import "./chunk-3XJZIBEC.js";
import "./chunk-ZYWU77U4.js";
import "./chunk-ZGKZO2EW.js";
export {
  runCommand
};
