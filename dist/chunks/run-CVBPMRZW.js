import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-CEJWVMEH.js";
import "./chunk-VQBIIKUL.js";
import "./chunk-QOBEFB67.js";
import "./chunk-CPXCZWRF.js";
import "./chunk-QKRCP4VP.js";
import "./chunk-ILT3NKZN.js";
import "./chunk-ZR3DUNF4.js";
import "./chunk-6O7I2OVT.js";
import "./chunk-R35H7F6O.js";
import "./chunk-TDG4JO2F.js";
import "./chunk-45JQB4LF.js";
import "./chunk-7Q23WMIR.js";
import "./chunk-4SJ35KU3.js";
import "./chunk-B3ZP3NLC.js";
import "./chunk-GEOWKLH4.js";
import "./chunk-ZGKZO2EW.js";
export {
  runCommand
};
