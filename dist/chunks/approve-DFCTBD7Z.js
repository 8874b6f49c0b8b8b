import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  answerRefusedApproval,
  approvePolicy,
  describeDenial
} from "./chunk-NSVWRXMR.js";
import "./chunk-6JLDPOZE.js";
import "./chunk-MROIUM6K.js";
import "./chunk-UG5H6MJB.js";
import "./chunk-Y6TKIG54.js";
import "./chunk-24OFX2V4.js";
import "./chunk-JU5OPFG6.js";
import "./chunk-SDAU74NA.js";
import "./chunk-W2THRM6A.js";
import "./chunk-RMUZ3BSU.js";
import "./chunk-TDG4JO2F.js";
import "./chunk-7Q23WMIR.js";
import "./chunk-O56UCDKK.js";
import "./chunk-ZGKZO2EW.js";
export {
  answerRefusedApproval,
  approvePolicy,
  describeDenial
};
