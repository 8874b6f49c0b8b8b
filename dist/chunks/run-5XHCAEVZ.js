import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-O43MBWAJ.js";
import "./chunk-ZUV2XU22.js";
import "./chunk-WEJ5RQSX.js";
import "./chunk-CPXCZWRF.js";
import "./chunk-DTKSEKHQ.js";
import "./chunk-44EHUWME.js";
import "./chunk-YEHDLLT3.js";
import "./chunk-7Q23WMIR.js";
import "./chunk-RYCGMXFC.js";
import "./chunk-V3Q55PY5.js";
import "./chunk-ZYWU77U4.js";
import "./chunk-ZGKZO2EW.js";
export {
  runCommand
};
