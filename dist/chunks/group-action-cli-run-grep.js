// dist/chunks/chunk-C7BR24O7.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/engine/text/error-message.ts
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

// dist/chunks/chunk-ZGKZO2EW.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";
var require3 = __agentLoopCreateRequire2(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require3 !== "undefined" ? require3 : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require3 !== "undefined" ? require3 : a)[b]
}) : x)(function(x) {
  if (typeof require3 !== "undefined") return require3.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
export {
  errorMessage as chunk_C7BR24O7$errorMessage,
  __commonJS as chunk_ZGKZO2EW$__commonJS,
  __esm as chunk_ZGKZO2EW$__esm,
  __export as chunk_ZGKZO2EW$__export,
  __require as chunk_ZGKZO2EW$__require,
  __toCommonJS as chunk_ZGKZO2EW$__toCommonJS,
  __toESM as chunk_ZGKZO2EW$__toESM
};
