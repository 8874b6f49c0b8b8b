import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  require_ajv
} from "./chunk-4TWD653S.js";
import "./chunk-6XOF3AN7.js";
import "./chunk-423RMH62.js";
import {
  chunk_ZGKZO2EW$__toESM as __toESM,
} from "./group-action-cli-run-grep.js";

// cjs-with-names:node_modules/ajv/dist/ajv.js
var commonJs = __toESM(require_ajv());
var ajv_default = commonJs.default;
var Ajv2 = commonJs["Ajv"];
var KeywordCxt2 = commonJs["KeywordCxt"];
var _2 = commonJs["_"];
var str2 = commonJs["str"];
var stringify2 = commonJs["stringify"];
var nil2 = commonJs["nil"];
var Name2 = commonJs["Name"];
var CodeGen2 = commonJs["CodeGen"];
var ValidationError2 = commonJs["ValidationError"];
var MissingRefError2 = commonJs["MissingRefError"];
export {
  Ajv2 as Ajv,
  CodeGen2 as CodeGen,
  KeywordCxt2 as KeywordCxt,
  MissingRefError2 as MissingRefError,
  Name2 as Name,
  ValidationError2 as ValidationError,
  _2 as _,
  ajv_default as default,
  nil2 as nil,
  str2 as str,
  stringify2 as stringify
};
