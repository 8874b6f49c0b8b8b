import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-6GTW3HC4.js";
import "./chunk-VTP4CGQT.js";
import "./chunk-2ZSPBJ4K.js";
import "./chunk-XKE5JL6H.js";
import "./chunk-VSPOXHQ4.js";
import "./chunk-C2CQGBFV.js";
import "./chunk-QPIMBGU4.js";
import "./chunk-2OJSLSQY.js";
import "./chunk-RYCGMXFC.js";
import "./chunk-V3Q55PY5.js";
import "./chunk-ZYWU77U4.js";
import "./chunk-XEAKOXXX.js";
import "./chunk-LHDZOMEL.js";
import "./chunk-Z5ITPEWC.js";
import "./chunk-LKNMH6KH.js";
import "./chunk-3PEKRS2J.js";
import "./chunk-L3LYSBTF.js";
import "./chunk-AT4IJ4BX.js";
import "./chunk-JRD7LAFA.js";
import "./chunk-7DYY7W4J.js";
import "./chunk-TZYGHOXO.js";
import "./chunk-WLA7DFNC.js";
import "./chunk-W2372WMG.js";
import "./chunk-X3VTXMV6.js";
import "./chunk-HUY6TF2S.js";
import "./chunk-43VZGAE7.js";
import "./chunk-C7BR24O7.js";
import "./chunk-ZGKZO2EW.js";
export {
  runCommand
};
