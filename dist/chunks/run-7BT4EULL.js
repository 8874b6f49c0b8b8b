import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-J6HDBC3W.js";
import "./chunk-QNWIOSLU.js";
import "./chunk-Y6TKIG54.js";
import "./chunk-CKI27WJP.js";
import "./chunk-24OFX2V4.js";
import "./chunk-ES4L7GRB.js";
import "./chunk-EWH6V3OJ.js";
import "./chunk-W2THRM6A.js";
import "./chunk-FSJGSJU4.js";
import "./chunk-3FLIVFHU.js";
import "./chunk-DJUFE3RU.js";
import "./chunk-5B2YBBOW.js";
import "./chunk-TDG4JO2F.js";
import "./chunk-45JQB4LF.js";
import "./chunk-7Q23WMIR.js";
import "./chunk-RYCGMXFC.js";
import "./chunk-V3Q55PY5.js";
import "./chunk-ZYWU77U4.js";
import "./chunk-ZGKZO2EW.js";
export {
  runCommand
};
