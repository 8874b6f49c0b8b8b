import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  buildQueryString,
  client_exports as client_exports2,
  dist_es_exports,
  httpAuthSchemes_exports,
  init_client as init_client2,
  init_dist_es,
  init_httpAuthSchemes,
  init_protocols,
  init_protocols2,
  init_retry,
  init_sso_oidc,
  protocols_exports,
  protocols_exports2,
  require_dist_cjs,
  require_dist_cjs10 as require_dist_cjs2,
  retry_exports,
  sso_oidc_exports
} from "./chunk-NVIBYTZS.js";
import {
  Beta
} from "./chunk-JWYR4DLE.js";
import {
  chunk_V3Q55PY5$APIConnectionError as APIConnectionError,
  chunk_V3Q55PY5$AnthropicError as AnthropicError,
  chunk_V3Q55PY5$BaseAnthropic as BaseAnthropic,
  chunk_V3Q55PY5$Messages as Messages,
  chunk_V3Q55PY5$VERSION as VERSION,
} from "./group-run.js";
import {
  event_streams_exports,
  init_event_streams
} from "./chunk-ZCHOOU5U.js";
import {
  checksum_exports,
  client_exports,
  config_exports,
  endpoints_exports,
  init_checksum,
  init_client,
  init_config,
  init_endpoints,
  init_schema,
  init_serde,
  schema_exports,
  serde_exports
} from "./chunk-EYHNN3V4.js";
import {
  chunk_ZYWU77U4$propagation as propagation,
} from "./group-run.js";
import {
  chunk_ZGKZO2EW$__commonJS as __commonJS,
  chunk_ZGKZO2EW$__esm as __esm,
  chunk_ZGKZO2EW$__export as __export,
  chunk_ZGKZO2EW$__require as __require,
  chunk_ZGKZO2EW$__toCommonJS as __toCommonJS,
  chunk_ZGKZO2EW$__toESM as __toESM,
} from "./group-action-cli-run-grep.js";

// node_modules/@aws-crypto/sha256-js/node_modules/tslib/tslib.es6.js
var tslib_es6_exports = {};
__export(tslib_es6_exports, {
  __assign: () => __assign,
  __asyncDelegator: () => __asyncDelegator,
  __asyncGenerator: () => __asyncGenerator,
  __asyncValues: () => __asyncValues,
  __await: () => __await,
  __awaiter: () => __awaiter,
  __classPrivateFieldGet: () => __classPrivateFieldGet,
  __classPrivateFieldSet: () => __classPrivateFieldSet,
  __createBinding: () => __createBinding,
  __decorate: () => __decorate,
  __exportStar: () => __exportStar,
  __extends: () => __extends,
  __generator: () => __generator,
  __importDefault: () => __importDefault,
  __importStar: () => __importStar,
  __makeTemplateObject: () => __makeTemplateObject,
  __metadata: () => __metadata,
  __param: () => __param,
  __read: () => __read,
  __rest: () => __rest,
  __spread: () => __spread,
  __spreadArrays: () => __spreadArrays,
  __values: () => __values
});
function __extends(d, b) {
  extendStatics(d, b);
  function __() {
    this.constructor = d;
  }
  d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
}
function __rest(s, e) {
  var t = {};
  for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p) && e.indexOf(p) < 0)
    t[p] = s[p];
  if (s != null && typeof Object.getOwnPropertySymbols === "function")
    for (var i = 0, p = Object.getOwnPropertySymbols(s); i < p.length; i++) {
      if (e.indexOf(p[i]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p[i]))
        t[p[i]] = s[p[i]];
    }
  return t;
}
function __decorate(decorators, target, key, desc) {
  var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
  if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
  else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
  return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function __param(paramIndex, decorator) {
  return function(target, key) {
    decorator(target, key, paramIndex);
  };
}
function __metadata(metadataKey, metadataValue) {
  if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(metadataKey, metadataValue);
}
function __awaiter(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
}
function __generator(thisArg, body) {
  var _ = { label: 0, sent: function() {
    if (t[0] & 1) throw t[1];
    return t[1];
  }, trys: [], ops: [] }, f, y, t, g;
  return g = { next: verb(0), "throw": verb(1), "return": verb(2) }, typeof Symbol === "function" && (g[Symbol.iterator] = function() {
    return this;
  }), g;
  function verb(n) {
    return function(v) {
      return step([n, v]);
    };
  }
  function step(op) {
    if (f) throw new TypeError("Generator is already executing.");
    while (_) try {
      if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
      if (y = 0, t) op = [op[0] & 2, t.value];
      switch (op[0]) {
        case 0:
        case 1:
          t = op;
          break;
        case 4:
          _.label++;
          return { value: op[1], done: false };
        case 5:
          _.label++;
          y = op[1];
          op = [0];
          continue;
        case 7:
          op = _.ops.pop();
          _.trys.pop();
          continue;
        default:
          if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) {
            _ = 0;
            continue;
          }
          if (op[0] === 3 && (!t || op[1] > t[0] && op[1] < t[3])) {
            _.label = op[1];
            break;
          }
          if (op[0] === 6 && _.label < t[1]) {
            _.label = t[1];
            t = op;
            break;
          }
          if (t && _.label < t[2]) {
            _.label = t[2];
            _.ops.push(op);
            break;
          }
          if (t[2]) _.ops.pop();
          _.trys.pop();
          continue;
      }
      op = body.call(thisArg, _);
    } catch (e) {
      op = [6, e];
      y = 0;
    } finally {
      f = t = 0;
    }
    if (op[0] & 5) throw op[1];
    return { value: op[0] ? op[1] : void 0, done: true };
  }
}
function __createBinding(o, m, k, k2) {
  if (k2 === void 0) k2 = k;
  o[k2] = m[k];
}
function __exportStar(m, exports) {
  for (var p in m) if (p !== "default" && !exports.hasOwnProperty(p)) exports[p] = m[p];
}
function __values(o) {
  var s = typeof Symbol === "function" && Symbol.iterator, m = s && o[s], i = 0;
  if (m) return m.call(o);
  if (o && typeof o.length === "number") return {
    next: function() {
      if (o && i >= o.length) o = void 0;
      return { value: o && o[i++], done: !o };
    }
  };
  throw new TypeError(s ? "Object is not iterable." : "Symbol.iterator is not defined.");
}
function __read(o, n) {
  var m = typeof Symbol === "function" && o[Symbol.iterator];
  if (!m) return o;
  var i = m.call(o), r, ar = [], e;
  try {
    while ((n === void 0 || n-- > 0) && !(r = i.next()).done) ar.push(r.value);
  } catch (error) {
    e = { error };
  } finally {
    try {
      if (r && !r.done && (m = i["return"])) m.call(i);
    } finally {
      if (e) throw e.error;
    }
  }
  return ar;
}
function __spread() {
  for (var ar = [], i = 0; i < arguments.length; i++)
    ar = ar.concat(__read(arguments[i]));
  return ar;
}
function __spreadArrays() {
  for (var s = 0, i = 0, il = arguments.length; i < il; i++) s += arguments[i].length;
  for (var r = Array(s), k = 0, i = 0; i < il; i++)
    for (var a = arguments[i], j = 0, jl = a.length; j < jl; j++, k++)
      r[k] = a[j];
  return r;
}
function __await(v) {
  return this instanceof __await ? (this.v = v, this) : new __await(v);
}
function __asyncGenerator(thisArg, _arguments, generator) {
  if (!Symbol.asyncIterator) throw new TypeError("Symbol.asyncIterator is not defined.");
  var g = generator.apply(thisArg, _arguments || []), i, q = [];
  return i = {}, verb("next"), verb("throw"), verb("return"), i[Symbol.asyncIterator] = function() {
    return this;
  }, i;
  function verb(n) {
    if (g[n]) i[n] = function(v) {
      return new Promise(function(a, b) {
        q.push([n, v, a, b]) > 1 || resume(n, v);
      });
    };
  }
  function resume(n, v) {
    try {
      step(g[n](v));
    } catch (e) {
      settle(q[0][3], e);
    }
  }
  function step(r) {
    r.value instanceof __await ? Promise.resolve(r.value.v).then(fulfill, reject) : settle(q[0][2], r);
  }
  function fulfill(value) {
    resume("next", value);
  }
  function reject(value) {
    resume("throw", value);
  }
  function settle(f, v) {
    if (f(v), q.shift(), q.length) resume(q[0][0], q[0][1]);
  }
}
function __asyncDelegator(o) {
  var i, p;
  return i = {}, verb("next"), verb("throw", function(e) {
    throw e;
  }), verb("return"), i[Symbol.iterator] = function() {
    return this;
  }, i;
  function verb(n, f) {
    i[n] = o[n] ? function(v) {
      return (p = !p) ? { value: __await(o[n](v)), done: n === "return" } : f ? f(v) : v;
    } : f;
  }
}
function __asyncValues(o) {
  if (!Symbol.asyncIterator) throw new TypeError("Symbol.asyncIterator is not defined.");
  var m = o[Symbol.asyncIterator], i;
  return m ? m.call(o) : (o = typeof __values === "function" ? __values(o) : o[Symbol.iterator](), i = {}, verb("next"), verb("throw"), verb("return"), i[Symbol.asyncIterator] = function() {
    return this;
  }, i);
  function verb(n) {
    i[n] = o[n] && function(v) {
      return new Promise(function(resolve, reject) {
        v = o[n](v), settle(resolve, reject, v.done, v.value);
      });
    };
  }
  function settle(resolve, reject, d, v) {
    Promise.resolve(v).then(function(v2) {
      resolve({ value: v2, done: d });
    }, reject);
  }
}
function __makeTemplateObject(cooked, raw) {
  if (Object.defineProperty) {
    Object.defineProperty(cooked, "raw", { value: raw });
  } else {
    cooked.raw = raw;
  }
  return cooked;
}
function __importStar(mod) {
  if (mod && mod.__esModule) return mod;
  var result = {};
  if (mod != null) {
    for (var k in mod) if (Object.hasOwnProperty.call(mod, k)) result[k] = mod[k];
  }
  result.default = mod;
  return result;
}
function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
}
function __classPrivateFieldGet(receiver, privateMap) {
  if (!privateMap.has(receiver)) {
    throw new TypeError("attempted to get private field on non-instance");
  }
  return privateMap.get(receiver);
}
function __classPrivateFieldSet(receiver, privateMap, value) {
  if (!privateMap.has(receiver)) {
    throw new TypeError("attempted to set private field on non-instance");
  }
  privateMap.set(receiver, value);
  return value;
}
var extendStatics, __assign;
var init_tslib_es6 = __esm({
  "node_modules/@aws-crypto/sha256-js/node_modules/tslib/tslib.es6.js"() {
    extendStatics = function(d, b) {
      extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
        d2.__proto__ = b2;
      } || function(d2, b2) {
        for (var p in b2) if (b2.hasOwnProperty(p)) d2[p] = b2[p];
      };
      return extendStatics(d, b);
    };
    __assign = function() {
      __assign = Object.assign || function __assign3(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
          s = arguments[i];
          for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p)) t[p] = s[p];
        }
        return t;
      };
      return __assign.apply(this, arguments);
    };
  }
});

// node_modules/@aws-crypto/sha256-js/build/constants.js
var require_constants = __commonJS({
  "node_modules/@aws-crypto/sha256-js/build/constants.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MAX_HASHABLE_LENGTH = exports.INIT = exports.KEY = exports.DIGEST_LENGTH = exports.BLOCK_SIZE = void 0;
    exports.BLOCK_SIZE = 64;
    exports.DIGEST_LENGTH = 32;
    exports.KEY = new Uint32Array([
      1116352408,
      1899447441,
      3049323471,
      3921009573,
      961987163,
      1508970993,
      2453635748,
      2870763221,
      3624381080,
      310598401,
      607225278,
      1426881987,
      1925078388,
      2162078206,
      2614888103,
      3248222580,
      3835390401,
      4022224774,
      264347078,
      604807628,
      770255983,
      1249150122,
      1555081692,
      1996064986,
      2554220882,
      2821834349,
      2952996808,
      3210313671,
      3336571891,
      3584528711,
      113926993,
      338241895,
      666307205,
      773529912,
      1294757372,
      1396182291,
      1695183700,
      1986661051,
      2177026350,
      2456956037,
      2730485921,
      2820302411,
      3259730800,
      3345764771,
      3516065817,
      3600352804,
      4094571909,
      275423344,
      430227734,
      506948616,
      659060556,
      883997877,
      958139571,
      1322822218,
      1537002063,
      1747873779,
      1955562222,
      2024104815,
      2227730452,
      2361852424,
      2428436474,
      2756734187,
      3204031479,
      3329325298
    ]);
    exports.INIT = [
      1779033703,
      3144134277,
      1013904242,
      2773480762,
      1359893119,
      2600822924,
      528734635,
      1541459225
    ];
    exports.MAX_HASHABLE_LENGTH = Math.pow(2, 53) - 1;
  }
});

// node_modules/@aws-crypto/sha256-js/build/RawSha256.js
var require_RawSha256 = __commonJS({
  "node_modules/@aws-crypto/sha256-js/build/RawSha256.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.RawSha256 = void 0;
    var constants_1 = require_constants();
    var RawSha256 = (
      /** @class */
      (function() {
        function RawSha2562() {
          this.state = Int32Array.from(constants_1.INIT);
          this.temp = new Int32Array(64);
          this.buffer = new Uint8Array(64);
          this.bufferLength = 0;
          this.bytesHashed = 0;
          this.finished = false;
        }
        RawSha2562.prototype.update = function(data) {
          if (this.finished) {
            throw new Error("Attempted to update an already finished hash.");
          }
          var position = 0;
          var byteLength = data.byteLength;
          this.bytesHashed += byteLength;
          if (this.bytesHashed * 8 > constants_1.MAX_HASHABLE_LENGTH) {
            throw new Error("Cannot hash more than 2^53 - 1 bits");
          }
          while (byteLength > 0) {
            this.buffer[this.bufferLength++] = data[position++];
            byteLength--;
            if (this.bufferLength === constants_1.BLOCK_SIZE) {
              this.hashBuffer();
              this.bufferLength = 0;
            }
          }
        };
        RawSha2562.prototype.digest = function() {
          if (!this.finished) {
            var bitsHashed = this.bytesHashed * 8;
            var bufferView = new DataView(this.buffer.buffer, this.buffer.byteOffset, this.buffer.byteLength);
            var undecoratedLength = this.bufferLength;
            bufferView.setUint8(this.bufferLength++, 128);
            if (undecoratedLength % constants_1.BLOCK_SIZE >= constants_1.BLOCK_SIZE - 8) {
              for (var i = this.bufferLength; i < constants_1.BLOCK_SIZE; i++) {
                bufferView.setUint8(i, 0);
              }
              this.hashBuffer();
              this.bufferLength = 0;
            }
            for (var i = this.bufferLength; i < constants_1.BLOCK_SIZE - 8; i++) {
              bufferView.setUint8(i, 0);
            }
            bufferView.setUint32(constants_1.BLOCK_SIZE - 8, Math.floor(bitsHashed / 4294967296), true);
            bufferView.setUint32(constants_1.BLOCK_SIZE - 4, bitsHashed);
            this.hashBuffer();
            this.finished = true;
          }
          var out = new Uint8Array(constants_1.DIGEST_LENGTH);
          for (var i = 0; i < 8; i++) {
            out[i * 4] = this.state[i] >>> 24 & 255;
            out[i * 4 + 1] = this.state[i] >>> 16 & 255;
            out[i * 4 + 2] = this.state[i] >>> 8 & 255;
            out[i * 4 + 3] = this.state[i] >>> 0 & 255;
          }
          return out;
        };
        RawSha2562.prototype.hashBuffer = function() {
          var _a = this, buffer = _a.buffer, state = _a.state;
          var state0 = state[0], state1 = state[1], state2 = state[2], state3 = state[3], state4 = state[4], state5 = state[5], state6 = state[6], state7 = state[7];
          for (var i = 0; i < constants_1.BLOCK_SIZE; i++) {
            if (i < 16) {
              this.temp[i] = (buffer[i * 4] & 255) << 24 | (buffer[i * 4 + 1] & 255) << 16 | (buffer[i * 4 + 2] & 255) << 8 | buffer[i * 4 + 3] & 255;
            } else {
              var u = this.temp[i - 2];
              var t1_1 = (u >>> 17 | u << 15) ^ (u >>> 19 | u << 13) ^ u >>> 10;
              u = this.temp[i - 15];
              var t2_1 = (u >>> 7 | u << 25) ^ (u >>> 18 | u << 14) ^ u >>> 3;
              this.temp[i] = (t1_1 + this.temp[i - 7] | 0) + (t2_1 + this.temp[i - 16] | 0);
            }
            var t1 = (((state4 >>> 6 | state4 << 26) ^ (state4 >>> 11 | state4 << 21) ^ (state4 >>> 25 | state4 << 7)) + (state4 & state5 ^ ~state4 & state6) | 0) + (state7 + (constants_1.KEY[i] + this.temp[i] | 0) | 0) | 0;
            var t2 = ((state0 >>> 2 | state0 << 30) ^ (state0 >>> 13 | state0 << 19) ^ (state0 >>> 22 | state0 << 10)) + (state0 & state1 ^ state0 & state2 ^ state1 & state2) | 0;
            state7 = state6;
            state6 = state5;
            state5 = state4;
            state4 = state3 + t1 | 0;
            state3 = state2;
            state2 = state1;
            state1 = state0;
            state0 = t1 + t2 | 0;
          }
          state[0] += state0;
          state[1] += state1;
          state[2] += state2;
          state[3] += state3;
          state[4] += state4;
          state[5] += state5;
          state[6] += state6;
          state[7] += state7;
        };
        return RawSha2562;
      })()
    );
    exports.RawSha256 = RawSha256;
  }
});

// node_modules/@aws-sdk/util-utf8-browser/dist-cjs/pureJs.js
var require_pureJs = __commonJS({
  "node_modules/@aws-sdk/util-utf8-browser/dist-cjs/pureJs.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.toUtf8 = exports.fromUtf8 = void 0;
    var fromUtf82 = (input) => {
      const bytes = [];
      for (let i = 0, len = input.length; i < len; i++) {
        const value = input.charCodeAt(i);
        if (value < 128) {
          bytes.push(value);
        } else if (value < 2048) {
          bytes.push(value >> 6 | 192, value & 63 | 128);
        } else if (i + 1 < input.length && (value & 64512) === 55296 && (input.charCodeAt(i + 1) & 64512) === 56320) {
          const surrogatePair = 65536 + ((value & 1023) << 10) + (input.charCodeAt(++i) & 1023);
          bytes.push(surrogatePair >> 18 | 240, surrogatePair >> 12 & 63 | 128, surrogatePair >> 6 & 63 | 128, surrogatePair & 63 | 128);
        } else {
          bytes.push(value >> 12 | 224, value >> 6 & 63 | 128, value & 63 | 128);
        }
      }
      return Uint8Array.from(bytes);
    };
    exports.fromUtf8 = fromUtf82;
    var toUtf82 = (input) => {
      let decoded = "";
      for (let i = 0, len = input.length; i < len; i++) {
        const byte = input[i];
        if (byte < 128) {
          decoded += String.fromCharCode(byte);
        } else if (192 <= byte && byte < 224) {
          const nextByte = input[++i];
          decoded += String.fromCharCode((byte & 31) << 6 | nextByte & 63);
        } else if (240 <= byte && byte < 365) {
          const surrogatePair = [byte, input[++i], input[++i], input[++i]];
          const encoded = "%" + surrogatePair.map((byteValue) => byteValue.toString(16)).join("%");
          decoded += decodeURIComponent(encoded);
        } else {
          decoded += String.fromCharCode((byte & 15) << 12 | (input[++i] & 63) << 6 | input[++i] & 63);
        }
      }
      return decoded;
    };
    exports.toUtf8 = toUtf82;
  }
});

// node_modules/@aws-sdk/util-utf8-browser/dist-cjs/whatwgEncodingApi.js
var require_whatwgEncodingApi = __commonJS({
  "node_modules/@aws-sdk/util-utf8-browser/dist-cjs/whatwgEncodingApi.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.toUtf8 = exports.fromUtf8 = void 0;
    function fromUtf82(input) {
      return new TextEncoder().encode(input);
    }
    exports.fromUtf8 = fromUtf82;
    function toUtf82(input) {
      return new TextDecoder("utf-8").decode(input);
    }
    exports.toUtf8 = toUtf82;
  }
});

// node_modules/@aws-sdk/util-utf8-browser/dist-cjs/index.js
var require_dist_cjs3 = __commonJS({
  "node_modules/@aws-sdk/util-utf8-browser/dist-cjs/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.toUtf8 = exports.fromUtf8 = void 0;
    var pureJs_1 = require_pureJs();
    var whatwgEncodingApi_1 = require_whatwgEncodingApi();
    var fromUtf82 = (input) => typeof TextEncoder === "function" ? (0, whatwgEncodingApi_1.fromUtf8)(input) : (0, pureJs_1.fromUtf8)(input);
    exports.fromUtf8 = fromUtf82;
    var toUtf82 = (input) => typeof TextDecoder === "function" ? (0, whatwgEncodingApi_1.toUtf8)(input) : (0, pureJs_1.toUtf8)(input);
    exports.toUtf8 = toUtf82;
  }
});

// node_modules/@aws-crypto/util/build/convertToBuffer.js
var require_convertToBuffer = __commonJS({
  "node_modules/@aws-crypto/util/build/convertToBuffer.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.convertToBuffer = void 0;
    var util_utf8_browser_1 = require_dist_cjs3();
    var fromUtf82 = typeof Buffer !== "undefined" && Buffer.from ? function(input) {
      return Buffer.from(input, "utf8");
    } : util_utf8_browser_1.fromUtf8;
    function convertToBuffer(data) {
      if (data instanceof Uint8Array)
        return data;
      if (typeof data === "string") {
        return fromUtf82(data);
      }
      if (ArrayBuffer.isView(data)) {
        return new Uint8Array(data.buffer, data.byteOffset, data.byteLength / Uint8Array.BYTES_PER_ELEMENT);
      }
      return new Uint8Array(data);
    }
    exports.convertToBuffer = convertToBuffer;
  }
});

// node_modules/@aws-crypto/util/build/isEmptyData.js
var require_isEmptyData = __commonJS({
  "node_modules/@aws-crypto/util/build/isEmptyData.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.isEmptyData = void 0;
    function isEmptyData(data) {
      if (typeof data === "string") {
        return data.length === 0;
      }
      return data.byteLength === 0;
    }
    exports.isEmptyData = isEmptyData;
  }
});

// node_modules/@aws-crypto/util/build/numToUint8.js
var require_numToUint8 = __commonJS({
  "node_modules/@aws-crypto/util/build/numToUint8.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.numToUint8 = void 0;
    function numToUint8(num) {
      return new Uint8Array([
        (num & 4278190080) >> 24,
        (num & 16711680) >> 16,
        (num & 65280) >> 8,
        num & 255
      ]);
    }
    exports.numToUint8 = numToUint8;
  }
});

// node_modules/@aws-crypto/util/build/uint32ArrayFrom.js
var require_uint32ArrayFrom = __commonJS({
  "node_modules/@aws-crypto/util/build/uint32ArrayFrom.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.uint32ArrayFrom = void 0;
    function uint32ArrayFrom(a_lookUpTable) {
      if (!Uint32Array.from) {
        var return_array = new Uint32Array(a_lookUpTable.length);
        var a_index = 0;
        while (a_index < a_lookUpTable.length) {
          return_array[a_index] = a_lookUpTable[a_index];
          a_index += 1;
        }
        return return_array;
      }
      return Uint32Array.from(a_lookUpTable);
    }
    exports.uint32ArrayFrom = uint32ArrayFrom;
  }
});

// node_modules/@aws-crypto/util/build/index.js
var require_build = __commonJS({
  "node_modules/@aws-crypto/util/build/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.uint32ArrayFrom = exports.numToUint8 = exports.isEmptyData = exports.convertToBuffer = void 0;
    var convertToBuffer_1 = require_convertToBuffer();
    Object.defineProperty(exports, "convertToBuffer", { enumerable: true, get: function() {
      return convertToBuffer_1.convertToBuffer;
    } });
    var isEmptyData_1 = require_isEmptyData();
    Object.defineProperty(exports, "isEmptyData", { enumerable: true, get: function() {
      return isEmptyData_1.isEmptyData;
    } });
    var numToUint8_1 = require_numToUint8();
    Object.defineProperty(exports, "numToUint8", { enumerable: true, get: function() {
      return numToUint8_1.numToUint8;
    } });
    var uint32ArrayFrom_1 = require_uint32ArrayFrom();
    Object.defineProperty(exports, "uint32ArrayFrom", { enumerable: true, get: function() {
      return uint32ArrayFrom_1.uint32ArrayFrom;
    } });
  }
});

// node_modules/@aws-crypto/sha256-js/build/jsSha256.js
var require_jsSha256 = __commonJS({
  "node_modules/@aws-crypto/sha256-js/build/jsSha256.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Sha256 = void 0;
    var tslib_1 = (init_tslib_es6(), __toCommonJS(tslib_es6_exports));
    var constants_1 = require_constants();
    var RawSha256_1 = require_RawSha256();
    var util_1 = require_build();
    var Sha2563 = (
      /** @class */
      (function() {
        function Sha2564(secret) {
          this.secret = secret;
          this.hash = new RawSha256_1.RawSha256();
          this.reset();
        }
        Sha2564.prototype.update = function(toHash) {
          if ((0, util_1.isEmptyData)(toHash) || this.error) {
            return;
          }
          try {
            this.hash.update((0, util_1.convertToBuffer)(toHash));
          } catch (e) {
            this.error = e;
          }
        };
        Sha2564.prototype.digestSync = function() {
          if (this.error) {
            throw this.error;
          }
          if (this.outer) {
            if (!this.outer.finished) {
              this.outer.update(this.hash.digest());
            }
            return this.outer.digest();
          }
          return this.hash.digest();
        };
        Sha2564.prototype.digest = function() {
          return tslib_1.__awaiter(this, void 0, void 0, function() {
            return tslib_1.__generator(this, function(_a) {
              return [2, this.digestSync()];
            });
          });
        };
        Sha2564.prototype.reset = function() {
          this.hash = new RawSha256_1.RawSha256();
          if (this.secret) {
            this.outer = new RawSha256_1.RawSha256();
            var inner = bufferFromSecret(this.secret);
            var outer = new Uint8Array(constants_1.BLOCK_SIZE);
            outer.set(inner);
            for (var i = 0; i < constants_1.BLOCK_SIZE; i++) {
              inner[i] ^= 54;
              outer[i] ^= 92;
            }
            this.hash.update(inner);
            this.outer.update(outer);
            for (var i = 0; i < inner.byteLength; i++) {
              inner[i] = 0;
            }
          }
        };
        return Sha2564;
      })()
    );
    exports.Sha256 = Sha2563;
    function bufferFromSecret(secret) {
      var input = (0, util_1.convertToBuffer)(secret);
      if (input.byteLength > constants_1.BLOCK_SIZE) {
        var bufferHash = new RawSha256_1.RawSha256();
        bufferHash.update(input);
        input = bufferHash.digest();
      }
      var buffer = new Uint8Array(constants_1.BLOCK_SIZE);
      buffer.set(input);
      return buffer;
    }
  }
});

// node_modules/@aws-crypto/sha256-js/build/index.js
var require_build2 = __commonJS({
  "node_modules/@aws-crypto/sha256-js/build/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var tslib_1 = (init_tslib_es6(), __toCommonJS(tslib_es6_exports));
    tslib_1.__exportStar(require_jsSha256(), exports);
  }
});

// node_modules/@smithy/fetch-http-handler/dist-cjs/index.js
var require_dist_cjs4 = __commonJS({
  "node_modules/@smithy/fetch-http-handler/dist-cjs/index.js"(exports) {
    var { buildQueryString: buildQueryString2, HttpResponse } = (init_protocols(), __toCommonJS(protocols_exports));
    var { streamCollector: streamCollector2 } = (init_serde(), __toCommonJS(serde_exports));
    exports.streamCollector = streamCollector2;
    function createRequest(url, requestOptions) {
      return new Request(url, requestOptions);
    }
    function requestTimeout(timeoutInMs = 0) {
      let timeoutId;
      const promise = new Promise((resolve, reject) => {
        if (timeoutInMs) {
          timeoutId = setTimeout(() => {
            const timeoutError = new Error(`Request did not complete within ${timeoutInMs} ms`);
            timeoutError.name = "TimeoutError";
            reject(timeoutError);
          }, timeoutInMs);
        }
      });
      return { promise, cancel: () => clearTimeout(timeoutId) };
    }
    var keepAliveSupport = {
      supported: void 0
    };
    var FetchHttpHandler3 = class _FetchHttpHandler {
      config;
      configProvider;
      static create(instanceOrOptions) {
        if (typeof instanceOrOptions?.handle === "function") {
          return instanceOrOptions;
        }
        return new _FetchHttpHandler(instanceOrOptions);
      }
      constructor(options) {
        if (typeof options === "function") {
          this.configProvider = options().then((opts) => opts || {});
        } else {
          this.config = options ?? {};
          this.configProvider = Promise.resolve(this.config);
        }
        if (keepAliveSupport.supported === void 0) {
          keepAliveSupport.supported = Boolean(typeof Request !== "undefined" && "keepalive" in createRequest("https://[::1]"));
        }
      }
      destroy() {
      }
      async handle(request, { abortSignal, requestTimeout: requestTimeout$1 } = {}) {
        if (!this.config) {
          this.config = await this.configProvider;
        }
        const requestTimeoutInMs = requestTimeout$1 ?? this.config.requestTimeout;
        const keepAlive = this.config.keepAlive === true;
        const credentials = this.config.credentials;
        const fetchFn = this.config.customFetch ?? fetch;
        if (abortSignal?.aborted) {
          const abortError = buildAbortError(abortSignal);
          return Promise.reject(abortError);
        }
        let path2 = request.path;
        const queryString = buildQueryString2(request.query || {});
        if (queryString) {
          path2 += `?${queryString}`;
        }
        if (request.fragment) {
          path2 += `#${request.fragment}`;
        }
        let auth = "";
        if (request.username != null || request.password != null) {
          const username = request.username ?? "";
          const password = request.password ?? "";
          auth = `${username}:${password}@`;
        }
        const { port, method } = request;
        const url = `${request.protocol}//${auth}${request.hostname}${port ? `:${port}` : ""}${path2}`;
        const body = method === "GET" || method === "HEAD" ? void 0 : request.body;
        const requestOptions = {
          body,
          headers: new Headers(request.headers),
          method,
          credentials
        };
        if (this.config?.cache) {
          requestOptions.cache = this.config.cache;
        }
        if (body) {
          requestOptions.duplex = "half";
        }
        if (typeof AbortController !== "undefined") {
          requestOptions.signal = abortSignal;
        }
        if (keepAliveSupport.supported) {
          requestOptions.keepalive = keepAlive;
        }
        if (typeof this.config.requestInit === "function") {
          Object.assign(requestOptions, this.config.requestInit(request));
        }
        let removeSignalEventListener = () => {
        };
        const timeout = requestTimeout(requestTimeoutInMs);
        const fetchRequest = createRequest(url, requestOptions);
        const raceOfPromises = [
          fetchFn(fetchRequest).then((response) => {
            const fetchHeaders = response.headers;
            const transformedHeaders = {};
            for (const pair of fetchHeaders.entries()) {
              transformedHeaders[pair[0]] = pair[1];
            }
            const hasReadableStream = response.body != void 0;
            if (!hasReadableStream) {
              return response.blob().then((body2) => ({
                response: new HttpResponse({
                  headers: transformedHeaders,
                  reason: response.statusText,
                  statusCode: response.status,
                  body: body2
                })
              }));
            }
            return {
              response: new HttpResponse({
                headers: transformedHeaders,
                reason: response.statusText,
                statusCode: response.status,
                body: response.body
              })
            };
          }),
          timeout.promise
        ];
        if (abortSignal) {
          raceOfPromises.push(new Promise((resolve, reject) => {
            const onAbort = () => {
              const abortError = buildAbortError(abortSignal);
              reject(abortError);
            };
            if (typeof abortSignal.addEventListener === "function") {
              const signal = abortSignal;
              signal.addEventListener("abort", onAbort, { once: true });
              removeSignalEventListener = () => signal.removeEventListener("abort", onAbort);
            } else {
              abortSignal.onabort = onAbort;
            }
          }));
        }
        return Promise.race(raceOfPromises).finally(() => {
          timeout.cancel();
          removeSignalEventListener();
        });
      }
      updateHttpClientConfig(key, value) {
        this.config = void 0;
        this.configProvider = this.configProvider.then((config) => {
          config[key] = value;
          return config;
        });
      }
      httpHandlerConfigs() {
        return this.config ?? {};
      }
    };
    function buildAbortError(abortSignal) {
      const reason = abortSignal && typeof abortSignal === "object" && "reason" in abortSignal ? abortSignal.reason : void 0;
      if (reason) {
        if (reason instanceof Error) {
          const abortError3 = new Error("Request aborted");
          abortError3.name = "AbortError";
          abortError3.cause = reason;
          return abortError3;
        }
        const abortError2 = new Error(String(reason));
        abortError2.name = "AbortError";
        return abortError2;
      }
      const abortError = new Error("Request aborted");
      abortError.name = "AbortError";
      return abortError;
    }
    exports.FetchHttpHandler = FetchHttpHandler3;
    exports.keepAliveSupport = keepAliveSupport;
  }
});

// node_modules/@smithy/types/dist-cjs/index.js
var require_dist_cjs5 = __commonJS({
  "node_modules/@smithy/types/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      AlgorithmId: () => AlgorithmId,
      EndpointURLScheme: () => EndpointURLScheme,
      FieldPosition: () => FieldPosition,
      HttpApiKeyAuthLocation: () => HttpApiKeyAuthLocation,
      HttpAuthLocation: () => HttpAuthLocation,
      IniSectionType: () => IniSectionType,
      RequestHandlerProtocol: () => RequestHandlerProtocol,
      SMITHY_CONTEXT_KEY: () => SMITHY_CONTEXT_KEY,
      getDefaultClientConfiguration: () => getDefaultClientConfiguration,
      resolveDefaultRuntimeConfig: () => resolveDefaultRuntimeConfig
    });
    module.exports = __toCommonJS2(src_exports);
    var HttpAuthLocation = /* @__PURE__ */ ((HttpAuthLocation2) => {
      HttpAuthLocation2["HEADER"] = "header";
      HttpAuthLocation2["QUERY"] = "query";
      return HttpAuthLocation2;
    })(HttpAuthLocation || {});
    var HttpApiKeyAuthLocation = /* @__PURE__ */ ((HttpApiKeyAuthLocation2) => {
      HttpApiKeyAuthLocation2["HEADER"] = "header";
      HttpApiKeyAuthLocation2["QUERY"] = "query";
      return HttpApiKeyAuthLocation2;
    })(HttpApiKeyAuthLocation || {});
    var EndpointURLScheme = /* @__PURE__ */ ((EndpointURLScheme2) => {
      EndpointURLScheme2["HTTP"] = "http";
      EndpointURLScheme2["HTTPS"] = "https";
      return EndpointURLScheme2;
    })(EndpointURLScheme || {});
    var AlgorithmId = /* @__PURE__ */ ((AlgorithmId2) => {
      AlgorithmId2["MD5"] = "md5";
      AlgorithmId2["CRC32"] = "crc32";
      AlgorithmId2["CRC32C"] = "crc32c";
      AlgorithmId2["SHA1"] = "sha1";
      AlgorithmId2["SHA256"] = "sha256";
      return AlgorithmId2;
    })(AlgorithmId || {});
    var getChecksumConfiguration = /* @__PURE__ */ __name((runtimeConfig) => {
      const checksumAlgorithms = [];
      if (runtimeConfig.sha256 !== void 0) {
        checksumAlgorithms.push({
          algorithmId: () => "sha256",
          checksumConstructor: () => runtimeConfig.sha256
        });
      }
      if (runtimeConfig.md5 != void 0) {
        checksumAlgorithms.push({
          algorithmId: () => "md5",
          checksumConstructor: () => runtimeConfig.md5
        });
      }
      return {
        _checksumAlgorithms: checksumAlgorithms,
        addChecksumAlgorithm(algo) {
          this._checksumAlgorithms.push(algo);
        },
        checksumAlgorithms() {
          return this._checksumAlgorithms;
        }
      };
    }, "getChecksumConfiguration");
    var resolveChecksumRuntimeConfig = /* @__PURE__ */ __name((clientConfig) => {
      const runtimeConfig = {};
      clientConfig.checksumAlgorithms().forEach((checksumAlgorithm) => {
        runtimeConfig[checksumAlgorithm.algorithmId()] = checksumAlgorithm.checksumConstructor();
      });
      return runtimeConfig;
    }, "resolveChecksumRuntimeConfig");
    var getDefaultClientConfiguration = /* @__PURE__ */ __name((runtimeConfig) => {
      return {
        ...getChecksumConfiguration(runtimeConfig)
      };
    }, "getDefaultClientConfiguration");
    var resolveDefaultRuntimeConfig = /* @__PURE__ */ __name((config) => {
      return {
        ...resolveChecksumRuntimeConfig(config)
      };
    }, "resolveDefaultRuntimeConfig");
    var FieldPosition = /* @__PURE__ */ ((FieldPosition2) => {
      FieldPosition2[FieldPosition2["HEADER"] = 0] = "HEADER";
      FieldPosition2[FieldPosition2["TRAILER"] = 1] = "TRAILER";
      return FieldPosition2;
    })(FieldPosition || {});
    var SMITHY_CONTEXT_KEY = "__smithy_context";
    var IniSectionType = /* @__PURE__ */ ((IniSectionType2) => {
      IniSectionType2["PROFILE"] = "profile";
      IniSectionType2["SSO_SESSION"] = "sso-session";
      IniSectionType2["SERVICES"] = "services";
      return IniSectionType2;
    })(IniSectionType || {});
    var RequestHandlerProtocol = /* @__PURE__ */ ((RequestHandlerProtocol2) => {
      RequestHandlerProtocol2["HTTP_0_9"] = "http/0.9";
      RequestHandlerProtocol2["HTTP_1_0"] = "http/1.0";
      RequestHandlerProtocol2["TDS_8_0"] = "tds/8.0";
      return RequestHandlerProtocol2;
    })(RequestHandlerProtocol || {});
  }
});

// node_modules/@smithy/protocol-http/dist-cjs/index.js
var require_dist_cjs6 = __commonJS({
  "node_modules/@smithy/protocol-http/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      Field: () => Field,
      Fields: () => Fields,
      HttpRequest: () => HttpRequest3,
      HttpResponse: () => HttpResponse,
      getHttpHandlerExtensionConfiguration: () => getHttpHandlerExtensionConfiguration,
      isValidHostname: () => isValidHostname,
      resolveHttpHandlerRuntimeConfig: () => resolveHttpHandlerRuntimeConfig
    });
    module.exports = __toCommonJS2(src_exports);
    var getHttpHandlerExtensionConfiguration = /* @__PURE__ */ __name((runtimeConfig) => {
      let httpHandler = runtimeConfig.httpHandler;
      return {
        setHttpHandler(handler) {
          httpHandler = handler;
        },
        httpHandler() {
          return httpHandler;
        },
        updateHttpClientConfig(key, value) {
          httpHandler.updateHttpClientConfig(key, value);
        },
        httpHandlerConfigs() {
          return httpHandler.httpHandlerConfigs();
        }
      };
    }, "getHttpHandlerExtensionConfiguration");
    var resolveHttpHandlerRuntimeConfig = /* @__PURE__ */ __name((httpHandlerExtensionConfiguration) => {
      return {
        httpHandler: httpHandlerExtensionConfiguration.httpHandler()
      };
    }, "resolveHttpHandlerRuntimeConfig");
    var import_types = require_dist_cjs5();
    var _Field = class _Field {
      constructor({ name, kind = import_types.FieldPosition.HEADER, values = [] }) {
        this.name = name;
        this.kind = kind;
        this.values = values;
      }
      /**
       * Appends a value to the field.
       *
       * @param value The value to append.
       */
      add(value) {
        this.values.push(value);
      }
      /**
       * Overwrite existing field values.
       *
       * @param values The new field values.
       */
      set(values) {
        this.values = values;
      }
      /**
       * Remove all matching entries from list.
       *
       * @param value Value to remove.
       */
      remove(value) {
        this.values = this.values.filter((v) => v !== value);
      }
      /**
       * Get comma-delimited string.
       *
       * @returns String representation of {@link Field}.
       */
      toString() {
        return this.values.map((v) => v.includes(",") || v.includes(" ") ? `"${v}"` : v).join(", ");
      }
      /**
       * Get string values as a list
       *
       * @returns Values in {@link Field} as a list.
       */
      get() {
        return this.values;
      }
    };
    __name(_Field, "Field");
    var Field = _Field;
    var _Fields = class _Fields {
      constructor({ fields = [], encoding = "utf-8" }) {
        this.entries = {};
        fields.forEach(this.setField.bind(this));
        this.encoding = encoding;
      }
      /**
       * Set entry for a {@link Field} name. The `name`
       * attribute will be used to key the collection.
       *
       * @param field The {@link Field} to set.
       */
      setField(field) {
        this.entries[field.name.toLowerCase()] = field;
      }
      /**
       *  Retrieve {@link Field} entry by name.
       *
       * @param name The name of the {@link Field} entry
       *  to retrieve
       * @returns The {@link Field} if it exists.
       */
      getField(name) {
        return this.entries[name.toLowerCase()];
      }
      /**
       * Delete entry from collection.
       *
       * @param name Name of the entry to delete.
       */
      removeField(name) {
        delete this.entries[name.toLowerCase()];
      }
      /**
       * Helper function for retrieving specific types of fields.
       * Used to grab all headers or all trailers.
       *
       * @param kind {@link FieldPosition} of entries to retrieve.
       * @returns The {@link Field} entries with the specified
       *  {@link FieldPosition}.
       */
      getByType(kind) {
        return Object.values(this.entries).filter((field) => field.kind === kind);
      }
    };
    __name(_Fields, "Fields");
    var Fields = _Fields;
    var _HttpRequest = class _HttpRequest2 {
      constructor(options) {
        this.method = options.method || "GET";
        this.hostname = options.hostname || "localhost";
        this.port = options.port;
        this.query = options.query || {};
        this.headers = options.headers || {};
        this.body = options.body;
        this.protocol = options.protocol ? options.protocol.slice(-1) !== ":" ? `${options.protocol}:` : options.protocol : "https:";
        this.path = options.path ? options.path.charAt(0) !== "/" ? `/${options.path}` : options.path : "/";
        this.username = options.username;
        this.password = options.password;
        this.fragment = options.fragment;
      }
      static isInstance(request) {
        if (!request)
          return false;
        const req = request;
        return "method" in req && "protocol" in req && "hostname" in req && "path" in req && typeof req["query"] === "object" && typeof req["headers"] === "object";
      }
      clone() {
        const cloned = new _HttpRequest2({
          ...this,
          headers: { ...this.headers }
        });
        if (cloned.query)
          cloned.query = cloneQuery(cloned.query);
        return cloned;
      }
    };
    __name(_HttpRequest, "HttpRequest");
    var HttpRequest3 = _HttpRequest;
    function cloneQuery(query) {
      return Object.keys(query).reduce((carry, paramName) => {
        const param = query[paramName];
        return {
          ...carry,
          [paramName]: Array.isArray(param) ? [...param] : param
        };
      }, {});
    }
    __name(cloneQuery, "cloneQuery");
    var _HttpResponse = class _HttpResponse {
      constructor(options) {
        this.statusCode = options.statusCode;
        this.reason = options.reason;
        this.headers = options.headers || {};
        this.body = options.body;
      }
      static isInstance(response) {
        if (!response)
          return false;
        const resp = response;
        return typeof resp.statusCode === "number" && typeof resp.headers === "object";
      }
    };
    __name(_HttpResponse, "HttpResponse");
    var HttpResponse = _HttpResponse;
    function isValidHostname(hostname) {
      const hostPattern = /^[a-z0-9][a-z0-9\.\-]*[a-z0-9]$/;
      return hostPattern.test(hostname);
    }
    __name(isValidHostname, "isValidHostname");
  }
});

// node_modules/@smithy/util-middleware/node_modules/@smithy/types/dist-cjs/index.js
var require_dist_cjs7 = __commonJS({
  "node_modules/@smithy/util-middleware/node_modules/@smithy/types/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      AlgorithmId: () => AlgorithmId,
      EndpointURLScheme: () => EndpointURLScheme,
      FieldPosition: () => FieldPosition,
      HttpApiKeyAuthLocation: () => HttpApiKeyAuthLocation,
      HttpAuthLocation: () => HttpAuthLocation,
      IniSectionType: () => IniSectionType,
      RequestHandlerProtocol: () => RequestHandlerProtocol,
      SMITHY_CONTEXT_KEY: () => SMITHY_CONTEXT_KEY,
      getDefaultClientConfiguration: () => getDefaultClientConfiguration,
      resolveDefaultRuntimeConfig: () => resolveDefaultRuntimeConfig
    });
    module.exports = __toCommonJS2(src_exports);
    var HttpAuthLocation = /* @__PURE__ */ ((HttpAuthLocation2) => {
      HttpAuthLocation2["HEADER"] = "header";
      HttpAuthLocation2["QUERY"] = "query";
      return HttpAuthLocation2;
    })(HttpAuthLocation || {});
    var HttpApiKeyAuthLocation = /* @__PURE__ */ ((HttpApiKeyAuthLocation2) => {
      HttpApiKeyAuthLocation2["HEADER"] = "header";
      HttpApiKeyAuthLocation2["QUERY"] = "query";
      return HttpApiKeyAuthLocation2;
    })(HttpApiKeyAuthLocation || {});
    var EndpointURLScheme = /* @__PURE__ */ ((EndpointURLScheme2) => {
      EndpointURLScheme2["HTTP"] = "http";
      EndpointURLScheme2["HTTPS"] = "https";
      return EndpointURLScheme2;
    })(EndpointURLScheme || {});
    var AlgorithmId = /* @__PURE__ */ ((AlgorithmId2) => {
      AlgorithmId2["MD5"] = "md5";
      AlgorithmId2["CRC32"] = "crc32";
      AlgorithmId2["CRC32C"] = "crc32c";
      AlgorithmId2["SHA1"] = "sha1";
      AlgorithmId2["SHA256"] = "sha256";
      return AlgorithmId2;
    })(AlgorithmId || {});
    var getChecksumConfiguration = /* @__PURE__ */ __name((runtimeConfig) => {
      const checksumAlgorithms = [];
      if (runtimeConfig.sha256 !== void 0) {
        checksumAlgorithms.push({
          algorithmId: () => "sha256",
          checksumConstructor: () => runtimeConfig.sha256
        });
      }
      if (runtimeConfig.md5 != void 0) {
        checksumAlgorithms.push({
          algorithmId: () => "md5",
          checksumConstructor: () => runtimeConfig.md5
        });
      }
      return {
        _checksumAlgorithms: checksumAlgorithms,
        addChecksumAlgorithm(algo) {
          this._checksumAlgorithms.push(algo);
        },
        checksumAlgorithms() {
          return this._checksumAlgorithms;
        }
      };
    }, "getChecksumConfiguration");
    var resolveChecksumRuntimeConfig = /* @__PURE__ */ __name((clientConfig) => {
      const runtimeConfig = {};
      clientConfig.checksumAlgorithms().forEach((checksumAlgorithm) => {
        runtimeConfig[checksumAlgorithm.algorithmId()] = checksumAlgorithm.checksumConstructor();
      });
      return runtimeConfig;
    }, "resolveChecksumRuntimeConfig");
    var getDefaultClientConfiguration = /* @__PURE__ */ __name((runtimeConfig) => {
      return {
        ...getChecksumConfiguration(runtimeConfig)
      };
    }, "getDefaultClientConfiguration");
    var resolveDefaultRuntimeConfig = /* @__PURE__ */ __name((config) => {
      return {
        ...resolveChecksumRuntimeConfig(config)
      };
    }, "resolveDefaultRuntimeConfig");
    var FieldPosition = /* @__PURE__ */ ((FieldPosition2) => {
      FieldPosition2[FieldPosition2["HEADER"] = 0] = "HEADER";
      FieldPosition2[FieldPosition2["TRAILER"] = 1] = "TRAILER";
      return FieldPosition2;
    })(FieldPosition || {});
    var SMITHY_CONTEXT_KEY = "__smithy_context";
    var IniSectionType = /* @__PURE__ */ ((IniSectionType2) => {
      IniSectionType2["PROFILE"] = "profile";
      IniSectionType2["SSO_SESSION"] = "sso-session";
      IniSectionType2["SERVICES"] = "services";
      return IniSectionType2;
    })(IniSectionType || {});
    var RequestHandlerProtocol = /* @__PURE__ */ ((RequestHandlerProtocol2) => {
      RequestHandlerProtocol2["HTTP_0_9"] = "http/0.9";
      RequestHandlerProtocol2["HTTP_1_0"] = "http/1.0";
      RequestHandlerProtocol2["TDS_8_0"] = "tds/8.0";
      return RequestHandlerProtocol2;
    })(RequestHandlerProtocol || {});
  }
});

// node_modules/@smithy/util-middleware/dist-cjs/index.js
var require_dist_cjs8 = __commonJS({
  "node_modules/@smithy/util-middleware/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      getSmithyContext: () => getSmithyContext,
      normalizeProvider: () => normalizeProvider
    });
    module.exports = __toCommonJS2(src_exports);
    var import_types = require_dist_cjs7();
    var getSmithyContext = /* @__PURE__ */ __name((context) => context[import_types.SMITHY_CONTEXT_KEY] || (context[import_types.SMITHY_CONTEXT_KEY] = {}), "getSmithyContext");
    var normalizeProvider = /* @__PURE__ */ __name((input) => {
      if (typeof input === "function")
        return input;
      const promisified = Promise.resolve(input);
      return () => promisified;
    }, "normalizeProvider");
  }
});

// node_modules/@smithy/is-array-buffer/dist-cjs/index.js
var require_dist_cjs9 = __commonJS({
  "node_modules/@smithy/is-array-buffer/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      isArrayBuffer: () => isArrayBuffer
    });
    module.exports = __toCommonJS2(src_exports);
    var isArrayBuffer = /* @__PURE__ */ __name((arg) => typeof ArrayBuffer === "function" && arg instanceof ArrayBuffer || Object.prototype.toString.call(arg) === "[object ArrayBuffer]", "isArrayBuffer");
  }
});

// node_modules/@smithy/util-utf8/node_modules/@smithy/util-buffer-from/dist-cjs/index.js
var require_dist_cjs10 = __commonJS({
  "node_modules/@smithy/util-utf8/node_modules/@smithy/util-buffer-from/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      fromArrayBuffer: () => fromArrayBuffer,
      fromString: () => fromString
    });
    module.exports = __toCommonJS2(src_exports);
    var import_is_array_buffer = require_dist_cjs9();
    var import_buffer = __require("buffer");
    var fromArrayBuffer = /* @__PURE__ */ __name((input, offset = 0, length = input.byteLength - offset) => {
      if (!(0, import_is_array_buffer.isArrayBuffer)(input)) {
        throw new TypeError(`The "input" argument must be ArrayBuffer. Received type ${typeof input} (${input})`);
      }
      return import_buffer.Buffer.from(input, offset, length);
    }, "fromArrayBuffer");
    var fromString = /* @__PURE__ */ __name((input, encoding) => {
      if (typeof input !== "string") {
        throw new TypeError(`The "input" argument must be of type string. Received type ${typeof input} (${input})`);
      }
      return encoding ? import_buffer.Buffer.from(input, encoding) : import_buffer.Buffer.from(input);
    }, "fromString");
  }
});

// node_modules/@smithy/util-utf8/dist-cjs/index.js
var require_dist_cjs11 = __commonJS({
  "node_modules/@smithy/util-utf8/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      fromUtf8: () => fromUtf82,
      toUint8Array: () => toUint8Array,
      toUtf8: () => toUtf82
    });
    module.exports = __toCommonJS2(src_exports);
    var import_util_buffer_from = require_dist_cjs10();
    var fromUtf82 = /* @__PURE__ */ __name((input) => {
      const buf = (0, import_util_buffer_from.fromString)(input, "utf8");
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength / Uint8Array.BYTES_PER_ELEMENT);
    }, "fromUtf8");
    var toUint8Array = /* @__PURE__ */ __name((data) => {
      if (typeof data === "string") {
        return fromUtf82(data);
      }
      if (ArrayBuffer.isView(data)) {
        return new Uint8Array(data.buffer, data.byteOffset, data.byteLength / Uint8Array.BYTES_PER_ELEMENT);
      }
      return new Uint8Array(data);
    }, "toUint8Array");
    var toUtf82 = /* @__PURE__ */ __name((input) => {
      if (typeof input === "string") {
        return input;
      }
      if (typeof input !== "object" || typeof input.byteOffset !== "number" || typeof input.byteLength !== "number") {
        throw new Error("@smithy/util-utf8: toUtf8 encoder function only accepts string | Uint8Array.");
      }
      return (0, import_util_buffer_from.fromArrayBuffer)(input.buffer, input.byteOffset, input.byteLength).toString("utf8");
    }, "toUtf8");
  }
});

// node_modules/@smithy/signature-v4/node_modules/@smithy/util-hex-encoding/dist-cjs/index.js
var require_dist_cjs12 = __commonJS({
  "node_modules/@smithy/signature-v4/node_modules/@smithy/util-hex-encoding/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      fromHex: () => fromHex,
      toHex: () => toHex
    });
    module.exports = __toCommonJS2(src_exports);
    var SHORT_TO_HEX = {};
    var HEX_TO_SHORT = {};
    for (let i = 0; i < 256; i++) {
      let encodedByte = i.toString(16).toLowerCase();
      if (encodedByte.length === 1) {
        encodedByte = `0${encodedByte}`;
      }
      SHORT_TO_HEX[i] = encodedByte;
      HEX_TO_SHORT[encodedByte] = i;
    }
    function fromHex(encoded) {
      if (encoded.length % 2 !== 0) {
        throw new Error("Hex encoded strings must have an even number length");
      }
      const out = new Uint8Array(encoded.length / 2);
      for (let i = 0; i < encoded.length; i += 2) {
        const encodedByte = encoded.slice(i, i + 2).toLowerCase();
        if (encodedByte in HEX_TO_SHORT) {
          out[i / 2] = HEX_TO_SHORT[encodedByte];
        } else {
          throw new Error(`Cannot decode unrecognized sequence ${encodedByte} as hexadecimal`);
        }
      }
      return out;
    }
    __name(fromHex, "fromHex");
    function toHex(bytes) {
      let out = "";
      for (let i = 0; i < bytes.byteLength; i++) {
        out += SHORT_TO_HEX[bytes[i]];
      }
      return out;
    }
    __name(toHex, "toHex");
  }
});

// node_modules/@smithy/util-uri-escape/dist-cjs/index.js
var require_dist_cjs13 = __commonJS({
  "node_modules/@smithy/util-uri-escape/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      escapeUri: () => escapeUri,
      escapeUriPath: () => escapeUriPath
    });
    module.exports = __toCommonJS2(src_exports);
    var escapeUri = /* @__PURE__ */ __name((uri) => (
      // AWS percent-encodes some extra non-standard characters in a URI
      encodeURIComponent(uri).replace(/[!'()*]/g, hexEncode)
    ), "escapeUri");
    var hexEncode = /* @__PURE__ */ __name((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`, "hexEncode");
    var escapeUriPath = /* @__PURE__ */ __name((uri) => uri.split("/").map(escapeUri).join("/"), "escapeUriPath");
  }
});

// node_modules/@smithy/signature-v4/dist-cjs/index.js
var require_dist_cjs14 = __commonJS({
  "node_modules/@smithy/signature-v4/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      SignatureV4: () => SignatureV43,
      clearCredentialCache: () => clearCredentialCache,
      createScope: () => createScope,
      getCanonicalHeaders: () => getCanonicalHeaders,
      getCanonicalQuery: () => getCanonicalQuery,
      getPayloadHash: () => getPayloadHash,
      getSigningKey: () => getSigningKey,
      moveHeadersToQuery: () => moveHeadersToQuery,
      prepareRequest: () => prepareRequest
    });
    module.exports = __toCommonJS2(src_exports);
    var import_util_middleware = require_dist_cjs8();
    var import_util_utf84 = require_dist_cjs11();
    var ALGORITHM_QUERY_PARAM = "X-Amz-Algorithm";
    var CREDENTIAL_QUERY_PARAM = "X-Amz-Credential";
    var AMZ_DATE_QUERY_PARAM = "X-Amz-Date";
    var SIGNED_HEADERS_QUERY_PARAM = "X-Amz-SignedHeaders";
    var EXPIRES_QUERY_PARAM = "X-Amz-Expires";
    var SIGNATURE_QUERY_PARAM = "X-Amz-Signature";
    var TOKEN_QUERY_PARAM = "X-Amz-Security-Token";
    var AUTH_HEADER = "authorization";
    var AMZ_DATE_HEADER = AMZ_DATE_QUERY_PARAM.toLowerCase();
    var DATE_HEADER = "date";
    var GENERATED_HEADERS = [AUTH_HEADER, AMZ_DATE_HEADER, DATE_HEADER];
    var SIGNATURE_HEADER = SIGNATURE_QUERY_PARAM.toLowerCase();
    var SHA256_HEADER = "x-amz-content-sha256";
    var TOKEN_HEADER = TOKEN_QUERY_PARAM.toLowerCase();
    var ALWAYS_UNSIGNABLE_HEADERS = {
      authorization: true,
      "cache-control": true,
      connection: true,
      expect: true,
      from: true,
      "keep-alive": true,
      "max-forwards": true,
      pragma: true,
      referer: true,
      te: true,
      trailer: true,
      "transfer-encoding": true,
      upgrade: true,
      "user-agent": true,
      "x-amzn-trace-id": true
    };
    var PROXY_HEADER_PATTERN = /^proxy-/;
    var SEC_HEADER_PATTERN = /^sec-/;
    var ALGORITHM_IDENTIFIER = "AWS4-HMAC-SHA256";
    var EVENT_ALGORITHM_IDENTIFIER = "AWS4-HMAC-SHA256-PAYLOAD";
    var UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";
    var MAX_CACHE_SIZE = 50;
    var KEY_TYPE_IDENTIFIER = "aws4_request";
    var MAX_PRESIGNED_TTL = 60 * 60 * 24 * 7;
    var import_util_hex_encoding = require_dist_cjs12();
    var import_util_utf8 = require_dist_cjs11();
    var signingKeyCache = {};
    var cacheQueue = [];
    var createScope = /* @__PURE__ */ __name((shortDate, region, service) => `${shortDate}/${region}/${service}/${KEY_TYPE_IDENTIFIER}`, "createScope");
    var getSigningKey = /* @__PURE__ */ __name(async (sha256Constructor, credentials, shortDate, region, service) => {
      const credsHash = await hmac(sha256Constructor, credentials.secretAccessKey, credentials.accessKeyId);
      const cacheKey = `${shortDate}:${region}:${service}:${(0, import_util_hex_encoding.toHex)(credsHash)}:${credentials.sessionToken}`;
      if (cacheKey in signingKeyCache) {
        return signingKeyCache[cacheKey];
      }
      cacheQueue.push(cacheKey);
      while (cacheQueue.length > MAX_CACHE_SIZE) {
        delete signingKeyCache[cacheQueue.shift()];
      }
      let key = `AWS4${credentials.secretAccessKey}`;
      for (const signable of [shortDate, region, service, KEY_TYPE_IDENTIFIER]) {
        key = await hmac(sha256Constructor, key, signable);
      }
      return signingKeyCache[cacheKey] = key;
    }, "getSigningKey");
    var clearCredentialCache = /* @__PURE__ */ __name(() => {
      cacheQueue.length = 0;
      Object.keys(signingKeyCache).forEach((cacheKey) => {
        delete signingKeyCache[cacheKey];
      });
    }, "clearCredentialCache");
    var hmac = /* @__PURE__ */ __name((ctor, secret, data) => {
      const hash = new ctor(secret);
      hash.update((0, import_util_utf8.toUint8Array)(data));
      return hash.digest();
    }, "hmac");
    var getCanonicalHeaders = /* @__PURE__ */ __name(({ headers }, unsignableHeaders, signableHeaders) => {
      const canonical = {};
      for (const headerName of Object.keys(headers).sort()) {
        if (headers[headerName] == void 0) {
          continue;
        }
        const canonicalHeaderName = headerName.toLowerCase();
        if (canonicalHeaderName in ALWAYS_UNSIGNABLE_HEADERS || (unsignableHeaders == null ? void 0 : unsignableHeaders.has(canonicalHeaderName)) || PROXY_HEADER_PATTERN.test(canonicalHeaderName) || SEC_HEADER_PATTERN.test(canonicalHeaderName)) {
          if (!signableHeaders || signableHeaders && !signableHeaders.has(canonicalHeaderName)) {
            continue;
          }
        }
        canonical[canonicalHeaderName] = headers[headerName].trim().replace(/\s+/g, " ");
      }
      return canonical;
    }, "getCanonicalHeaders");
    var import_util_uri_escape = require_dist_cjs13();
    var getCanonicalQuery = /* @__PURE__ */ __name(({ query = {} }) => {
      const keys = [];
      const serialized = {};
      for (const key of Object.keys(query).sort()) {
        if (key.toLowerCase() === SIGNATURE_HEADER) {
          continue;
        }
        keys.push(key);
        const value = query[key];
        if (typeof value === "string") {
          serialized[key] = `${(0, import_util_uri_escape.escapeUri)(key)}=${(0, import_util_uri_escape.escapeUri)(value)}`;
        } else if (Array.isArray(value)) {
          serialized[key] = value.slice(0).reduce(
            (encoded, value2) => encoded.concat([`${(0, import_util_uri_escape.escapeUri)(key)}=${(0, import_util_uri_escape.escapeUri)(value2)}`]),
            []
          ).sort().join("&");
        }
      }
      return keys.map((key) => serialized[key]).filter((serialized2) => serialized2).join("&");
    }, "getCanonicalQuery");
    var import_is_array_buffer = require_dist_cjs9();
    var import_util_utf82 = require_dist_cjs11();
    var getPayloadHash = /* @__PURE__ */ __name(async ({ headers, body }, hashConstructor) => {
      for (const headerName of Object.keys(headers)) {
        if (headerName.toLowerCase() === SHA256_HEADER) {
          return headers[headerName];
        }
      }
      if (body == void 0) {
        return "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
      } else if (typeof body === "string" || ArrayBuffer.isView(body) || (0, import_is_array_buffer.isArrayBuffer)(body)) {
        const hashCtor = new hashConstructor();
        hashCtor.update((0, import_util_utf82.toUint8Array)(body));
        return (0, import_util_hex_encoding.toHex)(await hashCtor.digest());
      }
      return UNSIGNED_PAYLOAD;
    }, "getPayloadHash");
    var import_util_utf83 = require_dist_cjs11();
    var _HeaderFormatter = class _HeaderFormatter {
      format(headers) {
        const chunks = [];
        for (const headerName of Object.keys(headers)) {
          const bytes = (0, import_util_utf83.fromUtf8)(headerName);
          chunks.push(Uint8Array.from([bytes.byteLength]), bytes, this.formatHeaderValue(headers[headerName]));
        }
        const out = new Uint8Array(chunks.reduce((carry, bytes) => carry + bytes.byteLength, 0));
        let position = 0;
        for (const chunk of chunks) {
          out.set(chunk, position);
          position += chunk.byteLength;
        }
        return out;
      }
      formatHeaderValue(header) {
        switch (header.type) {
          case "boolean":
            return Uint8Array.from([
              header.value ? 0 : 1
              /* boolFalse */
            ]);
          case "byte":
            return Uint8Array.from([2, header.value]);
          case "short":
            const shortView = new DataView(new ArrayBuffer(3));
            shortView.setUint8(
              0,
              3
              /* short */
            );
            shortView.setInt16(1, header.value, false);
            return new Uint8Array(shortView.buffer);
          case "integer":
            const intView = new DataView(new ArrayBuffer(5));
            intView.setUint8(
              0,
              4
              /* integer */
            );
            intView.setInt32(1, header.value, false);
            return new Uint8Array(intView.buffer);
          case "long":
            const longBytes = new Uint8Array(9);
            longBytes[0] = 5;
            longBytes.set(header.value.bytes, 1);
            return longBytes;
          case "binary":
            const binView = new DataView(new ArrayBuffer(3 + header.value.byteLength));
            binView.setUint8(
              0,
              6
              /* byteArray */
            );
            binView.setUint16(1, header.value.byteLength, false);
            const binBytes = new Uint8Array(binView.buffer);
            binBytes.set(header.value, 3);
            return binBytes;
          case "string":
            const utf8Bytes = (0, import_util_utf83.fromUtf8)(header.value);
            const strView = new DataView(new ArrayBuffer(3 + utf8Bytes.byteLength));
            strView.setUint8(
              0,
              7
              /* string */
            );
            strView.setUint16(1, utf8Bytes.byteLength, false);
            const strBytes = new Uint8Array(strView.buffer);
            strBytes.set(utf8Bytes, 3);
            return strBytes;
          case "timestamp":
            const tsBytes = new Uint8Array(9);
            tsBytes[0] = 8;
            tsBytes.set(Int64.fromNumber(header.value.valueOf()).bytes, 1);
            return tsBytes;
          case "uuid":
            if (!UUID_PATTERN.test(header.value)) {
              throw new Error(`Invalid UUID received: ${header.value}`);
            }
            const uuidBytes = new Uint8Array(17);
            uuidBytes[0] = 9;
            uuidBytes.set((0, import_util_hex_encoding.fromHex)(header.value.replace(/\-/g, "")), 1);
            return uuidBytes;
        }
      }
    };
    __name(_HeaderFormatter, "HeaderFormatter");
    var HeaderFormatter = _HeaderFormatter;
    var UUID_PATTERN = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;
    var _Int64 = class _Int642 {
      constructor(bytes) {
        this.bytes = bytes;
        if (bytes.byteLength !== 8) {
          throw new Error("Int64 buffers must be exactly 8 bytes");
        }
      }
      static fromNumber(number) {
        if (number > 9223372036854776e3 || number < -9223372036854776e3) {
          throw new Error(`${number} is too large (or, if negative, too small) to represent as an Int64`);
        }
        const bytes = new Uint8Array(8);
        for (let i = 7, remaining = Math.abs(Math.round(number)); i > -1 && remaining > 0; i--, remaining /= 256) {
          bytes[i] = remaining;
        }
        if (number < 0) {
          negate(bytes);
        }
        return new _Int642(bytes);
      }
      /**
       * Called implicitly by infix arithmetic operators.
       */
      valueOf() {
        const bytes = this.bytes.slice(0);
        const negative = bytes[0] & 128;
        if (negative) {
          negate(bytes);
        }
        return parseInt((0, import_util_hex_encoding.toHex)(bytes), 16) * (negative ? -1 : 1);
      }
      toString() {
        return String(this.valueOf());
      }
    };
    __name(_Int64, "Int64");
    var Int64 = _Int64;
    function negate(bytes) {
      for (let i = 0; i < 8; i++) {
        bytes[i] ^= 255;
      }
      for (let i = 7; i > -1; i--) {
        bytes[i]++;
        if (bytes[i] !== 0)
          break;
      }
    }
    __name(negate, "negate");
    var hasHeader = /* @__PURE__ */ __name((soughtHeader, headers) => {
      soughtHeader = soughtHeader.toLowerCase();
      for (const headerName of Object.keys(headers)) {
        if (soughtHeader === headerName.toLowerCase()) {
          return true;
        }
      }
      return false;
    }, "hasHeader");
    var cloneRequest = /* @__PURE__ */ __name(({ headers, query, ...rest }) => ({
      ...rest,
      headers: { ...headers },
      query: query ? cloneQuery(query) : void 0
    }), "cloneRequest");
    var cloneQuery = /* @__PURE__ */ __name((query) => Object.keys(query).reduce((carry, paramName) => {
      const param = query[paramName];
      return {
        ...carry,
        [paramName]: Array.isArray(param) ? [...param] : param
      };
    }, {}), "cloneQuery");
    var moveHeadersToQuery = /* @__PURE__ */ __name((request, options = {}) => {
      var _a;
      const { headers, query = {} } = typeof request.clone === "function" ? request.clone() : cloneRequest(request);
      for (const name of Object.keys(headers)) {
        const lname = name.toLowerCase();
        if (lname.slice(0, 6) === "x-amz-" && !((_a = options.unhoistableHeaders) == null ? void 0 : _a.has(lname))) {
          query[name] = headers[name];
          delete headers[name];
        }
      }
      return {
        ...request,
        headers,
        query
      };
    }, "moveHeadersToQuery");
    var prepareRequest = /* @__PURE__ */ __name((request) => {
      request = typeof request.clone === "function" ? request.clone() : cloneRequest(request);
      for (const headerName of Object.keys(request.headers)) {
        if (GENERATED_HEADERS.indexOf(headerName.toLowerCase()) > -1) {
          delete request.headers[headerName];
        }
      }
      return request;
    }, "prepareRequest");
    var iso8601 = /* @__PURE__ */ __name((time) => toDate(time).toISOString().replace(/\.\d{3}Z$/, "Z"), "iso8601");
    var toDate = /* @__PURE__ */ __name((time) => {
      if (typeof time === "number") {
        return new Date(time * 1e3);
      }
      if (typeof time === "string") {
        if (Number(time)) {
          return new Date(Number(time) * 1e3);
        }
        return new Date(time);
      }
      return time;
    }, "toDate");
    var _SignatureV4 = class _SignatureV4 {
      constructor({
        applyChecksum,
        credentials,
        region,
        service,
        sha256,
        uriEscapePath = true
      }) {
        this.headerFormatter = new HeaderFormatter();
        this.service = service;
        this.sha256 = sha256;
        this.uriEscapePath = uriEscapePath;
        this.applyChecksum = typeof applyChecksum === "boolean" ? applyChecksum : true;
        this.regionProvider = (0, import_util_middleware.normalizeProvider)(region);
        this.credentialProvider = (0, import_util_middleware.normalizeProvider)(credentials);
      }
      async presign(originalRequest, options = {}) {
        const {
          signingDate = /* @__PURE__ */ new Date(),
          expiresIn = 3600,
          unsignableHeaders,
          unhoistableHeaders,
          signableHeaders,
          signingRegion,
          signingService
        } = options;
        const credentials = await this.credentialProvider();
        this.validateResolvedCredentials(credentials);
        const region = signingRegion ?? await this.regionProvider();
        const { longDate, shortDate } = formatDate(signingDate);
        if (expiresIn > MAX_PRESIGNED_TTL) {
          return Promise.reject(
            "Signature version 4 presigned URLs must have an expiration date less than one week in the future"
          );
        }
        const scope = createScope(shortDate, region, signingService ?? this.service);
        const request = moveHeadersToQuery(prepareRequest(originalRequest), { unhoistableHeaders });
        if (credentials.sessionToken) {
          request.query[TOKEN_QUERY_PARAM] = credentials.sessionToken;
        }
        request.query[ALGORITHM_QUERY_PARAM] = ALGORITHM_IDENTIFIER;
        request.query[CREDENTIAL_QUERY_PARAM] = `${credentials.accessKeyId}/${scope}`;
        request.query[AMZ_DATE_QUERY_PARAM] = longDate;
        request.query[EXPIRES_QUERY_PARAM] = expiresIn.toString(10);
        const canonicalHeaders = getCanonicalHeaders(request, unsignableHeaders, signableHeaders);
        request.query[SIGNED_HEADERS_QUERY_PARAM] = getCanonicalHeaderList(canonicalHeaders);
        request.query[SIGNATURE_QUERY_PARAM] = await this.getSignature(
          longDate,
          scope,
          this.getSigningKey(credentials, region, shortDate, signingService),
          this.createCanonicalRequest(request, canonicalHeaders, await getPayloadHash(originalRequest, this.sha256))
        );
        return request;
      }
      async sign(toSign, options) {
        if (typeof toSign === "string") {
          return this.signString(toSign, options);
        } else if (toSign.headers && toSign.payload) {
          return this.signEvent(toSign, options);
        } else if (toSign.message) {
          return this.signMessage(toSign, options);
        } else {
          return this.signRequest(toSign, options);
        }
      }
      async signEvent({ headers, payload }, { signingDate = /* @__PURE__ */ new Date(), priorSignature, signingRegion, signingService }) {
        const region = signingRegion ?? await this.regionProvider();
        const { shortDate, longDate } = formatDate(signingDate);
        const scope = createScope(shortDate, region, signingService ?? this.service);
        const hashedPayload = await getPayloadHash({ headers: {}, body: payload }, this.sha256);
        const hash = new this.sha256();
        hash.update(headers);
        const hashedHeaders = (0, import_util_hex_encoding.toHex)(await hash.digest());
        const stringToSign = [
          EVENT_ALGORITHM_IDENTIFIER,
          longDate,
          scope,
          priorSignature,
          hashedHeaders,
          hashedPayload
        ].join("\n");
        return this.signString(stringToSign, { signingDate, signingRegion: region, signingService });
      }
      async signMessage(signableMessage, { signingDate = /* @__PURE__ */ new Date(), signingRegion, signingService }) {
        const promise = this.signEvent(
          {
            headers: this.headerFormatter.format(signableMessage.message.headers),
            payload: signableMessage.message.body
          },
          {
            signingDate,
            signingRegion,
            signingService,
            priorSignature: signableMessage.priorSignature
          }
        );
        return promise.then((signature) => {
          return { message: signableMessage.message, signature };
        });
      }
      async signString(stringToSign, { signingDate = /* @__PURE__ */ new Date(), signingRegion, signingService } = {}) {
        const credentials = await this.credentialProvider();
        this.validateResolvedCredentials(credentials);
        const region = signingRegion ?? await this.regionProvider();
        const { shortDate } = formatDate(signingDate);
        const hash = new this.sha256(await this.getSigningKey(credentials, region, shortDate, signingService));
        hash.update((0, import_util_utf84.toUint8Array)(stringToSign));
        return (0, import_util_hex_encoding.toHex)(await hash.digest());
      }
      async signRequest(requestToSign, {
        signingDate = /* @__PURE__ */ new Date(),
        signableHeaders,
        unsignableHeaders,
        signingRegion,
        signingService
      } = {}) {
        const credentials = await this.credentialProvider();
        this.validateResolvedCredentials(credentials);
        const region = signingRegion ?? await this.regionProvider();
        const request = prepareRequest(requestToSign);
        const { longDate, shortDate } = formatDate(signingDate);
        const scope = createScope(shortDate, region, signingService ?? this.service);
        request.headers[AMZ_DATE_HEADER] = longDate;
        if (credentials.sessionToken) {
          request.headers[TOKEN_HEADER] = credentials.sessionToken;
        }
        const payloadHash = await getPayloadHash(request, this.sha256);
        if (!hasHeader(SHA256_HEADER, request.headers) && this.applyChecksum) {
          request.headers[SHA256_HEADER] = payloadHash;
        }
        const canonicalHeaders = getCanonicalHeaders(request, unsignableHeaders, signableHeaders);
        const signature = await this.getSignature(
          longDate,
          scope,
          this.getSigningKey(credentials, region, shortDate, signingService),
          this.createCanonicalRequest(request, canonicalHeaders, payloadHash)
        );
        request.headers[AUTH_HEADER] = `${ALGORITHM_IDENTIFIER} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${getCanonicalHeaderList(canonicalHeaders)}, Signature=${signature}`;
        return request;
      }
      createCanonicalRequest(request, canonicalHeaders, payloadHash) {
        const sortedHeaders = Object.keys(canonicalHeaders).sort();
        return `${request.method}
${this.getCanonicalPath(request)}
${getCanonicalQuery(request)}
${sortedHeaders.map((name) => `${name}:${canonicalHeaders[name]}`).join("\n")}

${sortedHeaders.join(";")}
${payloadHash}`;
      }
      async createStringToSign(longDate, credentialScope, canonicalRequest) {
        const hash = new this.sha256();
        hash.update((0, import_util_utf84.toUint8Array)(canonicalRequest));
        const hashedRequest = await hash.digest();
        return `${ALGORITHM_IDENTIFIER}
${longDate}
${credentialScope}
${(0, import_util_hex_encoding.toHex)(hashedRequest)}`;
      }
      getCanonicalPath({ path: path2 }) {
        if (this.uriEscapePath) {
          const normalizedPathSegments = [];
          for (const pathSegment of path2.split("/")) {
            if ((pathSegment == null ? void 0 : pathSegment.length) === 0)
              continue;
            if (pathSegment === ".")
              continue;
            if (pathSegment === "..") {
              normalizedPathSegments.pop();
            } else {
              normalizedPathSegments.push(pathSegment);
            }
          }
          const normalizedPath = `${(path2 == null ? void 0 : path2.startsWith("/")) ? "/" : ""}${normalizedPathSegments.join("/")}${normalizedPathSegments.length > 0 && (path2 == null ? void 0 : path2.endsWith("/")) ? "/" : ""}`;
          const doubleEncoded = (0, import_util_uri_escape.escapeUri)(normalizedPath);
          return doubleEncoded.replace(/%2F/g, "/");
        }
        return path2;
      }
      async getSignature(longDate, credentialScope, keyPromise, canonicalRequest) {
        const stringToSign = await this.createStringToSign(longDate, credentialScope, canonicalRequest);
        const hash = new this.sha256(await keyPromise);
        hash.update((0, import_util_utf84.toUint8Array)(stringToSign));
        return (0, import_util_hex_encoding.toHex)(await hash.digest());
      }
      getSigningKey(credentials, region, shortDate, service) {
        return getSigningKey(this.sha256, credentials, shortDate, region, service || this.service);
      }
      validateResolvedCredentials(credentials) {
        if (typeof credentials !== "object" || // @ts-expect-error: Property 'accessKeyId' does not exist on type 'object'.ts(2339)
        typeof credentials.accessKeyId !== "string" || // @ts-expect-error: Property 'secretAccessKey' does not exist on type 'object'.ts(2339)
        typeof credentials.secretAccessKey !== "string") {
          throw new Error("Resolved credential object is not valid");
        }
      }
    };
    __name(_SignatureV4, "SignatureV4");
    var SignatureV43 = _SignatureV4;
    var formatDate = /* @__PURE__ */ __name((now) => {
      const longDate = iso8601(now).replace(/[\-:]/g, "");
      return {
        longDate,
        shortDate: longDate.slice(0, 8)
      };
    }, "formatDate");
    var getCanonicalHeaderList = /* @__PURE__ */ __name((headers) => Object.keys(headers).sort().join(";"), "getCanonicalHeaderList");
  }
});

// node_modules/@aws-crypto/crc32/node_modules/tslib/tslib.es6.js
var tslib_es6_exports2 = {};
__export(tslib_es6_exports2, {
  __assign: () => __assign2,
  __asyncDelegator: () => __asyncDelegator2,
  __asyncGenerator: () => __asyncGenerator2,
  __asyncValues: () => __asyncValues2,
  __await: () => __await2,
  __awaiter: () => __awaiter2,
  __classPrivateFieldGet: () => __classPrivateFieldGet2,
  __classPrivateFieldSet: () => __classPrivateFieldSet2,
  __createBinding: () => __createBinding2,
  __decorate: () => __decorate2,
  __exportStar: () => __exportStar2,
  __extends: () => __extends2,
  __generator: () => __generator2,
  __importDefault: () => __importDefault2,
  __importStar: () => __importStar2,
  __makeTemplateObject: () => __makeTemplateObject2,
  __metadata: () => __metadata2,
  __param: () => __param2,
  __read: () => __read2,
  __rest: () => __rest2,
  __spread: () => __spread2,
  __spreadArrays: () => __spreadArrays2,
  __values: () => __values2
});
function __extends2(d, b) {
  extendStatics2(d, b);
  function __() {
    this.constructor = d;
  }
  d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
}
function __rest2(s, e) {
  var t = {};
  for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p) && e.indexOf(p) < 0)
    t[p] = s[p];
  if (s != null && typeof Object.getOwnPropertySymbols === "function")
    for (var i = 0, p = Object.getOwnPropertySymbols(s); i < p.length; i++) {
      if (e.indexOf(p[i]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p[i]))
        t[p[i]] = s[p[i]];
    }
  return t;
}
function __decorate2(decorators, target, key, desc) {
  var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
  if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
  else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
  return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function __param2(paramIndex, decorator) {
  return function(target, key) {
    decorator(target, key, paramIndex);
  };
}
function __metadata2(metadataKey, metadataValue) {
  if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(metadataKey, metadataValue);
}
function __awaiter2(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
}
function __generator2(thisArg, body) {
  var _ = { label: 0, sent: function() {
    if (t[0] & 1) throw t[1];
    return t[1];
  }, trys: [], ops: [] }, f, y, t, g;
  return g = { next: verb(0), "throw": verb(1), "return": verb(2) }, typeof Symbol === "function" && (g[Symbol.iterator] = function() {
    return this;
  }), g;
  function verb(n) {
    return function(v) {
      return step([n, v]);
    };
  }
  function step(op) {
    if (f) throw new TypeError("Generator is already executing.");
    while (_) try {
      if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
      if (y = 0, t) op = [op[0] & 2, t.value];
      switch (op[0]) {
        case 0:
        case 1:
          t = op;
          break;
        case 4:
          _.label++;
          return { value: op[1], done: false };
        case 5:
          _.label++;
          y = op[1];
          op = [0];
          continue;
        case 7:
          op = _.ops.pop();
          _.trys.pop();
          continue;
        default:
          if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) {
            _ = 0;
            continue;
          }
          if (op[0] === 3 && (!t || op[1] > t[0] && op[1] < t[3])) {
            _.label = op[1];
            break;
          }
          if (op[0] === 6 && _.label < t[1]) {
            _.label = t[1];
            t = op;
            break;
          }
          if (t && _.label < t[2]) {
            _.label = t[2];
            _.ops.push(op);
            break;
          }
          if (t[2]) _.ops.pop();
          _.trys.pop();
          continue;
      }
      op = body.call(thisArg, _);
    } catch (e) {
      op = [6, e];
      y = 0;
    } finally {
      f = t = 0;
    }
    if (op[0] & 5) throw op[1];
    return { value: op[0] ? op[1] : void 0, done: true };
  }
}
function __createBinding2(o, m, k, k2) {
  if (k2 === void 0) k2 = k;
  o[k2] = m[k];
}
function __exportStar2(m, exports) {
  for (var p in m) if (p !== "default" && !exports.hasOwnProperty(p)) exports[p] = m[p];
}
function __values2(o) {
  var s = typeof Symbol === "function" && Symbol.iterator, m = s && o[s], i = 0;
  if (m) return m.call(o);
  if (o && typeof o.length === "number") return {
    next: function() {
      if (o && i >= o.length) o = void 0;
      return { value: o && o[i++], done: !o };
    }
  };
  throw new TypeError(s ? "Object is not iterable." : "Symbol.iterator is not defined.");
}
function __read2(o, n) {
  var m = typeof Symbol === "function" && o[Symbol.iterator];
  if (!m) return o;
  var i = m.call(o), r, ar = [], e;
  try {
    while ((n === void 0 || n-- > 0) && !(r = i.next()).done) ar.push(r.value);
  } catch (error) {
    e = { error };
  } finally {
    try {
      if (r && !r.done && (m = i["return"])) m.call(i);
    } finally {
      if (e) throw e.error;
    }
  }
  return ar;
}
function __spread2() {
  for (var ar = [], i = 0; i < arguments.length; i++)
    ar = ar.concat(__read2(arguments[i]));
  return ar;
}
function __spreadArrays2() {
  for (var s = 0, i = 0, il = arguments.length; i < il; i++) s += arguments[i].length;
  for (var r = Array(s), k = 0, i = 0; i < il; i++)
    for (var a = arguments[i], j = 0, jl = a.length; j < jl; j++, k++)
      r[k] = a[j];
  return r;
}
function __await2(v) {
  return this instanceof __await2 ? (this.v = v, this) : new __await2(v);
}
function __asyncGenerator2(thisArg, _arguments, generator) {
  if (!Symbol.asyncIterator) throw new TypeError("Symbol.asyncIterator is not defined.");
  var g = generator.apply(thisArg, _arguments || []), i, q = [];
  return i = {}, verb("next"), verb("throw"), verb("return"), i[Symbol.asyncIterator] = function() {
    return this;
  }, i;
  function verb(n) {
    if (g[n]) i[n] = function(v) {
      return new Promise(function(a, b) {
        q.push([n, v, a, b]) > 1 || resume(n, v);
      });
    };
  }
  function resume(n, v) {
    try {
      step(g[n](v));
    } catch (e) {
      settle(q[0][3], e);
    }
  }
  function step(r) {
    r.value instanceof __await2 ? Promise.resolve(r.value.v).then(fulfill, reject) : settle(q[0][2], r);
  }
  function fulfill(value) {
    resume("next", value);
  }
  function reject(value) {
    resume("throw", value);
  }
  function settle(f, v) {
    if (f(v), q.shift(), q.length) resume(q[0][0], q[0][1]);
  }
}
function __asyncDelegator2(o) {
  var i, p;
  return i = {}, verb("next"), verb("throw", function(e) {
    throw e;
  }), verb("return"), i[Symbol.iterator] = function() {
    return this;
  }, i;
  function verb(n, f) {
    i[n] = o[n] ? function(v) {
      return (p = !p) ? { value: __await2(o[n](v)), done: n === "return" } : f ? f(v) : v;
    } : f;
  }
}
function __asyncValues2(o) {
  if (!Symbol.asyncIterator) throw new TypeError("Symbol.asyncIterator is not defined.");
  var m = o[Symbol.asyncIterator], i;
  return m ? m.call(o) : (o = typeof __values2 === "function" ? __values2(o) : o[Symbol.iterator](), i = {}, verb("next"), verb("throw"), verb("return"), i[Symbol.asyncIterator] = function() {
    return this;
  }, i);
  function verb(n) {
    i[n] = o[n] && function(v) {
      return new Promise(function(resolve, reject) {
        v = o[n](v), settle(resolve, reject, v.done, v.value);
      });
    };
  }
  function settle(resolve, reject, d, v) {
    Promise.resolve(v).then(function(v2) {
      resolve({ value: v2, done: d });
    }, reject);
  }
}
function __makeTemplateObject2(cooked, raw) {
  if (Object.defineProperty) {
    Object.defineProperty(cooked, "raw", { value: raw });
  } else {
    cooked.raw = raw;
  }
  return cooked;
}
function __importStar2(mod) {
  if (mod && mod.__esModule) return mod;
  var result = {};
  if (mod != null) {
    for (var k in mod) if (Object.hasOwnProperty.call(mod, k)) result[k] = mod[k];
  }
  result.default = mod;
  return result;
}
function __importDefault2(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
}
function __classPrivateFieldGet2(receiver, privateMap) {
  if (!privateMap.has(receiver)) {
    throw new TypeError("attempted to get private field on non-instance");
  }
  return privateMap.get(receiver);
}
function __classPrivateFieldSet2(receiver, privateMap, value) {
  if (!privateMap.has(receiver)) {
    throw new TypeError("attempted to set private field on non-instance");
  }
  privateMap.set(receiver, value);
  return value;
}
var extendStatics2, __assign2;
var init_tslib_es62 = __esm({
  "node_modules/@aws-crypto/crc32/node_modules/tslib/tslib.es6.js"() {
    extendStatics2 = function(d, b) {
      extendStatics2 = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
        d2.__proto__ = b2;
      } || function(d2, b2) {
        for (var p in b2) if (b2.hasOwnProperty(p)) d2[p] = b2[p];
      };
      return extendStatics2(d, b);
    };
    __assign2 = function() {
      __assign2 = Object.assign || function __assign3(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
          s = arguments[i];
          for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p)) t[p] = s[p];
        }
        return t;
      };
      return __assign2.apply(this, arguments);
    };
  }
});

// node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/convertToBuffer.js
var require_convertToBuffer2 = __commonJS({
  "node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/convertToBuffer.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.convertToBuffer = void 0;
    var util_utf8_browser_1 = require_dist_cjs3();
    var fromUtf82 = typeof Buffer !== "undefined" && Buffer.from ? function(input) {
      return Buffer.from(input, "utf8");
    } : util_utf8_browser_1.fromUtf8;
    function convertToBuffer(data) {
      if (data instanceof Uint8Array)
        return data;
      if (typeof data === "string") {
        return fromUtf82(data);
      }
      if (ArrayBuffer.isView(data)) {
        return new Uint8Array(data.buffer, data.byteOffset, data.byteLength / Uint8Array.BYTES_PER_ELEMENT);
      }
      return new Uint8Array(data);
    }
    exports.convertToBuffer = convertToBuffer;
  }
});

// node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/isEmptyData.js
var require_isEmptyData2 = __commonJS({
  "node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/isEmptyData.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.isEmptyData = void 0;
    function isEmptyData(data) {
      if (typeof data === "string") {
        return data.length === 0;
      }
      return data.byteLength === 0;
    }
    exports.isEmptyData = isEmptyData;
  }
});

// node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/numToUint8.js
var require_numToUint82 = __commonJS({
  "node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/numToUint8.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.numToUint8 = void 0;
    function numToUint8(num) {
      return new Uint8Array([
        (num & 4278190080) >> 24,
        (num & 16711680) >> 16,
        (num & 65280) >> 8,
        num & 255
      ]);
    }
    exports.numToUint8 = numToUint8;
  }
});

// node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/uint32ArrayFrom.js
var require_uint32ArrayFrom2 = __commonJS({
  "node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/uint32ArrayFrom.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.uint32ArrayFrom = void 0;
    function uint32ArrayFrom(a_lookUpTable) {
      if (!Uint32Array.from) {
        var return_array = new Uint32Array(a_lookUpTable.length);
        var a_index = 0;
        while (a_index < a_lookUpTable.length) {
          return_array[a_index] = a_lookUpTable[a_index];
          a_index += 1;
        }
        return return_array;
      }
      return Uint32Array.from(a_lookUpTable);
    }
    exports.uint32ArrayFrom = uint32ArrayFrom;
  }
});

// node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/index.js
var require_build3 = __commonJS({
  "node_modules/@aws-crypto/crc32/node_modules/@aws-crypto/util/build/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.uint32ArrayFrom = exports.numToUint8 = exports.isEmptyData = exports.convertToBuffer = void 0;
    var convertToBuffer_1 = require_convertToBuffer2();
    Object.defineProperty(exports, "convertToBuffer", { enumerable: true, get: function() {
      return convertToBuffer_1.convertToBuffer;
    } });
    var isEmptyData_1 = require_isEmptyData2();
    Object.defineProperty(exports, "isEmptyData", { enumerable: true, get: function() {
      return isEmptyData_1.isEmptyData;
    } });
    var numToUint8_1 = require_numToUint82();
    Object.defineProperty(exports, "numToUint8", { enumerable: true, get: function() {
      return numToUint8_1.numToUint8;
    } });
    var uint32ArrayFrom_1 = require_uint32ArrayFrom2();
    Object.defineProperty(exports, "uint32ArrayFrom", { enumerable: true, get: function() {
      return uint32ArrayFrom_1.uint32ArrayFrom;
    } });
  }
});

// node_modules/@aws-crypto/crc32/build/aws_crc32.js
var require_aws_crc32 = __commonJS({
  "node_modules/@aws-crypto/crc32/build/aws_crc32.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.AwsCrc32 = void 0;
    var tslib_1 = (init_tslib_es62(), __toCommonJS(tslib_es6_exports2));
    var util_1 = require_build3();
    var index_1 = require_build4();
    var AwsCrc32 = (
      /** @class */
      (function() {
        function AwsCrc322() {
          this.crc32 = new index_1.Crc32();
        }
        AwsCrc322.prototype.update = function(toHash) {
          if ((0, util_1.isEmptyData)(toHash))
            return;
          this.crc32.update((0, util_1.convertToBuffer)(toHash));
        };
        AwsCrc322.prototype.digest = function() {
          return tslib_1.__awaiter(this, void 0, void 0, function() {
            return tslib_1.__generator(this, function(_a) {
              return [2, (0, util_1.numToUint8)(this.crc32.digest())];
            });
          });
        };
        AwsCrc322.prototype.reset = function() {
          this.crc32 = new index_1.Crc32();
        };
        return AwsCrc322;
      })()
    );
    exports.AwsCrc32 = AwsCrc32;
  }
});

// node_modules/@aws-crypto/crc32/build/index.js
var require_build4 = __commonJS({
  "node_modules/@aws-crypto/crc32/build/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.AwsCrc32 = exports.Crc32 = exports.crc32 = void 0;
    var tslib_1 = (init_tslib_es62(), __toCommonJS(tslib_es6_exports2));
    var util_1 = require_build3();
    function crc32(data) {
      return new Crc32().update(data).digest();
    }
    exports.crc32 = crc32;
    var Crc32 = (
      /** @class */
      (function() {
        function Crc322() {
          this.checksum = 4294967295;
        }
        Crc322.prototype.update = function(data) {
          var e_1, _a;
          try {
            for (var data_1 = tslib_1.__values(data), data_1_1 = data_1.next(); !data_1_1.done; data_1_1 = data_1.next()) {
              var byte = data_1_1.value;
              this.checksum = this.checksum >>> 8 ^ lookupTable[(this.checksum ^ byte) & 255];
            }
          } catch (e_1_1) {
            e_1 = { error: e_1_1 };
          } finally {
            try {
              if (data_1_1 && !data_1_1.done && (_a = data_1.return)) _a.call(data_1);
            } finally {
              if (e_1) throw e_1.error;
            }
          }
          return this;
        };
        Crc322.prototype.digest = function() {
          return (this.checksum ^ 4294967295) >>> 0;
        };
        return Crc322;
      })()
    );
    exports.Crc32 = Crc32;
    var a_lookUpTable = [
      0,
      1996959894,
      3993919788,
      2567524794,
      124634137,
      1886057615,
      3915621685,
      2657392035,
      249268274,
      2044508324,
      3772115230,
      2547177864,
      162941995,
      2125561021,
      3887607047,
      2428444049,
      498536548,
      1789927666,
      4089016648,
      2227061214,
      450548861,
      1843258603,
      4107580753,
      2211677639,
      325883990,
      1684777152,
      4251122042,
      2321926636,
      335633487,
      1661365465,
      4195302755,
      2366115317,
      997073096,
      1281953886,
      3579855332,
      2724688242,
      1006888145,
      1258607687,
      3524101629,
      2768942443,
      901097722,
      1119000684,
      3686517206,
      2898065728,
      853044451,
      1172266101,
      3705015759,
      2882616665,
      651767980,
      1373503546,
      3369554304,
      3218104598,
      565507253,
      1454621731,
      3485111705,
      3099436303,
      671266974,
      1594198024,
      3322730930,
      2970347812,
      795835527,
      1483230225,
      3244367275,
      3060149565,
      1994146192,
      31158534,
      2563907772,
      4023717930,
      1907459465,
      112637215,
      2680153253,
      3904427059,
      2013776290,
      251722036,
      2517215374,
      3775830040,
      2137656763,
      141376813,
      2439277719,
      3865271297,
      1802195444,
      476864866,
      2238001368,
      4066508878,
      1812370925,
      453092731,
      2181625025,
      4111451223,
      1706088902,
      314042704,
      2344532202,
      4240017532,
      1658658271,
      366619977,
      2362670323,
      4224994405,
      1303535960,
      984961486,
      2747007092,
      3569037538,
      1256170817,
      1037604311,
      2765210733,
      3554079995,
      1131014506,
      879679996,
      2909243462,
      3663771856,
      1141124467,
      855842277,
      2852801631,
      3708648649,
      1342533948,
      654459306,
      3188396048,
      3373015174,
      1466479909,
      544179635,
      3110523913,
      3462522015,
      1591671054,
      702138776,
      2966460450,
      3352799412,
      1504918807,
      783551873,
      3082640443,
      3233442989,
      3988292384,
      2596254646,
      62317068,
      1957810842,
      3939845945,
      2647816111,
      81470997,
      1943803523,
      3814918930,
      2489596804,
      225274430,
      2053790376,
      3826175755,
      2466906013,
      167816743,
      2097651377,
      4027552580,
      2265490386,
      503444072,
      1762050814,
      4150417245,
      2154129355,
      426522225,
      1852507879,
      4275313526,
      2312317920,
      282753626,
      1742555852,
      4189708143,
      2394877945,
      397917763,
      1622183637,
      3604390888,
      2714866558,
      953729732,
      1340076626,
      3518719985,
      2797360999,
      1068828381,
      1219638859,
      3624741850,
      2936675148,
      906185462,
      1090812512,
      3747672003,
      2825379669,
      829329135,
      1181335161,
      3412177804,
      3160834842,
      628085408,
      1382605366,
      3423369109,
      3138078467,
      570562233,
      1426400815,
      3317316542,
      2998733608,
      733239954,
      1555261956,
      3268935591,
      3050360625,
      752459403,
      1541320221,
      2607071920,
      3965973030,
      1969922972,
      40735498,
      2617837225,
      3943577151,
      1913087877,
      83908371,
      2512341634,
      3803740692,
      2075208622,
      213261112,
      2463272603,
      3855990285,
      2094854071,
      198958881,
      2262029012,
      4057260610,
      1759359992,
      534414190,
      2176718541,
      4139329115,
      1873836001,
      414664567,
      2282248934,
      4279200368,
      1711684554,
      285281116,
      2405801727,
      4167216745,
      1634467795,
      376229701,
      2685067896,
      3608007406,
      1308918612,
      956543938,
      2808555105,
      3495958263,
      1231636301,
      1047427035,
      2932959818,
      3654703836,
      1088359270,
      936918e3,
      2847714899,
      3736837829,
      1202900863,
      817233897,
      3183342108,
      3401237130,
      1404277552,
      615818150,
      3134207493,
      3453421203,
      1423857449,
      601450431,
      3009837614,
      3294710456,
      1567103746,
      711928724,
      3020668471,
      3272380065,
      1510334235,
      755167117
    ];
    var lookupTable = (0, util_1.uint32ArrayFrom)(a_lookUpTable);
    var aws_crc32_1 = require_aws_crc32();
    Object.defineProperty(exports, "AwsCrc32", { enumerable: true, get: function() {
      return aws_crc32_1.AwsCrc32;
    } });
  }
});

// node_modules/@smithy/util-hex-encoding/dist-cjs/index.js
var require_dist_cjs15 = __commonJS({
  "node_modules/@smithy/util-hex-encoding/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      fromHex: () => fromHex,
      toHex: () => toHex
    });
    module.exports = __toCommonJS2(src_exports);
    var SHORT_TO_HEX = {};
    var HEX_TO_SHORT = {};
    for (let i = 0; i < 256; i++) {
      let encodedByte = i.toString(16).toLowerCase();
      if (encodedByte.length === 1) {
        encodedByte = `0${encodedByte}`;
      }
      SHORT_TO_HEX[i] = encodedByte;
      HEX_TO_SHORT[encodedByte] = i;
    }
    function fromHex(encoded) {
      if (encoded.length % 2 !== 0) {
        throw new Error("Hex encoded strings must have an even number length");
      }
      const out = new Uint8Array(encoded.length / 2);
      for (let i = 0; i < encoded.length; i += 2) {
        const encodedByte = encoded.slice(i, i + 2).toLowerCase();
        if (encodedByte in HEX_TO_SHORT) {
          out[i / 2] = HEX_TO_SHORT[encodedByte];
        } else {
          throw new Error(`Cannot decode unrecognized sequence ${encodedByte} as hexadecimal`);
        }
      }
      return out;
    }
    __name(fromHex, "fromHex");
    function toHex(bytes) {
      let out = "";
      for (let i = 0; i < bytes.byteLength; i++) {
        out += SHORT_TO_HEX[bytes[i]];
      }
      return out;
    }
    __name(toHex, "toHex");
  }
});

// node_modules/@smithy/eventstream-codec/dist-cjs/index.js
var require_dist_cjs16 = __commonJS({
  "node_modules/@smithy/eventstream-codec/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      EventStreamCodec: () => EventStreamCodec,
      HeaderMarshaller: () => HeaderMarshaller,
      Int64: () => Int64,
      MessageDecoderStream: () => MessageDecoderStream,
      MessageEncoderStream: () => MessageEncoderStream,
      SmithyMessageDecoderStream: () => SmithyMessageDecoderStream,
      SmithyMessageEncoderStream: () => SmithyMessageEncoderStream
    });
    module.exports = __toCommonJS2(src_exports);
    var import_crc322 = require_build4();
    var import_util_hex_encoding = require_dist_cjs15();
    var _Int64 = class _Int642 {
      constructor(bytes) {
        this.bytes = bytes;
        if (bytes.byteLength !== 8) {
          throw new Error("Int64 buffers must be exactly 8 bytes");
        }
      }
      static fromNumber(number) {
        if (number > 9223372036854776e3 || number < -9223372036854776e3) {
          throw new Error(`${number} is too large (or, if negative, too small) to represent as an Int64`);
        }
        const bytes = new Uint8Array(8);
        for (let i = 7, remaining = Math.abs(Math.round(number)); i > -1 && remaining > 0; i--, remaining /= 256) {
          bytes[i] = remaining;
        }
        if (number < 0) {
          negate(bytes);
        }
        return new _Int642(bytes);
      }
      /**
       * Called implicitly by infix arithmetic operators.
       */
      valueOf() {
        const bytes = this.bytes.slice(0);
        const negative = bytes[0] & 128;
        if (negative) {
          negate(bytes);
        }
        return parseInt((0, import_util_hex_encoding.toHex)(bytes), 16) * (negative ? -1 : 1);
      }
      toString() {
        return String(this.valueOf());
      }
    };
    __name(_Int64, "Int64");
    var Int64 = _Int64;
    function negate(bytes) {
      for (let i = 0; i < 8; i++) {
        bytes[i] ^= 255;
      }
      for (let i = 7; i > -1; i--) {
        bytes[i]++;
        if (bytes[i] !== 0)
          break;
      }
    }
    __name(negate, "negate");
    var _HeaderMarshaller = class _HeaderMarshaller {
      constructor(toUtf82, fromUtf82) {
        this.toUtf8 = toUtf82;
        this.fromUtf8 = fromUtf82;
      }
      format(headers) {
        const chunks = [];
        for (const headerName of Object.keys(headers)) {
          const bytes = this.fromUtf8(headerName);
          chunks.push(Uint8Array.from([bytes.byteLength]), bytes, this.formatHeaderValue(headers[headerName]));
        }
        const out = new Uint8Array(chunks.reduce((carry, bytes) => carry + bytes.byteLength, 0));
        let position = 0;
        for (const chunk of chunks) {
          out.set(chunk, position);
          position += chunk.byteLength;
        }
        return out;
      }
      formatHeaderValue(header) {
        switch (header.type) {
          case "boolean":
            return Uint8Array.from([
              header.value ? 0 : 1
              /* boolFalse */
            ]);
          case "byte":
            return Uint8Array.from([2, header.value]);
          case "short":
            const shortView = new DataView(new ArrayBuffer(3));
            shortView.setUint8(
              0,
              3
              /* short */
            );
            shortView.setInt16(1, header.value, false);
            return new Uint8Array(shortView.buffer);
          case "integer":
            const intView = new DataView(new ArrayBuffer(5));
            intView.setUint8(
              0,
              4
              /* integer */
            );
            intView.setInt32(1, header.value, false);
            return new Uint8Array(intView.buffer);
          case "long":
            const longBytes = new Uint8Array(9);
            longBytes[0] = 5;
            longBytes.set(header.value.bytes, 1);
            return longBytes;
          case "binary":
            const binView = new DataView(new ArrayBuffer(3 + header.value.byteLength));
            binView.setUint8(
              0,
              6
              /* byteArray */
            );
            binView.setUint16(1, header.value.byteLength, false);
            const binBytes = new Uint8Array(binView.buffer);
            binBytes.set(header.value, 3);
            return binBytes;
          case "string":
            const utf8Bytes = this.fromUtf8(header.value);
            const strView = new DataView(new ArrayBuffer(3 + utf8Bytes.byteLength));
            strView.setUint8(
              0,
              7
              /* string */
            );
            strView.setUint16(1, utf8Bytes.byteLength, false);
            const strBytes = new Uint8Array(strView.buffer);
            strBytes.set(utf8Bytes, 3);
            return strBytes;
          case "timestamp":
            const tsBytes = new Uint8Array(9);
            tsBytes[0] = 8;
            tsBytes.set(Int64.fromNumber(header.value.valueOf()).bytes, 1);
            return tsBytes;
          case "uuid":
            if (!UUID_PATTERN.test(header.value)) {
              throw new Error(`Invalid UUID received: ${header.value}`);
            }
            const uuidBytes = new Uint8Array(17);
            uuidBytes[0] = 9;
            uuidBytes.set((0, import_util_hex_encoding.fromHex)(header.value.replace(/\-/g, "")), 1);
            return uuidBytes;
        }
      }
      parse(headers) {
        const out = {};
        let position = 0;
        while (position < headers.byteLength) {
          const nameLength = headers.getUint8(position++);
          const name = this.toUtf8(new Uint8Array(headers.buffer, headers.byteOffset + position, nameLength));
          position += nameLength;
          switch (headers.getUint8(position++)) {
            case 0:
              out[name] = {
                type: BOOLEAN_TAG,
                value: true
              };
              break;
            case 1:
              out[name] = {
                type: BOOLEAN_TAG,
                value: false
              };
              break;
            case 2:
              out[name] = {
                type: BYTE_TAG,
                value: headers.getInt8(position++)
              };
              break;
            case 3:
              out[name] = {
                type: SHORT_TAG,
                value: headers.getInt16(position, false)
              };
              position += 2;
              break;
            case 4:
              out[name] = {
                type: INT_TAG,
                value: headers.getInt32(position, false)
              };
              position += 4;
              break;
            case 5:
              out[name] = {
                type: LONG_TAG,
                value: new Int64(new Uint8Array(headers.buffer, headers.byteOffset + position, 8))
              };
              position += 8;
              break;
            case 6:
              const binaryLength = headers.getUint16(position, false);
              position += 2;
              out[name] = {
                type: BINARY_TAG,
                value: new Uint8Array(headers.buffer, headers.byteOffset + position, binaryLength)
              };
              position += binaryLength;
              break;
            case 7:
              const stringLength = headers.getUint16(position, false);
              position += 2;
              out[name] = {
                type: STRING_TAG,
                value: this.toUtf8(new Uint8Array(headers.buffer, headers.byteOffset + position, stringLength))
              };
              position += stringLength;
              break;
            case 8:
              out[name] = {
                type: TIMESTAMP_TAG,
                value: new Date(new Int64(new Uint8Array(headers.buffer, headers.byteOffset + position, 8)).valueOf())
              };
              position += 8;
              break;
            case 9:
              const uuidBytes = new Uint8Array(headers.buffer, headers.byteOffset + position, 16);
              position += 16;
              out[name] = {
                type: UUID_TAG,
                value: `${(0, import_util_hex_encoding.toHex)(uuidBytes.subarray(0, 4))}-${(0, import_util_hex_encoding.toHex)(uuidBytes.subarray(4, 6))}-${(0, import_util_hex_encoding.toHex)(
                  uuidBytes.subarray(6, 8)
                )}-${(0, import_util_hex_encoding.toHex)(uuidBytes.subarray(8, 10))}-${(0, import_util_hex_encoding.toHex)(uuidBytes.subarray(10))}`
              };
              break;
            default:
              throw new Error(`Unrecognized header type tag`);
          }
        }
        return out;
      }
    };
    __name(_HeaderMarshaller, "HeaderMarshaller");
    var HeaderMarshaller = _HeaderMarshaller;
    var BOOLEAN_TAG = "boolean";
    var BYTE_TAG = "byte";
    var SHORT_TAG = "short";
    var INT_TAG = "integer";
    var LONG_TAG = "long";
    var BINARY_TAG = "binary";
    var STRING_TAG = "string";
    var TIMESTAMP_TAG = "timestamp";
    var UUID_TAG = "uuid";
    var UUID_PATTERN = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;
    var import_crc32 = require_build4();
    var PRELUDE_MEMBER_LENGTH = 4;
    var PRELUDE_LENGTH = PRELUDE_MEMBER_LENGTH * 2;
    var CHECKSUM_LENGTH = 4;
    var MINIMUM_MESSAGE_LENGTH = PRELUDE_LENGTH + CHECKSUM_LENGTH * 2;
    function splitMessage({ byteLength, byteOffset, buffer }) {
      if (byteLength < MINIMUM_MESSAGE_LENGTH) {
        throw new Error("Provided message too short to accommodate event stream message overhead");
      }
      const view = new DataView(buffer, byteOffset, byteLength);
      const messageLength = view.getUint32(0, false);
      if (byteLength !== messageLength) {
        throw new Error("Reported message length does not match received message length");
      }
      const headerLength = view.getUint32(PRELUDE_MEMBER_LENGTH, false);
      const expectedPreludeChecksum = view.getUint32(PRELUDE_LENGTH, false);
      const expectedMessageChecksum = view.getUint32(byteLength - CHECKSUM_LENGTH, false);
      const checksummer = new import_crc32.Crc32().update(new Uint8Array(buffer, byteOffset, PRELUDE_LENGTH));
      if (expectedPreludeChecksum !== checksummer.digest()) {
        throw new Error(
          `The prelude checksum specified in the message (${expectedPreludeChecksum}) does not match the calculated CRC32 checksum (${checksummer.digest()})`
        );
      }
      checksummer.update(
        new Uint8Array(buffer, byteOffset + PRELUDE_LENGTH, byteLength - (PRELUDE_LENGTH + CHECKSUM_LENGTH))
      );
      if (expectedMessageChecksum !== checksummer.digest()) {
        throw new Error(
          `The message checksum (${checksummer.digest()}) did not match the expected value of ${expectedMessageChecksum}`
        );
      }
      return {
        headers: new DataView(buffer, byteOffset + PRELUDE_LENGTH + CHECKSUM_LENGTH, headerLength),
        body: new Uint8Array(
          buffer,
          byteOffset + PRELUDE_LENGTH + CHECKSUM_LENGTH + headerLength,
          messageLength - headerLength - (PRELUDE_LENGTH + CHECKSUM_LENGTH + CHECKSUM_LENGTH)
        )
      };
    }
    __name(splitMessage, "splitMessage");
    var _EventStreamCodec = class _EventStreamCodec {
      constructor(toUtf82, fromUtf82) {
        this.headerMarshaller = new HeaderMarshaller(toUtf82, fromUtf82);
        this.messageBuffer = [];
        this.isEndOfStream = false;
      }
      feed(message) {
        this.messageBuffer.push(this.decode(message));
      }
      endOfStream() {
        this.isEndOfStream = true;
      }
      getMessage() {
        const message = this.messageBuffer.pop();
        const isEndOfStream = this.isEndOfStream;
        return {
          getMessage() {
            return message;
          },
          isEndOfStream() {
            return isEndOfStream;
          }
        };
      }
      getAvailableMessages() {
        const messages = this.messageBuffer;
        this.messageBuffer = [];
        const isEndOfStream = this.isEndOfStream;
        return {
          getMessages() {
            return messages;
          },
          isEndOfStream() {
            return isEndOfStream;
          }
        };
      }
      /**
       * Convert a structured JavaScript object with tagged headers into a binary
       * event stream message.
       */
      encode({ headers: rawHeaders, body }) {
        const headers = this.headerMarshaller.format(rawHeaders);
        const length = headers.byteLength + body.byteLength + 16;
        const out = new Uint8Array(length);
        const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
        const checksum = new import_crc322.Crc32();
        view.setUint32(0, length, false);
        view.setUint32(4, headers.byteLength, false);
        view.setUint32(8, checksum.update(out.subarray(0, 8)).digest(), false);
        out.set(headers, 12);
        out.set(body, headers.byteLength + 12);
        view.setUint32(length - 4, checksum.update(out.subarray(8, length - 4)).digest(), false);
        return out;
      }
      /**
       * Convert a binary event stream message into a JavaScript object with an
       * opaque, binary body and tagged, parsed headers.
       */
      decode(message) {
        const { headers, body } = splitMessage(message);
        return { headers: this.headerMarshaller.parse(headers), body };
      }
      /**
       * Convert a structured JavaScript object with tagged headers into a binary
       * event stream message header.
       */
      formatHeaders(rawHeaders) {
        return this.headerMarshaller.format(rawHeaders);
      }
    };
    __name(_EventStreamCodec, "EventStreamCodec");
    var EventStreamCodec = _EventStreamCodec;
    var _MessageDecoderStream = class _MessageDecoderStream {
      constructor(options) {
        this.options = options;
      }
      [Symbol.asyncIterator]() {
        return this.asyncIterator();
      }
      async *asyncIterator() {
        for await (const bytes of this.options.inputStream) {
          const decoded = this.options.decoder.decode(bytes);
          yield decoded;
        }
      }
    };
    __name(_MessageDecoderStream, "MessageDecoderStream");
    var MessageDecoderStream = _MessageDecoderStream;
    var _MessageEncoderStream = class _MessageEncoderStream {
      constructor(options) {
        this.options = options;
      }
      [Symbol.asyncIterator]() {
        return this.asyncIterator();
      }
      async *asyncIterator() {
        for await (const msg of this.options.messageStream) {
          const encoded = this.options.encoder.encode(msg);
          yield encoded;
        }
        if (this.options.includeEndFrame) {
          yield new Uint8Array(0);
        }
      }
    };
    __name(_MessageEncoderStream, "MessageEncoderStream");
    var MessageEncoderStream = _MessageEncoderStream;
    var _SmithyMessageDecoderStream = class _SmithyMessageDecoderStream {
      constructor(options) {
        this.options = options;
      }
      [Symbol.asyncIterator]() {
        return this.asyncIterator();
      }
      async *asyncIterator() {
        for await (const message of this.options.messageStream) {
          const deserialized = await this.options.deserializer(message);
          if (deserialized === void 0)
            continue;
          yield deserialized;
        }
      }
    };
    __name(_SmithyMessageDecoderStream, "SmithyMessageDecoderStream");
    var SmithyMessageDecoderStream = _SmithyMessageDecoderStream;
    var _SmithyMessageEncoderStream = class _SmithyMessageEncoderStream {
      constructor(options) {
        this.options = options;
      }
      [Symbol.asyncIterator]() {
        return this.asyncIterator();
      }
      async *asyncIterator() {
        for await (const chunk of this.options.inputStream) {
          const payloadBuf = this.options.serializer(chunk);
          yield payloadBuf;
        }
      }
    };
    __name(_SmithyMessageEncoderStream, "SmithyMessageEncoderStream");
    var SmithyMessageEncoderStream = _SmithyMessageEncoderStream;
  }
});

// node_modules/@smithy/eventstream-serde-universal/dist-cjs/index.js
var require_dist_cjs17 = __commonJS({
  "node_modules/@smithy/eventstream-serde-universal/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      EventStreamMarshaller: () => EventStreamMarshaller2,
      eventStreamSerdeProvider: () => eventStreamSerdeProvider
    });
    module.exports = __toCommonJS2(src_exports);
    var import_eventstream_codec = require_dist_cjs16();
    function getChunkedStream(source) {
      let currentMessageTotalLength = 0;
      let currentMessagePendingLength = 0;
      let currentMessage = null;
      let messageLengthBuffer = null;
      const allocateMessage = /* @__PURE__ */ __name((size) => {
        if (typeof size !== "number") {
          throw new Error("Attempted to allocate an event message where size was not a number: " + size);
        }
        currentMessageTotalLength = size;
        currentMessagePendingLength = 4;
        currentMessage = new Uint8Array(size);
        const currentMessageView = new DataView(currentMessage.buffer);
        currentMessageView.setUint32(0, size, false);
      }, "allocateMessage");
      const iterator = /* @__PURE__ */ __name(async function* () {
        const sourceIterator = source[Symbol.asyncIterator]();
        while (true) {
          const { value, done } = await sourceIterator.next();
          if (done) {
            if (!currentMessageTotalLength) {
              return;
            } else if (currentMessageTotalLength === currentMessagePendingLength) {
              yield currentMessage;
            } else {
              throw new Error("Truncated event message received.");
            }
            return;
          }
          const chunkLength = value.length;
          let currentOffset = 0;
          while (currentOffset < chunkLength) {
            if (!currentMessage) {
              const bytesRemaining = chunkLength - currentOffset;
              if (!messageLengthBuffer) {
                messageLengthBuffer = new Uint8Array(4);
              }
              const numBytesForTotal = Math.min(
                4 - currentMessagePendingLength,
                // remaining bytes to fill the messageLengthBuffer
                bytesRemaining
                // bytes left in chunk
              );
              messageLengthBuffer.set(
                // @ts-ignore error TS2532: Object is possibly 'undefined' for value
                value.slice(currentOffset, currentOffset + numBytesForTotal),
                currentMessagePendingLength
              );
              currentMessagePendingLength += numBytesForTotal;
              currentOffset += numBytesForTotal;
              if (currentMessagePendingLength < 4) {
                break;
              }
              allocateMessage(new DataView(messageLengthBuffer.buffer).getUint32(0, false));
              messageLengthBuffer = null;
            }
            const numBytesToWrite = Math.min(
              currentMessageTotalLength - currentMessagePendingLength,
              // number of bytes left to complete message
              chunkLength - currentOffset
              // number of bytes left in the original chunk
            );
            currentMessage.set(
              // @ts-ignore error TS2532: Object is possibly 'undefined' for value
              value.slice(currentOffset, currentOffset + numBytesToWrite),
              currentMessagePendingLength
            );
            currentMessagePendingLength += numBytesToWrite;
            currentOffset += numBytesToWrite;
            if (currentMessageTotalLength && currentMessageTotalLength === currentMessagePendingLength) {
              yield currentMessage;
              currentMessage = null;
              currentMessageTotalLength = 0;
              currentMessagePendingLength = 0;
            }
          }
        }
      }, "iterator");
      return {
        [Symbol.asyncIterator]: iterator
      };
    }
    __name(getChunkedStream, "getChunkedStream");
    function getMessageUnmarshaller(deserializer, toUtf82) {
      return async function(message) {
        const { value: messageType } = message.headers[":message-type"];
        if (messageType === "error") {
          const unmodeledError = new Error(message.headers[":error-message"].value || "UnknownError");
          unmodeledError.name = message.headers[":error-code"].value;
          throw unmodeledError;
        } else if (messageType === "exception") {
          const code = message.headers[":exception-type"].value;
          const exception = { [code]: message };
          const deserializedException = await deserializer(exception);
          if (deserializedException.$unknown) {
            const error = new Error(toUtf82(message.body));
            error.name = code;
            throw error;
          }
          throw deserializedException[code];
        } else if (messageType === "event") {
          const event = {
            [message.headers[":event-type"].value]: message
          };
          const deserialized = await deserializer(event);
          if (deserialized.$unknown)
            return;
          return deserialized;
        } else {
          throw Error(`Unrecognizable event type: ${message.headers[":event-type"].value}`);
        }
      };
    }
    __name(getMessageUnmarshaller, "getMessageUnmarshaller");
    var _EventStreamMarshaller = class _EventStreamMarshaller {
      constructor({ utf8Encoder, utf8Decoder }) {
        this.eventStreamCodec = new import_eventstream_codec.EventStreamCodec(utf8Encoder, utf8Decoder);
        this.utfEncoder = utf8Encoder;
      }
      deserialize(body, deserializer) {
        const inputStream = getChunkedStream(body);
        return new import_eventstream_codec.SmithyMessageDecoderStream({
          messageStream: new import_eventstream_codec.MessageDecoderStream({ inputStream, decoder: this.eventStreamCodec }),
          // @ts-expect-error Type 'T' is not assignable to type 'Record<string, any>'
          deserializer: getMessageUnmarshaller(deserializer, this.utfEncoder)
        });
      }
      serialize(inputStream, serializer) {
        return new import_eventstream_codec.MessageEncoderStream({
          messageStream: new import_eventstream_codec.SmithyMessageEncoderStream({ inputStream, serializer }),
          encoder: this.eventStreamCodec,
          includeEndFrame: true
        });
      }
    };
    __name(_EventStreamMarshaller, "EventStreamMarshaller");
    var EventStreamMarshaller2 = _EventStreamMarshaller;
    var eventStreamSerdeProvider = /* @__PURE__ */ __name((options) => new EventStreamMarshaller2(options), "eventStreamSerdeProvider");
  }
});

// node_modules/@smithy/eventstream-serde-node/dist-cjs/index.js
var require_dist_cjs18 = __commonJS({
  "node_modules/@smithy/eventstream-serde-node/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      EventStreamMarshaller: () => EventStreamMarshaller2,
      eventStreamSerdeProvider: () => eventStreamSerdeProvider
    });
    module.exports = __toCommonJS2(src_exports);
    var import_eventstream_serde_universal = require_dist_cjs17();
    var import_stream = __require("stream");
    async function* readabletoIterable(readStream) {
      let streamEnded = false;
      let generationEnded = false;
      const records = new Array();
      readStream.on("error", (err) => {
        if (!streamEnded) {
          streamEnded = true;
        }
        if (err) {
          throw err;
        }
      });
      readStream.on("data", (data) => {
        records.push(data);
      });
      readStream.on("end", () => {
        streamEnded = true;
      });
      while (!generationEnded) {
        const value = await new Promise((resolve) => setTimeout(() => resolve(records.shift()), 0));
        if (value) {
          yield value;
        }
        generationEnded = streamEnded && records.length === 0;
      }
    }
    __name(readabletoIterable, "readabletoIterable");
    var _EventStreamMarshaller = class _EventStreamMarshaller {
      constructor({ utf8Encoder, utf8Decoder }) {
        this.universalMarshaller = new import_eventstream_serde_universal.EventStreamMarshaller({
          utf8Decoder,
          utf8Encoder
        });
      }
      deserialize(body, deserializer) {
        const bodyIterable = typeof body[Symbol.asyncIterator] === "function" ? body : readabletoIterable(body);
        return this.universalMarshaller.deserialize(bodyIterable, deserializer);
      }
      serialize(input, serializer) {
        return import_stream.Readable.from(this.universalMarshaller.serialize(input, serializer));
      }
    };
    __name(_EventStreamMarshaller, "EventStreamMarshaller");
    var EventStreamMarshaller2 = _EventStreamMarshaller;
    var eventStreamSerdeProvider = /* @__PURE__ */ __name((options) => new EventStreamMarshaller2(options), "eventStreamSerdeProvider");
  }
});

// node_modules/@smithy/util-buffer-from/node_modules/@smithy/is-array-buffer/dist-cjs/index.js
var require_dist_cjs19 = __commonJS({
  "node_modules/@smithy/util-buffer-from/node_modules/@smithy/is-array-buffer/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      isArrayBuffer: () => isArrayBuffer
    });
    module.exports = __toCommonJS2(src_exports);
    var isArrayBuffer = /* @__PURE__ */ __name((arg) => typeof ArrayBuffer === "function" && arg instanceof ArrayBuffer || Object.prototype.toString.call(arg) === "[object ArrayBuffer]", "isArrayBuffer");
  }
});

// node_modules/@smithy/util-buffer-from/dist-cjs/index.js
var require_dist_cjs20 = __commonJS({
  "node_modules/@smithy/util-buffer-from/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      fromArrayBuffer: () => fromArrayBuffer,
      fromString: () => fromString
    });
    module.exports = __toCommonJS2(src_exports);
    var import_is_array_buffer = require_dist_cjs19();
    var import_buffer = __require("buffer");
    var fromArrayBuffer = /* @__PURE__ */ __name((input, offset = 0, length = input.byteLength - offset) => {
      if (!(0, import_is_array_buffer.isArrayBuffer)(input)) {
        throw new TypeError(`The "input" argument must be ArrayBuffer. Received type ${typeof input} (${input})`);
      }
      return import_buffer.Buffer.from(input, offset, length);
    }, "fromArrayBuffer");
    var fromString = /* @__PURE__ */ __name((input, encoding) => {
      if (typeof input !== "string") {
        throw new TypeError(`The "input" argument must be of type string. Received type ${typeof input} (${input})`);
      }
      return encoding ? import_buffer.Buffer.from(input, encoding) : import_buffer.Buffer.from(input);
    }, "fromString");
  }
});

// node_modules/@smithy/util-base64/dist-cjs/fromBase64.js
var require_fromBase64 = __commonJS({
  "node_modules/@smithy/util-base64/dist-cjs/fromBase64.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.fromBase64 = void 0;
    var util_buffer_from_1 = require_dist_cjs20();
    var BASE64_REGEX = /^[A-Za-z0-9+/]*={0,2}$/;
    var fromBase643 = (input) => {
      if (input.length * 3 % 4 !== 0) {
        throw new TypeError(`Incorrect padding on base64 string.`);
      }
      if (!BASE64_REGEX.exec(input)) {
        throw new TypeError(`Invalid base64 string.`);
      }
      const buffer = (0, util_buffer_from_1.fromString)(input, "base64");
      return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    };
    exports.fromBase64 = fromBase643;
  }
});

// node_modules/@smithy/util-base64/node_modules/@smithy/util-utf8/dist-cjs/index.js
var require_dist_cjs21 = __commonJS({
  "node_modules/@smithy/util-base64/node_modules/@smithy/util-utf8/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      fromUtf8: () => fromUtf82,
      toUint8Array: () => toUint8Array,
      toUtf8: () => toUtf82
    });
    module.exports = __toCommonJS2(src_exports);
    var import_util_buffer_from = require_dist_cjs20();
    var fromUtf82 = /* @__PURE__ */ __name((input) => {
      const buf = (0, import_util_buffer_from.fromString)(input, "utf8");
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength / Uint8Array.BYTES_PER_ELEMENT);
    }, "fromUtf8");
    var toUint8Array = /* @__PURE__ */ __name((data) => {
      if (typeof data === "string") {
        return fromUtf82(data);
      }
      if (ArrayBuffer.isView(data)) {
        return new Uint8Array(data.buffer, data.byteOffset, data.byteLength / Uint8Array.BYTES_PER_ELEMENT);
      }
      return new Uint8Array(data);
    }, "toUint8Array");
    var toUtf82 = /* @__PURE__ */ __name((input) => {
      if (typeof input === "string") {
        return input;
      }
      if (typeof input !== "object" || typeof input.byteOffset !== "number" || typeof input.byteLength !== "number") {
        throw new Error("@smithy/util-utf8: toUtf8 encoder function only accepts string | Uint8Array.");
      }
      return (0, import_util_buffer_from.fromArrayBuffer)(input.buffer, input.byteOffset, input.byteLength).toString("utf8");
    }, "toUtf8");
  }
});

// node_modules/@smithy/util-base64/dist-cjs/toBase64.js
var require_toBase64 = __commonJS({
  "node_modules/@smithy/util-base64/dist-cjs/toBase64.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.toBase64 = void 0;
    var util_buffer_from_1 = require_dist_cjs20();
    var util_utf8_1 = require_dist_cjs21();
    var toBase643 = (_input) => {
      let input;
      if (typeof _input === "string") {
        input = (0, util_utf8_1.fromUtf8)(_input);
      } else {
        input = _input;
      }
      if (typeof input !== "object" || typeof input.byteOffset !== "number" || typeof input.byteLength !== "number") {
        throw new Error("@smithy/util-base64: toBase64 encoder function only accepts string | Uint8Array.");
      }
      return (0, util_buffer_from_1.fromArrayBuffer)(input.buffer, input.byteOffset, input.byteLength).toString("base64");
    };
    exports.toBase64 = toBase643;
  }
});

// node_modules/@smithy/util-base64/dist-cjs/index.js
var require_dist_cjs22 = __commonJS({
  "node_modules/@smithy/util-base64/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __reExport = (target, mod, secondTarget) => (__copyProps(target, mod, "default"), secondTarget && __copyProps(secondTarget, mod, "default"));
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    module.exports = __toCommonJS2(src_exports);
    __reExport(src_exports, require_fromBase64(), module.exports);
    __reExport(src_exports, require_toBase64(), module.exports);
  }
});

// node_modules/@aws-sdk/middleware-eventstream/dist-cjs/index.js
var require_dist_cjs23 = __commonJS({
  "node_modules/@aws-sdk/middleware-eventstream/dist-cjs/index.js"(exports) {
    var { HttpRequest: HttpRequest3 } = (init_protocols(), __toCommonJS(protocols_exports));
    function resolveEventStreamConfig(input) {
      const eventSigner = input.signer;
      const messageSigner = input.signer;
      const newInput = Object.assign(input, {
        eventSigner,
        messageSigner
      });
      const eventStreamPayloadHandler = newInput.eventStreamPayloadHandlerProvider(newInput);
      return Object.assign(newInput, {
        eventStreamPayloadHandler
      });
    }
    var eventStreamHandlingMiddleware = (options) => (next, context) => async (args) => {
      const { request } = args;
      if (!HttpRequest3.isInstance(request)) {
        return next(args);
      }
      return options.eventStreamPayloadHandler.handle(next, args, context);
    };
    var eventStreamHandlingMiddlewareOptions = {
      tags: ["EVENT_STREAM", "SIGNATURE", "HANDLE"],
      name: "eventStreamHandlingMiddleware",
      relation: "after",
      toMiddleware: "awsAuthMiddleware",
      override: true
    };
    var eventStreamHeaderMiddleware = (next) => async (args) => {
      const { request } = args;
      if (!HttpRequest3.isInstance(request)) {
        return next(args);
      }
      request.headers = {
        ...request.headers,
        "content-type": "application/vnd.amazon.eventstream",
        "x-amz-content-sha256": "STREAMING-AWS4-HMAC-SHA256-EVENTS"
      };
      return next({
        ...args,
        request
      });
    };
    var eventStreamHeaderMiddlewareOptions = {
      step: "build",
      tags: ["EVENT_STREAM", "HEADER", "CONTENT_TYPE", "CONTENT_SHA256"],
      name: "eventStreamHeaderMiddleware",
      override: true
    };
    var getEventStreamPlugin = (options) => ({
      applyToStack: (clientStack) => {
        clientStack.addRelativeTo(eventStreamHandlingMiddleware(options), eventStreamHandlingMiddlewareOptions);
        clientStack.add(eventStreamHeaderMiddleware, eventStreamHeaderMiddlewareOptions);
      }
    });
    exports.eventStreamHandlingMiddleware = eventStreamHandlingMiddleware;
    exports.eventStreamHandlingMiddlewareOptions = eventStreamHandlingMiddlewareOptions;
    exports.eventStreamHeaderMiddleware = eventStreamHeaderMiddleware;
    exports.eventStreamHeaderMiddlewareOptions = eventStreamHeaderMiddlewareOptions;
    exports.getEventStreamPlugin = getEventStreamPlugin;
    exports.resolveEventStreamConfig = resolveEventStreamConfig;
  }
});

// node_modules/@aws-sdk/core/dist-es/submodules/util/util-arn-parser/arn.js
var validate, parse, build;
var init_arn = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/util/util-arn-parser/arn.js"() {
    validate = (str) => typeof str === "string" && str.indexOf("arn:") === 0 && str.split(":").length >= 6;
    parse = (arn) => {
      const segments = arn.split(":");
      if (segments.length < 6 || segments[0] !== "arn") {
        throw new Error("Malformed ARN");
      }
      const [, partition, service, region, accountId, ...resource] = segments;
      return {
        partition,
        service,
        region,
        accountId,
        resource: resource.join(":")
      };
    };
    build = (arnObject) => {
      const { partition = "aws", service, region, accountId, resource } = arnObject;
      if ([service, region, accountId, resource].some((segment) => typeof segment !== "string")) {
        throw new Error("Input ARN object is invalid");
      }
      return `arn:${partition}:${service}:${region}:${accountId}:${resource}`;
    };
  }
});

// node_modules/@aws-sdk/core/dist-es/submodules/util/util-format-url/format-url.js
function formatUrl(request) {
  const { port, query } = request;
  let { protocol, path: path2, hostname } = request;
  if (protocol && protocol.slice(-1) !== ":") {
    protocol += ":";
  }
  if (port) {
    hostname += `:${port}`;
  }
  if (path2 && path2.charAt(0) !== "/") {
    path2 = `/${path2}`;
  }
  let queryString = query ? buildQueryString(query) : "";
  if (queryString && queryString[0] !== "?") {
    queryString = `?${queryString}`;
  }
  let auth = "";
  if (request.username != null || request.password != null) {
    const username = request.username ?? "";
    const password = request.password ?? "";
    auth = `${username}:${password}@`;
  }
  let fragment = "";
  if (request.fragment) {
    fragment = `#${request.fragment}`;
  }
  return `${protocol}//${auth}${hostname}${path2}${queryString}${fragment}`;
}
var init_format_url = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/util/util-format-url/format-url.js"() {
    init_protocols();
  }
});

// node_modules/@aws-sdk/core/dist-es/submodules/util/hasOwn.js
function hasOwn2(container, key) {
  return Object.prototype.hasOwnProperty.call(container, key);
}
var init_hasOwn = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/util/hasOwn.js"() {
  }
});

// node_modules/@aws-sdk/core/dist-es/submodules/util/index.js
var util_exports = {};
__export(util_exports, {
  build: () => build,
  formatUrl: () => formatUrl,
  hasOwn: () => hasOwn2,
  parse: () => parse,
  validate: () => validate
});
var init_util = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/util/index.js"() {
    init_arn();
    init_format_url();
    init_hasOwn();
  }
});

// node_modules/@aws-sdk/middleware-websocket/dist-cjs/index.js
var require_dist_cjs24 = __commonJS({
  "node_modules/@aws-sdk/middleware-websocket/dist-cjs/index.js"(exports) {
    var { formatUrl: formatUrl2 } = (init_util(), __toCommonJS(util_exports));
    var { iterableToReadableStream, readableStreamToIterable, EventStreamCodec } = (init_event_streams(), __toCommonJS(event_streams_exports));
    var { HttpResponse, HttpRequest: HttpRequest3 } = (init_protocols(), __toCommonJS(protocols_exports));
    var { fromBase64: fromBase643, fromHex } = (init_serde(), __toCommonJS(serde_exports));
    var { FetchHttpHandler: FetchHttpHandler3 } = require_dist_cjs4();
    var isWebSocketRequest = (request) => request.protocol === "ws:" || request.protocol === "wss:";
    var DEFAULT_WS_CONNECTION_TIMEOUT_MS = 3e3;
    var WebSocketFetchHandler = class _WebSocketFetchHandler {
      metadata = {
        handlerProtocol: "websocket/h1.1"
      };
      config = {};
      configPromise;
      httpHandler;
      sockets = {};
      static create(instanceOrOptions, httpHandler = new FetchHttpHandler3()) {
        if (typeof instanceOrOptions?.handle === "function") {
          return instanceOrOptions;
        }
        return new _WebSocketFetchHandler(instanceOrOptions, httpHandler);
      }
      constructor(options, httpHandler = new FetchHttpHandler3()) {
        this.httpHandler = httpHandler;
        const setConfig = (opts) => {
          this.config = {
            ...opts ?? {}
          };
          return this.config;
        };
        if (typeof options === "function") {
          this.config = {};
          this.configPromise = options().then((opts) => {
            return setConfig(opts);
          });
        } else {
          this.configPromise = Promise.resolve(setConfig(options));
        }
      }
      destroy() {
        for (const [key, sockets] of Object.entries(this.sockets)) {
          for (const socket of sockets) {
            socket.close(1e3, `Socket closed through destroy() call`);
          }
          delete this.sockets[key];
        }
      }
      async handle(request) {
        this.config = await this.configPromise;
        const { logger } = this.config;
        if (!isWebSocketRequest(request)) {
          logger?.debug?.(`@aws-sdk - ws fetching ${request.protocol}${request.hostname}${request.path}`);
          return this.httpHandler.handle(request);
        }
        const url = formatUrl2(request);
        logger?.debug?.(`@aws-sdk - ws connecting ${url.split("?")[0]}`);
        const socket = new WebSocket(url);
        if (!this.sockets[url]) {
          this.sockets[url] = [];
        }
        this.sockets[url].push(socket);
        socket.binaryType = "arraybuffer";
        const { connectionTimeout = DEFAULT_WS_CONNECTION_TIMEOUT_MS } = this.config;
        await this.waitForReady(socket, connectionTimeout);
        const { body } = request;
        const bodyStream = getIterator(body);
        const asyncIterable = this.connect(socket, bodyStream);
        const outputPayload = toReadableStream(asyncIterable);
        return {
          response: new HttpResponse({
            statusCode: 200,
            body: outputPayload
          })
        };
      }
      updateHttpClientConfig(key, value) {
        this.configPromise = this.configPromise.then((config) => {
          config[key] = value;
          return config;
        });
      }
      httpHandlerConfigs() {
        return this.config ?? {};
      }
      removeNotUsableSockets(url) {
        this.sockets[url] = (this.sockets[url] ?? []).filter((socket) => ![WebSocket.CLOSING, WebSocket.CLOSED].includes(socket.readyState));
      }
      waitForReady(socket, connectionTimeout) {
        return new Promise((resolve, reject) => {
          const timeout = setTimeout(() => {
            this.removeNotUsableSockets(socket.url);
            reject({
              $metadata: {
                httpStatusCode: 500,
                websocketSynthetic500Error: true
              }
            });
          }, connectionTimeout);
          socket.onopen = () => {
            clearTimeout(timeout);
            resolve();
          };
        });
      }
      connect(socket, data) {
        const messageQueue = [];
        let pendingResolve = null;
        let pendingReject = null;
        const push = (item) => {
          if (pendingResolve) {
            if (item.error) {
              pendingReject(item.error);
            } else {
              pendingResolve({ done: item.done, value: item.value });
            }
            pendingResolve = null;
            pendingReject = null;
          } else {
            messageQueue.push(item);
          }
        };
        socket.onmessage = (event) => {
          const { data: data2 } = event;
          if (typeof data2 === "string") {
            push({
              done: false,
              value: fromBase643(data2)
            });
          } else {
            push({
              done: false,
              value: new Uint8Array(data2)
            });
          }
        };
        socket.onerror = (event) => {
          socket.close();
          push({ done: true, error: event });
        };
        socket.onclose = () => {
          this.removeNotUsableSockets(socket.url);
          push({ done: true });
        };
        const outputStream = {
          [Symbol.asyncIterator]: () => ({
            async next() {
              if (messageQueue.length > 0) {
                const item = messageQueue.shift();
                if (item.error) {
                  throw item.error;
                }
                return { done: item.done, value: item.value };
              }
              return new Promise((resolve, reject) => {
                pendingResolve = resolve;
                pendingReject = reject;
              });
            }
          })
        };
        const send = async () => {
          try {
            for await (const chunk of data) {
              if (socket.readyState >= WebSocket.CLOSING) {
                break;
              } else {
                socket.send(chunk);
              }
            }
          } catch (err) {
            push({
              done: true,
              error: err
            });
          } finally {
            socket.close(1e3);
          }
        };
        send();
        return outputStream;
      }
    };
    var getIterator = (stream) => {
      if (stream[Symbol.asyncIterator]) {
        return stream;
      }
      if (isReadableStream(stream)) {
        return readableStreamToIterable(stream);
      }
      return {
        [Symbol.asyncIterator]: async function* () {
          yield stream;
        }
      };
    };
    var toReadableStream = (asyncIterable) => typeof ReadableStream === "function" ? iterableToReadableStream(asyncIterable) : asyncIterable;
    var isReadableStream = (payload) => typeof ReadableStream === "function" && payload instanceof ReadableStream;
    var websocketEndpointMiddleware = (config, options) => (next) => (args) => {
      const { request } = args;
      if (HttpRequest3.isInstance(request) && config.requestHandler.metadata?.handlerProtocol?.toLowerCase().includes("websocket")) {
        request.protocol = "wss:";
        request.method = "GET";
        request.path = `${request.path}-websocket`;
        const { headers } = request;
        delete headers["content-type"];
        delete headers["x-amz-content-sha256"];
        for (const name of Object.keys(headers)) {
          if (name.indexOf(options.headerPrefix) === 0) {
            const chunkedName = name.replace(options.headerPrefix, "");
            request.query[chunkedName] = headers[name];
          }
        }
        if (headers["x-amz-user-agent"]) {
          request.query["user-agent"] = headers["x-amz-user-agent"];
        }
        request.headers = { host: headers.host ?? request.hostname };
      }
      return next(args);
    };
    var websocketEndpointMiddlewareOptions = {
      name: "websocketEndpointMiddleware",
      tags: ["WEBSOCKET", "EVENT_STREAM"],
      relation: "after",
      toMiddleware: "eventStreamHeaderMiddleware",
      override: true
    };
    var injectSessionIdMiddleware = () => (next) => async (args) => {
      const requestParams = {
        ...args.input
      };
      const response = await next(args);
      const output = response.output;
      if (requestParams.SessionId && output.SessionId == null) {
        output.SessionId = requestParams.SessionId;
      }
      return response;
    };
    var injectSessionIdMiddlewareOptions = {
      step: "initialize",
      name: "injectSessionIdMiddleware",
      tags: ["WEBSOCKET", "EVENT_STREAM"],
      override: true
    };
    var getWebSocketPlugin = (config, options) => ({
      applyToStack: (clientStack) => {
        clientStack.addRelativeTo(websocketEndpointMiddleware(config, options), websocketEndpointMiddlewareOptions);
        clientStack.add(injectSessionIdMiddleware(), injectSessionIdMiddlewareOptions);
      }
    });
    var WebsocketSignatureV4 = class {
      signer;
      constructor(options) {
        this.signer = options.signer;
      }
      presign(originalRequest, options = {}) {
        return this.signer.presign(originalRequest, options);
      }
      async sign(toSign, options) {
        if (HttpRequest3.isInstance(toSign) && isWebSocketRequest(toSign)) {
          const signedRequest = await this.signer.presign({ ...toSign, body: "" }, {
            ...options,
            expiresIn: 60,
            unsignableHeaders: new Set(Object.keys(toSign.headers).filter((header) => header !== "host"))
          });
          return {
            ...signedRequest,
            body: toSign.body
          };
        } else {
          return this.signer.sign(toSign, options);
        }
      }
      signMessage(message, args) {
        return this.signer.signMessage(message, args);
      }
    };
    var resolveWebSocketConfig = (input) => {
      const { signer } = input;
      return Object.assign(input, {
        signer: async (authScheme) => {
          const signerObj = await signer(authScheme);
          if (validateSigner(signerObj)) {
            return new WebsocketSignatureV4({ signer: signerObj });
          }
          throw new Error("Expected WebsocketSignatureV4 signer, please check the client constructor.");
        }
      });
    };
    var validateSigner = (signer) => !!signer;
    var EventSigningTransformStream = class extends TransformStream {
      constructor(initialSignature, messageSigner, eventStreamCodec, systemClockOffsetProvider, credentials) {
        let priorSignature = initialSignature;
        const staticCredentials = credentials?.();
        super({
          start() {
          },
          async transform(chunk, controller) {
            try {
              const now = new Date(Date.now() + await systemClockOffsetProvider());
              const dateHeader = {
                ":date": { type: "timestamp", value: now }
              };
              const signedMessage = await messageSigner.sign({
                message: {
                  body: chunk,
                  headers: dateHeader
                },
                priorSignature
              }, {
                signingDate: now,
                eventStreamCredentials: await staticCredentials
              });
              priorSignature = signedMessage.signature;
              const serializedSigned = eventStreamCodec.encode({
                headers: {
                  ...dateHeader,
                  ":chunk-signature": {
                    type: "binary",
                    value: fromHex(signedMessage.signature)
                  }
                },
                body: chunk
              });
              controller.enqueue(serializedSigned);
            } catch (error) {
              controller.error(error);
            }
          }
        });
      }
    };
    var EventStreamPayloadHandler = class {
      messageSigner;
      eventStreamCodec;
      systemClockOffsetProvider;
      credentials;
      constructor(options) {
        this.messageSigner = options.messageSigner;
        this.eventStreamCodec = new EventStreamCodec(options.utf8Encoder, options.utf8Decoder);
        this.systemClockOffsetProvider = async () => options.systemClockOffset ?? 0;
        this.credentials = options.credentials;
      }
      async handle(next, args, context = {}) {
        const request = args.request;
        const { body: payload, headers, query } = request;
        if (!(payload instanceof ReadableStream)) {
          throw new Error("Eventstream payload must be a ReadableStream.");
        }
        const placeHolderStream = new TransformStream();
        request.body = placeHolderStream.readable;
        const match = (headers?.authorization ?? "").match(/Signature=(\w+)$/);
        let priorSignature = (match ?? [])[1] ?? (query && query["X-Amz-Signature"]) ?? "";
        if (context.__staticSignature) {
          priorSignature = "";
        }
        const signingStream = new EventSigningTransformStream(priorSignature, await this.messageSigner(), this.eventStreamCodec, this.systemClockOffsetProvider, this.credentials);
        payload.pipeThrough(signingStream).pipeThrough(placeHolderStream);
        let result;
        try {
          result = await next(args);
        } catch (e) {
          const p = payload.cancel?.();
          if (p instanceof Promise) {
            p.catch(() => {
            });
          }
          throw e;
        }
        return result;
      }
    };
    var eventStreamPayloadHandlerProvider = (options) => new EventStreamPayloadHandler(options);
    exports.WebSocketFetchHandler = WebSocketFetchHandler;
    exports.eventStreamPayloadHandlerProvider = eventStreamPayloadHandlerProvider;
    exports.getWebSocketPlugin = getWebSocketPlugin;
    exports.resolveWebSocketConfig = resolveWebSocketConfig;
  }
});

// node_modules/@aws-sdk/eventstream-handler-node/dist-cjs/index.js
var require_dist_cjs25 = __commonJS({
  "node_modules/@aws-sdk/eventstream-handler-node/dist-cjs/index.js"(exports) {
    var { EventStreamCodec } = (init_event_streams(), __toCommonJS(event_streams_exports));
    var { Transform, Readable, PassThrough, pipeline } = __require("node:stream");
    var EventSigningTransformStream = class extends Transform {
      priorSignature;
      messageSigner;
      eventStreamCodec;
      systemClockOffsetProvider;
      staticCredentials;
      constructor(options) {
        super({
          autoDestroy: true,
          readableObjectMode: true,
          writableObjectMode: true,
          ...options
        });
        this.priorSignature = options.priorSignature;
        this.eventStreamCodec = options.eventStreamCodec;
        this.messageSigner = options.messageSigner;
        this.systemClockOffsetProvider = options.systemClockOffsetProvider;
        this.staticCredentials = options.credentials?.();
      }
      async _transform(chunk, encoding, callback) {
        try {
          const now = new Date(Date.now() + await this.systemClockOffsetProvider());
          const dateHeader = {
            ":date": { type: "timestamp", value: now }
          };
          const signedMessage = await this.messageSigner.sign({
            message: {
              body: chunk,
              headers: dateHeader
            },
            priorSignature: this.priorSignature
          }, {
            signingDate: now,
            eventStreamCredentials: await this.staticCredentials
          });
          this.priorSignature = signedMessage.signature;
          const serializedSigned = this.eventStreamCodec.encode({
            headers: {
              ...dateHeader,
              ":chunk-signature": {
                type: "binary",
                value: getSignatureBinary(signedMessage.signature)
              }
            },
            body: chunk
          });
          this.push(serializedSigned);
          return callback();
        } catch (err) {
          callback(err);
        }
      }
    };
    function getSignatureBinary(signature) {
      const buf = Buffer.from(signature, "hex");
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength / Uint8Array.BYTES_PER_ELEMENT);
    }
    var EventStreamPayloadHandler = class {
      messageSigner;
      eventStreamCodec;
      systemClockOffsetProvider;
      credentials;
      constructor(options) {
        this.messageSigner = options.messageSigner;
        this.eventStreamCodec = new EventStreamCodec(options.utf8Encoder, options.utf8Decoder);
        this.systemClockOffsetProvider = async () => options.systemClockOffset ?? 0;
        this.credentials = options.credentials;
      }
      async handle(next, args, context = {}) {
        const request = args.request;
        const { body: payload, query } = request;
        if (!(payload instanceof Readable)) {
          throw new Error("Eventstream payload must be a Readable stream.");
        }
        request.body = new PassThrough({
          objectMode: true
        });
        const match = request.headers?.authorization?.match(/Signature=([\w]+)$/);
        let priorSignature = match?.[1] ?? query?.["X-Amz-Signature"] ?? "";
        if (context.__staticSignature) {
          priorSignature = "";
        }
        const signingStream = new EventSigningTransformStream({
          priorSignature,
          eventStreamCodec: this.eventStreamCodec,
          messageSigner: await this.messageSigner(),
          systemClockOffsetProvider: this.systemClockOffsetProvider,
          credentials: this.credentials
        });
        let resolvePipeline;
        const pipelineError = new Promise((resolve, reject) => {
          resolvePipeline = () => resolve(void 0);
          pipeline(payload, signingStream, request.body, (err) => {
            if (err) {
              reject(new Error(`Pipeline error in @aws-sdk/eventstream-handler-node: ${err.message}`, { cause: err }));
            }
          });
        });
        let result;
        try {
          result = await Promise.race([next(args), pipelineError]);
        } catch (e) {
          request.body.end();
          throw e;
        } finally {
          resolvePipeline();
        }
        return result;
      }
    };
    var eventStreamPayloadHandlerProvider = (options) => new EventStreamPayloadHandler(options);
    exports.eventStreamPayloadHandlerProvider = eventStreamPayloadHandlerProvider;
  }
});

// node_modules/@aws-sdk/token-providers/dist-cjs/index.js
var require_dist_cjs26 = __commonJS({
  "node_modules/@aws-sdk/token-providers/dist-cjs/index.js"(exports) {
    var { setTokenFeature } = (init_client2(), __toCommonJS(client_exports2));
    var { getBearerTokenEnvKey } = (init_httpAuthSchemes(), __toCommonJS(httpAuthSchemes_exports));
    var { TokenProviderError, getSSOTokenFilepath, parseKnownFiles, getProfileName, loadSsoSessionData, getSSOTokenFromFile, memoize, chain } = (init_config(), __toCommonJS(config_exports));
    var { promises } = __require("node:fs");
    var fromEnvSigningName = ({ logger, signingName } = {}) => async () => {
      logger?.debug?.("@aws-sdk/token-providers - fromEnvSigningName");
      if (!signingName) {
        throw new TokenProviderError("Please pass 'signingName' to compute environment variable key", { logger });
      }
      const bearerTokenKey = getBearerTokenEnvKey(signingName);
      if (!(bearerTokenKey in process.env)) {
        throw new TokenProviderError(`Token not present in '${bearerTokenKey}' environment variable`, { logger });
      }
      const token = { token: process.env[bearerTokenKey] };
      setTokenFeature(token, "BEARER_SERVICE_ENV_VARS", "3");
      return token;
    };
    var EXPIRE_WINDOW_MS = 5 * 60 * 1e3;
    var REFRESH_MESSAGE = `To refresh this SSO session run 'aws sso login' with the corresponding profile.`;
    var getSsoOidcClient = async (ssoRegion, init = {}, callerClientConfig) => {
      const { SSOOIDCClient } = (init_sso_oidc(), __toCommonJS(sso_oidc_exports));
      const coalesce = (prop) => init.clientConfig?.[prop] ?? init.parentClientConfig?.[prop] ?? callerClientConfig?.[prop];
      const ssoOidcClient = new SSOOIDCClient(Object.assign({}, init.clientConfig ?? {}, {
        region: ssoRegion ?? init.clientConfig?.region,
        logger: coalesce("logger"),
        userAgentAppId: coalesce("userAgentAppId")
      }));
      return ssoOidcClient;
    };
    var getNewSsoOidcToken = async (ssoToken, ssoRegion, init = {}, callerClientConfig) => {
      const { CreateTokenCommand } = (init_sso_oidc(), __toCommonJS(sso_oidc_exports));
      const ssoOidcClient = await getSsoOidcClient(ssoRegion, init, callerClientConfig);
      return ssoOidcClient.send(new CreateTokenCommand({
        clientId: ssoToken.clientId,
        clientSecret: ssoToken.clientSecret,
        refreshToken: ssoToken.refreshToken,
        grantType: "refresh_token"
      }));
    };
    var validateTokenExpiry = (token) => {
      if (token.expiration && token.expiration.getTime() < Date.now()) {
        throw new TokenProviderError(`Token is expired. ${REFRESH_MESSAGE}`, false);
      }
    };
    var validateTokenKey = (key, value, forRefresh = false) => {
      if (typeof value === "undefined") {
        throw new TokenProviderError(`Value not present for '${key}' in SSO Token${forRefresh ? ". Cannot refresh" : ""}. ${REFRESH_MESSAGE}`, false);
      }
    };
    var { writeFile } = promises;
    var writeSSOTokenToFile = (id, ssoToken) => {
      const tokenFilepath = getSSOTokenFilepath(id);
      const tokenString = JSON.stringify(ssoToken, null, 2);
      return writeFile(tokenFilepath, tokenString);
    };
    var lastRefreshAttemptTimes = /* @__PURE__ */ new Map();
    var inFlightRefreshes = /* @__PURE__ */ new Map();
    var fromSso = (init = {}) => async ({ callerClientConfig } = {}) => {
      init.logger?.debug("@aws-sdk/token-providers - fromSso");
      const profiles = await parseKnownFiles(init);
      const profileName = getProfileName({
        profile: init.profile ?? callerClientConfig?.profile
      });
      const profile = profiles[profileName];
      if (!profile) {
        throw new TokenProviderError(`Profile '${profileName}' could not be found in shared credentials file.`, false);
      } else if (!profile["sso_session"]) {
        throw new TokenProviderError(`Profile '${profileName}' is missing required property 'sso_session'.`);
      }
      const ssoSessionName = profile["sso_session"];
      const inFlightRefresh = inFlightRefreshes.get(ssoSessionName);
      if (inFlightRefresh) {
        return await inFlightRefresh;
      }
      const ssoSessions = await loadSsoSessionData(init);
      const ssoSession = ssoSessions[ssoSessionName];
      if (!ssoSession) {
        throw new TokenProviderError(`Sso session '${ssoSessionName}' could not be found in shared credentials file.`, false);
      }
      for (const ssoSessionRequiredKey of ["sso_start_url", "sso_region"]) {
        if (!ssoSession[ssoSessionRequiredKey]) {
          throw new TokenProviderError(`Sso session '${ssoSessionName}' is missing required property '${ssoSessionRequiredKey}'.`, false);
        }
      }
      ssoSession["sso_start_url"];
      const ssoRegion = ssoSession["sso_region"];
      let ssoToken;
      try {
        ssoToken = await getSSOTokenFromFile(ssoSessionName);
      } catch (e) {
        throw new TokenProviderError(`The SSO session token associated with profile=${profileName} was not found or is invalid. ${REFRESH_MESSAGE}`, false);
      }
      validateTokenKey("accessToken", ssoToken.accessToken);
      validateTokenKey("expiresAt", ssoToken.expiresAt);
      const { accessToken, expiresAt } = ssoToken;
      const existingToken = {
        token: accessToken,
        expiration: new Date(expiresAt)
      };
      if (existingToken.expiration.getTime() - Date.now() > EXPIRE_WINDOW_MS) {
        return existingToken;
      }
      const inFlightRefreshAfterReadingToken = inFlightRefreshes.get(ssoSessionName);
      if (inFlightRefreshAfterReadingToken) {
        return await inFlightRefreshAfterReadingToken;
      }
      const lastRefreshAttemptTime = lastRefreshAttemptTimes.get(ssoSessionName) ?? 0;
      if (Date.now() - lastRefreshAttemptTime < 30 * 1e3) {
        validateTokenExpiry(existingToken);
        return existingToken;
      }
      validateTokenKey("clientId", ssoToken.clientId, true);
      validateTokenKey("clientSecret", ssoToken.clientSecret, true);
      validateTokenKey("refreshToken", ssoToken.refreshToken, true);
      const refresh = (async () => {
        try {
          lastRefreshAttemptTimes.set(ssoSessionName, Date.now());
          const newSsoOidcToken = await getNewSsoOidcToken(ssoToken, ssoRegion, init, callerClientConfig);
          validateTokenKey("accessToken", newSsoOidcToken.accessToken);
          validateTokenKey("expiresIn", newSsoOidcToken.expiresIn);
          const newTokenExpiration = new Date(Date.now() + newSsoOidcToken.expiresIn * 1e3);
          try {
            await writeSSOTokenToFile(ssoSessionName, {
              ...ssoToken,
              accessToken: newSsoOidcToken.accessToken,
              expiresAt: newTokenExpiration.toISOString(),
              refreshToken: newSsoOidcToken.refreshToken
            });
          } catch (error) {
          }
          return {
            token: newSsoOidcToken.accessToken,
            expiration: newTokenExpiration
          };
        } catch (error) {
          validateTokenExpiry(existingToken);
          return existingToken;
        }
      })();
      inFlightRefreshes.set(ssoSessionName, refresh);
      try {
        return await refresh;
      } finally {
        inFlightRefreshes.delete(ssoSessionName);
      }
    };
    var fromStatic = ({ token, logger }) => async () => {
      logger?.debug("@aws-sdk/token-providers - fromStatic");
      if (!token || !token.token) {
        throw new TokenProviderError(`Please pass a valid token to fromStatic`, false);
      }
      return token;
    };
    var nodeProvider = (init = {}) => memoize(chain(fromSso(init), async () => {
      throw new TokenProviderError("Could not load token from any providers", false);
    }), (token) => token.expiration !== void 0 && token.expiration.getTime() - Date.now() < 3e5, (token) => token.expiration !== void 0);
    exports.fromEnvSigningName = fromEnvSigningName;
    exports.fromSso = fromSso;
    exports.fromStatic = fromStatic;
    exports.nodeProvider = nodeProvider;
  }
});

// node_modules/@aws-sdk/client-bedrock-runtime/dist-cjs/index.js
var require_dist_cjs27 = __commonJS({
  "node_modules/@aws-sdk/client-bedrock-runtime/dist-cjs/index.js"(exports) {
    var { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = (init_client2(), __toCommonJS(client_exports2));
    var { resolveEventStreamConfig, getEventStreamPlugin } = require_dist_cjs23();
    var { resolveWebSocketConfig, getWebSocketPlugin } = require_dist_cjs24();
    var { memoizeIdentityProvider, isIdentityExpired, doesIdentityRequireRefresh, HttpBearerAuthSigner, getHttpAuthSchemeEndpointRuleSetPlugin, DefaultIdentityProviderConfig, getHttpSigningPlugin, createPaginator } = (init_dist_es(), __toCommonJS(dist_es_exports));
    var { normalizeProvider, getSmithyContext, ServiceException, NoOpLogger, emitWarningIfUnsupportedVersion, loadConfigsForDefaultMode, getDefaultExtensionConfiguration, resolveDefaultRuntimeConfig, Client, makeBuilder, createAggregatedClient } = (init_client(), __toCommonJS(client_exports));
    var { Command: $Command } = (init_client(), __toCommonJS(client_exports));
    exports.$Command = $Command;
    exports.__Client = Client;
    var { resolveDefaultsModeConfig, loadConfig, NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS, resolveRegionConfig } = (init_config(), __toCommonJS(config_exports));
    var { BinaryDecisionDiagram, EndpointCache, decideEndpoint, customEndpointFunctions, resolveEndpointConfig, getEndpointPlugin } = (init_endpoints(), __toCommonJS(endpoints_exports));
    var { eventStreamSerdeProvider, resolveEventStreamSerdeConfig } = (init_event_streams(), __toCommonJS(event_streams_exports));
    var { parseUrl, getHttpHandlerExtensionConfiguration, resolveHttpHandlerRuntimeConfig, getContentLengthPlugin } = (init_protocols(), __toCommonJS(protocols_exports));
    var { DEFAULT_RETRY_MODE, NODE_RETRY_MODE_CONFIG_OPTIONS, NODE_MAX_ATTEMPT_CONFIG_OPTIONS, resolveRetryConfig, getRetryPlugin } = (init_retry(), __toCommonJS(retry_exports));
    var { TypeRegistry, getSchemaSerdePlugin } = (init_schema(), __toCommonJS(schema_exports));
    var { resolveAwsSdkSigV4Config, AwsSdkSigV4Signer, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = (init_httpAuthSchemes(), __toCommonJS(httpAuthSchemes_exports));
    var { defaultProvider } = require_dist_cjs2();
    var { eventStreamPayloadHandlerProvider } = require_dist_cjs25();
    var { fromEnvSigningName, nodeProvider } = require_dist_cjs26();
    var { toUtf8: toUtf82, fromUtf8: fromUtf82, toBase64: toBase643, fromBase64: fromBase643, calculateBodyLength } = (init_serde(), __toCommonJS(serde_exports));
    var { streamCollector: streamCollector2, NodeHttp2Handler } = require_dist_cjs();
    var { AwsRestJsonProtocol } = (init_protocols2(), __toCommonJS(protocols_exports2));
    var { Sha256: Sha2563 } = (init_checksum(), __toCommonJS(checksum_exports));
    var defaultBedrockRuntimeHttpAuthSchemeParametersProvider = async (config, context, input) => {
      return {
        operation: getSmithyContext(context).operation,
        region: await normalizeProvider(config.region)() || (() => {
          throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
        })()
      };
    };
    function createAwsAuthSigv4HttpAuthOption(authParameters) {
      return {
        schemeId: "aws.auth#sigv4",
        signingProperties: {
          name: "bedrock",
          region: authParameters.region
        },
        propertiesExtractor: (config, context) => ({
          signingProperties: {
            config,
            context
          }
        })
      };
    }
    function createSmithyApiHttpBearerAuthHttpAuthOption(authParameters) {
      return {
        schemeId: "smithy.api#httpBearerAuth",
        propertiesExtractor: ({ profile, filepath, configFilepath, ignoreCache }, context) => ({
          identityProperties: {
            profile,
            filepath,
            configFilepath,
            ignoreCache
          }
        })
      };
    }
    var defaultBedrockRuntimeHttpAuthSchemeProvider = (authParameters) => {
      const options = [];
      switch (authParameters.operation) {
        default: {
          options.push(createAwsAuthSigv4HttpAuthOption(authParameters));
          options.push(createSmithyApiHttpBearerAuthHttpAuthOption());
        }
      }
      return options;
    };
    var resolveHttpAuthSchemeConfig = (config) => {
      const token = memoizeIdentityProvider(config.token, isIdentityExpired, doesIdentityRequireRefresh);
      const config_0 = resolveAwsSdkSigV4Config(config);
      return Object.assign(config_0, {
        authSchemePreference: normalizeProvider(config.authSchemePreference ?? []),
        token
      });
    };
    var resolveClientEndpointParameters = (options) => {
      return Object.assign(options, {
        useDualstackEndpoint: options.useDualstackEndpoint ?? false,
        useFipsEndpoint: options.useFipsEndpoint ?? false,
        defaultSigningName: "bedrock"
      });
    };
    var commonParams = {
      UseFIPS: { type: "builtInParams", name: "useFipsEndpoint" },
      Endpoint: { type: "builtInParams", name: "endpoint" },
      Region: { type: "builtInParams", name: "region" },
      UseDualStack: { type: "builtInParams", name: "useDualstackEndpoint" }
    };
    var version = "3.1163.0";
    var packageInfo = {
      version
    };
    var k = "ref";
    var a = -1;
    var b = true;
    var c = "isSet";
    var d = "PartitionResult";
    var e = "booleanEquals";
    var f = "getAttr";
    var g = { [k]: "Endpoint" };
    var h = { [k]: d };
    var i = {};
    var j = [{ [k]: "Region" }];
    var _data = {
      conditions: [
        [c, [g]],
        [c, j],
        ["aws.partition", j, d],
        [e, [{ [k]: "UseFIPS" }, b]],
        [e, [{ [k]: "UseDualStack" }, b]],
        [e, [{ fn: f, argv: [h, "supportsDualStack"] }, b]],
        [e, [{ fn: f, argv: [h, "supportsFIPS"] }, b]]
      ],
      results: [
        [a],
        [a, "Invalid Configuration: FIPS and custom endpoint are not supported"],
        [a, "Invalid Configuration: Dualstack and custom endpoint are not supported"],
        [g, i],
        ["https://bedrock-runtime-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        [a, "FIPS and DualStack are enabled, but this partition does not support one or both"],
        ["https://bedrock-runtime-fips.{Region}.{PartitionResult#dnsSuffix}", i],
        [a, "FIPS is enabled but this partition does not support FIPS"],
        ["https://bedrock-runtime.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        [a, "DualStack is enabled but this partition does not support DualStack"],
        ["https://bedrock-runtime.{Region}.{PartitionResult#dnsSuffix}", i],
        [a, "Invalid Configuration: Missing Region"]
      ]
    };
    var root = 2;
    var r = 1e8;
    var nodes = new Int32Array([
      -1,
      1,
      -1,
      0,
      12,
      3,
      1,
      4,
      r + 11,
      2,
      5,
      r + 11,
      3,
      8,
      6,
      4,
      7,
      r + 10,
      5,
      r + 8,
      r + 9,
      4,
      10,
      9,
      6,
      r + 6,
      r + 7,
      5,
      11,
      r + 5,
      6,
      r + 4,
      r + 5,
      3,
      r + 1,
      13,
      4,
      r + 2,
      r + 3
    ]);
    var bdd = BinaryDecisionDiagram.from(nodes, root, _data.conditions, _data.results);
    var cache = new EndpointCache({
      size: 50,
      params: ["Endpoint", "Region", "UseDualStack", "UseFIPS"]
    });
    var defaultEndpointResolver = (endpointParams, context = {}) => {
      return cache.get(endpointParams, () => decideEndpoint(bdd, {
        endpointParams,
        logger: context.logger
      }));
    };
    customEndpointFunctions.aws = awsEndpointFunctions;
    var BedrockRuntimeServiceException2 = class _BedrockRuntimeServiceException extends ServiceException {
      static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.bedrockruntime#BedrockRuntimeServiceException";
      constructor(options) {
        super(options);
        Object.setPrototypeOf(this, _BedrockRuntimeServiceException.prototype);
      }
    };
    var AccessDeniedException = class _AccessDeniedException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#AccessDeniedException";
      name = "AccessDeniedException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "AccessDeniedException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _AccessDeniedException.prototype);
      }
    };
    var InternalServerException2 = class _InternalServerException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#InternalServerException";
      name = "InternalServerException";
      $fault = "server";
      constructor(opts) {
        super({
          name: "InternalServerException",
          $fault: "server",
          ...opts
        });
        Object.setPrototypeOf(this, _InternalServerException.prototype);
      }
    };
    var ThrottlingException2 = class _ThrottlingException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ThrottlingException";
      name = "ThrottlingException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ThrottlingException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ThrottlingException.prototype);
      }
    };
    var ValidationException2 = class _ValidationException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ValidationException";
      name = "ValidationException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ValidationException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ValidationException.prototype);
      }
    };
    var ConflictException = class _ConflictException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ConflictException";
      name = "ConflictException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ConflictException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ConflictException.prototype);
      }
    };
    var ResourceNotFoundException = class _ResourceNotFoundException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ResourceNotFoundException";
      name = "ResourceNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ResourceNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ResourceNotFoundException.prototype);
      }
    };
    var ServiceQuotaExceededException = class _ServiceQuotaExceededException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ServiceQuotaExceededException";
      name = "ServiceQuotaExceededException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ServiceQuotaExceededException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ServiceQuotaExceededException.prototype);
      }
    };
    var ServiceUnavailableException2 = class _ServiceUnavailableException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ServiceUnavailableException";
      name = "ServiceUnavailableException";
      $fault = "server";
      constructor(opts) {
        super({
          name: "ServiceUnavailableException",
          $fault: "server",
          ...opts
        });
        Object.setPrototypeOf(this, _ServiceUnavailableException.prototype);
      }
    };
    var ModelErrorException = class _ModelErrorException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ModelErrorException";
      name = "ModelErrorException";
      $fault = "client";
      originalStatusCode;
      resourceName;
      constructor(opts) {
        super({
          name: "ModelErrorException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ModelErrorException.prototype);
        this.originalStatusCode = opts.originalStatusCode;
        this.resourceName = opts.resourceName;
      }
    };
    var ModelNotReadyException = class _ModelNotReadyException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ModelNotReadyException";
      name = "ModelNotReadyException";
      $fault = "client";
      $retryable = {};
      constructor(opts) {
        super({
          name: "ModelNotReadyException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ModelNotReadyException.prototype);
      }
    };
    var ModelTimeoutException2 = class _ModelTimeoutException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ModelTimeoutException";
      name = "ModelTimeoutException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ModelTimeoutException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ModelTimeoutException.prototype);
      }
    };
    var ModelStreamErrorException2 = class _ModelStreamErrorException extends BedrockRuntimeServiceException2 {
      static shapeId = "com.amazonaws.bedrockruntime#ModelStreamErrorException";
      name = "ModelStreamErrorException";
      $fault = "client";
      originalStatusCode;
      originalMessage;
      constructor(opts) {
        super({
          name: "ModelStreamErrorException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ModelStreamErrorException.prototype);
        this.originalStatusCode = opts.originalStatusCode;
        this.originalMessage = opts.originalMessage;
      }
    };
    var _A = "Accept";
    var _AB = "AudioBlock";
    var _ADE = "AccessDeniedException";
    var _AG = "ApplyGuardrail";
    var _AGD = "AppliedGuardrailDetails";
    var _AGR = "ApplyGuardrailRequest";
    var _AGRp = "ApplyGuardrailResponse";
    var _AIM = "AsyncInvokeMessage";
    var _AIODC = "AsyncInvokeOutputDataConfig";
    var _AIS = "AsyncInvokeSummary";
    var _AISODC = "AsyncInvokeS3OutputDataConfig";
    var _AISs = "AsyncInvokeSummaries";
    var _AS = "AudioSource";
    var _ATC = "AnyToolChoice";
    var _ATCu = "AutoToolChoice";
    var _B = "Body";
    var _BIPP = "BidirectionalInputPayloadPart";
    var _BOPP = "BidirectionalOutputPayloadPart";
    var _C = "Citation";
    var _CB = "ContentBlocks";
    var _CBD = "ContentBlockDelta";
    var _CBDE = "ContentBlockDeltaEvent";
    var _CBS = "ContentBlockStart";
    var _CBSE = "ContentBlockStartEvent";
    var _CBSEo = "ContentBlockStopEvent";
    var _CBo = "ContentBlock";
    var _CC = "CitationsConfig";
    var _CCB = "CitationsContentBlock";
    var _CD = "CacheDetail";
    var _CDL = "CacheDetailsList";
    var _CDi = "CitationsDelta";
    var _CE = "ConflictException";
    var _CGC = "CitationGeneratedContent";
    var _CGCL = "CitationGeneratedContentList";
    var _CL = "CitationLocation";
    var _CM = "ConverseMetrics";
    var _CO = "ConverseOutput";
    var _CPB = "CachePointBlock";
    var _CR = "ConverseRequest";
    var _CRo = "ConverseResponse";
    var _CS = "ConverseStream";
    var _CSC = "CitationSourceContent";
    var _CSCD = "CitationSourceContentDelta";
    var _CSCL = "CitationSourceContentList";
    var _CSCLD = "CitationSourceContentListDelta";
    var _CSM = "ConverseStreamMetrics";
    var _CSME = "ConverseStreamMetadataEvent";
    var _CSO = "ConverseStreamOutput";
    var _CSR = "ConverseStreamRequest";
    var _CSRo = "ConverseStreamResponse";
    var _CST = "ConverseStreamTrace";
    var _CT = "ConverseTrace";
    var _CTI = "CountTokensInput";
    var _CTR = "ConverseTokensRequest";
    var _CTRo = "CountTokensRequest";
    var _CTRou = "CountTokensResponse";
    var _CT_ = "Content-Type";
    var _CTo = "CountTokens";
    var _Ci = "Citations";
    var _Co = "Converse";
    var _DB = "DocumentBlock";
    var _DCB = "DocumentContentBlocks";
    var _DCBo = "DocumentContentBlock";
    var _DCL = "DocumentCharLocation";
    var _DCLo = "DocumentChunkLocation";
    var _DPL = "DocumentPageLocation";
    var _DS = "DocumentSource";
    var _EB = "ErrorBlock";
    var _GA = "GuardrailAssessment";
    var _GAI = "GetAsyncInvoke";
    var _GAIR = "GetAsyncInvokeRequest";
    var _GAIRe = "GetAsyncInvokeResponse";
    var _GAL = "GuardrailAssessmentList";
    var _GALM = "GuardrailAssessmentListMap";
    var _GAM = "GuardrailAssessmentMap";
    var _GARDSL = "GuardrailAutomatedReasoningDifferenceScenarioList";
    var _GARF = "GuardrailAutomatedReasoningFinding";
    var _GARFL = "GuardrailAutomatedReasoningFindingList";
    var _GARIF = "GuardrailAutomatedReasoningImpossibleFinding";
    var _GARIFu = "GuardrailAutomatedReasoningInvalidFinding";
    var _GARITR = "GuardrailAutomatedReasoningInputTextReference";
    var _GARITRL = "GuardrailAutomatedReasoningInputTextReferenceList";
    var _GARLW = "GuardrailAutomatedReasoningLogicWarning";
    var _GARNTF = "GuardrailAutomatedReasoningNoTranslationsFinding";
    var _GARPA = "GuardrailAutomatedReasoningPolicyAssessment";
    var _GARR = "GuardrailAutomatedReasoningRule";
    var _GARRL = "GuardrailAutomatedReasoningRuleList";
    var _GARS = "GuardrailAutomatedReasoningScenario";
    var _GARSF = "GuardrailAutomatedReasoningSatisfiableFinding";
    var _GARSL = "GuardrailAutomatedReasoningStatementList";
    var _GARSLC = "GuardrailAutomatedReasoningStatementLogicContent";
    var _GARSNLC = "GuardrailAutomatedReasoningStatementNaturalLanguageContent";
    var _GARSu = "GuardrailAutomatedReasoningStatement";
    var _GART = "GuardrailAutomatedReasoningTranslation";
    var _GARTAF = "GuardrailAutomatedReasoningTranslationAmbiguousFinding";
    var _GARTCF = "GuardrailAutomatedReasoningTooComplexFinding";
    var _GARTL = "GuardrailAutomatedReasoningTranslationList";
    var _GARTO = "GuardrailAutomatedReasoningTranslationOption";
    var _GARTOL = "GuardrailAutomatedReasoningTranslationOptionList";
    var _GARVF = "GuardrailAutomatedReasoningValidFinding";
    var _GC = "GuardrailConfiguration";
    var _GCB = "GuardrailContentBlock";
    var _GCBL = "GuardrailContentBlockList";
    var _GCC = "GuardrailChecksConfig";
    var _GCCB = "GuardrailChecksContentBlock";
    var _GCCBL = "GuardrailChecksContentBlockList";
    var _GCCBu = "GuardrailConverseContentBlock";
    var _GCCFC = "GuardrailChecksContentFilterConfig";
    var _GCCFCC = "GuardrailChecksContentFilterCategoryConfig";
    var _GCCFCCL = "GuardrailChecksContentFilterCategoryConfigList";
    var _GCCFR = "GuardrailChecksContentFilterResult";
    var _GCCFRE = "GuardrailChecksContentFilterResultEntry";
    var _GCCFRL = "GuardrailChecksContentFilterResultList";
    var _GCCFU = "GuardrailChecksContentFilterUsage";
    var _GCF = "GuardrailContentFilter";
    var _GCFL = "GuardrailContentFilterList";
    var _GCGF = "GuardrailContextualGroundingFilter";
    var _GCGFu = "GuardrailContextualGroundingFilters";
    var _GCGPA = "GuardrailContextualGroundingPolicyAssessment";
    var _GCIB = "GuardrailConverseImageBlock";
    var _GCIS = "GuardrailConverseImageSource";
    var _GCM = "GuardrailChecksMessage";
    var _GCML = "GuardrailChecksMessageList";
    var _GCPA = "GuardrailContentPolicyAssessment";
    var _GCPAC = "GuardrailChecksPromptAttackConfig";
    var _GCPACC = "GuardrailChecksPromptAttackCategoryConfig";
    var _GCPACCL = "GuardrailChecksPromptAttackCategoryConfigList";
    var _GCPAR = "GuardrailChecksPromptAttackResult";
    var _GCPARE = "GuardrailChecksPromptAttackResultEntry";
    var _GCPARL = "GuardrailChecksPromptAttackResultList";
    var _GCPAU = "GuardrailChecksPromptAttackUsage";
    var _GCR = "GuardrailChecksResults";
    var _GCSIC = "GuardrailChecksSensitiveInformationConfig";
    var _GCSIEC = "GuardrailChecksSensitiveInformationEntityConfig";
    var _GCSIECL = "GuardrailChecksSensitiveInformationEntityConfigList";
    var _GCSIR = "GuardrailChecksSensitiveInformationResult";
    var _GCSIRE = "GuardrailChecksSensitiveInformationResultEntry";
    var _GCSIRL = "GuardrailChecksSensitiveInformationResultList";
    var _GCSIU = "GuardrailChecksSensitiveInformationUsage";
    var _GCTB = "GuardrailConverseTextBlock";
    var _GCTC = "GuardrailChecksTextContent";
    var _GCUR = "GuardrailChecksUsageResults";
    var _GCW = "GuardrailCustomWord";
    var _GCWL = "GuardrailCustomWordList";
    var _GCu = "GuardrailCoverage";
    var _GIB = "GuardrailImageBlock";
    var _GIC = "GuardrailImageCoverage";
    var _GIM = "GuardrailInvocationMetrics";
    var _GIS = "GuardrailImageSource";
    var _GMW = "GuardrailManagedWord";
    var _GMWL = "GuardrailManagedWordList";
    var _GOC = "GuardrailOutputContent";
    var _GOCL = "GuardrailOutputContentList";
    var _GPEF = "GuardrailPiiEntityFilter";
    var _GPEFL = "GuardrailPiiEntityFilterList";
    var _GRF = "GuardrailRegexFilter";
    var _GRFL = "GuardrailRegexFilterList";
    var _GSC = "GuardrailStreamConfiguration";
    var _GSIPA = "GuardrailSensitiveInformationPolicyAssessment";
    var _GT = "GuardrailTopic";
    var _GTA = "GuardrailTraceAssessment";
    var _GTB = "GuardrailTextBlock";
    var _GTCC = "GuardrailTextCharactersCoverage";
    var _GTL = "GuardrailTopicList";
    var _GTPA = "GuardrailTopicPolicyAssessment";
    var _GU = "GuardrailUsage";
    var _GWPA = "GuardrailWordPolicyAssessment";
    var _IB = "ImageBlock";
    var _IBD = "ImageBlockDelta";
    var _IBS = "ImageBlockStart";
    var _IC = "InferenceConfiguration";
    var _IGC = "InvokeGuardrailChecks";
    var _IGCR = "InvokeGuardrailChecksRequest";
    var _IGCRn = "InvokeGuardrailChecksResponse";
    var _IM = "InvokeModel";
    var _IMR = "InvokeModelRequest";
    var _IMRn = "InvokeModelResponse";
    var _IMTR = "InvokeModelTokensRequest";
    var _IMWBS = "InvokeModelWithBidirectionalStream";
    var _IMWBSI = "InvokeModelWithBidirectionalStreamInput";
    var _IMWBSO = "InvokeModelWithBidirectionalStreamOutput";
    var _IMWBSR = "InvokeModelWithBidirectionalStreamRequest";
    var _IMWBSRn = "InvokeModelWithBidirectionalStreamResponse";
    var _IMWRS = "InvokeModelWithResponseStream";
    var _IMWRSR = "InvokeModelWithResponseStreamRequest";
    var _IMWRSRn = "InvokeModelWithResponseStreamResponse";
    var _IS = "ImageSource";
    var _ISE = "InternalServerException";
    var _JSD = "JsonSchemaDefinition";
    var _LAI = "ListAsyncInvokes";
    var _LAIR = "ListAsyncInvokesRequest";
    var _LAIRi = "ListAsyncInvokesResponse";
    var _M = "Message";
    var _MEE = "ModelErrorException";
    var _MIP = "ModelInputPayload";
    var _MNRE = "ModelNotReadyException";
    var _MSE = "MessageStartEvent";
    var _MSEE = "ModelStreamErrorException";
    var _MSEe = "MessageStopEvent";
    var _MTE = "ModelTimeoutException";
    var _Me = "Messages";
    var _OC = "OutputConfig";
    var _OF = "OutputFormat";
    var _OFS = "OutputFormatStructure";
    var _PB = "PartBody";
    var _PC = "PerformanceConfiguration";
    var _PP = "PayloadPart";
    var _PRT = "PromptRouterTrace";
    var _PVM = "PromptVariableMap";
    var _PVV = "PromptVariableValues";
    var _RCB = "ReasoningContentBlock";
    var _RCBD = "ReasoningContentBlockDelta";
    var _RM = "RequestMetadata";
    var _RMJ = "RequestMetadataJson";
    var _RNFE = "ResourceNotFoundException";
    var _RS = "ResponseStream";
    var _RTB = "ReasoningTextBlock";
    var _SAI = "StartAsyncInvoke";
    var _SAIR = "StartAsyncInvokeRequest";
    var _SAIRt = "StartAsyncInvokeResponse";
    var _SCB = "SystemContentBlocks";
    var _SCBy = "SystemContentBlock";
    var _SL = "S3Location";
    var _SQEE = "ServiceQuotaExceededException";
    var _SRB = "SearchResultBlock";
    var _SRCB = "SearchResultContentBlock";
    var _SRCBe = "SearchResultContentBlocks";
    var _SRL = "SearchResultLocation";
    var _ST = "ServiceTier";
    var _STC = "SpecificToolChoice";
    var _STy = "SystemTool";
    var _SUE = "ServiceUnavailableException";
    var _T = "Tag";
    var _TAB = "ToolAdditionBlock";
    var _TC = "ToolConfiguration";
    var _TCo = "ToolChoice";
    var _TE = "ThrottlingException";
    var _TIS = "ToolInputSchema";
    var _TL = "TagList";
    var _TR = "ToolReference";
    var _TRB = "ToolRemovalBlock";
    var _TRBD = "ToolResultBlocksDelta";
    var _TRBDo = "ToolResultBlockDelta";
    var _TRBS = "ToolResultBlockStart";
    var _TRBo = "ToolResultBlock";
    var _TRCB = "ToolResultContentBlocks";
    var _TRCBo = "ToolResultContentBlock";
    var _TS = "ToolSpecification";
    var _TU = "TokenUsage";
    var _TUB = "ToolUseBlock";
    var _TUBD = "ToolUseBlockDelta";
    var _TUBS = "ToolUseBlockStart";
    var _To = "Tools";
    var _Too = "Tool";
    var _VB = "VideoBlock";
    var _VE = "ValidationException";
    var _VS = "VideoSource";
    var _WL = "WebLocation";
    var _XABA = "X-Amzn-Bedrock-Accept";
    var _XABCT = "X-Amzn-Bedrock-Content-Type";
    var _XABG = "X-Amzn-Bedrock-GuardrailIdentifier";
    var _XABG_ = "X-Amzn-Bedrock-GuardrailVersion";
    var _XABPL = "X-Amzn-Bedrock-PerformanceConfig-Latency";
    var _XABRM = "X-Amzn-Bedrock-Request-Metadata";
    var _XABST = "X-Amzn-Bedrock-Service-Tier";
    var _XABT = "X-Amzn-Bedrock-Trace";
    var _a = "action";
    var _aGD = "appliedGuardrailDetails";
    var _aIS = "asyncInvokeSummaries";
    var _aMRF = "additionalModelRequestFields";
    var _aMRFP = "additionalModelResponseFieldPaths";
    var _aMRFd = "additionalModelResponseFields";
    var _aR = "actionReason";
    var _aRP = "automatedReasoningPolicy";
    var _aRPU = "automatedReasoningPolicyUnits";
    var _aRPu = "automatedReasoningPolicies";
    var _ac = "accept";
    var _an = "any";
    var _as = "assessments";
    var _au = "audio";
    var _aut = "auto";
    var _b = "bytes";
    var _bO = "bucketOwner";
    var _bOe = "beginOffset";
    var _bo = "body";
    var _c = "client";
    var _cBD = "contentBlockDelta";
    var _cBI = "contentBlockIndex";
    var _cBS = "contentBlockStart";
    var _cBSo = "contentBlockStop";
    var _cC = "citationsContent";
    var _cD = "cacheDetails";
    var _cF = "contentFilter";
    var _cFS = "claimsFalseScenario";
    var _cGP = "contextualGroundingPolicy";
    var _cGPU = "contextualGroundingPolicyUnits";
    var _cI = "contentIndex";
    var _cP = "contentPolicy";
    var _cPIU = "contentPolicyImageUnits";
    var _cPU = "contentPolicyUnits";
    var _cPa = "cachePoint";
    var _cR = "contradictingRules";
    var _cRIT = "cacheReadInputTokens";
    var _cRT = "clientRequestToken";
    var _cS = "confidenceScore";
    var _cT = "contentType";
    var _cTS = "claimsTrueScenario";
    var _cW = "customWords";
    var _cWIT = "cacheWriteInputTokens";
    var _ca = "category";
    var _cat = "categories";
    var _ch = "checks";
    var _chu = "chunk";
    var _ci = "citations";
    var _cit = "citation";
    var _cl = "claims";
    var _co = "content";
    var _con = "context";
    var _conf = "confidence";
    var _conv = "converse";
    var _d = "delta";
    var _dC = "documentChar";
    var _dCo = "documentChunk";
    var _dI = "documentIndex";
    var _dP = "documentPage";
    var _dS = "differenceScenarios";
    var _de = "detected";
    var _des = "description";
    var _do = "domain";
    var _doc = "document";
    var _e = "error";
    var _eO = "endOffset";
    var _eT = "endTime";
    var _ef = "effort";
    var _en = "enabled";
    var _end = "end";
    var _ent = "entities";
    var _f = "format";
    var _fM = "failureMessage";
    var _fS = "filterStrength";
    var _fi = "findings";
    var _fil = "filters";
    var _g = "guardrail";
    var _gA = "guardrailArn";
    var _gC = "guardrailCoverage";
    var _gCu = "guardrailConfig";
    var _gCua = "guardContent";
    var _gI = "guardrailId";
    var _gIu = "guardrailIdentifier";
    var _gO = "guardrailOrigin";
    var _gOu = "guardrailOwnership";
    var _gPL = "guardrailProcessingLatency";
    var _gV = "guardrailVersion";
    var _gu = "guarded";
    var _h = "http";
    var _hE = "httpError";
    var _hH = "httpHeader";
    var _hQ = "httpQuery";
    var _i = "input";
    var _iA = "invocationArn";
    var _iAn = "inputAssessment";
    var _iC = "inferenceConfig";
    var _iM = "invocationMetrics";
    var _iMI = "invokedModelId";
    var _iMn = "invokeModel";
    var _iS = "inputSchema";
    var _iSE = "internalServerException";
    var _iT = "inputTokens";
    var _id = "identifier";
    var _im = "images";
    var _ima = "image";
    var _imp = "impossible";
    var _in = "invalid";
    var _j = "json";
    var _jS = "jsonSchema";
    var _k = "key";
    var _kKI = "kmsKeyId";
    var _l = "location";
    var _lM = "latencyMs";
    var _lMT = "lastModifiedTime";
    var _lW = "logicWarning";
    var _la = "latency";
    var _lo = "logic";
    var _m = "message";
    var _mA = "modelArn";
    var _mI = "modelId";
    var _mIe = "messageIndex";
    var _mIo = "modelInput";
    var _mO = "modelOutput";
    var _mR = "maxResults";
    var _mS = "messageStart";
    var _mSEE = "modelStreamErrorException";
    var _mSe = "messageStop";
    var _mT = "maxTokens";
    var _mTE = "modelTimeoutException";
    var _mWL = "managedWordLists";
    var _ma = "match";
    var _me = "messages";
    var _met = "metrics";
    var _meta = "metadata";
    var _n = "name";
    var _nL = "naturalLanguage";
    var _nT = "nextToken";
    var _nTo = "noTranslations";
    var _o = "outputs";
    var _oA = "outputAssessments";
    var _oC = "outputConfig";
    var _oDC = "outputDataConfig";
    var _oM = "originalMessage";
    var _oS = "outputScope";
    var _oSC = "originalStatusCode";
    var _oT = "outputTokens";
    var _op = "options";
    var _ou = "output";
    var _p = "premises";
    var _pA = "promptAttack";
    var _pC = "performanceConfig";
    var _pCL = "performanceConfigLatency";
    var _pE = "piiEntities";
    var _pR = "promptRouter";
    var _pV = "promptVariables";
    var _pVA = "policyVersionArn";
    var _q = "qualifiers";
    var _r = "results";
    var _rC = "reasoningContent";
    var _rCe = "redactedContent";
    var _rM = "requestMetadata";
    var _rN = "resourceName";
    var _rT = "reasoningText";
    var _re = "regex";
    var _reg = "regexes";
    var _ro = "role";
    var _s = "smithy.ts.sdk.synthetic.com.amazonaws.bedrockruntime";
    var _sB = "sortBy";
    var _sC = "sourceContent";
    var _sE = "statusEquals";
    var _sI = "sensitiveInformation";
    var _sIP = "sensitiveInformationPolicy";
    var _sIPFU = "sensitiveInformationPolicyFreeUnits";
    var _sIPU = "sensitiveInformationPolicyUnits";
    var _sL = "s3Location";
    var _sN = "serverName";
    var _sO = "sortOrder";
    var _sODC = "s3OutputDataConfig";
    var _sPM = "streamProcessingMode";
    var _sR = "stopReason";
    var _sRI = "searchResultIndex";
    var _sRL = "searchResultLocation";
    var _sRe = "searchResult";
    var _sRu = "supportingRules";
    var _sS = "severityScore";
    var _sSt = "stopSequences";
    var _sT = "submitTime";
    var _sTA = "submitTimeAfter";
    var _sTB = "submitTimeBefore";
    var _sTe = "serviceTier";
    var _sTy = "systemTool";
    var _sU = "s3Uri";
    var _sUE = "serviceUnavailableException";
    var _sa = "satisfiable";
    var _sc = "score";
    var _sch = "schema";
    var _se = "server";
    var _si = "signature";
    var _so = "source";
    var _st = "status";
    var _sta = "start";
    var _stat = "statements";
    var _str = "stream";
    var _stre = "streaming";
    var _stri = "strict";
    var _stru = "structure";
    var _sy = "system";
    var _t = "ttl";
    var _tA = "toolAddition";
    var _tAr = "translationAmbiguous";
    var _tC = "toolConfig";
    var _tCe = "textCharacters";
    var _tCo = "toolChoice";
    var _tCoo = "tooComplex";
    var _tE = "throttlingException";
    var _tF = "textFormat";
    var _tP = "topicPolicy";
    var _tPU = "topicPolicyUnits";
    var _tPo = "topP";
    var _tR = "toolResult";
    var _tRo = "toolRemoval";
    var _tS = "toolSpec";
    var _tT = "totalTokens";
    var _tU = "textUnits";
    var _tUI = "toolUseId";
    var _tUo = "toolUse";
    var _ta = "tags";
    var _te = "text";
    var _tem = "temperature";
    var _th = "threshold";
    var _ti = "title";
    var _to = "total";
    var _too = "tool";
    var _tool = "tools";
    var _top = "topics";
    var _tr = "trace";
    var _tra = "translation";
    var _tran = "translations";
    var _tru = "truncated";
    var _ty = "type";
    var _u = "usage";
    var _uC = "untranslatedClaims";
    var _uP = "untranslatedPremises";
    var _ur = "uri";
    var _url = "url";
    var _v = "value";
    var _vE = "validationException";
    var _va = "valid";
    var _vi = "video";
    var _w = "web";
    var _wP = "wordPolicy";
    var _wPU = "wordPolicyUnits";
    var n0 = "com.amazonaws.bedrockruntime";
    var _s_registry = new TypeRegistry(_s);
    var BedrockRuntimeServiceException$ = [-3, _s, "BedrockRuntimeServiceException", 0, [], []];
    _s_registry.registerError(BedrockRuntimeServiceException$, BedrockRuntimeServiceException2);
    var n0_registry = new TypeRegistry(n0);
    var AccessDeniedException$ = [
      -3,
      n0,
      _ADE,
      { [_e]: _c, [_hE]: 403 },
      [_m],
      [0]
    ];
    n0_registry.registerError(AccessDeniedException$, AccessDeniedException);
    var ConflictException$ = [
      -3,
      n0,
      _CE,
      { [_e]: _c, [_hE]: 400 },
      [_m],
      [0]
    ];
    n0_registry.registerError(ConflictException$, ConflictException);
    var InternalServerException$ = [
      -3,
      n0,
      _ISE,
      { [_e]: _se, [_hE]: 500 },
      [_m],
      [0]
    ];
    n0_registry.registerError(InternalServerException$, InternalServerException2);
    var ModelErrorException$ = [
      -3,
      n0,
      _MEE,
      { [_e]: _c, [_hE]: 424 },
      [_m, _oSC, _rN],
      [0, 1, 0]
    ];
    n0_registry.registerError(ModelErrorException$, ModelErrorException);
    var ModelNotReadyException$ = [
      -3,
      n0,
      _MNRE,
      { [_e]: _c, [_hE]: 429 },
      [_m],
      [0]
    ];
    n0_registry.registerError(ModelNotReadyException$, ModelNotReadyException);
    var ModelStreamErrorException$ = [
      -3,
      n0,
      _MSEE,
      { [_e]: _c, [_hE]: 424 },
      [_m, _oSC, _oM],
      [0, 1, 0]
    ];
    n0_registry.registerError(ModelStreamErrorException$, ModelStreamErrorException2);
    var ModelTimeoutException$ = [
      -3,
      n0,
      _MTE,
      { [_e]: _c, [_hE]: 408 },
      [_m],
      [0]
    ];
    n0_registry.registerError(ModelTimeoutException$, ModelTimeoutException2);
    var ResourceNotFoundException$ = [
      -3,
      n0,
      _RNFE,
      { [_e]: _c, [_hE]: 404 },
      [_m],
      [0]
    ];
    n0_registry.registerError(ResourceNotFoundException$, ResourceNotFoundException);
    var ServiceQuotaExceededException$ = [
      -3,
      n0,
      _SQEE,
      { [_e]: _c, [_hE]: 400 },
      [_m],
      [0]
    ];
    n0_registry.registerError(ServiceQuotaExceededException$, ServiceQuotaExceededException);
    var ServiceUnavailableException$ = [
      -3,
      n0,
      _SUE,
      { [_e]: _se, [_hE]: 503 },
      [_m],
      [0]
    ];
    n0_registry.registerError(ServiceUnavailableException$, ServiceUnavailableException2);
    var ThrottlingException$ = [
      -3,
      n0,
      _TE,
      { [_e]: _c, [_hE]: 429 },
      [_m],
      [0]
    ];
    n0_registry.registerError(ThrottlingException$, ThrottlingException2);
    var ValidationException$ = [
      -3,
      n0,
      _VE,
      { [_e]: _c, [_hE]: 400 },
      [_m],
      [0]
    ];
    n0_registry.registerError(ValidationException$, ValidationException2);
    var errorTypeRegistries = [
      _s_registry,
      n0_registry
    ];
    var AsyncInvokeMessage = [0, n0, _AIM, 8, 0];
    var Body = [0, n0, _B, 8, 21];
    var GuardrailAutomatedReasoningStatementLogicContent = [0, n0, _GARSLC, 8, 0];
    var GuardrailAutomatedReasoningStatementNaturalLanguageContent = [0, n0, _GARSNLC, 8, 0];
    var GuardrailChecksTextContent = [0, n0, _GCTC, 8, 0];
    var ModelInputPayload = [0, n0, _MIP, 8, 15];
    var PartBody = [0, n0, _PB, 8, 21];
    var RequestMetadataJson = [0, n0, _RMJ, 8, 0];
    var AnyToolChoice$ = [
      3,
      n0,
      _ATC,
      0,
      [],
      []
    ];
    var AppliedGuardrailDetails$ = [
      3,
      n0,
      _AGD,
      0,
      [_gI, _gV, _gA, _gO, _gOu],
      [0, 0, 0, 64 | 0, 0]
    ];
    var ApplyGuardrailRequest$ = [
      3,
      n0,
      _AGR,
      0,
      [_gIu, _gV, _so, _co, _oS],
      [[0, 1], [0, 1], 0, [() => GuardrailContentBlockList, 0], 0],
      4
    ];
    var ApplyGuardrailResponse$ = [
      3,
      n0,
      _AGRp,
      0,
      [_u, _a, _o, _as, _aR, _gC],
      [() => GuardrailUsage$, 0, () => GuardrailOutputContentList, [() => GuardrailAssessmentList, 0], 0, () => GuardrailCoverage$],
      4
    ];
    var AsyncInvokeS3OutputDataConfig$ = [
      3,
      n0,
      _AISODC,
      0,
      [_sU, _kKI, _bO],
      [0, 0, 0],
      1
    ];
    var AsyncInvokeSummary$ = [
      3,
      n0,
      _AIS,
      0,
      [_iA, _mA, _sT, _oDC, _cRT, _st, _fM, _lMT, _eT],
      [0, 0, 5, () => AsyncInvokeOutputDataConfig$, 0, 0, [() => AsyncInvokeMessage, 0], 5, 5],
      4
    ];
    var AudioBlock$ = [
      3,
      n0,
      _AB,
      0,
      [_f, _so, _e],
      [0, [() => AudioSource$, 0], [() => ErrorBlock$, 0]],
      2
    ];
    var AutoToolChoice$ = [
      3,
      n0,
      _ATCu,
      0,
      [],
      []
    ];
    var BidirectionalInputPayloadPart$ = [
      3,
      n0,
      _BIPP,
      8,
      [_b],
      [[() => PartBody, 0]]
    ];
    var BidirectionalOutputPayloadPart$ = [
      3,
      n0,
      _BOPP,
      8,
      [_b],
      [[() => PartBody, 0]]
    ];
    var CacheDetail$ = [
      3,
      n0,
      _CD,
      0,
      [_t, _iT],
      [0, 1],
      2
    ];
    var CachePointBlock$ = [
      3,
      n0,
      _CPB,
      0,
      [_ty, _t],
      [0, 0],
      1
    ];
    var Citation$ = [
      3,
      n0,
      _C,
      0,
      [_ti, _so, _sC, _l],
      [0, 0, () => CitationSourceContentList, () => CitationLocation$]
    ];
    var CitationsConfig$ = [
      3,
      n0,
      _CC,
      0,
      [_en],
      [2],
      1
    ];
    var CitationsContentBlock$ = [
      3,
      n0,
      _CCB,
      0,
      [_co, _ci],
      [() => CitationGeneratedContentList, () => Citations]
    ];
    var CitationsDelta$ = [
      3,
      n0,
      _CDi,
      0,
      [_ti, _so, _sC, _l],
      [0, 0, () => CitationSourceContentListDelta, () => CitationLocation$]
    ];
    var CitationSourceContentDelta$ = [
      3,
      n0,
      _CSCD,
      0,
      [_te],
      [0]
    ];
    var ContentBlockDeltaEvent$ = [
      3,
      n0,
      _CBDE,
      0,
      [_d, _cBI],
      [[() => ContentBlockDelta$, 0], 1],
      2
    ];
    var ContentBlockStartEvent$ = [
      3,
      n0,
      _CBSE,
      0,
      [_sta, _cBI],
      [() => ContentBlockStart$, 1],
      2
    ];
    var ContentBlockStopEvent$ = [
      3,
      n0,
      _CBSEo,
      0,
      [_cBI],
      [1],
      1
    ];
    var ConverseMetrics$ = [
      3,
      n0,
      _CM,
      0,
      [_lM],
      [1],
      1
    ];
    var ConverseRequest$ = [
      3,
      n0,
      _CR,
      0,
      [_mI, _me, _sy, _iC, _tC, _gCu, _aMRF, _pV, _aMRFP, _rM, _pC, _sTe, _oC],
      [[0, 1], [() => Messages2, 0], [() => SystemContentBlocks, 0], () => InferenceConfiguration$, () => ToolConfiguration$, () => GuardrailConfiguration$, 15, [() => PromptVariableMap, 0], 64 | 0, [() => RequestMetadata, 0], () => PerformanceConfiguration$, () => ServiceTier$, [() => OutputConfig$, 0]],
      1
    ];
    var ConverseResponse$ = [
      3,
      n0,
      _CRo,
      0,
      [_ou, _sR, _u, _met, _aMRFd, _tr, _pC, _sTe],
      [[() => ConverseOutput$, 0], 0, () => TokenUsage$, () => ConverseMetrics$, 15, [() => ConverseTrace$, 0], () => PerformanceConfiguration$, () => ServiceTier$],
      4
    ];
    var ConverseStreamMetadataEvent$ = [
      3,
      n0,
      _CSME,
      0,
      [_u, _met, _tr, _pC, _sTe],
      [() => TokenUsage$, () => ConverseStreamMetrics$, [() => ConverseStreamTrace$, 0], () => PerformanceConfiguration$, () => ServiceTier$],
      2
    ];
    var ConverseStreamMetrics$ = [
      3,
      n0,
      _CSM,
      0,
      [_lM],
      [1],
      1
    ];
    var ConverseStreamRequest$ = [
      3,
      n0,
      _CSR,
      0,
      [_mI, _me, _sy, _iC, _tC, _gCu, _aMRF, _pV, _aMRFP, _rM, _pC, _sTe, _oC],
      [[0, 1], [() => Messages2, 0], [() => SystemContentBlocks, 0], () => InferenceConfiguration$, () => ToolConfiguration$, () => GuardrailStreamConfiguration$, 15, [() => PromptVariableMap, 0], 64 | 0, [() => RequestMetadata, 0], () => PerformanceConfiguration$, () => ServiceTier$, [() => OutputConfig$, 0]],
      1
    ];
    var ConverseStreamResponse$ = [
      3,
      n0,
      _CSRo,
      0,
      [_str],
      [[() => ConverseStreamOutput$, 16]]
    ];
    var ConverseStreamTrace$ = [
      3,
      n0,
      _CST,
      0,
      [_g, _pR],
      [[() => GuardrailTraceAssessment$, 0], () => PromptRouterTrace$]
    ];
    var ConverseTokensRequest$ = [
      3,
      n0,
      _CTR,
      0,
      [_me, _sy, _tC, _aMRF],
      [[() => Messages2, 0], [() => SystemContentBlocks, 0], () => ToolConfiguration$, 15]
    ];
    var ConverseTrace$ = [
      3,
      n0,
      _CT,
      0,
      [_g, _pR],
      [[() => GuardrailTraceAssessment$, 0], () => PromptRouterTrace$]
    ];
    var CountTokensRequest$ = [
      3,
      n0,
      _CTRo,
      0,
      [_mI, _i],
      [[0, 1], [() => CountTokensInput$, 0]],
      2
    ];
    var CountTokensResponse$ = [
      3,
      n0,
      _CTRou,
      0,
      [_iT],
      [1],
      1
    ];
    var DocumentBlock$ = [
      3,
      n0,
      _DB,
      0,
      [_n, _so, _f, _con, _ci],
      [0, () => DocumentSource$, 0, 0, () => CitationsConfig$],
      2
    ];
    var DocumentCharLocation$ = [
      3,
      n0,
      _DCL,
      0,
      [_dI, _sta, _end],
      [1, 1, 1]
    ];
    var DocumentChunkLocation$ = [
      3,
      n0,
      _DCLo,
      0,
      [_dI, _sta, _end],
      [1, 1, 1]
    ];
    var DocumentPageLocation$ = [
      3,
      n0,
      _DPL,
      0,
      [_dI, _sta, _end],
      [1, 1, 1]
    ];
    var ErrorBlock$ = [
      3,
      n0,
      _EB,
      8,
      [_m],
      [0]
    ];
    var GetAsyncInvokeRequest$ = [
      3,
      n0,
      _GAIR,
      0,
      [_iA],
      [[0, 1]],
      1
    ];
    var GetAsyncInvokeResponse$ = [
      3,
      n0,
      _GAIRe,
      0,
      [_iA, _mA, _st, _sT, _oDC, _cRT, _fM, _lMT, _eT],
      [0, 0, 0, 5, () => AsyncInvokeOutputDataConfig$, 0, [() => AsyncInvokeMessage, 0], 5, 5],
      5
    ];
    var GuardrailAssessment$ = [
      3,
      n0,
      _GA,
      0,
      [_tP, _cP, _wP, _sIP, _cGP, _aRP, _iM, _aGD],
      [() => GuardrailTopicPolicyAssessment$, () => GuardrailContentPolicyAssessment$, () => GuardrailWordPolicyAssessment$, () => GuardrailSensitiveInformationPolicyAssessment$, () => GuardrailContextualGroundingPolicyAssessment$, [() => GuardrailAutomatedReasoningPolicyAssessment$, 0], () => GuardrailInvocationMetrics$, () => AppliedGuardrailDetails$]
    ];
    var GuardrailAutomatedReasoningImpossibleFinding$ = [
      3,
      n0,
      _GARIF,
      0,
      [_tra, _cR, _lW],
      [[() => GuardrailAutomatedReasoningTranslation$, 0], () => GuardrailAutomatedReasoningRuleList, [() => GuardrailAutomatedReasoningLogicWarning$, 0]]
    ];
    var GuardrailAutomatedReasoningInputTextReference$ = [
      3,
      n0,
      _GARITR,
      0,
      [_te],
      [[() => GuardrailAutomatedReasoningStatementNaturalLanguageContent, 0]]
    ];
    var GuardrailAutomatedReasoningInvalidFinding$ = [
      3,
      n0,
      _GARIFu,
      0,
      [_tra, _cR, _lW],
      [[() => GuardrailAutomatedReasoningTranslation$, 0], () => GuardrailAutomatedReasoningRuleList, [() => GuardrailAutomatedReasoningLogicWarning$, 0]]
    ];
    var GuardrailAutomatedReasoningLogicWarning$ = [
      3,
      n0,
      _GARLW,
      0,
      [_ty, _p, _cl],
      [0, [() => GuardrailAutomatedReasoningStatementList, 0], [() => GuardrailAutomatedReasoningStatementList, 0]]
    ];
    var GuardrailAutomatedReasoningNoTranslationsFinding$ = [
      3,
      n0,
      _GARNTF,
      0,
      [],
      []
    ];
    var GuardrailAutomatedReasoningPolicyAssessment$ = [
      3,
      n0,
      _GARPA,
      0,
      [_fi],
      [[() => GuardrailAutomatedReasoningFindingList, 0]]
    ];
    var GuardrailAutomatedReasoningRule$ = [
      3,
      n0,
      _GARR,
      0,
      [_id, _pVA],
      [0, 0]
    ];
    var GuardrailAutomatedReasoningSatisfiableFinding$ = [
      3,
      n0,
      _GARSF,
      0,
      [_tra, _cTS, _cFS, _lW],
      [[() => GuardrailAutomatedReasoningTranslation$, 0], [() => GuardrailAutomatedReasoningScenario$, 0], [() => GuardrailAutomatedReasoningScenario$, 0], [() => GuardrailAutomatedReasoningLogicWarning$, 0]]
    ];
    var GuardrailAutomatedReasoningScenario$ = [
      3,
      n0,
      _GARS,
      0,
      [_stat],
      [[() => GuardrailAutomatedReasoningStatementList, 0]]
    ];
    var GuardrailAutomatedReasoningStatement$ = [
      3,
      n0,
      _GARSu,
      0,
      [_lo, _nL],
      [[() => GuardrailAutomatedReasoningStatementLogicContent, 0], [() => GuardrailAutomatedReasoningStatementNaturalLanguageContent, 0]]
    ];
    var GuardrailAutomatedReasoningTooComplexFinding$ = [
      3,
      n0,
      _GARTCF,
      0,
      [],
      []
    ];
    var GuardrailAutomatedReasoningTranslation$ = [
      3,
      n0,
      _GART,
      0,
      [_p, _cl, _uP, _uC, _conf],
      [[() => GuardrailAutomatedReasoningStatementList, 0], [() => GuardrailAutomatedReasoningStatementList, 0], [() => GuardrailAutomatedReasoningInputTextReferenceList, 0], [() => GuardrailAutomatedReasoningInputTextReferenceList, 0], 1]
    ];
    var GuardrailAutomatedReasoningTranslationAmbiguousFinding$ = [
      3,
      n0,
      _GARTAF,
      0,
      [_op, _dS],
      [[() => GuardrailAutomatedReasoningTranslationOptionList, 0], [() => GuardrailAutomatedReasoningDifferenceScenarioList, 0]]
    ];
    var GuardrailAutomatedReasoningTranslationOption$ = [
      3,
      n0,
      _GARTO,
      0,
      [_tran],
      [[() => GuardrailAutomatedReasoningTranslationList, 0]]
    ];
    var GuardrailAutomatedReasoningValidFinding$ = [
      3,
      n0,
      _GARVF,
      0,
      [_tra, _cTS, _sRu, _lW],
      [[() => GuardrailAutomatedReasoningTranslation$, 0], [() => GuardrailAutomatedReasoningScenario$, 0], () => GuardrailAutomatedReasoningRuleList, [() => GuardrailAutomatedReasoningLogicWarning$, 0]]
    ];
    var GuardrailChecksConfig$ = [
      3,
      n0,
      _GCC,
      0,
      [_cF, _pA, _sI],
      [() => GuardrailChecksContentFilterConfig$, () => GuardrailChecksPromptAttackConfig$, () => GuardrailChecksSensitiveInformationConfig$]
    ];
    var GuardrailChecksContentFilterCategoryConfig$ = [
      3,
      n0,
      _GCCFCC,
      0,
      [_ca],
      [0],
      1
    ];
    var GuardrailChecksContentFilterConfig$ = [
      3,
      n0,
      _GCCFC,
      0,
      [_cat],
      [() => GuardrailChecksContentFilterCategoryConfigList],
      1
    ];
    var GuardrailChecksContentFilterResult$ = [
      3,
      n0,
      _GCCFR,
      0,
      [_r],
      [() => GuardrailChecksContentFilterResultList],
      1
    ];
    var GuardrailChecksContentFilterResultEntry$ = [
      3,
      n0,
      _GCCFRE,
      0,
      [_ca, _sS],
      [0, 1],
      2
    ];
    var GuardrailChecksContentFilterUsage$ = [
      3,
      n0,
      _GCCFU,
      0,
      [_tU],
      [1],
      1
    ];
    var GuardrailChecksMessage$ = [
      3,
      n0,
      _GCM,
      0,
      [_ro, _co],
      [0, [() => GuardrailChecksContentBlockList, 0]],
      2
    ];
    var GuardrailChecksPromptAttackCategoryConfig$ = [
      3,
      n0,
      _GCPACC,
      0,
      [_ca],
      [0],
      1
    ];
    var GuardrailChecksPromptAttackConfig$ = [
      3,
      n0,
      _GCPAC,
      0,
      [_cat],
      [() => GuardrailChecksPromptAttackCategoryConfigList],
      1
    ];
    var GuardrailChecksPromptAttackResult$ = [
      3,
      n0,
      _GCPAR,
      0,
      [_r],
      [() => GuardrailChecksPromptAttackResultList],
      1
    ];
    var GuardrailChecksPromptAttackResultEntry$ = [
      3,
      n0,
      _GCPARE,
      0,
      [_ca, _sS],
      [0, 1],
      2
    ];
    var GuardrailChecksPromptAttackUsage$ = [
      3,
      n0,
      _GCPAU,
      0,
      [_tU],
      [1],
      1
    ];
    var GuardrailChecksResults$ = [
      3,
      n0,
      _GCR,
      0,
      [_cF, _pA, _sI],
      [() => GuardrailChecksContentFilterResult$, () => GuardrailChecksPromptAttackResult$, () => GuardrailChecksSensitiveInformationResult$]
    ];
    var GuardrailChecksSensitiveInformationConfig$ = [
      3,
      n0,
      _GCSIC,
      0,
      [_ent],
      [() => GuardrailChecksSensitiveInformationEntityConfigList],
      1
    ];
    var GuardrailChecksSensitiveInformationEntityConfig$ = [
      3,
      n0,
      _GCSIEC,
      0,
      [_ty],
      [0],
      1
    ];
    var GuardrailChecksSensitiveInformationResult$ = [
      3,
      n0,
      _GCSIR,
      0,
      [_r, _tru],
      [() => GuardrailChecksSensitiveInformationResultList, 2],
      1
    ];
    var GuardrailChecksSensitiveInformationResultEntry$ = [
      3,
      n0,
      _GCSIRE,
      0,
      [_ty, _cS, _bOe, _eO, _mIe, _cI],
      [0, 1, 1, 1, 1, 1],
      6
    ];
    var GuardrailChecksSensitiveInformationUsage$ = [
      3,
      n0,
      _GCSIU,
      0,
      [_tU],
      [1],
      1
    ];
    var GuardrailChecksUsageResults$ = [
      3,
      n0,
      _GCUR,
      0,
      [_cF, _pA, _sI],
      [() => GuardrailChecksContentFilterUsage$, () => GuardrailChecksPromptAttackUsage$, () => GuardrailChecksSensitiveInformationUsage$]
    ];
    var GuardrailConfiguration$ = [
      3,
      n0,
      _GC,
      0,
      [_gIu, _gV, _tr],
      [0, 0, 0]
    ];
    var GuardrailContentFilter$ = [
      3,
      n0,
      _GCF,
      0,
      [_ty, _conf, _a, _fS, _de],
      [0, 0, 0, 0, 2],
      3
    ];
    var GuardrailContentPolicyAssessment$ = [
      3,
      n0,
      _GCPA,
      0,
      [_fil],
      [() => GuardrailContentFilterList],
      1
    ];
    var GuardrailContextualGroundingFilter$ = [
      3,
      n0,
      _GCGF,
      0,
      [_ty, _th, _sc, _a, _de],
      [0, 1, 1, 0, 2],
      4
    ];
    var GuardrailContextualGroundingPolicyAssessment$ = [
      3,
      n0,
      _GCGPA,
      0,
      [_fil],
      [() => GuardrailContextualGroundingFilters]
    ];
    var GuardrailConverseImageBlock$ = [
      3,
      n0,
      _GCIB,
      8,
      [_f, _so],
      [0, [() => GuardrailConverseImageSource$, 0]],
      2
    ];
    var GuardrailConverseTextBlock$ = [
      3,
      n0,
      _GCTB,
      0,
      [_te, _q],
      [0, 64 | 0],
      1
    ];
    var GuardrailCoverage$ = [
      3,
      n0,
      _GCu,
      0,
      [_tCe, _im],
      [() => GuardrailTextCharactersCoverage$, () => GuardrailImageCoverage$]
    ];
    var GuardrailCustomWord$ = [
      3,
      n0,
      _GCW,
      0,
      [_ma, _a, _de],
      [0, 0, 2],
      2
    ];
    var GuardrailImageBlock$ = [
      3,
      n0,
      _GIB,
      8,
      [_f, _so],
      [0, [() => GuardrailImageSource$, 0]],
      2
    ];
    var GuardrailImageCoverage$ = [
      3,
      n0,
      _GIC,
      0,
      [_gu, _to],
      [1, 1]
    ];
    var GuardrailInvocationMetrics$ = [
      3,
      n0,
      _GIM,
      0,
      [_gPL, _u, _gC],
      [1, () => GuardrailUsage$, () => GuardrailCoverage$]
    ];
    var GuardrailManagedWord$ = [
      3,
      n0,
      _GMW,
      0,
      [_ma, _ty, _a, _de],
      [0, 0, 0, 2],
      3
    ];
    var GuardrailOutputContent$ = [
      3,
      n0,
      _GOC,
      0,
      [_te],
      [0]
    ];
    var GuardrailPiiEntityFilter$ = [
      3,
      n0,
      _GPEF,
      0,
      [_ma, _ty, _a, _de],
      [0, 0, 0, 2],
      3
    ];
    var GuardrailRegexFilter$ = [
      3,
      n0,
      _GRF,
      0,
      [_a, _n, _ma, _re, _de],
      [0, 0, 0, 0, 2],
      1
    ];
    var GuardrailSensitiveInformationPolicyAssessment$ = [
      3,
      n0,
      _GSIPA,
      0,
      [_pE, _reg],
      [() => GuardrailPiiEntityFilterList, () => GuardrailRegexFilterList],
      2
    ];
    var GuardrailStreamConfiguration$ = [
      3,
      n0,
      _GSC,
      0,
      [_gIu, _gV, _tr, _sPM],
      [0, 0, 0, 0]
    ];
    var GuardrailTextBlock$ = [
      3,
      n0,
      _GTB,
      0,
      [_te, _q],
      [0, 64 | 0],
      1
    ];
    var GuardrailTextCharactersCoverage$ = [
      3,
      n0,
      _GTCC,
      0,
      [_gu, _to],
      [1, 1]
    ];
    var GuardrailTopic$ = [
      3,
      n0,
      _GT,
      0,
      [_n, _ty, _a, _de],
      [0, 0, 0, 2],
      3
    ];
    var GuardrailTopicPolicyAssessment$ = [
      3,
      n0,
      _GTPA,
      0,
      [_top],
      [() => GuardrailTopicList],
      1
    ];
    var GuardrailTraceAssessment$ = [
      3,
      n0,
      _GTA,
      0,
      [_mO, _iAn, _oA, _aR],
      [64 | 0, [() => GuardrailAssessmentMap, 0], [() => GuardrailAssessmentListMap, 0], 0]
    ];
    var GuardrailUsage$ = [
      3,
      n0,
      _GU,
      0,
      [_tPU, _cPU, _wPU, _sIPU, _sIPFU, _cGPU, _cPIU, _aRPU, _aRPu],
      [1, 1, 1, 1, 1, 1, 1, 1, 1],
      6
    ];
    var GuardrailWordPolicyAssessment$ = [
      3,
      n0,
      _GWPA,
      0,
      [_cW, _mWL],
      [() => GuardrailCustomWordList, () => GuardrailManagedWordList],
      2
    ];
    var ImageBlock$ = [
      3,
      n0,
      _IB,
      0,
      [_f, _so, _e],
      [0, [() => ImageSource$, 0], [() => ErrorBlock$, 0]],
      2
    ];
    var ImageBlockDelta$ = [
      3,
      n0,
      _IBD,
      0,
      [_so, _e],
      [[() => ImageSource$, 0], [() => ErrorBlock$, 0]]
    ];
    var ImageBlockStart$ = [
      3,
      n0,
      _IBS,
      0,
      [_f],
      [0],
      1
    ];
    var InferenceConfiguration$ = [
      3,
      n0,
      _IC,
      0,
      [_mT, _tem, _tPo, _sSt],
      [1, 1, 1, 64 | 0]
    ];
    var InvokeGuardrailChecksRequest$ = [
      3,
      n0,
      _IGCR,
      0,
      [_me, _ch],
      [[() => GuardrailChecksMessageList, 0], () => GuardrailChecksConfig$],
      2
    ];
    var InvokeGuardrailChecksResponse$ = [
      3,
      n0,
      _IGCRn,
      0,
      [_r, _u],
      [() => GuardrailChecksResults$, () => GuardrailChecksUsageResults$],
      2
    ];
    var InvokeModelRequest$ = [
      3,
      n0,
      _IMR,
      0,
      [_mI, _bo, _cT, _ac, _tr, _gIu, _gV, _pCL, _sTe, _rM],
      [[0, 1], [() => Body, 16], [0, { [_hH]: _CT_ }], [0, { [_hH]: _A }], [0, { [_hH]: _XABT }], [0, { [_hH]: _XABG }], [0, { [_hH]: _XABG_ }], [0, { [_hH]: _XABPL }], [0, { [_hH]: _XABST }], [() => RequestMetadataJson, { [_hH]: _XABRM }]],
      1
    ];
    var InvokeModelResponse$ = [
      3,
      n0,
      _IMRn,
      0,
      [_bo, _cT, _pCL, _sTe],
      [[() => Body, 16], [0, { [_hH]: _CT_ }], [0, { [_hH]: _XABPL }], [0, { [_hH]: _XABST }]],
      2
    ];
    var InvokeModelTokensRequest$ = [
      3,
      n0,
      _IMTR,
      0,
      [_bo],
      [[() => Body, 0]],
      1
    ];
    var InvokeModelWithBidirectionalStreamRequest$ = [
      3,
      n0,
      _IMWBSR,
      0,
      [_mI, _bo],
      [[0, 1], [() => InvokeModelWithBidirectionalStreamInput$, 16]],
      2
    ];
    var InvokeModelWithBidirectionalStreamResponse$ = [
      3,
      n0,
      _IMWBSRn,
      0,
      [_bo],
      [[() => InvokeModelWithBidirectionalStreamOutput$, 16]],
      1
    ];
    var InvokeModelWithResponseStreamRequest$ = [
      3,
      n0,
      _IMWRSR,
      0,
      [_mI, _bo, _cT, _ac, _tr, _gIu, _gV, _pCL, _sTe, _rM],
      [[0, 1], [() => Body, 16], [0, { [_hH]: _CT_ }], [0, { [_hH]: _XABA }], [0, { [_hH]: _XABT }], [0, { [_hH]: _XABG }], [0, { [_hH]: _XABG_ }], [0, { [_hH]: _XABPL }], [0, { [_hH]: _XABST }], [() => RequestMetadataJson, { [_hH]: _XABRM }]],
      1
    ];
    var InvokeModelWithResponseStreamResponse$ = [
      3,
      n0,
      _IMWRSRn,
      0,
      [_bo, _cT, _pCL, _sTe],
      [[() => ResponseStream$, 16], [0, { [_hH]: _XABCT }], [0, { [_hH]: _XABPL }], [0, { [_hH]: _XABST }]],
      2
    ];
    var JsonSchemaDefinition$ = [
      3,
      n0,
      _JSD,
      0,
      [_sch, _n, _des],
      [0, 0, 0],
      1
    ];
    var ListAsyncInvokesRequest$ = [
      3,
      n0,
      _LAIR,
      0,
      [_sTA, _sTB, _sE, _mR, _nT, _sB, _sO],
      [[5, { [_hQ]: _sTA }], [5, { [_hQ]: _sTB }], [0, { [_hQ]: _sE }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }]]
    ];
    var ListAsyncInvokesResponse$ = [
      3,
      n0,
      _LAIRi,
      0,
      [_nT, _aIS],
      [0, [() => AsyncInvokeSummaries, 0]]
    ];
    var Message$ = [
      3,
      n0,
      _M,
      0,
      [_ro, _co],
      [0, [() => ContentBlocks, 0]],
      2
    ];
    var MessageStartEvent$ = [
      3,
      n0,
      _MSE,
      0,
      [_ro],
      [0],
      1
    ];
    var MessageStopEvent$ = [
      3,
      n0,
      _MSEe,
      0,
      [_sR, _aMRFd],
      [0, 15],
      1
    ];
    var OutputConfig$ = [
      3,
      n0,
      _OC,
      0,
      [_tF, _ef],
      [[() => OutputFormat$, 0], 0]
    ];
    var OutputFormat$ = [
      3,
      n0,
      _OF,
      0,
      [_ty, _stru],
      [0, [() => OutputFormatStructure$, 0]],
      2
    ];
    var PayloadPart$ = [
      3,
      n0,
      _PP,
      8,
      [_b],
      [[() => PartBody, 0]]
    ];
    var PerformanceConfiguration$ = [
      3,
      n0,
      _PC,
      0,
      [_la],
      [0]
    ];
    var PromptRouterTrace$ = [
      3,
      n0,
      _PRT,
      0,
      [_iMI],
      [0]
    ];
    var ReasoningTextBlock$ = [
      3,
      n0,
      _RTB,
      8,
      [_te, _si],
      [0, 0],
      1
    ];
    var S3Location$ = [
      3,
      n0,
      _SL,
      0,
      [_ur, _bO],
      [0, 0],
      1
    ];
    var SearchResultBlock$ = [
      3,
      n0,
      _SRB,
      0,
      [_so, _ti, _co, _ci],
      [0, 0, () => SearchResultContentBlocks, () => CitationsConfig$],
      3
    ];
    var SearchResultContentBlock$ = [
      3,
      n0,
      _SRCB,
      0,
      [_te],
      [0],
      1
    ];
    var SearchResultLocation$ = [
      3,
      n0,
      _SRL,
      0,
      [_sRI, _sta, _end],
      [1, 1, 1]
    ];
    var ServiceTier$ = [
      3,
      n0,
      _ST,
      0,
      [_ty],
      [0],
      1
    ];
    var SpecificToolChoice$ = [
      3,
      n0,
      _STC,
      0,
      [_n],
      [0],
      1
    ];
    var StartAsyncInvokeRequest$ = [
      3,
      n0,
      _SAIR,
      0,
      [_mI, _mIo, _oDC, _cRT, _ta],
      [0, [() => ModelInputPayload, 0], () => AsyncInvokeOutputDataConfig$, [0, 4], () => TagList],
      3
    ];
    var StartAsyncInvokeResponse$ = [
      3,
      n0,
      _SAIRt,
      0,
      [_iA],
      [0],
      1
    ];
    var SystemTool$ = [
      3,
      n0,
      _STy,
      0,
      [_n],
      [0],
      1
    ];
    var Tag$ = [
      3,
      n0,
      _T,
      0,
      [_k, _v],
      [0, 0],
      2
    ];
    var TokenUsage$ = [
      3,
      n0,
      _TU,
      0,
      [_iT, _oT, _tT, _cRIT, _cWIT, _cD],
      [1, 1, 1, 1, 1, () => CacheDetailsList],
      3
    ];
    var ToolAdditionBlock$ = [
      3,
      n0,
      _TAB,
      0,
      [_too],
      [() => ToolReference$],
      1
    ];
    var ToolConfiguration$ = [
      3,
      n0,
      _TC,
      0,
      [_tool, _tCo],
      [() => Tools, () => ToolChoice$],
      1
    ];
    var ToolReference$ = [
      3,
      n0,
      _TR,
      0,
      [_ty, _n, _sN],
      [0, 0, 0]
    ];
    var ToolRemovalBlock$ = [
      3,
      n0,
      _TRB,
      0,
      [_too],
      [() => ToolReference$],
      1
    ];
    var ToolResultBlock$ = [
      3,
      n0,
      _TRBo,
      0,
      [_tUI, _co, _st, _ty],
      [0, [() => ToolResultContentBlocks, 0], 0, 0],
      2
    ];
    var ToolResultBlockStart$ = [
      3,
      n0,
      _TRBS,
      0,
      [_tUI, _ty, _st],
      [0, 0, 0],
      1
    ];
    var ToolSpecification$ = [
      3,
      n0,
      _TS,
      0,
      [_n, _iS, _des, _stri],
      [0, () => ToolInputSchema$, 0, 2],
      2
    ];
    var ToolUseBlock$ = [
      3,
      n0,
      _TUB,
      0,
      [_tUI, _n, _i, _ty],
      [0, 0, 15, 0],
      3
    ];
    var ToolUseBlockDelta$ = [
      3,
      n0,
      _TUBD,
      0,
      [_i],
      [0],
      1
    ];
    var ToolUseBlockStart$ = [
      3,
      n0,
      _TUBS,
      0,
      [_tUI, _n, _ty],
      [0, 0, 0],
      2
    ];
    var VideoBlock$ = [
      3,
      n0,
      _VB,
      0,
      [_f, _so],
      [0, () => VideoSource$],
      2
    ];
    var WebLocation$ = [
      3,
      n0,
      _WL,
      0,
      [_url, _do],
      [0, 0]
    ];
    var AsyncInvokeSummaries = [
      1,
      n0,
      _AISs,
      0,
      [
        () => AsyncInvokeSummary$,
        0
      ]
    ];
    var CacheDetailsList = [
      1,
      n0,
      _CDL,
      0,
      () => CacheDetail$
    ];
    var CitationGeneratedContentList = [
      1,
      n0,
      _CGCL,
      0,
      () => CitationGeneratedContent$
    ];
    var Citations = [
      1,
      n0,
      _Ci,
      0,
      () => Citation$
    ];
    var CitationSourceContentList = [
      1,
      n0,
      _CSCL,
      0,
      () => CitationSourceContent$
    ];
    var CitationSourceContentListDelta = [
      1,
      n0,
      _CSCLD,
      0,
      () => CitationSourceContentDelta$
    ];
    var ContentBlocks = [
      1,
      n0,
      _CB,
      0,
      [
        () => ContentBlock$,
        0
      ]
    ];
    var DocumentContentBlocks = [
      1,
      n0,
      _DCB,
      0,
      () => DocumentContentBlock$
    ];
    var GuardrailAssessmentList = [
      1,
      n0,
      _GAL,
      0,
      [
        () => GuardrailAssessment$,
        0
      ]
    ];
    var GuardrailAutomatedReasoningDifferenceScenarioList = [
      1,
      n0,
      _GARDSL,
      0,
      [
        () => GuardrailAutomatedReasoningScenario$,
        0
      ]
    ];
    var GuardrailAutomatedReasoningFindingList = [
      1,
      n0,
      _GARFL,
      0,
      [
        () => GuardrailAutomatedReasoningFinding$,
        0
      ]
    ];
    var GuardrailAutomatedReasoningInputTextReferenceList = [
      1,
      n0,
      _GARITRL,
      0,
      [
        () => GuardrailAutomatedReasoningInputTextReference$,
        0
      ]
    ];
    var GuardrailAutomatedReasoningRuleList = [
      1,
      n0,
      _GARRL,
      0,
      () => GuardrailAutomatedReasoningRule$
    ];
    var GuardrailAutomatedReasoningStatementList = [
      1,
      n0,
      _GARSL,
      0,
      [
        () => GuardrailAutomatedReasoningStatement$,
        0
      ]
    ];
    var GuardrailAutomatedReasoningTranslationList = [
      1,
      n0,
      _GARTL,
      0,
      [
        () => GuardrailAutomatedReasoningTranslation$,
        0
      ]
    ];
    var GuardrailAutomatedReasoningTranslationOptionList = [
      1,
      n0,
      _GARTOL,
      0,
      [
        () => GuardrailAutomatedReasoningTranslationOption$,
        0
      ]
    ];
    var GuardrailChecksContentBlockList = [
      1,
      n0,
      _GCCBL,
      0,
      [
        () => GuardrailChecksContentBlock$,
        0
      ]
    ];
    var GuardrailChecksContentFilterCategoryConfigList = [
      1,
      n0,
      _GCCFCCL,
      0,
      () => GuardrailChecksContentFilterCategoryConfig$
    ];
    var GuardrailChecksContentFilterResultList = [
      1,
      n0,
      _GCCFRL,
      0,
      () => GuardrailChecksContentFilterResultEntry$
    ];
    var GuardrailChecksMessageList = [
      1,
      n0,
      _GCML,
      0,
      [
        () => GuardrailChecksMessage$,
        0
      ]
    ];
    var GuardrailChecksPromptAttackCategoryConfigList = [
      1,
      n0,
      _GCPACCL,
      0,
      () => GuardrailChecksPromptAttackCategoryConfig$
    ];
    var GuardrailChecksPromptAttackResultList = [
      1,
      n0,
      _GCPARL,
      0,
      () => GuardrailChecksPromptAttackResultEntry$
    ];
    var GuardrailChecksSensitiveInformationEntityConfigList = [
      1,
      n0,
      _GCSIECL,
      0,
      () => GuardrailChecksSensitiveInformationEntityConfig$
    ];
    var GuardrailChecksSensitiveInformationResultList = [
      1,
      n0,
      _GCSIRL,
      0,
      () => GuardrailChecksSensitiveInformationResultEntry$
    ];
    var GuardrailContentBlockList = [
      1,
      n0,
      _GCBL,
      0,
      [
        () => GuardrailContentBlock$,
        0
      ]
    ];
    var GuardrailContentFilterList = [
      1,
      n0,
      _GCFL,
      0,
      () => GuardrailContentFilter$
    ];
    var GuardrailContextualGroundingFilters = [
      1,
      n0,
      _GCGFu,
      0,
      () => GuardrailContextualGroundingFilter$
    ];
    var GuardrailCustomWordList = [
      1,
      n0,
      _GCWL,
      0,
      () => GuardrailCustomWord$
    ];
    var GuardrailManagedWordList = [
      1,
      n0,
      _GMWL,
      0,
      () => GuardrailManagedWord$
    ];
    var GuardrailOutputContentList = [
      1,
      n0,
      _GOCL,
      0,
      () => GuardrailOutputContent$
    ];
    var GuardrailPiiEntityFilterList = [
      1,
      n0,
      _GPEFL,
      0,
      () => GuardrailPiiEntityFilter$
    ];
    var GuardrailRegexFilterList = [
      1,
      n0,
      _GRFL,
      0,
      () => GuardrailRegexFilter$
    ];
    var GuardrailTopicList = [
      1,
      n0,
      _GTL,
      0,
      () => GuardrailTopic$
    ];
    var Messages2 = [
      1,
      n0,
      _Me,
      0,
      [
        () => Message$,
        0
      ]
    ];
    var SearchResultContentBlocks = [
      1,
      n0,
      _SRCBe,
      0,
      () => SearchResultContentBlock$
    ];
    var SystemContentBlocks = [
      1,
      n0,
      _SCB,
      0,
      [
        () => SystemContentBlock$,
        0
      ]
    ];
    var TagList = [
      1,
      n0,
      _TL,
      0,
      () => Tag$
    ];
    var ToolResultBlocksDelta = [
      1,
      n0,
      _TRBD,
      0,
      () => ToolResultBlockDelta$
    ];
    var ToolResultContentBlocks = [
      1,
      n0,
      _TRCB,
      0,
      [
        () => ToolResultContentBlock$,
        0
      ]
    ];
    var Tools = [
      1,
      n0,
      _To,
      0,
      () => Tool$
    ];
    var GuardrailAssessmentListMap = [
      2,
      n0,
      _GALM,
      0,
      [
        0,
        0
      ],
      [
        () => GuardrailAssessmentList,
        0
      ]
    ];
    var GuardrailAssessmentMap = [
      2,
      n0,
      _GAM,
      0,
      [
        0,
        0
      ],
      [
        () => GuardrailAssessment$,
        0
      ]
    ];
    var PromptVariableMap = [
      2,
      n0,
      _PVM,
      8,
      0,
      () => PromptVariableValues$
    ];
    var RequestMetadata = [
      2,
      n0,
      _RM,
      8,
      0,
      0
    ];
    var AsyncInvokeOutputDataConfig$ = [
      4,
      n0,
      _AIODC,
      0,
      [_sODC],
      [() => AsyncInvokeS3OutputDataConfig$]
    ];
    var AudioSource$ = [
      4,
      n0,
      _AS,
      8,
      [_b, _sL],
      [21, () => S3Location$]
    ];
    var CitationGeneratedContent$ = [
      4,
      n0,
      _CGC,
      0,
      [_te],
      [0]
    ];
    var CitationLocation$ = [
      4,
      n0,
      _CL,
      0,
      [_w, _dC, _dP, _dCo, _sRL],
      [() => WebLocation$, () => DocumentCharLocation$, () => DocumentPageLocation$, () => DocumentChunkLocation$, () => SearchResultLocation$]
    ];
    var CitationSourceContent$ = [
      4,
      n0,
      _CSC,
      0,
      [_te],
      [0]
    ];
    var ContentBlock$ = [
      4,
      n0,
      _CBo,
      0,
      [_te, _ima, _doc, _vi, _au, _tUo, _tR, _gCua, _cPa, _rC, _cC, _sRe, _tA, _tRo],
      [0, [() => ImageBlock$, 0], () => DocumentBlock$, () => VideoBlock$, [() => AudioBlock$, 0], () => ToolUseBlock$, [() => ToolResultBlock$, 0], [() => GuardrailConverseContentBlock$, 0], () => CachePointBlock$, [() => ReasoningContentBlock$, 0], () => CitationsContentBlock$, () => SearchResultBlock$, () => ToolAdditionBlock$, () => ToolRemovalBlock$]
    ];
    var ContentBlockDelta$ = [
      4,
      n0,
      _CBD,
      0,
      [_te, _tUo, _tR, _rC, _cit, _ima],
      [0, () => ToolUseBlockDelta$, () => ToolResultBlocksDelta, [() => ReasoningContentBlockDelta$, 0], () => CitationsDelta$, [() => ImageBlockDelta$, 0]]
    ];
    var ContentBlockStart$ = [
      4,
      n0,
      _CBS,
      0,
      [_tUo, _tR, _ima],
      [() => ToolUseBlockStart$, () => ToolResultBlockStart$, () => ImageBlockStart$]
    ];
    var ConverseOutput$ = [
      4,
      n0,
      _CO,
      0,
      [_m],
      [[() => Message$, 0]]
    ];
    var ConverseStreamOutput$ = [
      4,
      n0,
      _CSO,
      { [_stre]: 1 },
      [_mS, _cBS, _cBD, _cBSo, _mSe, _meta, _iSE, _mSEE, _vE, _tE, _sUE],
      [() => MessageStartEvent$, () => ContentBlockStartEvent$, [() => ContentBlockDeltaEvent$, 0], () => ContentBlockStopEvent$, () => MessageStopEvent$, [() => ConverseStreamMetadataEvent$, 0], [() => InternalServerException$, 0], [() => ModelStreamErrorException$, 0], [() => ValidationException$, 0], [() => ThrottlingException$, 0], [() => ServiceUnavailableException$, 0]]
    ];
    var CountTokensInput$ = [
      4,
      n0,
      _CTI,
      0,
      [_iMn, _conv],
      [[() => InvokeModelTokensRequest$, 0], [() => ConverseTokensRequest$, 0]]
    ];
    var DocumentContentBlock$ = [
      4,
      n0,
      _DCBo,
      0,
      [_te],
      [0]
    ];
    var DocumentSource$ = [
      4,
      n0,
      _DS,
      0,
      [_b, _sL, _te, _co],
      [21, () => S3Location$, 0, () => DocumentContentBlocks]
    ];
    var GuardrailAutomatedReasoningFinding$ = [
      4,
      n0,
      _GARF,
      0,
      [_va, _in, _sa, _imp, _tAr, _tCoo, _nTo],
      [[() => GuardrailAutomatedReasoningValidFinding$, 0], [() => GuardrailAutomatedReasoningInvalidFinding$, 0], [() => GuardrailAutomatedReasoningSatisfiableFinding$, 0], [() => GuardrailAutomatedReasoningImpossibleFinding$, 0], [() => GuardrailAutomatedReasoningTranslationAmbiguousFinding$, 0], () => GuardrailAutomatedReasoningTooComplexFinding$, () => GuardrailAutomatedReasoningNoTranslationsFinding$]
    ];
    var GuardrailChecksContentBlock$ = [
      4,
      n0,
      _GCCB,
      0,
      [_te],
      [[() => GuardrailChecksTextContent, 0]]
    ];
    var GuardrailContentBlock$ = [
      4,
      n0,
      _GCB,
      0,
      [_te, _ima],
      [() => GuardrailTextBlock$, [() => GuardrailImageBlock$, 0]]
    ];
    var GuardrailConverseContentBlock$ = [
      4,
      n0,
      _GCCBu,
      0,
      [_te, _ima],
      [() => GuardrailConverseTextBlock$, [() => GuardrailConverseImageBlock$, 0]]
    ];
    var GuardrailConverseImageSource$ = [
      4,
      n0,
      _GCIS,
      8,
      [_b],
      [21]
    ];
    var GuardrailImageSource$ = [
      4,
      n0,
      _GIS,
      8,
      [_b],
      [21]
    ];
    var ImageSource$ = [
      4,
      n0,
      _IS,
      8,
      [_b, _sL],
      [21, () => S3Location$]
    ];
    var InvokeModelWithBidirectionalStreamInput$ = [
      4,
      n0,
      _IMWBSI,
      { [_stre]: 1 },
      [_chu],
      [[() => BidirectionalInputPayloadPart$, 0]]
    ];
    var InvokeModelWithBidirectionalStreamOutput$ = [
      4,
      n0,
      _IMWBSO,
      { [_stre]: 1 },
      [_chu, _iSE, _mSEE, _vE, _tE, _mTE, _sUE],
      [[() => BidirectionalOutputPayloadPart$, 0], [() => InternalServerException$, 0], [() => ModelStreamErrorException$, 0], [() => ValidationException$, 0], [() => ThrottlingException$, 0], [() => ModelTimeoutException$, 0], [() => ServiceUnavailableException$, 0]]
    ];
    var OutputFormatStructure$ = [
      4,
      n0,
      _OFS,
      8,
      [_jS],
      [() => JsonSchemaDefinition$]
    ];
    var PromptVariableValues$ = [
      4,
      n0,
      _PVV,
      0,
      [_te],
      [0]
    ];
    var ReasoningContentBlock$ = [
      4,
      n0,
      _RCB,
      8,
      [_rT, _rCe],
      [[() => ReasoningTextBlock$, 0], 21]
    ];
    var ReasoningContentBlockDelta$ = [
      4,
      n0,
      _RCBD,
      8,
      [_te, _rCe, _si],
      [0, 21, 0]
    ];
    var ResponseStream$ = [
      4,
      n0,
      _RS,
      { [_stre]: 1 },
      [_chu, _iSE, _mSEE, _vE, _tE, _mTE, _sUE],
      [[() => PayloadPart$, 0], [() => InternalServerException$, 0], [() => ModelStreamErrorException$, 0], [() => ValidationException$, 0], [() => ThrottlingException$, 0], [() => ModelTimeoutException$, 0], [() => ServiceUnavailableException$, 0]]
    ];
    var SystemContentBlock$ = [
      4,
      n0,
      _SCBy,
      0,
      [_te, _gCua, _cPa],
      [0, [() => GuardrailConverseContentBlock$, 0], () => CachePointBlock$]
    ];
    var Tool$ = [
      4,
      n0,
      _Too,
      0,
      [_tS, _sTy, _cPa],
      [() => ToolSpecification$, () => SystemTool$, () => CachePointBlock$]
    ];
    var ToolChoice$ = [
      4,
      n0,
      _TCo,
      0,
      [_aut, _an, _too],
      [() => AutoToolChoice$, () => AnyToolChoice$, () => SpecificToolChoice$]
    ];
    var ToolInputSchema$ = [
      4,
      n0,
      _TIS,
      0,
      [_j],
      [15]
    ];
    var ToolResultBlockDelta$ = [
      4,
      n0,
      _TRBDo,
      0,
      [_te, _j],
      [0, 15]
    ];
    var ToolResultContentBlock$ = [
      4,
      n0,
      _TRCBo,
      0,
      [_j, _te, _ima, _doc, _vi, _sRe],
      [15, 0, [() => ImageBlock$, 0], () => DocumentBlock$, () => VideoBlock$, () => SearchResultBlock$]
    ];
    var VideoSource$ = [
      4,
      n0,
      _VS,
      0,
      [_b, _sL],
      [21, () => S3Location$]
    ];
    var ApplyGuardrail$ = [
      9,
      n0,
      _AG,
      { [_h]: ["POST", "/guardrail/{guardrailIdentifier}/version/{guardrailVersion}/apply", 200] },
      () => ApplyGuardrailRequest$,
      () => ApplyGuardrailResponse$
    ];
    var Converse$ = [
      9,
      n0,
      _Co,
      { [_h]: ["POST", "/model/{modelId}/converse", 200] },
      () => ConverseRequest$,
      () => ConverseResponse$
    ];
    var ConverseStream$ = [
      9,
      n0,
      _CS,
      { [_h]: ["POST", "/model/{modelId}/converse-stream", 200] },
      () => ConverseStreamRequest$,
      () => ConverseStreamResponse$
    ];
    var CountTokens$ = [
      9,
      n0,
      _CTo,
      { [_h]: ["POST", "/model/{modelId}/count-tokens", 200] },
      () => CountTokensRequest$,
      () => CountTokensResponse$
    ];
    var GetAsyncInvoke$ = [
      9,
      n0,
      _GAI,
      { [_h]: ["GET", "/async-invoke/{invocationArn}", 200] },
      () => GetAsyncInvokeRequest$,
      () => GetAsyncInvokeResponse$
    ];
    var InvokeGuardrailChecks$ = [
      9,
      n0,
      _IGC,
      { [_h]: ["POST", "/guardrail-checks/invoke", 200] },
      () => InvokeGuardrailChecksRequest$,
      () => InvokeGuardrailChecksResponse$
    ];
    var InvokeModel$ = [
      9,
      n0,
      _IM,
      { [_h]: ["POST", "/model/{modelId}/invoke", 200] },
      () => InvokeModelRequest$,
      () => InvokeModelResponse$
    ];
    var InvokeModelWithBidirectionalStream$ = [
      9,
      n0,
      _IMWBS,
      { [_h]: ["POST", "/model/{modelId}/invoke-with-bidirectional-stream", 200] },
      () => InvokeModelWithBidirectionalStreamRequest$,
      () => InvokeModelWithBidirectionalStreamResponse$
    ];
    var InvokeModelWithResponseStream$ = [
      9,
      n0,
      _IMWRS,
      { [_h]: ["POST", "/model/{modelId}/invoke-with-response-stream", 200] },
      () => InvokeModelWithResponseStreamRequest$,
      () => InvokeModelWithResponseStreamResponse$
    ];
    var ListAsyncInvokes$ = [
      9,
      n0,
      _LAI,
      { [_h]: ["GET", "/async-invoke", 200] },
      () => ListAsyncInvokesRequest$,
      () => ListAsyncInvokesResponse$
    ];
    var StartAsyncInvoke$ = [
      9,
      n0,
      _SAI,
      { [_h]: ["POST", "/async-invoke", 200] },
      () => StartAsyncInvokeRequest$,
      () => StartAsyncInvokeResponse$
    ];
    var getRuntimeConfig$1 = (config) => {
      return {
        apiVersion: "2023-09-30",
        base64Decoder: config?.base64Decoder ?? fromBase643,
        base64Encoder: config?.base64Encoder ?? toBase643,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultBedrockRuntimeHttpAuthSchemeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
          {
            schemeId: "aws.auth#sigv4",
            identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
            signer: new AwsSdkSigV4Signer()
          },
          {
            schemeId: "smithy.api#httpBearerAuth",
            identityProvider: (ipc) => ipc.getIdentityProvider("smithy.api#httpBearerAuth"),
            signer: new HttpBearerAuthSigner()
          }
        ],
        logger: config?.logger ?? new NoOpLogger(),
        protocol: config?.protocol ?? AwsRestJsonProtocol,
        protocolSettings: config?.protocolSettings ?? {
          defaultNamespace: "com.amazonaws.bedrockruntime",
          errorTypeRegistries,
          version: "2023-09-30",
          serviceTarget: "AmazonBedrockFrontendService"
        },
        serviceId: config?.serviceId ?? "Bedrock Runtime",
        sha256: config?.sha256 ?? Sha2563,
        urlParser: config?.urlParser ?? parseUrl,
        utf8Decoder: config?.utf8Decoder ?? fromUtf82,
        utf8Encoder: config?.utf8Encoder ?? toUtf82
      };
    };
    var getRuntimeConfig = (config) => {
      emitWarningIfUnsupportedVersion(process.version);
      const defaultsMode = resolveDefaultsModeConfig(config);
      const defaultConfigProvider = () => defaultsMode().then(loadConfigsForDefaultMode);
      const clientSharedValues = getRuntimeConfig$1(config);
      emitWarningIfUnsupportedVersion$1(process.version);
      const loaderConfig = {
        profile: config?.profile,
        logger: clientSharedValues.logger,
        signingName: "bedrock"
      };
      return {
        ...clientSharedValues,
        ...config,
        runtime: "node",
        defaultsMode,
        authSchemePreference: config?.authSchemePreference ?? loadConfig(NODE_AUTH_SCHEME_PREFERENCE_OPTIONS, loaderConfig),
        bodyLengthChecker: config?.bodyLengthChecker ?? calculateBodyLength,
        credentialDefaultProvider: config?.credentialDefaultProvider ?? defaultProvider,
        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? createDefaultUserAgentProvider({ serviceId: clientSharedValues.serviceId, clientVersion: packageInfo.version }),
        eventStreamPayloadHandlerProvider: config?.eventStreamPayloadHandlerProvider ?? eventStreamPayloadHandlerProvider,
        eventStreamSerdeProvider: config?.eventStreamSerdeProvider ?? eventStreamSerdeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
          {
            schemeId: "aws.auth#sigv4",
            identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
            signer: new AwsSdkSigV4Signer()
          },
          {
            schemeId: "smithy.api#httpBearerAuth",
            identityProvider: (ipc) => ipc.getIdentityProvider("smithy.api#httpBearerAuth") || (async (idProps) => {
              try {
                return await fromEnvSigningName({ signingName: "bedrock" })();
              } catch (error) {
                return await nodeProvider(idProps)(idProps);
              }
            }),
            signer: new HttpBearerAuthSigner()
          }
        ],
        maxAttempts: config?.maxAttempts ?? loadConfig(NODE_MAX_ATTEMPT_CONFIG_OPTIONS, config),
        region: config?.region ?? loadConfig(NODE_REGION_CONFIG_OPTIONS, { ...NODE_REGION_CONFIG_FILE_OPTIONS, ...loaderConfig }),
        requestHandler: NodeHttp2Handler.create(config?.requestHandler ?? (async () => ({
          ...await defaultConfigProvider(),
          disableConcurrentStreams: true
        }))),
        retryMode: config?.retryMode ?? loadConfig({
          ...NODE_RETRY_MODE_CONFIG_OPTIONS,
          default: async () => (await defaultConfigProvider()).retryMode || DEFAULT_RETRY_MODE
        }, config),
        streamCollector: config?.streamCollector ?? streamCollector2,
        useDualstackEndpoint: config?.useDualstackEndpoint ?? loadConfig(NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        useFipsEndpoint: config?.useFipsEndpoint ?? loadConfig(NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        userAgentAppId: config?.userAgentAppId ?? loadConfig(NODE_APP_ID_CONFIG_OPTIONS, loaderConfig)
      };
    };
    var getHttpAuthExtensionConfiguration = (runtimeConfig) => {
      const _httpAuthSchemes = runtimeConfig.httpAuthSchemes;
      let _httpAuthSchemeProvider = runtimeConfig.httpAuthSchemeProvider;
      let _credentials = runtimeConfig.credentials;
      let _token = runtimeConfig.token;
      return {
        setHttpAuthScheme(httpAuthScheme) {
          const index = _httpAuthSchemes.findIndex((scheme) => scheme.schemeId === httpAuthScheme.schemeId);
          if (index === -1) {
            _httpAuthSchemes.push(httpAuthScheme);
          } else {
            _httpAuthSchemes.splice(index, 1, httpAuthScheme);
          }
        },
        httpAuthSchemes() {
          return _httpAuthSchemes;
        },
        setHttpAuthSchemeProvider(httpAuthSchemeProvider) {
          _httpAuthSchemeProvider = httpAuthSchemeProvider;
        },
        httpAuthSchemeProvider() {
          return _httpAuthSchemeProvider;
        },
        setCredentials(credentials) {
          _credentials = credentials;
        },
        credentials() {
          return _credentials;
        },
        setToken(token) {
          _token = token;
        },
        token() {
          return _token;
        }
      };
    };
    var resolveHttpAuthRuntimeConfig = (config) => {
      return {
        httpAuthSchemes: config.httpAuthSchemes(),
        httpAuthSchemeProvider: config.httpAuthSchemeProvider(),
        credentials: config.credentials(),
        token: config.token()
      };
    };
    var resolveRuntimeExtensions = (runtimeConfig, extensions) => {
      const extensionConfiguration = Object.assign(getAwsRegionExtensionConfiguration(runtimeConfig), getDefaultExtensionConfiguration(runtimeConfig), getHttpHandlerExtensionConfiguration(runtimeConfig), getHttpAuthExtensionConfiguration(runtimeConfig));
      extensions.forEach((extension) => extension.configure(extensionConfiguration));
      return Object.assign(runtimeConfig, resolveAwsRegionExtensionConfiguration(extensionConfiguration), resolveDefaultRuntimeConfig(extensionConfiguration), resolveHttpHandlerRuntimeConfig(extensionConfiguration), resolveHttpAuthRuntimeConfig(extensionConfiguration));
    };
    var BedrockRuntimeClient = class extends Client {
      config;
      constructor(...[configuration]) {
        const _config_0 = getRuntimeConfig(configuration || {});
        super(_config_0);
        this.initConfig = _config_0;
        const _config_1 = resolveClientEndpointParameters(_config_0);
        const _config_2 = resolveUserAgentConfig(_config_1);
        const _config_3 = resolveRetryConfig(_config_2);
        const _config_4 = resolveRegionConfig(_config_3);
        const _config_5 = resolveHostHeaderConfig(_config_4);
        const _config_6 = resolveEndpointConfig(_config_5);
        const _config_7 = resolveEventStreamSerdeConfig(_config_6);
        const _config_8 = resolveHttpAuthSchemeConfig(_config_7);
        const _config_9 = resolveEventStreamConfig(_config_8);
        const _config_10 = resolveWebSocketConfig(_config_9);
        const _config_11 = resolveRuntimeExtensions(_config_10, configuration?.extensions || []);
        this.config = _config_11;
        this.middlewareStack.use(getSchemaSerdePlugin(this.config));
        this.middlewareStack.use(getUserAgentPlugin(this.config));
        this.middlewareStack.use(getRetryPlugin(this.config));
        this.middlewareStack.use(getContentLengthPlugin(this.config));
        this.middlewareStack.use(getHostHeaderPlugin(this.config));
        this.middlewareStack.use(getLoggerPlugin(this.config));
        this.middlewareStack.use(getRecursionDetectionPlugin(this.config));
        this.middlewareStack.use(getHttpAuthSchemeEndpointRuleSetPlugin(this.config, {
          httpAuthSchemeParametersProvider: defaultBedrockRuntimeHttpAuthSchemeParametersProvider,
          identityProviderConfigProvider: async (config) => new DefaultIdentityProviderConfig({
            "aws.auth#sigv4": config.credentials,
            "smithy.api#httpBearerAuth": config.token
          })
        }));
        this.middlewareStack.use(getHttpSigningPlugin(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
    var command = makeBuilder(commonParams, "AmazonBedrockFrontendService", "BedrockRuntimeClient", getEndpointPlugin);
    var _ep0 = {};
    var _mw0 = (Command, cs, config, o) => [];
    var _mw1 = (Command, cs, config, o) => [
      getEventStreamPlugin(config),
      getWebSocketPlugin(config, {
        headerPrefix: "x-amz-bedrock-"
      })
    ];
    var ApplyGuardrailCommand = class extends command(_ep0, _mw0, "ApplyGuardrail", ApplyGuardrail$) {
    };
    var ConverseCommand = class extends command(_ep0, _mw0, "Converse", Converse$) {
    };
    var ConverseStreamCommand = class extends command(_ep0, _mw0, "ConverseStream", ConverseStream$) {
    };
    var CountTokensCommand = class extends command(_ep0, _mw0, "CountTokens", CountTokens$) {
    };
    var GetAsyncInvokeCommand = class extends command(_ep0, _mw0, "GetAsyncInvoke", GetAsyncInvoke$) {
    };
    var InvokeGuardrailChecksCommand = class extends command(_ep0, _mw0, "InvokeGuardrailChecks", InvokeGuardrailChecks$) {
    };
    var InvokeModelCommand = class extends command(_ep0, _mw0, "InvokeModel", InvokeModel$) {
    };
    var InvokeModelWithBidirectionalStreamCommand = class extends command(_ep0, _mw1, "InvokeModelWithBidirectionalStream", InvokeModelWithBidirectionalStream$) {
    };
    var InvokeModelWithResponseStreamCommand = class extends command(_ep0, _mw0, "InvokeModelWithResponseStream", InvokeModelWithResponseStream$) {
    };
    var ListAsyncInvokesCommand = class extends command(_ep0, _mw0, "ListAsyncInvokes", ListAsyncInvokes$) {
    };
    var StartAsyncInvokeCommand = class extends command(_ep0, _mw0, "StartAsyncInvoke", StartAsyncInvoke$) {
    };
    var paginateListAsyncInvokes = createPaginator(BedrockRuntimeClient, ListAsyncInvokesCommand, "nextToken", "nextToken", "maxResults");
    var commands = {
      ApplyGuardrailCommand,
      ConverseCommand,
      ConverseStreamCommand,
      CountTokensCommand,
      GetAsyncInvokeCommand,
      InvokeGuardrailChecksCommand,
      InvokeModelCommand,
      InvokeModelWithBidirectionalStreamCommand,
      InvokeModelWithResponseStreamCommand,
      ListAsyncInvokesCommand,
      StartAsyncInvokeCommand
    };
    var paginators = {
      paginateListAsyncInvokes
    };
    var BedrockRuntime = class extends BedrockRuntimeClient {
    };
    createAggregatedClient(commands, BedrockRuntime, { paginators });
    var AsyncInvokeStatus = {
      COMPLETED: "Completed",
      FAILED: "Failed",
      IN_PROGRESS: "InProgress"
    };
    var SortAsyncInvocationBy = {
      SUBMISSION_TIME: "SubmissionTime"
    };
    var SortOrder = {
      ASCENDING: "Ascending",
      DESCENDING: "Descending"
    };
    var GuardrailImageFormat = {
      JPEG: "jpeg",
      PNG: "png"
    };
    var GuardrailContentQualifier = {
      GROUNDING_SOURCE: "grounding_source",
      GUARD_CONTENT: "guard_content",
      QUERY: "query"
    };
    var GuardrailOutputScope = {
      FULL: "FULL",
      INTERVENTIONS: "INTERVENTIONS"
    };
    var GuardrailContentSource = {
      INPUT: "INPUT",
      OUTPUT: "OUTPUT"
    };
    var GuardrailAction = {
      GUARDRAIL_INTERVENED: "GUARDRAIL_INTERVENED",
      NONE: "NONE"
    };
    var GuardrailOrigin = {
      ACCOUNT_ENFORCED: "ACCOUNT_ENFORCED",
      ORGANIZATION_ENFORCED: "ORGANIZATION_ENFORCED",
      REQUEST: "REQUEST"
    };
    var GuardrailOwnership = {
      CROSS_ACCOUNT: "CROSS_ACCOUNT",
      SELF: "SELF"
    };
    var GuardrailAutomatedReasoningLogicWarningType = {
      ALWAYS_FALSE: "ALWAYS_FALSE",
      ALWAYS_TRUE: "ALWAYS_TRUE"
    };
    var GuardrailContentPolicyAction = {
      BLOCKED: "BLOCKED",
      NONE: "NONE"
    };
    var GuardrailContentFilterConfidence = {
      HIGH: "HIGH",
      LOW: "LOW",
      MEDIUM: "MEDIUM",
      NONE: "NONE"
    };
    var GuardrailContentFilterStrength = {
      HIGH: "HIGH",
      LOW: "LOW",
      MEDIUM: "MEDIUM",
      NONE: "NONE"
    };
    var GuardrailContentFilterType = {
      HATE: "HATE",
      INSULTS: "INSULTS",
      MISCONDUCT: "MISCONDUCT",
      PROMPT_ATTACK: "PROMPT_ATTACK",
      SEXUAL: "SEXUAL",
      VIOLENCE: "VIOLENCE"
    };
    var GuardrailContextualGroundingPolicyAction = {
      BLOCKED: "BLOCKED",
      NONE: "NONE"
    };
    var GuardrailContextualGroundingFilterType = {
      GROUNDING: "GROUNDING",
      RELEVANCE: "RELEVANCE"
    };
    var GuardrailSensitiveInformationPolicyAction = {
      ANONYMIZED: "ANONYMIZED",
      BLOCKED: "BLOCKED",
      NONE: "NONE"
    };
    var GuardrailPiiEntityType = {
      ADDRESS: "ADDRESS",
      AGE: "AGE",
      AWS_ACCESS_KEY: "AWS_ACCESS_KEY",
      AWS_SECRET_KEY: "AWS_SECRET_KEY",
      CA_HEALTH_NUMBER: "CA_HEALTH_NUMBER",
      CA_SOCIAL_INSURANCE_NUMBER: "CA_SOCIAL_INSURANCE_NUMBER",
      CREDIT_DEBIT_CARD_CVV: "CREDIT_DEBIT_CARD_CVV",
      CREDIT_DEBIT_CARD_EXPIRY: "CREDIT_DEBIT_CARD_EXPIRY",
      CREDIT_DEBIT_CARD_NUMBER: "CREDIT_DEBIT_CARD_NUMBER",
      DRIVER_ID: "DRIVER_ID",
      EMAIL: "EMAIL",
      INTERNATIONAL_BANK_ACCOUNT_NUMBER: "INTERNATIONAL_BANK_ACCOUNT_NUMBER",
      IP_ADDRESS: "IP_ADDRESS",
      LICENSE_PLATE: "LICENSE_PLATE",
      MAC_ADDRESS: "MAC_ADDRESS",
      NAME: "NAME",
      PASSWORD: "PASSWORD",
      PHONE: "PHONE",
      PIN: "PIN",
      SWIFT_CODE: "SWIFT_CODE",
      UK_NATIONAL_HEALTH_SERVICE_NUMBER: "UK_NATIONAL_HEALTH_SERVICE_NUMBER",
      UK_NATIONAL_INSURANCE_NUMBER: "UK_NATIONAL_INSURANCE_NUMBER",
      UK_UNIQUE_TAXPAYER_REFERENCE_NUMBER: "UK_UNIQUE_TAXPAYER_REFERENCE_NUMBER",
      URL: "URL",
      USERNAME: "USERNAME",
      US_BANK_ACCOUNT_NUMBER: "US_BANK_ACCOUNT_NUMBER",
      US_BANK_ROUTING_NUMBER: "US_BANK_ROUTING_NUMBER",
      US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER: "US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER",
      US_PASSPORT_NUMBER: "US_PASSPORT_NUMBER",
      US_SOCIAL_SECURITY_NUMBER: "US_SOCIAL_SECURITY_NUMBER",
      VEHICLE_IDENTIFICATION_NUMBER: "VEHICLE_IDENTIFICATION_NUMBER"
    };
    var GuardrailTopicPolicyAction = {
      BLOCKED: "BLOCKED",
      NONE: "NONE"
    };
    var GuardrailTopicType = {
      DENY: "DENY"
    };
    var GuardrailWordPolicyAction = {
      BLOCKED: "BLOCKED",
      NONE: "NONE"
    };
    var GuardrailManagedWordType = {
      PROFANITY: "PROFANITY"
    };
    var GuardrailChecksContentFilterCategory = {
      HATE: "HATE",
      INSULTS: "INSULTS",
      MISCONDUCT: "MISCONDUCT",
      SEXUAL: "SEXUAL",
      VIOLENCE: "VIOLENCE"
    };
    var GuardrailChecksPromptAttackCategory = {
      JAILBREAK: "JAILBREAK",
      PROMPT_INJECTION: "PROMPT_INJECTION",
      PROMPT_LEAKAGE: "PROMPT_LEAKAGE"
    };
    var GuardrailChecksSensitiveInformationEntityType = {
      ADDRESS: "ADDRESS",
      AGE: "AGE",
      AWS_ACCESS_KEY: "AWS_ACCESS_KEY",
      AWS_SECRET_KEY: "AWS_SECRET_KEY",
      CA_HEALTH_NUMBER: "CA_HEALTH_NUMBER",
      CA_SOCIAL_INSURANCE_NUMBER: "CA_SOCIAL_INSURANCE_NUMBER",
      CREDIT_DEBIT_CARD_CVV: "CREDIT_DEBIT_CARD_CVV",
      CREDIT_DEBIT_CARD_EXPIRY: "CREDIT_DEBIT_CARD_EXPIRY",
      CREDIT_DEBIT_CARD_NUMBER: "CREDIT_DEBIT_CARD_NUMBER",
      DRIVER_ID: "DRIVER_ID",
      EMAIL: "EMAIL",
      INTERNATIONAL_BANK_ACCOUNT_NUMBER: "INTERNATIONAL_BANK_ACCOUNT_NUMBER",
      IP_ADDRESS: "IP_ADDRESS",
      LICENSE_PLATE: "LICENSE_PLATE",
      MAC_ADDRESS: "MAC_ADDRESS",
      NAME: "NAME",
      PASSWORD: "PASSWORD",
      PHONE: "PHONE",
      PIN: "PIN",
      SWIFT_CODE: "SWIFT_CODE",
      UK_NATIONAL_HEALTH_SERVICE_NUMBER: "UK_NATIONAL_HEALTH_SERVICE_NUMBER",
      UK_NATIONAL_INSURANCE_NUMBER: "UK_NATIONAL_INSURANCE_NUMBER",
      UK_UNIQUE_TAXPAYER_REFERENCE_NUMBER: "UK_UNIQUE_TAXPAYER_REFERENCE_NUMBER",
      URL: "URL",
      USERNAME: "USERNAME",
      US_BANK_ACCOUNT_NUMBER: "US_BANK_ACCOUNT_NUMBER",
      US_BANK_ROUTING_NUMBER: "US_BANK_ROUTING_NUMBER",
      US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER: "US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER",
      US_PASSPORT_NUMBER: "US_PASSPORT_NUMBER",
      US_SOCIAL_SECURITY_NUMBER: "US_SOCIAL_SECURITY_NUMBER",
      VEHICLE_IDENTIFICATION_NUMBER: "VEHICLE_IDENTIFICATION_NUMBER"
    };
    var GuardrailChecksRole = {
      ASSISTANT: "assistant",
      SYSTEM: "system",
      USER: "user"
    };
    var GuardrailTrace = {
      DISABLED: "disabled",
      ENABLED: "enabled",
      ENABLED_FULL: "enabled_full"
    };
    var AudioFormat = {
      AAC: "aac",
      FLAC: "flac",
      M4A: "m4a",
      MKA: "mka",
      MKV: "mkv",
      MP3: "mp3",
      MP4: "mp4",
      MPEG: "mpeg",
      MPGA: "mpga",
      OGG: "ogg",
      OPUS: "opus",
      PCM: "pcm",
      WAV: "wav",
      WEBM: "webm",
      X_AAC: "x-aac"
    };
    var CacheTTL = {
      FIVE_MINUTES: "5m",
      ONE_HOUR: "1h"
    };
    var CachePointType = {
      DEFAULT: "default"
    };
    var DocumentFormat = {
      CSV: "csv",
      DOC: "doc",
      DOCX: "docx",
      HTML: "html",
      MD: "md",
      PDF: "pdf",
      TXT: "txt",
      XLS: "xls",
      XLSX: "xlsx"
    };
    var GuardrailConverseImageFormat = {
      JPEG: "jpeg",
      PNG: "png"
    };
    var GuardrailConverseContentQualifier = {
      GROUNDING_SOURCE: "grounding_source",
      GUARD_CONTENT: "guard_content",
      QUERY: "query"
    };
    var ImageFormat = {
      GIF: "gif",
      JPEG: "jpeg",
      PNG: "png",
      WEBP: "webp"
    };
    var VideoFormat = {
      FLV: "flv",
      MKV: "mkv",
      MOV: "mov",
      MP4: "mp4",
      MPEG: "mpeg",
      MPG: "mpg",
      THREE_GP: "three_gp",
      WEBM: "webm",
      WMV: "wmv"
    };
    var ToolResultStatus = {
      ERROR: "error",
      SUCCESS: "success"
    };
    var ToolUseType = {
      SERVER_TOOL_USE: "server_tool_use"
    };
    var ConversationRole = {
      ASSISTANT: "assistant",
      SYSTEM: "system",
      USER: "user"
    };
    var OutputFormatType = {
      JSON_SCHEMA: "json_schema"
    };
    var PerformanceConfigLatency = {
      OPTIMIZED: "optimized",
      STANDARD: "standard"
    };
    var ServiceTierType = {
      DEFAULT: "default",
      FLEX: "flex",
      PRIORITY: "priority",
      RESERVED: "reserved"
    };
    var StopReason = {
      CONTENT_FILTERED: "content_filtered",
      END_TURN: "end_turn",
      GUARDRAIL_INTERVENED: "guardrail_intervened",
      MALFORMED_MODEL_OUTPUT: "malformed_model_output",
      MALFORMED_TOOL_USE: "malformed_tool_use",
      MAX_TOKENS: "max_tokens",
      MODEL_CONTEXT_WINDOW_EXCEEDED: "model_context_window_exceeded",
      STOP_SEQUENCE: "stop_sequence",
      TOOL_USE: "tool_use"
    };
    var GuardrailStreamProcessingMode = {
      ASYNC: "async",
      SYNC: "sync"
    };
    var Trace = {
      DISABLED: "DISABLED",
      ENABLED: "ENABLED",
      ENABLED_FULL: "ENABLED_FULL"
    };
    exports.AccessDeniedException = AccessDeniedException;
    exports.AccessDeniedException$ = AccessDeniedException$;
    exports.AnyToolChoice$ = AnyToolChoice$;
    exports.AppliedGuardrailDetails$ = AppliedGuardrailDetails$;
    exports.ApplyGuardrail$ = ApplyGuardrail$;
    exports.ApplyGuardrailCommand = ApplyGuardrailCommand;
    exports.ApplyGuardrailRequest$ = ApplyGuardrailRequest$;
    exports.ApplyGuardrailResponse$ = ApplyGuardrailResponse$;
    exports.AsyncInvokeOutputDataConfig$ = AsyncInvokeOutputDataConfig$;
    exports.AsyncInvokeS3OutputDataConfig$ = AsyncInvokeS3OutputDataConfig$;
    exports.AsyncInvokeStatus = AsyncInvokeStatus;
    exports.AsyncInvokeSummary$ = AsyncInvokeSummary$;
    exports.AudioBlock$ = AudioBlock$;
    exports.AudioFormat = AudioFormat;
    exports.AudioSource$ = AudioSource$;
    exports.AutoToolChoice$ = AutoToolChoice$;
    exports.BedrockRuntime = BedrockRuntime;
    exports.BedrockRuntimeClient = BedrockRuntimeClient;
    exports.BedrockRuntimeServiceException = BedrockRuntimeServiceException2;
    exports.BedrockRuntimeServiceException$ = BedrockRuntimeServiceException$;
    exports.BidirectionalInputPayloadPart$ = BidirectionalInputPayloadPart$;
    exports.BidirectionalOutputPayloadPart$ = BidirectionalOutputPayloadPart$;
    exports.CacheDetail$ = CacheDetail$;
    exports.CachePointBlock$ = CachePointBlock$;
    exports.CachePointType = CachePointType;
    exports.CacheTTL = CacheTTL;
    exports.Citation$ = Citation$;
    exports.CitationGeneratedContent$ = CitationGeneratedContent$;
    exports.CitationLocation$ = CitationLocation$;
    exports.CitationSourceContent$ = CitationSourceContent$;
    exports.CitationSourceContentDelta$ = CitationSourceContentDelta$;
    exports.CitationsConfig$ = CitationsConfig$;
    exports.CitationsContentBlock$ = CitationsContentBlock$;
    exports.CitationsDelta$ = CitationsDelta$;
    exports.ConflictException = ConflictException;
    exports.ConflictException$ = ConflictException$;
    exports.ContentBlock$ = ContentBlock$;
    exports.ContentBlockDelta$ = ContentBlockDelta$;
    exports.ContentBlockDeltaEvent$ = ContentBlockDeltaEvent$;
    exports.ContentBlockStart$ = ContentBlockStart$;
    exports.ContentBlockStartEvent$ = ContentBlockStartEvent$;
    exports.ContentBlockStopEvent$ = ContentBlockStopEvent$;
    exports.ConversationRole = ConversationRole;
    exports.Converse$ = Converse$;
    exports.ConverseCommand = ConverseCommand;
    exports.ConverseMetrics$ = ConverseMetrics$;
    exports.ConverseOutput$ = ConverseOutput$;
    exports.ConverseRequest$ = ConverseRequest$;
    exports.ConverseResponse$ = ConverseResponse$;
    exports.ConverseStream$ = ConverseStream$;
    exports.ConverseStreamCommand = ConverseStreamCommand;
    exports.ConverseStreamMetadataEvent$ = ConverseStreamMetadataEvent$;
    exports.ConverseStreamMetrics$ = ConverseStreamMetrics$;
    exports.ConverseStreamOutput$ = ConverseStreamOutput$;
    exports.ConverseStreamRequest$ = ConverseStreamRequest$;
    exports.ConverseStreamResponse$ = ConverseStreamResponse$;
    exports.ConverseStreamTrace$ = ConverseStreamTrace$;
    exports.ConverseTokensRequest$ = ConverseTokensRequest$;
    exports.ConverseTrace$ = ConverseTrace$;
    exports.CountTokens$ = CountTokens$;
    exports.CountTokensCommand = CountTokensCommand;
    exports.CountTokensInput$ = CountTokensInput$;
    exports.CountTokensRequest$ = CountTokensRequest$;
    exports.CountTokensResponse$ = CountTokensResponse$;
    exports.DocumentBlock$ = DocumentBlock$;
    exports.DocumentCharLocation$ = DocumentCharLocation$;
    exports.DocumentChunkLocation$ = DocumentChunkLocation$;
    exports.DocumentContentBlock$ = DocumentContentBlock$;
    exports.DocumentFormat = DocumentFormat;
    exports.DocumentPageLocation$ = DocumentPageLocation$;
    exports.DocumentSource$ = DocumentSource$;
    exports.ErrorBlock$ = ErrorBlock$;
    exports.GetAsyncInvoke$ = GetAsyncInvoke$;
    exports.GetAsyncInvokeCommand = GetAsyncInvokeCommand;
    exports.GetAsyncInvokeRequest$ = GetAsyncInvokeRequest$;
    exports.GetAsyncInvokeResponse$ = GetAsyncInvokeResponse$;
    exports.GuardrailAction = GuardrailAction;
    exports.GuardrailAssessment$ = GuardrailAssessment$;
    exports.GuardrailAutomatedReasoningFinding$ = GuardrailAutomatedReasoningFinding$;
    exports.GuardrailAutomatedReasoningImpossibleFinding$ = GuardrailAutomatedReasoningImpossibleFinding$;
    exports.GuardrailAutomatedReasoningInputTextReference$ = GuardrailAutomatedReasoningInputTextReference$;
    exports.GuardrailAutomatedReasoningInvalidFinding$ = GuardrailAutomatedReasoningInvalidFinding$;
    exports.GuardrailAutomatedReasoningLogicWarning$ = GuardrailAutomatedReasoningLogicWarning$;
    exports.GuardrailAutomatedReasoningLogicWarningType = GuardrailAutomatedReasoningLogicWarningType;
    exports.GuardrailAutomatedReasoningNoTranslationsFinding$ = GuardrailAutomatedReasoningNoTranslationsFinding$;
    exports.GuardrailAutomatedReasoningPolicyAssessment$ = GuardrailAutomatedReasoningPolicyAssessment$;
    exports.GuardrailAutomatedReasoningRule$ = GuardrailAutomatedReasoningRule$;
    exports.GuardrailAutomatedReasoningSatisfiableFinding$ = GuardrailAutomatedReasoningSatisfiableFinding$;
    exports.GuardrailAutomatedReasoningScenario$ = GuardrailAutomatedReasoningScenario$;
    exports.GuardrailAutomatedReasoningStatement$ = GuardrailAutomatedReasoningStatement$;
    exports.GuardrailAutomatedReasoningTooComplexFinding$ = GuardrailAutomatedReasoningTooComplexFinding$;
    exports.GuardrailAutomatedReasoningTranslation$ = GuardrailAutomatedReasoningTranslation$;
    exports.GuardrailAutomatedReasoningTranslationAmbiguousFinding$ = GuardrailAutomatedReasoningTranslationAmbiguousFinding$;
    exports.GuardrailAutomatedReasoningTranslationOption$ = GuardrailAutomatedReasoningTranslationOption$;
    exports.GuardrailAutomatedReasoningValidFinding$ = GuardrailAutomatedReasoningValidFinding$;
    exports.GuardrailChecksConfig$ = GuardrailChecksConfig$;
    exports.GuardrailChecksContentBlock$ = GuardrailChecksContentBlock$;
    exports.GuardrailChecksContentFilterCategory = GuardrailChecksContentFilterCategory;
    exports.GuardrailChecksContentFilterCategoryConfig$ = GuardrailChecksContentFilterCategoryConfig$;
    exports.GuardrailChecksContentFilterConfig$ = GuardrailChecksContentFilterConfig$;
    exports.GuardrailChecksContentFilterResult$ = GuardrailChecksContentFilterResult$;
    exports.GuardrailChecksContentFilterResultEntry$ = GuardrailChecksContentFilterResultEntry$;
    exports.GuardrailChecksContentFilterUsage$ = GuardrailChecksContentFilterUsage$;
    exports.GuardrailChecksMessage$ = GuardrailChecksMessage$;
    exports.GuardrailChecksPromptAttackCategory = GuardrailChecksPromptAttackCategory;
    exports.GuardrailChecksPromptAttackCategoryConfig$ = GuardrailChecksPromptAttackCategoryConfig$;
    exports.GuardrailChecksPromptAttackConfig$ = GuardrailChecksPromptAttackConfig$;
    exports.GuardrailChecksPromptAttackResult$ = GuardrailChecksPromptAttackResult$;
    exports.GuardrailChecksPromptAttackResultEntry$ = GuardrailChecksPromptAttackResultEntry$;
    exports.GuardrailChecksPromptAttackUsage$ = GuardrailChecksPromptAttackUsage$;
    exports.GuardrailChecksResults$ = GuardrailChecksResults$;
    exports.GuardrailChecksRole = GuardrailChecksRole;
    exports.GuardrailChecksSensitiveInformationConfig$ = GuardrailChecksSensitiveInformationConfig$;
    exports.GuardrailChecksSensitiveInformationEntityConfig$ = GuardrailChecksSensitiveInformationEntityConfig$;
    exports.GuardrailChecksSensitiveInformationEntityType = GuardrailChecksSensitiveInformationEntityType;
    exports.GuardrailChecksSensitiveInformationResult$ = GuardrailChecksSensitiveInformationResult$;
    exports.GuardrailChecksSensitiveInformationResultEntry$ = GuardrailChecksSensitiveInformationResultEntry$;
    exports.GuardrailChecksSensitiveInformationUsage$ = GuardrailChecksSensitiveInformationUsage$;
    exports.GuardrailChecksUsageResults$ = GuardrailChecksUsageResults$;
    exports.GuardrailConfiguration$ = GuardrailConfiguration$;
    exports.GuardrailContentBlock$ = GuardrailContentBlock$;
    exports.GuardrailContentFilter$ = GuardrailContentFilter$;
    exports.GuardrailContentFilterConfidence = GuardrailContentFilterConfidence;
    exports.GuardrailContentFilterStrength = GuardrailContentFilterStrength;
    exports.GuardrailContentFilterType = GuardrailContentFilterType;
    exports.GuardrailContentPolicyAction = GuardrailContentPolicyAction;
    exports.GuardrailContentPolicyAssessment$ = GuardrailContentPolicyAssessment$;
    exports.GuardrailContentQualifier = GuardrailContentQualifier;
    exports.GuardrailContentSource = GuardrailContentSource;
    exports.GuardrailContextualGroundingFilter$ = GuardrailContextualGroundingFilter$;
    exports.GuardrailContextualGroundingFilterType = GuardrailContextualGroundingFilterType;
    exports.GuardrailContextualGroundingPolicyAction = GuardrailContextualGroundingPolicyAction;
    exports.GuardrailContextualGroundingPolicyAssessment$ = GuardrailContextualGroundingPolicyAssessment$;
    exports.GuardrailConverseContentBlock$ = GuardrailConverseContentBlock$;
    exports.GuardrailConverseContentQualifier = GuardrailConverseContentQualifier;
    exports.GuardrailConverseImageBlock$ = GuardrailConverseImageBlock$;
    exports.GuardrailConverseImageFormat = GuardrailConverseImageFormat;
    exports.GuardrailConverseImageSource$ = GuardrailConverseImageSource$;
    exports.GuardrailConverseTextBlock$ = GuardrailConverseTextBlock$;
    exports.GuardrailCoverage$ = GuardrailCoverage$;
    exports.GuardrailCustomWord$ = GuardrailCustomWord$;
    exports.GuardrailImageBlock$ = GuardrailImageBlock$;
    exports.GuardrailImageCoverage$ = GuardrailImageCoverage$;
    exports.GuardrailImageFormat = GuardrailImageFormat;
    exports.GuardrailImageSource$ = GuardrailImageSource$;
    exports.GuardrailInvocationMetrics$ = GuardrailInvocationMetrics$;
    exports.GuardrailManagedWord$ = GuardrailManagedWord$;
    exports.GuardrailManagedWordType = GuardrailManagedWordType;
    exports.GuardrailOrigin = GuardrailOrigin;
    exports.GuardrailOutputContent$ = GuardrailOutputContent$;
    exports.GuardrailOutputScope = GuardrailOutputScope;
    exports.GuardrailOwnership = GuardrailOwnership;
    exports.GuardrailPiiEntityFilter$ = GuardrailPiiEntityFilter$;
    exports.GuardrailPiiEntityType = GuardrailPiiEntityType;
    exports.GuardrailRegexFilter$ = GuardrailRegexFilter$;
    exports.GuardrailSensitiveInformationPolicyAction = GuardrailSensitiveInformationPolicyAction;
    exports.GuardrailSensitiveInformationPolicyAssessment$ = GuardrailSensitiveInformationPolicyAssessment$;
    exports.GuardrailStreamConfiguration$ = GuardrailStreamConfiguration$;
    exports.GuardrailStreamProcessingMode = GuardrailStreamProcessingMode;
    exports.GuardrailTextBlock$ = GuardrailTextBlock$;
    exports.GuardrailTextCharactersCoverage$ = GuardrailTextCharactersCoverage$;
    exports.GuardrailTopic$ = GuardrailTopic$;
    exports.GuardrailTopicPolicyAction = GuardrailTopicPolicyAction;
    exports.GuardrailTopicPolicyAssessment$ = GuardrailTopicPolicyAssessment$;
    exports.GuardrailTopicType = GuardrailTopicType;
    exports.GuardrailTrace = GuardrailTrace;
    exports.GuardrailTraceAssessment$ = GuardrailTraceAssessment$;
    exports.GuardrailUsage$ = GuardrailUsage$;
    exports.GuardrailWordPolicyAction = GuardrailWordPolicyAction;
    exports.GuardrailWordPolicyAssessment$ = GuardrailWordPolicyAssessment$;
    exports.ImageBlock$ = ImageBlock$;
    exports.ImageBlockDelta$ = ImageBlockDelta$;
    exports.ImageBlockStart$ = ImageBlockStart$;
    exports.ImageFormat = ImageFormat;
    exports.ImageSource$ = ImageSource$;
    exports.InferenceConfiguration$ = InferenceConfiguration$;
    exports.InternalServerException = InternalServerException2;
    exports.InternalServerException$ = InternalServerException$;
    exports.InvokeGuardrailChecks$ = InvokeGuardrailChecks$;
    exports.InvokeGuardrailChecksCommand = InvokeGuardrailChecksCommand;
    exports.InvokeGuardrailChecksRequest$ = InvokeGuardrailChecksRequest$;
    exports.InvokeGuardrailChecksResponse$ = InvokeGuardrailChecksResponse$;
    exports.InvokeModel$ = InvokeModel$;
    exports.InvokeModelCommand = InvokeModelCommand;
    exports.InvokeModelRequest$ = InvokeModelRequest$;
    exports.InvokeModelResponse$ = InvokeModelResponse$;
    exports.InvokeModelTokensRequest$ = InvokeModelTokensRequest$;
    exports.InvokeModelWithBidirectionalStream$ = InvokeModelWithBidirectionalStream$;
    exports.InvokeModelWithBidirectionalStreamCommand = InvokeModelWithBidirectionalStreamCommand;
    exports.InvokeModelWithBidirectionalStreamInput$ = InvokeModelWithBidirectionalStreamInput$;
    exports.InvokeModelWithBidirectionalStreamOutput$ = InvokeModelWithBidirectionalStreamOutput$;
    exports.InvokeModelWithBidirectionalStreamRequest$ = InvokeModelWithBidirectionalStreamRequest$;
    exports.InvokeModelWithBidirectionalStreamResponse$ = InvokeModelWithBidirectionalStreamResponse$;
    exports.InvokeModelWithResponseStream$ = InvokeModelWithResponseStream$;
    exports.InvokeModelWithResponseStreamCommand = InvokeModelWithResponseStreamCommand;
    exports.InvokeModelWithResponseStreamRequest$ = InvokeModelWithResponseStreamRequest$;
    exports.InvokeModelWithResponseStreamResponse$ = InvokeModelWithResponseStreamResponse$;
    exports.JsonSchemaDefinition$ = JsonSchemaDefinition$;
    exports.ListAsyncInvokes$ = ListAsyncInvokes$;
    exports.ListAsyncInvokesCommand = ListAsyncInvokesCommand;
    exports.ListAsyncInvokesRequest$ = ListAsyncInvokesRequest$;
    exports.ListAsyncInvokesResponse$ = ListAsyncInvokesResponse$;
    exports.Message$ = Message$;
    exports.MessageStartEvent$ = MessageStartEvent$;
    exports.MessageStopEvent$ = MessageStopEvent$;
    exports.ModelErrorException = ModelErrorException;
    exports.ModelErrorException$ = ModelErrorException$;
    exports.ModelNotReadyException = ModelNotReadyException;
    exports.ModelNotReadyException$ = ModelNotReadyException$;
    exports.ModelStreamErrorException = ModelStreamErrorException2;
    exports.ModelStreamErrorException$ = ModelStreamErrorException$;
    exports.ModelTimeoutException = ModelTimeoutException2;
    exports.ModelTimeoutException$ = ModelTimeoutException$;
    exports.OutputConfig$ = OutputConfig$;
    exports.OutputFormat$ = OutputFormat$;
    exports.OutputFormatStructure$ = OutputFormatStructure$;
    exports.OutputFormatType = OutputFormatType;
    exports.PayloadPart$ = PayloadPart$;
    exports.PerformanceConfigLatency = PerformanceConfigLatency;
    exports.PerformanceConfiguration$ = PerformanceConfiguration$;
    exports.PromptRouterTrace$ = PromptRouterTrace$;
    exports.PromptVariableValues$ = PromptVariableValues$;
    exports.ReasoningContentBlock$ = ReasoningContentBlock$;
    exports.ReasoningContentBlockDelta$ = ReasoningContentBlockDelta$;
    exports.ReasoningTextBlock$ = ReasoningTextBlock$;
    exports.ResourceNotFoundException = ResourceNotFoundException;
    exports.ResourceNotFoundException$ = ResourceNotFoundException$;
    exports.ResponseStream$ = ResponseStream$;
    exports.S3Location$ = S3Location$;
    exports.SearchResultBlock$ = SearchResultBlock$;
    exports.SearchResultContentBlock$ = SearchResultContentBlock$;
    exports.SearchResultLocation$ = SearchResultLocation$;
    exports.ServiceQuotaExceededException = ServiceQuotaExceededException;
    exports.ServiceQuotaExceededException$ = ServiceQuotaExceededException$;
    exports.ServiceTier$ = ServiceTier$;
    exports.ServiceTierType = ServiceTierType;
    exports.ServiceUnavailableException = ServiceUnavailableException2;
    exports.ServiceUnavailableException$ = ServiceUnavailableException$;
    exports.SortAsyncInvocationBy = SortAsyncInvocationBy;
    exports.SortOrder = SortOrder;
    exports.SpecificToolChoice$ = SpecificToolChoice$;
    exports.StartAsyncInvoke$ = StartAsyncInvoke$;
    exports.StartAsyncInvokeCommand = StartAsyncInvokeCommand;
    exports.StartAsyncInvokeRequest$ = StartAsyncInvokeRequest$;
    exports.StartAsyncInvokeResponse$ = StartAsyncInvokeResponse$;
    exports.StopReason = StopReason;
    exports.SystemContentBlock$ = SystemContentBlock$;
    exports.SystemTool$ = SystemTool$;
    exports.Tag$ = Tag$;
    exports.ThrottlingException = ThrottlingException2;
    exports.ThrottlingException$ = ThrottlingException$;
    exports.TokenUsage$ = TokenUsage$;
    exports.Tool$ = Tool$;
    exports.ToolAdditionBlock$ = ToolAdditionBlock$;
    exports.ToolChoice$ = ToolChoice$;
    exports.ToolConfiguration$ = ToolConfiguration$;
    exports.ToolInputSchema$ = ToolInputSchema$;
    exports.ToolReference$ = ToolReference$;
    exports.ToolRemovalBlock$ = ToolRemovalBlock$;
    exports.ToolResultBlock$ = ToolResultBlock$;
    exports.ToolResultBlockDelta$ = ToolResultBlockDelta$;
    exports.ToolResultBlockStart$ = ToolResultBlockStart$;
    exports.ToolResultContentBlock$ = ToolResultContentBlock$;
    exports.ToolResultStatus = ToolResultStatus;
    exports.ToolSpecification$ = ToolSpecification$;
    exports.ToolUseBlock$ = ToolUseBlock$;
    exports.ToolUseBlockDelta$ = ToolUseBlockDelta$;
    exports.ToolUseBlockStart$ = ToolUseBlockStart$;
    exports.ToolUseType = ToolUseType;
    exports.Trace = Trace;
    exports.ValidationException = ValidationException2;
    exports.ValidationException$ = ValidationException$;
    exports.VideoBlock$ = VideoBlock$;
    exports.VideoFormat = VideoFormat;
    exports.VideoSource$ = VideoSource$;
    exports.WebLocation$ = WebLocation$;
    exports.errorTypeRegistries = errorTypeRegistries;
    exports.paginateListAsyncInvokes = paginateListAsyncInvokes;
  }
});

// node_modules/@smithy/middleware-stack/dist-cjs/index.js
var require_dist_cjs28 = __commonJS({
  "node_modules/@smithy/middleware-stack/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      constructStack: () => constructStack
    });
    module.exports = __toCommonJS2(src_exports);
    var getAllAliases = /* @__PURE__ */ __name((name, aliases) => {
      const _aliases = [];
      if (name) {
        _aliases.push(name);
      }
      if (aliases) {
        for (const alias of aliases) {
          _aliases.push(alias);
        }
      }
      return _aliases;
    }, "getAllAliases");
    var getMiddlewareNameWithAliases = /* @__PURE__ */ __name((name, aliases) => {
      return `${name || "anonymous"}${aliases && aliases.length > 0 ? ` (a.k.a. ${aliases.join(",")})` : ""}`;
    }, "getMiddlewareNameWithAliases");
    var constructStack = /* @__PURE__ */ __name(() => {
      let absoluteEntries = [];
      let relativeEntries = [];
      let identifyOnResolve = false;
      const entriesNameSet = /* @__PURE__ */ new Set();
      const sort = /* @__PURE__ */ __name((entries) => entries.sort(
        (a, b) => stepWeights[b.step] - stepWeights[a.step] || priorityWeights[b.priority || "normal"] - priorityWeights[a.priority || "normal"]
      ), "sort");
      const removeByName = /* @__PURE__ */ __name((toRemove) => {
        let isRemoved = false;
        const filterCb = /* @__PURE__ */ __name((entry) => {
          const aliases = getAllAliases(entry.name, entry.aliases);
          if (aliases.includes(toRemove)) {
            isRemoved = true;
            for (const alias of aliases) {
              entriesNameSet.delete(alias);
            }
            return false;
          }
          return true;
        }, "filterCb");
        absoluteEntries = absoluteEntries.filter(filterCb);
        relativeEntries = relativeEntries.filter(filterCb);
        return isRemoved;
      }, "removeByName");
      const removeByReference = /* @__PURE__ */ __name((toRemove) => {
        let isRemoved = false;
        const filterCb = /* @__PURE__ */ __name((entry) => {
          if (entry.middleware === toRemove) {
            isRemoved = true;
            for (const alias of getAllAliases(entry.name, entry.aliases)) {
              entriesNameSet.delete(alias);
            }
            return false;
          }
          return true;
        }, "filterCb");
        absoluteEntries = absoluteEntries.filter(filterCb);
        relativeEntries = relativeEntries.filter(filterCb);
        return isRemoved;
      }, "removeByReference");
      const cloneTo = /* @__PURE__ */ __name((toStack) => {
        var _a;
        absoluteEntries.forEach((entry) => {
          toStack.add(entry.middleware, { ...entry });
        });
        relativeEntries.forEach((entry) => {
          toStack.addRelativeTo(entry.middleware, { ...entry });
        });
        (_a = toStack.identifyOnResolve) == null ? void 0 : _a.call(toStack, stack.identifyOnResolve());
        return toStack;
      }, "cloneTo");
      const expandRelativeMiddlewareList = /* @__PURE__ */ __name((from) => {
        const expandedMiddlewareList = [];
        from.before.forEach((entry) => {
          if (entry.before.length === 0 && entry.after.length === 0) {
            expandedMiddlewareList.push(entry);
          } else {
            expandedMiddlewareList.push(...expandRelativeMiddlewareList(entry));
          }
        });
        expandedMiddlewareList.push(from);
        from.after.reverse().forEach((entry) => {
          if (entry.before.length === 0 && entry.after.length === 0) {
            expandedMiddlewareList.push(entry);
          } else {
            expandedMiddlewareList.push(...expandRelativeMiddlewareList(entry));
          }
        });
        return expandedMiddlewareList;
      }, "expandRelativeMiddlewareList");
      const getMiddlewareList = /* @__PURE__ */ __name((debug = false) => {
        const normalizedAbsoluteEntries = [];
        const normalizedRelativeEntries = [];
        const normalizedEntriesNameMap = {};
        absoluteEntries.forEach((entry) => {
          const normalizedEntry = {
            ...entry,
            before: [],
            after: []
          };
          for (const alias of getAllAliases(normalizedEntry.name, normalizedEntry.aliases)) {
            normalizedEntriesNameMap[alias] = normalizedEntry;
          }
          normalizedAbsoluteEntries.push(normalizedEntry);
        });
        relativeEntries.forEach((entry) => {
          const normalizedEntry = {
            ...entry,
            before: [],
            after: []
          };
          for (const alias of getAllAliases(normalizedEntry.name, normalizedEntry.aliases)) {
            normalizedEntriesNameMap[alias] = normalizedEntry;
          }
          normalizedRelativeEntries.push(normalizedEntry);
        });
        normalizedRelativeEntries.forEach((entry) => {
          if (entry.toMiddleware) {
            const toMiddleware = normalizedEntriesNameMap[entry.toMiddleware];
            if (toMiddleware === void 0) {
              if (debug) {
                return;
              }
              throw new Error(
                `${entry.toMiddleware} is not found when adding ${getMiddlewareNameWithAliases(entry.name, entry.aliases)} middleware ${entry.relation} ${entry.toMiddleware}`
              );
            }
            if (entry.relation === "after") {
              toMiddleware.after.push(entry);
            }
            if (entry.relation === "before") {
              toMiddleware.before.push(entry);
            }
          }
        });
        const mainChain = sort(normalizedAbsoluteEntries).map(expandRelativeMiddlewareList).reduce((wholeList, expandedMiddlewareList) => {
          wholeList.push(...expandedMiddlewareList);
          return wholeList;
        }, []);
        return mainChain;
      }, "getMiddlewareList");
      const stack = {
        add: (middleware, options = {}) => {
          const { name, override, aliases: _aliases } = options;
          const entry = {
            step: "initialize",
            priority: "normal",
            middleware,
            ...options
          };
          const aliases = getAllAliases(name, _aliases);
          if (aliases.length > 0) {
            if (aliases.some((alias) => entriesNameSet.has(alias))) {
              if (!override)
                throw new Error(`Duplicate middleware name '${getMiddlewareNameWithAliases(name, _aliases)}'`);
              for (const alias of aliases) {
                const toOverrideIndex = absoluteEntries.findIndex(
                  (entry2) => {
                    var _a;
                    return entry2.name === alias || ((_a = entry2.aliases) == null ? void 0 : _a.some((a) => a === alias));
                  }
                );
                if (toOverrideIndex === -1) {
                  continue;
                }
                const toOverride = absoluteEntries[toOverrideIndex];
                if (toOverride.step !== entry.step || entry.priority !== toOverride.priority) {
                  throw new Error(
                    `"${getMiddlewareNameWithAliases(toOverride.name, toOverride.aliases)}" middleware with ${toOverride.priority} priority in ${toOverride.step} step cannot be overridden by "${getMiddlewareNameWithAliases(name, _aliases)}" middleware with ${entry.priority} priority in ${entry.step} step.`
                  );
                }
                absoluteEntries.splice(toOverrideIndex, 1);
              }
            }
            for (const alias of aliases) {
              entriesNameSet.add(alias);
            }
          }
          absoluteEntries.push(entry);
        },
        addRelativeTo: (middleware, options) => {
          const { name, override, aliases: _aliases } = options;
          const entry = {
            middleware,
            ...options
          };
          const aliases = getAllAliases(name, _aliases);
          if (aliases.length > 0) {
            if (aliases.some((alias) => entriesNameSet.has(alias))) {
              if (!override)
                throw new Error(`Duplicate middleware name '${getMiddlewareNameWithAliases(name, _aliases)}'`);
              for (const alias of aliases) {
                const toOverrideIndex = relativeEntries.findIndex(
                  (entry2) => {
                    var _a;
                    return entry2.name === alias || ((_a = entry2.aliases) == null ? void 0 : _a.some((a) => a === alias));
                  }
                );
                if (toOverrideIndex === -1) {
                  continue;
                }
                const toOverride = relativeEntries[toOverrideIndex];
                if (toOverride.toMiddleware !== entry.toMiddleware || toOverride.relation !== entry.relation) {
                  throw new Error(
                    `"${getMiddlewareNameWithAliases(toOverride.name, toOverride.aliases)}" middleware ${toOverride.relation} "${toOverride.toMiddleware}" middleware cannot be overridden by "${getMiddlewareNameWithAliases(name, _aliases)}" middleware ${entry.relation} "${entry.toMiddleware}" middleware.`
                  );
                }
                relativeEntries.splice(toOverrideIndex, 1);
              }
            }
            for (const alias of aliases) {
              entriesNameSet.add(alias);
            }
          }
          relativeEntries.push(entry);
        },
        clone: () => cloneTo(constructStack()),
        use: (plugin) => {
          plugin.applyToStack(stack);
        },
        remove: (toRemove) => {
          if (typeof toRemove === "string")
            return removeByName(toRemove);
          else
            return removeByReference(toRemove);
        },
        removeByTag: (toRemove) => {
          let isRemoved = false;
          const filterCb = /* @__PURE__ */ __name((entry) => {
            const { tags, name, aliases: _aliases } = entry;
            if (tags && tags.includes(toRemove)) {
              const aliases = getAllAliases(name, _aliases);
              for (const alias of aliases) {
                entriesNameSet.delete(alias);
              }
              isRemoved = true;
              return false;
            }
            return true;
          }, "filterCb");
          absoluteEntries = absoluteEntries.filter(filterCb);
          relativeEntries = relativeEntries.filter(filterCb);
          return isRemoved;
        },
        concat: (from) => {
          var _a;
          const cloned = cloneTo(constructStack());
          cloned.use(from);
          cloned.identifyOnResolve(
            identifyOnResolve || cloned.identifyOnResolve() || (((_a = from.identifyOnResolve) == null ? void 0 : _a.call(from)) ?? false)
          );
          return cloned;
        },
        applyToStack: cloneTo,
        identify: () => {
          return getMiddlewareList(true).map((mw) => {
            const step = mw.step ?? mw.relation + " " + mw.toMiddleware;
            return getMiddlewareNameWithAliases(mw.name, mw.aliases) + " - " + step;
          });
        },
        identifyOnResolve(toggle) {
          if (typeof toggle === "boolean")
            identifyOnResolve = toggle;
          return identifyOnResolve;
        },
        resolve: (handler, context) => {
          for (const middleware of getMiddlewareList().map((entry) => entry.middleware).reverse()) {
            handler = middleware(handler, context);
          }
          if (identifyOnResolve) {
            console.log(stack.identify());
          }
          return handler;
        }
      };
      return stack;
    }, "constructStack");
    var stepWeights = {
      initialize: 5,
      serialize: 4,
      build: 3,
      finalizeRequest: 2,
      deserialize: 1
    };
    var priorityWeights = {
      high: 3,
      normal: 2,
      low: 1
    };
  }
});

// node_modules/@smithy/util-stream/node_modules/@smithy/util-utf8/dist-cjs/index.js
var require_dist_cjs29 = __commonJS({
  "node_modules/@smithy/util-stream/node_modules/@smithy/util-utf8/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      fromUtf8: () => fromUtf82,
      toUint8Array: () => toUint8Array,
      toUtf8: () => toUtf82
    });
    module.exports = __toCommonJS2(src_exports);
    var import_util_buffer_from = require_dist_cjs20();
    var fromUtf82 = /* @__PURE__ */ __name((input) => {
      const buf = (0, import_util_buffer_from.fromString)(input, "utf8");
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength / Uint8Array.BYTES_PER_ELEMENT);
    }, "fromUtf8");
    var toUint8Array = /* @__PURE__ */ __name((data) => {
      if (typeof data === "string") {
        return fromUtf82(data);
      }
      if (ArrayBuffer.isView(data)) {
        return new Uint8Array(data.buffer, data.byteOffset, data.byteLength / Uint8Array.BYTES_PER_ELEMENT);
      }
      return new Uint8Array(data);
    }, "toUint8Array");
    var toUtf82 = /* @__PURE__ */ __name((input) => {
      if (typeof input === "string") {
        return input;
      }
      if (typeof input !== "object" || typeof input.byteOffset !== "number" || typeof input.byteLength !== "number") {
        throw new Error("@smithy/util-utf8: toUtf8 encoder function only accepts string | Uint8Array.");
      }
      return (0, import_util_buffer_from.fromArrayBuffer)(input.buffer, input.byteOffset, input.byteLength).toString("utf8");
    }, "toUtf8");
  }
});

// node_modules/@smithy/util-stream/dist-cjs/getAwsChunkedEncodingStream.js
var require_getAwsChunkedEncodingStream = __commonJS({
  "node_modules/@smithy/util-stream/dist-cjs/getAwsChunkedEncodingStream.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getAwsChunkedEncodingStream = void 0;
    var stream_1 = __require("stream");
    var getAwsChunkedEncodingStream2 = (readableStream, options) => {
      const { base64Encoder, bodyLengthChecker, checksumAlgorithmFn, checksumLocationName, streamHasher } = options;
      const checksumRequired = base64Encoder !== void 0 && checksumAlgorithmFn !== void 0 && checksumLocationName !== void 0 && streamHasher !== void 0;
      const digest = checksumRequired ? streamHasher(checksumAlgorithmFn, readableStream) : void 0;
      const awsChunkedEncodingStream = new stream_1.Readable({ read: () => {
      } });
      readableStream.on("data", (data) => {
        const length = bodyLengthChecker(data) || 0;
        awsChunkedEncodingStream.push(`${length.toString(16)}\r
`);
        awsChunkedEncodingStream.push(data);
        awsChunkedEncodingStream.push("\r\n");
      });
      readableStream.on("end", async () => {
        awsChunkedEncodingStream.push(`0\r
`);
        if (checksumRequired) {
          const checksum = base64Encoder(await digest);
          awsChunkedEncodingStream.push(`${checksumLocationName}:${checksum}\r
`);
          awsChunkedEncodingStream.push(`\r
`);
        }
        awsChunkedEncodingStream.push(null);
      });
      return awsChunkedEncodingStream;
    };
    exports.getAwsChunkedEncodingStream = getAwsChunkedEncodingStream2;
  }
});

// node_modules/@smithy/querystring-builder/node_modules/@smithy/util-uri-escape/dist-cjs/index.js
var require_dist_cjs30 = __commonJS({
  "node_modules/@smithy/querystring-builder/node_modules/@smithy/util-uri-escape/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      escapeUri: () => escapeUri,
      escapeUriPath: () => escapeUriPath
    });
    module.exports = __toCommonJS2(src_exports);
    var escapeUri = /* @__PURE__ */ __name((uri) => (
      // AWS percent-encodes some extra non-standard characters in a URI
      encodeURIComponent(uri).replace(/[!'()*]/g, hexEncode)
    ), "escapeUri");
    var hexEncode = /* @__PURE__ */ __name((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`, "hexEncode");
    var escapeUriPath = /* @__PURE__ */ __name((uri) => uri.split("/").map(escapeUri).join("/"), "escapeUriPath");
  }
});

// node_modules/@smithy/querystring-builder/dist-cjs/index.js
var require_dist_cjs31 = __commonJS({
  "node_modules/@smithy/querystring-builder/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      buildQueryString: () => buildQueryString2
    });
    module.exports = __toCommonJS2(src_exports);
    var import_util_uri_escape = require_dist_cjs30();
    function buildQueryString2(query) {
      const parts = [];
      for (let key of Object.keys(query).sort()) {
        const value = query[key];
        key = (0, import_util_uri_escape.escapeUri)(key);
        if (Array.isArray(value)) {
          for (let i = 0, iLen = value.length; i < iLen; i++) {
            parts.push(`${key}=${(0, import_util_uri_escape.escapeUri)(value[i])}`);
          }
        } else {
          let qsEntry = key;
          if (value || typeof value === "string") {
            qsEntry += `=${(0, import_util_uri_escape.escapeUri)(value)}`;
          }
          parts.push(qsEntry);
        }
      }
      return parts.join("&");
    }
    __name(buildQueryString2, "buildQueryString");
  }
});

// node_modules/@smithy/util-stream/node_modules/@smithy/node-http-handler/dist-cjs/index.js
var require_dist_cjs32 = __commonJS({
  "node_modules/@smithy/util-stream/node_modules/@smithy/node-http-handler/dist-cjs/index.js"(exports, module) {
    var __create = Object.create;
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __getProtoOf = Object.getPrototypeOf;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toESM2 = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
      // If the importer is in node compatibility mode or this is not an ESM
      // file that has been converted to a CommonJS file using a Babel-
      // compatible transform (i.e. "__esModule" has not been set), then set
      // "default" to the CommonJS "module.exports" for node compatibility.
      isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
      mod
    ));
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      DEFAULT_REQUEST_TIMEOUT: () => DEFAULT_REQUEST_TIMEOUT,
      NodeHttp2Handler: () => NodeHttp2Handler,
      NodeHttpHandler: () => NodeHttpHandler,
      streamCollector: () => streamCollector2
    });
    module.exports = __toCommonJS2(src_exports);
    var import_protocol_http3 = require_dist_cjs6();
    var import_querystring_builder = require_dist_cjs31();
    var import_http = __require("http");
    var import_https = __require("https");
    var NODEJS_TIMEOUT_ERROR_CODES = ["ECONNRESET", "EPIPE", "ETIMEDOUT"];
    var getTransformedHeaders = /* @__PURE__ */ __name((headers) => {
      const transformedHeaders = {};
      for (const name of Object.keys(headers)) {
        const headerValues = headers[name];
        transformedHeaders[name] = Array.isArray(headerValues) ? headerValues.join(",") : headerValues;
      }
      return transformedHeaders;
    }, "getTransformedHeaders");
    var setConnectionTimeout = /* @__PURE__ */ __name((request, reject, timeoutInMs = 0) => {
      if (!timeoutInMs) {
        return;
      }
      const timeoutId = setTimeout(() => {
        request.destroy();
        reject(
          Object.assign(new Error(`Socket timed out without establishing a connection within ${timeoutInMs} ms`), {
            name: "TimeoutError"
          })
        );
      }, timeoutInMs);
      request.on("socket", (socket) => {
        if (socket.connecting) {
          socket.on("connect", () => {
            clearTimeout(timeoutId);
          });
        } else {
          clearTimeout(timeoutId);
        }
      });
    }, "setConnectionTimeout");
    var setSocketKeepAlive = /* @__PURE__ */ __name((request, { keepAlive, keepAliveMsecs }) => {
      if (keepAlive !== true) {
        return;
      }
      request.on("socket", (socket) => {
        socket.setKeepAlive(keepAlive, keepAliveMsecs || 0);
      });
    }, "setSocketKeepAlive");
    var setSocketTimeout = /* @__PURE__ */ __name((request, reject, timeoutInMs = 0) => {
      request.setTimeout(timeoutInMs, () => {
        request.destroy();
        reject(Object.assign(new Error(`Connection timed out after ${timeoutInMs} ms`), { name: "TimeoutError" }));
      });
    }, "setSocketTimeout");
    var import_stream = __require("stream");
    var MIN_WAIT_TIME = 1e3;
    async function writeRequestBody(httpRequest, request, maxContinueTimeoutMs = MIN_WAIT_TIME) {
      const headers = request.headers ?? {};
      const expect = headers["Expect"] || headers["expect"];
      let timeoutId = -1;
      let hasError = false;
      if (expect === "100-continue") {
        await Promise.race([
          new Promise((resolve) => {
            timeoutId = Number(setTimeout(resolve, Math.max(MIN_WAIT_TIME, maxContinueTimeoutMs)));
          }),
          new Promise((resolve) => {
            httpRequest.on("continue", () => {
              clearTimeout(timeoutId);
              resolve();
            });
            httpRequest.on("error", () => {
              hasError = true;
              clearTimeout(timeoutId);
              resolve();
            });
          })
        ]);
      }
      if (!hasError) {
        writeBody(httpRequest, request.body);
      }
    }
    __name(writeRequestBody, "writeRequestBody");
    function writeBody(httpRequest, body) {
      if (body instanceof import_stream.Readable) {
        body.pipe(httpRequest);
        return;
      }
      if (body) {
        if (Buffer.isBuffer(body) || typeof body === "string") {
          httpRequest.end(body);
          return;
        }
        const uint8 = body;
        if (typeof uint8 === "object" && uint8.buffer && typeof uint8.byteOffset === "number" && typeof uint8.byteLength === "number") {
          httpRequest.end(Buffer.from(uint8.buffer, uint8.byteOffset, uint8.byteLength));
          return;
        }
        httpRequest.end(Buffer.from(body));
        return;
      }
      httpRequest.end();
    }
    __name(writeBody, "writeBody");
    var DEFAULT_REQUEST_TIMEOUT = 0;
    var _NodeHttpHandler = class _NodeHttpHandler2 {
      constructor(options) {
        this.socketWarningTimestamp = 0;
        this.metadata = { handlerProtocol: "http/1.1" };
        this.configProvider = new Promise((resolve, reject) => {
          if (typeof options === "function") {
            options().then((_options) => {
              resolve(this.resolveDefaultConfig(_options));
            }).catch(reject);
          } else {
            resolve(this.resolveDefaultConfig(options));
          }
        });
      }
      /**
       * @returns the input if it is an HttpHandler of any class,
       * or instantiates a new instance of this handler.
       */
      static create(instanceOrOptions) {
        if (typeof (instanceOrOptions == null ? void 0 : instanceOrOptions.handle) === "function") {
          return instanceOrOptions;
        }
        return new _NodeHttpHandler2(instanceOrOptions);
      }
      /**
       * @internal
       *
       * @param agent - http(s) agent in use by the NodeHttpHandler instance.
       * @returns timestamp of last emitted warning.
       */
      static checkSocketUsage(agent, socketWarningTimestamp) {
        var _a, _b;
        const { sockets, requests, maxSockets } = agent;
        if (typeof maxSockets !== "number" || maxSockets === Infinity) {
          return socketWarningTimestamp;
        }
        const interval = 15e3;
        if (Date.now() - interval < socketWarningTimestamp) {
          return socketWarningTimestamp;
        }
        if (sockets && requests) {
          for (const origin in sockets) {
            const socketsInUse = ((_a = sockets[origin]) == null ? void 0 : _a.length) ?? 0;
            const requestsEnqueued = ((_b = requests[origin]) == null ? void 0 : _b.length) ?? 0;
            if (socketsInUse >= maxSockets && requestsEnqueued >= 2 * maxSockets) {
              console.warn(
                "@smithy/node-http-handler:WARN",
                `socket usage at capacity=${socketsInUse} and ${requestsEnqueued} additional requests are enqueued.`,
                "See https://docs.aws.amazon.com/sdk-for-javascript/v3/developer-guide/node-configuring-maxsockets.html",
                "or increase socketAcquisitionWarningTimeout=(millis) in the NodeHttpHandler config."
              );
              return Date.now();
            }
          }
        }
        return socketWarningTimestamp;
      }
      resolveDefaultConfig(options) {
        const { requestTimeout, connectionTimeout, socketTimeout, httpAgent, httpsAgent } = options || {};
        const keepAlive = true;
        const maxSockets = 50;
        return {
          connectionTimeout,
          requestTimeout: requestTimeout ?? socketTimeout,
          httpAgent: (() => {
            if (httpAgent instanceof import_http.Agent || typeof (httpAgent == null ? void 0 : httpAgent.destroy) === "function") {
              return httpAgent;
            }
            return new import_http.Agent({ keepAlive, maxSockets, ...httpAgent });
          })(),
          httpsAgent: (() => {
            if (httpsAgent instanceof import_https.Agent || typeof (httpsAgent == null ? void 0 : httpsAgent.destroy) === "function") {
              return httpsAgent;
            }
            return new import_https.Agent({ keepAlive, maxSockets, ...httpsAgent });
          })()
        };
      }
      destroy() {
        var _a, _b, _c, _d;
        (_b = (_a = this.config) == null ? void 0 : _a.httpAgent) == null ? void 0 : _b.destroy();
        (_d = (_c = this.config) == null ? void 0 : _c.httpsAgent) == null ? void 0 : _d.destroy();
      }
      async handle(request, { abortSignal } = {}) {
        if (!this.config) {
          this.config = await this.configProvider;
        }
        let socketCheckTimeoutId;
        return new Promise((_resolve, _reject) => {
          let writeRequestBodyPromise = void 0;
          const resolve = /* @__PURE__ */ __name(async (arg) => {
            await writeRequestBodyPromise;
            clearTimeout(socketCheckTimeoutId);
            _resolve(arg);
          }, "resolve");
          const reject = /* @__PURE__ */ __name(async (arg) => {
            await writeRequestBodyPromise;
            _reject(arg);
          }, "reject");
          if (!this.config) {
            throw new Error("Node HTTP request handler config is not resolved");
          }
          if (abortSignal == null ? void 0 : abortSignal.aborted) {
            const abortError = new Error("Request aborted");
            abortError.name = "AbortError";
            reject(abortError);
            return;
          }
          const isSSL = request.protocol === "https:";
          const agent = isSSL ? this.config.httpsAgent : this.config.httpAgent;
          socketCheckTimeoutId = setTimeout(() => {
            this.socketWarningTimestamp = _NodeHttpHandler2.checkSocketUsage(agent, this.socketWarningTimestamp);
          }, this.config.socketAcquisitionWarningTimeout ?? (this.config.requestTimeout ?? 2e3) + (this.config.connectionTimeout ?? 1e3));
          const queryString = (0, import_querystring_builder.buildQueryString)(request.query || {});
          let auth = void 0;
          if (request.username != null || request.password != null) {
            const username = request.username ?? "";
            const password = request.password ?? "";
            auth = `${username}:${password}`;
          }
          let path2 = request.path;
          if (queryString) {
            path2 += `?${queryString}`;
          }
          if (request.fragment) {
            path2 += `#${request.fragment}`;
          }
          const nodeHttpsOptions = {
            headers: request.headers,
            host: request.hostname,
            method: request.method,
            path: path2,
            port: request.port,
            agent,
            auth
          };
          const requestFunc = isSSL ? import_https.request : import_http.request;
          const req = requestFunc(nodeHttpsOptions, (res) => {
            const httpResponse = new import_protocol_http3.HttpResponse({
              statusCode: res.statusCode || -1,
              reason: res.statusMessage,
              headers: getTransformedHeaders(res.headers),
              body: res
            });
            resolve({ response: httpResponse });
          });
          req.on("error", (err) => {
            if (NODEJS_TIMEOUT_ERROR_CODES.includes(err.code)) {
              reject(Object.assign(err, { name: "TimeoutError" }));
            } else {
              reject(err);
            }
          });
          setConnectionTimeout(req, reject, this.config.connectionTimeout);
          setSocketTimeout(req, reject, this.config.requestTimeout);
          if (abortSignal) {
            abortSignal.onabort = () => {
              req.abort();
              const abortError = new Error("Request aborted");
              abortError.name = "AbortError";
              reject(abortError);
            };
          }
          const httpAgent = nodeHttpsOptions.agent;
          if (typeof httpAgent === "object" && "keepAlive" in httpAgent) {
            setSocketKeepAlive(req, {
              // @ts-expect-error keepAlive is not public on httpAgent.
              keepAlive: httpAgent.keepAlive,
              // @ts-expect-error keepAliveMsecs is not public on httpAgent.
              keepAliveMsecs: httpAgent.keepAliveMsecs
            });
          }
          writeRequestBodyPromise = writeRequestBody(req, request, this.config.requestTimeout).catch(_reject);
        });
      }
      updateHttpClientConfig(key, value) {
        this.config = void 0;
        this.configProvider = this.configProvider.then((config) => {
          return {
            ...config,
            [key]: value
          };
        });
      }
      httpHandlerConfigs() {
        return this.config ?? {};
      }
    };
    __name(_NodeHttpHandler, "NodeHttpHandler");
    var NodeHttpHandler = _NodeHttpHandler;
    var import_http22 = __require("http2");
    var import_http2 = __toESM2(__require("http2"));
    var _NodeHttp2ConnectionPool = class _NodeHttp2ConnectionPool {
      constructor(sessions) {
        this.sessions = [];
        this.sessions = sessions ?? [];
      }
      poll() {
        if (this.sessions.length > 0) {
          return this.sessions.shift();
        }
      }
      offerLast(session) {
        this.sessions.push(session);
      }
      contains(session) {
        return this.sessions.includes(session);
      }
      remove(session) {
        this.sessions = this.sessions.filter((s) => s !== session);
      }
      [Symbol.iterator]() {
        return this.sessions[Symbol.iterator]();
      }
      destroy(connection) {
        for (const session of this.sessions) {
          if (session === connection) {
            if (!session.destroyed) {
              session.destroy();
            }
          }
        }
      }
    };
    __name(_NodeHttp2ConnectionPool, "NodeHttp2ConnectionPool");
    var NodeHttp2ConnectionPool = _NodeHttp2ConnectionPool;
    var _NodeHttp2ConnectionManager = class _NodeHttp2ConnectionManager {
      constructor(config) {
        this.sessionCache = /* @__PURE__ */ new Map();
        this.config = config;
        if (this.config.maxConcurrency && this.config.maxConcurrency <= 0) {
          throw new RangeError("maxConcurrency must be greater than zero.");
        }
      }
      lease(requestContext, connectionConfiguration) {
        const url = this.getUrlString(requestContext);
        const existingPool = this.sessionCache.get(url);
        if (existingPool) {
          const existingSession = existingPool.poll();
          if (existingSession && !this.config.disableConcurrency) {
            return existingSession;
          }
        }
        const session = import_http2.default.connect(url);
        if (this.config.maxConcurrency) {
          session.settings({ maxConcurrentStreams: this.config.maxConcurrency }, (err) => {
            if (err) {
              throw new Error(
                "Fail to set maxConcurrentStreams to " + this.config.maxConcurrency + "when creating new session for " + requestContext.destination.toString()
              );
            }
          });
        }
        session.unref();
        const destroySessionCb = /* @__PURE__ */ __name(() => {
          session.destroy();
          this.deleteSession(url, session);
        }, "destroySessionCb");
        session.on("goaway", destroySessionCb);
        session.on("error", destroySessionCb);
        session.on("frameError", destroySessionCb);
        session.on("close", () => this.deleteSession(url, session));
        if (connectionConfiguration.requestTimeout) {
          session.setTimeout(connectionConfiguration.requestTimeout, destroySessionCb);
        }
        const connectionPool = this.sessionCache.get(url) || new NodeHttp2ConnectionPool();
        connectionPool.offerLast(session);
        this.sessionCache.set(url, connectionPool);
        return session;
      }
      /**
       * Delete a session from the connection pool.
       * @param authority The authority of the session to delete.
       * @param session The session to delete.
       */
      deleteSession(authority, session) {
        const existingConnectionPool = this.sessionCache.get(authority);
        if (!existingConnectionPool) {
          return;
        }
        if (!existingConnectionPool.contains(session)) {
          return;
        }
        existingConnectionPool.remove(session);
        this.sessionCache.set(authority, existingConnectionPool);
      }
      release(requestContext, session) {
        var _a;
        const cacheKey = this.getUrlString(requestContext);
        (_a = this.sessionCache.get(cacheKey)) == null ? void 0 : _a.offerLast(session);
      }
      destroy() {
        for (const [key, connectionPool] of this.sessionCache) {
          for (const session of connectionPool) {
            if (!session.destroyed) {
              session.destroy();
            }
            connectionPool.remove(session);
          }
          this.sessionCache.delete(key);
        }
      }
      setMaxConcurrentStreams(maxConcurrentStreams) {
        if (this.config.maxConcurrency && this.config.maxConcurrency <= 0) {
          throw new RangeError("maxConcurrentStreams must be greater than zero.");
        }
        this.config.maxConcurrency = maxConcurrentStreams;
      }
      setDisableConcurrentStreams(disableConcurrentStreams) {
        this.config.disableConcurrency = disableConcurrentStreams;
      }
      getUrlString(request) {
        return request.destination.toString();
      }
    };
    __name(_NodeHttp2ConnectionManager, "NodeHttp2ConnectionManager");
    var NodeHttp2ConnectionManager = _NodeHttp2ConnectionManager;
    var _NodeHttp2Handler = class _NodeHttp2Handler2 {
      constructor(options) {
        this.metadata = { handlerProtocol: "h2" };
        this.connectionManager = new NodeHttp2ConnectionManager({});
        this.configProvider = new Promise((resolve, reject) => {
          if (typeof options === "function") {
            options().then((opts) => {
              resolve(opts || {});
            }).catch(reject);
          } else {
            resolve(options || {});
          }
        });
      }
      /**
       * @returns the input if it is an HttpHandler of any class,
       * or instantiates a new instance of this handler.
       */
      static create(instanceOrOptions) {
        if (typeof (instanceOrOptions == null ? void 0 : instanceOrOptions.handle) === "function") {
          return instanceOrOptions;
        }
        return new _NodeHttp2Handler2(instanceOrOptions);
      }
      destroy() {
        this.connectionManager.destroy();
      }
      async handle(request, { abortSignal } = {}) {
        if (!this.config) {
          this.config = await this.configProvider;
          this.connectionManager.setDisableConcurrentStreams(this.config.disableConcurrentStreams || false);
          if (this.config.maxConcurrentStreams) {
            this.connectionManager.setMaxConcurrentStreams(this.config.maxConcurrentStreams);
          }
        }
        const { requestTimeout, disableConcurrentStreams } = this.config;
        return new Promise((_resolve, _reject) => {
          var _a;
          let fulfilled = false;
          let writeRequestBodyPromise = void 0;
          const resolve = /* @__PURE__ */ __name(async (arg) => {
            await writeRequestBodyPromise;
            _resolve(arg);
          }, "resolve");
          const reject = /* @__PURE__ */ __name(async (arg) => {
            await writeRequestBodyPromise;
            _reject(arg);
          }, "reject");
          if (abortSignal == null ? void 0 : abortSignal.aborted) {
            fulfilled = true;
            const abortError = new Error("Request aborted");
            abortError.name = "AbortError";
            reject(abortError);
            return;
          }
          const { hostname, method, port, protocol, query } = request;
          let auth = "";
          if (request.username != null || request.password != null) {
            const username = request.username ?? "";
            const password = request.password ?? "";
            auth = `${username}:${password}@`;
          }
          const authority = `${protocol}//${auth}${hostname}${port ? `:${port}` : ""}`;
          const requestContext = { destination: new URL(authority) };
          const session = this.connectionManager.lease(requestContext, {
            requestTimeout: (_a = this.config) == null ? void 0 : _a.sessionTimeout,
            disableConcurrentStreams: disableConcurrentStreams || false
          });
          const rejectWithDestroy = /* @__PURE__ */ __name((err) => {
            if (disableConcurrentStreams) {
              this.destroySession(session);
            }
            fulfilled = true;
            reject(err);
          }, "rejectWithDestroy");
          const queryString = (0, import_querystring_builder.buildQueryString)(query || {});
          let path2 = request.path;
          if (queryString) {
            path2 += `?${queryString}`;
          }
          if (request.fragment) {
            path2 += `#${request.fragment}`;
          }
          const req = session.request({
            ...request.headers,
            [import_http22.constants.HTTP2_HEADER_PATH]: path2,
            [import_http22.constants.HTTP2_HEADER_METHOD]: method
          });
          session.ref();
          req.on("response", (headers) => {
            const httpResponse = new import_protocol_http3.HttpResponse({
              statusCode: headers[":status"] || -1,
              headers: getTransformedHeaders(headers),
              body: req
            });
            fulfilled = true;
            resolve({ response: httpResponse });
            if (disableConcurrentStreams) {
              session.close();
              this.connectionManager.deleteSession(authority, session);
            }
          });
          if (requestTimeout) {
            req.setTimeout(requestTimeout, () => {
              req.close();
              const timeoutError = new Error(`Stream timed out because of no activity for ${requestTimeout} ms`);
              timeoutError.name = "TimeoutError";
              rejectWithDestroy(timeoutError);
            });
          }
          if (abortSignal) {
            abortSignal.onabort = () => {
              req.close();
              const abortError = new Error("Request aborted");
              abortError.name = "AbortError";
              rejectWithDestroy(abortError);
            };
          }
          req.on("frameError", (type, code, id) => {
            rejectWithDestroy(new Error(`Frame type id ${type} in stream id ${id} has failed with code ${code}.`));
          });
          req.on("error", rejectWithDestroy);
          req.on("aborted", () => {
            rejectWithDestroy(
              new Error(`HTTP/2 stream is abnormally aborted in mid-communication with result code ${req.rstCode}.`)
            );
          });
          req.on("close", () => {
            session.unref();
            if (disableConcurrentStreams) {
              session.destroy();
            }
            if (!fulfilled) {
              rejectWithDestroy(new Error("Unexpected error: http2 request did not get a response"));
            }
          });
          writeRequestBodyPromise = writeRequestBody(req, request, requestTimeout);
        });
      }
      updateHttpClientConfig(key, value) {
        this.config = void 0;
        this.configProvider = this.configProvider.then((config) => {
          return {
            ...config,
            [key]: value
          };
        });
      }
      httpHandlerConfigs() {
        return this.config ?? {};
      }
      /**
       * Destroys a session.
       * @param session The session to destroy.
       */
      destroySession(session) {
        if (!session.destroyed) {
          session.destroy();
        }
      }
    };
    __name(_NodeHttp2Handler, "NodeHttp2Handler");
    var NodeHttp2Handler = _NodeHttp2Handler;
    var _Collector = class _Collector extends import_stream.Writable {
      constructor() {
        super(...arguments);
        this.bufferedBytes = [];
      }
      _write(chunk, encoding, callback) {
        this.bufferedBytes.push(chunk);
        callback();
      }
    };
    __name(_Collector, "Collector");
    var Collector = _Collector;
    var streamCollector2 = /* @__PURE__ */ __name((stream) => new Promise((resolve, reject) => {
      const collector = new Collector();
      stream.pipe(collector);
      stream.on("error", (err) => {
        collector.end();
        reject(err);
      });
      collector.on("error", reject);
      collector.on("finish", function() {
        const bytes = new Uint8Array(Buffer.concat(this.bufferedBytes));
        resolve(bytes);
      });
    }), "streamCollector");
  }
});

// node_modules/@smithy/util-stream/dist-cjs/sdk-stream-mixin.js
var require_sdk_stream_mixin = __commonJS({
  "node_modules/@smithy/util-stream/dist-cjs/sdk-stream-mixin.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.sdkStreamMixin = void 0;
    var node_http_handler_1 = require_dist_cjs32();
    var util_buffer_from_1 = require_dist_cjs20();
    var stream_1 = __require("stream");
    var util_1 = __require("util");
    var ERR_MSG_STREAM_HAS_BEEN_TRANSFORMED = "The stream has already been transformed.";
    var sdkStreamMixin2 = (stream) => {
      var _a, _b;
      if (!(stream instanceof stream_1.Readable)) {
        const name = ((_b = (_a = stream === null || stream === void 0 ? void 0 : stream.__proto__) === null || _a === void 0 ? void 0 : _a.constructor) === null || _b === void 0 ? void 0 : _b.name) || stream;
        throw new Error(`Unexpected stream implementation, expect Stream.Readable instance, got ${name}`);
      }
      let transformed = false;
      const transformToByteArray = async () => {
        if (transformed) {
          throw new Error(ERR_MSG_STREAM_HAS_BEEN_TRANSFORMED);
        }
        transformed = true;
        return await (0, node_http_handler_1.streamCollector)(stream);
      };
      return Object.assign(stream, {
        transformToByteArray,
        transformToString: async (encoding) => {
          const buf = await transformToByteArray();
          if (encoding === void 0 || Buffer.isEncoding(encoding)) {
            return (0, util_buffer_from_1.fromArrayBuffer)(buf.buffer, buf.byteOffset, buf.byteLength).toString(encoding);
          } else {
            const decoder = new util_1.TextDecoder(encoding);
            return decoder.decode(buf);
          }
        },
        transformToWebStream: () => {
          if (transformed) {
            throw new Error(ERR_MSG_STREAM_HAS_BEEN_TRANSFORMED);
          }
          if (stream.readableFlowing !== null) {
            throw new Error("The stream has been consumed by other callbacks.");
          }
          if (typeof stream_1.Readable.toWeb !== "function") {
            throw new Error("Readable.toWeb() is not supported. Please make sure you are using Node.js >= 17.0.0, or polyfill is available.");
          }
          transformed = true;
          return stream_1.Readable.toWeb(stream);
        }
      });
    };
    exports.sdkStreamMixin = sdkStreamMixin2;
  }
});

// node_modules/@smithy/util-stream/dist-cjs/index.js
var require_dist_cjs33 = __commonJS({
  "node_modules/@smithy/util-stream/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __reExport = (target, mod, secondTarget) => (__copyProps(target, mod, "default"), secondTarget && __copyProps(secondTarget, mod, "default"));
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      Uint8ArrayBlobAdapter: () => Uint8ArrayBlobAdapter
    });
    module.exports = __toCommonJS2(src_exports);
    var import_util_base642 = require_dist_cjs22();
    var import_util_utf8 = require_dist_cjs29();
    function transformToString(payload, encoding = "utf-8") {
      if (encoding === "base64") {
        return (0, import_util_base642.toBase64)(payload);
      }
      return (0, import_util_utf8.toUtf8)(payload);
    }
    __name(transformToString, "transformToString");
    function transformFromString(str, encoding) {
      if (encoding === "base64") {
        return Uint8ArrayBlobAdapter.mutate((0, import_util_base642.fromBase64)(str));
      }
      return Uint8ArrayBlobAdapter.mutate((0, import_util_utf8.fromUtf8)(str));
    }
    __name(transformFromString, "transformFromString");
    var _Uint8ArrayBlobAdapter = class _Uint8ArrayBlobAdapter2 extends Uint8Array {
      /**
       * @param source - such as a string or Stream.
       * @returns a new Uint8ArrayBlobAdapter extending Uint8Array.
       */
      static fromString(source, encoding = "utf-8") {
        switch (typeof source) {
          case "string":
            return transformFromString(source, encoding);
          default:
            throw new Error(`Unsupported conversion from ${typeof source} to Uint8ArrayBlobAdapter.`);
        }
      }
      /**
       * @param source - Uint8Array to be mutated.
       * @returns the same Uint8Array but with prototype switched to Uint8ArrayBlobAdapter.
       */
      static mutate(source) {
        Object.setPrototypeOf(source, _Uint8ArrayBlobAdapter2.prototype);
        return source;
      }
      /**
       * @param encoding - default 'utf-8'.
       * @returns the blob as string.
       */
      transformToString(encoding = "utf-8") {
        return transformToString(this, encoding);
      }
    };
    __name(_Uint8ArrayBlobAdapter, "Uint8ArrayBlobAdapter");
    var Uint8ArrayBlobAdapter = _Uint8ArrayBlobAdapter;
    __reExport(src_exports, require_getAwsChunkedEncodingStream(), module.exports);
    __reExport(src_exports, require_sdk_stream_mixin(), module.exports);
  }
});

// node_modules/@smithy/smithy-client/dist-cjs/index.js
var require_dist_cjs34 = __commonJS({
  "node_modules/@smithy/smithy-client/dist-cjs/index.js"(exports, module) {
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __export2 = (target, all) => {
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
    var __toCommonJS2 = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export2(src_exports, {
      Client: () => Client,
      Command: () => Command,
      LazyJsonString: () => LazyJsonString,
      NoOpLogger: () => NoOpLogger,
      SENSITIVE_STRING: () => SENSITIVE_STRING,
      ServiceException: () => ServiceException,
      StringWrapper: () => StringWrapper,
      _json: () => _json,
      collectBody: () => collectBody2,
      convertMap: () => convertMap,
      createAggregatedClient: () => createAggregatedClient,
      dateToUtcString: () => dateToUtcString,
      decorateServiceException: () => decorateServiceException,
      emitWarningIfUnsupportedVersion: () => emitWarningIfUnsupportedVersion,
      expectBoolean: () => expectBoolean,
      expectByte: () => expectByte,
      expectFloat32: () => expectFloat32,
      expectInt: () => expectInt,
      expectInt32: () => expectInt32,
      expectLong: () => expectLong,
      expectNonNull: () => expectNonNull,
      expectNumber: () => expectNumber,
      expectObject: () => expectObject,
      expectShort: () => expectShort,
      expectString: () => expectString,
      expectUnion: () => expectUnion,
      extendedEncodeURIComponent: () => extendedEncodeURIComponent,
      getArrayIfSingleItem: () => getArrayIfSingleItem,
      getDefaultClientConfiguration: () => getDefaultClientConfiguration,
      getDefaultExtensionConfiguration: () => getDefaultExtensionConfiguration,
      getValueFromTextNode: () => getValueFromTextNode,
      handleFloat: () => handleFloat,
      limitedParseDouble: () => limitedParseDouble,
      limitedParseFloat: () => limitedParseFloat,
      limitedParseFloat32: () => limitedParseFloat32,
      loadConfigsForDefaultMode: () => loadConfigsForDefaultMode,
      logger: () => logger,
      map: () => map2,
      parseBoolean: () => parseBoolean,
      parseEpochTimestamp: () => parseEpochTimestamp,
      parseRfc3339DateTime: () => parseRfc3339DateTime,
      parseRfc3339DateTimeWithOffset: () => parseRfc3339DateTimeWithOffset,
      parseRfc7231DateTime: () => parseRfc7231DateTime,
      resolveDefaultRuntimeConfig: () => resolveDefaultRuntimeConfig,
      resolvedPath: () => resolvedPath,
      serializeFloat: () => serializeFloat,
      splitEvery: () => splitEvery,
      strictParseByte: () => strictParseByte,
      strictParseDouble: () => strictParseDouble,
      strictParseFloat: () => strictParseFloat,
      strictParseFloat32: () => strictParseFloat32,
      strictParseInt: () => strictParseInt,
      strictParseInt32: () => strictParseInt32,
      strictParseLong: () => strictParseLong,
      strictParseShort: () => strictParseShort,
      take: () => take2,
      throwDefaultError: () => throwDefaultError,
      withBaseException: () => withBaseException
    });
    module.exports = __toCommonJS2(src_exports);
    var _NoOpLogger = class _NoOpLogger {
      trace() {
      }
      debug() {
      }
      info() {
      }
      warn() {
      }
      error() {
      }
    };
    __name(_NoOpLogger, "NoOpLogger");
    var NoOpLogger = _NoOpLogger;
    var import_middleware_stack = require_dist_cjs28();
    var _Client = class _Client {
      constructor(config) {
        this.middlewareStack = (0, import_middleware_stack.constructStack)();
        this.config = config;
      }
      send(command, optionsOrCb, cb) {
        const options = typeof optionsOrCb !== "function" ? optionsOrCb : void 0;
        const callback = typeof optionsOrCb === "function" ? optionsOrCb : cb;
        const handler = command.resolveMiddleware(this.middlewareStack, this.config, options);
        if (callback) {
          handler(command).then(
            (result) => callback(null, result.output),
            (err) => callback(err)
          ).catch(
            // prevent any errors thrown in the callback from triggering an
            // unhandled promise rejection
            () => {
            }
          );
        } else {
          return handler(command).then((result) => result.output);
        }
      }
      destroy() {
        if (this.config.requestHandler.destroy)
          this.config.requestHandler.destroy();
      }
    };
    __name(_Client, "Client");
    var Client = _Client;
    var import_util_stream = require_dist_cjs33();
    var collectBody2 = /* @__PURE__ */ __name(async (streamBody = new Uint8Array(), context) => {
      if (streamBody instanceof Uint8Array) {
        return import_util_stream.Uint8ArrayBlobAdapter.mutate(streamBody);
      }
      if (!streamBody) {
        return import_util_stream.Uint8ArrayBlobAdapter.mutate(new Uint8Array());
      }
      const fromContext = context.streamCollector(streamBody);
      return import_util_stream.Uint8ArrayBlobAdapter.mutate(await fromContext);
    }, "collectBody");
    var import_types = require_dist_cjs5();
    var _Command = class _Command {
      constructor() {
        this.middlewareStack = (0, import_middleware_stack.constructStack)();
      }
      /**
       * Factory for Command ClassBuilder.
       * @internal
       */
      static classBuilder() {
        return new ClassBuilder();
      }
      /**
       * @internal
       */
      resolveMiddlewareWithContext(clientStack, configuration, options, {
        middlewareFn,
        clientName,
        commandName,
        inputFilterSensitiveLog,
        outputFilterSensitiveLog,
        smithyContext,
        additionalContext,
        CommandCtor
      }) {
        for (const mw of middlewareFn.bind(this)(CommandCtor, clientStack, configuration, options)) {
          this.middlewareStack.use(mw);
        }
        const stack = clientStack.concat(this.middlewareStack);
        const { logger: logger2 } = configuration;
        const handlerExecutionContext = {
          logger: logger2,
          clientName,
          commandName,
          inputFilterSensitiveLog,
          outputFilterSensitiveLog,
          [import_types.SMITHY_CONTEXT_KEY]: {
            ...smithyContext
          },
          ...additionalContext
        };
        const { requestHandler } = configuration;
        return stack.resolve(
          (request) => requestHandler.handle(request.request, options || {}),
          handlerExecutionContext
        );
      }
    };
    __name(_Command, "Command");
    var Command = _Command;
    var _ClassBuilder = class _ClassBuilder {
      constructor() {
        this._init = () => {
        };
        this._ep = {};
        this._middlewareFn = () => [];
        this._commandName = "";
        this._clientName = "";
        this._additionalContext = {};
        this._smithyContext = {};
        this._inputFilterSensitiveLog = (_) => _;
        this._outputFilterSensitiveLog = (_) => _;
        this._serializer = null;
        this._deserializer = null;
      }
      /**
       * Optional init callback.
       */
      init(cb) {
        this._init = cb;
      }
      /**
       * Set the endpoint parameter instructions.
       */
      ep(endpointParameterInstructions) {
        this._ep = endpointParameterInstructions;
        return this;
      }
      /**
       * Add any number of middleware.
       */
      m(middlewareSupplier) {
        this._middlewareFn = middlewareSupplier;
        return this;
      }
      /**
       * Set the initial handler execution context Smithy field.
       */
      s(service, operation, smithyContext = {}) {
        this._smithyContext = {
          service,
          operation,
          ...smithyContext
        };
        return this;
      }
      /**
       * Set the initial handler execution context.
       */
      c(additionalContext = {}) {
        this._additionalContext = additionalContext;
        return this;
      }
      /**
       * Set constant string identifiers for the operation.
       */
      n(clientName, commandName) {
        this._clientName = clientName;
        this._commandName = commandName;
        return this;
      }
      /**
       * Set the input and output sensistive log filters.
       */
      f(inputFilter = (_) => _, outputFilter = (_) => _) {
        this._inputFilterSensitiveLog = inputFilter;
        this._outputFilterSensitiveLog = outputFilter;
        return this;
      }
      /**
       * Sets the serializer.
       */
      ser(serializer) {
        this._serializer = serializer;
        return this;
      }
      /**
       * Sets the deserializer.
       */
      de(deserializer) {
        this._deserializer = deserializer;
        return this;
      }
      /**
       * @returns a Command class with the classBuilder properties.
       */
      build() {
        var _a;
        const closure = this;
        let CommandRef;
        return CommandRef = (_a = class extends Command {
          /**
           * @public
           */
          constructor(...[input]) {
            super();
            this.serialize = closure._serializer;
            this.deserialize = closure._deserializer;
            this.input = input ?? {};
            closure._init(this);
          }
          /**
           * @public
           */
          static getEndpointParameterInstructions() {
            return closure._ep;
          }
          /**
           * @internal
           */
          resolveMiddleware(stack, configuration, options) {
            return this.resolveMiddlewareWithContext(stack, configuration, options, {
              CommandCtor: CommandRef,
              middlewareFn: closure._middlewareFn,
              clientName: closure._clientName,
              commandName: closure._commandName,
              inputFilterSensitiveLog: closure._inputFilterSensitiveLog,
              outputFilterSensitiveLog: closure._outputFilterSensitiveLog,
              smithyContext: closure._smithyContext,
              additionalContext: closure._additionalContext
            });
          }
        }, __name(_a, "CommandRef"), _a);
      }
    };
    __name(_ClassBuilder, "ClassBuilder");
    var ClassBuilder = _ClassBuilder;
    var SENSITIVE_STRING = "***SensitiveInformation***";
    var createAggregatedClient = /* @__PURE__ */ __name((commands, Client2) => {
      for (const command of Object.keys(commands)) {
        const CommandCtor = commands[command];
        const methodImpl = /* @__PURE__ */ __name(async function(args, optionsOrCb, cb) {
          const command2 = new CommandCtor(args);
          if (typeof optionsOrCb === "function") {
            this.send(command2, optionsOrCb);
          } else if (typeof cb === "function") {
            if (typeof optionsOrCb !== "object")
              throw new Error(`Expected http options but got ${typeof optionsOrCb}`);
            this.send(command2, optionsOrCb || {}, cb);
          } else {
            return this.send(command2, optionsOrCb);
          }
        }, "methodImpl");
        const methodName = (command[0].toLowerCase() + command.slice(1)).replace(/Command$/, "");
        Client2.prototype[methodName] = methodImpl;
      }
    }, "createAggregatedClient");
    var parseBoolean = /* @__PURE__ */ __name((value) => {
      switch (value) {
        case "true":
          return true;
        case "false":
          return false;
        default:
          throw new Error(`Unable to parse boolean value "${value}"`);
      }
    }, "parseBoolean");
    var expectBoolean = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      if (typeof value === "number") {
        if (value === 0 || value === 1) {
          logger.warn(stackTraceWarning(`Expected boolean, got ${typeof value}: ${value}`));
        }
        if (value === 0) {
          return false;
        }
        if (value === 1) {
          return true;
        }
      }
      if (typeof value === "string") {
        const lower = value.toLowerCase();
        if (lower === "false" || lower === "true") {
          logger.warn(stackTraceWarning(`Expected boolean, got ${typeof value}: ${value}`));
        }
        if (lower === "false") {
          return false;
        }
        if (lower === "true") {
          return true;
        }
      }
      if (typeof value === "boolean") {
        return value;
      }
      throw new TypeError(`Expected boolean, got ${typeof value}: ${value}`);
    }, "expectBoolean");
    var expectNumber = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      if (typeof value === "string") {
        const parsed = parseFloat(value);
        if (!Number.isNaN(parsed)) {
          if (String(parsed) !== String(value)) {
            logger.warn(stackTraceWarning(`Expected number but observed string: ${value}`));
          }
          return parsed;
        }
      }
      if (typeof value === "number") {
        return value;
      }
      throw new TypeError(`Expected number, got ${typeof value}: ${value}`);
    }, "expectNumber");
    var MAX_FLOAT = Math.ceil(2 ** 127 * (2 - 2 ** -23));
    var expectFloat32 = /* @__PURE__ */ __name((value) => {
      const expected = expectNumber(value);
      if (expected !== void 0 && !Number.isNaN(expected) && expected !== Infinity && expected !== -Infinity) {
        if (Math.abs(expected) > MAX_FLOAT) {
          throw new TypeError(`Expected 32-bit float, got ${value}`);
        }
      }
      return expected;
    }, "expectFloat32");
    var expectLong = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      if (Number.isInteger(value) && !Number.isNaN(value)) {
        return value;
      }
      throw new TypeError(`Expected integer, got ${typeof value}: ${value}`);
    }, "expectLong");
    var expectInt = expectLong;
    var expectInt32 = /* @__PURE__ */ __name((value) => expectSizedInt(value, 32), "expectInt32");
    var expectShort = /* @__PURE__ */ __name((value) => expectSizedInt(value, 16), "expectShort");
    var expectByte = /* @__PURE__ */ __name((value) => expectSizedInt(value, 8), "expectByte");
    var expectSizedInt = /* @__PURE__ */ __name((value, size) => {
      const expected = expectLong(value);
      if (expected !== void 0 && castInt(expected, size) !== expected) {
        throw new TypeError(`Expected ${size}-bit integer, got ${value}`);
      }
      return expected;
    }, "expectSizedInt");
    var castInt = /* @__PURE__ */ __name((value, size) => {
      switch (size) {
        case 32:
          return Int32Array.of(value)[0];
        case 16:
          return Int16Array.of(value)[0];
        case 8:
          return Int8Array.of(value)[0];
      }
    }, "castInt");
    var expectNonNull = /* @__PURE__ */ __name((value, location) => {
      if (value === null || value === void 0) {
        if (location) {
          throw new TypeError(`Expected a non-null value for ${location}`);
        }
        throw new TypeError("Expected a non-null value");
      }
      return value;
    }, "expectNonNull");
    var expectObject = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      if (typeof value === "object" && !Array.isArray(value)) {
        return value;
      }
      const receivedType = Array.isArray(value) ? "array" : typeof value;
      throw new TypeError(`Expected object, got ${receivedType}: ${value}`);
    }, "expectObject");
    var expectString = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      if (typeof value === "string") {
        return value;
      }
      if (["boolean", "number", "bigint"].includes(typeof value)) {
        logger.warn(stackTraceWarning(`Expected string, got ${typeof value}: ${value}`));
        return String(value);
      }
      throw new TypeError(`Expected string, got ${typeof value}: ${value}`);
    }, "expectString");
    var expectUnion = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      const asObject = expectObject(value);
      const setKeys = Object.entries(asObject).filter(([, v]) => v != null).map(([k]) => k);
      if (setKeys.length === 0) {
        throw new TypeError(`Unions must have exactly one non-null member. None were found.`);
      }
      if (setKeys.length > 1) {
        throw new TypeError(`Unions must have exactly one non-null member. Keys ${setKeys} were not null.`);
      }
      return asObject;
    }, "expectUnion");
    var strictParseDouble = /* @__PURE__ */ __name((value) => {
      if (typeof value == "string") {
        return expectNumber(parseNumber(value));
      }
      return expectNumber(value);
    }, "strictParseDouble");
    var strictParseFloat = strictParseDouble;
    var strictParseFloat32 = /* @__PURE__ */ __name((value) => {
      if (typeof value == "string") {
        return expectFloat32(parseNumber(value));
      }
      return expectFloat32(value);
    }, "strictParseFloat32");
    var NUMBER_REGEX = /(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)|(-?Infinity)|(NaN)/g;
    var parseNumber = /* @__PURE__ */ __name((value) => {
      const matches = value.match(NUMBER_REGEX);
      if (matches === null || matches[0].length !== value.length) {
        throw new TypeError(`Expected real number, got implicit NaN`);
      }
      return parseFloat(value);
    }, "parseNumber");
    var limitedParseDouble = /* @__PURE__ */ __name((value) => {
      if (typeof value == "string") {
        return parseFloatString(value);
      }
      return expectNumber(value);
    }, "limitedParseDouble");
    var handleFloat = limitedParseDouble;
    var limitedParseFloat = limitedParseDouble;
    var limitedParseFloat32 = /* @__PURE__ */ __name((value) => {
      if (typeof value == "string") {
        return parseFloatString(value);
      }
      return expectFloat32(value);
    }, "limitedParseFloat32");
    var parseFloatString = /* @__PURE__ */ __name((value) => {
      switch (value) {
        case "NaN":
          return NaN;
        case "Infinity":
          return Infinity;
        case "-Infinity":
          return -Infinity;
        default:
          throw new Error(`Unable to parse float value: ${value}`);
      }
    }, "parseFloatString");
    var strictParseLong = /* @__PURE__ */ __name((value) => {
      if (typeof value === "string") {
        return expectLong(parseNumber(value));
      }
      return expectLong(value);
    }, "strictParseLong");
    var strictParseInt = strictParseLong;
    var strictParseInt32 = /* @__PURE__ */ __name((value) => {
      if (typeof value === "string") {
        return expectInt32(parseNumber(value));
      }
      return expectInt32(value);
    }, "strictParseInt32");
    var strictParseShort = /* @__PURE__ */ __name((value) => {
      if (typeof value === "string") {
        return expectShort(parseNumber(value));
      }
      return expectShort(value);
    }, "strictParseShort");
    var strictParseByte = /* @__PURE__ */ __name((value) => {
      if (typeof value === "string") {
        return expectByte(parseNumber(value));
      }
      return expectByte(value);
    }, "strictParseByte");
    var stackTraceWarning = /* @__PURE__ */ __name((message) => {
      return String(new TypeError(message).stack || message).split("\n").slice(0, 5).filter((s) => !s.includes("stackTraceWarning")).join("\n");
    }, "stackTraceWarning");
    var logger = {
      warn: console.warn
    };
    var DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    function dateToUtcString(date) {
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth();
      const dayOfWeek = date.getUTCDay();
      const dayOfMonthInt = date.getUTCDate();
      const hoursInt = date.getUTCHours();
      const minutesInt = date.getUTCMinutes();
      const secondsInt = date.getUTCSeconds();
      const dayOfMonthString = dayOfMonthInt < 10 ? `0${dayOfMonthInt}` : `${dayOfMonthInt}`;
      const hoursString = hoursInt < 10 ? `0${hoursInt}` : `${hoursInt}`;
      const minutesString = minutesInt < 10 ? `0${minutesInt}` : `${minutesInt}`;
      const secondsString = secondsInt < 10 ? `0${secondsInt}` : `${secondsInt}`;
      return `${DAYS[dayOfWeek]}, ${dayOfMonthString} ${MONTHS[month]} ${year} ${hoursString}:${minutesString}:${secondsString} GMT`;
    }
    __name(dateToUtcString, "dateToUtcString");
    var RFC3339 = new RegExp(/^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?[zZ]$/);
    var parseRfc3339DateTime = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      if (typeof value !== "string") {
        throw new TypeError("RFC-3339 date-times must be expressed as strings");
      }
      const match = RFC3339.exec(value);
      if (!match) {
        throw new TypeError("Invalid RFC-3339 date-time value");
      }
      const [_, yearStr, monthStr, dayStr, hours, minutes, seconds, fractionalMilliseconds] = match;
      const year = strictParseShort(stripLeadingZeroes(yearStr));
      const month = parseDateValue(monthStr, "month", 1, 12);
      const day = parseDateValue(dayStr, "day", 1, 31);
      return buildDate(year, month, day, { hours, minutes, seconds, fractionalMilliseconds });
    }, "parseRfc3339DateTime");
    var RFC3339_WITH_OFFSET = new RegExp(
      /^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(([-+]\d{2}\:\d{2})|[zZ])$/
    );
    var parseRfc3339DateTimeWithOffset = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      if (typeof value !== "string") {
        throw new TypeError("RFC-3339 date-times must be expressed as strings");
      }
      const match = RFC3339_WITH_OFFSET.exec(value);
      if (!match) {
        throw new TypeError("Invalid RFC-3339 date-time value");
      }
      const [_, yearStr, monthStr, dayStr, hours, minutes, seconds, fractionalMilliseconds, offsetStr] = match;
      const year = strictParseShort(stripLeadingZeroes(yearStr));
      const month = parseDateValue(monthStr, "month", 1, 12);
      const day = parseDateValue(dayStr, "day", 1, 31);
      const date = buildDate(year, month, day, { hours, minutes, seconds, fractionalMilliseconds });
      if (offsetStr.toUpperCase() != "Z") {
        date.setTime(date.getTime() - parseOffsetToMilliseconds(offsetStr));
      }
      return date;
    }, "parseRfc3339DateTimeWithOffset");
    var IMF_FIXDATE = new RegExp(
      /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? GMT$/
    );
    var RFC_850_DATE = new RegExp(
      /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{2}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? GMT$/
    );
    var ASC_TIME = new RegExp(
      /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ( [1-9]|\d{2}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? (\d{4})$/
    );
    var parseRfc7231DateTime = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      if (typeof value !== "string") {
        throw new TypeError("RFC-7231 date-times must be expressed as strings");
      }
      let match = IMF_FIXDATE.exec(value);
      if (match) {
        const [_, dayStr, monthStr, yearStr, hours, minutes, seconds, fractionalMilliseconds] = match;
        return buildDate(
          strictParseShort(stripLeadingZeroes(yearStr)),
          parseMonthByShortName(monthStr),
          parseDateValue(dayStr, "day", 1, 31),
          { hours, minutes, seconds, fractionalMilliseconds }
        );
      }
      match = RFC_850_DATE.exec(value);
      if (match) {
        const [_, dayStr, monthStr, yearStr, hours, minutes, seconds, fractionalMilliseconds] = match;
        return adjustRfc850Year(
          buildDate(parseTwoDigitYear(yearStr), parseMonthByShortName(monthStr), parseDateValue(dayStr, "day", 1, 31), {
            hours,
            minutes,
            seconds,
            fractionalMilliseconds
          })
        );
      }
      match = ASC_TIME.exec(value);
      if (match) {
        const [_, monthStr, dayStr, hours, minutes, seconds, fractionalMilliseconds, yearStr] = match;
        return buildDate(
          strictParseShort(stripLeadingZeroes(yearStr)),
          parseMonthByShortName(monthStr),
          parseDateValue(dayStr.trimLeft(), "day", 1, 31),
          { hours, minutes, seconds, fractionalMilliseconds }
        );
      }
      throw new TypeError("Invalid RFC-7231 date-time value");
    }, "parseRfc7231DateTime");
    var parseEpochTimestamp = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return void 0;
      }
      let valueAsDouble;
      if (typeof value === "number") {
        valueAsDouble = value;
      } else if (typeof value === "string") {
        valueAsDouble = strictParseDouble(value);
      } else {
        throw new TypeError("Epoch timestamps must be expressed as floating point numbers or their string representation");
      }
      if (Number.isNaN(valueAsDouble) || valueAsDouble === Infinity || valueAsDouble === -Infinity) {
        throw new TypeError("Epoch timestamps must be valid, non-Infinite, non-NaN numerics");
      }
      return new Date(Math.round(valueAsDouble * 1e3));
    }, "parseEpochTimestamp");
    var buildDate = /* @__PURE__ */ __name((year, month, day, time) => {
      const adjustedMonth = month - 1;
      validateDayOfMonth(year, adjustedMonth, day);
      return new Date(
        Date.UTC(
          year,
          adjustedMonth,
          day,
          parseDateValue(time.hours, "hour", 0, 23),
          parseDateValue(time.minutes, "minute", 0, 59),
          // seconds can go up to 60 for leap seconds
          parseDateValue(time.seconds, "seconds", 0, 60),
          parseMilliseconds(time.fractionalMilliseconds)
        )
      );
    }, "buildDate");
    var parseTwoDigitYear = /* @__PURE__ */ __name((value) => {
      const thisYear = (/* @__PURE__ */ new Date()).getUTCFullYear();
      const valueInThisCentury = Math.floor(thisYear / 100) * 100 + strictParseShort(stripLeadingZeroes(value));
      if (valueInThisCentury < thisYear) {
        return valueInThisCentury + 100;
      }
      return valueInThisCentury;
    }, "parseTwoDigitYear");
    var FIFTY_YEARS_IN_MILLIS = 50 * 365 * 24 * 60 * 60 * 1e3;
    var adjustRfc850Year = /* @__PURE__ */ __name((input) => {
      if (input.getTime() - (/* @__PURE__ */ new Date()).getTime() > FIFTY_YEARS_IN_MILLIS) {
        return new Date(
          Date.UTC(
            input.getUTCFullYear() - 100,
            input.getUTCMonth(),
            input.getUTCDate(),
            input.getUTCHours(),
            input.getUTCMinutes(),
            input.getUTCSeconds(),
            input.getUTCMilliseconds()
          )
        );
      }
      return input;
    }, "adjustRfc850Year");
    var parseMonthByShortName = /* @__PURE__ */ __name((value) => {
      const monthIdx = MONTHS.indexOf(value);
      if (monthIdx < 0) {
        throw new TypeError(`Invalid month: ${value}`);
      }
      return monthIdx + 1;
    }, "parseMonthByShortName");
    var DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    var validateDayOfMonth = /* @__PURE__ */ __name((year, month, day) => {
      let maxDays = DAYS_IN_MONTH[month];
      if (month === 1 && isLeapYear(year)) {
        maxDays = 29;
      }
      if (day > maxDays) {
        throw new TypeError(`Invalid day for ${MONTHS[month]} in ${year}: ${day}`);
      }
    }, "validateDayOfMonth");
    var isLeapYear = /* @__PURE__ */ __name((year) => {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }, "isLeapYear");
    var parseDateValue = /* @__PURE__ */ __name((value, type, lower, upper) => {
      const dateVal = strictParseByte(stripLeadingZeroes(value));
      if (dateVal < lower || dateVal > upper) {
        throw new TypeError(`${type} must be between ${lower} and ${upper}, inclusive`);
      }
      return dateVal;
    }, "parseDateValue");
    var parseMilliseconds = /* @__PURE__ */ __name((value) => {
      if (value === null || value === void 0) {
        return 0;
      }
      return strictParseFloat32("0." + value) * 1e3;
    }, "parseMilliseconds");
    var parseOffsetToMilliseconds = /* @__PURE__ */ __name((value) => {
      const directionStr = value[0];
      let direction = 1;
      if (directionStr == "+") {
        direction = 1;
      } else if (directionStr == "-") {
        direction = -1;
      } else {
        throw new TypeError(`Offset direction, ${directionStr}, must be "+" or "-"`);
      }
      const hour = Number(value.substring(1, 3));
      const minute = Number(value.substring(4, 6));
      return direction * (hour * 60 + minute) * 60 * 1e3;
    }, "parseOffsetToMilliseconds");
    var stripLeadingZeroes = /* @__PURE__ */ __name((value) => {
      let idx = 0;
      while (idx < value.length - 1 && value.charAt(idx) === "0") {
        idx++;
      }
      if (idx === 0) {
        return value;
      }
      return value.slice(idx);
    }, "stripLeadingZeroes");
    var _ServiceException = class _ServiceException2 extends Error {
      constructor(options) {
        super(options.message);
        Object.setPrototypeOf(this, _ServiceException2.prototype);
        this.name = options.name;
        this.$fault = options.$fault;
        this.$metadata = options.$metadata;
      }
    };
    __name(_ServiceException, "ServiceException");
    var ServiceException = _ServiceException;
    var decorateServiceException = /* @__PURE__ */ __name((exception, additions = {}) => {
      Object.entries(additions).filter(([, v]) => v !== void 0).forEach(([k, v]) => {
        if (exception[k] == void 0 || exception[k] === "") {
          exception[k] = v;
        }
      });
      const message = exception.message || exception.Message || "UnknownError";
      exception.message = message;
      delete exception.Message;
      return exception;
    }, "decorateServiceException");
    var throwDefaultError = /* @__PURE__ */ __name(({ output, parsedBody, exceptionCtor, errorCode }) => {
      const $metadata = deserializeMetadata2(output);
      const statusCode = $metadata.httpStatusCode ? $metadata.httpStatusCode + "" : void 0;
      const response = new exceptionCtor({
        name: (parsedBody == null ? void 0 : parsedBody.code) || (parsedBody == null ? void 0 : parsedBody.Code) || errorCode || statusCode || "UnknownError",
        $fault: "client",
        $metadata
      });
      throw decorateServiceException(response, parsedBody);
    }, "throwDefaultError");
    var withBaseException = /* @__PURE__ */ __name((ExceptionCtor) => {
      return ({ output, parsedBody, errorCode }) => {
        throwDefaultError({ output, parsedBody, exceptionCtor: ExceptionCtor, errorCode });
      };
    }, "withBaseException");
    var deserializeMetadata2 = /* @__PURE__ */ __name((output) => ({
      httpStatusCode: output.statusCode,
      requestId: output.headers["x-amzn-requestid"] ?? output.headers["x-amzn-request-id"] ?? output.headers["x-amz-request-id"],
      extendedRequestId: output.headers["x-amz-id-2"],
      cfId: output.headers["x-amz-cf-id"]
    }), "deserializeMetadata");
    var loadConfigsForDefaultMode = /* @__PURE__ */ __name((mode) => {
      switch (mode) {
        case "standard":
          return {
            retryMode: "standard",
            connectionTimeout: 3100
          };
        case "in-region":
          return {
            retryMode: "standard",
            connectionTimeout: 1100
          };
        case "cross-region":
          return {
            retryMode: "standard",
            connectionTimeout: 3100
          };
        case "mobile":
          return {
            retryMode: "standard",
            connectionTimeout: 3e4
          };
        default:
          return {};
      }
    }, "loadConfigsForDefaultMode");
    var warningEmitted = false;
    var emitWarningIfUnsupportedVersion = /* @__PURE__ */ __name((version) => {
      if (version && !warningEmitted && parseInt(version.substring(1, version.indexOf("."))) < 14) {
        warningEmitted = true;
      }
    }, "emitWarningIfUnsupportedVersion");
    var getChecksumConfiguration = /* @__PURE__ */ __name((runtimeConfig) => {
      const checksumAlgorithms = [];
      for (const id in import_types.AlgorithmId) {
        const algorithmId = import_types.AlgorithmId[id];
        if (runtimeConfig[algorithmId] === void 0) {
          continue;
        }
        checksumAlgorithms.push({
          algorithmId: () => algorithmId,
          checksumConstructor: () => runtimeConfig[algorithmId]
        });
      }
      return {
        _checksumAlgorithms: checksumAlgorithms,
        addChecksumAlgorithm(algo) {
          this._checksumAlgorithms.push(algo);
        },
        checksumAlgorithms() {
          return this._checksumAlgorithms;
        }
      };
    }, "getChecksumConfiguration");
    var resolveChecksumRuntimeConfig = /* @__PURE__ */ __name((clientConfig) => {
      const runtimeConfig = {};
      clientConfig.checksumAlgorithms().forEach((checksumAlgorithm) => {
        runtimeConfig[checksumAlgorithm.algorithmId()] = checksumAlgorithm.checksumConstructor();
      });
      return runtimeConfig;
    }, "resolveChecksumRuntimeConfig");
    var getRetryConfiguration = /* @__PURE__ */ __name((runtimeConfig) => {
      let _retryStrategy = runtimeConfig.retryStrategy;
      return {
        setRetryStrategy(retryStrategy) {
          _retryStrategy = retryStrategy;
        },
        retryStrategy() {
          return _retryStrategy;
        }
      };
    }, "getRetryConfiguration");
    var resolveRetryRuntimeConfig = /* @__PURE__ */ __name((retryStrategyConfiguration) => {
      const runtimeConfig = {};
      runtimeConfig.retryStrategy = retryStrategyConfiguration.retryStrategy();
      return runtimeConfig;
    }, "resolveRetryRuntimeConfig");
    var getDefaultExtensionConfiguration = /* @__PURE__ */ __name((runtimeConfig) => {
      return {
        ...getChecksumConfiguration(runtimeConfig),
        ...getRetryConfiguration(runtimeConfig)
      };
    }, "getDefaultExtensionConfiguration");
    var getDefaultClientConfiguration = getDefaultExtensionConfiguration;
    var resolveDefaultRuntimeConfig = /* @__PURE__ */ __name((config) => {
      return {
        ...resolveChecksumRuntimeConfig(config),
        ...resolveRetryRuntimeConfig(config)
      };
    }, "resolveDefaultRuntimeConfig");
    function extendedEncodeURIComponent(str) {
      return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
        return "%" + c.charCodeAt(0).toString(16).toUpperCase();
      });
    }
    __name(extendedEncodeURIComponent, "extendedEncodeURIComponent");
    var getArrayIfSingleItem = /* @__PURE__ */ __name((mayBeArray) => Array.isArray(mayBeArray) ? mayBeArray : [mayBeArray], "getArrayIfSingleItem");
    var getValueFromTextNode = /* @__PURE__ */ __name((obj) => {
      const textNodeName = "#text";
      for (const key in obj) {
        if (obj.hasOwnProperty(key) && obj[key][textNodeName] !== void 0) {
          obj[key] = obj[key][textNodeName];
        } else if (typeof obj[key] === "object" && obj[key] !== null) {
          obj[key] = getValueFromTextNode(obj[key]);
        }
      }
      return obj;
    }, "getValueFromTextNode");
    var StringWrapper = /* @__PURE__ */ __name(function() {
      const Class = Object.getPrototypeOf(this).constructor;
      const Constructor = Function.bind.apply(String, [null, ...arguments]);
      const instance = new Constructor();
      Object.setPrototypeOf(instance, Class.prototype);
      return instance;
    }, "StringWrapper");
    StringWrapper.prototype = Object.create(String.prototype, {
      constructor: {
        value: StringWrapper,
        enumerable: false,
        writable: true,
        configurable: true
      }
    });
    Object.setPrototypeOf(StringWrapper, String);
    var _LazyJsonString = class _LazyJsonString2 extends StringWrapper {
      deserializeJSON() {
        return JSON.parse(super.toString());
      }
      toJSON() {
        return super.toString();
      }
      static fromObject(object) {
        if (object instanceof _LazyJsonString2) {
          return object;
        } else if (object instanceof String || typeof object === "string") {
          return new _LazyJsonString2(object);
        }
        return new _LazyJsonString2(JSON.stringify(object));
      }
    };
    __name(_LazyJsonString, "LazyJsonString");
    var LazyJsonString = _LazyJsonString;
    function map2(arg0, arg1, arg2) {
      let target;
      let filter;
      let instructions;
      if (typeof arg1 === "undefined" && typeof arg2 === "undefined") {
        target = {};
        instructions = arg0;
      } else {
        target = arg0;
        if (typeof arg1 === "function") {
          filter = arg1;
          instructions = arg2;
          return mapWithFilter(target, filter, instructions);
        } else {
          instructions = arg1;
        }
      }
      for (const key of Object.keys(instructions)) {
        if (!Array.isArray(instructions[key])) {
          target[key] = instructions[key];
          continue;
        }
        applyInstruction(target, null, instructions, key);
      }
      return target;
    }
    __name(map2, "map");
    var convertMap = /* @__PURE__ */ __name((target) => {
      const output = {};
      for (const [k, v] of Object.entries(target || {})) {
        output[k] = [, v];
      }
      return output;
    }, "convertMap");
    var take2 = /* @__PURE__ */ __name((source, instructions) => {
      const out = {};
      for (const key in instructions) {
        applyInstruction(out, source, instructions, key);
      }
      return out;
    }, "take");
    var mapWithFilter = /* @__PURE__ */ __name((target, filter, instructions) => {
      return map2(
        target,
        Object.entries(instructions).reduce(
          (_instructions, [key, value]) => {
            if (Array.isArray(value)) {
              _instructions[key] = value;
            } else {
              if (typeof value === "function") {
                _instructions[key] = [filter, value()];
              } else {
                _instructions[key] = [filter, value];
              }
            }
            return _instructions;
          },
          {}
        )
      );
    }, "mapWithFilter");
    var applyInstruction = /* @__PURE__ */ __name((target, source, instructions, targetKey) => {
      if (source !== null) {
        let instruction = instructions[targetKey];
        if (typeof instruction === "function") {
          instruction = [, instruction];
        }
        const [filter2 = nonNullish, valueFn = pass, sourceKey = targetKey] = instruction;
        if (typeof filter2 === "function" && filter2(source[sourceKey]) || typeof filter2 !== "function" && !!filter2) {
          target[targetKey] = valueFn(source[sourceKey]);
        }
        return;
      }
      let [filter, value] = instructions[targetKey];
      if (typeof value === "function") {
        let _value;
        const defaultFilterPassed = filter === void 0 && (_value = value()) != null;
        const customFilterPassed = typeof filter === "function" && !!filter(void 0) || typeof filter !== "function" && !!filter;
        if (defaultFilterPassed) {
          target[targetKey] = _value;
        } else if (customFilterPassed) {
          target[targetKey] = value();
        }
      } else {
        const defaultFilterPassed = filter === void 0 && value != null;
        const customFilterPassed = typeof filter === "function" && !!filter(value) || typeof filter !== "function" && !!filter;
        if (defaultFilterPassed || customFilterPassed) {
          target[targetKey] = value;
        }
      }
    }, "applyInstruction");
    var nonNullish = /* @__PURE__ */ __name((_) => _ != null, "nonNullish");
    var pass = /* @__PURE__ */ __name((_) => _, "pass");
    var resolvedPath = /* @__PURE__ */ __name((resolvedPath2, input, memberName, labelValueProvider, uriLabel, isGreedyLabel) => {
      if (input != null && input[memberName] !== void 0) {
        const labelValue = labelValueProvider();
        if (labelValue.length <= 0) {
          throw new Error("Empty value provided for input HTTP label: " + memberName + ".");
        }
        resolvedPath2 = resolvedPath2.replace(
          uriLabel,
          isGreedyLabel ? labelValue.split("/").map((segment) => extendedEncodeURIComponent(segment)).join("/") : extendedEncodeURIComponent(labelValue)
        );
      } else {
        throw new Error("No value provided for input HTTP label: " + memberName + ".");
      }
      return resolvedPath2;
    }, "resolvedPath");
    var serializeFloat = /* @__PURE__ */ __name((value) => {
      if (value !== value) {
        return "NaN";
      }
      switch (value) {
        case Infinity:
          return "Infinity";
        case -Infinity:
          return "-Infinity";
        default:
          return value;
      }
    }, "serializeFloat");
    var _json = /* @__PURE__ */ __name((obj) => {
      if (obj == null) {
        return {};
      }
      if (Array.isArray(obj)) {
        return obj.filter((_) => _ != null).map(_json);
      }
      if (typeof obj === "object") {
        const target = {};
        for (const key of Object.keys(obj)) {
          if (obj[key] == null) {
            continue;
          }
          target[key] = _json(obj[key]);
        }
        return target;
      }
      return obj;
    }, "_json");
    function splitEvery(value, delimiter, numDelimiters) {
      if (numDelimiters <= 0 || !Number.isInteger(numDelimiters)) {
        throw new Error("Invalid number of delimiters (" + numDelimiters + ") for splitEvery.");
      }
      const segments = value.split(delimiter);
      if (numDelimiters === 1) {
        return segments;
      }
      const compoundSegments = [];
      let currentSegment = "";
      for (let i = 0; i < segments.length; i++) {
        if (currentSegment === "") {
          currentSegment = segments[i];
        } else {
          currentSegment += delimiter + segments[i];
        }
        if ((i + 1) % numDelimiters === 0) {
          compoundSegments.push(currentSegment);
          currentSegment = "";
        }
      }
      if (currentSegment !== "") {
        compoundSegments.push(currentSegment);
      }
      return compoundSegments;
    }
    __name(splitEvery, "splitEvery");
  }
});

// node_modules/@anthropic-ai/bedrock-sdk/version.mjs
var VERSION2 = "1.1.4";

// node_modules/@anthropic-ai/bedrock-sdk/core/auth.mjs
var import_sha256_js = __toESM(require_build2(), 1);
var import_fetch_http_handler = __toESM(require_dist_cjs4(), 1);
var import_protocol_http = __toESM(require_dist_cjs6(), 1);
var import_signature_v4 = __toESM(require_dist_cjs14(), 1);
import assert from "assert";

// node_modules/@anthropic-ai/bedrock-sdk/internal/errors.mjs
function isAbortError(err) {
  return typeof err === "object" && err !== null && // Spec-compliant fetch implementations
  ("name" in err && err.name === "AbortError" || // Expo fetch
  "message" in err && String(err.message).includes("FetchRequestCanceledException"));
}
var castToError = (err) => {
  if (err instanceof Error)
    return err;
  if (typeof err === "object" && err !== null) {
    try {
      const tag = Object.prototype.toString.call(err);
      if (tag === "[object Error]" || tag === "[object DOMException]") {
        const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
        if (err.stack)
          error.stack = err.stack;
        if (err.cause && !error.cause)
          error.cause = err.cause;
        if (err.name)
          error.name = err.name;
        return error;
      }
    } catch {
    }
    try {
      return new Error(JSON.stringify(err));
    } catch {
    }
  }
  return new Error(err);
};

// node_modules/@anthropic-ai/bedrock-sdk/internal/utils/values.mjs
var isArray = (val) => (isArray = Array.isArray, isArray(val));
var isReadonlyArray = isArray;
function hasOwn(obj, key) {
  return Object.prototype.hasOwnProperty.call(obj, key);
}
function isObj(obj) {
  return obj != null && typeof obj === "object" && !Array.isArray(obj);
}
var CREDENTIAL_OPTIONS = ["apiKey", "authToken", "credentials", "config", "profile"];
var rejectUnsupportedCredentials = (options, platform) => {
  for (const name of CREDENTIAL_OPTIONS) {
    if (!platform.accepts.includes(name) && options[name] != null) {
      throw new AnthropicError(platform.unsupportedOptionMessage(name));
    }
  }
};
var safeJSON = (text) => {
  try {
    return JSON.parse(text);
  } catch (err) {
    return void 0;
  }
};

// node_modules/@anthropic-ai/bedrock-sdk/internal/utils/env.mjs
var readEnv = (env) => {
  if (typeof globalThis.process !== "undefined") {
    return globalThis.process.env?.[env]?.trim() || void 0;
  }
  if (typeof globalThis.Deno !== "undefined") {
    return globalThis.Deno.env?.get?.(env)?.trim() || void 0;
  }
  return void 0;
};

// node_modules/@anthropic-ai/bedrock-sdk/internal/utils/log.mjs
var defaultLogLevel = "warn";
var levelNumbers = {
  off: 0,
  error: 200,
  warn: 300,
  info: 400,
  debug: 500
};
var parseLogLevel = (maybeLevel, sourceName, logger) => {
  if (!maybeLevel) {
    return void 0;
  }
  if (hasOwn(levelNumbers, maybeLevel)) {
    return maybeLevel;
  }
  logger.warn(`${sourceName} was set to ${JSON.stringify(maybeLevel)}, expected one of ${JSON.stringify(Object.keys(levelNumbers))}`);
  return void 0;
};
function noop() {
}
function makeLogFn(fnLevel, logger, logLevel) {
  if (!logger || levelNumbers[fnLevel] > levelNumbers[logLevel]) {
    return noop;
  } else {
    return logger[fnLevel].bind(logger);
  }
}
var noopLogger = {
  error: noop,
  warn: noop,
  info: noop,
  debug: noop
};
var cachedLoggers = /* @__PURE__ */ new WeakMap();
function filterLogger(logger, logLevel) {
  const cachedLogger = cachedLoggers.get(logger);
  if (cachedLogger && cachedLogger[0] === logLevel) {
    return cachedLogger[1];
  }
  const levelLogger = {
    error: makeLogFn("error", logger, logLevel),
    warn: makeLogFn("warn", logger, logLevel),
    info: makeLogFn("info", logger, logLevel),
    debug: makeLogFn("debug", logger, logLevel)
  };
  cachedLoggers.set(logger, [logLevel, levelLogger]);
  return levelLogger;
}
function loggerFor(client) {
  const logger = client.logger;
  const logLevel = client.logLevel ?? "off";
  if (!logger) {
    return noopLogger;
  }
  return filterLogger(logger, logLevel);
}
var lastEnvLevel;
var cachedDefaultLogger;
function defaultLogger() {
  const envLevel = readEnv("ANTHROPIC_LOG");
  if (!cachedDefaultLogger || envLevel !== lastEnvLevel) {
    lastEnvLevel = envLevel;
    cachedDefaultLogger = filterLogger(console, parseLogLevel(envLevel, "process.env['ANTHROPIC_LOG']", filterLogger(console, defaultLogLevel)) ?? defaultLogLevel);
  }
  return cachedDefaultLogger;
}

// node_modules/@anthropic-ai/bedrock-sdk/internal/trace-headers.mjs
function traceHeaderNames() {
  const names = /* @__PURE__ */ new Set(["traceparent", "tracestate", "baggage"]);
  try {
    for (const name of propagation.fields()) {
      names.add(name.toLowerCase());
    }
  } catch (problem) {
    defaultLogger().debug("could not record telemetry", problem);
  }
  return names;
}

// node_modules/@anthropic-ai/bedrock-sdk/core/auth.mjs
var DEFAULT_PROVIDER_CHAIN_RESOLVER = (logger) => import("./dist-cjs-GMAILKG2.js").then(({ createCredentialChain, fromEnv, fromNodeProviderChain }) => (
  // The Node default chain skips env credentials whenever `AWS_PROFILE` is set;
  // the AWS CLI and the other Anthropic SDKs let env credentials win.
  createCredentialChain(fromEnv(logger != null ? { logger } : {}), fromNodeProviderChain({
    ...logger != null ? { logger } : {},
    clientConfig: {
      ...logger != null ? { logger } : {},
      requestHandler: new import_fetch_http_handler.FetchHttpHandler({
        requestInit: (httpRequest) => {
          return {
            ...httpRequest
          };
        }
      })
    }
  }))
)).catch((error) => {
  throw new Error(`Failed to import '@aws-sdk/credential-providers'.You can provide a custom \`providerChainResolver\` in the client options if your runtime does not have access to '@aws-sdk/credential-providers': \`new AnthropicBedrock({ providerChainResolver })\` Original error: ${error.message}`);
});
var getAuthHeaders = async (req, props) => {
  assert(req.method, "Expected request method property to be set");
  let credentials;
  if (props.awsAccessKey && props.awsSecretKey) {
    credentials = {
      accessKeyId: props.awsAccessKey,
      secretAccessKey: props.awsSecretKey,
      ...props.awsSessionToken != null && { sessionToken: props.awsSessionToken }
    };
  } else {
    const provider = await (props.providerChainResolver ? props.providerChainResolver() : DEFAULT_PROVIDER_CHAIN_RESOLVER(props.logger));
    try {
      credentials = await provider();
    } catch (err) {
      throw new APIConnectionError({
        message: "Failed to resolve AWS credentials from the credential provider chain.",
        cause: castToError(err)
      });
    }
  }
  const signer = new import_signature_v4.SignatureV4({
    service: "bedrock",
    region: props.regionName,
    credentials,
    sha256: import_sha256_js.Sha256
  });
  const url = new URL(props.url);
  const headers = !req.headers ? {} : Symbol.iterator in req.headers ? Object.fromEntries(Array.from(req.headers).map((header) => [...header])) : { ...req.headers };
  delete headers["connection"];
  headers["host"] = url.host;
  const query = Object.fromEntries([...new Set(url.searchParams.keys())].map((key) => [key, url.searchParams.getAll(key)]));
  const request = new import_protocol_http.HttpRequest({
    method: req.method.toUpperCase(),
    protocol: url.protocol,
    path: url.pathname,
    query,
    headers,
    body: req.body
  });
  const signed = await signer.sign(request, { unsignableHeaders: traceHeaderNames() });
  return signed.headers;
};

// node_modules/@anthropic-ai/bedrock-sdk/core/streaming.mjs
var import_eventstream_serde_node = __toESM(require_dist_cjs18(), 1);
var import_util_base64 = __toESM(require_dist_cjs22(), 1);
var import_fetch_http_handler2 = __toESM(require_dist_cjs4(), 1);
var import_client_bedrock_runtime2 = __toESM(require_dist_cjs27(), 1);

// node_modules/@anthropic-ai/bedrock-sdk/AWS_restJson1.mjs
var import_smithy_client = __toESM(require_dist_cjs34(), 1);
var import_client_bedrock_runtime = __toESM(require_dist_cjs27(), 1);
var de_InternalServerExceptionRes = async (parsedOutput, context) => {
  const contents = (0, import_smithy_client.map)({});
  const data = parsedOutput.body;
  const doc = (0, import_smithy_client.take)(data, {
    message: import_smithy_client.expectString
  });
  Object.assign(contents, doc);
  const exception = new import_client_bedrock_runtime.InternalServerException({
    $metadata: deserializeMetadata(parsedOutput),
    ...contents
  });
  return (0, import_smithy_client.decorateServiceException)(exception, parsedOutput.body);
};
var de_ModelStreamErrorExceptionRes = async (parsedOutput, context) => {
  const contents = (0, import_smithy_client.map)({});
  const data = parsedOutput.body;
  const doc = (0, import_smithy_client.take)(data, {
    message: import_smithy_client.expectString,
    originalMessage: import_smithy_client.expectString,
    originalStatusCode: import_smithy_client.expectInt32
  });
  Object.assign(contents, doc);
  const exception = new import_client_bedrock_runtime.ModelStreamErrorException({
    $metadata: deserializeMetadata(parsedOutput),
    ...contents
  });
  return (0, import_smithy_client.decorateServiceException)(exception, parsedOutput.body);
};
var de_ModelTimeoutExceptionRes = async (parsedOutput, context) => {
  const contents = (0, import_smithy_client.map)({});
  const data = parsedOutput.body;
  const doc = (0, import_smithy_client.take)(data, {
    message: import_smithy_client.expectString
  });
  Object.assign(contents, doc);
  const exception = new import_client_bedrock_runtime.ModelTimeoutException({
    $metadata: deserializeMetadata(parsedOutput),
    ...contents
  });
  return (0, import_smithy_client.decorateServiceException)(exception, parsedOutput.body);
};
var de_ServiceUnavailableExceptionRes = async (parsedOutput, context) => {
  const contents = (0, import_smithy_client.map)({});
  const data = parsedOutput.body;
  const doc = (0, import_smithy_client.take)(data, {
    message: import_smithy_client.expectString
  });
  Object.assign(contents, doc);
  const exception = new import_client_bedrock_runtime.ServiceUnavailableException({
    $metadata: deserializeMetadata(parsedOutput),
    ...contents
  });
  return (0, import_smithy_client.decorateServiceException)(exception, parsedOutput.body);
};
var de_ThrottlingExceptionRes = async (parsedOutput, context) => {
  const contents = (0, import_smithy_client.map)({});
  const data = parsedOutput.body;
  const doc = (0, import_smithy_client.take)(data, {
    message: import_smithy_client.expectString
  });
  Object.assign(contents, doc);
  const exception = new import_client_bedrock_runtime.ThrottlingException({
    $metadata: deserializeMetadata(parsedOutput),
    ...contents
  });
  return (0, import_smithy_client.decorateServiceException)(exception, parsedOutput.body);
};
var de_ValidationExceptionRes = async (parsedOutput, context) => {
  const contents = (0, import_smithy_client.map)({});
  const data = parsedOutput.body;
  const doc = (0, import_smithy_client.take)(data, {
    message: import_smithy_client.expectString
  });
  Object.assign(contents, doc);
  const exception = new import_client_bedrock_runtime.ValidationException({
    $metadata: deserializeMetadata(parsedOutput),
    ...contents
  });
  return (0, import_smithy_client.decorateServiceException)(exception, parsedOutput.body);
};
var de_ResponseStream = (output, context) => {
  return context.eventStreamMarshaller.deserialize(output, async (event) => {
    if (event["chunk"] != null) {
      return {
        chunk: await de_PayloadPart_event(event["chunk"], context)
      };
    }
    if (event["internalServerException"] != null) {
      return {
        internalServerException: await de_InternalServerException_event(event["internalServerException"], context)
      };
    }
    if (event["modelStreamErrorException"] != null) {
      return {
        modelStreamErrorException: await de_ModelStreamErrorException_event(event["modelStreamErrorException"], context)
      };
    }
    if (event["validationException"] != null) {
      return {
        validationException: await de_ValidationException_event(event["validationException"], context)
      };
    }
    if (event["throttlingException"] != null) {
      return {
        throttlingException: await de_ThrottlingException_event(event["throttlingException"], context)
      };
    }
    if (event["modelTimeoutException"] != null) {
      return {
        modelTimeoutException: await de_ModelTimeoutException_event(event["modelTimeoutException"], context)
      };
    }
    if (event["serviceUnavailableException"] != null) {
      return {
        serviceUnavailableException: await de_ServiceUnavailableException_event(event["serviceUnavailableException"], context)
      };
    }
    return { $unknown: output };
  });
};
var de_InternalServerException_event = async (output, context) => {
  const parsedOutput = {
    ...output,
    body: await parseBody(output.body, context)
  };
  return de_InternalServerExceptionRes(parsedOutput, context);
};
var de_ModelStreamErrorException_event = async (output, context) => {
  const parsedOutput = {
    ...output,
    body: await parseBody(output.body, context)
  };
  return de_ModelStreamErrorExceptionRes(parsedOutput, context);
};
var de_ModelTimeoutException_event = async (output, context) => {
  const parsedOutput = {
    ...output,
    body: await parseBody(output.body, context)
  };
  return de_ModelTimeoutExceptionRes(parsedOutput, context);
};
var de_PayloadPart_event = async (output, context) => {
  const contents = {};
  const data = await parseBody(output.body, context);
  Object.assign(contents, de_PayloadPart(data, context));
  return contents;
};
var de_ServiceUnavailableException_event = async (output, context) => {
  const parsedOutput = {
    ...output,
    body: await parseBody(output.body, context)
  };
  return de_ServiceUnavailableExceptionRes(parsedOutput, context);
};
var de_ThrottlingException_event = async (output, context) => {
  const parsedOutput = {
    ...output,
    body: await parseBody(output.body, context)
  };
  return de_ThrottlingExceptionRes(parsedOutput, context);
};
var de_ValidationException_event = async (output, context) => {
  const parsedOutput = {
    ...output,
    body: await parseBody(output.body, context)
  };
  return de_ValidationExceptionRes(parsedOutput, context);
};
var de_PayloadPart = (output, context) => {
  return (0, import_smithy_client.take)(output, {
    bytes: context.base64Decoder
  });
};
var deserializeMetadata = (output) => ({
  httpStatusCode: output.statusCode,
  requestId: output.headers["x-amzn-requestid"] ?? output.headers["x-amzn-request-id"] ?? output.headers["x-amz-request-id"] ?? "",
  extendedRequestId: output.headers["x-amz-id-2"] ?? "",
  cfId: output.headers["x-amz-cf-id"] ?? ""
});
var collectBodyString = (streamBody, context) => (0, import_smithy_client.collectBody)(streamBody, context).then((body) => context.utf8Encoder(body));
var parseBody = (streamBody, context) => collectBodyString(streamBody, context).then((encoded) => {
  if (encoded.length) {
    return JSON.parse(encoded);
  }
  return {};
});

// node_modules/@anthropic-ai/bedrock-sdk/internal/shims.mjs
function makeReadableStream(...args) {
  const ReadableStream2 = globalThis.ReadableStream;
  if (typeof ReadableStream2 === "undefined") {
    throw new Error("`ReadableStream` is not defined as a global; You will need to polyfill it, `globalThis.ReadableStream = ReadableStream`");
  }
  return new ReadableStream2(...args);
}
function ReadableStreamFrom(iterable) {
  let iter = Symbol.asyncIterator in iterable ? iterable[Symbol.asyncIterator]() : iterable[Symbol.iterator]();
  return makeReadableStream({
    start() {
    },
    async pull(controller) {
      const { done, value } = await iter.next();
      if (done) {
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
    async cancel() {
      await iter.return?.();
    }
  });
}
function readableStreamIterator(stream) {
  if (stream[Symbol.asyncIterator])
    return stream[Symbol.asyncIterator]();
  const reader = stream.getReader();
  return {
    async next() {
      try {
        const result = await reader.read();
        if (result?.done)
          reader.releaseLock();
        return result;
      } catch (e) {
        reader.releaseLock();
        throw e;
      }
    },
    async return() {
      const cancelPromise = reader.cancel();
      reader.releaseLock();
      await cancelPromise;
      return { done: true, value: void 0 };
    }
  };
}
var droppedReaders = typeof FinalizationRegistry === "undefined" ? void 0 : /* @__PURE__ */ new FinalizationRegistry(async (iter) => {
  try {
    await iter.return?.();
  } catch {
  }
});
async function* ReadableStreamToAsyncIterable(stream) {
  const iter = readableStreamIterator(stream);
  const reader = {};
  droppedReaders?.register(reader, iter, reader);
  try {
    for await (const chunk of { [Symbol.asyncIterator]: () => iter })
      yield chunk;
  } finally {
    droppedReaders?.unregister(reader);
  }
}

// node_modules/@anthropic-ai/bedrock-sdk/core/streaming.mjs
var toUtf8 = (input) => new TextDecoder("utf-8").decode(input);
var fromUtf8 = (input) => new TextEncoder().encode(input);
var getMinimalSerdeContext = () => {
  const marshaller = new import_eventstream_serde_node.EventStreamMarshaller({ utf8Encoder: toUtf8, utf8Decoder: fromUtf8 });
  return {
    base64Decoder: import_util_base64.fromBase64,
    base64Encoder: import_util_base64.toBase64,
    utf8Decoder: fromUtf8,
    utf8Encoder: toUtf8,
    eventStreamMarshaller: marshaller,
    streamCollector: import_fetch_http_handler2.streamCollector
  };
};
function eventStreamToSSEResponse(response) {
  const body = response.body;
  if (!body) {
    return response;
  }
  async function* sseFrames() {
    const eventStream = de_ResponseStream(ReadableStreamToAsyncIterable(body), getMinimalSerdeContext());
    try {
      for await (const event of eventStream) {
        if (event.chunk && event.chunk.bytes) {
          const data = toUtf8(event.chunk.bytes);
          const parsed = safeJSON(data);
          if (parsed === void 0) {
            throw new AnthropicError(`Could not parse a Bedrock chunk into JSON: ${data}`);
          }
          const eventName = isObj(parsed) && typeof parsed["type"] === "string" ? parsed["type"] : null;
          if (eventName != null) {
            yield fromUtf8(`event: ${eventName}
data: ${JSON.stringify(parsed)}

`);
          }
        }
      }
    } catch (err) {
      const error = frameError(err);
      if (!error) {
        throw err;
      }
      yield fromUtf8(`event: error
data: ${JSON.stringify({ type: "error", error })}

`);
    }
  }
  const headers = new Headers(response.headers);
  headers.set("content-type", "text/event-stream; charset=utf-8");
  headers.delete("content-length");
  const normalized = new Response(ReadableStreamFrom(sseFrames()), {
    status: response.status,
    statusText: response.statusText,
    headers
  });
  Object.defineProperty(normalized, "url", { value: response.url });
  return normalized;
}
function frameError(err) {
  if (err instanceof import_client_bedrock_runtime2.BedrockRuntimeServiceException) {
    return { type: err.name.charAt(0).toLowerCase() + err.name.slice(1), message: err.message };
  }
  if (err instanceof Error && Object.getPrototypeOf(err) === Error.prototype && err.name !== "Error" && !isAbortError(err)) {
    return { type: err.name, message: err.message };
  }
  return void 0;
}

// node_modules/@anthropic-ai/bedrock-sdk/internal/headers.mjs
var brand_privateNullableHeaders = /* @__PURE__ */ Symbol.for("brand.privateNullableHeaders");
function* iterateHeaders(headers) {
  if (!headers)
    return;
  if (brand_privateNullableHeaders in headers) {
    const { values, nulls } = headers;
    yield* values.entries();
    for (const name of nulls) {
      yield [name, null];
    }
    return;
  }
  let shouldClear = false;
  let iter;
  if (headers instanceof Headers) {
    iter = headers.entries();
  } else if (isReadonlyArray(headers)) {
    iter = headers;
  } else {
    shouldClear = true;
    iter = Object.entries(headers ?? {});
  }
  for (let row of iter) {
    const name = row[0];
    if (typeof name !== "string")
      throw new TypeError("expected header name to be a string");
    const values = isReadonlyArray(row[1]) ? row[1] : [row[1]];
    let didClear = false;
    for (const value of values) {
      if (value === void 0)
        continue;
      if (shouldClear && !didClear) {
        didClear = true;
        yield [name, clearSentinel];
      }
      yield [name, value];
    }
  }
}
var clearSentinel = /* @__PURE__ */ Symbol("clear");
var APPEND_HEADERS = /* @__PURE__ */ new Set(["x-stainless-helper"]);
var appendHeaderValue = (existing, addition) => {
  const tokens = existing ? existing.split(",").map((t) => t.trim()).filter(Boolean) : [];
  for (const tok of addition.split(",").map((t) => t.trim())) {
    if (tok && !tokens.includes(tok))
      tokens.push(tok);
  }
  return tokens.join(", ");
};
var buildHeaders = (newHeaders) => {
  const targetHeaders = new Headers();
  const nullHeaders = /* @__PURE__ */ new Set();
  for (const headers of newHeaders) {
    const seenHeaders = /* @__PURE__ */ new Set();
    for (const [name, value] of iterateHeaders(headers)) {
      const lowerName = name.toLowerCase();
      if (APPEND_HEADERS.has(lowerName)) {
        if (value === clearSentinel)
          continue;
        if (value === null) {
          targetHeaders.delete(name);
          nullHeaders.add(lowerName);
        } else {
          targetHeaders.set(name, appendHeaderValue(targetHeaders.get(name), value));
          nullHeaders.delete(lowerName);
        }
        continue;
      }
      if (value === clearSentinel || !seenHeaders.has(lowerName)) {
        targetHeaders.delete(name);
        seenHeaders.add(lowerName);
        if (value === clearSentinel)
          continue;
      }
      if (value === null) {
        targetHeaders.delete(name);
        nullHeaders.add(lowerName);
      } else {
        targetHeaders.append(name, value);
        nullHeaders.delete(lowerName);
      }
    }
  }
  return { [brand_privateNullableHeaders]: true, values: targetHeaders, nulls: nullHeaders };
};

// node_modules/@anthropic-ai/bedrock-sdk/internal/utils/path.mjs
function encodeURIPath(str) {
  return str.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]+/g, encodeURIComponent);
}
var EMPTY = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.create(null));
var createPathTagFunction = (pathEncoder = encodeURIPath) => function path2(statics, ...params) {
  if (statics.length === 1)
    return statics[0];
  let postPath = false;
  const invalidSegments = [];
  const path3 = statics.reduce((previousValue, currentValue, index) => {
    if (/[?#]/.test(currentValue)) {
      postPath = true;
    }
    const value = params[index];
    let encoded = (postPath ? encodeURIComponent : pathEncoder)("" + value);
    if (index !== params.length && (value == null || typeof value === "object" && // handle values from other realms
    value.toString === Object.getPrototypeOf(Object.getPrototypeOf(value.hasOwnProperty ?? EMPTY) ?? EMPTY)?.toString)) {
      encoded = value + "";
      invalidSegments.push({
        start: previousValue.length + currentValue.length,
        length: encoded.length,
        error: `Value of type ${Object.prototype.toString.call(value).slice(8, -1)} is not a valid path parameter`
      });
    }
    if (!postPath && (encoded === "" || encoded.startsWith(";"))) {
      invalidSegments.push({
        start: previousValue.length + currentValue.length,
        length: encoded.length,
        error: `Value "${encoded}" can't be safely passed as a path parameter`
      });
    }
    return previousValue + currentValue + (index === params.length ? "" : encoded);
  }, "");
  const pathOnly = path3.split(/[?#]/, 1)[0];
  const invalidSegmentPattern = /(?<=^|\/)(?:\.|%2e){1,2}(?:;[^/]*)?(?=\/|$)/gi;
  let match;
  while ((match = invalidSegmentPattern.exec(pathOnly)) !== null) {
    invalidSegments.push({
      start: match.index,
      length: match[0].length,
      error: `Value "${match[0]}" can't be safely passed as a path parameter`
    });
  }
  invalidSegments.sort((a, b) => a.start - b.start);
  if (invalidSegments.length > 0) {
    const marks = [];
    for (const segment of invalidSegments) {
      for (let i = segment.start; i < segment.start + Math.max(1, segment.length); i++) {
        marks[i] = "^";
      }
    }
    const underline = Array.from(marks, (mark) => mark ?? " ").join("");
    throw new AnthropicError(`Path parameters result in path with invalid segments:
${invalidSegments.map((e) => e.error).join("\n")}
${path3}
${underline}`);
  }
  return path3;
};
var path = /* @__PURE__ */ createPathTagFunction(encodeURIPath);

// node_modules/@anthropic-ai/bedrock-sdk/client.mjs
var __classPrivateFieldGet3 = function(receiver, state, kind, f) {
  if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a getter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot read private member from an object whose class did not declare it");
  return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
};
var _AnthropicBedrock_instances;
var _AnthropicBedrock_adaptRequest;
var _AnthropicBedrock_adaptResponse;
var MODEL_ENDPOINTS = /* @__PURE__ */ new Set(["/v1/messages", "/v1/messages?beta=true"]);
var USER_PROFILE_ID_HEADER = "anthropic-user-profile-id";
var CREDENTIALS = {
  accepts: ["apiKey"],
  unsupportedOptionMessage: (option) => `The \`${option}\` option is not supported by AnthropicBedrock; authentication uses a Bedrock API key (\`apiKey\`) or AWS credentials (SigV4).`
};
var AnthropicBedrock = class extends BaseAnthropic {
  /** @internal */
  _instrumentationScope() {
    return { platform: "bedrock", version: VERSION2 };
  }
  /**
   * API Client for interfacing with the Anthropic Bedrock API.
   *
   * Auth is resolved by precedence: `apiKey` constructor arg >
   * `AWS_BEARER_TOKEN_BEDROCK` env var > explicit AWS credentials >
   * `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY` env vars > default AWS
   * credential chain. The `authToken`, `credentials`, `config`, and `profile`
   * options throw an `AnthropicError`.
   *
   * @param {string | null | undefined} [opts.awsSecretKey]
   * @param {string | null | undefined} [opts.awsAccessKey]
   * @param {string | undefined} [opts.awsRegion=process.env['AWS_REGION'] ?? us-east-1]
   * @param {string | null | undefined} [opts.awsSessionToken]
   * @param {(() => Promise<AwsCredentialIdentityProvider>) | null} [opts.providerChainResolver] - Custom provider chain resolver for AWS credentials. Useful for non-Node environments.
   * @param {string} [opts.baseURL=process.env['ANTHROPIC_BEDROCK_BASE_URL'] ?? https://bedrock-runtime.${this.awsRegion}.amazonaws.com] - Override the default base URL for the API.
   * @param {number} [opts.timeout=10 minutes] - The maximum amount of time (in milliseconds) the client will wait for a response before timing out.
   * @param {MergedRequestInit} [opts.fetchOptions] - Additional `RequestInit` options to be passed to `fetch` calls.
   * @param {Fetch} [opts.fetch] - Specify a custom `fetch` function implementation.
   * @param {number} [opts.maxRetries=2] - The maximum number of times the client will retry a request.
   * @param {HeadersLike} opts.defaultHeaders - Default headers to include with every request to the API.
   * @param {Record<string, string | undefined>} opts.defaultQuery - Default query parameters to include with every request to the API.
   * @param {boolean} [opts.dangerouslyAllowBrowser=false] - By default, client-side use of this library is not allowed, as it risks exposing your secret API credentials to attackers.
   * @param {boolean} [opts.skipAuth=false] - Skip authentication for this request. This is useful if you have an internal proxy that handles authentication for you.
   */
  constructor({ awsRegion = readEnv("AWS_REGION") ?? "us-east-1", baseURL = readEnv("ANTHROPIC_BEDROCK_BASE_URL") ?? `https://bedrock-runtime.${awsRegion}.amazonaws.com`, apiKey, awsSecretKey = null, awsAccessKey = null, awsSessionToken = null, providerChainResolver = null, ...opts } = {}) {
    rejectUnsupportedCredentials(opts, CREDENTIALS);
    if (apiKey === void 0) {
      apiKey = readEnv("AWS_BEARER_TOKEN_BEDROCK");
    }
    super({ baseURL, ...opts, apiKey: apiKey ?? null, authToken: null });
    _AnthropicBedrock_instances.add(this);
    this._genAIProviderName = "aws.bedrock";
    this.skipAuth = false;
    this.messages = makeMessagesResource(this);
    this.beta = makeBetaResource(this);
    const hasAccess = awsAccessKey != null;
    const hasSecret = awsSecretKey != null;
    if (hasAccess !== hasSecret) {
      loggerFor(this).warn("Warning: Passing only one of `awsAccessKey` or `awsSecretKey` is deprecated. Please provide both keys, or provide neither and rely on the AWS credential provider chain.");
    }
    this.awsSecretKey = awsSecretKey;
    this.awsAccessKey = awsAccessKey;
    this.awsRegion = awsRegion;
    this.awsSessionToken = awsSessionToken;
    this.skipAuth = opts.skipAuth ?? false;
    this.providerChainResolver = providerChainResolver;
  }
  /** Amazon Bedrock does not serve user profiles, so reading this throws. */
  get userProfiles() {
    return throwUserProfilesUnavailable();
  }
  /**
   * Create a new client instance re-using the same options given to the
   * current client, including the AWS ones, with optional overriding.
   */
  withOptions(options) {
    const replacesAWSCredentials = options.awsAccessKey != null || options.awsSecretKey != null || options.awsSessionToken != null || options.providerChainResolver != null;
    return super.withOptions({
      awsRegion: this.awsRegion,
      ...replacesAWSCredentials ? {} : {
        awsAccessKey: this.awsAccessKey,
        awsSecretKey: this.awsSecretKey,
        awsSessionToken: this.awsSessionToken,
        providerChainResolver: this.providerChainResolver
      },
      ...options
    });
  }
  validateHeaders() {
  }
  // Auth is the Bedrock bearer token or SigV4 only; never resolve unrelated
  // local Anthropic credentials (which could also supply a base URL).
  _shouldResolveDefaultCredentials() {
    return false;
  }
  getUserAgent() {
    return `AnthropicBedrock/JS ${VERSION}`;
  }
  async authHeaders(opts) {
    return this.skipAuth ? void 0 : super.authHeaders(opts);
  }
  backendMiddleware() {
    return [
      async (request, next, ctx) => {
        const response = await next(await __classPrivateFieldGet3(this, _AnthropicBedrock_instances, "m", _AnthropicBedrock_adaptRequest).call(this, request, ctx.options));
        return __classPrivateFieldGet3(this, _AnthropicBedrock_instances, "m", _AnthropicBedrock_adaptResponse).call(this, response);
      }
    ];
  }
};
_AnthropicBedrock_instances = /* @__PURE__ */ new WeakSet(), _AnthropicBedrock_adaptRequest = /**
 * Rewrites the canonical Anthropic-shaped request into Bedrock's wire shape
 * and SigV4-signs it. Runs inside the user middleware chain, so the
 * signature always covers the final, middleware-mutated request.
 */
async function _AnthropicBedrock_adaptRequest2(request, options) {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  const version = headers.get("anthropic-version");
  headers.delete("anthropic-version");
  let parsedBody;
  if (typeof request.body === "string") {
    const parsed = safeJSON(request.body);
    if (isObj(parsed))
      parsedBody = parsed;
  }
  if (parsedBody) {
    if (version && !parsedBody["anthropic_version"]) {
      parsedBody["anthropic_version"] = version;
    }
    const betas = headers.get("anthropic-beta");
    if (betas != null && !parsedBody["anthropic_beta"]) {
      parsedBody["anthropic_beta"] = betas.split(",").map((beta) => beta.trim());
    }
  }
  if (options && MODEL_ENDPOINTS.has(options.path) && options.method === "post") {
    const userProfileID = headers.get(USER_PROFILE_ID_HEADER);
    if (parsedBody && userProfileID != null) {
      headers.delete(USER_PROFILE_ID_HEADER);
      if (!("user_profile_id" in parsedBody)) {
        parsedBody["user_profile_id"] = userProfileID;
      }
    }
    const canonicalPath = options.path.split("?")[0];
    if (url.pathname.endsWith(canonicalPath)) {
      if (!parsedBody) {
        throw new Error(`Expected request body to be a JSON object for post ${canonicalPath}`);
      }
      const model = parsedBody["model"];
      delete parsedBody["model"];
      const stream = parsedBody["stream"];
      delete parsedBody["stream"];
      const prefix = url.pathname.slice(0, url.pathname.length - canonicalPath.length);
      url.pathname = prefix + (stream ? path`/model/${model}/invoke-with-response-stream` : path`/model/${model}/invoke`);
      url.searchParams.delete("beta");
    }
  }
  const adapted = { ...request, url: url.toString(), headers };
  if (parsedBody) {
    adapted.body = JSON.stringify(parsedBody);
  }
  if (!this.skipAuth && !this.apiKey) {
    const regionName = this.awsRegion;
    if (!regionName) {
      throw new Error("Expected `awsRegion` option to be passed to the client or the `AWS_REGION` environment variable to be present");
    }
    const authHeaders = await getAuthHeaders(adapted, {
      url: adapted.url,
      regionName,
      awsAccessKey: this.awsAccessKey,
      awsSecretKey: this.awsSecretKey,
      awsSessionToken: this.awsSessionToken,
      fetchOptions: this.fetchOptions,
      providerChainResolver: this.providerChainResolver,
      logger: loggerFor(this)
    });
    adapted.headers = buildHeaders([adapted.headers, authHeaders]).values;
  }
  return adapted;
}, _AnthropicBedrock_adaptResponse = function _AnthropicBedrock_adaptResponse2(response) {
  if (response.body && response.headers.get("content-type")?.includes("application/vnd.amazon.eventstream")) {
    return eventStreamToSSEResponse(response);
  }
  return response;
};
function makeMessagesResource(client) {
  const resource = new Messages(client);
  delete resource.batches;
  delete resource.countTokens;
  return resource;
}
function makeBetaResource(client) {
  const resource = new Beta(client);
  delete resource.promptCaching;
  delete resource.messages.batches;
  delete resource.messages.countTokens;
  Object.defineProperty(resource, "userProfiles", { enumerable: false, get: throwUserProfilesUnavailable });
  Object.defineProperty(resource, "organization", {
    enumerable: false,
    get() {
      throw new AnthropicError("The Admin API is not available on `AnthropicBedrock`. Use `Anthropic` from `@anthropic-ai/sdk` to manage your organization.");
    }
  });
  return resource;
}
function throwUserProfilesUnavailable() {
  throw new AnthropicError("User profiles are not available on `AnthropicBedrock`. Use `AnthropicAws` from `@anthropic-ai/aws-sdk` to manage them.");
}

// node_modules/@anthropic-ai/bedrock-sdk/core/aws-auth.mjs
var import_sha256_js2 = __toESM(require_build2(), 1);
var import_fetch_http_handler3 = __toESM(require_dist_cjs4(), 1);
var import_protocol_http2 = __toESM(require_dist_cjs6(), 1);
var import_signature_v42 = __toESM(require_dist_cjs14(), 1);
import assert2 from "assert";
var defaultProviderChainResolver = (profile, logger) => import("./dist-cjs-GMAILKG2.js").then(({ createCredentialChain, fromEnv, fromNodeProviderChain }) => {
  const nodeProviderChain = fromNodeProviderChain({
    ...profile != null ? { profile } : {},
    ...logger != null ? { logger } : {},
    clientConfig: {
      ...logger != null ? { logger } : {},
      requestHandler: new import_fetch_http_handler3.FetchHttpHandler({
        requestInit: (httpRequest) => {
          return {
            ...httpRequest
          };
        }
      })
    }
  });
  if (profile != null) {
    return nodeProviderChain;
  }
  return createCredentialChain(fromEnv(logger != null ? { logger } : {}), nodeProviderChain);
}).catch((error) => {
  throw new Error(`Failed to import '@aws-sdk/credential-providers'. You can provide a custom \`providerChainResolver\` in the client options if your runtime does not have access to '@aws-sdk/credential-providers': \`new AnthropicAws({ providerChainResolver })\` Original error: ${error.message}`);
});
var getAuthHeaders2 = async (req, props) => {
  assert2(req.method, "Expected request method property to be set");
  let credentials;
  if (props.awsAccessKey && props.awsSecretAccessKey) {
    credentials = {
      accessKeyId: props.awsAccessKey,
      secretAccessKey: props.awsSecretAccessKey,
      ...props.awsSessionToken != null && { sessionToken: props.awsSessionToken }
    };
  } else {
    const provider = await (props.providerChainResolver ? props.providerChainResolver() : defaultProviderChainResolver(props.awsProfile, props.logger));
    try {
      credentials = await provider();
    } catch (err) {
      throw new APIConnectionError({
        message: "Failed to resolve AWS credentials from the credential provider chain.",
        cause: castToError(err)
      });
    }
  }
  const signer = new import_signature_v42.SignatureV4({
    service: props.serviceName,
    region: props.regionName,
    credentials,
    sha256: import_sha256_js2.Sha256
  });
  const url = new URL(props.url);
  const headers = !req.headers ? {} : Symbol.iterator in req.headers ? Object.fromEntries(Array.from(req.headers).map((header) => [...header])) : { ...req.headers };
  delete headers["connection"];
  headers["host"] = url.host;
  const query = Object.fromEntries([...new Set(url.searchParams.keys())].map((key) => [key, url.searchParams.getAll(key)]));
  const request = new import_protocol_http2.HttpRequest({
    method: req.method.toUpperCase(),
    protocol: url.protocol,
    path: url.pathname,
    query,
    headers,
    body: req.body
  });
  const signed = await signer.sign(request, { unsignableHeaders: traceHeaderNames() });
  return signed.headers;
};

// node_modules/@anthropic-ai/bedrock-sdk/mantle-client.mjs
var __classPrivateFieldGet4 = function(receiver, state, kind, f) {
  if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a getter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot read private member from an object whose class did not declare it");
  return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
};
var _AnthropicBedrockMantle_instances;
var _AnthropicBedrockMantle_moveUserProfileIDToBody;
var _AnthropicBedrockMantle_signRequest;
var DEFAULT_SERVICE_NAME = "bedrock-mantle";
var USER_PROFILE_ID_HEADER2 = "anthropic-user-profile-id";
var USER_PROFILE_ID_BODY_ENDPOINTS = /* @__PURE__ */ new Set([
  "/v1/messages",
  "/v1/messages?beta=true",
  "/v1/messages/count_tokens",
  "/v1/messages/count_tokens?beta=true"
]);
var CREDENTIALS2 = {
  accepts: ["apiKey"],
  unsupportedOptionMessage: (option) => `The \`${option}\` option is not supported by AnthropicBedrockMantle; authentication uses a Bedrock API key (\`apiKey\`) or AWS credentials (SigV4).`
};
var AnthropicBedrockMantle = class extends BaseAnthropic {
  /** @internal */
  _instrumentationScope() {
    return { platform: "bedrock", version: VERSION2 };
  }
  /**
   * API Client for interfacing with the Anthropic Bedrock Mantle API.
   *
   * Auth is resolved by precedence: `apiKey` constructor arg > explicit AWS
   * credentials > `awsProfile` > `AWS_BEARER_TOKEN_BEDROCK` env var >
   * `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY` env vars > default AWS
   * credential chain. The `authToken`, `credentials`, `config`, and `profile`
   * options throw an `AnthropicError`.
   *
   * @param {string | undefined} [opts.apiKey] - API key for Bearer token authentication.
   * @param {string | null | undefined} [opts.awsAccessKey] - AWS access key ID for SigV4 authentication.
   * @param {string | null | undefined} [opts.awsSecretAccessKey] - AWS secret access key for SigV4 authentication.
   * @param {string | null | undefined} [opts.awsSessionToken] - AWS session token for temporary credentials.
   * @param {string | undefined} [opts.awsProfile] - AWS named profile for credential resolution.
   * @param {string | undefined} [opts.awsRegion] - AWS region. Resolved by precedence: arg > `AWS_REGION` env > `AWS_DEFAULT_REGION` env.
   * @param {(() => Promise<AwsCredentialIdentityProvider>) | null} [opts.providerChainResolver] - Custom provider chain resolver for AWS credentials.
   * @param {string} [opts.baseURL=process.env['ANTHROPIC_BEDROCK_MANTLE_BASE_URL'] ?? https://bedrock-mantle.{awsRegion}.api.aws/anthropic] - Override the default base URL for the API.
   * @param {number} [opts.timeout=10 minutes] - The maximum amount of time (in milliseconds) the client will wait for a response before timing out.
   * @param {MergedRequestInit} [opts.fetchOptions] - Additional `RequestInit` options to be passed to `fetch` calls.
   * @param {Fetch} [opts.fetch] - Specify a custom `fetch` function implementation.
   * @param {number} [opts.maxRetries=2] - The maximum number of times the client will retry a request.
   * @param {HeadersLike} opts.defaultHeaders - Default headers to include with every request to the API.
   * @param {Record<string, string | undefined>} opts.defaultQuery - Default query parameters to include with every request to the API.
   * @param {boolean} [opts.dangerouslyAllowBrowser=false] - By default, client-side use of this library is not allowed, as it risks exposing your secret API credentials to attackers.
   * @param {boolean} [opts.skipAuth=false] - Skip authentication for requests. This is useful when you have a gateway or proxy that handles authentication on your behalf.
   */
  constructor({ awsRegion, baseURL, apiKey, awsAccessKey = null, awsSecretAccessKey = null, awsSessionToken = null, awsProfile, providerChainResolver = null, skipAuth = false, ...opts } = {}) {
    rejectUnsupportedCredentials(opts, CREDENTIALS2);
    const resolvedRegion = awsRegion ?? readEnv("AWS_REGION") ?? readEnv("AWS_DEFAULT_REGION");
    const resolvedBaseURL = baseURL ?? readEnv("ANTHROPIC_BEDROCK_MANTLE_BASE_URL") ?? (resolvedRegion ? `https://bedrock-mantle.${resolvedRegion}.api.aws/anthropic` : void 0);
    if (!resolvedBaseURL) {
      throw new AnthropicError("No AWS region or base URL found. Set `awsRegion` in the constructor, the `AWS_REGION` / `AWS_DEFAULT_REGION` environment variable, or provide a `baseURL` / `ANTHROPIC_BEDROCK_MANTLE_BASE_URL` environment variable.");
    }
    const hasExplicitApiKey = apiKey != null;
    const hasPartialAwsCreds = awsAccessKey != null !== (awsSecretAccessKey != null);
    if (hasPartialAwsCreds) {
      throw new AnthropicError("`awsAccessKey` and `awsSecretAccessKey` must be provided together. You provided only one.");
    }
    const hasExplicitAwsCreds = awsAccessKey != null && awsSecretAccessKey != null;
    const hasAwsProfile = awsProfile != null;
    let resolvedApiKey;
    if (hasExplicitApiKey) {
      resolvedApiKey = apiKey;
    } else if (apiKey === void 0 && !hasExplicitAwsCreds && !hasAwsProfile) {
      resolvedApiKey = readEnv("AWS_BEARER_TOKEN_BEDROCK") ?? void 0;
    }
    super({
      apiKey: resolvedApiKey ?? null,
      authToken: null,
      baseURL: resolvedBaseURL,
      ...opts
    });
    _AnthropicBedrockMantle_instances.add(this);
    this._genAIProviderName = "aws.bedrock";
    this.messages = new Messages(this);
    this.beta = makeMantleBetaResource(this);
    this.skipAuth = false;
    this.awsRegion = resolvedRegion;
    this.awsAccessKey = awsAccessKey;
    this.awsSecretAccessKey = awsSecretAccessKey;
    this.awsSessionToken = awsSessionToken;
    this.awsProfile = awsProfile ?? null;
    this.providerChainResolver = providerChainResolver;
    this.skipAuth = skipAuth;
    this._useSigV4 = resolvedApiKey == null;
  }
  /**
   * Create a new client instance re-using the same options given to the
   * current client, including the AWS ones, with optional overriding.
   */
  withOptions(options) {
    const replacesAWSCredentials = options.awsAccessKey != null || options.awsSecretAccessKey != null || options.awsSessionToken != null || options.awsProfile != null || options.providerChainResolver != null;
    return super.withOptions({
      awsRegion: this.awsRegion,
      skipAuth: this.skipAuth,
      ...replacesAWSCredentials ? {} : {
        awsAccessKey: this.awsAccessKey,
        awsSecretAccessKey: this.awsSecretAccessKey,
        awsSessionToken: this.awsSessionToken,
        awsProfile: this.awsProfile ?? void 0,
        providerChainResolver: this.providerChainResolver
      },
      ...options
    });
  }
  async authHeaders(opts) {
    if (this.skipAuth) {
      return void 0;
    }
    if (!this._useSigV4) {
      return buildHeaders([{ Authorization: `Bearer ${this.apiKey}` }]);
    }
    return void 0;
  }
  validateHeaders() {
  }
  // Auth is the Mantle API key or SigV4 only; never resolve unrelated local
  // Anthropic credentials (which could also supply a base URL).
  _shouldResolveDefaultCredentials() {
    return false;
  }
  getUserAgent() {
    return `AnthropicBedrockMantle/JS ${VERSION}`;
  }
  backendMiddleware() {
    return [
      async (request, next, ctx) => next(await __classPrivateFieldGet4(this, _AnthropicBedrockMantle_instances, "m", _AnthropicBedrockMantle_signRequest).call(this, __classPrivateFieldGet4(this, _AnthropicBedrockMantle_instances, "m", _AnthropicBedrockMantle_moveUserProfileIDToBody).call(this, request, ctx.options)))
    ];
  }
};
_AnthropicBedrockMantle_instances = /* @__PURE__ */ new WeakSet(), _AnthropicBedrockMantle_moveUserProfileIDToBody = function _AnthropicBedrockMantle_moveUserProfileIDToBody2(request, options) {
  if (options?.method !== "post" || !USER_PROFILE_ID_BODY_ENDPOINTS.has(options.path)) {
    return request;
  }
  const headers = new Headers(request.headers);
  const userProfileID = headers.get(USER_PROFILE_ID_HEADER2);
  if (userProfileID == null || typeof request.body !== "string") {
    return request;
  }
  const body = safeJSON(request.body);
  if (!isObj(body)) {
    return request;
  }
  headers.delete(USER_PROFILE_ID_HEADER2);
  return { ...request, headers, body: JSON.stringify({ user_profile_id: userProfileID, ...body }) };
}, _AnthropicBedrockMantle_signRequest = /**
 * SigV4-signs the request. Runs inside the user middleware chain, so the
 * signature always covers the final, middleware-mutated request.
 */
async function _AnthropicBedrockMantle_signRequest2(request) {
  if (this.skipAuth || !this._useSigV4) {
    return request;
  }
  const regionName = this.awsRegion;
  if (!regionName) {
    throw new AnthropicError("No AWS region found. Set `awsRegion` in the constructor or the `AWS_REGION` / `AWS_DEFAULT_REGION` environment variable.");
  }
  const headers = await getAuthHeaders2(request, {
    url: request.url,
    regionName,
    serviceName: DEFAULT_SERVICE_NAME,
    awsAccessKey: this.awsAccessKey,
    awsSecretAccessKey: this.awsSecretAccessKey,
    awsSessionToken: this.awsSessionToken,
    awsProfile: this.awsProfile,
    providerChainResolver: this.providerChainResolver,
    logger: loggerFor(this)
  });
  return { ...request, headers: buildHeaders([request.headers, headers]).values };
};
function makeMantleBetaResource(client) {
  const { messages } = new Beta(client);
  return { messages };
}
export {
  AnthropicBedrock,
  AnthropicBedrockMantle,
  BaseAnthropic,
  AnthropicBedrock as default
};
