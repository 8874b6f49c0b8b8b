import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-SBHW4OOG.js";
import "./chunk-SNBCJBEE.js";
import "./chunk-QKRCP4VP.js";
import "./chunk-CPXCZWRF.js";
import "./chunk-EVGGGDMJ.js";
import "./chunk-Z7J4HI7G.js";
import "./chunk-YEHDLLT3.js";
import "./chunk-7Q23WMIR.js";
import "./chunk-4SJ35KU3.js";
import "./chunk-B3ZP3NLC.js";
import "./chunk-GEOWKLH4.js";
import "./chunk-ZGKZO2EW.js";
export {
  runCommand
};
