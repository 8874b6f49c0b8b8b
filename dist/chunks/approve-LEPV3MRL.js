import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  answerRefusedApproval,
  approvePolicy,
  describeDenial
} from "./chunk-V4XZEBQA.js";
import "./chunk-MROIUM6K.js";
import "./chunk-QOBEFB67.js";
import "./chunk-CPXCZWRF.js";
import "./chunk-QKRCP4VP.js";
import "./chunk-JU5OPFG6.js";
import "./chunk-ZR3DUNF4.js";
import "./chunk-TDG4JO2F.js";
import "./chunk-7Q23WMIR.js";
import "./chunk-ZGKZO2EW.js";
export {
  answerRefusedApproval,
  approvePolicy,
  describeDenial
};
