import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  answerRefusedApproval,
  approvePolicy,
  describeDenial
} from "./chunk-NIFZNRNE.js";
import "./chunk-MROIUM6K.js";
import "./chunk-FKFANETU.js";
import "./chunk-CPXCZWRF.js";
import "./chunk-WEJ5RQSX.js";
import "./chunk-JU5OPFG6.js";
import "./chunk-SK5EYSYT.js";
import "./chunk-TDG4JO2F.js";
import "./chunk-7Q23WMIR.js";
import "./chunk-ZGKZO2EW.js";
export {
  answerRefusedApproval,
  approvePolicy,
  describeDenial
};
