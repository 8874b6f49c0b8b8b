import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-7OUK3CDR.js";
import "./chunk-EQ2NKHHP.js";
import "./chunk-GME7TSUD.js";
import "./chunk-2D74YMX4.js";
import "./chunk-3PEKRS2J.js";
import "./chunk-WHTTZDTU.js";
import "./chunk-JZELFC4H.js";
import "./chunk-Q33JTPAV.js";
import "./chunk-VHNBMEZ7.js";
import "./chunk-W2372WMG.js";
import "./chunk-ONTMJ4TM.js";
import "./chunk-JBL7MHT2.js";
import "./chunk-43VZGAE7.js";
import "./chunk-R4AAJUJG.js";
import "./chunk-C7BR24O7.js";
import "./chunk-RYCGMXFC.js";
import "./chunk-V3Q55PY5.js";
import "./chunk-ZYWU77U4.js";
import "./chunk-ZGKZO2EW.js";
export {
  runCommand
};
