import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-G4HJLJ4F.js";
import "./chunk-7QTRN4PC.js";
import "./chunk-FKFANETU.js";
import "./chunk-CPXCZWRF.js";
import "./chunk-WEJ5RQSX.js";
import "./chunk-ILT3NKZN.js";
import "./chunk-SK5EYSYT.js";
import "./chunk-TXGJJ3ZI.js";
import "./chunk-R35H7F6O.js";
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
