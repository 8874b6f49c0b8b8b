import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace
} from "./chunk-ZYWU77U4.js";
import {
  __commonJS,
  __toESM
} from "./chunk-ZGKZO2EW.js";

// node_modules/@stablelib/base64/lib/base64.js
var require_base64 = __commonJS({
  "node_modules/@stablelib/base64/lib/base64.js"(exports) {
    "use strict";
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (b2.hasOwnProperty(p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      };
      return function(d, b) {
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    var INVALID_BYTE = 256;
    var Coder = (
      /** @class */
      (function() {
        function Coder2(_paddingCharacter) {
          if (_paddingCharacter === void 0) {
            _paddingCharacter = "=";
          }
          this._paddingCharacter = _paddingCharacter;
        }
        Coder2.prototype.encodedLength = function(length) {
          if (!this._paddingCharacter) {
            return (length * 8 + 5) / 6 | 0;
          }
          return (length + 2) / 3 * 4 | 0;
        };
        Coder2.prototype.encode = function(data) {
          var out = "";
          var i = 0;
          for (; i < data.length - 2; i += 3) {
            var c = data[i] << 16 | data[i + 1] << 8 | data[i + 2];
            out += this._encodeByte(c >>> 3 * 6 & 63);
            out += this._encodeByte(c >>> 2 * 6 & 63);
            out += this._encodeByte(c >>> 1 * 6 & 63);
            out += this._encodeByte(c >>> 0 * 6 & 63);
          }
          var left = data.length - i;
          if (left > 0) {
            var c = data[i] << 16 | (left === 2 ? data[i + 1] << 8 : 0);
            out += this._encodeByte(c >>> 3 * 6 & 63);
            out += this._encodeByte(c >>> 2 * 6 & 63);
            if (left === 2) {
              out += this._encodeByte(c >>> 1 * 6 & 63);
            } else {
              out += this._paddingCharacter || "";
            }
            out += this._paddingCharacter || "";
          }
          return out;
        };
        Coder2.prototype.maxDecodedLength = function(length) {
          if (!this._paddingCharacter) {
            return (length * 6 + 7) / 8 | 0;
          }
          return length / 4 * 3 | 0;
        };
        Coder2.prototype.decodedLength = function(s) {
          return this.maxDecodedLength(s.length - this._getPaddingLength(s));
        };
        Coder2.prototype.decode = function(s) {
          if (s.length === 0) {
            return new Uint8Array(0);
          }
          var paddingLength = this._getPaddingLength(s);
          var length = s.length - paddingLength;
          var out = new Uint8Array(this.maxDecodedLength(length));
          var op = 0;
          var i = 0;
          var haveBad = 0;
          var v0 = 0, v1 = 0, v2 = 0, v3 = 0;
          for (; i < length - 4; i += 4) {
            v0 = this._decodeChar(s.charCodeAt(i + 0));
            v1 = this._decodeChar(s.charCodeAt(i + 1));
            v2 = this._decodeChar(s.charCodeAt(i + 2));
            v3 = this._decodeChar(s.charCodeAt(i + 3));
            out[op++] = v0 << 2 | v1 >>> 4;
            out[op++] = v1 << 4 | v2 >>> 2;
            out[op++] = v2 << 6 | v3;
            haveBad |= v0 & INVALID_BYTE;
            haveBad |= v1 & INVALID_BYTE;
            haveBad |= v2 & INVALID_BYTE;
            haveBad |= v3 & INVALID_BYTE;
          }
          if (i < length - 1) {
            v0 = this._decodeChar(s.charCodeAt(i));
            v1 = this._decodeChar(s.charCodeAt(i + 1));
            out[op++] = v0 << 2 | v1 >>> 4;
            haveBad |= v0 & INVALID_BYTE;
            haveBad |= v1 & INVALID_BYTE;
          }
          if (i < length - 2) {
            v2 = this._decodeChar(s.charCodeAt(i + 2));
            out[op++] = v1 << 4 | v2 >>> 2;
            haveBad |= v2 & INVALID_BYTE;
          }
          if (i < length - 3) {
            v3 = this._decodeChar(s.charCodeAt(i + 3));
            out[op++] = v2 << 6 | v3;
            haveBad |= v3 & INVALID_BYTE;
          }
          if (haveBad !== 0) {
            throw new Error("Base64Coder: incorrect characters for decoding");
          }
          return out;
        };
        Coder2.prototype._encodeByte = function(b) {
          var result = b;
          result += 65;
          result += 25 - b >>> 8 & 0 - 65 - 26 + 97;
          result += 51 - b >>> 8 & 26 - 97 - 52 + 48;
          result += 61 - b >>> 8 & 52 - 48 - 62 + 43;
          result += 62 - b >>> 8 & 62 - 43 - 63 + 47;
          return String.fromCharCode(result);
        };
        Coder2.prototype._decodeChar = function(c) {
          var result = INVALID_BYTE;
          result += (42 - c & c - 44) >>> 8 & -INVALID_BYTE + c - 43 + 62;
          result += (46 - c & c - 48) >>> 8 & -INVALID_BYTE + c - 47 + 63;
          result += (47 - c & c - 58) >>> 8 & -INVALID_BYTE + c - 48 + 52;
          result += (64 - c & c - 91) >>> 8 & -INVALID_BYTE + c - 65 + 0;
          result += (96 - c & c - 123) >>> 8 & -INVALID_BYTE + c - 97 + 26;
          return result;
        };
        Coder2.prototype._getPaddingLength = function(s) {
          var paddingLength = 0;
          if (this._paddingCharacter) {
            for (var i = s.length - 1; i >= 0; i--) {
              if (s[i] !== this._paddingCharacter) {
                break;
              }
              paddingLength++;
            }
            if (s.length < 4 || paddingLength > 2) {
              throw new Error("Base64Coder: incorrect padding");
            }
          }
          return paddingLength;
        };
        return Coder2;
      })()
    );
    exports.Coder = Coder;
    var stdCoder = new Coder();
    function encode2(data) {
      return stdCoder.encode(data);
    }
    exports.encode = encode2;
    function decode(s) {
      return stdCoder.decode(s);
    }
    exports.decode = decode;
    var URLSafeCoder = (
      /** @class */
      (function(_super) {
        __extends(URLSafeCoder2, _super);
        function URLSafeCoder2() {
          return _super !== null && _super.apply(this, arguments) || this;
        }
        URLSafeCoder2.prototype._encodeByte = function(b) {
          var result = b;
          result += 65;
          result += 25 - b >>> 8 & 0 - 65 - 26 + 97;
          result += 51 - b >>> 8 & 26 - 97 - 52 + 48;
          result += 61 - b >>> 8 & 52 - 48 - 62 + 45;
          result += 62 - b >>> 8 & 62 - 45 - 63 + 95;
          return String.fromCharCode(result);
        };
        URLSafeCoder2.prototype._decodeChar = function(c) {
          var result = INVALID_BYTE;
          result += (44 - c & c - 46) >>> 8 & -INVALID_BYTE + c - 45 + 62;
          result += (94 - c & c - 96) >>> 8 & -INVALID_BYTE + c - 95 + 63;
          result += (47 - c & c - 58) >>> 8 & -INVALID_BYTE + c - 48 + 52;
          result += (64 - c & c - 91) >>> 8 & -INVALID_BYTE + c - 65 + 0;
          result += (96 - c & c - 123) >>> 8 & -INVALID_BYTE + c - 97 + 26;
          return result;
        };
        return URLSafeCoder2;
      })(Coder)
    );
    exports.URLSafeCoder = URLSafeCoder;
    var urlSafeCoder = new URLSafeCoder();
    function encodeURLSafe(data) {
      return urlSafeCoder.encode(data);
    }
    exports.encodeURLSafe = encodeURLSafe;
    function decodeURLSafe(s) {
      return urlSafeCoder.decode(s);
    }
    exports.decodeURLSafe = decodeURLSafe;
    exports.encodedLength = function(length) {
      return stdCoder.encodedLength(length);
    };
    exports.maxDecodedLength = function(length) {
      return stdCoder.maxDecodedLength(length);
    };
    exports.decodedLength = function(s) {
      return stdCoder.decodedLength(s);
    };
  }
});

// node_modules/fast-sha256/sha256.js
var require_sha256 = __commonJS({
  "node_modules/fast-sha256/sha256.js"(exports, module) {
    (function(root, factory) {
      var exports2 = {};
      factory(exports2);
      var sha256 = exports2["default"];
      for (var k in exports2) {
        sha256[k] = exports2[k];
      }
      if (typeof module === "object" && typeof module.exports === "object") {
        module.exports = sha256;
      } else if (typeof define === "function" && define.amd) {
        define(function() {
          return sha256;
        });
      } else {
        root.sha256 = sha256;
      }
    })(exports, function(exports2) {
      "use strict";
      exports2.__esModule = true;
      exports2.digestLength = 32;
      exports2.blockSize = 64;
      var K = new Uint32Array([
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
      function hashBlocks(w, v, p, pos, len) {
        var a, b, c, d, e, f, g, h, u, i, j, t1, t2;
        while (len >= 64) {
          a = v[0];
          b = v[1];
          c = v[2];
          d = v[3];
          e = v[4];
          f = v[5];
          g = v[6];
          h = v[7];
          for (i = 0; i < 16; i++) {
            j = pos + i * 4;
            w[i] = (p[j] & 255) << 24 | (p[j + 1] & 255) << 16 | (p[j + 2] & 255) << 8 | p[j + 3] & 255;
          }
          for (i = 16; i < 64; i++) {
            u = w[i - 2];
            t1 = (u >>> 17 | u << 32 - 17) ^ (u >>> 19 | u << 32 - 19) ^ u >>> 10;
            u = w[i - 15];
            t2 = (u >>> 7 | u << 32 - 7) ^ (u >>> 18 | u << 32 - 18) ^ u >>> 3;
            w[i] = (t1 + w[i - 7] | 0) + (t2 + w[i - 16] | 0);
          }
          for (i = 0; i < 64; i++) {
            t1 = (((e >>> 6 | e << 32 - 6) ^ (e >>> 11 | e << 32 - 11) ^ (e >>> 25 | e << 32 - 25)) + (e & f ^ ~e & g) | 0) + (h + (K[i] + w[i] | 0) | 0) | 0;
            t2 = ((a >>> 2 | a << 32 - 2) ^ (a >>> 13 | a << 32 - 13) ^ (a >>> 22 | a << 32 - 22)) + (a & b ^ a & c ^ b & c) | 0;
            h = g;
            g = f;
            f = e;
            e = d + t1 | 0;
            d = c;
            c = b;
            b = a;
            a = t1 + t2 | 0;
          }
          v[0] += a;
          v[1] += b;
          v[2] += c;
          v[3] += d;
          v[4] += e;
          v[5] += f;
          v[6] += g;
          v[7] += h;
          pos += 64;
          len -= 64;
        }
        return pos;
      }
      var Hash = (
        /** @class */
        (function() {
          function Hash2() {
            this.digestLength = exports2.digestLength;
            this.blockSize = exports2.blockSize;
            this.state = new Int32Array(8);
            this.temp = new Int32Array(64);
            this.buffer = new Uint8Array(128);
            this.bufferLength = 0;
            this.bytesHashed = 0;
            this.finished = false;
            this.reset();
          }
          Hash2.prototype.reset = function() {
            this.state[0] = 1779033703;
            this.state[1] = 3144134277;
            this.state[2] = 1013904242;
            this.state[3] = 2773480762;
            this.state[4] = 1359893119;
            this.state[5] = 2600822924;
            this.state[6] = 528734635;
            this.state[7] = 1541459225;
            this.bufferLength = 0;
            this.bytesHashed = 0;
            this.finished = false;
            return this;
          };
          Hash2.prototype.clean = function() {
            for (var i = 0; i < this.buffer.length; i++) {
              this.buffer[i] = 0;
            }
            for (var i = 0; i < this.temp.length; i++) {
              this.temp[i] = 0;
            }
            this.reset();
          };
          Hash2.prototype.update = function(data, dataLength) {
            if (dataLength === void 0) {
              dataLength = data.length;
            }
            if (this.finished) {
              throw new Error("SHA256: can't update because hash was finished.");
            }
            var dataPos = 0;
            this.bytesHashed += dataLength;
            if (this.bufferLength > 0) {
              while (this.bufferLength < 64 && dataLength > 0) {
                this.buffer[this.bufferLength++] = data[dataPos++];
                dataLength--;
              }
              if (this.bufferLength === 64) {
                hashBlocks(this.temp, this.state, this.buffer, 0, 64);
                this.bufferLength = 0;
              }
            }
            if (dataLength >= 64) {
              dataPos = hashBlocks(this.temp, this.state, data, dataPos, dataLength);
              dataLength %= 64;
            }
            while (dataLength > 0) {
              this.buffer[this.bufferLength++] = data[dataPos++];
              dataLength--;
            }
            return this;
          };
          Hash2.prototype.finish = function(out) {
            if (!this.finished) {
              var bytesHashed = this.bytesHashed;
              var left = this.bufferLength;
              var bitLenHi = bytesHashed / 536870912 | 0;
              var bitLenLo = bytesHashed << 3;
              var padLength = bytesHashed % 64 < 56 ? 64 : 128;
              this.buffer[left] = 128;
              for (var i = left + 1; i < padLength - 8; i++) {
                this.buffer[i] = 0;
              }
              this.buffer[padLength - 8] = bitLenHi >>> 24 & 255;
              this.buffer[padLength - 7] = bitLenHi >>> 16 & 255;
              this.buffer[padLength - 6] = bitLenHi >>> 8 & 255;
              this.buffer[padLength - 5] = bitLenHi >>> 0 & 255;
              this.buffer[padLength - 4] = bitLenLo >>> 24 & 255;
              this.buffer[padLength - 3] = bitLenLo >>> 16 & 255;
              this.buffer[padLength - 2] = bitLenLo >>> 8 & 255;
              this.buffer[padLength - 1] = bitLenLo >>> 0 & 255;
              hashBlocks(this.temp, this.state, this.buffer, 0, padLength);
              this.finished = true;
            }
            for (var i = 0; i < 8; i++) {
              out[i * 4 + 0] = this.state[i] >>> 24 & 255;
              out[i * 4 + 1] = this.state[i] >>> 16 & 255;
              out[i * 4 + 2] = this.state[i] >>> 8 & 255;
              out[i * 4 + 3] = this.state[i] >>> 0 & 255;
            }
            return this;
          };
          Hash2.prototype.digest = function() {
            var out = new Uint8Array(this.digestLength);
            this.finish(out);
            return out;
          };
          Hash2.prototype._saveState = function(out) {
            for (var i = 0; i < this.state.length; i++) {
              out[i] = this.state[i];
            }
          };
          Hash2.prototype._restoreState = function(from, bytesHashed) {
            for (var i = 0; i < this.state.length; i++) {
              this.state[i] = from[i];
            }
            this.bytesHashed = bytesHashed;
            this.finished = false;
            this.bufferLength = 0;
          };
          return Hash2;
        })()
      );
      exports2.Hash = Hash;
      var HMAC = (
        /** @class */
        (function() {
          function HMAC2(key) {
            this.inner = new Hash();
            this.outer = new Hash();
            this.blockSize = this.inner.blockSize;
            this.digestLength = this.inner.digestLength;
            var pad = new Uint8Array(this.blockSize);
            if (key.length > this.blockSize) {
              new Hash().update(key).finish(pad).clean();
            } else {
              for (var i = 0; i < key.length; i++) {
                pad[i] = key[i];
              }
            }
            for (var i = 0; i < pad.length; i++) {
              pad[i] ^= 54;
            }
            this.inner.update(pad);
            for (var i = 0; i < pad.length; i++) {
              pad[i] ^= 54 ^ 92;
            }
            this.outer.update(pad);
            this.istate = new Uint32Array(8);
            this.ostate = new Uint32Array(8);
            this.inner._saveState(this.istate);
            this.outer._saveState(this.ostate);
            for (var i = 0; i < pad.length; i++) {
              pad[i] = 0;
            }
          }
          HMAC2.prototype.reset = function() {
            this.inner._restoreState(this.istate, this.inner.blockSize);
            this.outer._restoreState(this.ostate, this.outer.blockSize);
            return this;
          };
          HMAC2.prototype.clean = function() {
            for (var i = 0; i < this.istate.length; i++) {
              this.ostate[i] = this.istate[i] = 0;
            }
            this.inner.clean();
            this.outer.clean();
          };
          HMAC2.prototype.update = function(data) {
            this.inner.update(data);
            return this;
          };
          HMAC2.prototype.finish = function(out) {
            if (this.outer.finished) {
              this.outer.finish(out);
            } else {
              this.inner.finish(out);
              this.outer.update(out, this.digestLength).finish(out);
            }
            return this;
          };
          HMAC2.prototype.digest = function() {
            var out = new Uint8Array(this.digestLength);
            this.finish(out);
            return out;
          };
          return HMAC2;
        })()
      );
      exports2.HMAC = HMAC;
      function hash(data) {
        var h = new Hash().update(data);
        var digest = h.digest();
        h.clean();
        return digest;
      }
      exports2.hash = hash;
      exports2["default"] = hash;
      function hmac(key, data) {
        var h = new HMAC(key).update(data);
        var digest = h.digest();
        h.clean();
        return digest;
      }
      exports2.hmac = hmac;
      function fillBuffer(buffer, hmac2, info, counter) {
        var num = counter[0];
        if (num === 0) {
          throw new Error("hkdf: cannot expand more");
        }
        hmac2.reset();
        if (num > 1) {
          hmac2.update(buffer);
        }
        if (info) {
          hmac2.update(info);
        }
        hmac2.update(counter);
        hmac2.finish(buffer);
        counter[0]++;
      }
      var hkdfSalt = new Uint8Array(exports2.digestLength);
      function hkdf(key, salt, info, length) {
        if (salt === void 0) {
          salt = hkdfSalt;
        }
        if (length === void 0) {
          length = 32;
        }
        var counter = new Uint8Array([1]);
        var okm = hmac(salt, key);
        var hmac_ = new HMAC(okm);
        var buffer = new Uint8Array(hmac_.digestLength);
        var bufpos = buffer.length;
        var out = new Uint8Array(length);
        for (var i = 0; i < length; i++) {
          if (bufpos === buffer.length) {
            fillBuffer(buffer, hmac_, info, counter);
            bufpos = 0;
          }
          out[i] = buffer[bufpos++];
        }
        hmac_.clean();
        buffer.fill(0);
        counter.fill(0);
        return out;
      }
      exports2.hkdf = hkdf;
      function pbkdf2(password, salt, iterations, dkLen) {
        var prf = new HMAC(password);
        var len = prf.digestLength;
        var ctr = new Uint8Array(4);
        var t = new Uint8Array(len);
        var u = new Uint8Array(len);
        var dk = new Uint8Array(dkLen);
        for (var i = 0; i * len < dkLen; i++) {
          var c = i + 1;
          ctr[0] = c >>> 24 & 255;
          ctr[1] = c >>> 16 & 255;
          ctr[2] = c >>> 8 & 255;
          ctr[3] = c >>> 0 & 255;
          prf.reset();
          prf.update(salt);
          prf.update(ctr);
          prf.finish(u);
          for (var j = 0; j < len; j++) {
            t[j] = u[j];
          }
          for (var j = 2; j <= iterations; j++) {
            prf.reset();
            prf.update(u).finish(u);
            for (var k = 0; k < len; k++) {
              t[k] ^= u[k];
            }
          }
          for (var j = 0; j < len && i * len + j < dkLen; j++) {
            dk[i * len + j] = t[j];
          }
        }
        for (var i = 0; i < len; i++) {
          t[i] = u[i] = 0;
        }
        for (var i = 0; i < 4; i++) {
          ctr[i] = 0;
        }
        prf.clean();
        return dk;
      }
      exports2.pbkdf2 = pbkdf2;
    });
  }
});

// node_modules/standardwebhooks/dist/timing_safe_equal.js
var require_timing_safe_equal = __commonJS({
  "node_modules/standardwebhooks/dist/timing_safe_equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.timingSafeEqual = timingSafeEqual;
    function assert(expr, msg = "") {
      if (!expr) {
        throw new Error(msg);
      }
    }
    function timingSafeEqual(a, b) {
      if (a.byteLength !== b.byteLength) {
        return false;
      }
      if (!(a instanceof DataView)) {
        a = new DataView(ArrayBuffer.isView(a) ? a.buffer : a);
      }
      if (!(b instanceof DataView)) {
        b = new DataView(ArrayBuffer.isView(b) ? b.buffer : b);
      }
      assert(a instanceof DataView);
      assert(b instanceof DataView);
      const length = a.byteLength;
      let out = 0;
      let i = -1;
      while (++i < length) {
        out |= a.getUint8(i) ^ b.getUint8(i);
      }
      return out === 0;
    }
  }
});

// node_modules/standardwebhooks/dist/index.js
var require_dist = __commonJS({
  "node_modules/standardwebhooks/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Webhook = exports.WebhookVerificationError = void 0;
    var base64 = require_base64();
    var sha256 = require_sha256();
    var timing_safe_equal_1 = require_timing_safe_equal();
    var WEBHOOK_TOLERANCE_IN_SECONDS = 5 * 60;
    var ExtendableError = class _ExtendableError extends Error {
      constructor(message) {
        super(message);
        Object.setPrototypeOf(this, _ExtendableError.prototype);
        this.name = "ExtendableError";
        this.stack = new Error(message).stack;
      }
    };
    var WebhookVerificationError = class _WebhookVerificationError extends ExtendableError {
      constructor(message) {
        super(message);
        Object.setPrototypeOf(this, _WebhookVerificationError.prototype);
        this.name = "WebhookVerificationError";
      }
    };
    exports.WebhookVerificationError = WebhookVerificationError;
    var Webhook2 = class _Webhook {
      constructor(secret, options) {
        if ((options === null || options === void 0 ? void 0 : options.format) === "raw") {
          if (secret instanceof Uint8Array) {
            this.key = secret;
          } else {
            this.key = Uint8Array.from(secret, (c) => c.charCodeAt(0));
          }
        } else {
          if (typeof secret !== "string") {
            throw new Error("Expected secret to be of type string");
          }
          if (secret.startsWith(_Webhook.prefix)) {
            secret = secret.substring(_Webhook.prefix.length);
          }
          this.key = base64.decode(secret);
        }
        if (this.key.length === 0) {
          throw new Error("Secret can't be empty.");
        }
      }
      verify(payload, headers, options) {
        var _a2;
        const jsonParse = (_a2 = options === null || options === void 0 ? void 0 : options.jsonParse) !== null && _a2 !== void 0 ? _a2 : true;
        const normalizedHeaders = {};
        for (const key of Object.keys(headers)) {
          normalizedHeaders[key.toLowerCase()] = headers[key];
        }
        const msgId = normalizedHeaders["webhook-id"];
        const msgSignature = normalizedHeaders["webhook-signature"];
        const msgTimestamp = normalizedHeaders["webhook-timestamp"];
        if (!msgSignature || !msgId || !msgTimestamp) {
          throw new WebhookVerificationError("Missing required headers");
        }
        const timestamp = this.verifyTimestamp(msgTimestamp);
        const computedSignature = this.sign(msgId, timestamp, payload);
        const expectedSignature = computedSignature.split(",")[1];
        const passedSignatures = msgSignature.split(" ");
        const encoder = new globalThis.TextEncoder();
        for (const versionedSignature of passedSignatures) {
          const [version, signature] = versionedSignature.split(",");
          if (version !== "v1") {
            continue;
          }
          if ((0, timing_safe_equal_1.timingSafeEqual)(encoder.encode(signature), encoder.encode(expectedSignature))) {
            const payloadString = payload.toString();
            if (payloadString === "") {
              return void 0;
            }
            if (jsonParse) {
              return JSON.parse(payloadString);
            } else {
              return void 0;
            }
          }
        }
        throw new WebhookVerificationError("No matching signature found");
      }
      sign(msgId, timestamp, payload) {
        if (typeof payload === "string") {
        } else if (payload.constructor.name === "Buffer") {
          payload = payload.toString();
        } else {
          throw new Error("Expected payload to be of type string or Buffer.");
        }
        const encoder = new TextEncoder();
        const timestampNumber = Math.floor(timestamp.getTime() / 1e3);
        const toSign = encoder.encode(`${msgId}.${timestampNumber}.${payload}`);
        const expectedSignature = base64.encode(sha256.hmac(this.key, toSign));
        return `v1,${expectedSignature}`;
      }
      verifyTimestamp(timestampHeader) {
        const now = Math.floor(Date.now() / 1e3);
        const timestamp = parseInt(timestampHeader, 10);
        if (Number.isNaN(timestamp)) {
          throw new WebhookVerificationError("Invalid Signature Headers");
        }
        if (now - timestamp > WEBHOOK_TOLERANCE_IN_SECONDS) {
          throw new WebhookVerificationError("Message timestamp too old");
        }
        if (timestamp > now + WEBHOOK_TOLERANCE_IN_SECONDS) {
          throw new WebhookVerificationError("Message timestamp too new");
        }
        return new Date(timestamp * 1e3);
      }
    };
    exports.Webhook = Webhook2;
    Webhook2.prefix = "whsec_";
  }
});

// node_modules/@anthropic-ai/sdk/internal/tslib.mjs
function __classPrivateFieldSet(receiver, state, value, kind, f) {
  if (kind === "m")
    throw new TypeError("Private method is not writable");
  if (kind === "a" && !f)
    throw new TypeError("Private accessor was defined without a setter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
    throw new TypeError("Cannot write private member to an object whose class did not declare it");
  return kind === "a" ? f.call(receiver, value) : f ? f.value = value : state.set(receiver, value), value;
}
function __classPrivateFieldGet(receiver, state, kind, f) {
  if (kind === "a" && !f)
    throw new TypeError("Private accessor was defined without a getter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
    throw new TypeError("Cannot read private member from an object whose class did not declare it");
  return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
}

// node_modules/@anthropic-ai/sdk/internal/errors.mjs
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

// node_modules/@anthropic-ai/sdk/core/error.mjs
var AnthropicError = /* @__PURE__ */ (() => {
  class AnthropicError2 extends Error {
    /** @internal */
    constructor(message, options) {
      super(message, options);
      Object.defineProperty(this, "name", { value: new.target._errorName, writable: true, configurable: true });
    }
  }
  AnthropicError2._errorName = "AnthropicError";
  return AnthropicError2;
})();
var APIError = /* @__PURE__ */ (() => {
  class APIError2 extends AnthropicError {
    constructor(status, error, message, headers, type) {
      super(`${APIError2.makeMessage(status, error, message)}`);
      this.status = status;
      this.headers = headers;
      this.requestID = headers?.get("request-id");
      this.workspaceID = headers?.get("anthropic-workspace-id");
      this.error = error;
      const body = error ?? {};
      this.apiMessage = body.error?.message ?? null;
      this.type = type ?? body.error?.type ?? null;
      const errorCode = body.error?.details?.error_code;
      this.errorCode = typeof errorCode === "string" ? errorCode : null;
      this.details = body.error?.details ?? null;
    }
    static makeMessage(status, error, message) {
      const msg = error?.message ? typeof error.message === "string" ? error.message : JSON.stringify(error.message) : error ? JSON.stringify(error) : message;
      if (status && msg) {
        return `${status} ${msg}`;
      }
      if (status) {
        return `${status} status code (no body)`;
      }
      if (msg) {
        return msg;
      }
      return "(no status code or body)";
    }
    static generate(status, errorResponse, message, headers) {
      if (!status || !headers) {
        return new APIConnectionError({ message, cause: castToError(errorResponse) });
      }
      const error = errorResponse;
      const errorClass = STATUS_ERROR_CLASSES.get(status);
      if (errorClass) {
        return new errorClass(status, error, message, headers);
      }
      if (status >= 500) {
        return new InternalServerError(status, error, message, headers);
      }
      return new APIError2(status, error, message, headers);
    }
  }
  APIError2._errorName = "APIError";
  return APIError2;
})();
var APIUserAbortError = /* @__PURE__ */ (() => {
  class APIUserAbortError2 extends APIError {
    constructor({ message } = {}) {
      super(void 0, void 0, message || "Request was aborted.", void 0);
    }
  }
  APIUserAbortError2._errorName = "APIUserAbortError";
  return APIUserAbortError2;
})();
var APIConnectionError = /* @__PURE__ */ (() => {
  class APIConnectionError2 extends APIError {
    constructor({ message, cause }) {
      super(void 0, void 0, message || "Connection error.", void 0);
      if (cause)
        this.cause = cause;
    }
  }
  APIConnectionError2._errorName = "APIConnectionError";
  return APIConnectionError2;
})();
var APIConnectionTimeoutError = /* @__PURE__ */ (() => {
  class APIConnectionTimeoutError2 extends APIConnectionError {
    constructor({ message } = {}) {
      super({ message: message ?? "Request timed out." });
    }
  }
  APIConnectionTimeoutError2._errorName = "APIConnectionTimeoutError";
  return APIConnectionTimeoutError2;
})();
var RetryableError = /* @__PURE__ */ (() => {
  class RetryableError2 extends AnthropicError {
    constructor(message, { cause } = {}) {
      super(message ?? "Retryable error.");
      if (cause !== void 0)
        this.cause = cause;
    }
  }
  RetryableError2._errorName = "RetryableError";
  return RetryableError2;
})();
var BadRequestError = /* @__PURE__ */ (() => {
  class BadRequestError2 extends APIError {
  }
  BadRequestError2._errorName = "BadRequestError";
  return BadRequestError2;
})();
var AuthenticationError = /* @__PURE__ */ (() => {
  class AuthenticationError2 extends APIError {
  }
  AuthenticationError2._errorName = "AuthenticationError";
  return AuthenticationError2;
})();
var PaymentRequiredError = /* @__PURE__ */ (() => {
  class PaymentRequiredError2 extends APIError {
  }
  PaymentRequiredError2._errorName = "PaymentRequiredError";
  return PaymentRequiredError2;
})();
var PermissionDeniedError = /* @__PURE__ */ (() => {
  class PermissionDeniedError2 extends APIError {
  }
  PermissionDeniedError2._errorName = "PermissionDeniedError";
  return PermissionDeniedError2;
})();
var NotFoundError = /* @__PURE__ */ (() => {
  class NotFoundError2 extends APIError {
  }
  NotFoundError2._errorName = "NotFoundError";
  return NotFoundError2;
})();
var RequestTimeoutError = /* @__PURE__ */ (() => {
  class RequestTimeoutError2 extends APIError {
  }
  RequestTimeoutError2._errorName = "RequestTimeoutError";
  return RequestTimeoutError2;
})();
var ConflictError = /* @__PURE__ */ (() => {
  class ConflictError2 extends APIError {
  }
  ConflictError2._errorName = "ConflictError";
  return ConflictError2;
})();
var PreconditionFailedError = /* @__PURE__ */ (() => {
  class PreconditionFailedError2 extends APIError {
  }
  PreconditionFailedError2._errorName = "PreconditionFailedError";
  return PreconditionFailedError2;
})();
var ContentTooLargeError = /* @__PURE__ */ (() => {
  class ContentTooLargeError2 extends APIError {
  }
  ContentTooLargeError2._errorName = "ContentTooLargeError";
  return ContentTooLargeError2;
})();
var UnprocessableEntityError = /* @__PURE__ */ (() => {
  class UnprocessableEntityError2 extends APIError {
  }
  UnprocessableEntityError2._errorName = "UnprocessableEntityError";
  return UnprocessableEntityError2;
})();
var RateLimitError = /* @__PURE__ */ (() => {
  class RateLimitError2 extends APIError {
  }
  RateLimitError2._errorName = "RateLimitError";
  return RateLimitError2;
})();
var RequestHeaderFieldsTooLargeError = /* @__PURE__ */ (() => {
  class RequestHeaderFieldsTooLargeError2 extends APIError {
  }
  RequestHeaderFieldsTooLargeError2._errorName = "RequestHeaderFieldsTooLargeError";
  return RequestHeaderFieldsTooLargeError2;
})();
var ClientClosedRequestError = /* @__PURE__ */ (() => {
  class ClientClosedRequestError2 extends APIError {
  }
  ClientClosedRequestError2._errorName = "ClientClosedRequestError";
  return ClientClosedRequestError2;
})();
var InternalServerError = /* @__PURE__ */ (() => {
  class InternalServerError2 extends APIError {
  }
  InternalServerError2._errorName = "InternalServerError";
  return InternalServerError2;
})();
var NotImplementedError = /* @__PURE__ */ (() => {
  class NotImplementedError2 extends InternalServerError {
  }
  NotImplementedError2._errorName = "NotImplementedError";
  return NotImplementedError2;
})();
var ServiceUnavailableError = /* @__PURE__ */ (() => {
  class ServiceUnavailableError2 extends InternalServerError {
  }
  ServiceUnavailableError2._errorName = "ServiceUnavailableError";
  return ServiceUnavailableError2;
})();
var GatewayTimeoutError = /* @__PURE__ */ (() => {
  class GatewayTimeoutError2 extends InternalServerError {
  }
  GatewayTimeoutError2._errorName = "GatewayTimeoutError";
  return GatewayTimeoutError2;
})();
var OverloadedError = /* @__PURE__ */ (() => {
  class OverloadedError2 extends InternalServerError {
  }
  OverloadedError2._errorName = "OverloadedError";
  return OverloadedError2;
})();
var STATUS_ERROR_CLASSES = /* @__PURE__ */ new Map([
  [400, BadRequestError],
  [401, AuthenticationError],
  [402, PaymentRequiredError],
  [403, PermissionDeniedError],
  [404, NotFoundError],
  [408, RequestTimeoutError],
  [409, ConflictError],
  [412, PreconditionFailedError],
  [413, ContentTooLargeError],
  [422, UnprocessableEntityError],
  [429, RateLimitError],
  [431, RequestHeaderFieldsTooLargeError],
  [499, ClientClosedRequestError],
  [501, NotImplementedError],
  [503, ServiceUnavailableError],
  [504, GatewayTimeoutError],
  [529, OverloadedError]
]);

// node_modules/@anthropic-ai/sdk/internal/utils/abort.mjs
function linkAbort(external, controller) {
  if (!external)
    return () => {
    };
  if (external.aborted) {
    controller.abort();
    return () => {
    };
  }
  const onAbort = () => controller.abort();
  external.addEventListener("abort", onAbort);
  return () => external.removeEventListener("abort", onAbort);
}

// node_modules/@anthropic-ai/sdk/internal/utils/async-queue.mjs
var _AsyncQueue_items;
var _AsyncQueue_waiters;
var _AsyncQueue_closed;
var AsyncQueue = /* @__PURE__ */ (() => {
  class AsyncQueue2 {
    constructor() {
      _AsyncQueue_items.set(this, []);
      _AsyncQueue_waiters.set(this, []);
      _AsyncQueue_closed.set(this, false);
    }
    /** Enqueue an item, or hand it directly to a waiting reader. Returns `false` once closed. */
    push(item) {
      if (__classPrivateFieldGet(this, _AsyncQueue_closed, "f"))
        return false;
      const w = __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").shift();
      if (w)
        w({ done: false, value: item });
      else
        __classPrivateFieldGet(this, _AsyncQueue_items, "f").push(item);
      return true;
    }
    /** Mark the queue done. Idempotent; wakes every pending reader with `done: true`. */
    close() {
      if (__classPrivateFieldGet(this, _AsyncQueue_closed, "f"))
        return;
      __classPrivateFieldSet(this, _AsyncQueue_closed, true, "f");
      while (__classPrivateFieldGet(this, _AsyncQueue_waiters, "f").length > 0) {
        const w = __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").shift();
        w({ done: true, value: void 0 });
      }
    }
    /**
     * Resolve with the next item, or `done: true` once the queue is closed and
     * drained. When `signal` is supplied, aborting it resolves a pending read
     * with `done: true` (cancellation is pushed down here rather than handled by
     * an outer `Promise.race`).
     */
    next(signal) {
      if (__classPrivateFieldGet(this, _AsyncQueue_items, "f").length > 0) {
        return Promise.resolve({ done: false, value: __classPrivateFieldGet(this, _AsyncQueue_items, "f").shift() });
      }
      if (__classPrivateFieldGet(this, _AsyncQueue_closed, "f") || signal?.aborted) {
        return Promise.resolve({ done: true, value: void 0 });
      }
      return new Promise((resolve) => {
        const waiter = (r) => {
          signal?.removeEventListener("abort", onAbort);
          resolve(r);
        };
        const onAbort = () => {
          const idx = __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").indexOf(waiter);
          if (idx >= 0)
            __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").splice(idx, 1);
          resolve({ done: true, value: void 0 });
        };
        __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").push(waiter);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    }
    /** Synchronously remove and return the next buffered item, or `undefined` if empty. */
    tryShift() {
      return __classPrivateFieldGet(this, _AsyncQueue_items, "f").shift();
    }
  }
  _AsyncQueue_items = /* @__PURE__ */ new WeakMap(), _AsyncQueue_waiters = /* @__PURE__ */ new WeakMap(), _AsyncQueue_closed = /* @__PURE__ */ new WeakMap();
  return AsyncQueue2;
})();

// node_modules/@anthropic-ai/sdk/lib/tools/ToolError.mjs
var ToolError = /* @__PURE__ */ (() => {
  class ToolError2 extends Error {
    constructor(content) {
      const message = typeof content === "string" ? content : content.map((block) => {
        if (block.type === "text")
          return block.text;
        return `[${block.type}]`;
      }).join(" ");
      super(message);
      this.name = "ToolError";
      this.content = content;
    }
  }
  return ToolError2;
})();

// node_modules/@anthropic-ai/sdk/tools/agent-toolset/sync-interval.mjs
var DEFAULT_MEMORY_SYNC_INTERVAL_MS = 15e3;
var MIN_MEMORY_SYNC_INTERVAL_MS = 5e3;
function checkMemorySyncInterval(ms, option) {
  if (!(ms >= MIN_MEMORY_SYNC_INTERVAL_MS)) {
    throw new AnthropicError(`${option} must be at least ${MIN_MEMORY_SYNC_INTERVAL_MS}ms (got ${ms}); to run without memory sync, pass \`memorySyncIntervalMs: null\` to the worker instead`);
  }
}

// node_modules/@anthropic-ai/sdk/internal/utils/promise.mjs
function promiseWithResolvers() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// node_modules/@anthropic-ai/sdk/internal/utils/values.mjs
var startsWithSchemeRegexp = /^[a-z][a-z0-9+.-]*:/i;
var isAbsoluteURL = (url) => {
  return startsWithSchemeRegexp.test(url);
};
var isArray = (val) => (isArray = Array.isArray, isArray(val));
var isReadonlyArray = isArray;
function maybeObj(x) {
  if (typeof x !== "object") {
    return {};
  }
  return x ?? {};
}
function isEmptyObj(obj) {
  if (!obj)
    return true;
  for (const _k in obj)
    return false;
  return true;
}
function hasOwn(obj, key) {
  return Object.prototype.hasOwnProperty.call(obj, key);
}
function isObj(obj) {
  return obj != null && typeof obj === "object" && !Array.isArray(obj);
}
var validatePositiveInteger = (name, n) => {
  if (typeof n !== "number" || !Number.isInteger(n)) {
    throw new AnthropicError(`${name} must be an integer`);
  }
  if (n < 0) {
    throw new AnthropicError(`${name} must be a positive integer`);
  }
  return n;
};
var CREDENTIAL_OPTIONS = ["apiKey", "authToken", "credentials", "config", "profile"];
var safeJSON = (text) => {
  try {
    return JSON.parse(text);
  } catch (err) {
    return void 0;
  }
};
function checkNever(_value) {
}

// node_modules/@anthropic-ai/sdk/internal/utils/sleep.mjs
var sleep = (ms, signal) => new Promise((resolve) => {
  if (signal?.aborted)
    return resolve();
  const onAbort = () => {
    clearTimeout(timer);
    resolve();
  };
  const timer = setTimeout(() => {
    signal?.removeEventListener("abort", onAbort);
    resolve();
  }, ms);
  signal?.addEventListener("abort", onAbort, { once: true });
});

// node_modules/@anthropic-ai/sdk/version.mjs
var VERSION = "1.15.0";

// node_modules/@anthropic-ai/sdk/internal/detect-platform.mjs
var isRunningInBrowser = () => {
  return (
    // @ts-ignore
    typeof window !== "undefined" && // @ts-ignore
    typeof window.document !== "undefined" && // @ts-ignore
    typeof navigator !== "undefined"
  );
};
function getDetectedPlatform() {
  if (typeof Deno !== "undefined" && Deno.build != null) {
    return "deno";
  }
  if (typeof EdgeRuntime !== "undefined") {
    return "edge";
  }
  if (Object.prototype.toString.call(typeof globalThis.process !== "undefined" ? globalThis.process : 0) === "[object process]") {
    return "node";
  }
  return "unknown";
}
var getPlatformProperties = () => {
  const detectedPlatform = getDetectedPlatform();
  if (detectedPlatform === "deno") {
    return {
      "X-Stainless-Lang": "js",
      "X-Stainless-Package-Version": VERSION,
      "X-Stainless-OS": normalizePlatform(Deno.build.os),
      "X-Stainless-Arch": normalizeArch(Deno.build.arch),
      "X-Stainless-Runtime": "deno",
      "X-Stainless-Runtime-Version": typeof Deno.version === "string" ? Deno.version : Deno.version?.deno ?? "unknown"
    };
  }
  if (typeof EdgeRuntime !== "undefined") {
    return {
      "X-Stainless-Lang": "js",
      "X-Stainless-Package-Version": VERSION,
      "X-Stainless-OS": "Unknown",
      "X-Stainless-Arch": `other:${EdgeRuntime}`,
      "X-Stainless-Runtime": "edge",
      "X-Stainless-Runtime-Version": globalThis.process?.version ?? "unknown"
    };
  }
  if (detectedPlatform === "node") {
    return {
      "X-Stainless-Lang": "js",
      "X-Stainless-Package-Version": VERSION,
      "X-Stainless-OS": normalizePlatform(globalThis.process.platform ?? "unknown"),
      "X-Stainless-Arch": normalizeArch(globalThis.process.arch ?? "unknown"),
      "X-Stainless-Runtime": "node",
      "X-Stainless-Runtime-Version": globalThis.process.version ?? "unknown"
    };
  }
  const browserInfo = getBrowserInfo();
  if (browserInfo) {
    return {
      "X-Stainless-Lang": "js",
      "X-Stainless-Package-Version": VERSION,
      "X-Stainless-OS": "Unknown",
      "X-Stainless-Arch": "unknown",
      "X-Stainless-Runtime": `browser:${browserInfo.browser}`,
      "X-Stainless-Runtime-Version": browserInfo.version
    };
  }
  return {
    "X-Stainless-Lang": "js",
    "X-Stainless-Package-Version": VERSION,
    "X-Stainless-OS": "Unknown",
    "X-Stainless-Arch": "unknown",
    "X-Stainless-Runtime": "unknown",
    "X-Stainless-Runtime-Version": "unknown"
  };
};
function getBrowserInfo() {
  if (typeof navigator === "undefined" || !navigator) {
    return null;
  }
  const browserPatterns = [
    { key: "edge", pattern: /Edge(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "ie", pattern: /MSIE(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "ie", pattern: /Trident(?:.*rv\:(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "chrome", pattern: /Chrome(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "firefox", pattern: /Firefox(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "safari", pattern: /(?:Version\W+(\d+)\.(\d+)(?:\.(\d+))?)?(?:\W+Mobile\S*)?\W+Safari/ }
  ];
  for (const { key, pattern } of browserPatterns) {
    const match = pattern.exec(navigator.userAgent);
    if (match) {
      const major = match[1] || 0;
      const minor = match[2] || 0;
      const patch = match[3] || 0;
      return { browser: key, version: `${major}.${minor}.${patch}` };
    }
  }
  return null;
}
var normalizeArch = (arch) => {
  if (arch === "x32")
    return "x32";
  if (arch === "x86_64" || arch === "x64")
    return "x64";
  if (arch === "arm")
    return "arm";
  if (arch === "aarch64" || arch === "arm64")
    return "arm64";
  if (arch)
    return `other:${arch}`;
  return "unknown";
};
var normalizePlatform = (platform) => {
  platform = platform.toLowerCase();
  if (platform.includes("ios"))
    return "iOS";
  if (platform === "android")
    return "Android";
  if (platform === "darwin")
    return "MacOS";
  if (platform === "win32")
    return "Windows";
  if (platform === "freebsd")
    return "FreeBSD";
  if (platform === "openbsd")
    return "OpenBSD";
  if (platform === "linux")
    return "Linux";
  if (platform)
    return `Other:${platform}`;
  return "Unknown";
};
var _platformHeaders;
var getPlatformHeaders = () => {
  return _platformHeaders ?? (_platformHeaders = getPlatformProperties());
};

// node_modules/@anthropic-ai/sdk/internal/request-signal.mjs
var cleanups = /* @__PURE__ */ new WeakMap();
var registry = typeof globalThis.FinalizationRegistry === "function" ? new globalThis.FinalizationRegistry((controller) => releaseRequestSignal(controller)) : null;
function makeCleanup(signal, listener) {
  return () => signal.removeEventListener("abort", listener);
}
function registerRequestSignalCleanup(controller, signal, listener) {
  cleanups.set(controller, makeCleanup(signal, listener));
}
function armAbandonmentBackstop(body, controller) {
  if (cleanups.has(controller))
    registry?.register(body, controller, controller);
}
function releaseRequestSignal(controller) {
  const cleanup = cleanups.get(controller);
  if (cleanup) {
    cleanups.delete(controller);
    registry?.unregister(controller);
    cleanup();
  }
}

// node_modules/@anthropic-ai/sdk/internal/shims.mjs
function getDefaultFetch() {
  if (typeof fetch !== "undefined") {
    return fetch;
  }
  throw new Error("`fetch` is not defined as a global; Either pass `fetch` to the client, `new Anthropic({ fetch })` or polyfill the global, `globalThis.fetch = fetch`");
}
function makeReadableStream(...args) {
  const ReadableStream = globalThis.ReadableStream;
  if (typeof ReadableStream === "undefined") {
    throw new Error("`ReadableStream` is not defined as a global; You will need to polyfill it, `globalThis.ReadableStream = ReadableStream`");
  }
  return new ReadableStream(...args);
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
async function CancelReadableStream(stream) {
  if (stream === null || typeof stream !== "object")
    return;
  if (stream[Symbol.asyncIterator]) {
    await stream[Symbol.asyncIterator]().return?.();
    return;
  }
  const reader = stream.getReader();
  const cancelPromise = reader.cancel();
  reader.releaseLock();
  await cancelPromise;
}

// node_modules/@anthropic-ai/sdk/internal/request-options.mjs
var FallbackEncoder = ({ headers, body }) => {
  return {
    bodyHeaders: {
      "content-type": "application/json"
    },
    body: JSON.stringify(body)
  };
};

// node_modules/@anthropic-ai/sdk/internal/utils/bytes.mjs
function concatBytes(buffers) {
  let length = 0;
  for (const buffer of buffers) {
    length += buffer.length;
  }
  const output = new Uint8Array(length);
  let index = 0;
  for (const buffer of buffers) {
    output.set(buffer, index);
    index += buffer.length;
  }
  return output;
}
var encodeUTF8_;
function encodeUTF8(str) {
  let encoder;
  return (encodeUTF8_ ?? (encoder = new globalThis.TextEncoder(), encodeUTF8_ = encoder.encode.bind(encoder)))(str);
}
var decodeUTF8_;
function decodeUTF8(bytes) {
  let decoder;
  return (decodeUTF8_ ?? (decoder = new globalThis.TextDecoder(), decodeUTF8_ = decoder.decode.bind(decoder)))(bytes);
}

// node_modules/@anthropic-ai/sdk/internal/decoders/line.mjs
var _LineDecoder_buffer;
var _LineDecoder_carriageReturnIndex;
var LineDecoder = /* @__PURE__ */ (() => {
  class LineDecoder2 {
    constructor() {
      _LineDecoder_buffer.set(this, void 0);
      _LineDecoder_carriageReturnIndex.set(this, void 0);
      __classPrivateFieldSet(this, _LineDecoder_buffer, new Uint8Array(), "f");
      __classPrivateFieldSet(this, _LineDecoder_carriageReturnIndex, null, "f");
    }
    decode(chunk) {
      if (chunk == null) {
        return [];
      }
      const binaryChunk = chunk instanceof ArrayBuffer ? new Uint8Array(chunk) : typeof chunk === "string" ? encodeUTF8(chunk) : chunk;
      __classPrivateFieldSet(this, _LineDecoder_buffer, concatBytes([__classPrivateFieldGet(this, _LineDecoder_buffer, "f"), binaryChunk]), "f");
      const lines = [];
      let patternIndex;
      while ((patternIndex = findNewlineIndex(__classPrivateFieldGet(this, _LineDecoder_buffer, "f"), __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f"))) != null) {
        if (patternIndex.carriage && __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") == null) {
          __classPrivateFieldSet(this, _LineDecoder_carriageReturnIndex, patternIndex.index, "f");
          continue;
        }
        if (__classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") != null && (patternIndex.index !== __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") + 1 || patternIndex.carriage)) {
          lines.push(decodeUTF8(__classPrivateFieldGet(this, _LineDecoder_buffer, "f").subarray(0, __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") - 1)));
          __classPrivateFieldSet(this, _LineDecoder_buffer, __classPrivateFieldGet(this, _LineDecoder_buffer, "f").subarray(__classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f")), "f");
          __classPrivateFieldSet(this, _LineDecoder_carriageReturnIndex, null, "f");
          continue;
        }
        const endIndex = __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") !== null ? patternIndex.preceding - 1 : patternIndex.preceding;
        const line = decodeUTF8(__classPrivateFieldGet(this, _LineDecoder_buffer, "f").subarray(0, endIndex));
        lines.push(line);
        __classPrivateFieldSet(this, _LineDecoder_buffer, __classPrivateFieldGet(this, _LineDecoder_buffer, "f").subarray(patternIndex.index), "f");
        __classPrivateFieldSet(this, _LineDecoder_carriageReturnIndex, null, "f");
      }
      return lines;
    }
    flush() {
      if (!__classPrivateFieldGet(this, _LineDecoder_buffer, "f").length) {
        return [];
      }
      return this.decode("\n");
    }
  }
  _LineDecoder_buffer = /* @__PURE__ */ new WeakMap(), _LineDecoder_carriageReturnIndex = /* @__PURE__ */ new WeakMap();
  LineDecoder2.NEWLINE_CHARS = /* @__PURE__ */ new Set(["\n", "\r"]);
  LineDecoder2.NEWLINE_REGEXP = /\r\n|[\n\r]/g;
  return LineDecoder2;
})();
function findNewlineIndex(buffer, startIndex) {
  const newline = 10;
  const carriage = 13;
  for (let i = startIndex ?? 0; i < buffer.length; i++) {
    if (buffer[i] === newline) {
      return { preceding: i, index: i + 1, carriage: false };
    }
    if (buffer[i] === carriage) {
      return { preceding: i, index: i + 1, carriage: true };
    }
  }
  return null;
}

// node_modules/@anthropic-ai/sdk/internal/utils/env.mjs
var readEnv = (env) => {
  if (typeof globalThis.process !== "undefined") {
    return globalThis.process.env?.[env]?.trim() || void 0;
  }
  if (typeof globalThis.Deno !== "undefined") {
    return globalThis.Deno.env?.get?.(env)?.trim() || void 0;
  }
  return void 0;
};

// node_modules/@anthropic-ai/sdk/internal/utils/log.mjs
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
function debugLogRequestDetails(logger, message, details) {
  if (logger.debug === noop) {
    return;
  }
  logger.debug(message, formatRequestDetails(details));
}
var formatRequestDetails = (details) => {
  if (details.options) {
    details.options = { ...details.options };
    delete details.options["headers"];
    delete details.options["__span"];
  }
  if (details.headers) {
    details.headers = Object.fromEntries((details.headers instanceof Headers ? [...details.headers] : Object.entries(details.headers)).map(([name, value]) => [
      name,
      name.toLowerCase() === "authorization" || name.toLowerCase() === "proxy-authorization" || name.toLowerCase() === "api-key" || name.toLowerCase() === "x-api-key" || name.toLowerCase() === "x-amz-security-token" || name.toLowerCase() === "cookie" || name.toLowerCase() === "set-cookie" ? "***" : value
    ]));
  }
  if ("retryOfRequestLogID" in details) {
    if (details.retryOfRequestLogID) {
      details.retryOf = details.retryOfRequestLogID;
    }
    delete details.retryOfRequestLogID;
  }
  return details;
};

// node_modules/@anthropic-ai/sdk/core/streaming.mjs
var _Stream_client;
var Stream = /* @__PURE__ */ (() => {
  class Stream2 {
    constructor(iterator, controller, client) {
      this.iterator = iterator;
      _Stream_client.set(this, void 0);
      this.controller = controller;
      __classPrivateFieldSet(this, _Stream_client, client, "f");
    }
    /**
     * Iterate the raw Server-Sent Events from `response` — `{event, data, raw}`
     * objects, before any JSON parsing or event-name filtering.
     *
     * This reads `response.body` directly (not a clone), so the response is
     * consumed. Use this in middleware that fully replaces the stream body; for
     * read-only observation of parsed events, use `ctx.parse()` instead.
     */
    static rawEvents(response, controller = new AbortController()) {
      return _iterSSEMessages(response, controller);
    }
    static fromSSEResponse(response, controller, client) {
      let consumed = false;
      const logger = client ? loggerFor(client) : console;
      async function* iterator() {
        if (consumed) {
          throw new AnthropicError("Cannot iterate over a consumed stream, use `.tee()` to split the stream.");
        }
        consumed = true;
        let done = false;
        try {
          for await (const sse of _iterSSEMessages(response, controller)) {
            if (sse.event === "ping") {
              continue;
            }
            if (sse.event === null) {
              continue;
            }
            if (sse.event === "error") {
              const body = safeJSON(sse.data) ?? sse.data;
              const type = body?.error?.type;
              throw new APIError(void 0, body, void 0, response.headers, type);
            } else {
              if (!sse.data)
                continue;
              try {
                yield JSON.parse(sse.data);
              } catch (e) {
                logger.error(`Could not parse message into JSON:`, sse.data);
                logger.error(`From chunk:`, sse.raw);
                throw e;
              }
            }
          }
          done = true;
        } catch (e) {
          if (isAbortError(e))
            return;
          throw e;
        } finally {
          if (!done)
            controller.abort();
          releaseRequestSignal(controller);
        }
      }
      return new Stream2(iterator, controller, client);
    }
    /**
     * Generates a Stream from a newline-separated ReadableStream
     * where each item is a JSON value.
     */
    static fromReadableStream(readableStream, controller, client) {
      let consumed = false;
      async function* iterLines() {
        const lineDecoder = new LineDecoder();
        const iter = ReadableStreamToAsyncIterable(readableStream);
        for await (const chunk of iter) {
          for (const line of lineDecoder.decode(chunk)) {
            yield line;
          }
        }
        for (const line of lineDecoder.flush()) {
          yield line;
        }
      }
      async function* iterator() {
        if (consumed) {
          throw new AnthropicError("Cannot iterate over a consumed stream, use `.tee()` to split the stream.");
        }
        consumed = true;
        let done = false;
        try {
          for await (const line of iterLines()) {
            if (done)
              continue;
            if (line)
              yield JSON.parse(line);
          }
          done = true;
        } catch (e) {
          if (isAbortError(e))
            return;
          throw e;
        } finally {
          if (!done)
            controller.abort();
          releaseRequestSignal(controller);
        }
      }
      return new Stream2(iterator, controller, client);
    }
    [(_Stream_client = /* @__PURE__ */ new WeakMap(), Symbol.asyncIterator)]() {
      return this.iterator();
    }
    /**
     * Splits the stream into two streams which can be
     * independently read from at different speeds.
     */
    tee() {
      const left = [];
      const right = [];
      const iterator = this[Symbol.asyncIterator]();
      const teeIterator = (queue) => {
        return {
          next: () => {
            if (queue.length === 0) {
              const result = iterator.next();
              left.push(result);
              right.push(result);
            }
            return queue.shift();
          }
        };
      };
      return [
        new Stream2(() => teeIterator(left), this.controller, __classPrivateFieldGet(this, _Stream_client, "f")),
        new Stream2(() => teeIterator(right), this.controller, __classPrivateFieldGet(this, _Stream_client, "f"))
      ];
    }
    /**
     * Converts this stream to a newline-separated ReadableStream of
     * JSON stringified values in the stream
     * which can be turned back into a Stream with `Stream.fromReadableStream()`.
     */
    toReadableStream() {
      const self = this;
      let iter;
      return makeReadableStream({
        async start() {
          iter = self[Symbol.asyncIterator]();
        },
        async pull(ctrl) {
          try {
            const { value, done } = await iter.next();
            if (done)
              return ctrl.close();
            const bytes = encodeUTF8(JSON.stringify(value) + "\n");
            ctrl.enqueue(bytes);
          } catch (err) {
            ctrl.error(err);
          }
        },
        async cancel() {
          await iter.return?.();
        }
      });
    }
  }
  return Stream2;
})();
async function* _iterSSEMessages(response, controller) {
  if (!response.body) {
    controller.abort();
    if (typeof globalThis.navigator !== "undefined" && globalThis.navigator.product === "ReactNative") {
      throw new AnthropicError(`The default react-native fetch implementation does not support streaming. Please use expo/fetch: https://docs.expo.dev/versions/latest/sdk/expo/#expofetch-api`);
    }
    throw new AnthropicError(`Attempted to iterate over a response with no body`);
  }
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let text = "";
  let endsWithCR = false;
  let event = null;
  let data = [];
  let raw = [];
  const takeLine = (line) => {
    if (line.charCodeAt(0) === 65279)
      line = line.slice(1);
    if (!line) {
      if (!event && !data.length)
        return null;
      const sse = { event, data: data.join("\n"), raw };
      event = null;
      data = [];
      raw = [];
      return sse;
    }
    raw.push(line);
    const colon = line.indexOf(":");
    if (colon === 0)
      return null;
    const fieldname = colon === -1 ? line : line.slice(0, colon);
    if (fieldname !== "event" && fieldname !== "data")
      return null;
    const value = colon === -1 ? "" : line.slice(line.charCodeAt(colon + 1) === 32 ? colon + 2 : colon + 1);
    if (fieldname === "event")
      event = value;
    else
      data.push(value);
    return null;
  };
  for await (const chunk of ReadableStreamToAsyncIterable(response.body)) {
    if (chunk == null)
      continue;
    const decoded = decoder.decode(typeof chunk === "string" ? encodeUTF8(chunk) : chunk, { stream: true });
    text += decoded;
    if (!endsWithCR && !decoded.includes("\n") && !decoded.includes("\r"))
      continue;
    let start = 0;
    if (!text.includes("\r")) {
      let end;
      while ((end = text.indexOf("\n", start)) !== -1) {
        const sse = takeLine(text.slice(start, end));
        start = end + 1;
        if (sse)
          yield sse;
      }
    } else {
      for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char !== "\n" && char !== "\r")
          continue;
        if (char === "\r" && i + 1 === text.length)
          break;
        const sse = takeLine(text.slice(start, i));
        if (char === "\r" && text[i + 1] === "\n")
          i++;
        start = i + 1;
        if (sse)
          yield sse;
      }
    }
    text = text.slice(start);
    endsWithCR = text.endsWith("\r");
  }
  text += decoder.decode();
  if (text) {
    for (const line of text.replace(/\r$/, "").split(/\r\n|[\n\r]/)) {
      const sse = takeLine(line);
      if (sse)
        yield sse;
    }
  }
}

// node_modules/@anthropic-ai/sdk/internal/headers.mjs
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

// node_modules/@anthropic-ai/sdk/internal/tracing.mjs
var INSTRUMENTATION_SCOPE = "com.anthropic.sdk.typescript";
var ATTR_ERROR_TYPE = "error.type";
var ATTR_GEN_AI_CONVERSATION_ID = "gen_ai.conversation.id";
var ATTR_GEN_AI_PROVIDER_NAME = "gen_ai.provider.name";
var ATTR_HTTP_REQUEST_METHOD = "http.request.method";
var ATTR_HTTP_REQUEST_RESEND_COUNT = "http.request.resend_count";
var ATTR_HTTP_RESPONSE_STATUS_CODE = "http.response.status_code";
var ATTR_HTTP_ROUTE = "http.route";
var ATTR_SERVER_ADDRESS = "server.address";
var ATTR_SERVER_PORT = "server.port";
var ATTR_URL_FULL = "url.full";
var ATTR_URL_PATH = "url.path";
var ATTR_URL_QUERY = "url.query";
var ATTR_URL_SCHEME = "url.scheme";
var ATTR_ANTHROPIC_SESSION_THREAD_ID = "anthropic.session.thread.id";
var DEFAULT_MAX_CONTENT_BYTES = 75e4;
function resolveOpenTelemetryOptions(option) {
  const { tracerProvider, propagation: propagation2, traces } = option === false ? { traces: false } : option ?? optionFromEnv();
  const { enabled, contentMode, maxContentBytes } = typeof traces === "boolean" ? { enabled: traces } : traces ?? {};
  return Object.freeze({
    tracerProvider,
    propagation: propagation2 ?? true,
    traces: Object.freeze({
      enabled: enabled ?? true,
      contentMode: contentMode === "content" ? "content" : "metadata_only",
      maxContentBytes: maxContentBytes !== void 0 && Number.isInteger(maxContentBytes) && maxContentBytes >= 1 ? maxContentBytes : DEFAULT_MAX_CONTENT_BYTES
    })
  });
}
function optionFromEnv() {
  return {
    propagation: readEnv("ANTHROPIC_OPEN_TELEMETRY_PROPAGATION")?.toLowerCase() !== "false",
    traces: {
      enabled: readEnv("ANTHROPIC_OPEN_TELEMETRY")?.toLowerCase() !== "false",
      contentMode: readEnv("ANTHROPIC_OPEN_TELEMETRY_TRACES_CONTENT_MODE")?.toLowerCase() === "content" ? "content" : "metadata_only",
      // The variable holds decimal digits only: `1e3` and `0x10` are not sizes.
      maxContentBytes: Number(/^\d+$/.exec(readEnv("ANTHROPIC_OPEN_TELEMETRY_TRACES_MAX_CONTENT_BYTES") ?? "")?.[0] ?? NaN)
    }
  };
}
function getTracer(option, version, platform) {
  if (!option.traces.enabled) {
    return void 0;
  }
  const scope = platform !== void 0 ? `${INSTRUMENTATION_SCOPE}.${platform}` : INSTRUMENTATION_SCOPE;
  return (option.tracerProvider ?? trace.getTracerProvider()).getTracer(scope, version);
}
function guardTracing(client, step) {
  try {
    return step();
  } catch (problem) {
    if (client) {
      loggerFor(client).debug("could not record telemetry", problem);
    }
    return void 0;
  }
}
function startApiCallSpan(client, name, options, settings) {
  if (options?.__span) {
    return options.__span;
  }
  const tracer = client._tracer;
  if (!tracer) {
    return void 0;
  }
  return guardTracing(client, () => {
    const startTime = Date.now();
    const threadID = settings?.attributes?.[ATTR_ANTHROPIC_SESSION_THREAD_ID];
    const conversationId = options?.openTelemetry?.conversationId ?? (typeof threadID === "string" ? threadID : void 0);
    const span = tracer.startSpan(name, {
      kind: SpanKind.CLIENT,
      // On the span from its start, with what the method gives, for a sampler to decide on.
      attributes: {
        [ATTR_GEN_AI_PROVIDER_NAME]: client._genAIProviderName,
        ...serverAttributes(client.baseURL),
        ...conversationId != null ? { [ATTR_GEN_AI_CONVERSATION_ID]: conversationId } : void 0,
        ...settings?.route != null ? { [ATTR_HTTP_ROUTE]: settings.route } : void 0,
        ...requestAttributes(client, name, settings?.request),
        ...settings?.attributes
      }
    });
    if (!span.isRecording() && !(client.openTelemetry.propagation ? Object.keys(injectContext(span)).length > 0 : trace.isSpanContextValid(span.spanContext()))) {
      return void 0;
    }
    const { request: _, ...kept } = settings ?? {};
    return { ...kept, span, name, startTime };
  });
}
function setCreatedIDAttribute(call, data) {
  if (call.createdIDAttribute === void 0 || typeof data !== "object" || data === null) {
    return;
  }
  const id = data[call.createdIDField ?? "id"];
  if (typeof id === "string") {
    call.span.setAttribute(call.createdIDAttribute, id);
  }
}
var SPAN_ATTRIBUTES = {
  "anthropic.messages.create": {
    constants: { "gen_ai.operation.name": "chat" },
    request: [
      ["gen_ai.request.model", ["model"], "string"],
      ["gen_ai.request.max_tokens", ["max_tokens"], "integer"],
      ["gen_ai.request.reasoning.level", ["output_config", "effort"], "string"],
      ["anthropic.request.service_tier", ["service_tier"], "string"],
      ["anthropic.thinking.type", ["thinking", "type"], "string"],
      ["anthropic.thinking.budget_tokens", ["thinking", "budget_tokens"], "integer"]
    ],
    requestHeaders: [["anthropic.beta", "anthropic-beta", { array: "string" }]],
    stream: "gen_ai.request.stream",
    response: [
      ["gen_ai.response.id", ["id"], "string"],
      ["gen_ai.response.model", ["model"], "string"],
      ["gen_ai.usage.cache_write.input_tokens", ["usage", "cache_creation_input_tokens"], "integer"],
      ["gen_ai.usage.cache_read.input_tokens", ["usage", "cache_read_input_tokens"], "integer"],
      [
        "anthropic.usage.cache_creation.ephemeral_5m_input_tokens",
        ["usage", "cache_creation", "ephemeral_5m_input_tokens"],
        "integer"
      ],
      [
        "anthropic.usage.cache_creation.ephemeral_1h_input_tokens",
        ["usage", "cache_creation", "ephemeral_1h_input_tokens"],
        "integer"
      ],
      ["anthropic.response.service_tier", ["usage", "service_tier"], "string"],
      ["gen_ai.usage.output_tokens", ["usage", "output_tokens"], "integer"],
      [
        "gen_ai.usage.reasoning.output_tokens",
        ["usage", "output_tokens_details", "thinking_tokens"],
        "integer"
      ],
      ["anthropic.message.stop_reason", ["stop_reason"], "string"]
    ]
  },
  "anthropic.messages.count_tokens": {
    request: [["gen_ai.request.model", ["model"], "string"]],
    response: [["anthropic.message.count_tokens.input_tokens", ["input_tokens"], "integer"]]
  },
  "anthropic.sessions.create": {
    request: [["anthropic.session.environment.id", ["environment_id"], "string"]],
    response: [
      ["gen_ai.agent.name", ["agent", "name"], "string"],
      ["gen_ai.request.model", ["agent", "model", "id"], "string"]
    ]
  }
};
function requestAttributes(client, name, request) {
  const table = SPAN_ATTRIBUTES[name];
  if (!table) {
    return {};
  }
  const attributes = { ...table.constants };
  for (const [attribute, path2, type] of table.request ?? []) {
    const value = guardTracing(client, () => attributeValue(dig(request?.body, path2), type));
    if (value !== void 0) {
      attributes[attribute] = value;
    }
  }
  const { requestHeaders } = table;
  if (requestHeaders) {
    guardTracing(client, () => {
      const headers = buildHeaders([client["_options"].defaultHeaders, request?.headers]).values;
      for (const [attribute, header, type] of requestHeaders) {
        const value = headerValue(headers.get(header), type);
        if (value !== void 0) {
          attributes[attribute] = value;
        }
      }
    });
  }
  if (table.stream !== void 0 && request?.stream) {
    attributes[table.stream] = true;
  }
  return attributes;
}
function setResponseAttributes(span, name, data) {
  for (const [attribute, path2, type] of SPAN_ATTRIBUTES[name]?.response ?? []) {
    try {
      const value = attributeValue(dig(data, path2), type);
      if (value !== void 0) {
        span.setAttribute(attribute, value);
      }
    } catch {
    }
  }
}
function dig(data, path2) {
  let value = data;
  for (const name of path2) {
    if (typeof value !== "object" || value === null) {
      return void 0;
    }
    value = value[name];
  }
  return value;
}
function attributeValue(value, type) {
  if (typeof type === "object") {
    return Array.isArray(value) && value.every((item) => attributeValue(item, type.array) !== void 0) ? [...value] : void 0;
  }
  switch (typeof value) {
    case "string":
      return type === "string" || type === "unknown" ? value : void 0;
    case "boolean":
      return type === "boolean" || type === "unknown" ? value : void 0;
    case "number":
      return type === "integer" || type === "number" || type === "unknown" ? value : void 0;
    default:
      return void 0;
  }
}
function headerValue(value, type) {
  const items = (value ?? "").split(",").map((item) => item.trim()).filter(Boolean);
  if (value == null || items.length === 0) {
    return void 0;
  }
  return typeof type === "object" ? items : value;
}
function serverAttributes(url) {
  try {
    const { hostname, port, protocol } = new URL(url);
    return {
      // `URL.hostname` keeps an IPv6 literal's brackets, which delimit it in a URL;
      // `server.address` is the bare address.
      [ATTR_SERVER_ADDRESS]: hostname.replace(/^\[(.*)\]$/, "$1"),
      [ATTR_SERVER_PORT]: port ? Number(port) : protocol === "http:" ? 80 : 443
    };
  } catch {
    return {};
  }
}
function recordAttempt(call, method, url, recordsContent = false) {
  call.attempts = (call.attempts ?? 0) + 1;
  if (call.attempts > 1) {
    call.span.setAttribute(ATTR_HTTP_REQUEST_RESEND_COUNT, call.attempts - 1);
    return;
  }
  call.span.setAttribute(ATTR_HTTP_REQUEST_METHOD, method);
  try {
    const { protocol, host, pathname, search } = new URL(url);
    const query = definedQuery(search.slice(1), call.queryParams, call.contentQueryParams);
    call.span.setAttributes({
      [ATTR_URL_SCHEME]: protocol.slice(0, -1),
      [ATTR_URL_PATH]: pathname
    });
    if (query?.content && !recordsContent) {
      return;
    }
    call.span.setAttributes({
      ...query !== void 0 ? { [ATTR_URL_QUERY]: query.value } : void 0,
      // With the recorded query, not the one sent.
      [ATTR_URL_FULL]: `${protocol}//${host}${pathname}${query !== void 0 ? `?${query.value}` : ""}`
    });
  } catch {
  }
}
var CONTENT_QUERY_PARAMS = ["email", "path_prefix", "expected_content_sha256"];
function definedQuery(query, defined, contentParams) {
  if (!query || !defined?.length) {
    return void 0;
  }
  let content = false;
  const parts = query.split("&").filter((part) => {
    try {
      const name = decodeURIComponent(part.split("=", 1)[0]);
      const param = defined.includes(name) || !name.endsWith("[]") ? name : name.slice(0, -2);
      if (!defined.includes(param)) {
        return false;
      }
      content || (content = CONTENT_QUERY_PARAMS.includes(param) || !!contentParams?.includes(param));
      return true;
    } catch {
      return false;
    }
  });
  return parts.length ? { value: parts.join("&"), content } : void 0;
}
function injectTraceHeaders(span, headers) {
  const values = buildHeaders([headers]).values;
  for (const [key, value] of Object.entries(injectContext(span))) {
    values.set(key, value);
  }
  return values;
}
function endApiCallSpan(span, result) {
  if (!span.isRecording()) {
    return;
  }
  try {
    setResponseStatusCode(span, result);
    setResponseHeaderAttributes(span, result.response ?? (result.status === "error" && result.error instanceof APIError ? result.error : void 0));
    switch (result.status) {
      case "success":
        if (result.options.__span) {
          setResponseAttributes(span, result.options.__span.name, result.data);
        }
        span.setStatus({ code: SpanStatusCode.OK });
        break;
      case "error":
        setErrorStatus(span, result.error);
        break;
    }
  } finally {
    span.end();
  }
}
function observeStream(stream, signal, observer) {
  const iterate = stream[Symbol.asyncIterator];
  let ended = false;
  const end = (how) => {
    if (ended)
      return;
    ended = true;
    signal.removeEventListener("abort", cancel);
    try {
      observer.onEnd(how);
    } catch {
    }
  };
  const cancel = () => end({ reason: "canceled" });
  if (signal.aborted)
    return cancel();
  signal.addEventListener("abort", cancel, { once: true });
  let observed = false;
  stream[Symbol.asyncIterator] = function() {
    const source = iterate.call(this);
    if (observed)
      return source;
    observed = true;
    signal.removeEventListener("abort", cancel);
    const iterator = {
      async next() {
        let result;
        try {
          result = await source.next();
        } catch (error) {
          end({ reason: "failed", error });
          throw error;
        }
        if (result.done) {
          end({ reason: signal.aborted ? "canceled" : "completed" });
        } else if (!ended) {
          try {
            observer.onItem?.(result.value);
          } catch {
          }
        }
        return result;
      },
      async return(value) {
        cancel();
        return await source.return?.(value) ?? { done: true, value };
      },
      async throw(error) {
        cancel();
        if (source.throw)
          return source.throw(error);
        throw error;
      },
      [Symbol.asyncIterator]: () => iterator
    };
    return iterator;
  };
}
function endApiCallSpanWhenStreamEnds(span, stream, props) {
  if (!span.isRecording())
    return;
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, props.response.status);
  setResponseHeaderAttributes(span, props.response);
  const isSSE = stream instanceof Stream;
  observeStream(stream, props.controller.signal, {
    onEnd(end) {
      if (end.reason === "failed")
        setErrorStatus(span, end.error);
      else if (end.reason === "completed" && !isSSE) {
        span.setStatus({ code: SpanStatusCode.OK });
      }
      span.end();
    }
  });
}
function setResponseStatusCode(span, result) {
  const status = result.response?.status ?? (result.status === "error" && result.error instanceof APIError ? result.error.status : void 0);
  if (status !== void 0) {
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
  }
}
var RESPONSE_HEADER_ATTRIBUTES = [
  ["anthropic.request.id", "request-id"],
  ["anthropic.organization.id", "anthropic-organization-id"],
  ["anthropic.workspace.id", "anthropic-workspace-id"]
];
function setResponseHeaderAttributes(span, response) {
  let headers;
  try {
    headers = response?.headers;
  } catch {
    return;
  }
  for (const [attribute, header] of RESPONSE_HEADER_ATTRIBUTES) {
    try {
      const value = headers?.get(header);
      if (value) {
        span.setAttribute(attribute, value);
      }
    } catch {
    }
  }
}
function setErrorStatus(span, error, type) {
  if (error instanceof APIUserAbortError || isAbortError(error)) {
    return;
  }
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute(ATTR_ERROR_TYPE, type ?? errorType(error));
}
function injectContext(span) {
  const carrier = {};
  propagation.inject(trace.setSpan(context.active(), span), carrier);
  return carrier;
}
function errorType(error) {
  if (error instanceof APIConnectionTimeoutError) {
    return "client_timeout_error";
  }
  if (error instanceof APIConnectionError) {
    return "connection_error";
  }
  if (error instanceof APIError) {
    if (error.type) {
      return error.type;
    }
    if (error.status !== void 0) {
      return String(error.status);
    }
  }
  return "client_error";
}

// node_modules/@anthropic-ai/sdk/internal/qs/formats.mjs
var default_format = "RFC3986";
var default_formatter = (v) => String(v);
var formatters = {
  RFC1738: (v) => String(v).replace(/%20/g, "+"),
  RFC3986: default_formatter
};
var RFC1738 = "RFC1738";

// node_modules/@anthropic-ai/sdk/internal/qs/utils.mjs
var has = (obj, key) => (has = Object.hasOwn ?? Function.prototype.call.bind(Object.prototype.hasOwnProperty), has(obj, key));
var hex_table = /* @__PURE__ */ (() => {
  const array = [];
  for (let i = 0; i < 256; ++i) {
    array.push("%" + ((i < 16 ? "0" : "") + i.toString(16)).toUpperCase());
  }
  return array;
})();
var limit = 1024;
var encode = (str, _defaultEncoder, charset, _kind, format) => {
  if (str.length === 0) {
    return str;
  }
  let string = str;
  if (typeof str === "symbol") {
    string = Symbol.prototype.toString.call(str);
  } else if (typeof str !== "string") {
    string = String(str);
  }
  if (charset === "iso-8859-1") {
    return escape(string).replace(/%u[0-9a-f]{4}/gi, function($0) {
      return "%26%23" + parseInt($0.slice(2), 16) + "%3B";
    });
  }
  let out = "";
  for (let j = 0; j < string.length; j += limit) {
    const segment = string.length >= limit ? string.slice(j, j + limit) : string;
    const arr = [];
    for (let i = 0; i < segment.length; ++i) {
      let c = segment.charCodeAt(i);
      if (c === 45 || // -
      c === 46 || // .
      c === 95 || // _
      c === 126 || // ~
      c >= 48 && c <= 57 || // 0-9
      c >= 65 && c <= 90 || // a-z
      c >= 97 && c <= 122 || // A-Z
      format === RFC1738 && (c === 40 || c === 41)) {
        arr[arr.length] = segment.charAt(i);
        continue;
      }
      if (c < 128) {
        arr[arr.length] = hex_table[c];
        continue;
      }
      if (c < 2048) {
        arr[arr.length] = hex_table[192 | c >> 6] + hex_table[128 | c & 63];
        continue;
      }
      if (c < 55296 || c >= 57344) {
        arr[arr.length] = hex_table[224 | c >> 12] + hex_table[128 | c >> 6 & 63] + hex_table[128 | c & 63];
        continue;
      }
      i += 1;
      c = 65536 + ((c & 1023) << 10 | segment.charCodeAt(i) & 1023);
      arr[arr.length] = hex_table[240 | c >> 18] + hex_table[128 | c >> 12 & 63] + hex_table[128 | c >> 6 & 63] + hex_table[128 | c & 63];
    }
    out += arr.join("");
  }
  return out;
};
function is_buffer(obj) {
  if (!obj || typeof obj !== "object") {
    return false;
  }
  return !!(obj.constructor && obj.constructor.isBuffer && obj.constructor.isBuffer(obj));
}
function maybe_map(val, fn) {
  if (isArray(val)) {
    const mapped = [];
    for (let i = 0; i < val.length; i += 1) {
      mapped.push(fn(val[i]));
    }
    return mapped;
  }
  return fn(val);
}

// node_modules/@anthropic-ai/sdk/internal/qs/stringify.mjs
var array_prefix_generators = {
  brackets(prefix) {
    return String(prefix) + "[]";
  },
  comma: "comma",
  indices(prefix, key) {
    return String(prefix) + "[" + key + "]";
  },
  repeat(prefix) {
    return String(prefix);
  }
};
var push_to_array = function(arr, value_or_array) {
  Array.prototype.push.apply(arr, isArray(value_or_array) ? value_or_array : [value_or_array]);
};
var toISOString;
var defaults = {
  addQueryPrefix: false,
  allowDots: false,
  allowEmptyArrays: false,
  arrayFormat: "indices",
  charset: "utf-8",
  charsetSentinel: false,
  delimiter: "&",
  encode: true,
  encodeDotInKeys: false,
  encoder: encode,
  encodeValuesOnly: false,
  format: default_format,
  formatter: default_formatter,
  /** @deprecated */
  indices: false,
  serializeDate(date) {
    return (toISOString ?? (toISOString = Function.prototype.call.bind(Date.prototype.toISOString)))(date);
  },
  skipNulls: false,
  strictNullHandling: false
};
function is_non_nullish_primitive(v) {
  return typeof v === "string" || typeof v === "number" || typeof v === "boolean" || typeof v === "symbol" || typeof v === "bigint";
}
var sentinel = {};
function inner_stringify(object, prefix, generateArrayPrefix, commaRoundTrip, allowEmptyArrays, strictNullHandling, skipNulls, encodeDotInKeys, encoder, filter, sort, allowDots, serializeDate, format, formatter, encodeValuesOnly, charset, sideChannel) {
  let obj = object;
  let tmp_sc = sideChannel;
  let step = 0;
  let find_flag = false;
  while ((tmp_sc = tmp_sc.get(sentinel)) !== void 0 && !find_flag) {
    const pos = tmp_sc.get(object);
    step += 1;
    if (typeof pos !== "undefined") {
      if (pos === step) {
        throw new RangeError("Cyclic object value");
      } else {
        find_flag = true;
      }
    }
    if (typeof tmp_sc.get(sentinel) === "undefined") {
      step = 0;
    }
  }
  if (typeof filter === "function") {
    obj = filter(prefix, obj);
  } else if (obj instanceof Date) {
    obj = serializeDate?.(obj);
  } else if (generateArrayPrefix === "comma" && isArray(obj)) {
    obj = maybe_map(obj, function(value) {
      if (value instanceof Date) {
        return serializeDate?.(value);
      }
      return value;
    });
  }
  if (obj === null) {
    if (strictNullHandling) {
      return encoder && !encodeValuesOnly ? (
        // @ts-expect-error
        encoder(prefix, defaults.encoder, charset, "key", format)
      ) : prefix;
    }
    obj = "";
  }
  if (is_non_nullish_primitive(obj) || is_buffer(obj)) {
    if (encoder) {
      const key_value = encodeValuesOnly ? prefix : encoder(prefix, defaults.encoder, charset, "key", format);
      return [
        formatter?.(key_value) + "=" + // @ts-expect-error
        formatter?.(encoder(obj, defaults.encoder, charset, "value", format))
      ];
    }
    return [formatter?.(prefix) + "=" + formatter?.(String(obj))];
  }
  const values = [];
  if (typeof obj === "undefined") {
    return values;
  }
  let obj_keys;
  if (generateArrayPrefix === "comma" && isArray(obj)) {
    if (encodeValuesOnly && encoder) {
      obj = maybe_map(obj, encoder);
    }
    obj_keys = [{ value: obj.length > 0 ? obj.join(",") || null : void 0 }];
  } else if (isArray(filter)) {
    obj_keys = filter;
  } else {
    const keys = Object.keys(obj);
    obj_keys = sort ? keys.sort(sort) : keys;
  }
  const encoded_prefix = encodeDotInKeys ? String(prefix).replace(/\./g, "%2E") : String(prefix);
  const adjusted_prefix = commaRoundTrip && isArray(obj) && obj.length === 1 ? encoded_prefix + "[]" : encoded_prefix;
  if (allowEmptyArrays && isArray(obj) && obj.length === 0) {
    return adjusted_prefix + "[]";
  }
  for (let j = 0; j < obj_keys.length; ++j) {
    const key = obj_keys[j];
    const value = (
      // @ts-ignore
      typeof key === "object" && typeof key.value !== "undefined" ? key.value : obj[key]
    );
    if (skipNulls && value === null) {
      continue;
    }
    const encoded_key = allowDots && encodeDotInKeys ? key.replace(/\./g, "%2E") : key;
    const key_prefix = isArray(obj) ? typeof generateArrayPrefix === "function" ? generateArrayPrefix(adjusted_prefix, encoded_key) : adjusted_prefix : adjusted_prefix + (allowDots ? "." + encoded_key : "[" + encoded_key + "]");
    sideChannel.set(object, step);
    const valueSideChannel = /* @__PURE__ */ new WeakMap();
    valueSideChannel.set(sentinel, sideChannel);
    push_to_array(values, inner_stringify(
      value,
      key_prefix,
      generateArrayPrefix,
      commaRoundTrip,
      allowEmptyArrays,
      strictNullHandling,
      skipNulls,
      encodeDotInKeys,
      // @ts-ignore
      generateArrayPrefix === "comma" && encodeValuesOnly && isArray(obj) ? null : encoder,
      filter,
      sort,
      allowDots,
      serializeDate,
      format,
      formatter,
      encodeValuesOnly,
      charset,
      valueSideChannel
    ));
  }
  return values;
}
function normalize_stringify_options(opts = defaults) {
  if (typeof opts.allowEmptyArrays !== "undefined" && typeof opts.allowEmptyArrays !== "boolean") {
    throw new TypeError("`allowEmptyArrays` option can only be `true` or `false`, when provided");
  }
  if (typeof opts.encodeDotInKeys !== "undefined" && typeof opts.encodeDotInKeys !== "boolean") {
    throw new TypeError("`encodeDotInKeys` option can only be `true` or `false`, when provided");
  }
  if (opts.encoder !== null && typeof opts.encoder !== "undefined" && typeof opts.encoder !== "function") {
    throw new TypeError("Encoder has to be a function.");
  }
  const charset = opts.charset || defaults.charset;
  if (typeof opts.charset !== "undefined" && opts.charset !== "utf-8" && opts.charset !== "iso-8859-1") {
    throw new TypeError("The charset option must be either utf-8, iso-8859-1, or undefined");
  }
  let format = default_format;
  if (typeof opts.format !== "undefined") {
    if (!has(formatters, opts.format)) {
      throw new TypeError("Unknown format option provided.");
    }
    format = opts.format;
  }
  const formatter = formatters[format];
  let filter = defaults.filter;
  if (typeof opts.filter === "function" || isArray(opts.filter)) {
    filter = opts.filter;
  }
  let arrayFormat;
  if (opts.arrayFormat && opts.arrayFormat in array_prefix_generators) {
    arrayFormat = opts.arrayFormat;
  } else if ("indices" in opts) {
    arrayFormat = opts.indices ? "indices" : "repeat";
  } else {
    arrayFormat = defaults.arrayFormat;
  }
  if ("commaRoundTrip" in opts && typeof opts.commaRoundTrip !== "boolean") {
    throw new TypeError("`commaRoundTrip` must be a boolean, or absent");
  }
  const allowDots = typeof opts.allowDots === "undefined" ? !!opts.encodeDotInKeys === true ? true : defaults.allowDots : !!opts.allowDots;
  return {
    addQueryPrefix: typeof opts.addQueryPrefix === "boolean" ? opts.addQueryPrefix : defaults.addQueryPrefix,
    // @ts-ignore
    allowDots,
    allowEmptyArrays: typeof opts.allowEmptyArrays === "boolean" ? !!opts.allowEmptyArrays : defaults.allowEmptyArrays,
    arrayFormat,
    charset,
    charsetSentinel: typeof opts.charsetSentinel === "boolean" ? opts.charsetSentinel : defaults.charsetSentinel,
    commaRoundTrip: !!opts.commaRoundTrip,
    delimiter: typeof opts.delimiter === "undefined" ? defaults.delimiter : opts.delimiter,
    encode: typeof opts.encode === "boolean" ? opts.encode : defaults.encode,
    encodeDotInKeys: typeof opts.encodeDotInKeys === "boolean" ? opts.encodeDotInKeys : defaults.encodeDotInKeys,
    encoder: typeof opts.encoder === "function" ? opts.encoder : defaults.encoder,
    encodeValuesOnly: typeof opts.encodeValuesOnly === "boolean" ? opts.encodeValuesOnly : defaults.encodeValuesOnly,
    filter,
    format,
    formatter,
    serializeDate: typeof opts.serializeDate === "function" ? opts.serializeDate : defaults.serializeDate,
    skipNulls: typeof opts.skipNulls === "boolean" ? opts.skipNulls : defaults.skipNulls,
    // @ts-ignore
    sort: typeof opts.sort === "function" ? opts.sort : null,
    strictNullHandling: typeof opts.strictNullHandling === "boolean" ? opts.strictNullHandling : defaults.strictNullHandling
  };
}
function stringify(object, opts = {}) {
  let obj = object;
  const options = normalize_stringify_options(opts);
  let obj_keys;
  let filter;
  if (typeof options.filter === "function") {
    filter = options.filter;
    obj = filter("", obj);
  } else if (isArray(options.filter)) {
    filter = options.filter;
    obj_keys = filter;
  }
  const keys = [];
  if (typeof obj !== "object" || obj === null) {
    return "";
  }
  const generateArrayPrefix = array_prefix_generators[options.arrayFormat];
  const commaRoundTrip = generateArrayPrefix === "comma" && options.commaRoundTrip;
  if (!obj_keys) {
    obj_keys = Object.keys(obj);
  }
  if (options.sort) {
    obj_keys.sort(options.sort);
  }
  const sideChannel = /* @__PURE__ */ new WeakMap();
  for (let i = 0; i < obj_keys.length; ++i) {
    const key = obj_keys[i];
    if (options.skipNulls && obj[key] === null) {
      continue;
    }
    push_to_array(keys, inner_stringify(
      obj[key],
      key,
      // @ts-expect-error
      generateArrayPrefix,
      commaRoundTrip,
      options.allowEmptyArrays,
      options.strictNullHandling,
      options.skipNulls,
      options.encodeDotInKeys,
      options.encode ? options.encoder : null,
      options.filter,
      options.sort,
      options.allowDots,
      options.serializeDate,
      options.format,
      options.formatter,
      options.encodeValuesOnly,
      options.charset,
      sideChannel
    ));
  }
  const joined = keys.join(options.delimiter);
  let prefix = options.addQueryPrefix === true ? "?" : "";
  if (options.charsetSentinel) {
    if (options.charset === "iso-8859-1") {
      prefix += "utf8=%26%2310003%3B&";
    } else {
      prefix += "utf8=%E2%9C%93&";
    }
  }
  return joined.length > 0 ? prefix + joined : "";
}

// node_modules/@anthropic-ai/sdk/internal/utils/query.mjs
function stringifyQuery(query) {
  return stringify(query, { arrayFormat: "brackets" });
}

// node_modules/@anthropic-ai/sdk/core/resource.mjs
var APIResource = class {
  constructor(client) {
    this._client = client;
  }
};

// node_modules/@anthropic-ai/sdk/internal/parse.mjs
async function defaultParseResponse(client, props) {
  const { response, requestLogID, retryOfRequestLogID, startTime } = props;
  const body = await (async () => {
    if (props.options.stream) {
      loggerFor(client).debug("response", response.status, response.url, response.headers, response.body);
      return Stream.fromSSEResponse(response, props.controller, client);
    }
    if (response.status === 204) {
      return null;
    }
    if (props.options.__binaryResponse) {
      return response;
    }
    const contentType = response.headers.get("content-type");
    const mediaType = contentType?.split(";")[0]?.trim();
    const isJSON = mediaType?.includes("application/json") || mediaType?.endsWith("+json");
    if (isJSON) {
      const contentLength = response.headers.get("content-length");
      if (contentLength === "0") {
        return void 0;
      }
      const json = await response.json();
      return addResponseIDs(json, response);
    }
    const text = await response.text();
    return text;
  })().finally(() => {
    if (!props.options.stream && !props.options.__binaryResponse) {
      releaseRequestSignal(props.controller);
    }
  });
  debugLogRequestDetails(loggerFor(client), `[${requestLogID}] response parsed`, {
    retryOfRequestLogID,
    url: response.url,
    status: response.status,
    body,
    durationMs: Date.now() - startTime
  });
  return body;
}
function addResponseIDs(value, response) {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return value;
  }
  return Object.defineProperties(value, {
    _request_id: { value: response.headers.get("request-id"), enumerable: false },
    _workspace_id: { value: response.headers.get("anthropic-workspace-id"), enumerable: false }
  });
}

// node_modules/@anthropic-ai/sdk/internal/uploads.mjs
var checkFileSupport = () => {
  if (typeof File === "undefined") {
    const { process: process2 } = globalThis;
    const isOldNode = typeof process2?.versions?.node === "string" && parseInt(process2.versions.node.split(".")) < 20;
    throw new Error("`File` is not defined as a global, which is required for file uploads." + (isOldNode ? " Update to Node 20 LTS or newer, or set `globalThis.File` to `import('node:buffer').File`." : ""));
  }
};
function makeFile(fileBits, fileName, options) {
  checkFileSupport();
  return new File(fileBits, fileName ?? "", options);
}
function getName(value, stripPath) {
  const val = typeof value === "object" && value !== null && ("name" in value && value.name && String(value.name) || "url" in value && value.url && String(value.url) || "filename" in value && value.filename && String(value.filename) || "path" in value && value.path && String(value.path)) || "";
  return stripPath ? val.split(/[\\/]/).pop() || void 0 : val;
}
var isAsyncIterable = (value) => value != null && typeof value === "object" && typeof value[Symbol.asyncIterator] === "function";
var multipartFormRequestOptions = async (opts, fetch2, stripFilenames = true) => {
  try {
    return { ...opts, body: await createForm(opts.body, fetch2, stripFilenames) };
  } catch (error) {
    const span = opts.__span?.span;
    if (span) {
      guardTracing(typeof fetch2 === "function" ? void 0 : fetch2, () => endApiCallSpan(span, { status: "error", options: opts, error }));
    }
    throw error;
  }
};
var supportsFormDataMap = /* @__PURE__ */ new WeakMap();
function supportsFormData(fetchObject) {
  const fetch2 = typeof fetchObject === "function" ? fetchObject : fetchObject.fetch;
  const cached = supportsFormDataMap.get(fetch2);
  if (cached)
    return cached;
  const promise = (async () => {
    try {
      const FetchResponse = "Response" in fetch2 ? fetch2.Response : (await fetch2("data:,")).constructor;
      const data = new FormData();
      if (data.toString() === await new FetchResponse(data).text()) {
        return false;
      }
      return true;
    } catch {
      return true;
    }
  })();
  supportsFormDataMap.set(fetch2, promise);
  return promise;
}
var createForm = async (body, fetch2, stripFilenames = true) => {
  if (!await supportsFormData(fetch2)) {
    throw new TypeError("The provided fetch function does not support file uploads with the current global FormData class.");
  }
  const form = new FormData();
  await Promise.all(Object.entries(body || {}).map(([key, value]) => addFormValue(form, key, value, stripFilenames)));
  return form;
};
var addFormValue = async (form, key, value, stripFilenames) => {
  if (value === void 0)
    return;
  if (value == null) {
    throw new TypeError(`Received null for "${key}"; to pass null in FormData, you must use the string 'null'`);
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    form.append(key, String(value));
  } else if (value instanceof Response) {
    let options = {};
    const contentType = value.headers.get("Content-Type");
    if (contentType) {
      options = { type: contentType };
    }
    form.append(key, makeFile([await value.blob()], getName(value, stripFilenames), options));
  } else if (isAsyncIterable(value)) {
    form.append(key, makeFile([await new Response(ReadableStreamFrom(value)).blob()], getName(value, stripFilenames)));
  } else if (value instanceof Blob) {
    const isFile = typeof File !== "undefined" && value instanceof File;
    const name = isFile ? value.name : getName(value, stripFilenames);
    form.append(key, makeFile([value], name, { type: value.type }));
  } else if (Array.isArray(value)) {
    await Promise.all(value.map((entry) => addFormValue(form, key + "[]", entry, stripFilenames)));
  } else if (typeof value.then === "function") {
    throw new TypeError(`Received a Promise for "${key}"; await it first, e.g. \`await toFile(...)\``);
  } else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    throw new TypeError(`Received ${value.constructor.name} for "${key}"; to upload raw bytes, wrap them with \`await toFile(bytes, 'filename')\``);
  } else if (typeof value === "object") {
    await Promise.all(Object.entries(value).map(([name, prop]) => addFormValue(form, `${key}[${name}]`, prop, stripFilenames)));
  } else {
    throw new TypeError(`Invalid value given to form, expected a string, number, boolean, object, Array, File or Blob but got ${value} instead`);
  }
};

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/attributes.mjs
var ATTR_GEN_AI_AGENT_ID = "gen_ai.agent.id";
var ATTR_GEN_AI_INPUT_MESSAGES = "gen_ai.input.messages";
var ATTR_GEN_AI_OPERATION_NAME = "gen_ai.operation.name";
var ATTR_GEN_AI_OUTPUT_MESSAGES = "gen_ai.output.messages";
var ATTR_GEN_AI_OUTPUT_TYPE = "gen_ai.output.type";
var ATTR_GEN_AI_REQUEST_MODEL = "gen_ai.request.model";
var ATTR_GEN_AI_REQUEST_STOP_SEQUENCES = "gen_ai.request.stop_sequences";
var ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK = "gen_ai.response.time_to_first_chunk";
var ATTR_GEN_AI_SYSTEM_INSTRUCTIONS = "gen_ai.system_instructions";
var ATTR_GEN_AI_TOOL_CALL_ARGUMENTS = "gen_ai.tool.call.arguments";
var ATTR_GEN_AI_TOOL_CALL_ID = "gen_ai.tool.call.id";
var ATTR_GEN_AI_TOOL_DESCRIPTION = "gen_ai.tool.description";
var ATTR_GEN_AI_TOOL_NAME = "gen_ai.tool.name";
var ATTR_GEN_AI_TOOL_TYPE = "gen_ai.tool.type";
var ATTR_GEN_AI_USAGE_INPUT_TOKENS = "gen_ai.usage.input_tokens";
var GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL = "execute_tool";
var GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT = "invoke_agent";
var GEN_AI_OUTPUT_TYPE_VALUE_JSON = "json";
var GEN_AI_TOOL_TYPE_VALUE_FUNCTION = "function";
var ATTR_ANTHROPIC_CONTENT_TRUNCATED = "anthropic.content.truncated";
var ATTR_ANTHROPIC_TOOL_RESULT_CONTENT = "anthropic.tool_result.content";
var ATTR_ANTHROPIC_TOOLSET_NAME = "anthropic.toolset.name";
var ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS = "anthropic.usage.compaction.input_tokens";
var ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS = "anthropic.usage.compaction.output_tokens";

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/content.mjs
function setMessageContentAttributes(call, body, output, limit2) {
  const span = call.span;
  const requestSize = call.requestContentSize;
  if (output !== void 0 && requestSize !== void 0) {
    const outputMessages = JSON.stringify([{ role: "assistant", parts: contentParts(output) }]);
    if (requestSize + 3 * outputMessages.length <= limit2 || requestSize + utf8Length(outputMessages) <= limit2) {
      span.setAttribute(ATTR_GEN_AI_OUTPUT_MESSAGES, outputMessages);
      return;
    }
  }
  const size = setContentAttributes(span, {
    // An empty list sets no attribute.
    [ATTR_GEN_AI_REQUEST_STOP_SEQUENCES]: body.stop_sequences?.length ? [...body.stop_sequences] : void 0,
    [ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]: body.system === void 0 ? void 0 : contentParts(body.system),
    [ATTR_GEN_AI_INPUT_MESSAGES]: body.messages.map((message) => ({ role: message.role, parts: contentParts(message.content) })),
    [ATTR_GEN_AI_OUTPUT_MESSAGES]: output === void 0 ? void 0 : [{ role: "assistant", parts: contentParts(output) }]
  }, limit2);
  if (output === void 0) {
    call.requestContentSize = size;
  }
}
function contentParts(content) {
  if (typeof content === "string") {
    return [{ type: "text", content }];
  }
  return content?.map(blockPart) ?? [];
}
function blockPart(block) {
  switch (block.type) {
    case "text":
      return { type: "text", content: block.text };
    case "thinking":
      return { type: "reasoning", content: block.thinking };
    case "tool_use":
      return {
        type: "tool_call",
        id: block.id,
        name: block.name,
        arguments: block.input,
        // Only a call to a member of a toolset, such as `computer`, has one.
        ...typeof block.toolset_name === "string" ? { anthropic_toolset_name: block.toolset_name } : void 0
      };
    case "server_tool_use":
      return { type: "tool_call", id: block.id, name: block.name, arguments: block.input };
    case "mcp_tool_use":
      return {
        type: "tool_call",
        id: block.id,
        name: block.name,
        arguments: block.input,
        anthropic_mcp_server_name: block.server_name
      };
    case "tool_result":
      return {
        type: "tool_call_response",
        id: block.tool_use_id,
        response: toolResultContentBlocks(block.content)
      };
    default:
      if (typeof block.type !== "string") {
        return { type: "anthropic_unknown" };
      }
      if (block.type.endsWith("_tool_result") && "tool_use_id" in block) {
        return {
          type: "tool_call_response",
          id: block.tool_use_id,
          response: resultBlockContent(block.content)
        };
      }
      return { type: `anthropic_${block.type}` };
  }
}
function toolResultContentBlocks(content) {
  if (content === void 0 || content === null) {
    return [];
  }
  if (typeof content === "string") {
    return [{ type: "text", text: content }];
  }
  return content.map((block) => {
    if (block.type === "text" || block.type === "search_result") {
      return withoutLeftOutFields(block);
    }
    if (typeof block.type !== "string") {
      return { type: "unknown" };
    }
    return { type: block.type };
  });
}
function resultBlockContent(content) {
  if (content === void 0 || content === null) {
    return [];
  }
  if (typeof content === "string") {
    return [{ type: "text", text: content }];
  }
  if (!Array.isArray(content)) {
    return [withoutLeftOutFields(content)];
  }
  return content.map((block) => {
    if (block.type === "text" || block.type === "search_result" || block.type === "web_search_result") {
      return withoutLeftOutFields(block);
    }
    if (typeof block.type !== "string") {
      return { type: "unknown" };
    }
    return { type: block.type };
  });
}
function withoutLeftOutFields(value) {
  if (Array.isArray(value)) {
    return value.map(withoutLeftOutFields);
  }
  if (typeof value !== "object" || value === null) {
    return value;
  }
  const { type, file_type } = value;
  if (type === "image" || type === "document") {
    return { type };
  }
  const isImageOrDocumentView = type === "text_editor_code_execution_view_result" && (file_type === "image" || file_type === "pdf");
  return Object.fromEntries(Object.entries(value).filter(([name]) => !name.startsWith("encrypted_") && !(name === "content" && isImageOrDocumentView)).map(([name, field]) => [name, withoutLeftOutFields(field)]));
}
function setContentAttributes(span, attributes, limit2) {
  const { [ATTR_GEN_AI_REQUEST_STOP_SEQUENCES]: stopSequences, [ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]: instructions, [ATTR_GEN_AI_INPUT_MESSAGES]: input, [ATTR_GEN_AI_OUTPUT_MESSAGES]: output, [ATTR_ANTHROPIC_TOOL_RESULT_CONTENT]: toolResult, ...others } = attributes;
  const messages = {
    [ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]: instructions,
    [ATTR_GEN_AI_INPUT_MESSAGES]: input,
    [ATTR_GEN_AI_OUTPUT_MESSAGES]: output
  };
  const values = {};
  const blocks = toolResult?.map((block) => JSON.stringify(block));
  const length = [...stopSequences ?? [], ...blocks ?? []].reduce((sum, text) => sum + text.length + 1, 2) + serialize(others, values) + serialize(messages, values);
  const sizeOf = 3 * length <= limit2 ? (text) => 3 * text.length : utf8Length;
  const sizeOfMessages = () => Object.keys(messages).reduce((sum, key) => sum + sizeOf(values[key] ?? ""), 0);
  const stopSequencesSize = stopSequences?.reduce((sum, each) => sum + sizeOf(each), 0) ?? 0;
  const keepsStopSequences = stopSequences !== void 0 && stopSequencesSize <= limit2;
  let size = keepsStopSequences ? stopSequencesSize : 0;
  let truncated = stopSequences !== void 0 && !keepsStopSequences;
  for (const key of Object.keys(others)) {
    const jsonSize = sizeOf(values[key] ?? "");
    if (jsonSize > limit2) {
      delete values[key];
      truncated = true;
    } else {
      size += jsonSize;
    }
  }
  let messagesSize = sizeOfMessages();
  if (size + messagesSize > limit2) {
    const { truncated: lostParts, ...fitted } = withoutFirstParts(messages, size + messagesSize - limit2);
    truncated || (truncated = lostParts);
    serialize(fitted, values);
    messagesSize = sizeOfMessages();
  }
  size += messagesSize;
  if (blocks !== void 0) {
    const kept = truncateToolResultContent(blocks, limit2 - size, sizeOf);
    values[ATTR_ANTHROPIC_TOOL_RESULT_CONTENT] = kept.json;
    size += kept.size;
    truncated || (truncated = kept.truncated);
  }
  if (truncated) {
    span.setAttribute(ATTR_ANTHROPIC_CONTENT_TRUNCATED, true);
  }
  if (keepsStopSequences) {
    span.setAttribute(ATTR_GEN_AI_REQUEST_STOP_SEQUENCES, stopSequences);
  }
  for (const [key, value] of Object.entries(values)) {
    span.setAttribute(key, value);
  }
  return size;
}
function serialize(attributes, values) {
  let length = 0;
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== void 0) {
      values[key] = JSON.stringify(value);
      length += values[key].length;
    }
  }
  return length;
}
function withoutFirstParts(attributes, excess) {
  const withOwnParts = (messages) => messages?.map((message) => ({ ...message, parts: [...message.parts] }));
  const instructions = attributes[ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]?.slice();
  const input = withOwnParts(attributes[ATTR_GEN_AI_INPUT_MESSAGES]);
  const output = withOwnParts(attributes[ATTR_GEN_AI_OUTPUT_MESSAGES]);
  const lists = [instructions ?? [], ...[...input ?? [], ...output ?? []].map(({ parts }) => parts)];
  let left = lists.reduce((sum, parts) => sum + parts.length, 0);
  let truncated = false;
  for (const parts of lists) {
    let removed = 0;
    while (excess > 0 && removed < parts.length) {
      const part = parts[removed];
      const size = utf8Length(JSON.stringify(part));
      const content = part["content"];
      if (left === 1 && part.type === "text" && typeof content === "string") {
        const kept = startThatFits(part, content, size - excess);
        if (kept !== content) {
          parts[removed] = { ...part, content: kept };
          truncated = true;
        }
        break;
      }
      excess -= size + (removed + 1 < parts.length ? 1 : 0);
      removed++;
      left--;
      truncated = true;
    }
    parts.splice(0, removed);
  }
  return {
    [ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]: instructions,
    [ATTR_GEN_AI_INPUT_MESSAGES]: input,
    [ATTR_GEN_AI_OUTPUT_MESSAGES]: output,
    truncated
  };
}
function startThatFits(part, content, limit2) {
  const room = limit2 - utf8Length(JSON.stringify({ ...part, content: "" }));
  const head = content.slice(0, Math.max(room, 0));
  const escaped = JSON.stringify(head);
  let length = 0;
  let escapedLength = 0;
  let size = 0;
  while (length < head.length) {
    const point = escaped.codePointAt(1 + escapedLength);
    const units = point > 65535 ? 2 : 1;
    const escapedUnits = point !== 92 ? units : escaped[2 + escapedLength] === "u" ? 6 : 2;
    size += point < 128 ? escapedUnits : point < 2048 ? 2 : point < 65536 ? 3 : 4;
    if (size > room) {
      break;
    }
    escapedLength += escapedUnits;
    length += units;
  }
  return content.slice(0, length);
}
function truncateToolResultContent(blocks, limit2, sizeOf) {
  const kept = [];
  let size = 2;
  for (const block of blocks) {
    const next = size + (kept.length === 0 ? 0 : 1) + sizeOf(block);
    if (next > limit2) {
      break;
    }
    kept.push(block);
    size = next;
  }
  return { json: "[" + kept.join(",") + "]", size, truncated: kept.length < blocks.length };
}
function utf8Length(text) {
  let size = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 128) {
      size += 1;
    } else if (unit < 2048) {
      size += 2;
    } else if (unit >= 55296 && unit < 56320 && (text.charCodeAt(index + 1) & 64512) === 56320) {
      size += 4;
      index++;
    } else {
      size += 3;
    }
  }
  return size;
}

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/response.mjs
function setUsageSumAttributes(span, usage, complete) {
  if (!isObj(usage)) {
    return;
  }
  if (typeof usage["input_tokens"] === "number") {
    span.setAttribute(ATTR_GEN_AI_USAGE_INPUT_TOKENS, inputTokens(usage));
  }
  if (!complete) {
    return;
  }
  const iterations = Array.isArray(usage["iterations"]) ? usage["iterations"] : [];
  const compactions = iterations.filter((each) => isObj(each) && each["type"] === "compaction");
  if (compactions.length > 0) {
    span.setAttribute(ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS, compactions.reduce((sum, each) => sum + inputTokens(each), 0));
    span.setAttribute(ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS, compactions.reduce((sum, each) => sum + count(each, "output_tokens"), 0));
  }
}
var INPUT_TOKEN_COUNTS = [
  "input_tokens",
  "cache_read_input_tokens",
  "cache_creation_input_tokens"
];
function inputTokens(usage) {
  return INPUT_TOKEN_COUNTS.reduce((sum, name) => sum + count(usage, name), 0);
}
function count(usage, name) {
  const value = usage[name];
  return typeof value === "number" ? value : 0;
}

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/api-call.mjs
function messagesCreateSpanSettings(client, request) {
  const attributes = guardTracing(client, () => {
    const outputConfig = isObj(request.body) ? request.body["output_config"] : void 0;
    const format = isObj(outputConfig) ? outputConfig["format"] : void 0;
    return isObj(format) && format["type"] === "json_schema" ? { [ATTR_GEN_AI_OUTPUT_TYPE]: GEN_AI_OUTPUT_TYPE_VALUE_JSON } : {};
  });
  return { route: "/v1/messages", request, attributes };
}
function sessionsCreateSpanAttributes(body) {
  return guardTracing(void 0, () => {
    const agent = isObj(body) ? body["agent"] : void 0;
    const id = isObj(agent) ? agent["id"] : agent;
    return typeof id === "string" ? { [ATTR_GEN_AI_AGENT_ID]: id } : {};
  });
}
function recordMessagesCreateRequest(client, call, body) {
  if (!call?.span.isRecording()) {
    return call;
  }
  try {
    const { contentMode, maxContentBytes } = client.openTelemetry.traces;
    if (contentMode === "content") {
      setMessageContentAttributes(call, body, void 0, maxContentBytes);
    }
  } catch (problem) {
    loggerFor(client).debug("could not record the request on its span", problem);
  }
  return call;
}
function recordMessagesCreateResponse(client, call, body, data) {
  if (!call?.span.isRecording() || data instanceof Stream) {
    return;
  }
  try {
    setUsageSumAttributes(call.span, data.usage, true);
    const { contentMode, maxContentBytes } = client.openTelemetry.traces;
    if (contentMode === "content") {
      setMessageContentAttributes(call, body, data.content, maxContentBytes);
    }
  } catch (problem) {
    loggerFor(client).debug("could not record the response on its span", problem);
  }
}

// node_modules/@anthropic-ai/sdk/internal/trace-headers.mjs
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

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/headers.mjs
function takeTraceHeaders(headers) {
  const names = traceHeaderNames();
  const taken = Array.from(headers.entries()).filter(([name]) => names.has(name));
  for (const [name] of taken) {
    headers.delete(name);
  }
  return taken;
}
function withoutTraceHeaders(middleware) {
  return (request, next, ctx) => {
    const headers = new Headers(request.headers);
    const traceHeaders = takeTraceHeaders(headers);
    return middleware({ ...request, headers }, (inner) => {
      const restored = new Headers(inner.headers);
      for (const [name, value] of traceHeaders)
        restored.set(name, value);
      return next({ ...inner, headers: restored });
    }, ctx);
  };
}

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/streaming.mjs
function recordStreamedMessageContent(client, call, body, message) {
  if (!call.span.isRecording() || client.openTelemetry.traces.contentMode !== "content") {
    return;
  }
  try {
    setMessageContentAttributes(call, body, message.content, client.openTelemetry.traces.maxContentBytes);
  } catch (problem) {
    loggerFor(client).debug("could not record the streamed message on its span", problem);
  }
}
function endAnthropicApiCallSpanWhenStreamEnds(client, span, stream, props) {
  if (props.options.__span?.name === "anthropic.messages.create" && stream instanceof Stream) {
    endMessagesCreateSpanWhenStreamEnds(client, span, stream, props);
  } else {
    endApiCallSpanWhenStreamEnds(span, stream, props);
  }
}
function endMessagesCreateSpanWhenStreamEnds(client, span, stream, props) {
  if (!span.isRecording()) {
    return;
  }
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, props.response.status);
  setResponseHeaderAttributes(span, props.response);
  const call = props.options.__span;
  const startTime = call?.startTime;
  let message;
  let usage;
  let sawDelta = false;
  let sawMessageDelta = false;
  let sawStop = false;
  observeStream(stream, props.controller.signal, {
    onItem(event) {
      try {
        switch (event.type) {
          case "message_start": {
            const atStart = { ...event.message };
            usage = { ...event.message.usage };
            message = {};
            for (const [, [name]] of SPAN_ATTRIBUTES[call?.name ?? ""]?.response ?? []) {
              if (name !== void 0 && name !== "usage") {
                message[name] = atStart[name];
              }
            }
            break;
          }
          case "content_block_start": {
            const block = event.content_block;
            if (message && isObj(block) && block["type"] === "fallback" && isObj(block["to"])) {
              message["model"] = block["to"]["model"];
            }
            break;
          }
          case "message_delta":
            if (message && usage) {
              const totals = isObj(event.usage) ? event.usage : {};
              usage["output_tokens"] = totals["output_tokens"];
              for (const name of TOTALS_IN_MESSAGE_DELTA) {
                if (totals[name] != null) {
                  usage[name] = totals[name];
                }
              }
              if (event.delta.stop_reason != null) {
                message["stop_reason"] = event.delta.stop_reason;
              }
              sawMessageDelta = true;
            }
            break;
          case "message_stop":
            sawStop = true;
            break;
          case "content_block_delta":
            if (!sawDelta && startTime !== void 0) {
              span.setAttribute(ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK, (Date.now() - startTime) / 1e3);
            }
            sawDelta = true;
            break;
          case "content_block_stop":
            break;
          default:
            checkNever(event);
        }
      } catch (problem) {
        loggerFor(client).debug("could not record the stream on its span", problem);
      }
    },
    onEnd(end) {
      try {
        if (message && usage && call) {
          const complete = sawMessageDelta || sawStop;
          let response = { ...message, usage };
          if (!complete) {
            for (const path2 of FINAL_FROM_MESSAGE_DELTA) {
              response = without(response, path2);
            }
          }
          setResponseAttributes(span, call.name, response);
          setUsageSumAttributes(span, usage, complete);
        }
      } catch (problem) {
        loggerFor(client).debug("could not record the stream on its span", problem);
      }
      const failure = call?.failure;
      if (!sawStop && call?.streamed && failure === void 0) {
        recordStreamedMessageContent(client, call, call.streamed.body, call.streamed.message);
      }
      if (end.reason === "failed") {
        setErrorStatus(span, end.error);
      } else if (failure !== void 0) {
        setErrorStatus(span, failure, "client_error");
      } else if (end.reason === "completed") {
        if (sawStop) {
          span.setStatus({ code: SpanStatusCode.OK });
        } else {
          setErrorStatus(span, new AnthropicError("The stream ended before message_stop."), "api_error");
        }
      }
      guardTracing(client, () => span.end());
    }
  });
}
var FINAL_FROM_MESSAGE_DELTA = [
  ["stop_reason"],
  ["usage", "output_tokens"],
  ["usage", "output_tokens_details"]
];
var TOTALS_IN_MESSAGE_DELTA = [
  "input_tokens",
  "cache_creation_input_tokens",
  "cache_read_input_tokens",
  "output_tokens_details",
  "iterations"
];
function without(data, path2) {
  const [name, ...rest] = path2;
  if (name === void 0 || !(name in data)) {
    return data;
  }
  if (rest.length === 0) {
    const { [name]: _, ...others } = data;
    return others;
  }
  const value = data[name];
  return isObj(value) ? { ...data, [name]: without(value, rest) } : data;
}

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/environments.mjs
function startEnvironmentWorkSpan(client, work, parentContext) {
  return client._tracer?.startSpan("anthropic.environment.work", {
    kind: SpanKind.INTERNAL,
    attributes: {
      [ATTR_GEN_AI_PROVIDER_NAME]: client._genAIProviderName,
      "anthropic.environment.id": work.environment_id,
      "anthropic.environment.work.id": work.id,
      "anthropic.session.id": work.data.id
    }
  }, parentContext);
}
function endEnvironmentWorkSpan(span, signal) {
  if (!span?.isRecording()) {
    return;
  }
  if (!signal.aborted) {
    span.setStatus({ code: SpanStatusCode.OK });
  }
  span.end();
}
function failEnvironmentWorkSpan(span, signal, error) {
  if (!span?.isRecording()) {
    return;
  }
  if (!signal.aborted) {
    setErrorStatus(span, error);
  }
  span.end();
}
async function withEnvironmentWorkSpan(client, span, signal, handle) {
  if (!span) {
    return handle();
  }
  try {
    await context.with(trace.setSpan(context.active(), span), handle);
  } catch (error) {
    guardTracing(client, () => failEnvironmentWorkSpan(span, signal, error));
    throw error;
  }
  guardTracing(client, () => endEnvironmentWorkSpan(span, signal));
}

// node_modules/@anthropic-ai/sdk/internal/stainless-helper-header.mjs
var STAINLESS_HELPER_HEADER = "x-stainless-helper";
var STAINLESS_HELPER_METHOD_HEADER = "x-stainless-helper-method";
function helperHeader(value) {
  return { [STAINLESS_HELPER_HEADER]: value };
}
var SDK_HELPER_SYMBOL = /* @__PURE__ */ Symbol("anthropic.sdk.stainlessHelper");
function wasCreatedByStainlessHelper(value) {
  return typeof value === "object" && value !== null && SDK_HELPER_SYMBOL in value;
}
function collectStainlessHelpers(tools, messages) {
  const helpers = /* @__PURE__ */ new Set();
  if (tools) {
    for (const tool of tools) {
      if (wasCreatedByStainlessHelper(tool)) {
        helpers.add(tool[SDK_HELPER_SYMBOL]);
      }
    }
  }
  if (messages) {
    for (const message of messages) {
      if (wasCreatedByStainlessHelper(message)) {
        helpers.add(message[SDK_HELPER_SYMBOL]);
      }
      const content = message.content;
      if (Array.isArray(content)) {
        for (const block of content) {
          if (wasCreatedByStainlessHelper(block)) {
            helpers.add(block[SDK_HELPER_SYMBOL]);
          }
          const definition = block?.tool?.definition;
          if (wasCreatedByStainlessHelper(definition)) {
            helpers.add(definition[SDK_HELPER_SYMBOL]);
          }
        }
      }
    }
  }
  return Array.from(helpers);
}
function stainlessHelperHeader(tools, messages) {
  const helpers = collectStainlessHelpers(tools, messages);
  if (helpers.length === 0)
    return {};
  return { [STAINLESS_HELPER_HEADER]: helpers.join(", ") };
}
function stainlessHelperHeaderFromFile(file) {
  if (wasCreatedByStainlessHelper(file)) {
    return { [STAINLESS_HELPER_HEADER]: file[SDK_HELPER_SYMBOL] };
  }
  return {};
}

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/tools.mjs
function startToolRunnerSpan(client, params, conversationId) {
  if (!client._tracer)
    return void 0;
  const hasJSONOutput = params.output_config?.format?.type === "json_schema" || params.output_format?.type === "json_schema";
  return client._tracer.startSpan("anthropic.messages.tool_runner", {
    kind: SpanKind.INTERNAL,
    attributes: {
      [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
      [ATTR_GEN_AI_PROVIDER_NAME]: client._genAIProviderName,
      [ATTR_GEN_AI_REQUEST_MODEL]: params.model,
      ...hasJSONOutput ? { [ATTR_GEN_AI_OUTPUT_TYPE]: GEN_AI_OUTPUT_TYPE_VALUE_JSON } : void 0,
      ...conversationId != null ? { [ATTR_GEN_AI_CONVERSATION_ID]: conversationId } : void 0
    }
  });
}
async function withToolUseSpan(client, tool, toolUse, options, run) {
  const tracer = client._tracer;
  if (!tracer)
    return run();
  const { signal, conversationId, sessionID, parentContext = context.active() } = options;
  const description = "description" in tool ? tool.description : void 0;
  const attributes = {
    [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
    [ATTR_GEN_AI_PROVIDER_NAME]: client._genAIProviderName,
    [ATTR_GEN_AI_TOOL_NAME]: toolUse.name,
    // Only a call to a member of a toolset, such as `computer`, has one.
    ..."toolset_name" in toolUse && typeof toolUse.toolset_name === "string" ? { [ATTR_ANTHROPIC_TOOLSET_NAME]: toolUse.toolset_name } : void 0,
    ...description ? { [ATTR_GEN_AI_TOOL_DESCRIPTION]: description } : void 0,
    [ATTR_GEN_AI_TOOL_CALL_ID]: toolUse.id,
    [ATTR_GEN_AI_TOOL_TYPE]: GEN_AI_TOOL_TYPE_VALUE_FUNCTION,
    ...conversationId != null ? { [ATTR_GEN_AI_CONVERSATION_ID]: conversationId } : void 0,
    ...sessionID != null ? { "anthropic.session.id": sessionID } : void 0,
    // Only a Session event of a child thread has one.
    ..."session_thread_id" in toolUse && toolUse.session_thread_id != null ? { "anthropic.session.thread.id": toolUse.session_thread_id } : void 0
  };
  const operation = toolUse.type === "agent.tool_use" ? "anthropic.tool_use" : wasCreatedByStainlessHelper(tool) && tool[SDK_HELPER_SYMBOL] === "mcpTool" ? "anthropic.mcp_tool_use" : "anthropic.custom_tool_use";
  const span = guardTracing(client, () => tracer.startSpan(`${operation} ${toolUse.name}`, { kind: SpanKind.INTERNAL, attributes }, parentContext));
  if (!span)
    return run();
  let result;
  try {
    result = await context.with(trace.setSpan(parentContext, span), run);
    return result;
  } finally {
    const succeeded = result !== void 0 && !result.isError;
    const canceled = !succeeded && signal?.aborted === true;
    const { contentMode, maxContentBytes } = client.openTelemetry.traces;
    if (contentMode === "content" && span.isRecording()) {
      try {
        setContentAttributes(span, {
          [ATTR_GEN_AI_TOOL_CALL_ARGUMENTS]: toolUse.input,
          [ATTR_ANTHROPIC_TOOL_RESULT_CONTENT]: result && !canceled ? toolResultContentBlocks(result.content) : void 0
        }, maxContentBytes);
      } catch (problem) {
        loggerFor(client).debug("could not record the tool run on its span", problem);
      }
    }
    guardTracing(client, () => {
      if (succeeded) {
        span.setStatus({ code: SpanStatusCode.OK });
      } else if (!canceled) {
        setErrorStatus(span, result, "tool_error");
      }
      span.end();
    });
  }
}

// node_modules/@anthropic-ai/sdk/core/api-promise.mjs
var _APIPromise_client;
var APIPromise = /* @__PURE__ */ (() => {
  class APIPromise2 extends Promise {
    constructor(client, responsePromise, parseResponse = defaultParseResponse) {
      super((resolve) => {
        resolve(null);
      });
      this.responsePromise = responsePromise;
      this.parseResponse = parseResponse;
      _APIPromise_client.set(this, void 0);
      __classPrivateFieldSet(this, _APIPromise_client, client, "f");
    }
    /** @internal The unparsed response with its request metadata, for helpers that build one request on another. */
    _responseProps() {
      return this.responsePromise;
    }
    _thenUnwrap(transform) {
      return new APIPromise2(__classPrivateFieldGet(this, _APIPromise_client, "f"), this.responsePromise, async (client, props) => addResponseIDs(transform(await this.parseResponse(client, props), props), props.response));
    }
    /**
     * Gets the raw `Response` instance instead of parsing the response
     * data.
     *
     * If you want to parse the response body but still get the `Response`
     * instance, you can use {@link withResponse()}.
     *
     * 👋 Getting the wrong TypeScript type for `Response`?
     * Try setting `"moduleResolution": "NodeNext"` or add `"lib": ["DOM"]`
     * to your `tsconfig.json`.
     */
    asResponse() {
      return this.responsePromise.then((props) => {
        const span = props.options.__span?.span;
        if (span && !this.parsedPromise) {
          const result = { status: "success", ...props, data: void 0 };
          guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => endApiCallSpan(span, result));
        }
        return props.response;
      });
    }
    /**
     * Gets the parsed response data, the raw `Response` instance and the ID of the request,
     * returned via the `request-id` header which is useful for debugging requests and resporting
     * issues to Anthropic.
     *
     * If you just want to get the raw `Response` instance without parsing it,
     * you can use {@link asResponse()}.
     *
     * 👋 Getting the wrong TypeScript type for `Response`?
     * Try setting `"moduleResolution": "NodeNext"` or add `"lib": ["DOM"]`
     * to your `tsconfig.json`.
     */
    async withResponse() {
      const [data, response] = await Promise.all([this.parse(), this.asResponse()]);
      return {
        data,
        response,
        request_id: response.headers.get("request-id"),
        workspace_id: response.headers.get("anthropic-workspace-id")
      };
    }
    parse() {
      if (!this.parsedPromise) {
        this.parsedPromise = this.responsePromise.then((props) => this.parseResponseTraced(props));
      }
      return this.parsedPromise;
    }
    /**
     * Parses the body of an API call. When the call has a span, the span ends with the parse, or,
     * when the parse returns a streamed body, when the application has read that stream.
     */
    async parseResponseTraced(props) {
      const call = props.options.__span;
      if (!call) {
        return this.parseResponse(__classPrivateFieldGet(this, _APIPromise_client, "f"), props);
      }
      const { span } = call;
      let data;
      try {
        data = await this.parseResponse(__classPrivateFieldGet(this, _APIPromise_client, "f"), props);
      } catch (error) {
        const result2 = { status: "error", ...props, error };
        guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => endApiCallSpan(span, result2));
        throw error;
      }
      const result = { status: "success", ...props, data };
      guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => setCreatedIDAttribute(call, data));
      if (props.options.stream && isAsyncIterable(data)) {
        guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => endAnthropicApiCallSpanWhenStreamEnds(__classPrivateFieldGet(this, _APIPromise_client, "f"), span, data, props));
      } else {
        guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => endApiCallSpan(span, result));
      }
      return data;
    }
    then(onfulfilled, onrejected) {
      return this.parse().then(onfulfilled, onrejected);
    }
    catch(onrejected) {
      return this.parse().catch(onrejected);
    }
    finally(onfinally) {
      return this.parse().finally(onfinally);
    }
  }
  _APIPromise_client = /* @__PURE__ */ new WeakMap();
  return APIPromise2;
})();

// node_modules/@anthropic-ai/sdk/core/pagination.mjs
var _AbstractPage_client;
var AbstractPage = /* @__PURE__ */ (() => {
  class AbstractPage2 {
    constructor(client, response, body, options) {
      _AbstractPage_client.set(this, void 0);
      __classPrivateFieldSet(this, _AbstractPage_client, client, "f");
      this.options = options;
      this.response = response;
      this.body = body;
    }
    hasNextPage() {
      const items = this.getPaginatedItems();
      if (!items.length)
        return false;
      return this.nextPageRequestOptions() != null;
    }
    async getNextPage() {
      const nextOptions = this.nextPageRequestOptions();
      if (!nextOptions) {
        throw new AnthropicError("No next page expected; please check `.hasNextPage()` before calling `.getNextPage()`.");
      }
      const span = this.options.__span;
      return await __classPrivateFieldGet(this, _AbstractPage_client, "f").requestAPIList(this.constructor, {
        ...nextOptions,
        __span: span && startApiCallSpan(__classPrivateFieldGet(this, _AbstractPage_client, "f"), span.name, { openTelemetry: this.options.openTelemetry }, {
          route: span.route,
          queryParams: span.queryParams,
          contentQueryParams: span.contentQueryParams,
          attributes: span.attributes,
          request: nextOptions
        })
      });
    }
    async *iterPages() {
      let page = this;
      yield page;
      while (page.hasNextPage()) {
        page = await page.getNextPage();
        yield page;
      }
    }
    async *[(_AbstractPage_client = /* @__PURE__ */ new WeakMap(), Symbol.asyncIterator)]() {
      for await (const page of this.iterPages()) {
        for (const item of page.getPaginatedItems()) {
          yield item;
        }
      }
    }
  }
  return AbstractPage2;
})();
var PagePromise = /* @__PURE__ */ (() => {
  class PagePromise2 extends APIPromise {
    constructor(client, request, Page2) {
      super(client, request, async (client2, props) => new Page2(client2, props.response, await defaultParseResponse(client2, props), props.options));
    }
    /**
     * Allow auto-paginating iteration on an unawaited list call, eg:
     *
     *    for await (const item of client.items.list()) {
     *      console.log(item)
     *    }
     */
    async *[Symbol.asyncIterator]() {
      const page = await this;
      for await (const item of page) {
        yield item;
      }
    }
  }
  return PagePromise2;
})();
var Page = class extends AbstractPage {
  constructor(client, response, body, options) {
    super(client, response, body, options);
    this.data = body.data || [];
    this.has_more = body.has_more || false;
    this.first_id = body.first_id || null;
    this.last_id = body.last_id || null;
  }
  getPaginatedItems() {
    return this.data ?? [];
  }
  hasNextPage() {
    if (this.has_more === false) {
      return false;
    }
    return super.hasNextPage();
  }
  nextPageRequestOptions() {
    if (this.options.query?.["before_id"]) {
      const first_id = this.first_id;
      if (!first_id) {
        return null;
      }
      return {
        ...this.options,
        query: {
          ...maybeObj(this.options.query),
          before_id: first_id
        }
      };
    }
    const cursor = this.last_id;
    if (!cursor) {
      return null;
    }
    return {
      ...this.options,
      query: {
        ...maybeObj(this.options.query),
        after_id: cursor
      }
    };
  }
};
var PageCursor = class extends AbstractPage {
  constructor(client, response, body, options) {
    super(client, response, body, options);
    this.data = body.data || [];
    this.next_page = body.next_page || null;
  }
  getPaginatedItems() {
    return this.data ?? [];
  }
  hasNextPage() {
    return this.nextPageRequestOptions() != null;
  }
  nextPageRequestOptions() {
    const cursor = this.next_page;
    if (!cursor) {
      return null;
    }
    return {
      ...this.options,
      query: {
        ...maybeObj(this.options.query),
        page: cursor
      }
    };
  }
};
var BidirectionalPageCursor = class extends AbstractPage {
  constructor(client, response, body, options) {
    super(client, response, body, options);
    this.data = body.data || [];
    this.next_page = body.next_page || null;
    this.prev_page = body.prev_page || null;
  }
  getPaginatedItems() {
    return this.data ?? [];
  }
  hasNextPage() {
    return this.nextPageRequestOptions() != null;
  }
  nextPageRequestOptions() {
    const cursor = this.next_page;
    if (!cursor) {
      return null;
    }
    return {
      ...this.options,
      query: {
        ...maybeObj(this.options.query),
        page: cursor
      }
    };
  }
};
var ReportPageCursor = class extends AbstractPage {
  constructor(client, response, body, options) {
    super(client, response, body, options);
    this.data = body.data || [];
    this.next_page = body.next_page || null;
    this.has_more = body.has_more || false;
    this.data_refreshed_at = body.data_refreshed_at || null;
  }
  getPaginatedItems() {
    return this.data ?? [];
  }
  hasNextPage() {
    if (this.has_more === false) {
      return false;
    }
    return this.nextPageRequestOptions() != null;
  }
  nextPageRequestOptions() {
    const cursor = this.next_page;
    if (!cursor) {
      return null;
    }
    return {
      ...this.options,
      query: {
        ...maybeObj(this.options.query),
        page: cursor
      }
    };
  }
};

// node_modules/@anthropic-ai/sdk/internal/utils/path.mjs
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

// node_modules/@anthropic-ai/sdk/resources/files.mjs
var FileNotDownloadableError = /* @__PURE__ */ (() => {
  class FileNotDownloadableError2 extends BadRequestError {
  }
  FileNotDownloadableError2._errorName = "FileNotDownloadableError";
  return FileNotDownloadableError2;
})();
var StorageQuotaExceededError = /* @__PURE__ */ (() => {
  class StorageQuotaExceededError2 extends BadRequestError {
  }
  StorageQuotaExceededError2._errorName = "StorageQuotaExceededError";
  return StorageQuotaExceededError2;
})();
var FileExpiredError = /* @__PURE__ */ (() => {
  class FileExpiredError2 extends NotFoundError {
  }
  FileExpiredError2._errorName = "FileExpiredError";
  return FileExpiredError2;
})();

// node_modules/@anthropic-ai/sdk/resources/shared.mjs
var ClaudeCodeKeyCreatorNotMemberError = /* @__PURE__ */ (() => {
  class ClaudeCodeKeyCreatorNotMemberError2 extends BadRequestError {
  }
  ClaudeCodeKeyCreatorNotMemberError2._errorName = "ClaudeCodeKeyCreatorNotMemberError";
  return ClaudeCodeKeyCreatorNotMemberError2;
})();
var ClaudeCodeVersionTooOldError = /* @__PURE__ */ (() => {
  class ClaudeCodeVersionTooOldError2 extends BadRequestError {
  }
  ClaudeCodeVersionTooOldError2._errorName = "ClaudeCodeVersionTooOldError";
  return ClaudeCodeVersionTooOldError2;
})();
var CMEKKeyDisabledError = /* @__PURE__ */ (() => {
  class CMEKKeyDisabledError2 extends BadRequestError {
  }
  CMEKKeyDisabledError2._errorName = "CMEKKeyDisabledError";
  return CMEKKeyDisabledError2;
})();
var CMEKKeyNetworkBlockedError = /* @__PURE__ */ (() => {
  class CMEKKeyNetworkBlockedError2 extends BadRequestError {
  }
  CMEKKeyNetworkBlockedError2._errorName = "CMEKKeyNetworkBlockedError";
  return CMEKKeyNetworkBlockedError2;
})();
var OrganizationOnHoldError = /* @__PURE__ */ (() => {
  class OrganizationOnHoldError2 extends BadRequestError {
  }
  OrganizationOnHoldError2._errorName = "OrganizationOnHoldError";
  return OrganizationOnHoldError2;
})();
var OrganizationTypeNotSupportedError = /* @__PURE__ */ (() => {
  class OrganizationTypeNotSupportedError2 extends BadRequestError {
  }
  OrganizationTypeNotSupportedError2._errorName = "OrganizationTypeNotSupportedError";
  return OrganizationTypeNotSupportedError2;
})();
var ParentOrganizationRequiredError = /* @__PURE__ */ (() => {
  class ParentOrganizationRequiredError2 extends BadRequestError {
  }
  ParentOrganizationRequiredError2._errorName = "ParentOrganizationRequiredError";
  return ParentOrganizationRequiredError2;
})();
var RequestBodyEncodingInvalidError = /* @__PURE__ */ (() => {
  class RequestBodyEncodingInvalidError2 extends BadRequestError {
  }
  RequestBodyEncodingInvalidError2._errorName = "RequestBodyEncodingInvalidError";
  return RequestBodyEncodingInvalidError2;
})();
var RequestBodyEncodingUnsupportedError = /* @__PURE__ */ (() => {
  class RequestBodyEncodingUnsupportedError2 extends BadRequestError {
  }
  RequestBodyEncodingUnsupportedError2._errorName = "RequestBodyEncodingUnsupportedError";
  return RequestBodyEncodingUnsupportedError2;
})();
var WorkspaceHumanReviewDisabledError = /* @__PURE__ */ (() => {
  class WorkspaceHumanReviewDisabledError2 extends BadRequestError {
  }
  WorkspaceHumanReviewDisabledError2._errorName = "WorkspaceHumanReviewDisabledError";
  return WorkspaceHumanReviewDisabledError2;
})();
var LinkedOrganizationBillingUnavailableError = /* @__PURE__ */ (() => {
  class LinkedOrganizationBillingUnavailableError2 extends PaymentRequiredError {
  }
  LinkedOrganizationBillingUnavailableError2._errorName = "LinkedOrganizationBillingUnavailableError";
  return LinkedOrganizationBillingUnavailableError2;
})();
var LinkedOrganizationSpendLimitReachedError = /* @__PURE__ */ (() => {
  class LinkedOrganizationSpendLimitReachedError2 extends PaymentRequiredError {
  }
  LinkedOrganizationSpendLimitReachedError2._errorName = "LinkedOrganizationSpendLimitReachedError";
  return LinkedOrganizationSpendLimitReachedError2;
})();
var SandboxEgressRestrictedError = /* @__PURE__ */ (() => {
  class SandboxEgressRestrictedError2 extends PermissionDeniedError {
  }
  SandboxEgressRestrictedError2._errorName = "SandboxEgressRestrictedError";
  return SandboxEgressRestrictedError2;
})();
var RequestBodyTooLargeAfterDecodingError = /* @__PURE__ */ (() => {
  class RequestBodyTooLargeAfterDecodingError2 extends ContentTooLargeError {
  }
  RequestBodyTooLargeAfterDecodingError2._errorName = "RequestBodyTooLargeAfterDecodingError";
  return RequestBodyTooLargeAfterDecodingError2;
})();
var ContractSpendLimitReachedError = /* @__PURE__ */ (() => {
  class ContractSpendLimitReachedError2 extends RateLimitError {
  }
  ContractSpendLimitReachedError2._errorName = "ContractSpendLimitReachedError";
  return ContractSpendLimitReachedError2;
})();
var EnforcedSpendLimitReachedError = /* @__PURE__ */ (() => {
  class EnforcedSpendLimitReachedError2 extends RateLimitError {
  }
  EnforcedSpendLimitReachedError2._errorName = "EnforcedSpendLimitReachedError";
  return EnforcedSpendLimitReachedError2;
})();
var RampLimitExceededError = /* @__PURE__ */ (() => {
  class RampLimitExceededError2 extends RateLimitError {
  }
  RampLimitExceededError2._errorName = "RampLimitExceededError";
  return RampLimitExceededError2;
})();
var CMEKContextUnavailableError = /* @__PURE__ */ (() => {
  class CMEKContextUnavailableError2 extends ServiceUnavailableError {
  }
  CMEKContextUnavailableError2._errorName = "CMEKContextUnavailableError";
  return CMEKContextUnavailableError2;
})();
var CMEKKeyUnreachableError = /* @__PURE__ */ (() => {
  class CMEKKeyUnreachableError2 extends ServiceUnavailableError {
  }
  CMEKKeyUnreachableError2._errorName = "CMEKKeyUnreachableError";
  return CMEKKeyUnreachableError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/deployment-runs.mjs
var DeploymentRuns = class extends APIResource {
  /**
   * Get Deployment Run
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeploymentRun =
   *   await client.beta.deploymentRuns.retrieve(
   *     'deployment_run_id',
   *   );
   * ```
   */
  retrieve(deploymentRunID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.get(path`/v1/deployment_runs/${deploymentRunID}`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployment_runs.retrieve", options, {
        route: "/v1/deployment_runs/{deployment_run_id}",
        attributes: { "anthropic.deployment_run.id": deploymentRunID }
      })
    });
  }
  /**
   * List Deployment Runs
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaManagedAgentsDeploymentRun of client.beta.deploymentRuns.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList("/v1/deployment_runs", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployment_runs.list", options, {
        route: "/v1/deployment_runs",
        queryParams: [
          "created_at[gt]",
          "created_at[gte]",
          "created_at[lt]",
          "created_at[lte]",
          "deployment_id",
          "has_error",
          "limit",
          "page",
          "trigger_type"
        ]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/deployments.mjs
var Deployments = class extends APIResource {
  /**
   * Create Deployment
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeployment =
   *   await client.beta.deployments.create({
   *     agent: {
   *       id: 'agent_011CZkYpogX7uDKUyvBTophP',
   *       type: 'agent',
   *     },
   *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
   *     initial_events: [
   *       {
   *         content: [
   *           {
   *             text: "Compile yesterday's orders into report.md.",
   *             type: 'text',
   *           },
   *         ],
   *         type: 'user.message',
   *       },
   *     ],
   *     name: 'Daily order report',
   *   });
   * ```
   */
  create(params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post("/v1/deployments", {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployments.create", options, {
        route: "/v1/deployments",
        createdIDAttribute: "anthropic.deployment.id"
      })
    });
  }
  /**
   * Get Deployment
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeployment =
   *   await client.beta.deployments.retrieve(
   *     'depl_011CZkZcDH3vPqd7xnEfwTai',
   *   );
   * ```
   */
  retrieve(deploymentID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.get(path`/v1/deployments/${deploymentID}`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployments.retrieve", options, {
        route: "/v1/deployments/{deployment_id}",
        attributes: { "anthropic.deployment.id": deploymentID }
      })
    });
  }
  /**
   * Update Deployment
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeployment =
   *   await client.beta.deployments.update(
   *     'depl_011CZkZcDH3vPqd7xnEfwTai',
   *     {},
   *   );
   * ```
   */
  update(deploymentID, params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/deployments/${deploymentID}`, {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployments.update", options, {
        route: "/v1/deployments/{deployment_id}",
        attributes: { "anthropic.deployment.id": deploymentID }
      })
    });
  }
  /**
   * List Deployments
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaManagedAgentsDeployment of client.beta.deployments.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList("/v1/deployments", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployments.list", options, {
        route: "/v1/deployments",
        queryParams: [
          "agent_id",
          "created_at[gte]",
          "created_at[lte]",
          "include_archived",
          "limit",
          "page",
          "status"
        ]
      })
    });
  }
  /**
   * Archive Deployment
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeployment =
   *   await client.beta.deployments.archive(
   *     'depl_011CZkZcDH3vPqd7xnEfwTai',
   *   );
   * ```
   */
  archive(deploymentID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.post(path`/v1/deployments/${deploymentID}/archive`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployments.archive", options, {
        route: "/v1/deployments/{deployment_id}/archive",
        attributes: { "anthropic.deployment.id": deploymentID }
      })
    });
  }
  /**
   * Pause Deployment
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeployment =
   *   await client.beta.deployments.pause(
   *     'depl_011CZkZcDH3vPqd7xnEfwTai',
   *   );
   * ```
   */
  pause(deploymentID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.post(path`/v1/deployments/${deploymentID}/pause`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployments.pause", options, {
        route: "/v1/deployments/{deployment_id}/pause",
        attributes: { "anthropic.deployment.id": deploymentID }
      })
    });
  }
  /**
   * Run Deployment Now
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeploymentRun =
   *   await client.beta.deployments.run(
   *     'depl_011CZkZcDH3vPqd7xnEfwTai',
   *   );
   * ```
   */
  run(deploymentID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.post(path`/v1/deployments/${deploymentID}/run`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployments.run", options, {
        route: "/v1/deployments/{deployment_id}/run",
        attributes: { "anthropic.deployment.id": deploymentID }
      })
    });
  }
  /**
   * Unpause Deployment
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeployment =
   *   await client.beta.deployments.unpause(
   *     'depl_011CZkZcDH3vPqd7xnEfwTai',
   *   );
   * ```
   */
  unpause(deploymentID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.post(path`/v1/deployments/${deploymentID}/unpause`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.deployments.unpause", options, {
        route: "/v1/deployments/{deployment_id}/unpause",
        attributes: { "anthropic.deployment.id": deploymentID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/dreams.mjs
var Dreams = class extends APIResource {
  /**
   * Start an asynchronous job that uses past sessions to produce a reorganized
   * version of a memory store and get back the dream to poll for the result.
   *
   * By default the dream writes its result to a new memory store and doesn't change
   * the input memory store. The response has `status` set to `pending` and an empty
   * `outputs` array. Poll the dream until `status` is `completed`, `failed`, or
   * `canceled`.
   *
   * See the
   * [Dreams guide](https://platform.claude.com/docs/en/managed-agents/dreams#create-a-dream)
   * to learn more about creating dreams.
   *
   * @example
   * ```ts
   * const betaDream = await client.beta.dreams.create({
   *   inputs: [{ memory_store_id: 'x', type: 'memory_store' }],
   *   model: 'string',
   * });
   * ```
   */
  create(params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post("/v1/dreams", {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "dreaming-2026-04-21"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.dreams.create", options, {
        route: "/v1/dreams",
        createdIDAttribute: "anthropic.dream.id"
      })
    });
  }
  /**
   * Get a dream by ID to check its status, output memory store, and token usage.
   *
   * Archived dreams are returned too.
   *
   * See the
   * [Dreams guide](https://platform.claude.com/docs/en/managed-agents/dreams#track-progress)
   * for how to poll a dream and what each status means.
   *
   * @example
   * ```ts
   * const betaDream = await client.beta.dreams.retrieve(
   *   'dream_id',
   * );
   * ```
   */
  retrieve(dreamID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.get(path`/v1/dreams/${dreamID}`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "dreaming-2026-04-21"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.dreams.retrieve", options, {
        route: "/v1/dreams/{dream_id}",
        attributes: { "anthropic.dream.id": dreamID }
      })
    });
  }
  /**
   * List the dreams in the workspace, newest first.
   *
   * Archived dreams are left out unless `include_archived` is `true`.
   *
   * See the
   * [Dreams guide](https://platform.claude.com/docs/en/managed-agents/dreams#list-dreams)
   * for how to page through dreams.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaDream of client.beta.dreams.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList("/v1/dreams", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "dreaming-2026-04-21"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.dreams.list", options, {
        route: "/v1/dreams",
        queryParams: ["created_at[gt]", "created_at[lt]", "include_archived", "limit", "page", "statuses"]
      })
    });
  }
  /**
   * Hide a `completed`, `failed`, or `canceled` dream from the default list of
   * dreams.
   *
   * Archiving a `pending` or `running` dream returns a 400 error, so cancel it
   * first. Archiving an archived dream returns it unchanged. An archived dream can
   * still be fetched by ID. Archiving can't be undone.
   *
   * See the
   * [Dreams guide](https://platform.claude.com/docs/en/managed-agents/dreams#archive-a-dream)
   * to learn more about archiving dreams.
   *
   * @example
   * ```ts
   * const betaDream = await client.beta.dreams.archive(
   *   'dream_id',
   * );
   * ```
   */
  archive(dreamID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.post(path`/v1/dreams/${dreamID}/archive`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "dreaming-2026-04-21"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.dreams.archive", options, {
        route: "/v1/dreams/{dream_id}/archive",
        attributes: { "anthropic.dream.id": dreamID }
      })
    });
  }
  /**
   * Stop a `pending` or `running` dream.
   *
   * The response shows `status` as `canceled`, unless the dream reached `completed`
   * or `failed` first. `usage` can keep changing after the response. Canceling a
   * `canceled` dream returns it unchanged. Canceling a `completed` or `failed` dream
   * returns a 400 error.
   *
   * See the
   * [Dreams guide](https://platform.claude.com/docs/en/managed-agents/dreams#cancel-a-dream)
   * to learn more about canceling dreams.
   *
   * @example
   * ```ts
   * const betaDream = await client.beta.dreams.cancel(
   *   'dream_id',
   * );
   * ```
   */
  cancel(dreamID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.post(path`/v1/dreams/${dreamID}/cancel`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "dreaming-2026-04-21"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.dreams.cancel", options, {
        route: "/v1/dreams/{dream_id}/cancel",
        attributes: { "anthropic.dream.id": dreamID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/files.mjs
var Files = class extends APIResource {
  /**
   * List Files
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {CMEKKeyNetworkBlockedError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaFileMetadata of client.beta.files.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList("/v1/files", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.files.list", options, {
        route: "/v1/files",
        queryParams: ["ids", "limit", "page", "scope_id"]
      })
    });
  }
  /**
   * Delete File
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {CMEKKeyNetworkBlockedError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const betaDeletedFile = await client.beta.files.delete(
   *   'file_id',
   * );
   * ```
   */
  delete(fileID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.delete(path`/v1/files/${fileID}`, {
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.files.delete", options, {
        route: "/v1/files/{file_id}",
        attributes: { "anthropic.file.id": fileID }
      })
    });
  }
  /**
   * Download File
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {CMEKKeyNetworkBlockedError}
   * @throws {FileNotDownloadableError}
   * @throws {OrganizationOnHoldError}
   * @throws {FileExpiredError}
   *
   * @example
   * ```ts
   * const response = await client.beta.files.download(
   *   'file_id',
   * );
   *
   * const content = await response.blob();
   * console.log(content);
   * ```
   */
  download(fileID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.get(path`/v1/files/${fileID}/content`, {
      ...options,
      headers: buildHeaders([
        {
          Accept: "application/binary",
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __binaryResponse: true,
      __span: startApiCallSpan(this._client, "anthropic.files.download", options, {
        route: "/v1/files/{file_id}/content",
        attributes: { "anthropic.file.id": fileID }
      })
    });
  }
  /**
   * Get File Metadata
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {CMEKKeyNetworkBlockedError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const betaFileMetadata =
   *   await client.beta.files.retrieveMetadata('file_id');
   * ```
   */
  retrieveMetadata(fileID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.get(path`/v1/files/${fileID}`, {
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.files.retrieve_metadata", options, {
        route: "/v1/files/{file_id}",
        attributes: { "anthropic.file.id": fileID }
      })
    });
  }
  /**
   * Upload File
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {CMEKKeyNetworkBlockedError}
   * @throws {OrganizationOnHoldError}
   * @throws {StorageQuotaExceededError}
   *
   * @example
   * ```ts
   * const betaFileMetadata = await client.beta.files.upload({
   *   file: fs.createReadStream('path/to/file'),
   * });
   * ```
   */
  upload(params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post("/v1/files", multipartFormRequestOptions({
      body,
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        stainlessHelperHeaderFromFile(body.file),
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.files.upload", options, {
        route: "/v1/files",
        createdIDAttribute: "anthropic.file.id"
      })
    }, this._client));
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/models.mjs
var Models = class extends APIResource {
  /**
   * Get a specific model.
   *
   * The Models API response can be used to determine information about a specific
   * model or resolve a model alias to a model ID.
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const betaModelInfo = await client.beta.models.retrieve(
   *   'model_id',
   * );
   * ```
   */
  retrieve(modelID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.get(path`/v1/models/${modelID}`, {
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.models.retrieve", options, {
        route: "/v1/models/{model_id}",
        attributes: { "anthropic.model.id": modelID }
      })
    });
  }
  /**
   * List available models.
   *
   * The Models API response can be used to determine which models are available for
   * use in the API. More recently released models are listed first.
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaModelInfo of client.beta.models.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList("/v1/models", Page, {
      query,
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.models.list", options, {
        route: "/v1/models",
        queryParams: ["after_id", "before_id", "lifecycle", "limit"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/webhooks.mjs
var import_standardwebhooks = __toESM(require_dist(), 1);
var Webhooks = class extends APIResource {
  /**
   * Parses a webhook payload into an event without verifying its signature. Prefer
   * `unwrap()` unless you have already verified the signature yourself.
   */
  parseUnverified(body) {
    return JSON.parse(body);
  }
  /**
   * Verifies the webhook signature from the `webhook-id`, `webhook-timestamp` and
   * `webhook-signature` headers using your webhook signing key, then parses the
   * payload into an event. Fails if the signature is missing or invalid.
   */
  unwrap(body, options) {
    const headers = options?.headers;
    if (headers == null)
      throw new Error("Webhook headers are required in order to verify the signature");
    const keyStr = options.key === void 0 ? this._client.webhookKey : options.key;
    if (!keyStr)
      throw new Error("Webhook key must not be null or empty in order to unwrap");
    const wh = new import_standardwebhooks.Webhook(keyStr);
    wh.verify(body, headers);
    return JSON.parse(body);
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/agents/versions.mjs
var Versions = class extends APIResource {
  /**
   * List Agent Versions
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaManagedAgentsAgent of client.beta.agents.versions.list(
   *   'agent_011CZkYpogX7uDKUyvBTophP',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(agentID, params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/agents/${agentID}/versions`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.agents.versions.list", options, {
        route: "/v1/agents/{agent_id}/versions",
        queryParams: ["limit", "page"],
        attributes: { "gen_ai.agent.id": agentID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/agents/agents.mjs
var Agents = /* @__PURE__ */ (() => {
  class Agents2 extends APIResource {
    constructor() {
      super(...arguments);
      this.versions = new Versions(this._client);
    }
    /**
     * Create Agent
     *
     * @example
     * ```ts
     * const betaManagedAgentsAgent =
     *   await client.beta.agents.create({
     *     model: 'claude-opus-5-5',
     *     name: 'My First Agent',
     *   });
     * ```
     */
    create(params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post("/v1/agents", {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.agents.create", options, {
          route: "/v1/agents",
          createdIDAttribute: "gen_ai.agent.id"
        })
      });
    }
    /**
     * Get Agent
     *
     * @example
     * ```ts
     * const betaManagedAgentsAgent =
     *   await client.beta.agents.retrieve(
     *     'agent_011CZkYpogX7uDKUyvBTophP',
     *   );
     * ```
     */
    retrieve(agentID, params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.get(path`/v1/agents/${agentID}`, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.agents.retrieve", options, {
          route: "/v1/agents/{agent_id}",
          queryParams: ["version"],
          attributes: { "gen_ai.agent.id": agentID }
        })
      });
    }
    /**
     * Update Agent
     *
     * @example
     * ```ts
     * const betaManagedAgentsAgent =
     *   await client.beta.agents.update(
     *     'agent_011CZkYpogX7uDKUyvBTophP',
     *     { description: 'updated' },
     *   );
     * ```
     */
    update(agentID, params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/agents/${agentID}`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.agents.update", options, {
          route: "/v1/agents/{agent_id}",
          attributes: { "gen_ai.agent.id": agentID }
        })
      });
    }
    /**
     * List Agents
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaManagedAgentsAgent of client.beta.agents.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList("/v1/agents", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.agents.list", options, {
          route: "/v1/agents",
          queryParams: ["created_at[gte]", "created_at[lte]", "include_archived", "limit", "page"]
        })
      });
    }
    /**
     * Archive Agent
     *
     * @example
     * ```ts
     * const betaManagedAgentsAgent =
     *   await client.beta.agents.archive(
     *     'agent_011CZkYpogX7uDKUyvBTophP',
     *   );
     * ```
     */
    archive(agentID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.post(path`/v1/agents/${agentID}/archive`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.agents.archive", options, {
          route: "/v1/agents/{agent_id}/archive",
          attributes: { "gen_ai.agent.id": agentID }
        })
      });
    }
  }
  Agents2.Versions = Versions;
  return Agents2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/compliance/review/cases.mjs
var Cases = class extends APIResource {
  /**
   * Read one review case.
   *
   * A case that the API key can't reach, or that Anthropic hasn't sent, returns the
   * same 404 as a case that doesn't exist.
   *
   * An Admin API key with the `read:compliance_review_cases` scope can call this
   * endpoint.
   *
   * @example
   * ```ts
   * const betaComplianceReviewCase =
   *   await client.beta.compliance.review.cases.retrieve(
   *     'case_id',
   *   );
   * ```
   */
  retrieve(caseID, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.get(path`/v1/compliance/review/cases/${caseID}`, {
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.compliance.review.cases.retrieve", options, {
        route: "/v1/compliance/review/cases/{case_id}",
        attributes: { "anthropic.compliance.review.case.id": caseID }
      })
    });
  }
  /**
   * List the review cases of every organization that the API key can reach, newest
   * first by default. Both open and closed cases are returned unless `status` is
   * set.
   *
   * To sync, store the largest `updated_at` you have read, and send it as the
   * at-or-after filter on `updated_at`, sorted by `updated_at` ascending. That finds
   * new cases, newly closed cases, and cases with a new notice. Read every page,
   * match results by `id`, and store the new largest value after the last page.
   *
   * A request with the `anthropic-user-profile-id` header and no `user_profile_id`
   * parameter returns a 400 error.
   *
   * An Admin API key with the `read:compliance_review_cases` scope can call this
   * endpoint.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaComplianceReviewCase of client.beta.compliance.review.cases.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList("/v1/compliance/review/cases", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.compliance.review.cases.list", options, {
        route: "/v1/compliance/review/cases",
        queryParams: [
          "created_at[gt]",
          "created_at[gte]",
          "created_at[lt]",
          "created_at[lte]",
          "limit",
          "order",
          "order_by",
          "page",
          "status",
          "updated_at[gt]",
          "updated_at[gte]",
          "updated_at[lt]",
          "updated_at[lte]",
          "user_profile_id"
        ]
      })
    });
  }
  /**
   * Send your conclusion on a review case. A response closes the case, and a closed
   * case can't be reopened.
   *
   * Only the first response counts. A request is safe to send again: if the closed
   * case has a response with the same field values, in any list order, the API
   * returns 200 and changes nothing. If the closed case has a different response, or
   * none, the API returns a 400 with `case_closed` in `error.details.error_code`.
   *
   * If your end customer reviews this case instead of you, the API returns a 403
   * with `case_reviewed_by_end_customer` in `error.details.error_code`.
   *
   * An Admin API key with the `write:compliance_review_cases` scope can call this
   * endpoint.
   *
   * @example
   * ```ts
   * const betaComplianceReviewCase =
   *   await client.beta.compliance.review.cases.respond(
   *     'case_id',
   *     { determination: 'no_violation' },
   *   );
   * ```
   */
  respond(caseID, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/compliance/review/cases/${caseID}/respond`, {
      body,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.compliance.review.cases.respond", options, {
        route: "/v1/compliance/review/cases/{case_id}/respond",
        attributes: { "anthropic.compliance.review.case.id": caseID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/compliance/review/items.mjs
var Items = class extends APIResource {
  /**
   * Read one message that Anthropic flagged for your organization to review, with
   * its request and response.
   *
   * A message that the API key can't read, or that isn't flagged, returns the same
   * 404 as one that doesn't exist. For a message recorded with a user profile, send
   * that profile's ID in the `anthropic-user-profile-id` header. A flagged message
   * can also return 404 if it belongs to another organization than the key's own, or
   * to your end customer's user profile or Workspace.
   *
   * If your encryption key or storage bucket refuses the read, the API returns a 400
   * with `cmek_key_disabled`, `storage_bucket_unreadable` or
   * `customer_storage_refusal_unattributed` in `error.details.error_code`.
   *
   * The API key must have the `read:compliance_review_items`,
   * `read:compliance_user_data` or `read:org_audit` scope. A key of an organization
   * with no parent organization must have `read:compliance_review_items`.
   *
   * @example
   * ```ts
   * const betaComplianceReviewItem =
   *   await client.beta.compliance.review.items.retrieve(
   *     'item_id',
   *   );
   * ```
   */
  retrieve(itemID, params = {}, options) {
    const { betas, user_profile_id } = params ?? {};
    return this._client.get(path`/v1/compliance/review/items/${itemID}`, {
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.compliance.review.items.retrieve", options, {
        route: "/v1/compliance/review/items/{item_id}",
        attributes: { "anthropic.compliance.review.item.id": itemID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/compliance/review/notices.mjs
var Notices = class extends APIResource {
  /**
   * List Anthropic's notices to the organizations that the API key can reach, newest
   * first by default. A notice is returned only if the API key can read every case
   * in its `case_ids`.
   *
   * To poll, store the largest `created_at` you have read, and send it as the
   * at-or-after filter on `created_at`. Read every page, match results by `id`, and
   * store the new largest value after the last page.
   *
   * An Admin API key with the `read:compliance_review_cases` scope can call this
   * endpoint.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaComplianceReviewNotice of client.beta.compliance.review.notices.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList("/v1/compliance/review/notices", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.compliance.review.notices.list", options, {
        route: "/v1/compliance/review/notices",
        queryParams: [
          "case_id",
          "created_at[gt]",
          "created_at[gte]",
          "created_at[lt]",
          "created_at[lte]",
          "limit",
          "order",
          "page"
        ]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/compliance/review/review.mjs
var Review = /* @__PURE__ */ (() => {
  class Review2 extends APIResource {
    constructor() {
      super(...arguments);
      this.cases = new Cases(this._client);
      this.notices = new Notices(this._client);
      this.items = new Items(this._client);
    }
  }
  Review2.Cases = Cases;
  Review2.Notices = Notices;
  Review2.Items = Items;
  return Review2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/compliance/compliance.mjs
var Compliance = /* @__PURE__ */ (() => {
  class Compliance2 extends APIResource {
    constructor() {
      super(...arguments);
      this.review = new Review(this._client);
    }
  }
  Compliance2.Review = Review;
  return Compliance2;
})();

// node_modules/@anthropic-ai/sdk/internal/utils/uuid.mjs
var uuid4 = function() {
  const { crypto } = globalThis;
  if (crypto?.randomUUID) {
    uuid4 = crypto.randomUUID.bind(crypto);
    return crypto.randomUUID();
  }
  const u8 = new Uint8Array(1);
  const randomByte = crypto ? () => crypto.getRandomValues(u8)[0] : () => Math.random() * 255 & 255;
  return "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) => (+c ^ randomByte() & 15 >> +c / 4).toString(16));
};

// node_modules/@anthropic-ai/sdk/internal/utils/backoff.mjs
function isStatus(e, code) {
  return e instanceof APIError && e.status === code;
}
function is4xx(e) {
  return e instanceof APIError && typeof e.status === "number" && e.status >= 400 && e.status < 500;
}
function isFatal4xx(e) {
  return is4xx(e) && !isStatus(e, 408) && !isStatus(e, 409) && !isStatus(e, 429);
}
function backoff(attempt, baseMs, capMs) {
  return Math.min(baseMs * 2 ** attempt, capMs);
}
function jitter(lowMs, highMs) {
  return lowMs + Math.random() * (highMs - lowMs);
}
function applyJitter(ms) {
  return ms * (1 - Math.random() * 0.25);
}

// node_modules/@anthropic-ai/sdk/lib/helper-client.mjs
function copyClientForHelper(client, { authToken, helper }) {
  if (!authToken) {
    throw new AnthropicError(`copyClientForHelper: expected a non-empty authToken but received ${JSON.stringify(authToken)}`);
  }
  const parentDefaults = client._options.defaultHeaders;
  const parentAuthExtraHeaders = client._authState?.extraHeaders;
  const inheritedAuthExtraHeaders = parentAuthExtraHeaders ? Object.fromEntries(Object.entries(parentAuthExtraHeaders).filter(([name]) => {
    const lower = name.toLowerCase();
    return lower !== "authorization" && lower !== "x-api-key";
  })) : void 0;
  const defaultHeaders = buildHeaders([
    inheritedAuthExtraHeaders,
    parentDefaults,
    { [STAINLESS_HELPER_HEADER]: helper }
  ]);
  defaultHeaders.values.delete("x-api-key");
  defaultHeaders.values.delete("authorization");
  defaultHeaders.nulls.delete("authorization");
  return client.withOptions({
    authToken,
    baseURL: client.baseURL,
    defaultHeaders
  });
}

// node_modules/@anthropic-ai/sdk/lib/environments/poller.mjs
var _WorkPoller_runnerClient;
var _WorkPoller_consumed;
var _WorkPoller_controller;
var _WorkPoller_detachExternal;
var _WorkPoller_autoStop;
var _WorkPoller_drain;
var _WorkPoller_blockMs;
var _WorkPoller_reclaimOlderThanMs;
var _WorkPoller_requestOpts;
var _IdleLog_log;
var _IdleLog_environmentId;
var _IdleLog_idleSince;
var _IdleLog_lastReport;
var POLL_BLOCK_MS = 999;
var POLL_BACKOFF_BASE_MS = 1e3;
var POLL_BACKOFF_CAP_MS = 6e4;
var IDLE_REPORT_INTERVAL_MS = 3e5;
var WorkPoller = /* @__PURE__ */ (() => {
  class WorkPoller2 {
    constructor(opts) {
      _WorkPoller_runnerClient.set(this, void 0);
      _WorkPoller_consumed.set(this, false);
      _WorkPoller_controller.set(this, void 0);
      _WorkPoller_detachExternal.set(this, void 0);
      _WorkPoller_autoStop.set(this, void 0);
      _WorkPoller_drain.set(this, void 0);
      _WorkPoller_blockMs.set(this, void 0);
      _WorkPoller_reclaimOlderThanMs.set(this, void 0);
      _WorkPoller_requestOpts.set(this, void 0);
      this.client = opts.client;
      this.environmentId = opts.environmentId;
      this.environmentKey = opts.environmentKey;
      this.workerId = opts.workerId ?? defaultWorkerId();
      __classPrivateFieldSet(this, _WorkPoller_runnerClient, copyClientForHelper(opts.client, {
        authToken: opts.environmentKey,
        helper: "environments-work-poller"
      }), "f");
      __classPrivateFieldSet(this, _WorkPoller_autoStop, opts.autoStop ?? true, "f");
      __classPrivateFieldSet(this, _WorkPoller_drain, opts.drain ?? false, "f");
      __classPrivateFieldSet(this, _WorkPoller_blockMs, opts.blockMs === void 0 ? POLL_BLOCK_MS : opts.blockMs, "f");
      __classPrivateFieldSet(this, _WorkPoller_reclaimOlderThanMs, opts.reclaimOlderThanMs ?? null, "f");
      __classPrivateFieldSet(this, _WorkPoller_requestOpts, opts.requestOptions, "f");
      __classPrivateFieldSet(this, _WorkPoller_controller, new AbortController(), "f");
      __classPrivateFieldSet(this, _WorkPoller_detachExternal, linkAbort(opts.signal, __classPrivateFieldGet(this, _WorkPoller_controller, "f")), "f");
    }
    /** Read-only view of this iterator's abort signal. */
    get signal() {
      return __classPrivateFieldGet(this, _WorkPoller_controller, "f").signal;
    }
    /** Abort the iterator. The current `for await` will exit cleanly. */
    abort() {
      __classPrivateFieldGet(this, _WorkPoller_controller, "f").abort();
    }
    async *[(_WorkPoller_runnerClient = /* @__PURE__ */ new WeakMap(), _WorkPoller_consumed = /* @__PURE__ */ new WeakMap(), _WorkPoller_controller = /* @__PURE__ */ new WeakMap(), _WorkPoller_detachExternal = /* @__PURE__ */ new WeakMap(), _WorkPoller_autoStop = /* @__PURE__ */ new WeakMap(), _WorkPoller_drain = /* @__PURE__ */ new WeakMap(), _WorkPoller_blockMs = /* @__PURE__ */ new WeakMap(), _WorkPoller_reclaimOlderThanMs = /* @__PURE__ */ new WeakMap(), _WorkPoller_requestOpts = /* @__PURE__ */ new WeakMap(), Symbol.asyncIterator)]() {
      if (__classPrivateFieldGet(this, _WorkPoller_consumed, "f")) {
        throw new AnthropicError("Cannot iterate over a consumed WorkPoller");
      }
      __classPrivateFieldSet(this, _WorkPoller_consumed, true, "f");
      let callerOtelContext = context.active();
      const log = loggerFor(this.client);
      log.info("poller starting", {
        component: "work-poller",
        environment_id: this.environmentId
      });
      const idle = new IdleLog(log, this.environmentId);
      try {
        let attempt = 0;
        while (!__classPrivateFieldGet(this, _WorkPoller_controller, "f").signal.aborted) {
          let work;
          try {
            work = await __classPrivateFieldGet(this, _WorkPoller_runnerClient, "f").beta.environments.work.poll(this.environmentId, {
              "Anthropic-Worker-ID": this.workerId,
              ...__classPrivateFieldGet(this, _WorkPoller_blockMs, "f") !== null ? { block_ms: __classPrivateFieldGet(this, _WorkPoller_blockMs, "f") } : {},
              ...__classPrivateFieldGet(this, _WorkPoller_reclaimOlderThanMs, "f") !== null ? { reclaim_older_than_ms: __classPrivateFieldGet(this, _WorkPoller_reclaimOlderThanMs, "f") } : {}
            }, { headers: buildHeaders([__classPrivateFieldGet(this, _WorkPoller_requestOpts, "f")?.headers]), signal: __classPrivateFieldGet(this, _WorkPoller_controller, "f").signal });
          } catch (e) {
            if (__classPrivateFieldGet(this, _WorkPoller_controller, "f").signal.aborted)
              return;
            if (isFatal4xx(e)) {
              log.error("poll failed permanently, stopping poller", { error: String(e) });
              throw e;
            }
            const wait = applyJitter(backoff2(attempt));
            log.warn("poll failed, backing off", { error: String(e), backoff_ms: wait });
            attempt++;
            await sleep(wait, __classPrivateFieldGet(this, _WorkPoller_controller, "f").signal);
            continue;
          }
          attempt = 0;
          if (work == null) {
            if (__classPrivateFieldGet(this, _WorkPoller_drain, "f"))
              return;
            idle.onEmptyPoll();
            await sleep(jitter(1e3, 3e3), __classPrivateFieldGet(this, _WorkPoller_controller, "f").signal);
            continue;
          }
          idle.onClaim();
          this._workSpan = guardTracing(this.client, () => startEnvironmentWorkSpan(this.client, work, callerOtelContext));
          log.info("claimed work", {
            component: "work-poller",
            environment_id: this.environmentId,
            work_id: work.id,
            work_type: work.data.type
          });
          try {
            await __classPrivateFieldGet(this, _WorkPoller_runnerClient, "f").beta.environments.work.ack(work.id, { environment_id: work.environment_id }, { headers: buildHeaders([__classPrivateFieldGet(this, _WorkPoller_requestOpts, "f")?.headers]), signal: __classPrivateFieldGet(this, _WorkPoller_controller, "f").signal });
          } catch (e) {
            log.error("ack failed", { work_id: work.id, error: String(e) });
            guardTracing(this.client, () => failEnvironmentWorkSpan(this._workSpan, __classPrivateFieldGet(this, _WorkPoller_controller, "f").signal, e));
            continue;
          }
          try {
            yield work;
            callerOtelContext = context.active();
          } finally {
            if (__classPrivateFieldGet(this, _WorkPoller_autoStop, "f")) {
              try {
                await __classPrivateFieldGet(this, _WorkPoller_runnerClient, "f").beta.environments.work.stop(work.id, { environment_id: work.environment_id }, { headers: buildHeaders([__classPrivateFieldGet(this, _WorkPoller_requestOpts, "f")?.headers]) });
              } catch (e) {
                if (!isStatus(e, 409))
                  log.warn("stop failed", { work_id: work.id, error: String(e) });
              }
            }
            guardTracing(this.client, () => endEnvironmentWorkSpan(this._workSpan, __classPrivateFieldGet(this, _WorkPoller_controller, "f").signal));
          }
        }
      } finally {
        __classPrivateFieldGet(this, _WorkPoller_detachExternal, "f").call(this);
      }
    }
  }
  return WorkPoller2;
})();
function backoff2(attempt) {
  return backoff(attempt, POLL_BACKOFF_BASE_MS, POLL_BACKOFF_CAP_MS);
}
var IdleLog = /* @__PURE__ */ (() => {
  class IdleLog2 {
    constructor(log, environmentId) {
      _IdleLog_log.set(this, void 0);
      _IdleLog_environmentId.set(this, void 0);
      _IdleLog_idleSince.set(this, void 0);
      _IdleLog_lastReport.set(this, 0);
      __classPrivateFieldSet(this, _IdleLog_log, log, "f");
      __classPrivateFieldSet(this, _IdleLog_environmentId, environmentId, "f");
    }
    onEmptyPoll() {
      const now = Date.now();
      const fields = { component: "work-poller", environment_id: __classPrivateFieldGet(this, _IdleLog_environmentId, "f") };
      if (__classPrivateFieldGet(this, _IdleLog_idleSince, "f") === void 0) {
        __classPrivateFieldSet(this, _IdleLog_idleSince, __classPrivateFieldSet(this, _IdleLog_lastReport, now, "f"), "f");
        __classPrivateFieldGet(this, _IdleLog_log, "f").info("idle; polling for work", fields);
      } else if (now - __classPrivateFieldGet(this, _IdleLog_lastReport, "f") >= IDLE_REPORT_INTERVAL_MS) {
        __classPrivateFieldSet(this, _IdleLog_lastReport, now, "f");
        __classPrivateFieldGet(this, _IdleLog_log, "f").info(`still polling; idle for ${Math.round((now - __classPrivateFieldGet(this, _IdleLog_idleSince, "f")) / 1e3)}s`, fields);
      } else {
        __classPrivateFieldGet(this, _IdleLog_log, "f").debug("poll returned no work", fields);
      }
    }
    onClaim() {
      __classPrivateFieldSet(this, _IdleLog_idleSince, void 0, "f");
    }
  }
  _IdleLog_log = /* @__PURE__ */ new WeakMap(), _IdleLog_environmentId = /* @__PURE__ */ new WeakMap(), _IdleLog_idleSince = /* @__PURE__ */ new WeakMap(), _IdleLog_lastReport = /* @__PURE__ */ new WeakMap();
  return IdleLog2;
})();
function defaultWorkerId() {
  const env = globalThis.process?.env;
  const host = env?.["HOSTNAME"];
  return host ? `${host}-${uuid4()}` : uuid4();
}

// node_modules/@anthropic-ai/sdk/internal/utils/base64.mjs
var fromBase64 = (str) => {
  if (typeof globalThis.Buffer !== "undefined") {
    const buf = globalThis.Buffer.from(str, "base64");
    return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  if (typeof atob !== "undefined") {
    const bstr = atob(str);
    const buf = new Uint8Array(bstr.length);
    for (let i = 0; i < bstr.length; i++) {
      buf[i] = bstr.charCodeAt(i);
    }
    return buf;
  }
  throw new AnthropicError("Cannot decode base64 string; Expected `Buffer` or `atob` to be defined");
};

// node_modules/@anthropic-ai/sdk/lib/internal/toolsets/sanitize.mjs
var LINE_UNSAFE = "\\x00-\\x1f\\x7f-\\x9f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069";
var CONTROL_RE = /* @__PURE__ */ (() => new RegExp(`[${LINE_UNSAFE}]+`, "g"))();
var LONE_SURROGATE_RE = /[\uD800-\uDFFF]/gu;
function wellFormed(text) {
  return text.replace(LONE_SURROGATE_RE, "\uFFFD");
}
var FIELD_MAX = 4096;
var LOG_MAX = 200;
function oneLine(text, limit2 = FIELD_MAX) {
  return cutPoints(wellFormed(text).replace(CONTROL_RE, " ").trim(), limit2);
}
function logSafe(name) {
  return oneLine(name, LOG_MAX);
}
function quotedName(name) {
  return logSafe(name).replace(/[' ]+/g, " ").trim();
}
function thrownErrorText(e) {
  return `Error: ${e instanceof Error ? e.message : String(e)}`;
}
function errorText(error) {
  return cutPoints(wellFormed(thrownErrorText(error)), FIELD_MAX);
}
function cutPoints(text, limit2) {
  if (text.length <= limit2)
    return text;
  let end = 0;
  let points = 0;
  for (const ch of text) {
    if (points === limit2)
      break;
    points += 1;
    end += ch.length;
  }
  return text.slice(0, end);
}
function errorTextContent(content) {
  if (typeof content === "string")
    return wellFormed(content);
  return content.filter((block) => block.type === "text" && block.text !== "").map((block) => ({ ...block, text: wellFormed(block.text) }));
}

// node_modules/@anthropic-ai/sdk/lib/tools/BetaRunnableTool.mjs
function toolName(tool) {
  return "name" in tool ? tool.name : "mcp_server_name" in tool ? tool.mcp_server_name : tool.type;
}
function toolErrorContent(e) {
  return e instanceof ToolError ? e.content : thrownErrorText(e);
}
async function runRunnableTool(tool, rawInput, context2) {
  try {
    const input = tool.parse ? tool.parse(rawInput) : rawInput;
    const content = await tool.run(input, context2);
    return { content, isError: false };
  } catch (e) {
    return { content: toolErrorContent(e), isError: true };
  }
}

// node_modules/@anthropic-ai/sdk/lib/tools/SessionToolRunner.mjs
var _IdleClock_maxIdleMs;
var _IdleClock_onExpire;
var _IdleClock_blockers;
var _IdleClock_armPending;
var _IdleClock_idleMayBeStale;
var _IdleClock_timer;
var _SessionToolRunner_instances;
var _SessionToolRunner_consumed;
var _SessionToolRunner_controller;
var _SessionToolRunner_detachExternal;
var _SessionToolRunner_requestOpts;
var _SessionToolRunner_toolByName;
var _SessionToolRunner_logger;
var _SessionToolRunner_seen;
var _SessionToolRunner_answered;
var _SessionToolRunner_confirmationVerdicts;
var _SessionToolRunner_awaitingConfirmation;
var _SessionToolRunner_terminatedThreads;
var _SessionToolRunner_results;
var _SessionToolRunner_inFlightCount;
var _SessionToolRunner_sendRetryWindowMs;
var _SessionToolRunner_onIdle;
var _SessionToolRunner_idleClock;
var _SessionToolRunner_otelContext;
var _SessionToolRunner_primaryThreadId;
var _SessionToolRunner_historyRead;
var _SessionToolRunner_requestOptions;
var _SessionToolRunner_streamLoop;
var _SessionToolRunner_reconcile;
var _SessionToolRunner_ingestHistory;
var _SessionToolRunner_notePrimaryThread;
var _SessionToolRunner_handleStreamEvent;
var _SessionToolRunner_inTerminatedThread;
var _SessionToolRunner_releaseTerminatedHolds;
var _SessionToolRunner_routeToolEvent;
var _SessionToolRunner_noteConfirmation;
var _SessionToolRunner_applyVerdict;
var _SessionToolRunner_surfaceCall;
var _SessionToolRunner_execute;
var _SessionToolRunner_sendResult;
var _SessionToolRunner_drain;
var STREAM_BACKOFF_START_MS = 500;
var STREAM_BACKOFF_CAP_MS = 1e4;
var TOOL_TIMEOUT_MS = 12e4;
var DRAIN_TIMEOUT_MS = 3e4;
var SEND_BACKOFF_START_MS = 1e3;
var SEND_BACKOFF_CAP_MS = 3e4;
var SEND_RETRY_WINDOW_MS = 5 * 6e4;
var DEFAULT_MAX_IDLE_MS = 6e4;
function endsTurn(ev) {
  if (ev.type !== "session.status_idle")
    return false;
  return ev.stop_reason?.type !== "requires_action";
}
function isIdleNeutral(ev) {
  return ev.type === "user.tool_confirmation" || ev.type === "session.thread_status_terminated";
}
var IdleClock = /* @__PURE__ */ (() => {
  class IdleClock2 {
    constructor(maxIdleMs, onExpire) {
      _IdleClock_maxIdleMs.set(this, void 0);
      _IdleClock_onExpire.set(this, void 0);
      _IdleClock_blockers.set(this, /* @__PURE__ */ new Set());
      _IdleClock_armPending.set(this, false);
      _IdleClock_idleMayBeStale.set(this, false);
      _IdleClock_timer.set(this, void 0);
      __classPrivateFieldSet(this, _IdleClock_maxIdleMs, maxIdleMs, "f");
      __classPrivateFieldSet(this, _IdleClock_onExpire, onExpire, "f");
    }
    /**
     * Arm on an idle that ends the turn; disarm on any other event that is not {@link isIdleNeutral},
     * and on a session thread's termination while `#idleMayBeStale` is true.
     */
    noteEvent(ev) {
      if (__classPrivateFieldGet(this, _IdleClock_idleMayBeStale, "f") && ev.type === "session.thread_status_terminated")
        this.disarm();
      if (isIdleNeutral(ev))
        return;
      __classPrivateFieldSet(this, _IdleClock_idleMayBeStale, false, "f");
      if (endsTurn(ev))
        this.arm();
      else
        this.disarm();
    }
    noteHistoryRead(succeeded) {
      __classPrivateFieldSet(this, _IdleClock_idleMayBeStale, !succeeded, "f");
    }
    /** Register gated work that must resolve before an idle countdown starts. */
    block(toolUseId) {
      __classPrivateFieldGet(this, _IdleClock_blockers, "f").add(toolUseId);
      if (__classPrivateFieldGet(this, _IdleClock_timer, "f") !== void 0) {
        __classPrivateFieldSet(this, _IdleClock_armPending, true, "f");
        clearTimeout(__classPrivateFieldGet(this, _IdleClock_timer, "f"));
        __classPrivateFieldSet(this, _IdleClock_timer, void 0, "f");
      }
    }
    /**
     * Retire gated work (a no-op for ids never blocked); applies a pending arm —
     * with a fresh full `maxIdleMs` window — once the last blocker retires.
     */
    unblock(toolUseId) {
      __classPrivateFieldGet(this, _IdleClock_blockers, "f").delete(toolUseId);
      if (__classPrivateFieldGet(this, _IdleClock_blockers, "f").size === 0 && __classPrivateFieldGet(this, _IdleClock_armPending, "f"))
        this.arm();
    }
    /** Retire gated work that can no longer resolve, and drop a pending arm that may be stale rather than apply it. */
    abandon(toolUseId) {
      if (__classPrivateFieldGet(this, _IdleClock_idleMayBeStale, "f"))
        this.disarm();
      this.unblock(toolUseId);
    }
    /**
     * (Re)start the idle countdown — or, while blockers are outstanding, hold
     * the arm pending instead. Stopping then would drop a held call when its
     * verdict later arrives, or cut the runner off before a released call's
     * result can drive the next turn.
     */
    arm() {
      if (__classPrivateFieldGet(this, _IdleClock_maxIdleMs, "f") <= 0)
        return;
      if (__classPrivateFieldGet(this, _IdleClock_blockers, "f").size > 0) {
        __classPrivateFieldSet(this, _IdleClock_armPending, true, "f");
        return;
      }
      __classPrivateFieldSet(this, _IdleClock_armPending, false, "f");
      if (__classPrivateFieldGet(this, _IdleClock_timer, "f") !== void 0)
        clearTimeout(__classPrivateFieldGet(this, _IdleClock_timer, "f"));
      __classPrivateFieldSet(this, _IdleClock_timer, setTimeout(__classPrivateFieldGet(this, _IdleClock_onExpire, "f"), __classPrivateFieldGet(this, _IdleClock_maxIdleMs, "f")), "f");
    }
    /**
     * Cancel the idle countdown and any pending arm. Blockers persist — they
     * track real outstanding work, retired only by {@link unblock}.
     */
    disarm() {
      __classPrivateFieldSet(this, _IdleClock_armPending, false, "f");
      if (__classPrivateFieldGet(this, _IdleClock_timer, "f") !== void 0) {
        clearTimeout(__classPrivateFieldGet(this, _IdleClock_timer, "f"));
        __classPrivateFieldSet(this, _IdleClock_timer, void 0, "f");
      }
    }
  }
  _IdleClock_maxIdleMs = /* @__PURE__ */ new WeakMap(), _IdleClock_onExpire = /* @__PURE__ */ new WeakMap(), _IdleClock_blockers = /* @__PURE__ */ new WeakMap(), _IdleClock_armPending = /* @__PURE__ */ new WeakMap(), _IdleClock_idleMayBeStale = /* @__PURE__ */ new WeakMap(), _IdleClock_timer = /* @__PURE__ */ new WeakMap();
  return IdleClock2;
})();
var SessionToolRunner = /* @__PURE__ */ (() => {
  class SessionToolRunner2 {
    constructor(sessionId, opts) {
      _SessionToolRunner_instances.add(this);
      _SessionToolRunner_consumed.set(this, false);
      _SessionToolRunner_controller.set(this, void 0);
      _SessionToolRunner_detachExternal.set(this, void 0);
      _SessionToolRunner_requestOpts.set(this, void 0);
      _SessionToolRunner_toolByName.set(this, void 0);
      _SessionToolRunner_logger.set(this, void 0);
      _SessionToolRunner_seen.set(this, /* @__PURE__ */ new Set());
      _SessionToolRunner_answered.set(this, /* @__PURE__ */ new Set());
      _SessionToolRunner_confirmationVerdicts.set(this, /* @__PURE__ */ new Map());
      _SessionToolRunner_awaitingConfirmation.set(this, /* @__PURE__ */ new Map());
      _SessionToolRunner_terminatedThreads.set(this, /* @__PURE__ */ new Set());
      _SessionToolRunner_results.set(this, new AsyncQueue());
      _SessionToolRunner_inFlightCount.set(this, 0);
      _SessionToolRunner_sendRetryWindowMs.set(this, SEND_RETRY_WINDOW_MS);
      _SessionToolRunner_onIdle.set(this, null);
      _SessionToolRunner_idleClock.set(this, void 0);
      _SessionToolRunner_otelContext.set(this, void 0);
      _SessionToolRunner_primaryThreadId.set(this, void 0);
      _SessionToolRunner_historyRead.set(this, false);
      this.client = opts.client;
      this.sessionId = sessionId;
      this.tools = opts.tools;
      this.maxIdleMs = opts.maxIdleMs ?? DEFAULT_MAX_IDLE_MS;
      __classPrivateFieldSet(this, _SessionToolRunner_logger, loggerFor(opts.client), "f");
      __classPrivateFieldSet(this, _SessionToolRunner_toolByName, new Map(opts.tools.map((t) => [toolName(t), t])), "f");
      __classPrivateFieldSet(this, _SessionToolRunner_controller, new AbortController(), "f");
      __classPrivateFieldSet(this, _SessionToolRunner_detachExternal, linkAbort(opts.signal, __classPrivateFieldGet(this, _SessionToolRunner_controller, "f")), "f");
      __classPrivateFieldSet(this, _SessionToolRunner_requestOpts, opts.requestOptions, "f");
      __classPrivateFieldSet(this, _SessionToolRunner_idleClock, new IdleClock(this.maxIdleMs, () => {
        __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").info("session idle after its turn ended; stopping", {
          component: "session-tool-runner",
          session_id: this.sessionId,
          max_idle_ms: this.maxIdleMs
        });
        __classPrivateFieldGet(this, _SessionToolRunner_controller, "f").abort();
      }), "f");
    }
    /** Read-only view of this runner's abort signal. */
    get signal() {
      return __classPrivateFieldGet(this, _SessionToolRunner_controller, "f").signal;
    }
    /** Abort the runner. Background tasks will wind down and `for await` will exit cleanly. */
    abort() {
      __classPrivateFieldGet(this, _SessionToolRunner_controller, "f").abort();
    }
    /**
     * @internal
     * `EnvironmentWorker` keeps this equal to the lease TTL each heartbeat
     * reports; applies to a send already retrying.
     */
    _setSendRetryWindow(ms) {
      __classPrivateFieldSet(this, _SessionToolRunner_sendRetryWindowMs, ms, "f");
    }
    async *[(_SessionToolRunner_consumed = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_controller = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_detachExternal = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_requestOpts = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_toolByName = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_logger = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_seen = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_answered = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_confirmationVerdicts = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_awaitingConfirmation = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_terminatedThreads = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_results = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_inFlightCount = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_sendRetryWindowMs = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_onIdle = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_idleClock = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_otelContext = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_primaryThreadId = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_historyRead = /* @__PURE__ */ new WeakMap(), _SessionToolRunner_instances = /* @__PURE__ */ new WeakSet(), Symbol.asyncIterator)]() {
      if (__classPrivateFieldGet(this, _SessionToolRunner_consumed, "f")) {
        throw new AnthropicError("Cannot iterate over a consumed SessionToolRunner");
      }
      __classPrivateFieldSet(this, _SessionToolRunner_consumed, true, "f");
      __classPrivateFieldSet(this, _SessionToolRunner_otelContext, this.client._tracer ? context.active() : void 0, "f");
      __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").info("session tool runner starting", {
        component: "session-tool-runner",
        session_id: this.sessionId
      });
      const streamPromise = __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_streamLoop).call(this).catch((e) => {
        if (!__classPrivateFieldGet(this, _SessionToolRunner_controller, "f").signal.aborted) {
          __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").error("stream loop failed", { error: String(e) });
        }
        __classPrivateFieldGet(this, _SessionToolRunner_controller, "f").abort();
      });
      try {
        while (true) {
          const next = await __classPrivateFieldGet(this, _SessionToolRunner_results, "f").next(__classPrivateFieldGet(this, _SessionToolRunner_controller, "f").signal);
          if (next.done)
            break;
          yield next.value;
        }
        await streamPromise;
        let pending;
        while ((pending = __classPrivateFieldGet(this, _SessionToolRunner_results, "f").tryShift()) !== void 0) {
          yield pending;
        }
      } finally {
        __classPrivateFieldGet(this, _SessionToolRunner_controller, "f").abort();
        __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").disarm();
        await streamPromise;
        try {
          await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_drain).call(this);
        } catch (e) {
          __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").warn("drain failed", { error: String(e) });
        }
        __classPrivateFieldGet(this, _SessionToolRunner_results, "f").close();
        for (const t of this.tools) {
          try {
            await t.close?.();
          } catch (e) {
            __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").warn("tool.close failed", { tool: toolName(t), error: String(e) });
          }
        }
        __classPrivateFieldGet(this, _SessionToolRunner_detachExternal, "f").call(this);
      }
    }
  }
  _SessionToolRunner_requestOptions = function _SessionToolRunner_requestOptions2() {
    return {
      ...__classPrivateFieldGet(this, _SessionToolRunner_requestOpts, "f"),
      headers: buildHeaders([helperHeader("session-tool-runner"), __classPrivateFieldGet(this, _SessionToolRunner_requestOpts, "f")?.headers]),
      signal: __classPrivateFieldGet(this, _SessionToolRunner_controller, "f").signal
    };
  }, _SessionToolRunner_streamLoop = // ===== event stream =====
  async function _SessionToolRunner_streamLoop2() {
    const ctrl = __classPrivateFieldGet(this, _SessionToolRunner_controller, "f");
    let backoff3 = STREAM_BACKOFF_START_MS;
    while (!ctrl.signal.aborted) {
      try {
        const stream = await this.client.beta.sessions.events.stream(this.sessionId, {}, __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_requestOptions).call(this));
        await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_reconcile).call(this);
        for await (const ev of stream) {
          backoff3 = STREAM_BACKOFF_START_MS;
          if (await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_handleStreamEvent).call(this, ev))
            return;
        }
      } catch (e) {
        ctrl.signal.throwIfAborted();
        if (isFatal4xx(e)) {
          __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").error("permanent stream failure, shutting down", { error: String(e) });
          ctrl.abort();
          throw e;
        }
        __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").warn("stream disconnected, reconnecting", {
          error: String(e),
          backoff_ms: backoff3
        });
      }
      ctrl.signal.throwIfAborted();
      await sleep(backoff3, ctrl.signal);
      backoff3 = Math.min(backoff3 * 2, STREAM_BACKOFF_CAP_MS);
    }
  }, _SessionToolRunner_reconcile = /**
   * Read full history before dispatching so a `tool_use` whose result appears
   * later in the same history is not re-executed. Runs after the live stream is
   * already attached (see {@link SessionToolRunner.#streamLoop}).
   */
  async function _SessionToolRunner_reconcile2() {
    const ctrl = __classPrivateFieldGet(this, _SessionToolRunner_controller, "f");
    const pending = [];
    let lastEndedTurn = false;
    __classPrivateFieldSet(this, _SessionToolRunner_historyRead, false, "f");
    try {
      for await (const ev of this.client.beta.sessions.events.list(this.sessionId, { limit: 1e3 }, __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_requestOptions).call(this))) {
        __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_ingestHistory).call(this, ev, pending);
        if (!isIdleNeutral(ev))
          lastEndedTurn = endsTurn(ev);
      }
    } catch (e) {
      ctrl.signal.throwIfAborted();
      __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").warn("reconcile list failed", { error: String(e) });
      for (const ev of pending)
        __classPrivateFieldGet(this, _SessionToolRunner_seen, "f").delete(ev.id);
      __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").noteHistoryRead(false);
      __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_releaseTerminatedHolds).call(this);
      return;
    }
    __classPrivateFieldSet(this, _SessionToolRunner_historyRead, true, "f");
    __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").noteHistoryRead(true);
    __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_releaseTerminatedHolds).call(this);
    const unanswered = pending.filter((ev) => !__classPrivateFieldGet(this, _SessionToolRunner_answered, "f").has(ev.id));
    __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").disarm();
    for (const ev of unanswered)
      await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_routeToolEvent).call(this, ev);
    for (const held of [...__classPrivateFieldGet(this, _SessionToolRunner_awaitingConfirmation, "f").values()]) {
      const verdict = __classPrivateFieldGet(this, _SessionToolRunner_confirmationVerdicts, "f").get(held.id);
      if (verdict !== void 0)
        await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_applyVerdict).call(this, held, verdict);
    }
    const outstanding = unanswered.filter((ev) => !__classPrivateFieldGet(this, _SessionToolRunner_answered, "f").has(ev.id) && !__classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_inTerminatedThread).call(this, ev) && !__classPrivateFieldGet(this, _SessionToolRunner_awaitingConfirmation, "f").has(ev.id));
    if (lastEndedTurn && outstanding.length === 0)
      __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").arm();
    else
      __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").disarm();
  }, _SessionToolRunner_ingestHistory = function _SessionToolRunner_ingestHistory2(ev, pending) {
    __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_notePrimaryThread).call(this, ev);
    if (ev.type === "agent.tool_use" || ev.type === "agent.custom_tool_use") {
      __classPrivateFieldGet(this, _SessionToolRunner_seen, "f").add(ev.id);
      if (!__classPrivateFieldGet(this, _SessionToolRunner_answered, "f").has(ev.id))
        pending.push(ev);
    } else if (ev.type === "user.tool_result") {
      __classPrivateFieldGet(this, _SessionToolRunner_answered, "f").add(ev.tool_use_id);
    } else if (ev.type === "user.custom_tool_result") {
      __classPrivateFieldGet(this, _SessionToolRunner_answered, "f").add(ev.custom_tool_use_id);
    } else if (ev.type === "user.tool_confirmation") {
      if (!__classPrivateFieldGet(this, _SessionToolRunner_answered, "f").has(ev.tool_use_id))
        __classPrivateFieldGet(this, _SessionToolRunner_confirmationVerdicts, "f").set(ev.tool_use_id, ev.result);
    } else if (ev.type === "session.thread_status_terminated") {
      __classPrivateFieldGet(this, _SessionToolRunner_terminatedThreads, "f").add(ev.session_thread_id);
    }
  }, _SessionToolRunner_notePrimaryThread = function _SessionToolRunner_notePrimaryThread2(ev) {
    if (!this.client._tracer || __classPrivateFieldGet(this, _SessionToolRunner_primaryThreadId, "f") !== void 0)
      return;
    switch (ev.type) {
      case "session.thread_status_running":
      case "session.thread_status_idle":
      case "session.thread_status_rescheduled":
      case "session.thread_status_terminated":
        __classPrivateFieldSet(this, _SessionToolRunner_primaryThreadId, ev.session_thread_id, "f");
    }
  }, _SessionToolRunner_handleStreamEvent = /** Returns true when the runner should exit. */
  async function _SessionToolRunner_handleStreamEvent2(ev) {
    __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").noteEvent(ev);
    if (__classPrivateFieldGet(this, _SessionToolRunner_historyRead, "f"))
      __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_notePrimaryThread).call(this, ev);
    switch (ev.type) {
      case "agent.tool_use":
      case "agent.custom_tool_use":
        if (!__classPrivateFieldGet(this, _SessionToolRunner_seen, "f").has(ev.id)) {
          __classPrivateFieldGet(this, _SessionToolRunner_seen, "f").add(ev.id);
          await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_routeToolEvent).call(this, ev);
        }
        return false;
      case "user.tool_confirmation":
        await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_noteConfirmation).call(this, ev);
        return false;
      case "user.tool_result":
        __classPrivateFieldGet(this, _SessionToolRunner_answered, "f").add(ev.tool_use_id);
        return false;
      case "user.custom_tool_result":
        __classPrivateFieldGet(this, _SessionToolRunner_answered, "f").add(ev.custom_tool_use_id);
        return false;
      case "session.thread_status_terminated":
        __classPrivateFieldGet(this, _SessionToolRunner_terminatedThreads, "f").add(ev.session_thread_id);
        __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_releaseTerminatedHolds).call(this);
        return false;
      case "session.status_terminated":
      case "session.deleted":
        __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").info("session terminated", {
          component: "session-tool-runner",
          session_id: this.sessionId
        });
        __classPrivateFieldGet(this, _SessionToolRunner_controller, "f").abort();
        return true;
      default:
        return false;
    }
  }, _SessionToolRunner_inTerminatedThread = function _SessionToolRunner_inTerminatedThread2(ev) {
    return !!ev.session_thread_id && __classPrivateFieldGet(this, _SessionToolRunner_terminatedThreads, "f").has(ev.session_thread_id);
  }, _SessionToolRunner_releaseTerminatedHolds = function _SessionToolRunner_releaseTerminatedHolds2() {
    for (const held of __classPrivateFieldGet(this, _SessionToolRunner_awaitingConfirmation, "f").values()) {
      if (!__classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_inTerminatedThread).call(this, held))
        continue;
      __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").info("session thread terminated; not executing", {
        component: "session-tool-runner",
        session_id: this.sessionId,
        session_thread_id: held.session_thread_id,
        tool: held.name,
        tool_use_id: held.id
      });
      __classPrivateFieldGet(this, _SessionToolRunner_awaitingConfirmation, "f").delete(held.id);
      __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").abandon(held.id);
    }
  }, _SessionToolRunner_routeToolEvent = // ===== confirmation gating (always_ask tools) =====
  /**
   * Dispatch `ev`, honoring its evaluated permission. A call the server gated
   * (`evaluated_permission == "ask"`) is held until its `user.tool_confirmation`
   * arrives. Fails closed: only an explicit `allow` verdict releases a gated
   * call; a server-side `deny` overrides any recorded verdict; an unrecognized
   * permission is held like `ask` and an unrecognized verdict is denied. A call
   * of a terminated session thread is dropped.
   */
  async function _SessionToolRunner_routeToolEvent2(ev) {
    if (__classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_inTerminatedThread).call(this, ev)) {
      __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").debug("session thread terminated; not executing", {
        component: "session-tool-runner",
        session_id: this.sessionId,
        session_thread_id: ev.session_thread_id,
        tool: ev.name,
        tool_use_id: ev.id
      });
      return;
    }
    const permission = ev.evaluated_permission;
    const verdict = permission === "deny" ? "deny" : __classPrivateFieldGet(this, _SessionToolRunner_confirmationVerdicts, "f").get(ev.id);
    if (verdict === void 0) {
      if (permission === void 0 || permission === "allow") {
        await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_execute).call(this, ev, void 0);
      } else if (!__classPrivateFieldGet(this, _SessionToolRunner_awaitingConfirmation, "f").has(ev.id)) {
        __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").info("tool call awaiting confirmation; holding", {
          component: "session-tool-runner",
          session_id: this.sessionId,
          tool: ev.name,
          tool_use_id: ev.id
        });
        __classPrivateFieldGet(this, _SessionToolRunner_awaitingConfirmation, "f").set(ev.id, ev);
        __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").block(ev.id);
      }
      return;
    }
    await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_applyVerdict).call(this, ev, verdict);
  }, _SessionToolRunner_noteConfirmation = /** Record an allow/deny verdict and release the held call it gates, if any. */
  async function _SessionToolRunner_noteConfirmation2(ev) {
    __classPrivateFieldGet(this, _SessionToolRunner_confirmationVerdicts, "f").set(ev.tool_use_id, ev.result);
    const held = __classPrivateFieldGet(this, _SessionToolRunner_awaitingConfirmation, "f").get(ev.tool_use_id);
    if (held === void 0)
      return;
    await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_applyVerdict).call(this, held, ev.result);
  }, _SessionToolRunner_applyVerdict = /**
   * Dispatch or resolve a gated call according to its verdict.
   *
   * The idle-clock blocker accounting lives here: a denial retires the held
   * call's blocker, while an allow keeps one on the call — taking it now if the
   * verdict was already known when the call was routed, so it was never held —
   * until `#execute` has finished with it. The countdown must not run over
   * gated work that is still in flight.
   */
  async function _SessionToolRunner_applyVerdict2(ev, verdict) {
    const wasHeld = __classPrivateFieldGet(this, _SessionToolRunner_awaitingConfirmation, "f").delete(ev.id);
    if (verdict === "allow") {
      __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").info("tool call confirmed", {
        component: "session-tool-runner",
        session_id: this.sessionId,
        tool: ev.name,
        tool_use_id: ev.id
      });
      if (!wasHeld)
        __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").block(ev.id);
      try {
        await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_execute).call(this, ev, "allow");
      } finally {
        __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").unblock(ev.id);
      }
      return;
    }
    if (wasHeld)
      __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").unblock(ev.id);
    __classPrivateFieldGet(this, _SessionToolRunner_answered, "f").add(ev.id);
    __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").info("tool call denied; not executing", {
      component: "session-tool-runner",
      session_id: this.sessionId,
      tool: ev.name,
      tool_use_id: ev.id
    });
    __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_surfaceCall).call(this, {
      event: ev,
      toolUseId: ev.id,
      name: ev.name,
      isError: false,
      posted: false,
      confirmation: "deny"
    });
  }, _SessionToolRunner_surfaceCall = function _SessionToolRunner_surfaceCall2(call) {
    __classPrivateFieldGet(this, _SessionToolRunner_results, "f").push(call);
  }, _SessionToolRunner_execute = // ===== tool execution =====
  async function _SessionToolRunner_execute2(ev, confirmation) {
    var _a2, _b;
    if (__classPrivateFieldGet(this, _SessionToolRunner_answered, "f").has(ev.id))
      return;
    __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").info("executing tool", {
      component: "session-tool-runner",
      session_id: this.sessionId,
      tool: ev.name,
      tool_use_id: ev.id
    });
    __classPrivateFieldSet(this, _SessionToolRunner_inFlightCount, (_a2 = __classPrivateFieldGet(this, _SessionToolRunner_inFlightCount, "f"), _a2++, _a2), "f");
    try {
      const tool = __classPrivateFieldGet(this, _SessionToolRunner_toolByName, "f").get(ev.name);
      if (!tool) {
        __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").info("tool not owned by this runner; leaving the tool_use_id pending for its owner", {
          component: "session-tool-runner",
          session_id: this.sessionId,
          tool: ev.name,
          tool_use_id: ev.id
        });
        if (confirmation === "allow")
          __classPrivateFieldGet(this, _SessionToolRunner_idleClock, "f").disarm();
        __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_surfaceCall).call(this, {
          event: ev,
          toolUseId: ev.id,
          name: ev.name,
          isError: false,
          posted: false,
          confirmation
        });
        return;
      }
      let content;
      let isError;
      const conversationId = __classPrivateFieldGet(this, _SessionToolRunner_requestOpts, "f")?.openTelemetry?.conversationId ?? (ev.session_thread_id || __classPrivateFieldGet(this, _SessionToolRunner_primaryThreadId, "f"));
      const toolCtrl = new AbortController();
      const detachTool = linkAbort(__classPrivateFieldGet(this, _SessionToolRunner_controller, "f").signal, toolCtrl);
      const timer = setTimeout(() => toolCtrl.abort(), TOOL_TIMEOUT_MS);
      try {
        const spanOptions = {
          signal: __classPrivateFieldGet(this, _SessionToolRunner_controller, "f").signal,
          conversationId,
          sessionID: this.sessionId,
          parentContext: __classPrivateFieldGet(this, _SessionToolRunner_otelContext, "f")
        };
        const outcome = await withToolUseSpan(this.client, tool, ev, spanOptions, async () => {
          const toolOutcome = await runRunnableTool(tool, ev.input, {
            toolUse: ev,
            toolUseBlock: ev,
            signal: toolCtrl.signal
          });
          const sent = toSessionContent(toolOutcome.content);
          const recorded = !this.client._tracer ? sent : sent.map((block, i) => {
            const original = typeof toolOutcome.content === "string" ? void 0 : toolOutcome.content[i];
            return original && original.type !== "text" && block.type === "text" ? original : block;
          });
          return { sent, content: recorded, isError: toolOutcome.isError };
        });
        content = outcome.sent;
        isError = outcome.isError;
      } finally {
        clearTimeout(timer);
        detachTool();
      }
      const result = buildResultEvent(ev, isError, content);
      const posted = await __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_sendResult).call(this, result, ev.id, conversationId);
      __classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_surfaceCall).call(this, {
        event: ev,
        result,
        toolUseId: ev.id,
        name: ev.name,
        isError,
        posted,
        confirmation
      });
    } finally {
      __classPrivateFieldSet(this, _SessionToolRunner_inFlightCount, (_b = __classPrivateFieldGet(this, _SessionToolRunner_inFlightCount, "f"), _b--, _b), "f");
      if (__classPrivateFieldGet(this, _SessionToolRunner_inFlightCount, "f") === 0)
        __classPrivateFieldGet(this, _SessionToolRunner_onIdle, "f")?.call(this);
    }
  }, _SessionToolRunner_sendResult = async function _SessionToolRunner_sendResult2(result, toolUseId, conversationId) {
    const ctrl = __classPrivateFieldGet(this, _SessionToolRunner_controller, "f");
    const start = Date.now();
    let lastErr;
    let attempt = 0;
    while (true) {
      attempt++;
      ctrl.signal.throwIfAborted();
      try {
        await this.client.beta.sessions.events.send(this.sessionId, { events: [result] }, { ...__classPrivateFieldGet(this, _SessionToolRunner_instances, "m", _SessionToolRunner_requestOptions).call(this), openTelemetry: { conversationId } });
        __classPrivateFieldGet(this, _SessionToolRunner_answered, "f").add(toolUseId);
        return true;
      } catch (e) {
        lastErr = e;
        if (isFatal4xx(e))
          break;
        const remainingMs = __classPrivateFieldGet(this, _SessionToolRunner_sendRetryWindowMs, "f") - (Date.now() - start);
        if (remainingMs <= 0)
          break;
        const waitMs = Math.min(applyJitter(backoff(attempt - 1, SEND_BACKOFF_START_MS, SEND_BACKOFF_CAP_MS)), remainingMs);
        __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").warn("tool result send failed; retrying", {
          tool_use_id: toolUseId,
          attempt,
          backoff_ms: waitMs,
          error: String(e)
        });
        await sleep(waitMs, ctrl.signal);
      }
    }
    __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").error("failed to send tool result", {
      tool_use_id: toolUseId,
      attempts: attempt,
      error: String(lastErr)
    });
    return false;
  }, _SessionToolRunner_drain = /** Wait (bounded) for in-flight tool executions to finish during teardown. */
  async function _SessionToolRunner_drain2() {
    if (__classPrivateFieldGet(this, _SessionToolRunner_inFlightCount, "f") === 0)
      return;
    await Promise.race([new Promise((r) => __classPrivateFieldSet(this, _SessionToolRunner_onIdle, r, "f")), sleep(DRAIN_TIMEOUT_MS)]);
    __classPrivateFieldSet(this, _SessionToolRunner_onIdle, null, "f");
    if (__classPrivateFieldGet(this, _SessionToolRunner_inFlightCount, "f") > 0) {
      __classPrivateFieldGet(this, _SessionToolRunner_logger, "f").warn("drain timeout exceeded");
    }
  };
  return SessionToolRunner2;
})();
function buildResultEvent(ev, isError, content) {
  if (ev.type === "agent.custom_tool_use") {
    return { type: "user.custom_tool_result", custom_tool_use_id: ev.id, is_error: isError, content };
  }
  return { type: "user.tool_result", tool_use_id: ev.id, is_error: isError, content };
}
function toSessionContent(content) {
  if (typeof content === "string")
    return [{ type: "text", text: content || "(no output)" }];
  const out = content.map((b) => {
    if (b.type === "text")
      return { type: "text", text: b.text || "(no output)" };
    if (b.type === "image" || b.type === "document")
      return b;
    if (b.type === "search_result") {
      return {
        type: "search_result",
        source: b.source,
        title: b.title,
        content: b.content.map((c) => ({ type: "text", text: c.text })),
        citations: { enabled: b.citations?.enabled ?? false }
      };
    }
    return { type: "text", text: JSON.stringify(b) };
  });
  return out.length > 0 ? out : [{ type: "text", text: "(no output)" }];
}

// node_modules/@anthropic-ai/sdk/lib/environments/worker.mjs
var _EnvironmentWorker_instances;
var _EnvironmentWorker_signal;
var _EnvironmentWorker_handleItem;
var _Lease_ctrl;
var _Lease_endReason;
var HEARTBEAT_DEFAULT_MS = 3e4;
var HEARTBEAT_TTL_DEFAULT_MS = 9e4;
var NO_HEARTBEAT_SENTINEL = "NO_HEARTBEAT";
function hasMemoryStore(session) {
  return session.resources.some((r) => r.type === "memory_store");
}
function sessionsTokenFromSecret(secret) {
  if (!secret)
    return null;
  let parsed;
  try {
    const normalized = secret.replace(/-/g, "+").replace(/_/g, "/");
    const padded = normalized.padEnd(Math.ceil(normalized.length / 4) * 4, "=");
    parsed = JSON.parse(decodeUTF8(fromBase64(padded)));
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    return null;
  const token = parsed.sessions_token;
  return typeof token === "string" && token !== "" ? token : null;
}
var EnvironmentWorker = /* @__PURE__ */ (() => {
  class EnvironmentWorker2 {
    constructor(opts) {
      _EnvironmentWorker_instances.add(this);
      _EnvironmentWorker_signal.set(this, void 0);
      if (opts.unrestrictedPaths !== void 0) {
        throw new AnthropicError("The `unrestrictedPaths` option you passed to EnvironmentWorker (or client.beta.environments.work.worker()) is no longer supported. The worker's file tools (read, write, edit, glob, grep) are now always confined to `workdir` plus the session's memory folders. Remove `unrestrictedPaths` from your options; to let the file tools reach any other directory, add it to `AgentToolContext.allowedRoots` from a `tools` factory.");
      }
      this.client = opts.client;
      this.environmentId = opts.environmentId;
      this.environmentKey = opts.environmentKey;
      this.tools = opts.tools;
      this.workdir = opts.workdir ?? process.cwd();
      this.maxFileBytes = opts.maxFileBytes;
      this.maxIdleMs = opts.maxIdleMs;
      if (opts.memorySyncIntervalMs != null) {
        checkMemorySyncInterval(opts.memorySyncIntervalMs, "memorySyncIntervalMs");
      }
      this.memorySyncIntervalMs = opts.memorySyncIntervalMs;
      this.memorySyncDeletions = opts.memorySyncDeletions ?? "enabled";
      this.workerId = opts.workerId;
      this.requestOptions = opts.requestOptions;
      __classPrivateFieldSet(this, _EnvironmentWorker_signal, opts.signal, "f");
    }
    /**
     * Poll the environment and service each claimed session until the supplied
     * signal (or the one passed to the constructor) aborts. Throws if
     * `environmentId` / `environmentKey` were not provided to the constructor.
     */
    async run(signal) {
      const { environmentId, environmentKey } = this;
      if (environmentId === void 0 || environmentKey === void 0) {
        throw new AnthropicError("EnvironmentWorker.run: environmentId and environmentKey are required to poll for work");
      }
      const externalSignal = signal ?? __classPrivateFieldGet(this, _EnvironmentWorker_signal, "f");
      const poller = new WorkPoller({
        client: this.client,
        environmentId,
        environmentKey,
        ...this.workerId !== void 0 ? { workerId: this.workerId } : {},
        ...externalSignal ? { signal: externalSignal } : {},
        ...this.requestOptions !== void 0 ? { requestOptions: this.requestOptions } : {},
        // The per-item handler stops or releases every work item on exit; let it
        // be the single owner of `work.stop` rather than double-posting from the
        // poller.
        autoStop: false
      });
      for await (const work of poller) {
        const workSpan = poller._workSpan;
        try {
          await withEnvironmentWorkSpan(this.client, workSpan, poller.signal, () => __classPrivateFieldGet(this, _EnvironmentWorker_instances, "m", _EnvironmentWorker_handleItem).call(this, work, environmentKey, poller.signal, workSpan));
        } catch (e) {
          if (poller.signal?.aborted)
            throw e;
          loggerFor(this.client).error("work item failed", { work_id: work.id, error: String(e) });
        }
      }
    }
    /**
     * Service a single, already-claimed work item without the poll loop: build the
     * per-session {@link AgentToolContext} (workdir from this worker's options),
     * download the session agent's skills (`setupSkills`), run a
     * {@link SessionToolRunner} for the session while heartbeating the work-item
     * lease, and force-stop the work item on exit (whether the runner finishes
     * normally, throws, or the API signals shutdown). The one
     * exception is a lost lease: the item then belongs to the queue or another
     * worker and is left alone.
     *
     * Use this when something else does the claiming — e.g. a `worker poll
     * --on-work` script that hands an already-claimed item to a fresh process. The
     * work id / environment id / session id each fall back to `ANTHROPIC_WORK_ID` /
     * `ANTHROPIC_ENVIRONMENT_ID` / `ANTHROPIC_SESSION_ID` (the env vars that
     * command sets) when not passed; the environment key resolves from this
     * option, then the worker's own `environmentKey`, then
     * `ANTHROPIC_ENVIRONMENT_KEY`, and is needed only when the work item's
     * `secret` yields no sessions token — a host that receives only the
     * per-item secret runs without ever holding the key. With no arguments
     * inside that command it just works. Throws a clear error naming the first
     * required value still missing after resolution, and — rather than ever
     * running unauthenticated — when neither a sessions token nor an
     * environment key resolved. Throws `SessionMemoryError` when the
     * session has memory stores attached but they cannot be mounted — the work
     * item carried no sessions token (unless `memorySyncIntervalMs` turned
     * memory off), or a store failed to download. When the session has already
     * terminated, which includes an archived one, nothing is downloaded, no tools
     * run, and `SessionMemoryError` is not thrown.
     *
     * `workSecret` is the work item's per-item `secret` payload from the poll
     * response, falling back to `ANTHROPIC_WORK_SECRET`; unlike the others it is
     * optional — when present, the sessions token extracted from it is preferred
     * as the Bearer credential for this item's heartbeat / force-stop / session
     * calls; when absent (or undecodable) those calls use the environment key.
     */
    async handleItem(opts) {
      const workId = opts?.workId ?? readEnv("ANTHROPIC_WORK_ID");
      const environmentId = opts?.environmentId ?? readEnv("ANTHROPIC_ENVIRONMENT_ID");
      const sessionId = opts?.sessionId ?? readEnv("ANTHROPIC_SESSION_ID");
      const environmentKey = (opts?.environmentKey ?? this.environmentKey ?? readEnv("ANTHROPIC_ENVIRONMENT_KEY")) || void 0;
      const workSecret = opts?.workSecret || readEnv("ANTHROPIC_WORK_SECRET") || null;
      if (!workId) {
        throw new AnthropicError("handleItem: workId is required \u2014 pass it or set ANTHROPIC_WORK_ID");
      }
      if (!environmentId) {
        throw new AnthropicError("handleItem: environmentId is required \u2014 pass it or set ANTHROPIC_ENVIRONMENT_ID");
      }
      if (!sessionId) {
        throw new AnthropicError("handleItem: sessionId is required \u2014 pass it or set ANTHROPIC_SESSION_ID");
      }
      if (!environmentKey && !workSecret) {
        throw new AnthropicError("handleItem: environmentKey is required when there is no work secret \u2014 pass it, construct the worker with it, or set ANTHROPIC_ENVIRONMENT_KEY");
      }
      const work = {
        id: workId,
        environment_id: environmentId,
        secret: workSecret,
        data: { type: "session", id: sessionId }
      };
      await __classPrivateFieldGet(this, _EnvironmentWorker_instances, "m", _EnvironmentWorker_handleItem).call(this, work, environmentKey, opts?.signal ?? __classPrivateFieldGet(this, _EnvironmentWorker_signal, "f"));
    }
  }
  _EnvironmentWorker_signal = /* @__PURE__ */ new WeakMap(), _EnvironmentWorker_instances = /* @__PURE__ */ new WeakSet(), _EnvironmentWorker_handleItem = /**
   * The per-item body shared by {@link EnvironmentWorker.run}'s poll loop and
   * {@link EnvironmentWorker.handleItem}: run a {@link SessionToolRunner} for the
   * work item's session while heartbeating its lease, force-stopping on exit
   * unless the lease was lost. Non-session work items, and the work item of a
   * session that has already terminated, run no tools.
   *
   * When the poll response carried a per-item `secret` (a short-lived payload
   * scoped to this work item), the sessions token extracted from it is
   * preferred over `environmentKey` as the Bearer credential for those
   * per-item calls; a missing/undecodable secret falls back to
   * `environmentKey` unchanged.
   */
  async function _EnvironmentWorker_handleItem2(work, environmentKey, externalSignal, workSpan) {
    const log = loggerFor(this.client);
    const sessionsToken = sessionsTokenFromSecret(work.secret);
    const itemCredential = sessionsToken ?? environmentKey;
    if (itemCredential === void 0) {
      throw new AnthropicError("handleItem: the work item carried a secret payload but no sessions token could be extracted, and there is no environment key to fall back to; the poller must issue a secret whose payload carries `sessions_token`, or provide the environment key (pass it, construct the worker with it, or set ANTHROPIC_ENVIRONMENT_KEY)");
    }
    if (work.secret && sessionsToken === null) {
      log.warn("work item carried a secret payload but no sessions token could be extracted; falling back to the environment key", { work_id: work.id });
    }
    const sessionClient = copyClientForHelper(this.client, {
      authToken: itemCredential,
      helper: "environments-worker"
    });
    const sessionId = work.data.id;
    const ctrl = new AbortController();
    const detachExternal = linkAbort(externalSignal, ctrl);
    const lease = new Lease(ctrl);
    const agentToolset = await import("./node-6FI63JNX.js");
    let leaseTtlMs;
    let runner;
    const heartbeatPromise = heartbeatLoop(sessionClient, work, lease, log, this.requestOptions, (ttlMs) => {
      leaseTtlMs = ttlMs;
      runner?._setSendRetryWindow(ttlMs);
    }).catch((e) => {
      if (!ctrl.signal.aborted)
        log.error("heartbeat loop failed", { work_id: work.id, error: String(e) });
      ctrl.abort();
    });
    let cleanupSkills = async () => {
    };
    let stores;
    let cleanEnd = false;
    try {
      if (work.data.type !== "session") {
        log.debug("skipping non-session work item", { work_id: work.id, type: work.data.type });
        return;
      }
      const session = await sessionClient.beta.sessions.retrieve(sessionId);
      if (session.status === "terminated") {
        log.info("skipping the work item of a terminated session", {
          session_id: sessionId,
          work_id: work.id
        });
        return;
      }
      if (sessionsToken === null && this.memorySyncIntervalMs !== null && hasMemoryStore(session)) {
        throw new agentToolset.SessionMemoryError(`cannot mount the session's memories: the work item carried no sessions token (work_id=${work.id}, session_id=${sessionId}); the memory endpoints reject the environment key, so the poller must issue a per-item \`secret\` carrying \`sessions_token\`, or set \`memorySyncIntervalMs: null\` to run without memory`);
      }
      const ctx = {
        workdir: this.workdir,
        // The scoped sub-client, not the parent: the skill download
        // `setupSkills` performs for this session rides the same per-item
        // credential as every other per-item call.
        client: sessionClient,
        session,
        ...this.maxFileBytes !== void 0 ? { maxFileBytes: this.maxFileBytes } : {}
      };
      try {
        cleanupSkills = await agentToolset.setupSkills(ctx);
      } catch (e) {
        log.warn("skill setup failed", { session_id: sessionId, work_id: work.id, error: String(e) });
      }
      if (sessionsToken !== null && this.memorySyncIntervalMs !== null) {
        stores = new agentToolset.SessionMemoryStores(sessionClient, {
          workdir: this.workdir,
          ...this.memorySyncIntervalMs !== void 0 ? { syncIntervalMs: this.memorySyncIntervalMs } : {},
          syncDeletions: this.memorySyncDeletions
        });
        await stores.download(session);
        ctx.allowedRoots = stores.roots;
        ctx.readOnlyRoots = stores.readOnlyRoots;
      } else {
        log.debug("memory stores disabled for this item", { work_id: work.id });
      }
      const tools = typeof this.tools === "function" ? this.tools(ctx) : this.tools ?? agentToolset.betaAgentToolset20260401(ctx);
      runner = new SessionToolRunner(sessionId, {
        client: sessionClient,
        tools,
        ...this.maxIdleMs !== void 0 ? { maxIdleMs: this.maxIdleMs } : {},
        ...this.requestOptions !== void 0 ? { requestOptions: this.requestOptions } : {},
        signal: ctrl.signal
      });
      if (leaseTtlMs !== void 0)
        runner._setSendRetryWindow(leaseTtlMs);
      for await (const _ of runner) {
        if (stores)
          await stores.syncIfDue();
      }
      cleanEnd = !ctrl.signal.aborted;
    } finally {
      try {
        await cleanupSkills().catch((e) => {
          log.warn("skill cleanup failed", { session_id: sessionId, work_id: work.id, error: String(e) });
        });
      } finally {
        if (stores) {
          const boundMs = agentToolset.MEMORY_FLUSH_TIMEOUT_MS;
          if (cleanEnd) {
            const finishCutOff = await withTimeout(stores.finish(), boundMs);
            if (finishCutOff) {
              log.warn(`final memory sync cut off after ${boundMs}ms; the flush that follows still uploads changed files`, { session_id: sessionId, work_id: work.id });
            }
          }
          const flushBound = new AbortController();
          const flushCutOff = await withTimeout(stores.flushWrites(flushBound.signal), boundMs);
          if (flushCutOff) {
            flushBound.abort();
            log.warn(`memory flush cut off after ${boundMs}ms; changed files it had not uploaded yet are not saved`, { session_id: sessionId, work_id: work.id });
          }
          await stores.dispose().catch((e) => {
            log.warn("memory store cleanup failed", {
              session_id: sessionId,
              work_id: work.id,
              error: String(e)
            });
          });
        }
      }
      lease.finish("runner_done");
      detachExternal();
      await heartbeatPromise;
      if (lease.lost) {
        log.info("lease lost; released without stopping it", { session_id: sessionId, work_id: work.id });
      } else {
        await forceStop(sessionClient, work, log, this.requestOptions);
      }
      if (lease.lost || lease.rejected)
        guardTracing(this.client, () => workSpan?.end());
    }
  };
  return EnvironmentWorker2;
})();
async function withTimeout(p, ms) {
  let timer;
  try {
    return await Promise.race([
      p.then(() => false, () => false),
      new Promise((resolve) => {
        timer = setTimeout(() => resolve(true), ms);
      })
    ]);
  } finally {
    if (timer !== void 0)
      clearTimeout(timer);
  }
}
async function forceStop(client, work, log, requestOptions) {
  try {
    await client.beta.environments.work.stop(
      work.id,
      { environment_id: work.environment_id, force: true },
      // Caller's headers pass through; the helper-tag header is on the scoped
      // sub-client's default_headers via copyClientForHelper, so no per-call
      // re-stamping needed.
      { ...requestOptions, headers: buildHeaders([requestOptions?.headers]) }
    );
  } catch (e) {
    if (!isStatus(e, 409)) {
      log.error("force-stop on exit failed", { work_id: work.id, error: String(e) });
    }
  }
}
var Lease = /* @__PURE__ */ (() => {
  class Lease2 {
    constructor(ctrl) {
      _Lease_ctrl.set(this, void 0);
      _Lease_endReason.set(this, void 0);
      __classPrivateFieldSet(this, _Lease_ctrl, ctrl, "f");
    }
    get signal() {
      return __classPrivateFieldGet(this, _Lease_ctrl, "f").signal;
    }
    finish(reason) {
      __classPrivateFieldSet(this, _Lease_endReason, __classPrivateFieldGet(this, _Lease_endReason, "f") ?? reason, "f");
      __classPrivateFieldGet(this, _Lease_ctrl, "f").abort();
    }
    /** True once the item belongs to the queue or another worker. */
    get lost() {
      return __classPrivateFieldGet(this, _Lease_endReason, "f") === "lease_lost" || __classPrivateFieldGet(this, _Lease_endReason, "f") === "assumed_lost";
    }
    /** True once the API rejected a heartbeat for good, so the worker cannot keep the lease. */
    get rejected() {
      return __classPrivateFieldGet(this, _Lease_endReason, "f") === "heartbeat_rejected";
    }
  }
  _Lease_ctrl = /* @__PURE__ */ new WeakMap(), _Lease_endReason = /* @__PURE__ */ new WeakMap();
  return Lease2;
})();
function serverLeaseState(e) {
  let node = e instanceof APIError ? e.error : void 0;
  for (const key of ["error", "details", "current_state"]) {
    if (!isObj(node))
      return {};
    node = node[key];
  }
  return isObj(node) ? node : {};
}
async function heartbeatLoop(client, work, lease, logger, requestOptions, onLeaseTtl) {
  let intervalMs = HEARTBEAT_DEFAULT_MS;
  let ttlMs = HEARTBEAT_TTL_DEFAULT_MS;
  let lastSuccessMs = Date.now();
  let last = NO_HEARTBEAT_SENTINEL;
  const beat = async () => {
    const beatCtrl = new AbortController();
    const detach = linkAbort(lease.signal, beatCtrl);
    const cutoff = setTimeout(() => beatCtrl.abort(), intervalMs);
    try {
      const resp = await client.beta.environments.work.heartbeat(work.id, { environment_id: work.environment_id, expected_last_heartbeat: last }, { ...requestOptions, headers: buildHeaders([requestOptions?.headers]), signal: beatCtrl.signal });
      lastSuccessMs = Date.now();
      last = resp.last_heartbeat;
      if (resp.ttl_seconds > 0) {
        ttlMs = resp.ttl_seconds * 1e3;
        intervalMs = Math.max(1e3, Math.min(ttlMs / 2, HEARTBEAT_DEFAULT_MS));
        onLeaseTtl?.(ttlMs);
      }
      if (resp.state === "stopping" || resp.state === "stopped") {
        logger.info("heartbeat signals shutdown", { work_id: work.id, state: resp.state });
        lease.finish("heartbeat_stop");
      }
      if (!resp.lease_extended) {
        logger.warn("lease not extended, shutting down", { work_id: work.id });
        lease.finish("heartbeat_stop");
      }
    } catch (e) {
      lease.signal.throwIfAborted();
      if (isStatus(e, 412)) {
        const server = serverLeaseState(e);
        logger.error("lease lost: heartbeat precondition failed", {
          work_id: work.id,
          server_state: server["state"],
          server_ttl_seconds: server["ttl_seconds"],
          server_last_heartbeat: server["last_heartbeat"]
        });
        lease.finish("lease_lost");
        return;
      }
      if (isFatal4xx(e)) {
        logger.error("permanent heartbeat failure", { work_id: work.id, error: String(e) });
        lease.finish("heartbeat_rejected");
        throw e;
      }
      if (Date.now() - lastSuccessMs > ttlMs) {
        logger.error("lease assumed lost: no successful heartbeat in ttl", {
          work_id: work.id,
          ttl_ms: ttlMs,
          error: String(e)
        });
        lease.finish("assumed_lost");
        return;
      }
      logger.warn("transient heartbeat failure", { work_id: work.id, error: String(e) });
    } finally {
      clearTimeout(cutoff);
      detach();
    }
  };
  await beat();
  while (!lease.signal.aborted) {
    await sleep(intervalMs, lease.signal);
    lease.signal.throwIfAborted();
    await beat();
  }
}

// node_modules/@anthropic-ai/sdk/resources/beta/environments/work.mjs
var BetaHeartbeatPreconditionFailedError = /* @__PURE__ */ (() => {
  class BetaHeartbeatPreconditionFailedError2 extends PreconditionFailedError {
  }
  BetaHeartbeatPreconditionFailedError2._errorName = "BetaHeartbeatPreconditionFailedError";
  return BetaHeartbeatPreconditionFailedError2;
})();
var Work = /* @__PURE__ */ (() => {
  class Work2 extends APIResource {
    /**
     * Retrieve detailed information about a specific work item.
     *
     * This endpoint accepts a Claude API key. It rejects the environment key and the
     * work item's `secret`. On
     * [Claude Platform on AWS](https://platform.claude.com/docs/en/build-with-claude/claude-platform-on-aws)
     * or
     * [Claude Models on Google Cloud (Anthropic managed)](https://platform.claude.com/docs/en/build-with-claude/claude-models-on-google-cloud/anthropic-managed),
     * use that platform's credentials instead.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const betaSelfHostedWork =
     *   await client.beta.environments.work.retrieve('work_id', {
     *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *   });
     * ```
     */
    retrieve(workID, params, options) {
      const { environment_id, betas, workspace_id } = params;
      return this._client.get(path`/v1/environments/${environment_id}/work/${workID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.work.retrieve", options, {
          route: "/v1/environments/{environment_id}/work/{work_id}",
          attributes: { "anthropic.environment.id": environment_id, "anthropic.environment.work.id": workID }
        })
      });
    }
    /**
     * Update work item metadata with merge semantics.
     *
     * This endpoint accepts a Claude API key. It rejects the environment key and the
     * work item's `secret`. On
     * [Claude Platform on AWS](https://platform.claude.com/docs/en/build-with-claude/claude-platform-on-aws)
     * or
     * [Claude Models on Google Cloud (Anthropic managed)](https://platform.claude.com/docs/en/build-with-claude/claude-models-on-google-cloud/anthropic-managed),
     * use that platform's credentials instead.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {BetaInvalidMetadataError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const betaSelfHostedWork =
     *   await client.beta.environments.work.update('work_id', {
     *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *     metadata: { foo: 'string' },
     *   });
     * ```
     */
    update(workID, params, options) {
      const { environment_id, betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/environments/${environment_id}/work/${workID}`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.work.update", options, {
          route: "/v1/environments/{environment_id}/work/{work_id}",
          attributes: { "anthropic.environment.id": environment_id, "anthropic.environment.work.id": workID }
        })
      });
    }
    /**
     * List work items in an environment.
     *
     * This endpoint accepts the environment key as a bearer token. It rejects a Claude
     * API key. On
     * [Claude Platform on AWS](https://platform.claude.com/docs/en/build-with-claude/claude-platform-on-aws)
     * or
     * [Claude Models on Google Cloud (Anthropic managed)](https://platform.claude.com/docs/en/build-with-claude/claude-models-on-google-cloud/anthropic-managed),
     * use that platform's credentials instead.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaSelfHostedWork of client.beta.environments.work.list(
     *   'env_011CZkZ9X2dpNyB7HsEFoRfW',
     * )) {
     *   // ...
     * }
     * ```
     */
    list(environmentID, params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.getAPIList(path`/v1/environments/${environmentID}/work`, PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.work.list", options, {
          route: "/v1/environments/{environment_id}/work",
          queryParams: ["limit", "page"],
          attributes: { "anthropic.environment.id": environmentID }
        })
      });
    }
    /**
     * Note: these endpoints are called automatically by the pre-built environment
     * worker provided in the SDKs and CLI, for orchestrating sessions with self-hosted
     * sandbox environments. They are included here as a reference; you do not need to
     * invoke them directly.
     *
     * Acknowledge receipt of a work item, transitioning it from 'queued' to 'starting'
     * and removing it from the queue.
     *
     * @example
     * ```ts
     * const betaSelfHostedWork =
     *   await client.beta.environments.work.ack('work_id', {
     *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *   });
     * ```
     */
    ack(workID, params, options) {
      const { environment_id, betas } = params;
      return this._client.post(path`/v1/environments/${environment_id}/work/${workID}/ack`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.work.ack", options, {
          route: "/v1/environments/{environment_id}/work/{work_id}/ack",
          attributes: { "anthropic.environment.id": environment_id, "anthropic.environment.work.id": workID }
        })
      });
    }
    /**
     * Note: these endpoints are called automatically by the pre-built environment
     * worker provided in the SDKs and CLI, for orchestrating sessions with self-hosted
     * sandbox environments. They are included here as a reference; you do not need to
     * invoke them directly.
     *
     * Record a heartbeat for a work item to maintain the lease.
     *
     * @throws {BetaHeartbeatPreconditionFailedError}
     *
     * @example
     * ```ts
     * const betaSelfHostedWorkHeartbeatResponse =
     *   await client.beta.environments.work.heartbeat('work_id', {
     *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *   });
     * ```
     */
    heartbeat(workID, params, options) {
      const { environment_id, desired_ttl_seconds, expected_last_heartbeat, betas } = params;
      return this._client.post(path`/v1/environments/${environment_id}/work/${workID}/heartbeat`, {
        query: { desired_ttl_seconds, expected_last_heartbeat },
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.work.heartbeat", options, {
          route: "/v1/environments/{environment_id}/work/{work_id}/heartbeat",
          queryParams: ["desired_ttl_seconds", "expected_last_heartbeat"],
          attributes: { "anthropic.environment.id": environment_id, "anthropic.environment.work.id": workID }
        })
      });
    }
    /**
     * Note: these endpoints are called automatically by the pre-built environment
     * worker provided in the SDKs and CLI, for orchestrating sessions with self-hosted
     * sandbox environments. They are included here as a reference; you do not need to
     * invoke them directly.
     *
     * Long poll for work items in the queue.
     *
     * @example
     * ```ts
     * const betaSelfHostedWork =
     *   await client.beta.environments.work.poll(
     *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *   );
     * ```
     */
    poll(environmentID, params = {}, options) {
      const { betas, "Anthropic-Worker-ID": anthropicWorkerID, ...query } = params ?? {};
      return this._client.get(path`/v1/environments/${environmentID}/work/poll`, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...anthropicWorkerID != null ? { "Anthropic-Worker-ID": anthropicWorkerID } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.work.poll", options, {
          route: "/v1/environments/{environment_id}/work/poll",
          queryParams: ["block_ms", "reclaim_older_than_ms"],
          attributes: { "anthropic.environment.id": environmentID }
        })
      });
    }
    /**
     * Get statistics about the work queue for an environment.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const betaSelfHostedWorkQueueStats =
     *   await client.beta.environments.work.stats(
     *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *   );
     * ```
     */
    stats(environmentID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.get(path`/v1/environments/${environmentID}/work/stats`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.work.stats", options, {
          route: "/v1/environments/{environment_id}/work/stats",
          attributes: { "anthropic.environment.id": environmentID }
        })
      });
    }
    /**
     * Stop a work item, initiating graceful or forced shutdown.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const betaSelfHostedWork =
     *   await client.beta.environments.work.stop('work_id', {
     *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *   });
     * ```
     */
    stop(workID, params, options) {
      const { environment_id, betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/environments/${environment_id}/work/${workID}/stop`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.work.stop", options, {
          route: "/v1/environments/{environment_id}/work/{work_id}/stop",
          attributes: { "anthropic.environment.id": environment_id, "anthropic.environment.work.id": workID }
        })
      });
    }
    /**
     * Continuously claim work from a self-hosted environment, ack each item,
     * and yield it. Posts `stop` automatically when the consumer's loop body
     * returns or when iteration ends.
     *
     * @example
     * ```ts
     * for await (const work of client.beta.environments.work.poller({
     *   environmentId,
     *   environmentKey,
     * })) {
     *   if (work.data.type !== 'session') continue;
     *   // ...service the work...
     * }
     * ```
     */
    poller(opts) {
      return new WorkPoller({ ...opts, client: this._client });
    }
    worker(opts) {
      return new EnvironmentWorker({ ...opts, client: this._client });
    }
  }
  Work2.BetaHeartbeatPreconditionFailedError = BetaHeartbeatPreconditionFailedError;
  Work2.WorkPoller = WorkPoller;
  Work2.EnvironmentWorker = EnvironmentWorker;
  return Work2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/environments/environments.mjs
var BetaEnvironmentArchivedError = /* @__PURE__ */ (() => {
  class BetaEnvironmentArchivedError2 extends BadRequestError {
  }
  BetaEnvironmentArchivedError2._errorName = "BetaEnvironmentArchivedError";
  return BetaEnvironmentArchivedError2;
})();
var BetaInvalidConfigTypeChangeError = /* @__PURE__ */ (() => {
  class BetaInvalidConfigTypeChangeError2 extends BadRequestError {
  }
  BetaInvalidConfigTypeChangeError2._errorName = "BetaInvalidConfigTypeChangeError";
  return BetaInvalidConfigTypeChangeError2;
})();
var BetaInvalidMetadataError = /* @__PURE__ */ (() => {
  class BetaInvalidMetadataError2 extends BadRequestError {
  }
  BetaInvalidMetadataError2._errorName = "BetaInvalidMetadataError";
  return BetaInvalidMetadataError2;
})();
var BetaEnvironmentCreateDisabledError = /* @__PURE__ */ (() => {
  class BetaEnvironmentCreateDisabledError2 extends PermissionDeniedError {
  }
  BetaEnvironmentCreateDisabledError2._errorName = "BetaEnvironmentCreateDisabledError";
  return BetaEnvironmentCreateDisabledError2;
})();
var BetaEnvironmentUpdateDisabledError = /* @__PURE__ */ (() => {
  class BetaEnvironmentUpdateDisabledError2 extends PermissionDeniedError {
  }
  BetaEnvironmentUpdateDisabledError2._errorName = "BetaEnvironmentUpdateDisabledError";
  return BetaEnvironmentUpdateDisabledError2;
})();
var BetaEnvironmentNotFoundError = /* @__PURE__ */ (() => {
  class BetaEnvironmentNotFoundError2 extends NotFoundError {
  }
  BetaEnvironmentNotFoundError2._errorName = "BetaEnvironmentNotFoundError";
  return BetaEnvironmentNotFoundError2;
})();
var Environments = /* @__PURE__ */ (() => {
  class Environments2 extends APIResource {
    constructor() {
      super(...arguments);
      this.work = new Work(this._client);
    }
    /**
     * Create a new environment with the specified configuration.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     * @throws {BetaEnvironmentCreateDisabledError}
     *
     * @example
     * ```ts
     * const betaEnvironment =
     *   await client.beta.environments.create({
     *     name: 'python-data-analysis',
     *   });
     * ```
     */
    create(params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post("/v1/environments", {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.create", options, {
          route: "/v1/environments",
          createdIDAttribute: "anthropic.environment.id"
        })
      });
    }
    /**
     * Retrieve a specific environment by ID.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const betaEnvironment =
     *   await client.beta.environments.retrieve(
     *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *   );
     * ```
     */
    retrieve(environmentID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.get(path`/v1/environments/${environmentID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.retrieve", options, {
          route: "/v1/environments/{environment_id}",
          attributes: { "anthropic.environment.id": environmentID }
        })
      });
    }
    /**
     * Update an existing environment's configuration.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {BetaEnvironmentArchivedError}
     * @throws {BetaInvalidConfigTypeChangeError}
     * @throws {OrganizationOnHoldError}
     * @throws {BetaEnvironmentUpdateDisabledError}
     *
     * @example
     * ```ts
     * const betaEnvironment =
     *   await client.beta.environments.update(
     *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *     {},
     *   );
     * ```
     */
    update(environmentID, params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/environments/${environmentID}`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.update", options, {
          route: "/v1/environments/{environment_id}",
          attributes: { "anthropic.environment.id": environmentID }
        })
      });
    }
    /**
     * List environments with pagination support.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaEnvironment of client.beta.environments.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList("/v1/environments", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.list", options, {
          route: "/v1/environments",
          queryParams: ["include_archived", "limit", "page"]
        })
      });
    }
    /**
     * Delete an environment by ID. Returns a confirmation of the deletion.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const betaEnvironmentDeleteResponse =
     *   await client.beta.environments.delete(
     *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *   );
     * ```
     */
    delete(environmentID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.delete(path`/v1/environments/${environmentID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.delete", options, {
          route: "/v1/environments/{environment_id}",
          attributes: { "anthropic.environment.id": environmentID }
        })
      });
    }
    /**
     * Archive an environment by ID. Archived environments cannot be used to create new
     * sessions.
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const betaEnvironment =
     *   await client.beta.environments.archive(
     *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *   );
     * ```
     */
    archive(environmentID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.post(path`/v1/environments/${environmentID}/archive`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.environments.archive", options, {
          route: "/v1/environments/{environment_id}/archive",
          attributes: { "anthropic.environment.id": environmentID }
        })
      });
    }
  }
  Environments2.BetaEnvironmentArchivedError = BetaEnvironmentArchivedError;
  Environments2.BetaInvalidConfigTypeChangeError = BetaInvalidConfigTypeChangeError;
  Environments2.BetaInvalidMetadataError = BetaInvalidMetadataError;
  Environments2.BetaEnvironmentCreateDisabledError = BetaEnvironmentCreateDisabledError;
  Environments2.BetaEnvironmentUpdateDisabledError = BetaEnvironmentUpdateDisabledError;
  Environments2.BetaEnvironmentNotFoundError = BetaEnvironmentNotFoundError;
  Environments2.Work = Work;
  Environments2.BetaHeartbeatPreconditionFailedError = BetaHeartbeatPreconditionFailedError;
  return Environments2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/memory-stores/memories.mjs
var Memories = class extends APIResource {
  /**
   * Create a Memory
   *
   * @example
   * ```ts
   * const betaManagedAgentsMemory =
   *   await client.beta.memoryStores.memories.create(
   *     'memory_store_id',
   *     { content: 'content', path: '/P' },
   *   );
   * ```
   */
  create(memoryStoreID, params, options) {
    const { view, betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/memory_stores/${memoryStoreID}/memories`, {
      query: { view },
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.memory_stores.memories.create", options, {
        route: "/v1/memory_stores/{memory_store_id}/memories",
        queryParams: ["view"],
        attributes: { "gen_ai.memory.store.id": memoryStoreID },
        createdIDAttribute: "gen_ai.memory.record.id"
      })
    });
  }
  /**
   * Retrieve a Memory
   *
   * @example
   * ```ts
   * const betaManagedAgentsMemory =
   *   await client.beta.memoryStores.memories.retrieve(
   *     'memory_id',
   *     { memory_store_id: 'memory_store_id' },
   *   );
   * ```
   */
  retrieve(memoryID, params, options) {
    const { memory_store_id, betas, workspace_id, ...query } = params;
    return this._client.get(path`/v1/memory_stores/${memory_store_id}/memories/${memoryID}`, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.memory_stores.memories.retrieve", options, {
        route: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}",
        queryParams: ["view"],
        attributes: { "gen_ai.memory.store.id": memory_store_id, "gen_ai.memory.record.id": memoryID }
      })
    });
  }
  /**
   * Update a Memory
   *
   * @example
   * ```ts
   * const betaManagedAgentsMemory =
   *   await client.beta.memoryStores.memories.update(
   *     'memory_id',
   *     { memory_store_id: 'memory_store_id' },
   *   );
   * ```
   */
  update(memoryID, params, options) {
    const { memory_store_id, view, betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/memory_stores/${memory_store_id}/memories/${memoryID}`, {
      query: { view },
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.memory_stores.memories.update", options, {
        route: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}",
        queryParams: ["view"],
        attributes: { "gen_ai.memory.store.id": memory_store_id, "gen_ai.memory.record.id": memoryID }
      })
    });
  }
  /**
   * List Memories
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaManagedAgentsMemoryListItem of client.beta.memoryStores.memories.list(
   *   'memory_store_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(memoryStoreID, params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/memory_stores/${memoryStoreID}/memories`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.memory_stores.memories.list", options, {
        route: "/v1/memory_stores/{memory_store_id}/memories",
        queryParams: ["depth", "limit", "page", "path_prefix", "view"],
        contentQueryParams: ["page"],
        attributes: { "gen_ai.memory.store.id": memoryStoreID }
      })
    });
  }
  /**
   * Delete a Memory
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeletedMemory =
   *   await client.beta.memoryStores.memories.delete(
   *     'memory_id',
   *     { memory_store_id: 'memory_store_id' },
   *   );
   * ```
   */
  delete(memoryID, params, options) {
    const { memory_store_id, expected_content_sha256, betas, workspace_id } = params;
    return this._client.delete(path`/v1/memory_stores/${memory_store_id}/memories/${memoryID}`, {
      query: { expected_content_sha256 },
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.memory_stores.memories.delete", options, {
        route: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}",
        queryParams: ["expected_content_sha256"],
        attributes: { "gen_ai.memory.store.id": memory_store_id, "gen_ai.memory.record.id": memoryID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/memory-stores/memory-versions.mjs
var MemoryVersions = class extends APIResource {
  /**
   * Retrieve a Memory Version
   *
   * @example
   * ```ts
   * const betaManagedAgentsMemoryVersion =
   *   await client.beta.memoryStores.memoryVersions.retrieve(
   *     'memory_version_id',
   *     { memory_store_id: 'memory_store_id' },
   *   );
   * ```
   */
  retrieve(memoryVersionID, params, options) {
    const { memory_store_id, betas, workspace_id, ...query } = params;
    return this._client.get(path`/v1/memory_stores/${memory_store_id}/memory_versions/${memoryVersionID}`, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.memory_stores.memory_versions.retrieve", options, {
        route: "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}",
        queryParams: ["view"],
        attributes: {
          "gen_ai.memory.store.id": memory_store_id,
          "anthropic.memory_store.memory_version.id": memoryVersionID
        }
      })
    });
  }
  /**
   * List Memory Versions
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaManagedAgentsMemoryVersion of client.beta.memoryStores.memoryVersions.list(
   *   'memory_store_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(memoryStoreID, params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/memory_stores/${memoryStoreID}/memory_versions`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.memory_stores.memory_versions.list", options, {
        route: "/v1/memory_stores/{memory_store_id}/memory_versions",
        queryParams: [
          "api_key_id",
          "created_at[gte]",
          "created_at[lte]",
          "limit",
          "memory_id",
          "operation",
          "page",
          "service_account_id",
          "session_id",
          "view"
        ],
        attributes: { "gen_ai.memory.store.id": memoryStoreID }
      })
    });
  }
  /**
   * Redact a Memory Version
   *
   * @example
   * ```ts
   * const betaManagedAgentsMemoryVersion =
   *   await client.beta.memoryStores.memoryVersions.redact(
   *     'memory_version_id',
   *     { memory_store_id: 'memory_store_id' },
   *   );
   * ```
   */
  redact(memoryVersionID, params, options) {
    const { memory_store_id, betas, workspace_id } = params;
    return this._client.post(path`/v1/memory_stores/${memory_store_id}/memory_versions/${memoryVersionID}/redact`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.memory_stores.memory_versions.redact", options, {
        route: "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}/redact",
        attributes: {
          "gen_ai.memory.store.id": memory_store_id,
          "anthropic.memory_store.memory_version.id": memoryVersionID
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/memory-stores/memory-stores.mjs
var MemoryStores = /* @__PURE__ */ (() => {
  class MemoryStores2 extends APIResource {
    constructor() {
      super(...arguments);
      this.memories = new Memories(this._client);
      this.memoryVersions = new MemoryVersions(this._client);
    }
    /**
     * Create a Memory Store
     *
     * @example
     * ```ts
     * const betaManagedAgentsMemoryStore =
     *   await client.beta.memoryStores.create({ name: 'x' });
     * ```
     */
    create(params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post("/v1/memory_stores", {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.memory_stores.create", options, {
          route: "/v1/memory_stores",
          createdIDAttribute: "gen_ai.memory.store.id"
        })
      });
    }
    /**
     * Retrieve a Memory Store
     *
     * @example
     * ```ts
     * const betaManagedAgentsMemoryStore =
     *   await client.beta.memoryStores.retrieve(
     *     'memory_store_id',
     *   );
     * ```
     */
    retrieve(memoryStoreID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.get(path`/v1/memory_stores/${memoryStoreID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.memory_stores.retrieve", options, {
          route: "/v1/memory_stores/{memory_store_id}",
          attributes: { "gen_ai.memory.store.id": memoryStoreID }
        })
      });
    }
    /**
     * Update a Memory Store
     *
     * @example
     * ```ts
     * const betaManagedAgentsMemoryStore =
     *   await client.beta.memoryStores.update(
     *     'memory_store_id',
     *     {},
     *   );
     * ```
     */
    update(memoryStoreID, params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/memory_stores/${memoryStoreID}`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.memory_stores.update", options, {
          route: "/v1/memory_stores/{memory_store_id}",
          attributes: { "gen_ai.memory.store.id": memoryStoreID }
        })
      });
    }
    /**
     * List Memory Stores
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaManagedAgentsMemoryStore of client.beta.memoryStores.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList("/v1/memory_stores", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.memory_stores.list", options, {
          route: "/v1/memory_stores",
          queryParams: ["created_at[gte]", "created_at[lte]", "include_archived", "limit", "page"]
        })
      });
    }
    /**
     * Delete a Memory Store
     *
     * @example
     * ```ts
     * const betaManagedAgentsDeletedMemoryStore =
     *   await client.beta.memoryStores.delete('memory_store_id');
     * ```
     */
    delete(memoryStoreID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.delete(path`/v1/memory_stores/${memoryStoreID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.memory_stores.delete", options, {
          route: "/v1/memory_stores/{memory_store_id}",
          attributes: { "gen_ai.memory.store.id": memoryStoreID }
        })
      });
    }
    /**
     * Archive a Memory Store
     *
     * @example
     * ```ts
     * const betaManagedAgentsMemoryStore =
     *   await client.beta.memoryStores.archive('memory_store_id');
     * ```
     */
    archive(memoryStoreID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.post(path`/v1/memory_stores/${memoryStoreID}/archive`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "agent-memory-2026-07-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.memory_stores.archive", options, {
          route: "/v1/memory_stores/{memory_store_id}/archive",
          attributes: { "gen_ai.memory.store.id": memoryStoreID }
        })
      });
    }
  }
  MemoryStores2.Memories = Memories;
  MemoryStores2.MemoryVersions = MemoryVersions;
  return MemoryStores2;
})();

// node_modules/@anthropic-ai/sdk/internal/decoders/jsonl.mjs
var JSONLDecoder = /* @__PURE__ */ (() => {
  class JSONLDecoder2 {
    constructor(iterator, controller, response) {
      this.iterator = iterator;
      this.response = response;
      this.controller = controller;
    }
    async *decoder() {
      const iterator = this.iterator;
      if (!iterator) {
        throw new AnthropicError("Cannot iterate over a consumed stream.");
      }
      this.iterator = void 0;
      const lineDecoder = new LineDecoder();
      for await (const chunk of iterator) {
        for (const line of lineDecoder.decode(chunk)) {
          yield JSON.parse(line);
        }
      }
      for (const line of lineDecoder.flush()) {
        yield JSON.parse(line);
      }
    }
    [Symbol.asyncIterator]() {
      return this.decoder();
    }
    static fromResponse(response, controller) {
      if (!response.body) {
        controller.abort();
        if (typeof globalThis.navigator !== "undefined" && globalThis.navigator.product === "ReactNative") {
          throw new AnthropicError(`The default react-native fetch implementation does not support streaming. Please use expo/fetch: https://docs.expo.dev/versions/latest/sdk/expo/#expofetch-api`);
        }
        throw new AnthropicError(`Attempted to iterate over a response with no body`);
      }
      return new JSONLDecoder2(ReadableStreamToAsyncIterable(response.body), controller, response);
    }
  }
  return JSONLDecoder2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/messages/batches.mjs
var Batches = class extends APIResource {
  /**
   * Send a batch of Message creation requests.
   *
   * The Message Batches API can be used to process multiple Messages API requests at
   * once. Once a Message Batch is created, it begins processing immediately. Batches
   * can take up to 24 hours to complete.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {OrganizationOnHoldError}
   * @throws {WorkspaceHumanReviewDisabledError}
   * @throws {EnforcedSpendLimitReachedError}
   *
   * @example
   * ```ts
   * const betaMessageBatch =
   *   await client.beta.messages.batches.create({
   *     requests: [
   *       {
   *         custom_id: 'my-custom-id-1',
   *         params: {
   *           max_tokens: 1024,
   *           messages: [
   *             { content: 'Hello, world', role: 'user' },
   *           ],
   *           model: 'claude-opus-5-5',
   *         },
   *       },
   *     ],
   *   });
   * ```
   */
  create(params, options) {
    const { betas, user_profile_id, workspace_id, ...body } = params;
    return this._client.post("/v1/messages/batches", {
      body,
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.create", options, {
        route: "/v1/messages/batches",
        // A request without `requests` is for the API to refuse, not for this line to throw on.
        attributes: { "anthropic.message.batch.request_count": body.requests?.length },
        createdIDAttribute: "anthropic.message.batch.id"
      })
    });
  }
  /**
   * This endpoint is idempotent and can be used to poll for Message Batch
   * completion. To access the results of a Message Batch, make a request to the
   * `results_url` field in the response.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const betaMessageBatch =
   *   await client.beta.messages.batches.retrieve(
   *     'message_batch_id',
   *   );
   * ```
   */
  retrieve(messageBatchID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.get(path`/v1/messages/batches/${messageBatchID}`, {
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.retrieve", options, {
        route: "/v1/messages/batches/{message_batch_id}",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    });
  }
  /**
   * List all Message Batches within a Workspace. Most recently created batches are
   * returned first.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaMessageBatch of client.beta.messages.batches.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList("/v1/messages/batches", Page, {
      query,
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.list", options, {
        route: "/v1/messages/batches",
        queryParams: ["after_id", "before_id", "limit"]
      })
    });
  }
  /**
   * Delete a Message Batch.
   *
   * Message Batches can only be deleted once they've finished processing. If you'd
   * like to delete an in-progress batch, you must first cancel it.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const betaDeletedMessageBatch =
   *   await client.beta.messages.batches.delete(
   *     'message_batch_id',
   *   );
   * ```
   */
  delete(messageBatchID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.delete(path`/v1/messages/batches/${messageBatchID}`, {
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.delete", options, {
        route: "/v1/messages/batches/{message_batch_id}",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    });
  }
  /**
   * Batches may be canceled any time before processing ends. Once cancellation is
   * initiated, the batch enters a `canceling` state, at which time the system may
   * complete any in-progress, non-interruptible requests before finalizing
   * cancellation.
   *
   * The number of canceled requests is specified in `request_counts`. To determine
   * which requests were canceled, check the individual results within the batch.
   * Note that cancellation may not result in any canceled requests if they were
   * non-interruptible.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const betaMessageBatch =
   *   await client.beta.messages.batches.cancel(
   *     'message_batch_id',
   *   );
   * ```
   */
  cancel(messageBatchID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.post(path`/v1/messages/batches/${messageBatchID}/cancel`, {
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.cancel", options, {
        route: "/v1/messages/batches/{message_batch_id}/cancel",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    });
  }
  /**
   * Streams the results of a Message Batch as a `.jsonl` file.
   *
   * Each line in the file is a JSON object containing the result of a single request
   * in the Message Batch. Results are not guaranteed to be in the same order as
   * requests. Use the `custom_id` field to match results to requests.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const stream = await client.beta.messages.batches.results(
   *   'message_batch_id',
   * );
   * for await (const betaMessageBatchIndividualResponse of stream) {
   *   // ...
   * }
   * ```
   */
  async results(messageBatchID, params = {}, options) {
    const batch = await this.retrieve(messageBatchID, params, options);
    if (!batch.results_url) {
      throw new AnthropicError(`No batch \`results_url\`; Has it finished processing? ${batch.processing_status} - ${batch.id}`);
    }
    const { betas, workspace_id } = params ?? {};
    return this._client.get(batch.results_url, {
      ...options,
      headers: buildHeaders([
        {
          Accept: "application/binary",
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      stream: true,
      __qualifiers: { beta: "true" },
      __binaryResponse: true,
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.results", options, {
        route: "/v1/messages/batches/{message_batch_id}/results",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    })._thenUnwrap((_, props) => JSONLDecoder.fromResponse(props.response, props.controller));
  }
};

// node_modules/@anthropic-ai/sdk/internal/constants.mjs
var MODEL_NONSTREAMING_TOKENS = {
  "claude-opus-4@20250514": 8192,
  "anthropic.claude-opus-4-1-20250805-v1:0": 8192,
  "claude-opus-4-1@20250805": 8192
};

// node_modules/@anthropic-ai/sdk/internal/data/deprecated-models.mjs
var DEPRECATED_MODELS = {
  "claude-mythos-preview": "June 30th, 2026",
  "claude-opus-4-5": "January 22nd, 2027",
  "claude-opus-4-5-20251101": "January 22nd, 2027"
};

// node_modules/@anthropic-ai/sdk/internal/data/models-to-warn-with-thinking-enabled.mjs
var MODELS_TO_WARN_WITH_THINKING_ENABLED = [
  "claude-opus-4-6",
  "claude-mythos-preview"
];

// node_modules/@anthropic-ai/sdk/lib/beta-parser.mjs
function getOutputFormat(params) {
  return params?.output_format ?? params?.output_config?.format;
}
function maybeParseBetaMessage(message, params, opts) {
  const outputFormat = getOutputFormat(params);
  if (!params || !("parse" in (outputFormat ?? {}))) {
    return {
      ...message,
      content: message.content.map((block) => {
        if (block.type === "text") {
          const parsedBlock = Object.defineProperty({ ...block }, "parsed_output", {
            value: null,
            enumerable: false
          });
          return Object.defineProperty(parsedBlock, "parsed", {
            get() {
              opts.logger.warn("The `parsed` property on `text` blocks is deprecated, please use `parsed_output` instead.");
              return null;
            },
            enumerable: false
          });
        }
        return block;
      }),
      parsed_output: null
    };
  }
  return parseBetaMessage(message, params, opts);
}
function parseBetaMessage(message, params, opts) {
  let firstParsedOutput = null;
  const content = message.content.map((block) => {
    if (block.type === "text") {
      const parsedOutput = parseBetaOutputFormat(params, block.text);
      if (firstParsedOutput === null) {
        firstParsedOutput = parsedOutput;
      }
      const parsedBlock = Object.defineProperty({ ...block }, "parsed_output", {
        value: parsedOutput,
        enumerable: false
      });
      return Object.defineProperty(parsedBlock, "parsed", {
        get() {
          opts.logger.warn("The `parsed` property on `text` blocks is deprecated, please use `parsed_output` instead.");
          return parsedOutput;
        },
        enumerable: false
      });
    }
    return block;
  });
  return {
    ...message,
    content,
    parsed_output: firstParsedOutput
  };
}
function parseBetaOutputFormat(params, content) {
  const outputFormat = getOutputFormat(params);
  if (outputFormat?.type !== "json_schema") {
    return null;
  }
  try {
    if ("parse" in outputFormat) {
      return outputFormat.parse(content);
    }
    return JSON.parse(content);
  } catch (error) {
    throw new AnthropicError(`Failed to parse structured output: ${error}`);
  }
}

// node_modules/@anthropic-ai/sdk/lib/internal/beta-messages-request.mjs
function messagesCreateHeaders(params, options) {
  const { betas, user_profile_id, workspace_id, tools, messages } = params;
  return buildHeaders([
    {
      ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
      ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0,
      ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
    },
    stainlessHelperHeader(tools, messages),
    options?.headers
  ]);
}
function startMessagesStreamSpan(client, body, options) {
  if (!client._tracer)
    return void 0;
  const headers = messagesCreateHeaders(body, options);
  return startApiCallSpan(client, "anthropic.messages.create", options, messagesCreateSpanSettings(client, { body: transformOutputFormat(body), headers, stream: true }));
}
function transformOutputFormat(params) {
  if (!params.output_format) {
    return params;
  }
  assertOneOutputFormat(params);
  const { output_format, ...rest } = params;
  return {
    ...rest,
    output_config: {
      ...params.output_config,
      format: output_format
    }
  };
}
function assertOneOutputFormat(params) {
  if (params.output_format && params.output_config?.format) {
    throw new AnthropicError("Both output_format and output_config.format were provided. Please use only output_config.format (output_format is deprecated).");
  }
}

// node_modules/@anthropic-ai/sdk/_vendor/partial-json-parser/parser.mjs
var LITERALS = ["true", "false", "null"];
var isWhitespace = (char) => char === " " || char === "	" || char === "\n" || char === "\r";
var isTruncatedLiteral = (word, rest) => LITERALS.some((literal) => literal !== word && literal.startsWith(word)) && [...rest].every(isWhitespace);
var tokenize = (input) => {
  let current = 0;
  let tokens = [];
  while (current < input.length) {
    let char = input[current];
    if (char === "{") {
      tokens.push({
        type: "brace",
        value: "{"
      });
      current++;
      continue;
    }
    if (char === "}") {
      tokens.push({
        type: "brace",
        value: "}"
      });
      current++;
      continue;
    }
    if (char === "[") {
      tokens.push({
        type: "paren",
        value: "["
      });
      current++;
      continue;
    }
    if (char === "]") {
      tokens.push({
        type: "paren",
        value: "]"
      });
      current++;
      continue;
    }
    if (char === ":") {
      tokens.push({
        type: "separator",
        value: ":"
      });
      current++;
      continue;
    }
    if (char === ",") {
      tokens.push({
        type: "delimiter",
        value: ","
      });
      current++;
      continue;
    }
    if (char === '"') {
      const start = current + 1;
      let end = start;
      let danglingQuote = false;
      while (true) {
        end = input.indexOf('"', end);
        if (end === -1) {
          danglingQuote = true;
          break;
        }
        let backslashes = 0;
        let i = end - 1;
        while (i >= start && input[i] === "\\") {
          backslashes++;
          i--;
        }
        if (backslashes % 2 === 0)
          break;
        end++;
      }
      if (danglingQuote) {
        current = input.length;
      } else {
        tokens.push({
          type: "string",
          value: input.slice(start, end)
        });
        current = end + 1;
      }
      continue;
    }
    if (isWhitespace(char)) {
      current++;
      continue;
    }
    let NUMBERS = /[0-9]/;
    if (char && NUMBERS.test(char) || char === "-" || char === ".") {
      let value = "";
      if (char === "-") {
        value += char;
        char = input[++current];
      }
      while (char && (NUMBERS.test(char) || char === "." || // exponent marker, e.g. `1e10` or `1.5E-9`
      char === "e" || char === "E" || // exponent sign, only valid immediately after the exponent marker
      (char === "-" || char === "+") && (value[value.length - 1] === "e" || value[value.length - 1] === "E"))) {
        value += char;
        char = input[++current];
      }
      tokens.push({
        type: "number",
        value,
        unterminated: current === input.length
      });
      continue;
    }
    let LETTERS = /[a-z]/i;
    if (char && LETTERS.test(char)) {
      let value = "";
      while (char && LETTERS.test(char)) {
        if (current === input.length) {
          break;
        }
        value += char;
        char = input[++current];
      }
      if (LITERALS.includes(value)) {
        tokens.push({
          type: "name",
          value
        });
      } else if (!isTruncatedLiteral(value, input.slice(current))) {
        return null;
      }
      continue;
    }
    return null;
  }
  return tokens;
};
var strip = (tokens) => {
  let open = [];
  for (const token of tokens) {
    if (token.type === "brace" || token.type === "paren") {
      if (token.value === "{" || token.value === "[") {
        open.push(token.value);
      } else {
        open.pop();
      }
    }
  }
  let innermostOpenBracket = open[open.length - 1];
  let length = tokens.length;
  let JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;
  while (length > 0) {
    let lastToken = tokens[length - 1];
    switch (lastToken.type) {
      case "separator":
        length--;
        continue;
      case "number":
        if (lastToken.unterminated || !JSON_NUMBER.test(lastToken.value)) {
          length--;
          continue;
        }
        break;
      case "string":
        let tokenBeforeTheLastToken = tokens[length - 2];
        if (innermostOpenBracket === "{" && (tokenBeforeTheLastToken?.type === "delimiter" || tokenBeforeTheLastToken?.type === "brace" && tokenBeforeTheLastToken.value === "{")) {
          length--;
          continue;
        }
        break;
      case "delimiter":
        length--;
        break;
    }
    break;
  }
  return tokens.slice(0, length);
};
var unstrip = (tokens) => {
  let tail = [];
  for (const token of tokens) {
    if (token.type !== "brace" && token.type !== "paren") {
      continue;
    }
    if (token.value === "{") {
      tail.push("}");
    } else if (token.value === "[") {
      tail.push("]");
    } else if (tail.pop() !== token.value) {
      return null;
    }
  }
  if (tail.length > 0) {
    tail.reverse().map((item) => {
      if (item === "}") {
        tokens.push({
          type: "brace",
          value: "}"
        });
      } else if (item === "]") {
        tokens.push({
          type: "paren",
          value: "]"
        });
      }
    });
  }
  return tokens;
};
var isScalar = (token) => token?.type === "string" || token?.type === "number" || token?.type === "name";
var generate = (tokens) => {
  let output = "";
  tokens.map((token, index) => {
    if (isScalar(tokens[index - 1]) && isScalar(token)) {
      output += " ";
    }
    switch (token.type) {
      case "string":
        output += '"' + token.value + '"';
        break;
      default:
        output += token.value;
        break;
    }
  });
  return output;
};
var partialParse = (input) => {
  const tokens = tokenize(input);
  const completed = tokens && unstrip(strip(tokens));
  return JSON.parse(completed ? generate(completed) : input);
};

// node_modules/@anthropic-ai/sdk/internal/message-stream-utils.mjs
var JSON_BUF_PROPERTY = "__json_buf";
function withLazyInput(prev, jsonBuf) {
  const next = {};
  for (const key of Object.keys(prev)) {
    if (key !== "input")
      next[key] = prev[key];
  }
  Object.defineProperty(next, JSON_BUF_PROPERTY, { value: jsonBuf, enumerable: false, writable: true });
  let input;
  let parsed = false;
  Object.defineProperty(next, "input", {
    enumerable: true,
    configurable: true,
    get() {
      if (!parsed) {
        input = jsonBuf ? partialParse(jsonBuf) : {};
        parsed = true;
      }
      return input;
    }
  });
  return next;
}

// node_modules/@anthropic-ai/sdk/lib/BetaMessageStream.mjs
var _BetaMessageStream_instances;
var _BetaMessageStream_currentMessageSnapshot;
var _BetaMessageStream_params;
var _BetaMessageStream_connectedPromise;
var _BetaMessageStream_resolveConnectedPromise;
var _BetaMessageStream_rejectConnectedPromise;
var _BetaMessageStream_endPromise;
var _BetaMessageStream_resolveEndPromise;
var _BetaMessageStream_rejectEndPromise;
var _BetaMessageStream_listeners;
var _BetaMessageStream_ended;
var _BetaMessageStream_errored;
var _BetaMessageStream_aborted;
var _BetaMessageStream_catchingPromiseCreated;
var _BetaMessageStream_response;
var _BetaMessageStream_request_id;
var _BetaMessageStream_workspace_id;
var _BetaMessageStream_logger;
var _BetaMessageStream_client;
var _BetaMessageStream_span;
var _BetaMessageStream_spanBody;
var _BetaMessageStream_getFinalMessage;
var _BetaMessageStream_getFinalText;
var _BetaMessageStream_handleError;
var _BetaMessageStream_beginRequest;
var _BetaMessageStream_addStreamEvent;
var _BetaMessageStream_endRequest;
var _BetaMessageStream_accumulateMessage;
var _BetaMessageStream_toolInputParseError;
function tracksToolInput(content) {
  return content.type === "tool_use" || content.type === "server_tool_use" || content.type === "mcp_tool_use";
}
var BetaMessageStream = /* @__PURE__ */ (() => {
  class BetaMessageStream2 {
    constructor(params, opts) {
      _BetaMessageStream_instances.add(this);
      this.messages = [];
      this.receivedMessages = [];
      _BetaMessageStream_currentMessageSnapshot.set(this, void 0);
      _BetaMessageStream_params.set(this, null);
      this.controller = new AbortController();
      _BetaMessageStream_connectedPromise.set(this, void 0);
      _BetaMessageStream_resolveConnectedPromise.set(this, () => {
      });
      _BetaMessageStream_rejectConnectedPromise.set(this, () => {
      });
      _BetaMessageStream_endPromise.set(this, void 0);
      _BetaMessageStream_resolveEndPromise.set(this, () => {
      });
      _BetaMessageStream_rejectEndPromise.set(this, () => {
      });
      _BetaMessageStream_listeners.set(this, {});
      _BetaMessageStream_ended.set(this, false);
      _BetaMessageStream_errored.set(this, false);
      _BetaMessageStream_aborted.set(this, false);
      _BetaMessageStream_catchingPromiseCreated.set(this, false);
      _BetaMessageStream_response.set(this, void 0);
      _BetaMessageStream_request_id.set(this, void 0);
      _BetaMessageStream_workspace_id.set(this, void 0);
      _BetaMessageStream_logger.set(this, void 0);
      _BetaMessageStream_client.set(this, void 0);
      _BetaMessageStream_span.set(this, void 0);
      _BetaMessageStream_spanBody.set(this, void 0);
      _BetaMessageStream_handleError.set(this, (error) => {
        __classPrivateFieldSet(this, _BetaMessageStream_errored, true, "f");
        if (__classPrivateFieldGet(this, _BetaMessageStream_span, "f")) {
          __classPrivateFieldGet(this, _BetaMessageStream_span, "f").streamed = void 0;
        }
        if (isAbortError(error)) {
          error = new APIUserAbortError();
        }
        if (error instanceof APIUserAbortError) {
          __classPrivateFieldSet(this, _BetaMessageStream_aborted, true, "f");
          return this._emit("abort", error);
        }
        if (error instanceof AnthropicError) {
          return this._emit("error", error);
        }
        if (error instanceof Error) {
          const anthropicError = new AnthropicError(error.message);
          anthropicError.cause = error;
          return this._emit("error", anthropicError);
        }
        return this._emit("error", new AnthropicError(String(error)));
      });
      __classPrivateFieldSet(this, _BetaMessageStream_connectedPromise, new Promise((resolve, reject) => {
        __classPrivateFieldSet(this, _BetaMessageStream_resolveConnectedPromise, resolve, "f");
        __classPrivateFieldSet(this, _BetaMessageStream_rejectConnectedPromise, reject, "f");
      }), "f");
      __classPrivateFieldSet(this, _BetaMessageStream_endPromise, new Promise((resolve, reject) => {
        __classPrivateFieldSet(this, _BetaMessageStream_resolveEndPromise, resolve, "f");
        __classPrivateFieldSet(this, _BetaMessageStream_rejectEndPromise, reject, "f");
      }), "f");
      __classPrivateFieldGet(this, _BetaMessageStream_connectedPromise, "f").catch(() => {
      });
      __classPrivateFieldGet(this, _BetaMessageStream_endPromise, "f").catch(() => {
      });
      __classPrivateFieldSet(this, _BetaMessageStream_params, params, "f");
      __classPrivateFieldSet(this, _BetaMessageStream_logger, opts?.logger ?? console, "f");
      __classPrivateFieldSet(this, _BetaMessageStream_client, opts?.client, "f");
    }
    get response() {
      return __classPrivateFieldGet(this, _BetaMessageStream_response, "f");
    }
    get request_id() {
      return __classPrivateFieldGet(this, _BetaMessageStream_request_id, "f");
    }
    get workspace_id() {
      return __classPrivateFieldGet(this, _BetaMessageStream_workspace_id, "f");
    }
    /**
     * Returns the `MessageStream` data, the raw `Response` instance and the ID of the request,
     * returned vie the `request-id` header which is useful for debugging requests and resporting
     * issues to Anthropic.
     *
     * This is the same as the `APIPromise.withResponse()` method.
     *
     * This method will raise an error if you created the stream using `MessageStream.fromReadableStream`
     * as no `Response` is available.
     */
    async withResponse() {
      __classPrivateFieldSet(this, _BetaMessageStream_catchingPromiseCreated, true, "f");
      const response = await __classPrivateFieldGet(this, _BetaMessageStream_connectedPromise, "f");
      if (!response) {
        throw new Error("Could not resolve a `Response` object");
      }
      return {
        data: this,
        response,
        request_id: response.headers.get("request-id"),
        workspace_id: response.headers.get("anthropic-workspace-id")
      };
    }
    /**
     * Intended for use on the frontend, consuming a stream produced with
     * `.toReadableStream()` on the backend.
     *
     * Note that messages sent to the model do not appear in `.on('message')`
     * in this context.
     */
    static fromReadableStream(stream) {
      const runner = new BetaMessageStream2(null);
      runner._run(() => runner._fromReadableStream(stream));
      return runner;
    }
    static createMessage(messages, params, options, { logger, client } = {}) {
      const runner = new BetaMessageStream2(params, {
        logger,
        client
      });
      for (const message of params.messages) {
        runner._addMessageParam(message);
      }
      __classPrivateFieldSet(runner, _BetaMessageStream_params, { ...params, stream: true }, "f");
      runner._run(() => runner._createMessage((body, options2) => messages.create(body, options2), { ...params, stream: true }, { ...options, headers: { ...options?.headers, [STAINLESS_HELPER_METHOD_HEADER]: "stream" } }));
      return runner;
    }
    /**
     * @internal Sends the request with `create`, as `createMessage()` does with `messages.create()`. `onRequestEnd` is
     * called once the request has ended, whether or not it failed, before the final events fire.
     */
    _start(create, params, options, onRequestEnd) {
      for (const message of params.messages) {
        this._addMessageParam(message);
      }
      const client = __classPrivateFieldGet(this, _BetaMessageStream_client, "f");
      __classPrivateFieldSet(this, _BetaMessageStream_client, void 0, "f");
      const send = (body, options2) => create(body, options2)._thenUnwrap((stream, { options: sent }) => {
        __classPrivateFieldSet(this, _BetaMessageStream_client, client, "f");
        __classPrivateFieldSet(this, _BetaMessageStream_span, sent.__span, "f");
        __classPrivateFieldSet(this, _BetaMessageStream_spanBody, sent.body, "f");
        return stream;
      });
      this._run(() => this._createMessage(send, { ...params, stream: true }, options).finally(onRequestEnd));
    }
    _run(executor) {
      executor().then(() => {
        this._emitFinal();
        this._emit("end");
      }, __classPrivateFieldGet(this, _BetaMessageStream_handleError, "f"));
    }
    _addMessageParam(message) {
      this.messages.push(message);
    }
    _addMessage(message, emit = true) {
      this.receivedMessages.push(message);
      if (emit) {
        this._emit("message", message);
      }
    }
    async _createMessage(create, params, options) {
      const signal = options?.signal;
      let abortHandler;
      if (signal) {
        if (signal.aborted)
          this.controller.abort();
        abortHandler = this.controller.abort.bind(this.controller);
        signal.addEventListener("abort", abortHandler);
      }
      try {
        __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_beginRequest).call(this);
        __classPrivateFieldSet(this, _BetaMessageStream_span, options?.__span ?? (__classPrivateFieldGet(this, _BetaMessageStream_client, "f") && startMessagesStreamSpan(__classPrivateFieldGet(this, _BetaMessageStream_client, "f"), params, options)), "f");
        const { response, data: stream } = await create({ ...params, stream: true }, { ...options, __span: __classPrivateFieldGet(this, _BetaMessageStream_span, "f"), signal: this.controller.signal }).withResponse();
        try {
          this._connected(response);
        } catch (error) {
          if (__classPrivateFieldGet(this, _BetaMessageStream_span, "f")) {
            __classPrivateFieldGet(this, _BetaMessageStream_span, "f").failure = error;
          }
          stream.controller.abort();
          throw error;
        }
        for await (const event of stream) {
          try {
            __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_addStreamEvent).call(this, event);
          } catch (error) {
            if (__classPrivateFieldGet(this, _BetaMessageStream_span, "f")) {
              __classPrivateFieldGet(this, _BetaMessageStream_span, "f").failure = error;
            }
            throw error;
          }
        }
        if (stream.controller.signal?.aborted) {
          throw new APIUserAbortError();
        }
        __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_endRequest).call(this);
      } finally {
        if (signal && abortHandler) {
          signal.removeEventListener("abort", abortHandler);
        }
      }
    }
    _connected(response) {
      if (this.ended)
        return;
      __classPrivateFieldSet(this, _BetaMessageStream_response, response, "f");
      __classPrivateFieldSet(this, _BetaMessageStream_request_id, response?.headers.get("request-id"), "f");
      __classPrivateFieldSet(this, _BetaMessageStream_workspace_id, response?.headers.get("anthropic-workspace-id"), "f");
      __classPrivateFieldGet(this, _BetaMessageStream_resolveConnectedPromise, "f").call(this, response);
      this._emit("connect");
    }
    get ended() {
      return __classPrivateFieldGet(this, _BetaMessageStream_ended, "f");
    }
    get errored() {
      return __classPrivateFieldGet(this, _BetaMessageStream_errored, "f");
    }
    get aborted() {
      return __classPrivateFieldGet(this, _BetaMessageStream_aborted, "f");
    }
    abort() {
      this.controller.abort();
    }
    /**
     * Adds the listener function to the end of the listeners array for the event.
     * No checks are made to see if the listener has already been added. Multiple calls passing
     * the same combination of event and listener will result in the listener being added, and
     * called, multiple times.
     * @returns this MessageStream, so that calls can be chained
     */
    on(event, listener) {
      const listeners = __classPrivateFieldGet(this, _BetaMessageStream_listeners, "f")[event] || (__classPrivateFieldGet(this, _BetaMessageStream_listeners, "f")[event] = []);
      listeners.push({ listener });
      return this;
    }
    /**
     * Removes the specified listener from the listener array for the event.
     * off() will remove, at most, one instance of a listener from the listener array. If any single
     * listener has been added multiple times to the listener array for the specified event, then
     * off() must be called multiple times to remove each instance.
     * @returns this MessageStream, so that calls can be chained
     */
    off(event, listener) {
      const listeners = __classPrivateFieldGet(this, _BetaMessageStream_listeners, "f")[event];
      if (!listeners)
        return this;
      const index = listeners.findIndex((l) => l.listener === listener);
      if (index >= 0)
        listeners.splice(index, 1);
      return this;
    }
    /**
     * Adds a one-time listener function for the event. The next time the event is triggered,
     * this listener is removed and then invoked.
     * @returns this MessageStream, so that calls can be chained
     */
    once(event, listener) {
      const listeners = __classPrivateFieldGet(this, _BetaMessageStream_listeners, "f")[event] || (__classPrivateFieldGet(this, _BetaMessageStream_listeners, "f")[event] = []);
      listeners.push({ listener, once: true });
      return this;
    }
    /**
     * This is similar to `.once()`, but returns a Promise that resolves the next time
     * the event is triggered, instead of calling a listener callback.
     * @returns a Promise that resolves the next time given event is triggered,
     * or rejects if an error is emitted.  (If you request the 'error' event,
     * returns a promise that resolves with the error).
     *
     * Example:
     *
     *   const message = await stream.emitted('message') // rejects if the stream errors
     */
    emitted(event) {
      return new Promise((resolve, reject) => {
        __classPrivateFieldSet(this, _BetaMessageStream_catchingPromiseCreated, true, "f");
        if (event !== "error")
          this.once("error", reject);
        this.once(event, resolve);
      });
    }
    async done() {
      __classPrivateFieldSet(this, _BetaMessageStream_catchingPromiseCreated, true, "f");
      await __classPrivateFieldGet(this, _BetaMessageStream_endPromise, "f");
    }
    get currentMessage() {
      return __classPrivateFieldGet(this, _BetaMessageStream_currentMessageSnapshot, "f");
    }
    /**
     * @returns a promise that resolves with the the final assistant Message response,
     * or rejects if an error occurred or the stream ended prematurely without producing a Message.
     * If structured outputs were used, this will be a ParsedMessage with a `parsed` field.
     */
    async finalMessage() {
      await this.done();
      return __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_getFinalMessage).call(this);
    }
    /**
     * @returns a promise that resolves with the the final assistant Message's text response, concatenated
     * together if there are more than one text blocks.
     * Rejects if an error occurred or the stream ended prematurely without producing a Message.
     */
    async finalText() {
      await this.done();
      return __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_getFinalText).call(this);
    }
    _emit(event, ...args) {
      if (__classPrivateFieldGet(this, _BetaMessageStream_ended, "f"))
        return;
      if (event === "end") {
        __classPrivateFieldSet(this, _BetaMessageStream_ended, true, "f");
        __classPrivateFieldGet(this, _BetaMessageStream_resolveEndPromise, "f").call(this);
      }
      const listeners = __classPrivateFieldGet(this, _BetaMessageStream_listeners, "f")[event];
      if (listeners) {
        __classPrivateFieldGet(this, _BetaMessageStream_listeners, "f")[event] = listeners.filter((l) => !l.once);
        listeners.forEach(({ listener }) => listener(...args));
      }
      if (event === "abort") {
        const error = args[0];
        if (!__classPrivateFieldGet(this, _BetaMessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
          Promise.reject(error);
        }
        __classPrivateFieldGet(this, _BetaMessageStream_rejectConnectedPromise, "f").call(this, error);
        __classPrivateFieldGet(this, _BetaMessageStream_rejectEndPromise, "f").call(this, error);
        this._emit("end");
        return;
      }
      if (event === "error") {
        const error = args[0];
        if (!__classPrivateFieldGet(this, _BetaMessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
          Promise.reject(error);
        }
        __classPrivateFieldGet(this, _BetaMessageStream_rejectConnectedPromise, "f").call(this, error);
        __classPrivateFieldGet(this, _BetaMessageStream_rejectEndPromise, "f").call(this, error);
        this._emit("end");
      }
    }
    _emitFinal() {
      const finalMessage = this.receivedMessages.at(-1);
      if (finalMessage) {
        this._emit("finalMessage", __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_getFinalMessage).call(this));
      }
    }
    /** @internal A method so that the tool runner's stream can act before and after an event's listeners. */
    _deliverEvent(event, snapshot) {
      this._emit("_rawEvent", event);
      if (snapshot)
        this._emit("streamEvent", event, snapshot);
    }
    async _fromReadableStream(readableStream, options) {
      const signal = options?.signal;
      let abortHandler;
      if (signal) {
        if (signal.aborted)
          this.controller.abort();
        abortHandler = this.controller.abort.bind(this.controller);
        signal.addEventListener("abort", abortHandler);
      }
      try {
        __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_beginRequest).call(this);
        this._connected(null);
        const stream = Stream.fromReadableStream(readableStream, this.controller);
        for await (const event of stream) {
          __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_addStreamEvent).call(this, event);
        }
        if (stream.controller.signal?.aborted) {
          throw new APIUserAbortError();
        }
        __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_endRequest).call(this);
      } finally {
        if (signal && abortHandler) {
          signal.removeEventListener("abort", abortHandler);
        }
      }
    }
    [(_BetaMessageStream_currentMessageSnapshot = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_params = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_connectedPromise = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_resolveConnectedPromise = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_rejectConnectedPromise = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_endPromise = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_resolveEndPromise = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_rejectEndPromise = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_listeners = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_ended = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_errored = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_aborted = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_catchingPromiseCreated = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_response = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_request_id = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_workspace_id = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_logger = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_client = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_span = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_spanBody = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_handleError = /* @__PURE__ */ new WeakMap(), _BetaMessageStream_instances = /* @__PURE__ */ new WeakSet(), _BetaMessageStream_getFinalMessage = function _BetaMessageStream_getFinalMessage2() {
      if (this.receivedMessages.length === 0) {
        throw new AnthropicError("stream ended without producing a Message with role=assistant");
      }
      return this.receivedMessages.at(-1);
    }, _BetaMessageStream_getFinalText = function _BetaMessageStream_getFinalText2() {
      if (this.receivedMessages.length === 0) {
        throw new AnthropicError("stream ended without producing a Message with role=assistant");
      }
      const textBlocks = this.receivedMessages.at(-1).content.filter((block) => block.type === "text").map((block) => block.text);
      if (textBlocks.length === 0) {
        throw new AnthropicError("stream ended without producing a content block with type=text");
      }
      return textBlocks.join(" ");
    }, _BetaMessageStream_beginRequest = function _BetaMessageStream_beginRequest2() {
      if (this.ended)
        return;
      __classPrivateFieldSet(this, _BetaMessageStream_currentMessageSnapshot, void 0, "f");
    }, _BetaMessageStream_addStreamEvent = function _BetaMessageStream_addStreamEvent2(event) {
      if (this.ended)
        return;
      const messageSnapshot = __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_accumulateMessage).call(this, event);
      this._deliverEvent(event, messageSnapshot);
      if (!messageSnapshot)
        return;
      switch (event.type) {
        case "content_block_delta": {
          const content = messageSnapshot.content.at(-1);
          switch (event.delta.type) {
            case "text_delta": {
              if (content.type === "text") {
                this._emit("text", event.delta.text, content.text || "");
              }
              break;
            }
            case "citations_delta": {
              if (content.type === "text") {
                this._emit("citation", event.delta.citation, content.citations ?? []);
              }
              break;
            }
            case "input_json_delta": {
              if (tracksToolInput(content) && __classPrivateFieldGet(this, _BetaMessageStream_listeners, "f").inputJson?.length) {
                let jsonSnapshot;
                try {
                  jsonSnapshot = content.input;
                } catch (err) {
                  __classPrivateFieldGet(this, _BetaMessageStream_handleError, "f").call(this, __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_toolInputParseError).call(this, content, err));
                  break;
                }
                this._emit("inputJson", event.delta.partial_json, jsonSnapshot);
              }
              break;
            }
            case "thinking_delta": {
              if (content.type === "thinking") {
                this._emit("thinking", event.delta.thinking, content.thinking);
              }
              break;
            }
            case "signature_delta": {
              if (content.type === "thinking") {
                this._emit("signature", content.signature);
              }
              break;
            }
            case "compaction_delta": {
              if (content.type === "compaction" && content.content) {
                this._emit("compaction", content.content);
              }
              break;
            }
            default:
              checkNever(event.delta);
          }
          break;
        }
        case "message_stop": {
          if (__classPrivateFieldGet(this, _BetaMessageStream_client, "f") && __classPrivateFieldGet(this, _BetaMessageStream_span, "f") && __classPrivateFieldGet(this, _BetaMessageStream_params, "f")) {
            recordStreamedMessageContent(__classPrivateFieldGet(this, _BetaMessageStream_client, "f"), __classPrivateFieldGet(this, _BetaMessageStream_span, "f"), __classPrivateFieldGet(this, _BetaMessageStream_spanBody, "f") ?? __classPrivateFieldGet(this, _BetaMessageStream_params, "f"), messageSnapshot);
          }
          this._addMessageParam(messageSnapshot);
          this._addMessage(maybeParseBetaMessage(messageSnapshot, __classPrivateFieldGet(this, _BetaMessageStream_params, "f"), { logger: __classPrivateFieldGet(this, _BetaMessageStream_logger, "f") }), true);
          break;
        }
        case "content_block_stop": {
          this._emit("contentBlock", messageSnapshot.content.at(-1));
          break;
        }
        case "message_start": {
          __classPrivateFieldSet(this, _BetaMessageStream_currentMessageSnapshot, messageSnapshot, "f");
          if (__classPrivateFieldGet(this, _BetaMessageStream_span, "f") && __classPrivateFieldGet(this, _BetaMessageStream_params, "f")) {
            __classPrivateFieldGet(this, _BetaMessageStream_span, "f").streamed = { body: __classPrivateFieldGet(this, _BetaMessageStream_spanBody, "f") ?? __classPrivateFieldGet(this, _BetaMessageStream_params, "f"), message: messageSnapshot };
          }
          break;
        }
        case "content_block_start":
        case "message_delta":
          break;
      }
    }, _BetaMessageStream_endRequest = function _BetaMessageStream_endRequest2() {
      if (this.ended) {
        throw new AnthropicError(`stream has ended, this shouldn't happen`);
      }
      const snapshot = __classPrivateFieldGet(this, _BetaMessageStream_currentMessageSnapshot, "f");
      if (!snapshot) {
        throw new AnthropicError(`request ended without sending any chunks`);
      }
      __classPrivateFieldSet(this, _BetaMessageStream_currentMessageSnapshot, void 0, "f");
      return maybeParseBetaMessage(snapshot, __classPrivateFieldGet(this, _BetaMessageStream_params, "f"), { logger: __classPrivateFieldGet(this, _BetaMessageStream_logger, "f") });
    }, _BetaMessageStream_accumulateMessage = function _BetaMessageStream_accumulateMessage2(event) {
      let snapshot = __classPrivateFieldGet(this, _BetaMessageStream_currentMessageSnapshot, "f");
      if (event.type === "message_start") {
        if (snapshot) {
          throw new AnthropicError(`Unexpected event order, got ${event.type} before receiving "message_stop"`);
        }
        return event.message;
      }
      if (!snapshot)
        return;
      switch (event.type) {
        case "message_stop":
          return snapshot;
        case "message_delta":
          snapshot.stop_reason = event.delta.stop_reason;
          snapshot.stop_sequence = event.delta.stop_sequence;
          snapshot.stop_details = event.delta.stop_details;
          snapshot.usage.output_tokens = event.usage.output_tokens;
          if (event.delta.container != null) {
            snapshot.container = event.delta.container;
          }
          if (event.context_management != null) {
            snapshot.context_management = event.context_management;
          }
          if (event.input_transformations != null) {
            snapshot.input_transformations = event.input_transformations;
          }
          if (event.usage.input_tokens != null) {
            snapshot.usage.input_tokens = event.usage.input_tokens;
          }
          if (event.usage.cache_creation_input_tokens != null) {
            snapshot.usage.cache_creation_input_tokens = event.usage.cache_creation_input_tokens;
          }
          if (event.usage.cache_read_input_tokens != null) {
            snapshot.usage.cache_read_input_tokens = event.usage.cache_read_input_tokens;
          }
          if (event.usage.server_tool_use != null) {
            snapshot.usage.server_tool_use = event.usage.server_tool_use;
          }
          if (event.usage.iterations != null) {
            snapshot.usage.iterations = event.usage.iterations;
          }
          if (event.usage.fallback_credit != null) {
            snapshot.usage.fallback_credit = event.usage.fallback_credit;
          }
          if (event.usage.output_tokens_details != null) {
            snapshot.usage.output_tokens_details = event.usage.output_tokens_details;
          }
          return snapshot;
        case "content_block_start":
          snapshot.content.push(event.content_block);
          if (event.content_block.type === "fallback") {
            snapshot.model = event.content_block.to.model;
          }
          return snapshot;
        case "content_block_delta": {
          const snapshotContent = snapshot.content.at(event.index);
          switch (event.delta.type) {
            case "text_delta": {
              if (snapshotContent?.type === "text") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  text: (snapshotContent.text || "") + event.delta.text
                };
              }
              break;
            }
            case "citations_delta": {
              if (snapshotContent?.type === "text") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  citations: [...snapshotContent.citations ?? [], event.delta.citation]
                };
              }
              break;
            }
            case "input_json_delta": {
              if (snapshotContent && tracksToolInput(snapshotContent)) {
                const jsonBuf = (snapshotContent[JSON_BUF_PROPERTY] || "") + event.delta.partial_json;
                snapshot.content[event.index] = withLazyInput(snapshotContent, jsonBuf);
              }
              break;
            }
            case "thinking_delta": {
              if (snapshotContent?.type === "thinking") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  thinking: snapshotContent.thinking + event.delta.thinking
                };
              }
              break;
            }
            case "signature_delta": {
              if (snapshotContent?.type === "thinking") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  signature: event.delta.signature
                };
              }
              break;
            }
            case "compaction_delta": {
              if (snapshotContent?.type === "compaction") {
                const block = { ...snapshotContent, content: event.delta.content };
                if ("encrypted_content" in event.delta) {
                  block.encrypted_content = event.delta.encrypted_content;
                }
                snapshot.content[event.index] = block;
              }
              break;
            }
            default:
              checkNever(event.delta);
          }
          return snapshot;
        }
        case "content_block_stop": {
          const snapshotContent = snapshot.content.at(event.index);
          if (snapshotContent && tracksToolInput(snapshotContent) && JSON_BUF_PROPERTY in snapshotContent) {
            let input;
            try {
              input = snapshotContent.input;
            } catch (err) {
              input = {};
              __classPrivateFieldGet(this, _BetaMessageStream_handleError, "f").call(this, __classPrivateFieldGet(this, _BetaMessageStream_instances, "m", _BetaMessageStream_toolInputParseError).call(this, snapshotContent, err));
            }
            Object.defineProperty(snapshotContent, "input", {
              value: input,
              enumerable: true,
              configurable: true,
              writable: true
            });
          }
          return snapshot;
        }
        default:
          return snapshot;
      }
    }, _BetaMessageStream_toolInputParseError = function _BetaMessageStream_toolInputParseError2(block, err) {
      const jsonBuf = block[JSON_BUF_PROPERTY];
      return new AnthropicError(`Unable to parse tool parameter JSON from model. Please retry your request or adjust your prompt. Error: ${err}. JSON: ${jsonBuf}`);
    }, Symbol.asyncIterator)]() {
      const pushQueue = [];
      const readQueue = [];
      let done = false;
      this.on("_rawEvent", (event) => {
        const reader = readQueue.shift();
        if (reader) {
          reader.resolve(event);
        } else {
          pushQueue.push(event);
        }
      });
      this.on("end", () => {
        done = true;
        for (const reader of readQueue) {
          reader.resolve(void 0);
        }
        readQueue.length = 0;
      });
      this.on("abort", (err) => {
        done = true;
        for (const reader of readQueue) {
          reader.reject(err);
        }
        readQueue.length = 0;
      });
      this.on("error", (err) => {
        done = true;
        for (const reader of readQueue) {
          reader.reject(err);
        }
        readQueue.length = 0;
      });
      return {
        next: async () => {
          if (!pushQueue.length) {
            if (done) {
              return { value: void 0, done: true };
            }
            return new Promise((resolve, reject) => readQueue.push({ resolve, reject })).then((chunk2) => chunk2 ? { value: chunk2, done: false } : { value: void 0, done: true });
          }
          const chunk = pushQueue.shift();
          return { value: chunk, done: false };
        },
        return: async () => {
          this.abort();
          return { value: void 0, done: true };
        }
      };
    }
    toReadableStream() {
      const stream = new Stream(this[Symbol.asyncIterator].bind(this), this.controller);
      return stream.toReadableStream();
    }
  }
  return BetaMessageStream2;
})();

// node_modules/@anthropic-ai/sdk/lib/internal/toolsets/family.mjs
var TOOLSET_TYPE_TO_FAMILY = {
  browser_toolset_20260801: "browser",
  computer_toolset_20260801: "computer"
};
function toolsetFamily(toolset) {
  return TOOLSET_TYPE_TO_FAMILY[toolset.type];
}
function isRunnableToolset(t) {
  return "run" in t && t.type != null && Object.prototype.hasOwnProperty.call(TOOLSET_TYPE_TO_FAMILY, t.type);
}

// node_modules/@anthropic-ai/sdk/lib/internal/toolsets/errors.mjs
var ToolsetUsageError = /* @__PURE__ */ (() => {
  class ToolsetUsageError2 extends AnthropicError {
    constructor(message, options) {
      super(message);
      if (options && "cause" in options)
        this.cause = options.cause;
    }
  }
  ToolsetUsageError2._errorName = "ToolsetUsageError";
  return ToolsetUsageError2;
})();
var ToolsetContractError = /* @__PURE__ */ (() => {
  class ToolsetContractError2 extends ToolsetUsageError {
  }
  ToolsetContractError2._errorName = "ToolsetContractError";
  return ToolsetContractError2;
})();

// node_modules/@anthropic-ai/sdk/lib/internal/toolsets/run.mjs
var NOT_EXECUTED = "Not executed: an earlier action in this turn failed.";
var NOT_EXECUTED_BY_FAMILY = {
  browser: NOT_EXECUTED,
  computer: "Not executed: an earlier computer action in this turn failed."
};
function notExecutedText(family) {
  return Object.prototype.hasOwnProperty.call(NOT_EXECUTED_BY_FAMILY, family) ? NOT_EXECUTED_BY_FAMILY[family] : NOT_EXECUTED;
}
function toolsetResultBlock(toolUse, content, isError = false) {
  if (isError && (content === "" || Array.isArray(content) && content.length === 0)) {
    content = "The tool call failed with an empty error message.";
  }
  return {
    type: "tool_result",
    tool_use_id: toolUse.id,
    toolset_name: toolUse.toolset_name ?? null,
    content,
    ...isError ? { is_error: true } : {}
  };
}
function throwIfPropagates(error, ctx) {
  if (error instanceof ToolsetUsageError)
    throw error;
  throwIfAborted(ctx.signal);
}
function throwIfAborted(signal) {
  if (signal?.aborted)
    throw new APIUserAbortError();
}
async function runToolsetMember(toolset, toolUse, options = {}) {
  const family = toolsetFamily(toolset);
  if (toolUse.toolset_name !== family) {
    throw new ToolsetContractError(`tool_use ${JSON.stringify(toolUse.id)} (toolset_name=${JSON.stringify(toolUse.toolset_name ?? null)}, name=${JSON.stringify(toolUse.name)}) is not a member call of the ${JSON.stringify(family)} toolset`);
  }
  const ctx = { ...options, toolUse, toolUseBlock: toolUse };
  try {
    return toolsetResultBlock(toolUse, await toolset.run(ctx, toolUse));
  } catch (e) {
    throwIfPropagates(e, ctx);
    return toolsetResultBlock(toolUse, errorTextContent(e instanceof ToolError ? e.content : errorText(e)), true);
  }
}

// node_modules/@anthropic-ai/sdk/resources/beta/organization/api-keys.mjs
var APIKeys = class extends APIResource {
  /**
   * Get API Key
   *
   * @example
   * ```ts
   * const betaAPIKey =
   *   await client.beta.organization.apiKeys.retrieve(
   *     'api_key_id',
   *   );
   * ```
   */
  retrieve(apiKeyID, options) {
    return this._client.get(path`/v1/organizations/api_keys/${apiKeyID}`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.api_keys.retrieve", options, {
        route: "/v1/organizations/api_keys/{api_key_id}",
        attributes: { "anthropic.organization.api_key.id": apiKeyID }
      })
    });
  }
  /**
   * Update API Key
   *
   * @throws {OrgAPIKeyLimitExceededError}
   * @throws {WorkspaceAPIKeyLimitExceededError}
   * @throws {APIKeyRequesterUnconfirmedError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaAPIKey =
   *   await client.beta.organization.apiKeys.update(
   *     'api_key_id',
   *     {},
   *   );
   * ```
   */
  update(apiKeyID, body, options) {
    return this._client.post(path`/v1/organizations/api_keys/${apiKeyID}`, {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.api_keys.update", options, {
        route: "/v1/organizations/api_keys/{api_key_id}",
        attributes: { "anthropic.organization.api_key.id": apiKeyID }
      })
    });
  }
  /**
   * List API Keys
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAPIKey of client.beta.organization.apiKeys.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/api_keys", Page, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.api_keys.list", options, {
        route: "/v1/organizations/api_keys",
        queryParams: ["after_id", "before_id", "created_by_user_id", "limit", "status", "workspace_id"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/artifacts.mjs
var Artifacts = class extends APIResource {
  /**
   * Get artifact-creation activity for a given day, broken out by MIME type.
   *
   * Returns the full (`artifact_type`, `is_shared`) cube for the organization;
   * `next_page` is null except for grouped queries, which paginate. The cube can be
   * broken out per product, per member, or per RBAC group via `group_by[]`, and
   * scoped via `filter[]`. Requires an API key with the `read:analytics` scope.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsArtifactActivity of client.beta.organization.analytics.artifacts.list(
   *   { date: '2019-12-27' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(query, options) {
    return this._client.getAPIList("/v1/organizations/analytics/artifacts", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.artifacts.list", options, {
        route: "/v1/organizations/analytics/artifacts",
        queryParams: ["date", "filter", "group_by", "limit", "page"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/connectors.mjs
var Connectors = class extends APIResource {
  /**
   * Get per-connector usage for a given day, with cursor-based pagination.
   *
   * Returns connector usage metrics for the organization, sorted by connector name.
   * Connector names are normalized from their various sources — for example,
   * "Atlassian MCP server" and "mcp-atlassian" both appear as "atlassian". Use
   * `group_by[]` to break usage out per member, per RBAC group, or per product
   * surface, and `filter[]` to scope results; the parameter descriptions list the
   * supported dimensions. Available to organizations on a Claude Enterprise plan.
   * Requires an API key with the `read:analytics` scope.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsConnectorActivity of client.beta.organization.analytics.connectors.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/analytics/connectors", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.connectors.list", options, {
        route: "/v1/organizations/analytics/connectors",
        queryParams: [
          "date",
          "ending_date",
          "filter",
          "group_by",
          "limit",
          "order",
          "order_by",
          "page",
          "starting_date"
        ],
        contentQueryParams: ["filter"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/cost.mjs
var Cost = class extends APIResource {
  /**
   * Get cost in USD across a date range, broken out by dimension.
   *
   * Returns one row per combination of the requested `group_by[]` dimensions (and
   * time bucket, when `time_bucket_width` is set) that has cost in the range, ranked
   * by spend or ordered by time bucket; every combination is returned across pages.
   * With no `group_by[]` and no `time_bucket_width`, a single row aggregates the
   * whole range. Includes all cost, whether or not it is attributable to a seat
   * user. Requires an API key with the `read:analytics` scope, or an Admin API key.
   * This endpoint is in beta and is not available to organizations with HIPAA
   * readiness enabled: their API requests return a 400 error. A parent
   * organization's report across its child organizations leaves out the child
   * organizations that have HIPAA readiness enabled. If the parent has child
   * organizations and all of them have HIPAA readiness enabled, the request returns
   * a 400 error.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsCostItem of client.beta.organization.analytics.cost.list(
   *   { starting_at: '2026-09-01T00:00:00Z' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(params, options) {
    const { betas, ...query } = params;
    return this._client.getAPIList("/v1/organizations/analytics/cost", ReportPageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "analytics-usage-cost-2026-08-24"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.cost.list", options, {
        route: "/v1/organizations/analytics/cost",
        queryParams: [
          "actor_ids",
          "actor_types",
          "agent_ids",
          "api_key_ids",
          "claude_tag_categories",
          "claude_tag_user_ids",
          "context_windows",
          "deployment_ids",
          "ending_at",
          "environment_ids",
          "exclude_deleted_users",
          "group_by",
          "inference_geos",
          "limit",
          "models",
          "order",
          "order_by",
          "organization_ids",
          "page",
          "products",
          "rbac_group_ids",
          "service_tiers",
          "session_ids",
          "slack_channel_ids",
          "speeds",
          "starting_at",
          "time_bucket_width",
          "user_profile_ids",
          "workspace_ids"
        ]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/cost-report.mjs
var CostReport = class extends APIResource {
  /**
   * [Legacy] Get cost in USD over time across a date range.
   *
   * Returns cost bucketed by minute, hour, or day, optionally broken down by one or
   * more `group_by[]` dimensions, such as model or cost type. Available to
   * organizations on a Claude Enterprise plan. Requires an API key with the
   * `read:analytics` scope.
   *
   * This endpoint is one of the legacy Claude Enterprise usage and cost reports. For
   * new integrations, use
   * [`GET /v1/organizations/analytics/cost`](/docs/en/api/beta/organization/analytics/cost/list)
   * in the Usage and Cost Analytics API instead. To move an existing integration,
   * see
   * [Migrate from the Claude Enterprise usage and cost reports](/docs/en/manage-claude/usage-cost-analytics-api#migrate-from-enterprise-analytics-reports).
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsCostReportTimeBucket of client.beta.organization.analytics.costReport.list(
   *   { starting_at: '2019-12-27T18:11:19.117Z' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(query, options) {
    return this._client.getAPIList("/v1/organizations/analytics/cost_report", ReportPageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.cost_report.list", options, {
        route: "/v1/organizations/analytics/cost_report",
        queryParams: [
          "bucket_width",
          "claude_tag_categories",
          "claude_tag_user_ids",
          "context_windows",
          "ending_at",
          "group_by",
          "inference_geos",
          "limit",
          "models",
          "page",
          "products",
          "rbac_group_ids",
          "slack_channel_ids",
          "speeds",
          "starting_at",
          "user_ids"
        ]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/plugins.mjs
var Plugins = class extends APIResource {
  /**
   * Get per-plugin install + invocation usage for a given day, with pagination.
   *
   * Returns plugin usage metrics for the organization across Cowork and Claude Code,
   * sorted by plugin name. The `plugin_name` value `third-party` is an aggregate
   * bucket, not a plugin: it collects plugin activity, from either surface, for
   * which the reporting client did not provide a plugin name — so an organization's
   * own plugins can contribute both to their own named rows and to this bucket. Use
   * `group_by[]` to break usage out per member, per RBAC group, or per product
   * surface (Cowork / Claude Code), and `filter[]` to scope results; the parameter
   * descriptions list the supported dimensions. Requires an API key with the
   * `read:analytics` scope. `starting_date` / `ending_date` select range-rollup mode
   * like `/skills`.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsPluginActivity of client.beta.organization.analytics.plugins.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/analytics/plugins", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.plugins.list", options, {
        route: "/v1/organizations/analytics/plugins",
        queryParams: [
          "date",
          "ending_date",
          "filter",
          "group_by",
          "limit",
          "order",
          "order_by",
          "page",
          "starting_date"
        ],
        contentQueryParams: ["filter"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/skills.mjs
var Skills = class extends APIResource {
  /**
   * Get per-skill usage for a given day, with cursor-based pagination.
   *
   * Returns skill usage metrics for the organization, sorted by skill name. Use
   * `group_by[]` to break usage out per member, per RBAC group, or per product
   * surface, and `filter[]` to scope results; the parameter descriptions list the
   * supported dimensions. Available to organizations on a Claude Enterprise plan.
   * Requires an API key with the `read:analytics` scope.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsSkillActivity of client.beta.organization.analytics.skills.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/analytics/skills", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.skills.list", options, {
        route: "/v1/organizations/analytics/skills",
        queryParams: [
          "date",
          "ending_date",
          "filter",
          "group_by",
          "limit",
          "order",
          "order_by",
          "page",
          "starting_date"
        ],
        contentQueryParams: ["filter"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/summaries.mjs
var Summaries = class extends APIResource {
  /**
   * Get organization-wide activity summaries for a date range.
   *
   * Returns one entry per day from `starting_date` (inclusive) to `ending_date`
   * (exclusive) in `data`, the same `data` / `next_page` envelope as the other
   * analytics list endpoints; the series is currently returned in full, so
   * `next_page` is always null. Data is typically available with a 1-day lag and may
   * be revised by a few percent over the following days: when `ending_date` is
   * omitted it defaults to the most recent available day + 1, so the last entry
   * covers the most recent available day. The series can be scoped to an RBAC group
   * via `filter[]=rbac_group_id:{id}`. Available to organizations on a Claude
   * Enterprise plan. Requires an API key with the `read:analytics` scope.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsSingleDayActivitySummary of client.beta.organization.analytics.summaries.list(
   *   { starting_date: '2019-12-27' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(query, options) {
    return this._client.getAPIList("/v1/organizations/analytics/summaries", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.summaries.list", options, {
        route: "/v1/organizations/analytics/summaries",
        queryParams: ["ending_date", "filter", "limit", "page", "starting_date"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/usage.mjs
var Usage = class extends APIResource {
  /**
   * Get token usage across a date range, broken out by dimension.
   *
   * Returns one row per combination of the requested `group_by[]` dimensions (and
   * time bucket, when `time_bucket_width` is set) that has usage in the range,
   * ranked by the `order_by` metric or ordered by time bucket; every combination is
   * returned across pages. With no `group_by[]` and no `time_bucket_width`, a single
   * row aggregates the whole range. Includes all usage, whether or not it is
   * attributable to a seat user. Requires an API key with the `read:analytics`
   * scope, or an Admin API key. This endpoint is in beta and is not available to
   * organizations with HIPAA readiness enabled: their API requests return a 400
   * error. A parent organization's report across its child organizations leaves out
   * the child organizations that have HIPAA readiness enabled. If the parent has
   * child organizations and all of them have HIPAA readiness enabled, the request
   * returns a 400 error.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsUsageItem of client.beta.organization.analytics.usage.list(
   *   { starting_at: '2026-09-01T00:00:00Z' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(params, options) {
    const { betas, ...query } = params;
    return this._client.getAPIList("/v1/organizations/analytics/usage", ReportPageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "analytics-usage-cost-2026-08-24"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.usage.list", options, {
        route: "/v1/organizations/analytics/usage",
        queryParams: [
          "actor_ids",
          "actor_types",
          "agent_ids",
          "api_key_ids",
          "claude_tag_categories",
          "claude_tag_user_ids",
          "context_windows",
          "deployment_ids",
          "ending_at",
          "environment_ids",
          "exclude_deleted_users",
          "group_by",
          "inference_geos",
          "limit",
          "models",
          "order",
          "order_by",
          "organization_ids",
          "page",
          "products",
          "rbac_group_ids",
          "service_tiers",
          "session_ids",
          "slack_channel_ids",
          "speeds",
          "starting_at",
          "time_bucket_width",
          "user_profile_ids",
          "workspace_ids"
        ]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/usage-report.mjs
var UsageReport = class extends APIResource {
  /**
   * [Legacy] Get token usage over time across a date range.
   *
   * Returns token usage bucketed by minute, hour, or day, optionally broken down by
   * one or more `group_by[]` dimensions, such as product or model. Available to
   * organizations on a Claude Enterprise plan. Requires an API key with the
   * `read:analytics` scope.
   *
   * This endpoint is one of the legacy Claude Enterprise usage and cost reports. For
   * new integrations, use
   * [`GET /v1/organizations/analytics/usage`](/docs/en/api/beta/organization/analytics/usage/list)
   * in the Usage and Cost Analytics API instead. To move an existing integration,
   * see
   * [Migrate from the Claude Enterprise usage and cost reports](/docs/en/manage-claude/usage-cost-analytics-api#migrate-from-enterprise-analytics-reports).
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsUsageReportTimeBucket of client.beta.organization.analytics.usageReport.list(
   *   { starting_at: '2019-12-27T18:11:19.117Z' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(query, options) {
    return this._client.getAPIList("/v1/organizations/analytics/usage_report", ReportPageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.usage_report.list", options, {
        route: "/v1/organizations/analytics/usage_report",
        queryParams: [
          "bucket_width",
          "claude_tag_categories",
          "claude_tag_user_ids",
          "context_windows",
          "ending_at",
          "group_by",
          "inference_geos",
          "limit",
          "models",
          "page",
          "products",
          "rbac_group_ids",
          "slack_channel_ids",
          "speeds",
          "starting_at",
          "user_ids"
        ]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/user-cost-report.mjs
var UserCostReport = class extends APIResource {
  /**
   * [Legacy] Get per-user cost in USD across a date range.
   *
   * Returns cost per user, ranked by spend; `group_by[]` or `bucket_width` splits a
   * user across several rows. Use this to see which users account for the most cost.
   * Only cost attributed to a user account is included, so cost with no user
   * account, such as Code Review usage and Claude Tag usage in Slack channels, is
   * left out. Claude Tag one-to-one direct messages are included, with product
   * `claude-tag`, only for members who have connected a Claude account. To see all
   * cost by product, call `GET /v1/organizations/analytics/cost_report` with
   * `group_by[]=product`. Available to organizations on a Claude Enterprise plan.
   * Requires an API key with the `read:analytics` scope.
   *
   * This endpoint is one of the legacy Claude Enterprise usage and cost reports. For
   * new integrations, use
   * [`GET /v1/organizations/analytics/cost`](/docs/en/api/beta/organization/analytics/cost/list)
   * in the Usage and Cost Analytics API instead. To move an existing integration,
   * see
   * [Migrate from the Claude Enterprise usage and cost reports](/docs/en/manage-claude/usage-cost-analytics-api#migrate-from-enterprise-analytics-reports).
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsCostUsersItem of client.beta.organization.analytics.userCostReport.list(
   *   { starting_at: '2019-12-27T18:11:19.117Z' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(query, options) {
    return this._client.getAPIList("/v1/organizations/analytics/user_cost_report", ReportPageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.user_cost_report.list", options, {
        route: "/v1/organizations/analytics/user_cost_report",
        queryParams: [
          "bucket_width",
          "claude_tag_categories",
          "claude_tag_user_ids",
          "context_windows",
          "ending_at",
          "exclude_deleted_users",
          "group_by",
          "inference_geos",
          "limit",
          "models",
          "order",
          "order_by",
          "page",
          "products",
          "rbac_group_ids",
          "slack_channel_ids",
          "speeds",
          "starting_at",
          "user_ids"
        ]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/user-usage-report.mjs
var UserUsageReport = class extends APIResource {
  /**
   * [Legacy] Get per-user token usage across a date range.
   *
   * Returns usage per user, ranked by the chosen token metric; `group_by[]` or
   * `bucket_width` splits a user across several rows. Use this to see which users
   * consume the most tokens. Only usage attributed to a user account is included, so
   * usage with no user account, such as Code Review usage and Claude Tag usage in
   * Slack channels, is left out. Claude Tag one-to-one direct messages are included,
   * with product `claude-tag`, only for members who have connected a Claude account.
   * To see all usage by product, call `GET /v1/organizations/analytics/usage_report`
   * with `group_by[]=product`. Available to organizations on a Claude Enterprise
   * plan. Requires an API key with the `read:analytics` scope.
   *
   * This endpoint is one of the legacy Claude Enterprise usage and cost reports. For
   * new integrations, use
   * [`GET /v1/organizations/analytics/usage`](/docs/en/api/beta/organization/analytics/usage/list)
   * in the Usage and Cost Analytics API instead. To move an existing integration,
   * see
   * [Migrate from the Claude Enterprise usage and cost reports](/docs/en/manage-claude/usage-cost-analytics-api#migrate-from-enterprise-analytics-reports).
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsUsageUsersItem of client.beta.organization.analytics.userUsageReport.list(
   *   { starting_at: '2019-12-27T18:11:19.117Z' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(query, options) {
    return this._client.getAPIList("/v1/organizations/analytics/user_usage_report", ReportPageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.user_usage_report.list", options, {
        route: "/v1/organizations/analytics/user_usage_report",
        queryParams: [
          "bucket_width",
          "claude_tag_categories",
          "claude_tag_user_ids",
          "context_windows",
          "ending_at",
          "exclude_deleted_users",
          "group_by",
          "inference_geos",
          "limit",
          "models",
          "order",
          "order_by",
          "page",
          "products",
          "rbac_group_ids",
          "slack_channel_ids",
          "speeds",
          "starting_at",
          "user_ids"
        ]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/users.mjs
var Users = class extends APIResource {
  /**
   * Get per-user activity for a given day, with cursor-based pagination.
   *
   * Returns activity metrics for each user in the organization, sorted by email
   * address. Use `group_by[]` for per-RBAC-group aggregates, or `filter[]` to scope
   * results to specific members, groups, or a chat project. Available to
   * organizations on a Claude Enterprise plan. Requires an API key with the
   * `read:analytics` scope.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsUserActivity of client.beta.organization.analytics.users.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/analytics/users", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.users.list", options, {
        route: "/v1/organizations/analytics/users",
        queryParams: [
          "date",
          "ending_date",
          "filter",
          "group_by",
          "limit",
          "order",
          "order_by",
          "page",
          "starting_date"
        ],
        contentQueryParams: ["page"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/apps/chat/projects.mjs
var Projects = class extends APIResource {
  /**
   * Get per-project activity for a given day, with cursor-based pagination.
   *
   * Returns activity metrics for each project in the organization, sorted by project
   * ID. Use `group_by[]` to break projects out per member or per RBAC group, and
   * `filter[]` to scope results; the parameter descriptions list the supported
   * dimensions. Available to organizations on a Claude Enterprise plan. Requires an
   * API key with the `read:analytics` scope.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaAnalyticsProjectActivity of client.beta.organization.analytics.apps.chat.projects.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/analytics/apps/chat/projects", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.analytics.apps.chat.projects.list", options, {
        route: "/v1/organizations/analytics/apps/chat/projects",
        queryParams: [
          "date",
          "ending_date",
          "filter",
          "group_by",
          "limit",
          "order",
          "order_by",
          "page",
          "starting_date"
        ]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/apps/chat/chat.mjs
var Chat = /* @__PURE__ */ (() => {
  class Chat2 extends APIResource {
    constructor() {
      super(...arguments);
      this.projects = new Projects(this._client);
    }
  }
  Chat2.Projects = Projects;
  return Chat2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/apps/apps.mjs
var Apps = /* @__PURE__ */ (() => {
  class Apps2 extends APIResource {
    constructor() {
      super(...arguments);
      this.chat = new Chat(this._client);
    }
  }
  Apps2.Chat = Chat;
  return Apps2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/analytics/analytics.mjs
var Analytics = /* @__PURE__ */ (() => {
  class Analytics2 extends APIResource {
    constructor() {
      super(...arguments);
      this.summaries = new Summaries(this._client);
      this.users = new Users(this._client);
      this.apps = new Apps(this._client);
      this.connectors = new Connectors(this._client);
      this.plugins = new Plugins(this._client);
      this.skills = new Skills(this._client);
      this.artifacts = new Artifacts(this._client);
      this.usage = new Usage(this._client);
      this.cost = new Cost(this._client);
      this.usageReport = new UsageReport(this._client);
      this.userUsageReport = new UserUsageReport(this._client);
      this.costReport = new CostReport(this._client);
      this.userCostReport = new UserCostReport(this._client);
    }
  }
  Analytics2.Summaries = Summaries;
  Analytics2.Users = Users;
  Analytics2.Apps = Apps;
  Analytics2.Connectors = Connectors;
  Analytics2.Plugins = Plugins;
  Analytics2.Skills = Skills;
  Analytics2.Artifacts = Artifacts;
  Analytics2.Usage = Usage;
  Analytics2.Cost = Cost;
  Analytics2.UsageReport = UsageReport;
  Analytics2.UserUsageReport = UserUsageReport;
  Analytics2.CostReport = CostReport;
  Analytics2.UserCostReport = UserCostReport;
  return Analytics2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/compliance-settings.mjs
var ComplianceSettings = class extends APIResource {
  /**
   * Retrieve your organization's Compliance Settings.
   *
   * Compliance Settings is a singleton resource: there is exactly one per
   * organization, addressed without an identifier. The `state` field reflects
   * whether the Compliance API is enabled. An organization with a parent
   * organization reads the state inherited from the parent's configuration.
   *
   * @example
   * ```ts
   * const betaComplianceSettings =
   *   await client.beta.organization.complianceSettings.retrieve();
   * ```
   */
  retrieve(params = {}, options) {
    const { betas } = params ?? {};
    return this._client.get("/v1/organizations/compliance_settings", {
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.compliance_settings.retrieve", options, {
        route: "/v1/organizations/compliance_settings"
      })
    });
  }
  /**
   * Update your organization's Compliance Settings.
   *
   * Setting `state` to `enabled` turns on the Compliance API and begins capturing
   * organization activity events. Setting it to `disabled` turns both off. Access
   * Transparency events are an exception: they are still captured while the
   * Compliance API is disabled, and the Compliance API activity feed returns them
   * once it is enabled again. `state` reflects whether the Compliance API is
   * enabled.
   *
   * A request that sets `state` to its current value succeeds and leaves the
   * resource unchanged. A `disabled` request stays in effect until a later `enabled`
   * request or the organization's next provisioning action that enables Access
   * Transparency: enabling Access Transparency also enables the Compliance API,
   * which serves its activity events, so such provisioning (including re-runs)
   * re-enables the Compliance API even after a `disabled` request. Automated
   * provisioning never disables compliance settings.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaComplianceSettings =
   *   await client.beta.organization.complianceSettings.update({
   *     state: { type: 'enabled' },
   *   });
   * ```
   */
  update(params, options) {
    const { betas, ...body } = params;
    return this._client.post("/v1/organizations/compliance_settings", {
      body,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.compliance_settings.update", options, {
        route: "/v1/organizations/compliance_settings"
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/external-keys.mjs
var ExternalKeys = class extends APIResource {
  /**
   * Create an external key config owned by the caller's organization.
   *
   * @throws {UserProfileNotFoundError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaExternalKey =
   *   await client.beta.organization.externalKeys.create({
   *     provider_config: {
   *       kms_arn:
   *         'arn:aws:kms:us-east-1:111122223333:key/abcd1234-5678-90ab-cdef-000011112222',
   *       type: 'aws',
   *     },
   *   });
   * ```
   */
  create(body, options) {
    return this._client.post("/v1/organizations/external_keys", {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.external_keys.create", options, {
        route: "/v1/organizations/external_keys",
        createdIDAttribute: "anthropic.organization.external_key.id"
      })
    });
  }
  /**
   * Retrieve a single external key config in the caller's organization by ID.
   *
   * @example
   * ```ts
   * const betaExternalKey =
   *   await client.beta.organization.externalKeys.retrieve(
   *     'external_key_id',
   *   );
   * ```
   */
  retrieve(externalKeyID, options) {
    return this._client.get(path`/v1/organizations/external_keys/${externalKeyID}`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.external_keys.retrieve", options, {
        route: "/v1/organizations/external_keys/{external_key_id}",
        attributes: { "anthropic.organization.external_key.id": externalKeyID }
      })
    });
  }
  /**
   * Partially update an external key config. Omitted fields are left unchanged.
   *
   * `display_name` is always editable. `geo` and `provider_config` cannot be changed
   * once any workspace references this config, and a Google Cloud key's provider and
   * `key_name` cannot be changed at all.
   *
   * @throws {ExternalKeyInWorkspacePolicyError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaExternalKey =
   *   await client.beta.organization.externalKeys.update(
   *     'external_key_id',
   *     {},
   *   );
   * ```
   */
  update(externalKeyID, body, options) {
    return this._client.post(path`/v1/organizations/external_keys/${externalKeyID}`, {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.external_keys.update", options, {
        route: "/v1/organizations/external_keys/{external_key_id}",
        attributes: { "anthropic.organization.external_key.id": externalKeyID }
      })
    });
  }
  /**
   * List external key configs in the caller's organization.
   *
   * Results are ordered by creation time (newest first). Use the `next_page` cursor
   * from the response to fetch subsequent pages.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaExternalKey of client.beta.organization.externalKeys.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/external_keys", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.external_keys.list", options, {
        route: "/v1/organizations/external_keys",
        queryParams: ["limit", "page"]
      })
    });
  }
  /**
   * Delete an external key config.
   *
   * The request is rejected if any workspace still references this config.
   *
   * @throws {ExternalKeyInWorkspacePolicyError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const externalKey =
   *   await client.beta.organization.externalKeys.delete(
   *     'external_key_id',
   *   );
   * ```
   */
  delete(externalKeyID, options) {
    return this._client.delete(path`/v1/organizations/external_keys/${externalKeyID}`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.external_keys.delete", options, {
        route: "/v1/organizations/external_keys/{external_key_id}",
        attributes: { "anthropic.organization.external_key.id": externalKeyID }
      })
    });
  }
  /**
   * Validate an external key config against the customer's KMS.
   *
   * Anthropic performs an encrypt/decrypt roundtrip against the configured KMS key
   * and waits up to 30 seconds for the result. The response status is `success` if
   * the roundtrip succeeded, or `failure` with an error message if it failed or
   * timed out.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const response =
   *   await client.beta.organization.externalKeys.validate(
   *     'external_key_id',
   *   );
   * ```
   */
  validate(externalKeyID, options) {
    return this._client.post(path`/v1/organizations/external_keys/${externalKeyID}/validate`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.external_keys.validate", options, {
        route: "/v1/organizations/external_keys/{external_key_id}/validate",
        attributes: { "anthropic.organization.external_key.id": externalKeyID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/external-storage.mjs
var BetaExternalStorageInUseError = /* @__PURE__ */ (() => {
  class BetaExternalStorageInUseError2 extends BadRequestError {
  }
  BetaExternalStorageInUseError2._errorName = "BetaExternalStorageInUseError";
  return BetaExternalStorageInUseError2;
})();
var BetaExternalStorageInWorkspacePolicyError = /* @__PURE__ */ (() => {
  class BetaExternalStorageInWorkspacePolicyError2 extends BadRequestError {
  }
  BetaExternalStorageInWorkspacePolicyError2._errorName = "BetaExternalStorageInWorkspacePolicyError";
  return BetaExternalStorageInWorkspacePolicyError2;
})();
var BetaExternalStorageNotAvailableError = /* @__PURE__ */ (() => {
  class BetaExternalStorageNotAvailableError2 extends BadRequestError {
  }
  BetaExternalStorageNotAvailableError2._errorName = "BetaExternalStorageNotAvailableError";
  return BetaExternalStorageNotAvailableError2;
})();
var BetaGrantRequiredError = /* @__PURE__ */ (() => {
  class BetaGrantRequiredError2 extends BadRequestError {
  }
  BetaGrantRequiredError2._errorName = "BetaGrantRequiredError";
  return BetaGrantRequiredError2;
})();
var BetaInvalidStorageARNError = /* @__PURE__ */ (() => {
  class BetaInvalidStorageARNError2 extends BadRequestError {
  }
  BetaInvalidStorageARNError2._errorName = "BetaInvalidStorageARNError";
  return BetaInvalidStorageARNError2;
})();
var BetaProviderNotAllowedError = /* @__PURE__ */ (() => {
  class BetaProviderNotAllowedError2 extends BadRequestError {
  }
  BetaProviderNotAllowedError2._errorName = "BetaProviderNotAllowedError";
  return BetaProviderNotAllowedError2;
})();
var BetaStorageAttachLimitReachedError = /* @__PURE__ */ (() => {
  class BetaStorageAttachLimitReachedError2 extends BadRequestError {
  }
  BetaStorageAttachLimitReachedError2._errorName = "BetaStorageAttachLimitReachedError";
  return BetaStorageAttachLimitReachedError2;
})();
var BetaStorageNotAttachableError = /* @__PURE__ */ (() => {
  class BetaStorageNotAttachableError2 extends BadRequestError {
  }
  BetaStorageNotAttachableError2._errorName = "BetaStorageNotAttachableError";
  return BetaStorageNotAttachableError2;
})();
var BetaStorageProfileStillRequiredError = /* @__PURE__ */ (() => {
  class BetaStorageProfileStillRequiredError2 extends BadRequestError {
  }
  BetaStorageProfileStillRequiredError2._errorName = "BetaStorageProfileStillRequiredError";
  return BetaStorageProfileStillRequiredError2;
})();
var BetaStorageVerificationFailedError = /* @__PURE__ */ (() => {
  class BetaStorageVerificationFailedError2 extends BadRequestError {
  }
  BetaStorageVerificationFailedError2._errorName = "BetaStorageVerificationFailedError";
  return BetaStorageVerificationFailedError2;
})();
var BetaUnsupportedRegionError = /* @__PURE__ */ (() => {
  class BetaUnsupportedRegionError2 extends BadRequestError {
  }
  BetaUnsupportedRegionError2._errorName = "BetaUnsupportedRegionError";
  return BetaUnsupportedRegionError2;
})();
var BetaStorageAlreadyRegisteredError = /* @__PURE__ */ (() => {
  class BetaStorageAlreadyRegisteredError2 extends ConflictError {
  }
  BetaStorageAlreadyRegisteredError2._errorName = "BetaStorageAlreadyRegisteredError";
  return BetaStorageAlreadyRegisteredError2;
})();
var BetaStorageChangedConcurrentlyError = /* @__PURE__ */ (() => {
  class BetaStorageChangedConcurrentlyError2 extends ConflictError {
  }
  BetaStorageChangedConcurrentlyError2._errorName = "BetaStorageChangedConcurrentlyError";
  return BetaStorageChangedConcurrentlyError2;
})();
var ExternalStorage = /* @__PURE__ */ (() => {
  class ExternalStorage2 extends APIResource {
    /**
     * Register a bucket in the organization's own cloud account. It is saved as
     * `pending_configuration` and verified when activated.
     *
     * @throws {BetaGrantRequiredError}
     * @throws {BetaOrganizationNotEligibleError}
     * @throws {BetaProviderNotAllowedError}
     * @throws {BetaUnsupportedRegionError}
     * @throws {UserProfileNotFoundError}
     * @throws {SandboxEgressRestrictedError}
     * @throws {BetaStorageAlreadyRegisteredError}
     * @throws {BetaAuthorizationCheckUnavailableError}
     *
     * @example
     * ```ts
     * const betaExternalStorage =
     *   await client.beta.organization.externalStorage.create({
     *     provider_config: {
     *       account_id: '111122223333',
     *       bucket_name: 'acme-safety-retention',
     *       region: 'us-east-2',
     *       type: 'aws',
     *     },
     *   });
     * ```
     */
    create(params, options) {
      const { betas, ...body } = params;
      return this._client.post("/v1/organizations/external_storage", {
        body,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "efs-2026-10-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.external_storage.create", options, {
          route: "/v1/organizations/external_storage",
          createdIDAttribute: "anthropic.organization.external_storage.id"
        })
      });
    }
    /**
     * Get one External Storage in the organization.
     *
     * @throws {BetaInvalidStorageARNError}
     *
     * @example
     * ```ts
     * const betaExternalStorage =
     *   await client.beta.organization.externalStorage.retrieve(
     *     'external_storage_id',
     *   );
     * ```
     */
    retrieve(externalStorageID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.get(path`/v1/organizations/external_storage/${externalStorageID}`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "efs-2026-10-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.external_storage.retrieve", options, {
          route: "/v1/organizations/external_storage/{external_storage_id}",
          attributes: { "anthropic.organization.external_storage.id": externalStorageID }
        })
      });
    }
    /**
     * Rename External Storage or clear its name, in any status.
     *
     * @throws {BetaInvalidStorageARNError}
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaExternalStorage =
     *   await client.beta.organization.externalStorage.update(
     *     'external_storage_id',
     *     { display_name: 'x' },
     *   );
     * ```
     */
    update(externalStorageID, params, options) {
      const { betas, ...body } = params;
      return this._client.post(path`/v1/organizations/external_storage/${externalStorageID}`, {
        body,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "efs-2026-10-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.external_storage.update", options, {
          route: "/v1/organizations/external_storage/{external_storage_id}",
          attributes: { "anthropic.organization.external_storage.id": externalStorageID }
        })
      });
    }
    /**
     * List the organization's External Storage, newest first.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaExternalStorage of client.beta.organization.externalStorage.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.getAPIList("/v1/organizations/external_storage", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "efs-2026-10-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.external_storage.list", options, {
          route: "/v1/organizations/external_storage",
          queryParams: ["limit", "page", "user_profile_ids"]
        })
      });
    }
    /**
     * Delete External Storage. Storage that is pending configuration, available, or
     * active but never attached is deleted at once, unless an Enterprise Frontier
     * Safeguards workspace policy lists it. Other storage gets a 400 that says what to
     * do next. On `draining` storage that 400 can mean this delete started a removal
     * that can't be undone. To check, get the storage: if `status.removal_started` is
     * true, delete it again later to finish.
     *
     * @throws {BetaExternalStorageInUseError}
     * @throws {BetaExternalStorageInWorkspacePolicyError}
     * @throws {BetaInvalidStorageARNError}
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaDeletedExternalStorage =
     *   await client.beta.organization.externalStorage.delete(
     *     'external_storage_id',
     *   );
     * ```
     */
    delete(externalStorageID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.delete(path`/v1/organizations/external_storage/${externalStorageID}`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "efs-2026-10-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.external_storage.delete", options, {
          route: "/v1/organizations/external_storage/{external_storage_id}",
          attributes: { "anthropic.organization.external_storage.id": externalStorageID }
        })
      });
    }
    /**
     * Verify pending External Storage and make it available. Storage that is already
     * available, active or draining comes back unchanged, without any check.
     *
     * @throws {BetaGrantRequiredError}
     * @throws {BetaInvalidStorageARNError}
     * @throws {BetaOrganizationNotEligibleError}
     * @throws {BetaProviderNotAllowedError}
     * @throws {BetaStorageVerificationFailedError}
     * @throws {UserProfileNotFoundError}
     * @throws {SandboxEgressRestrictedError}
     * @throws {BetaAuthorizationCheckUnavailableError}
     *
     * @example
     * ```ts
     * const betaExternalStorage =
     *   await client.beta.organization.externalStorage.activate(
     *     'external_storage_id',
     *   );
     * ```
     */
    activate(externalStorageID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.post(path`/v1/organizations/external_storage/${externalStorageID}/activate`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "efs-2026-10-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.external_storage.activate", options, {
          route: "/v1/organizations/external_storage/{external_storage_id}/activate",
          attributes: { "anthropic.organization.external_storage.id": externalStorageID }
        })
      });
    }
  }
  ExternalStorage2.BetaExternalStorageInUseError = BetaExternalStorageInUseError;
  ExternalStorage2.BetaExternalStorageInWorkspacePolicyError = BetaExternalStorageInWorkspacePolicyError;
  ExternalStorage2.BetaExternalStorageNotAvailableError = BetaExternalStorageNotAvailableError;
  ExternalStorage2.BetaGrantRequiredError = BetaGrantRequiredError;
  ExternalStorage2.BetaInvalidStorageARNError = BetaInvalidStorageARNError;
  ExternalStorage2.BetaProviderNotAllowedError = BetaProviderNotAllowedError;
  ExternalStorage2.BetaStorageAttachLimitReachedError = BetaStorageAttachLimitReachedError;
  ExternalStorage2.BetaStorageNotAttachableError = BetaStorageNotAttachableError;
  ExternalStorage2.BetaStorageProfileStillRequiredError = BetaStorageProfileStillRequiredError;
  ExternalStorage2.BetaStorageVerificationFailedError = BetaStorageVerificationFailedError;
  ExternalStorage2.BetaUnsupportedRegionError = BetaUnsupportedRegionError;
  ExternalStorage2.BetaStorageAlreadyRegisteredError = BetaStorageAlreadyRegisteredError;
  ExternalStorage2.BetaStorageChangedConcurrentlyError = BetaStorageChangedConcurrentlyError;
  return ExternalStorage2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/invites.mjs
var Invites = class extends APIResource {
  /**
   * Invite a user to join the organization by email.
   *
   * On plans that draw members from a finite pool of purchased seats, the invite
   * automatically consumes a seat from the lowest tier with availability; there is
   * no seat-tier parameter. When no seat is free the request fails with a 400 error
   * rather than purchasing a seat.
   *
   * @throws {AlreadyMemberError}
   * @throws {CannotInviteEmailsWithUnverifiedDomainsError}
   * @throws {EmailDomainNotAllowedError}
   * @throws {InviteAlreadyExistsError}
   * @throws {OrgMemberLimitExceededError}
   * @throws {RBACGroupGrantsOwnerAccessError}
   * @throws {RBACGroupOwnerAccessUnconfirmedError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaOrganizationInvite =
   *   await client.beta.organization.invites.create({
   *     email: 'user@emaildomain.com',
   *     role: 'user',
   *   });
   * ```
   */
  create(body, options) {
    return this._client.post("/v1/organizations/invites", {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.invites.create", options, {
        route: "/v1/organizations/invites",
        createdIDAttribute: "anthropic.organization.invite.id"
      })
    });
  }
  /**
   * Retrieve an invite by ID.
   *
   * @example
   * ```ts
   * const betaOrganizationInvite =
   *   await client.beta.organization.invites.retrieve(
   *     'invite_id',
   *   );
   * ```
   */
  retrieve(inviteID, options) {
    return this._client.get(path`/v1/organizations/invites/${inviteID}`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.invites.retrieve", options, {
        route: "/v1/organizations/invites/{invite_id}",
        attributes: { "anthropic.organization.invite.id": inviteID }
      })
    });
  }
  /**
   * List the organization's invites.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaOrganizationInvite of client.beta.organization.invites.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/invites", Page, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.invites.list", options, {
        route: "/v1/organizations/invites",
        queryParams: ["after_id", "before_id", "email", "limit", "roles", "statuses"]
      })
    });
  }
  /**
   * Delete a pending invite.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const invite =
   *   await client.beta.organization.invites.delete(
   *     'invite_id',
   *   );
   * ```
   */
  delete(inviteID, options) {
    return this._client.delete(path`/v1/organizations/invites/${inviteID}`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.invites.delete", options, {
        route: "/v1/organizations/invites/{invite_id}",
        attributes: { "anthropic.organization.invite.id": inviteID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/plugin-marketplaces.mjs
var PluginMarketplaces = class extends APIResource {
  /**
   * Retrieve a plugin marketplace by ID.
   *
   * **Accepted credentials:** an Admin API key with the `read:plugins` or
   * `read:org_audit` scope, or a Compliance Access Key with the
   * `read:compliance_org_data` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @example
   * ```ts
   * const betaPluginMarketplace =
   *   await client.beta.organization.pluginMarketplaces.retrieve(
   *     'marketplace_id',
   *   );
   * ```
   */
  retrieve(marketplaceID, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.get(path`/v1/organizations/plugin_marketplaces/${marketplaceID}`, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugin_marketplaces.retrieve", options, {
        route: "/v1/organizations/plugin_marketplaces/{marketplace_id}",
        queryParams: ["organization_id"],
        attributes: { "anthropic.organization.plugin_marketplace.id": marketplaceID }
      })
    });
  }
  /**
   * Set the default installation setting of one of the organization's own plugin
   * marketplaces. Every Plugin in it without a setting of its own gets this default
   * as its organization-wide setting, including Plugins added later.
   *
   * Pass it as `default_installation_preference`. A member's personal marketplace
   * cannot be updated here (403).
   *
   * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaPluginMarketplace =
   *   await client.beta.organization.pluginMarketplaces.update(
   *     'marketplace_id',
   *     { default_installation_preference: 'available' },
   *   );
   * ```
   */
  update(marketplaceID, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/plugin_marketplaces/${marketplaceID}`, {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugin_marketplaces.update", options, {
        route: "/v1/organizations/plugin_marketplaces/{marketplace_id}",
        attributes: { "anthropic.organization.plugin_marketplace.id": marketplaceID }
      })
    });
  }
  /**
   * List the plugin marketplaces Plugins live in, newest first: the organization's
   * own and its members' personal ones.
   *
   * Plugin marketplaces are created, connected to a repository and deleted in
   * claude.ai, not through this API. The organization's library marketplace, the
   * organization-owned `manual` marketplace that uploads go to when no marketplace
   * is named, is created the first time something is put in it and is listed from
   * then on.
   *
   * **Accepted credentials:** an Admin API key with the `read:plugins` or
   * `read:org_audit` scope, or a Compliance Access Key with the
   * `read:compliance_org_data` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaPluginMarketplace of client.beta.organization.pluginMarketplaces.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList("/v1/organizations/plugin_marketplaces", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugin_marketplaces.list", options, {
        route: "/v1/organizations/plugin_marketplaces",
        queryParams: ["limit", "organization_id", "owner_type", "page", "source"]
      })
    });
  }
  /**
   * Check whether a plugin marketplace, uploaded as a `.zip` of the marketplace
   * directory, would synchronize into claude.ai, without connecting or storing it.
   *
   * To check a public GitHub repository instead, use Validate Plugin Marketplace
   * Repository.
   *
   * The report says whether `marketplace.json` is well-formed, which plugins a
   * synchronization would skip and why, and which plugins would synchronize only in
   * part, with some files left out. An archive that cannot be read as a marketplace
   * is reported, not refused: the response is a report with `valid: false`. Plugin
   * sources outside the marketplace are fetched anonymously from GitHub, so a
   * private one is reported as not found or as needing a GitHub sign-in; a source on
   * any other host is not fetched here, and the report notes that it will be checked
   * when the marketplace actually synchronizes.
   *
   * Nothing is recorded on the Compliance API activity feed.
   *
   * For a worked example, see
   * [Validate marketplace content](/docs/en/manage-claude/plugins-api#validate-marketplace-content)
   * in the Plugins API guide.
   *
   * **Accepted credentials:** an Admin API key with the `read:plugins` or
   * `write:plugins` scope; `read:org_audit` and `read:compliance_org_data` do not
   * grant it.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @throws {BetaUnsupportedCharsetError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaPluginMarketplaceValidationReport =
   *   await client.beta.organization.pluginMarketplaces.validateArchive(
   *     { archive: fs.createReadStream('path/to/file') },
   *   );
   * ```
   */
  validateArchive(params, options) {
    const { betas, ...body } = params;
    return this._client.post("/v1/organizations/plugin_marketplaces/validate_archive", multipartFormRequestOptions({
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugin_marketplaces.validate_archive", options, { route: "/v1/organizations/plugin_marketplaces/validate_archive" })
    }, this._client));
  }
  /**
   * Check whether a plugin marketplace held in a public GitHub repository would
   * synchronize into claude.ai, without connecting or storing it.
   *
   * To check a `.zip` of the marketplace directory instead, use Validate Plugin
   * Marketplace Archive.
   *
   * The report says whether `marketplace.json` is well-formed, which plugins a
   * synchronization would skip and why, and which plugins would synchronize only in
   * part, with some files left out. A repository that is missing, private, or has no
   * such branch or commit is reported, not refused: the response is a report with
   * `valid: false`. Plugin sources outside the marketplace are fetched anonymously
   * from GitHub, so a private one is reported as not found or as needing a GitHub
   * sign-in; a source on any other host is not fetched here, and the report notes
   * that it will be checked when the marketplace actually synchronizes.
   *
   * Nothing is recorded on the Compliance API activity feed.
   *
   * For a worked example, see
   * [Validate marketplace content](/docs/en/manage-claude/plugins-api#validate-marketplace-content)
   * in the Plugins API guide.
   *
   * **Accepted credentials:** an Admin API key with the `read:plugins` or
   * `write:plugins` scope; `read:org_audit` and `read:compliance_org_data` do not
   * grant it.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaPluginMarketplaceValidationReport =
   *   await client.beta.organization.pluginMarketplaces.validateRepository(
   *     {
   *       repository_url:
   *         'https://github.com/example-org/example-marketplace',
   *     },
   *   );
   * ```
   */
  validateRepository(params, options) {
    const { betas, ...body } = params;
    return this._client.post("/v1/organizations/plugin_marketplaces/validate_repository", {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugin_marketplaces.validate_repository", options, { route: "/v1/organizations/plugin_marketplaces/validate_repository" })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/rate-limits.mjs
var RateLimits = class extends APIResource {
  /**
   * List Messages API rate limits for your organization.
   *
   * Each entry corresponds to one rate-limit group (either a model family or an
   * API-surface category such as the Message Batches API or the web search tool) and
   * contains the set of limiter values that apply to it.
   *
   * When `limit` is omitted, every matching entry is returned in a single page; when
   * `limit` truncates the result, follow `next_page` to fetch the remaining entries.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaOrganizationRateLimit of client.beta.organization.rateLimits.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/rate_limits", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.rate_limits.list", options, {
        route: "/v1/organizations/rate_limits",
        queryParams: ["group_type", "limit", "model", "page"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/users.mjs
var BetaCannotSignOutPrimaryOwnerError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutPrimaryOwnerError2 extends BadRequestError {
  }
  BetaCannotSignOutPrimaryOwnerError2._errorName = "BetaCannotSignOutPrimaryOwnerError";
  return BetaCannotSignOutPrimaryOwnerError2;
})();
var BetaCannotSignOutSelfError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutSelfError2 extends BadRequestError {
  }
  BetaCannotSignOutSelfError2._errorName = "BetaCannotSignOutSelfError";
  return BetaCannotSignOutSelfError2;
})();
var BetaCannotSignOutManagedMemberError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutManagedMemberError2 extends PermissionDeniedError {
  }
  BetaCannotSignOutManagedMemberError2._errorName = "BetaCannotSignOutManagedMemberError";
  return BetaCannotSignOutManagedMemberError2;
})();
var BetaCannotSignOutMembershipAdminError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutMembershipAdminError2 extends PermissionDeniedError {
  }
  BetaCannotSignOutMembershipAdminError2._errorName = "BetaCannotSignOutMembershipAdminError";
  return BetaCannotSignOutMembershipAdminError2;
})();
var BetaCannotSignOutOwnerError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutOwnerError2 extends PermissionDeniedError {
  }
  BetaCannotSignOutOwnerError2._errorName = "BetaCannotSignOutOwnerError";
  return BetaCannotSignOutOwnerError2;
})();
var BetaCannotSignOutPrivilegedMemberError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutPrivilegedMemberError2 extends PermissionDeniedError {
  }
  BetaCannotSignOutPrivilegedMemberError2._errorName = "BetaCannotSignOutPrivilegedMemberError";
  return BetaCannotSignOutPrivilegedMemberError2;
})();
var Users2 = /* @__PURE__ */ (() => {
  class Users3 extends APIResource {
    /**
     * Retrieve a member of the organization by user ID.
     *
     * @example
     * ```ts
     * const betaOrganizationUser =
     *   await client.beta.organization.users.retrieve('user_id');
     * ```
     */
    retrieve(userID, options) {
      return this._client.get(path`/v1/organizations/users/${userID}`, {
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.users.retrieve", options, {
          route: "/v1/organizations/users/{user_id}",
          attributes: { "anthropic.organization.user.id": userID }
        })
      });
    }
    /**
     * Update a member's organization role.
     *
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaOrganizationUser =
     *   await client.beta.organization.users.update('user_id', {
     *     role: 'user',
     *   });
     * ```
     */
    update(userID, body, options) {
      return this._client.post(path`/v1/organizations/users/${userID}`, {
        body,
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.users.update", options, {
          route: "/v1/organizations/users/{user_id}",
          attributes: { "anthropic.organization.user.id": userID }
        })
      });
    }
    /**
     * List the organization's members.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaOrganizationUser of client.beta.organization.users.list()) {
     *   // ...
     * }
     * ```
     */
    list(query = {}, options) {
      return this._client.getAPIList("/v1/organizations/users", Page, {
        query,
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.users.list", options, {
          route: "/v1/organizations/users",
          queryParams: ["after_id", "before_id", "email", "limit", "roles"]
        })
      });
    }
    /**
     * Remove a member from the organization.
     *
     * @throws {CannotRemoveLastMemberError}
     * @throws {APIKeyRequesterUnconfirmedError}
     * @throws {SandboxEgressRestrictedError}
     * @throws {ConcurrentMembershipChangeError}
     *
     * @example
     * ```ts
     * const user = await client.beta.organization.users.remove(
     *   'user_id',
     * );
     * ```
     */
    remove(userID, options) {
      return this._client.delete(path`/v1/organizations/users/${userID}`, {
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.users.remove", options, {
          route: "/v1/organizations/users/{user_id}",
          attributes: { "anthropic.organization.user.id": userID }
        })
      });
    }
    /**
     * Sign a member out of Claude everywhere, without removing them from the
     * organization. This ends their sign-in sessions and removes their trusted devices
     * wherever they use Claude, including other organizations and individual plans. It
     * also ends the OAuth tokens issued to them for this organization, so apps such as
     * Claude Code must sign in again.
     *
     * A token can take up to an hour to stop working, though it almost always stops at
     * once. The member keeps their role and can sign in again right away. To keep them
     * out, remove them from the organization or, if your organization uses single
     * sign-on, block them in your identity provider. Signing out does not end API
     * keys, OAuth tokens that were not issued for this organization, or the member's
     * Claude Code cloud sessions and routines.
     *
     * You cannot sign out the organization's primary owner or the person your API key
     * or token acts for, and a request to sign out another owner, a member with owner
     * permissions, or a membership admin may be refused. A refused request returns a
     * `400` or `403` error that says why. If the request returns `503`, send it again
     * to finish; anything already ended stays ended.
     *
     * Every request must include the beta header
     * `anthropic-beta: admin-user-sign-out-2026-10-08`. A request without it returns
     * `400`. Sign-out is in beta for Claude Enterprise organizations. In an
     * organization where it is not enabled, a request returns `400` with `error_code`
     * `organization_not_enrolled_in_beta`. In a Claude Enterprise organization, an API
     * key needs the `write:members` scope; a key without it gets `403`.
     *
     * @throws {BetaCannotSignOutPrimaryOwnerError}
     * @throws {BetaCannotSignOutSelfError}
     * @throws {BetaOrganizationNotEnrolledInBetaError}
     * @throws {BetaCannotSignOutManagedMemberError}
     * @throws {BetaCannotSignOutMembershipAdminError}
     * @throws {BetaCannotSignOutOwnerError}
     * @throws {BetaCannotSignOutPrivilegedMemberError}
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaOrganizationUser =
     *   await client.beta.organization.users.signOut('user_id');
     * ```
     */
    signOut(userID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.post(path`/v1/organizations/users/${userID}/sign_out`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "admin-user-sign-out-2026-10-08"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.users.sign_out", options, {
          route: "/v1/organizations/users/{user_id}/sign_out",
          attributes: { "anthropic.organization.user.id": userID }
        })
      });
    }
  }
  Users3.BetaCannotSignOutPrimaryOwnerError = BetaCannotSignOutPrimaryOwnerError;
  Users3.BetaCannotSignOutSelfError = BetaCannotSignOutSelfError;
  Users3.BetaCannotSignOutManagedMemberError = BetaCannotSignOutManagedMemberError;
  Users3.BetaCannotSignOutMembershipAdminError = BetaCannotSignOutMembershipAdminError;
  Users3.BetaCannotSignOutOwnerError = BetaCannotSignOutOwnerError;
  Users3.BetaCannotSignOutPrivilegedMemberError = BetaCannotSignOutPrivilegedMemberError;
  return Users3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/webhooks.mjs
var Webhooks2 = class extends APIResource {
  /**
   * Create an organization webhook endpoint.
   *
   * An organization webhook endpoint belongs to the organization rather than to one
   * of its workspaces. An organization can have at most 32 organization webhook
   * endpoints, enabled or disabled.
   *
   * The response includes the endpoint's signing secret. No read returns it, so
   * store it when you receive it.
   *
   * Every request must include the beta header
   * `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
   * exactly as if this API did not exist. Anthropic turns organization webhook
   * endpoints on for each organization; until yours is on, requests also return
   * `404`. Organization webhook endpoints are in beta and are not available to
   * organizations with HIPAA readiness enabled.
   *
   * @example
   * ```ts
   * const betaNewOrganizationWebhookEndpoint =
   *   await client.beta.organization.webhooks.create({
   *     enabled_events: [
   *       'user_profile.enforcement_action_opened',
   *       'user_profile.enforcement_action_resolved',
   *     ],
   *     url: 'https://example.com/anthropic-webhooks',
   *   });
   * ```
   */
  create(params, options) {
    const { betas, ...body } = params;
    return this._client.post("/v1/organizations/webhooks", {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "webhooks-2026-10-07"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.webhooks.create", options, {
        route: "/v1/organizations/webhooks",
        createdIDAttribute: "anthropic.organization.webhook.id"
      })
    });
  }
  /**
   * Retrieve an organization webhook endpoint by ID.
   *
   * Every request must include the beta header
   * `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
   * exactly as if this API did not exist. Anthropic turns organization webhook
   * endpoints on for each organization; until yours is on, requests also return
   * `404`. Organization webhook endpoints are in beta and are not available to
   * organizations with HIPAA readiness enabled.
   *
   * @example
   * ```ts
   * const betaOrganizationWebhookEndpoint =
   *   await client.beta.organization.webhooks.retrieve(
   *     'webhook_endpoint_id',
   *   );
   * ```
   */
  retrieve(webhookEndpointID, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.get(path`/v1/organizations/webhooks/${webhookEndpointID}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "webhooks-2026-10-07"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.webhooks.retrieve", options, {
        route: "/v1/organizations/webhooks/{webhook_endpoint_id}",
        attributes: { "anthropic.organization.webhook.id": webhookEndpointID }
      })
    });
  }
  /**
   * Update an organization webhook endpoint. Only the fields you send are changed.
   *
   * Every request must include the beta header
   * `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
   * exactly as if this API did not exist. Anthropic turns organization webhook
   * endpoints on for each organization; until yours is on, requests also return
   * `404`. Organization webhook endpoints are in beta and are not available to
   * organizations with HIPAA readiness enabled.
   *
   * @example
   * ```ts
   * const betaOrganizationWebhookEndpoint =
   *   await client.beta.organization.webhooks.update(
   *     'webhook_endpoint_id',
   *     {},
   *   );
   * ```
   */
  update(webhookEndpointID, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/webhooks/${webhookEndpointID}`, {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "webhooks-2026-10-07"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.webhooks.update", options, {
        route: "/v1/organizations/webhooks/{webhook_endpoint_id}",
        attributes: { "anthropic.organization.webhook.id": webhookEndpointID }
      })
    });
  }
  /**
   * List the organization's webhook endpoints.
   *
   * An organization webhook endpoint belongs to the organization rather than to one
   * of its workspaces. The list does not include webhook endpoints that belong to a
   * workspace.
   *
   * Every request must include the beta header
   * `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
   * exactly as if this API did not exist. Anthropic turns organization webhook
   * endpoints on for each organization; until yours is on, requests also return
   * `404`. Organization webhook endpoints are in beta and are not available to
   * organizations with HIPAA readiness enabled.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaOrganizationWebhookEndpoint of client.beta.organization.webhooks.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList("/v1/organizations/webhooks", Page, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "webhooks-2026-10-07"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.webhooks.list", options, {
        route: "/v1/organizations/webhooks",
        queryParams: ["after_id", "before_id", "limit", "order"]
      })
    });
  }
  /**
   * Delete an organization webhook endpoint.
   *
   * Every request must include the beta header
   * `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
   * exactly as if this API did not exist. Anthropic turns organization webhook
   * endpoints on for each organization; until yours is on, requests also return
   * `404`. Organization webhook endpoints are in beta and are not available to
   * organizations with HIPAA readiness enabled.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaDeletedOrganizationWebhookEndpoint =
   *   await client.beta.organization.webhooks.delete(
   *     'webhook_endpoint_id',
   *   );
   * ```
   */
  delete(webhookEndpointID, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.delete(path`/v1/organizations/webhooks/${webhookEndpointID}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "webhooks-2026-10-07"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.webhooks.delete", options, {
        route: "/v1/organizations/webhooks/{webhook_endpoint_id}",
        attributes: { "anthropic.organization.webhook.id": webhookEndpointID }
      })
    });
  }
  /**
   * Replace an organization webhook endpoint's signing secret. The old secret stops
   * working immediately. The new secret is returned only in this response.
   *
   * Every request must include the beta header
   * `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
   * exactly as if this API did not exist. Anthropic turns organization webhook
   * endpoints on for each organization; until yours is on, requests also return
   * `404`. Organization webhook endpoints are in beta and are not available to
   * organizations with HIPAA readiness enabled.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaOrganizationWebhookEndpointSigningSecret =
   *   await client.beta.organization.webhooks.regenerateSigningSecret(
   *     'webhook_endpoint_id',
   *   );
   * ```
   */
  regenerateSigningSecret(webhookEndpointID, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.post(path`/v1/organizations/webhooks/${webhookEndpointID}/regenerate_signing_secret`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "webhooks-2026-10-07"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.webhooks.regenerate_signing_secret", options, {
        route: "/v1/organizations/webhooks/{webhook_endpoint_id}/regenerate_signing_secret",
        attributes: { "anthropic.organization.webhook.id": webhookEndpointID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-code/managed-settings/configuration.mjs
var Configuration = class extends APIResource {
  /**
   * Retrieve the organization's Claude Code managed settings mode and RBAC Group
   * order.
   *
   * **Accepted credentials:** an organization-level Admin API key with the
   * `read:claude_code_managed_settings` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
   * it, or from an organization not enabled for this beta, returns `404`. The Claude
   * Code Managed Settings API is in beta and is available to Claude Enterprise
   * organizations only.
   *
   * @example
   * ```ts
   * const betaClaudeCodeManagedSettingsConfiguration =
   *   await client.beta.organization.claudeCode.managedSettings.configuration.retrieve();
   * ```
   */
  retrieve(params = {}, options) {
    const { betas } = params ?? {};
    return this._client.get("/v1/organizations/claude_code/managed_settings/configuration", {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-claude-code-managed-settings-2026-10-06"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_code.managed_settings.configuration.retrieve", options, { route: "/v1/organizations/claude_code/managed_settings/configuration" })
    });
  }
  /**
   * Change the organization's Claude Code managed settings mode, the RBAC Group
   * order, or both, in one atomic write.
   *
   * To change the order, send `rbac_group_order` with the `rbac_group_order_version`
   * from the read the change is based on. If the order has changed since that read,
   * the request returns `409`: read it again and retry. To switch modes only if the
   * order has not changed, send the current `rbac_group_order` and
   * `rbac_group_order_version` with the new `mode`.
   *
   * A switch to `rbac_groups` mode with no RBAC Group settings and no default
   * settings copies the organization settings into a new default, in the same write,
   * so members keep the settings they had. The copy does not follow later changes to
   * the organization settings. If the organization settings cannot be copied, the
   * request returns `400` and changes nothing. If they cannot be read, are over 1
   * MiB or are not valid, setting the default settings first avoids the copy.
   *
   * After a switch to `rbac_groups` mode, a member in no listed RBAC Group receives
   * the default settings, or no settings if no default is set, not the organization
   * settings.
   *
   * **Accepted credentials:** an organization-level Admin API key with the
   * `write:claude_code_managed_settings` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
   * it, or from an organization not enabled for this beta, returns `404`. The Claude
   * Code Managed Settings API is in beta and is available to Claude Enterprise
   * organizations only.
   *
   * A write that returns `503` may have applied. Retrying it is safe.
   *
   * @throws {CMEKKeyDisabledError}
   * @throws {BetaRequestBodyTimeoutError}
   * @throws {BetaSettingsDocumentLimitExceededError}
   * @throws {BetaSettingsHistoryLimitExceededError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaClaudeCodeManagedSettingsConfiguration =
   *   await client.beta.organization.claudeCode.managedSettings.configuration.update(
   *     {},
   *   );
   * ```
   */
  update(params, options) {
    const { betas, ...body } = params;
    return this._client.post("/v1/organizations/claude_code/managed_settings/configuration", {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-claude-code-managed-settings-2026-10-06"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_code.managed_settings.configuration.update", options, { route: "/v1/organizations/claude_code/managed_settings/configuration" })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-code/managed-settings/rbac-group-default.mjs
var RBACGroupDefault = class extends APIResource {
  /**
   * Retrieve the default Claude Code managed settings, which members who belong to
   * no RBAC Group in `rbac_group_order` receive in `rbac_groups` mode.
   *
   * **Accepted credentials:** an organization-level Admin API key with the
   * `read:claude_code_managed_settings` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
   * it, or from an organization not enabled for this beta, returns `404`. The Claude
   * Code Managed Settings API is in beta and is available to Claude Enterprise
   * organizations only.
   *
   * @throws {BetaCMEKFeatureUnsupportedError}
   * @throws {CMEKKeyDisabledError}
   *
   * @example
   * ```ts
   * const betaClaudeCodeRBACGroupDefaultManagedSettings =
   *   await client.beta.organization.claudeCode.managedSettings.rbacGroupDefault.retrieve();
   * ```
   */
  retrieve(params = {}, options) {
    const { betas } = params ?? {};
    return this._client.get("/v1/organizations/claude_code/managed_settings/rbac_group_default", {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-claude-code-managed-settings-2026-10-06"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_code.managed_settings.rbac_group_default.retrieve", options, { route: "/v1/organizations/claude_code/managed_settings/rbac_group_default" })
    });
  }
  /**
   * Set or replace the default Claude Code managed settings, or clear them with
   * `null`.
   *
   * **Accepted credentials:** an organization-level Admin API key with the
   * `write:claude_code_managed_settings` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
   * it, or from an organization not enabled for this beta, returns `404`. The Claude
   * Code Managed Settings API is in beta and is available to Claude Enterprise
   * organizations only.
   *
   * A write that returns `503` may have applied. Retrying it is safe.
   *
   * @throws {BetaCMEKFeatureUnsupportedError}
   * @throws {CMEKKeyDisabledError}
   * @throws {BetaRequestBodyTimeoutError}
   * @throws {BetaSettingsDocumentLimitExceededError}
   * @throws {BetaSettingsHistoryLimitExceededError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaClaudeCodeRBACGroupDefaultManagedSettings =
   *   await client.beta.organization.claudeCode.managedSettings.rbacGroupDefault.update(
   *     { settings: { foo: 'bar' } },
   *   );
   * ```
   */
  update(params, options) {
    const { betas, ...body } = params;
    return this._client.post("/v1/organizations/claude_code/managed_settings/rbac_group_default", {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-claude-code-managed-settings-2026-10-06"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_code.managed_settings.rbac_group_default.update", options, { route: "/v1/organizations/claude_code/managed_settings/rbac_group_default" })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-code/managed-settings/rbac-groups.mjs
var RBACGroups = class extends APIResource {
  /**
   * Retrieve an RBAC Group's Claude Code managed settings.
   *
   * **Accepted credentials:** an organization-level Admin API key with the
   * `read:claude_code_managed_settings` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
   * it, or from an organization not enabled for this beta, returns `404`. The Claude
   * Code Managed Settings API is in beta and is available to Claude Enterprise
   * organizations only.
   *
   * @throws {BetaCMEKFeatureUnsupportedError}
   * @throws {CMEKKeyDisabledError}
   * @throws {BetaRBACGroupManagedSettingsNotFoundError}
   *
   * @example
   * ```ts
   * const betaClaudeCodeRBACGroupManagedSettings =
   *   await client.beta.organization.claudeCode.managedSettings.rbacGroups.retrieve(
   *     'rbac_group_id',
   *   );
   * ```
   */
  retrieve(rbacGroupID, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.get(path`/v1/organizations/claude_code/managed_settings/rbac_groups/${rbacGroupID}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-claude-code-managed-settings-2026-10-06"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_code.managed_settings.rbac_groups.retrieve", options, {
        route: "/v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}",
        attributes: { "anthropic.organization.claude_code.managed_setting.rbac_group.id": rbacGroupID }
      })
    });
  }
  /**
   * List the RBAC Groups that have Claude Code managed settings, highest precedence
   * first.
   *
   * Each entry gives the group's status and timestamps, not its settings. The list
   * includes deleted groups that still have settings, and leaves out the default
   * settings. If the order changes between pages, the request returns `409`: list
   * again from the first page.
   *
   * **Accepted credentials:** an organization-level Admin API key with the
   * `read:claude_code_managed_settings` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
   * it, or from an organization not enabled for this beta, returns `404`. The Claude
   * Code Managed Settings API is in beta and is available to Claude Enterprise
   * organizations only.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaClaudeCodeRBACGroupManagedSettingsSummary of client.beta.organization.claudeCode.managedSettings.rbacGroups.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList("/v1/organizations/claude_code/managed_settings/rbac_groups", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-claude-code-managed-settings-2026-10-06"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_code.managed_settings.rbac_groups.list", options, {
        route: "/v1/organizations/claude_code/managed_settings/rbac_groups",
        queryParams: ["limit", "page"]
      })
    });
  }
  /**
   * Delete an RBAC Group's Claude Code managed settings and remove the group from
   * `rbac_group_order`.
   *
   * A group with no settings returns `404` with the error code
   * `rbac_group_managed_settings_not_found`. That code on a retry of a delete that
   * returned `503` means the settings are gone.
   *
   * **Accepted credentials:** an organization-level Admin API key with the
   * `write:claude_code_managed_settings` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
   * it, or from an organization not enabled for this beta, returns `404`. The Claude
   * Code Managed Settings API is in beta and is available to Claude Enterprise
   * organizations only.
   *
   * A write that returns `503` may have applied. Retrying it is safe.
   *
   * @throws {CMEKKeyDisabledError}
   * @throws {BetaSettingsHistoryLimitExceededError}
   * @throws {SandboxEgressRestrictedError}
   * @throws {BetaRBACGroupManagedSettingsNotFoundError}
   *
   * @example
   * ```ts
   * const betaDeletedClaudeCodeRBACGroupManagedSettings =
   *   await client.beta.organization.claudeCode.managedSettings.rbacGroups.delete(
   *     'rbac_group_id',
   *   );
   * ```
   */
  delete(rbacGroupID, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.delete(path`/v1/organizations/claude_code/managed_settings/rbac_groups/${rbacGroupID}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-claude-code-managed-settings-2026-10-06"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_code.managed_settings.rbac_groups.delete", options, {
        route: "/v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}",
        attributes: { "anthropic.organization.claude_code.managed_setting.rbac_group.id": rbacGroupID }
      })
    });
  }
  /**
   * Create or replace an RBAC Group's Claude Code managed settings.
   *
   * New settings join the end of `rbac_group_order`, and existing settings keep
   * their place. Until the group is moved up, its members who also belong to an
   * earlier group keep that group's settings. In `organization` mode a write changes
   * no member's settings until the organization switches to `rbac_groups` mode. Once
   * a group has settings, that switch no longer copies the organization settings
   * into default settings, so members in no RBAC Group in `rbac_group_order` receive
   * no settings unless you set the default settings before the switch.
   *
   * Get the group's ID from the RBAC Groups API. One key can hold `read:rbac_groups`
   * and `write:claude_code_managed_settings`.
   *
   * **Accepted credentials:** an organization-level Admin API key with the
   * `write:claude_code_managed_settings` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
   * it, or from an organization not enabled for this beta, returns `404`. The Claude
   * Code Managed Settings API is in beta and is available to Claude Enterprise
   * organizations only.
   *
   * A write that returns `503` may have applied. Retrying it is safe.
   *
   * @throws {BetaCMEKFeatureUnsupportedError}
   * @throws {CMEKKeyDisabledError}
   * @throws {BetaRBACGroupOrderLimitExceededError}
   * @throws {BetaRequestBodyTimeoutError}
   * @throws {BetaSettingsDocumentLimitExceededError}
   * @throws {BetaSettingsHistoryLimitExceededError}
   * @throws {SandboxEgressRestrictedError}
   * @throws {BetaRBACGroupNotFoundError}
   *
   * @example
   * ```ts
   * const betaClaudeCodeRBACGroupManagedSettings =
   *   await client.beta.organization.claudeCode.managedSettings.rbacGroups.set(
   *     'rbac_group_id',
   *     { settings: { foo: 'bar' } },
   *   );
   * ```
   */
  set(rbacGroupID, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/claude_code/managed_settings/rbac_groups/${rbacGroupID}`, {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-claude-code-managed-settings-2026-10-06"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_code.managed_settings.rbac_groups.set", options, {
        route: "/v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}",
        attributes: { "anthropic.organization.claude_code.managed_setting.rbac_group.id": rbacGroupID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-code/managed-settings/managed-settings.mjs
var BetaCMEKFeatureUnsupportedError = /* @__PURE__ */ (() => {
  class BetaCMEKFeatureUnsupportedError2 extends BadRequestError {
  }
  BetaCMEKFeatureUnsupportedError2._errorName = "BetaCMEKFeatureUnsupportedError";
  return BetaCMEKFeatureUnsupportedError2;
})();
var BetaRBACGroupOrderLimitExceededError = /* @__PURE__ */ (() => {
  class BetaRBACGroupOrderLimitExceededError2 extends BadRequestError {
  }
  BetaRBACGroupOrderLimitExceededError2._errorName = "BetaRBACGroupOrderLimitExceededError";
  return BetaRBACGroupOrderLimitExceededError2;
})();
var BetaSettingsDocumentLimitExceededError = /* @__PURE__ */ (() => {
  class BetaSettingsDocumentLimitExceededError2 extends BadRequestError {
  }
  BetaSettingsDocumentLimitExceededError2._errorName = "BetaSettingsDocumentLimitExceededError";
  return BetaSettingsDocumentLimitExceededError2;
})();
var BetaSettingsHistoryLimitExceededError = /* @__PURE__ */ (() => {
  class BetaSettingsHistoryLimitExceededError2 extends BadRequestError {
  }
  BetaSettingsHistoryLimitExceededError2._errorName = "BetaSettingsHistoryLimitExceededError";
  return BetaSettingsHistoryLimitExceededError2;
})();
var BetaRBACGroupManagedSettingsNotFoundError = /* @__PURE__ */ (() => {
  class BetaRBACGroupManagedSettingsNotFoundError2 extends NotFoundError {
  }
  BetaRBACGroupManagedSettingsNotFoundError2._errorName = "BetaRBACGroupManagedSettingsNotFoundError";
  return BetaRBACGroupManagedSettingsNotFoundError2;
})();
var ManagedSettings = /* @__PURE__ */ (() => {
  class ManagedSettings2 extends APIResource {
    constructor() {
      super(...arguments);
      this.configuration = new Configuration(this._client);
      this.rbacGroups = new RBACGroups(this._client);
      this.rbacGroupDefault = new RBACGroupDefault(this._client);
    }
  }
  ManagedSettings2.BetaCMEKFeatureUnsupportedError = BetaCMEKFeatureUnsupportedError;
  ManagedSettings2.BetaRBACGroupOrderLimitExceededError = BetaRBACGroupOrderLimitExceededError;
  ManagedSettings2.BetaSettingsDocumentLimitExceededError = BetaSettingsDocumentLimitExceededError;
  ManagedSettings2.BetaSettingsHistoryLimitExceededError = BetaSettingsHistoryLimitExceededError;
  ManagedSettings2.BetaRBACGroupManagedSettingsNotFoundError = BetaRBACGroupManagedSettingsNotFoundError;
  ManagedSettings2.Configuration = Configuration;
  ManagedSettings2.RBACGroups = RBACGroups;
  ManagedSettings2.RBACGroupDefault = RBACGroupDefault;
  return ManagedSettings2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-code/claude-code.mjs
var ClaudeCode = /* @__PURE__ */ (() => {
  class ClaudeCode2 extends APIResource {
    constructor() {
      super(...arguments);
      this.managedSettings = new ManagedSettings(this._client);
    }
  }
  ClaudeCode2.ManagedSettings = ManagedSettings;
  ClaudeCode2.BetaCMEKFeatureUnsupportedError = BetaCMEKFeatureUnsupportedError;
  ClaudeCode2.BetaRBACGroupOrderLimitExceededError = BetaRBACGroupOrderLimitExceededError;
  ClaudeCode2.BetaSettingsDocumentLimitExceededError = BetaSettingsDocumentLimitExceededError;
  ClaudeCode2.BetaSettingsHistoryLimitExceededError = BetaSettingsHistoryLimitExceededError;
  ClaudeCode2.BetaRBACGroupManagedSettingsNotFoundError = BetaRBACGroupManagedSettingsNotFoundError;
  return ClaudeCode2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-tag/slack-channels.mjs
var SlackChannels = class extends APIResource {
  /**
   * Set a Slack channel up for Claude Tag and return it with its identifier. If the
   * channel is already set up, whether in claude.ai, by Claude's first use in it or
   * by an earlier request, the existing channel is returned, so the request can be
   * repeated. `settings`, when sent, is applied as an update applies it. Before a
   * channel is set up, Claude's Slack app confirms with Slack that the channel is in
   * the workspace, is not archived and is visible to the app; a channel that fails
   * the confirmation returns 404. Setting the channel up and applying `settings` are
   * two steps: when the second is refused, the response is the refusal, the channel
   * stays set up with every setting unset, and the error's
   * `details.slack_channel_id` holds the channel's identifier.
   *
   * @throws {BetaSlackChannelSetUpSettingsRefusedError}
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   * @throws {BetaEnvironmentNotFoundError}
   * @throws {BetaSlackChannelSetUpEnvironmentNotFoundError}
   * @throws {BetaSlackChannelSetUpSettingsConflictError}
   *
   * @example
   * ```ts
   * const betaClaudeTagSlackChannel =
   *   await client.beta.organization.claudeTag.slackChannels.create(
   *     {
   *       slack: {
   *         channel_id: 'C0456EFGH',
   *         workspace_id: 'T0123ABCD',
   *       },
   *     },
   *   );
   * ```
   */
  create(params, options) {
    const { betas, ...body } = params;
    return this._client.post("/v1/organizations/claude_tag/slack_channels", {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.slack_channels.create", options, {
        route: "/v1/organizations/claude_tag/slack_channels",
        createdIDAttribute: "anthropic.organization.claude_tag.slack_channel.id"
      })
    });
  }
  /**
   * Get one Slack channel and its settings. By default `settings` holds what the
   * channel itself stores: a setting that is null there is not set on the channel
   * and is inherited. With `include_inherited=true`, `settings` holds what applies
   * in the channel once the settings levels above it are taken into account, and the
   * request fails with 503 rather than resolve against a settings level that could
   * not be read. Either way `sources` names the settings level each value comes
   * from, so a caller tells the channel's own value from an inherited one by its
   * source, not by whether it is null.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   *
   * @example
   * ```ts
   * const betaClaudeTagSlackChannel =
   *   await client.beta.organization.claudeTag.slackChannels.retrieve(
   *     'slch_01SvpyRQK3nN6eH9uhRA7n1q',
   *   );
   * ```
   */
  retrieve(id, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.get(path`/v1/organizations/claude_tag/slack_channels/${id}`, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.slack_channels.retrieve", options, {
        route: "/v1/organizations/claude_tag/slack_channels/{id}",
        queryParams: ["include_inherited"],
        attributes: { "anthropic.organization.claude_tag.slack_channel.id": id }
      })
    });
  }
  /**
   * Change the settings a Slack channel stores. The update is partial: a setting
   * left out is unchanged, and a setting sent as null is cleared, so the channel
   * inherits it. If any value is refused, no setting in the request is stored. A
   * group direct message takes no settings and returns 400.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   * @throws {BetaEnvironmentNotFoundError}
   * @throws {BetaSlackChannelSetUpEnvironmentNotFoundError}
   * @throws {BetaSlackChannelSetUpSettingsConflictError}
   *
   * @example
   * ```ts
   * const betaClaudeTagSlackChannel =
   *   await client.beta.organization.claudeTag.slackChannels.update(
   *     'slch_01SvpyRQK3nN6eH9uhRA7n1q',
   *     { settings: {} },
   *   );
   * ```
   */
  update(id, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/claude_tag/slack_channels/${id}`, {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.slack_channels.update", options, {
        route: "/v1/organizations/claude_tag/slack_channels/{id}",
        attributes: { "anthropic.organization.claude_tag.slack_channel.id": id }
      })
    });
  }
  /**
   * List the set-up Slack channels of one Slack workspace, newest first by
   * `created_at`. A channel that is not set up is not listed: Slack holds the full
   * list of a workspace's channels. Pass `slack_channel_id` as well to look one
   * channel up by its Slack identifiers: `data` then holds that channel, or is empty
   * when it is not set up, and `limit` and `page` are ignored. A workspace that the
   * organization owns only through a Slack Enterprise Grid returns 404 until it is
   * set up. With `include_inherited=true` each channel's `settings` holds what
   * applies in it, and the request fails with 503 rather than resolve against a
   * settings level that could not be read. A `page` cursor resumes only a request
   * with the same `include_inherited`.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaClaudeTagSlackChannel of client.beta.organization.claudeTag.slackChannels.list(
   *   { slack_workspace_id: 'slack_workspace_id' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(params, options) {
    const { betas, ...query } = params;
    return this._client.getAPIList("/v1/organizations/claude_tag/slack_channels", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.slack_channels.list", options, {
        route: "/v1/organizations/claude_tag/slack_channels",
        queryParams: ["include_inherited", "limit", "page", "slack_channel_id", "slack_workspace_id"]
      })
    });
  }
  /**
   * Remove a Slack channel from Claude Tag. This deletes the channel's stored
   * settings and its Bundle Targets at once, and then, in the background, the
   * channel's sessions and their transcripts, its memory, its routines and the
   * artifacts published from it. None of it can be restored. The channel in Slack
   * and its messages are unchanged. The request is refused with 400 and
   * `error.details.error_code` `slack_channel_enabled` while `enabled` resolves to
   * `true` for the channel, as a read with `include_inherited=true` returns it: set
   * `enabled` to `false` on the channel first. This guards against removing a
   * channel in use by mistake; it is not a way to keep Claude out, because the
   * removal deletes the channel's own `enabled: false` with its other settings,
   * after which the channel inherits again and Claude's next use of it can set it up
   * anew with a new identifier. The identifier returns 404 as soon as the request
   * returns, so a repeated removal returns 404. A group direct message returns 400,
   * and so does a channel that holds configuration this API does not manage.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   * @throws {BetaSlackChannelSetUpSettingsConflictError}
   *
   * @example
   * ```ts
   * const betaClaudeTagDeletedSlackChannel =
   *   await client.beta.organization.claudeTag.slackChannels.delete(
   *     'slch_01SvpyRQK3nN6eH9uhRA7n1q',
   *   );
   * ```
   */
  delete(id, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.delete(path`/v1/organizations/claude_tag/slack_channels/${id}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.slack_channels.delete", options, {
        route: "/v1/organizations/claude_tag/slack_channels/{id}",
        attributes: { "anthropic.organization.claude_tag.slack_channel.id": id }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-tag/slack-workspaces.mjs
var SlackWorkspaces = class extends APIResource {
  /**
   * Get one Slack workspace and its settings. By default `settings` holds what the
   * workspace itself stores: a setting that is null there is not set on the
   * workspace and is inherited. With `include_inherited=true`, `settings` holds what
   * applies in the workspace once the organization's Slack defaults are taken into
   * account, and the request fails with 503 rather than resolve against a settings
   * level that could not be read. Either way `sources` names the settings level each
   * value comes from.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   *
   * @example
   * ```ts
   * const betaClaudeTagSlackWorkspace =
   *   await client.beta.organization.claudeTag.slackWorkspaces.retrieve(
   *     'slws_01Hq8TzW5mKc2YbX7vNd4RfJ',
   *   );
   * ```
   */
  retrieve(id, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.get(path`/v1/organizations/claude_tag/slack_workspaces/${id}`, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.slack_workspaces.retrieve", options, {
        route: "/v1/organizations/claude_tag/slack_workspaces/{id}",
        queryParams: ["include_inherited"],
        attributes: { "anthropic.organization.claude_tag.slack_workspace.id": id }
      })
    });
  }
  /**
   * Change the settings a Slack workspace stores. The update is partial: a setting
   * left out is unchanged, and a setting sent as null is cleared, so the workspace
   * inherits it. If any value is refused, no setting in the request is stored.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   * @throws {BetaEnvironmentNotFoundError}
   * @throws {BetaSlackChannelSetUpEnvironmentNotFoundError}
   * @throws {BetaSlackChannelSetUpSettingsConflictError}
   *
   * @example
   * ```ts
   * const betaClaudeTagSlackWorkspace =
   *   await client.beta.organization.claudeTag.slackWorkspaces.update(
   *     'slws_01Hq8TzW5mKc2YbX7vNd4RfJ',
   *     { settings: {} },
   *   );
   * ```
   */
  update(id, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/claude_tag/slack_workspaces/${id}`, {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.slack_workspaces.update", options, {
        route: "/v1/organizations/claude_tag/slack_workspaces/{id}",
        attributes: { "anthropic.organization.claude_tag.slack_workspace.id": id }
      })
    });
  }
  /**
   * List the set-up Slack workspaces the organization owns, newest first by
   * `created_at`. Pass `slack_workspace_id` to look one workspace up by its Slack
   * identifier: `data` then holds that workspace, or is empty when it is not set up.
   * A workspace of a Slack Enterprise Grid the organization has connected returns
   * 404 until it is set up. With `include_inherited=true` each workspace's
   * `settings` holds what applies in it, and the request fails with 503 rather than
   * resolve against a settings level that could not be read. A `page` cursor resumes
   * only a request with the same `include_inherited`.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaClaudeTagSlackWorkspace of client.beta.organization.claudeTag.slackWorkspaces.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList("/v1/organizations/claude_tag/slack_workspaces", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.slack_workspaces.list", options, {
        route: "/v1/organizations/claude_tag/slack_workspaces",
        queryParams: ["include_inherited", "limit", "page", "slack_workspace_id"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-tag/bundles/targets.mjs
var Targets = class extends APIResource {
  /**
   * Attach a Bundle to a Slack channel or a Slack workspace. A Bundle attached to a
   * workspace can be used in the workspace and in every channel in it. Attaching a
   * Bundle to a channel or workspace it is already attached to returns the existing
   * Bundle Target. The channel or workspace must be set up: attaching never sets a
   * channel up. A group direct message takes no Bundle and returns 400.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   *
   * @example
   * ```ts
   * const betaClaudeTagBundleTarget =
   *   await client.beta.organization.claudeTag.bundles.targets.create(
   *     'capp_011CZkZjLP1cWxj5EtMmdgbq',
   *     {
   *       target: {
   *         slack_channel_id: 'slch_01SvpyRQK3nN6eH9uhRA7n1q',
   *         type: 'slack_channel',
   *       },
   *     },
   *   );
   * ```
   */
  create(bundleID, params, options) {
    const { target, betas } = params;
    return this._client.post(path`/v1/organizations/claude_tag/bundles/${bundleID}/targets`, {
      body: target,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.bundles.targets.create", options, {
        route: "/v1/organizations/claude_tag/bundles/{bundle_id}/targets",
        attributes: { "anthropic.organization.claude_tag.bundle.id": bundleID }
      })
    });
  }
  /**
   * Get one Bundle Target. Returns 404 when `target_id` is the identifier of another
   * Bundle's Bundle Target, or the Bundle Target was detached.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   *
   * @example
   * ```ts
   * const betaClaudeTagBundleTarget =
   *   await client.beta.organization.claudeTag.bundles.targets.retrieve(
   *     'btgt_01SvpyRQK3nN6eH9uhRA7n1qHq8TzW5mKc2YbX7vNd4RfJ',
   *     { bundle_id: 'capp_011CZkZjLP1cWxj5EtMmdgbq' },
   *   );
   * ```
   */
  retrieve(targetID, params, options) {
    const { bundle_id, betas } = params;
    return this._client.get(path`/v1/organizations/claude_tag/bundles/${bundle_id}/targets/${targetID}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.bundles.targets.retrieve", options, {
        route: "/v1/organizations/claude_tag/bundles/{bundle_id}/targets/{target_id}",
        attributes: {
          "anthropic.organization.claude_tag.bundle.id": bundle_id,
          "anthropic.organization.claude_tag.bundle.target.id": targetID
        }
      })
    });
  }
  /**
   * List the Slack channels and Slack workspaces a Bundle is attached to, newest
   * first by `created_at`. Only channels and workspaces the organization owns are
   * listed; a Bundle that is attached to anything else has no Bundle Target for it.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaClaudeTagBundleTarget of client.beta.organization.claudeTag.bundles.targets.list(
   *   'capp_011CZkZjLP1cWxj5EtMmdgbq',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(bundleID, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/organizations/claude_tag/bundles/${bundleID}/targets`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.bundles.targets.list", options, {
        route: "/v1/organizations/claude_tag/bundles/{bundle_id}/targets",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.organization.claude_tag.bundle.id": bundleID }
      })
    });
  }
  /**
   * Detach a Bundle from a Slack channel or a Slack workspace. A repeated detach
   * returns 404.
   *
   * @throws {BetaAPIKeyScopeMissingError}
   * @throws {BetaClaudeTagWritesNotEnabledError}
   * @throws {BetaComplianceConfigurationRestrictedError}
   * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
   *
   * @example
   * ```ts
   * const betaClaudeTagDeletedBundleTarget =
   *   await client.beta.organization.claudeTag.bundles.targets.delete(
   *     'btgt_01SvpyRQK3nN6eH9uhRA7n1qHq8TzW5mKc2YbX7vNd4RfJ',
   *     { bundle_id: 'capp_011CZkZjLP1cWxj5EtMmdgbq' },
   *   );
   * ```
   */
  delete(targetID, params, options) {
    const { bundle_id, betas } = params;
    return this._client.delete(path`/v1/organizations/claude_tag/bundles/${bundle_id}/targets/${targetID}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.bundles.targets.delete", options, {
        route: "/v1/organizations/claude_tag/bundles/{bundle_id}/targets/{target_id}",
        attributes: {
          "anthropic.organization.claude_tag.bundle.id": bundle_id,
          "anthropic.organization.claude_tag.bundle.target.id": targetID
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-tag/bundles/bundles.mjs
var Bundles = /* @__PURE__ */ (() => {
  class Bundles2 extends APIResource {
    constructor() {
      super(...arguments);
      this.targets = new Targets(this._client);
    }
    /**
     * Get one Bundle. What the Bundle grants (connectors, repositories and
     * credentials) is never returned.
     *
     * @throws {BetaAPIKeyScopeMissingError}
     * @throws {BetaClaudeTagWritesNotEnabledError}
     * @throws {BetaComplianceConfigurationRestrictedError}
     * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
     *
     * @example
     * ```ts
     * const betaClaudeTagBundle =
     *   await client.beta.organization.claudeTag.bundles.retrieve(
     *     'capp_011CZkZjLP1cWxj5EtMmdgbq',
     *   );
     * ```
     */
    retrieve(bundleID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.get(path`/v1/organizations/claude_tag/bundles/${bundleID}`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.bundles.retrieve", options, {
          route: "/v1/organizations/claude_tag/bundles/{bundle_id}",
          attributes: { "anthropic.organization.claude_tag.bundle.id": bundleID }
        })
      });
    }
    /**
     * Change a Bundle's instructions. The update is partial: a field left out is
     * unchanged, and `instructions` sent as null or as an empty string clears them.
     * The later of two updates wins. Sessions that start after the change use the new
     * instructions; sessions already running keep the ones they started with. Some
     * Bundles are managed in claude.ai, and an update of one returns 400.
     *
     * @throws {BetaBundleAttachmentNotSupportedError}
     * @throws {BetaBundleOnCallError}
     * @throws {BetaAPIKeyScopeMissingError}
     * @throws {BetaClaudeTagWritesNotEnabledError}
     * @throws {BetaComplianceConfigurationRestrictedError}
     * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
     * @throws {BetaSlackChannelSetUpSettingsConflictError}
     *
     * @example
     * ```ts
     * const betaClaudeTagBundle =
     *   await client.beta.organization.claudeTag.bundles.update(
     *     'capp_011CZkZjLP1cWxj5EtMmdgbq',
     *     {},
     *   );
     * ```
     */
    update(bundleID, params, options) {
      const { betas, ...body } = params;
      return this._client.post(path`/v1/organizations/claude_tag/bundles/${bundleID}`, {
        body,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.bundles.update", options, {
          route: "/v1/organizations/claude_tag/bundles/{bundle_id}",
          attributes: { "anthropic.organization.claude_tag.bundle.id": bundleID }
        })
      });
    }
    /**
     * List the organization's Bundles, newest first by `created_at`. A Bundle that
     * Claude Tag manages for itself is not listed.
     *
     * @throws {BetaAPIKeyScopeMissingError}
     * @throws {BetaClaudeTagWritesNotEnabledError}
     * @throws {BetaComplianceConfigurationRestrictedError}
     * @throws {BetaOrganizationLevelScopedAPIKeyRequiredError}
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaClaudeTagBundle of client.beta.organization.claudeTag.bundles.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.getAPIList("/v1/organizations/claude_tag/bundles", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "experimental-claude-tag-2026-10-21"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.claude_tag.bundles.list", options, {
          route: "/v1/organizations/claude_tag/bundles",
          queryParams: ["limit", "page"]
        })
      });
    }
  }
  Bundles2.Targets = Targets;
  return Bundles2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-tag/claude-tag.mjs
var BetaBundleAttachmentNotSupportedError = /* @__PURE__ */ (() => {
  class BetaBundleAttachmentNotSupportedError2 extends BadRequestError {
  }
  BetaBundleAttachmentNotSupportedError2._errorName = "BetaBundleAttachmentNotSupportedError";
  return BetaBundleAttachmentNotSupportedError2;
})();
var BetaBundleOnCallError = /* @__PURE__ */ (() => {
  class BetaBundleOnCallError2 extends BadRequestError {
  }
  BetaBundleOnCallError2._errorName = "BetaBundleOnCallError";
  return BetaBundleOnCallError2;
})();
var BetaSlackChannelSetUpSettingsRefusedError = /* @__PURE__ */ (() => {
  class BetaSlackChannelSetUpSettingsRefusedError2 extends BadRequestError {
  }
  BetaSlackChannelSetUpSettingsRefusedError2._errorName = "BetaSlackChannelSetUpSettingsRefusedError";
  return BetaSlackChannelSetUpSettingsRefusedError2;
})();
var BetaAPIKeyScopeMissingError = /* @__PURE__ */ (() => {
  class BetaAPIKeyScopeMissingError2 extends PermissionDeniedError {
  }
  BetaAPIKeyScopeMissingError2._errorName = "BetaAPIKeyScopeMissingError";
  return BetaAPIKeyScopeMissingError2;
})();
var BetaClaudeTagWritesNotEnabledError = /* @__PURE__ */ (() => {
  class BetaClaudeTagWritesNotEnabledError2 extends PermissionDeniedError {
  }
  BetaClaudeTagWritesNotEnabledError2._errorName = "BetaClaudeTagWritesNotEnabledError";
  return BetaClaudeTagWritesNotEnabledError2;
})();
var BetaComplianceConfigurationRestrictedError = /* @__PURE__ */ (() => {
  class BetaComplianceConfigurationRestrictedError2 extends PermissionDeniedError {
  }
  BetaComplianceConfigurationRestrictedError2._errorName = "BetaComplianceConfigurationRestrictedError";
  return BetaComplianceConfigurationRestrictedError2;
})();
var BetaOrganizationLevelScopedAPIKeyRequiredError = /* @__PURE__ */ (() => {
  class BetaOrganizationLevelScopedAPIKeyRequiredError2 extends PermissionDeniedError {
  }
  BetaOrganizationLevelScopedAPIKeyRequiredError2._errorName = "BetaOrganizationLevelScopedAPIKeyRequiredError";
  return BetaOrganizationLevelScopedAPIKeyRequiredError2;
})();
var BetaSlackChannelSetUpEnvironmentNotFoundError = /* @__PURE__ */ (() => {
  class BetaSlackChannelSetUpEnvironmentNotFoundError2 extends NotFoundError {
  }
  BetaSlackChannelSetUpEnvironmentNotFoundError2._errorName = "BetaSlackChannelSetUpEnvironmentNotFoundError";
  return BetaSlackChannelSetUpEnvironmentNotFoundError2;
})();
var BetaSlackChannelSetUpSettingsConflictError = /* @__PURE__ */ (() => {
  class BetaSlackChannelSetUpSettingsConflictError2 extends ConflictError {
  }
  BetaSlackChannelSetUpSettingsConflictError2._errorName = "BetaSlackChannelSetUpSettingsConflictError";
  return BetaSlackChannelSetUpSettingsConflictError2;
})();
var ClaudeTag = /* @__PURE__ */ (() => {
  class ClaudeTag2 extends APIResource {
    constructor() {
      super(...arguments);
      this.slackChannels = new SlackChannels(this._client);
      this.slackWorkspaces = new SlackWorkspaces(this._client);
      this.bundles = new Bundles(this._client);
    }
  }
  ClaudeTag2.BetaBundleAttachmentNotSupportedError = BetaBundleAttachmentNotSupportedError;
  ClaudeTag2.BetaBundleOnCallError = BetaBundleOnCallError;
  ClaudeTag2.BetaSlackChannelSetUpSettingsRefusedError = BetaSlackChannelSetUpSettingsRefusedError;
  ClaudeTag2.BetaAPIKeyScopeMissingError = BetaAPIKeyScopeMissingError;
  ClaudeTag2.BetaClaudeTagWritesNotEnabledError = BetaClaudeTagWritesNotEnabledError;
  ClaudeTag2.BetaComplianceConfigurationRestrictedError = BetaComplianceConfigurationRestrictedError;
  ClaudeTag2.BetaOrganizationLevelScopedAPIKeyRequiredError = BetaOrganizationLevelScopedAPIKeyRequiredError;
  ClaudeTag2.BetaSlackChannelSetUpEnvironmentNotFoundError = BetaSlackChannelSetUpEnvironmentNotFoundError;
  ClaudeTag2.BetaSlackChannelSetUpSettingsConflictError = BetaSlackChannelSetUpSettingsConflictError;
  ClaudeTag2.SlackChannels = SlackChannels;
  ClaudeTag2.SlackWorkspaces = SlackWorkspaces;
  ClaudeTag2.Bundles = Bundles;
  return ClaudeTag2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/federation/issuers.mjs
var Issuers = class extends APIResource {
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Register an OIDC issuer that Anthropic will trust for workload identity
   * federation in your organization.
   *
   * The `jwks` field controls how the issuer's signing keys are obtained and takes
   * one of three shapes selected by `type`: `discovery` (resolve keys through OIDC
   * discovery), `explicit_url` (fetch keys from a fixed JWKS URL), or `inline`
   * (provide a static key set). When `jwks.type` is `discovery` and no
   * `discovery_base` is set, the issuer URL must be publicly reachable over HTTPS so
   * Anthropic can fetch the discovery document; for `explicit_url` and `inline`
   * modes the issuer URL is only matched as the JWT's `iss` claim and is not
   * fetched.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaFederationIssuer =
   *   await client.beta.organization.federation.issuers.create({
   *     issuer_url:
   *       'https://token.actions.githubusercontent.com',
   *     name: 'github-actions',
   *   });
   * ```
   */
  create(params, options) {
    const { betas, ...body } = params;
    return this._client.post("/v1/organizations/federation_issuers", {
      body,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.federation.issuers.create", options, {
        route: "/v1/organizations/federation_issuers",
        createdIDAttribute: "anthropic.organization.federation_issuer.id"
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Retrieve a federation issuer by its ID (`fdis_...`).
   *
   * @example
   * ```ts
   * const betaFederationIssuer =
   *   await client.beta.organization.federation.issuers.retrieve(
   *     'federation_issuer_id',
   *   );
   * ```
   */
  retrieve(federationIssuerID, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.get(path`/v1/organizations/federation_issuers/${federationIssuerID}`, {
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.federation.issuers.retrieve", options, {
        route: "/v1/organizations/federation_issuers/{federation_issuer_id}",
        attributes: { "anthropic.organization.federation_issuer.id": federationIssuerID }
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Partially update a federation issuer.
   *
   * Setting `jwks` replaces the full JWKS shape at once. Archived issuers cannot be
   * updated; this returns 400. Create a new issuer instead.
   *
   * Updating an issuer that backs a rule with a scope outside `workspace:developer`
   * or `workspace:inference` requires a Console session.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaFederationIssuer =
   *   await client.beta.organization.federation.issuers.update(
   *     'federation_issuer_id',
   *     {},
   *   );
   * ```
   */
  update(federationIssuerID, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/federation_issuers/${federationIssuerID}`, {
      body,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.federation.issuers.update", options, {
        route: "/v1/organizations/federation_issuers/{federation_issuer_id}",
        attributes: { "anthropic.organization.federation_issuer.id": federationIssuerID }
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * List federation issuers in your organization.
   *
   * Archived issuers are excluded unless `include_archived=true`.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaFederationIssuer of client.beta.organization.federation.issuers.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList("/v1/organizations/federation_issuers", PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.federation.issuers.list", options, {
        route: "/v1/organizations/federation_issuers",
        queryParams: ["include_archived", "limit", "page"]
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Archive a federation issuer.
   *
   * Idempotent; re-archiving returns the issuer with its original `archived_at`.
   * Rejected with 400 if any live (non-archived) federation rule still references
   * the issuer; archive those rules first (a rule's issuer cannot be changed), or
   * recreate them against another issuer.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaFederationIssuer =
   *   await client.beta.organization.federation.issuers.archive(
   *     'federation_issuer_id',
   *   );
   * ```
   */
  archive(federationIssuerID, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.post(path`/v1/organizations/federation_issuers/${federationIssuerID}/archive`, {
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.federation.issuers.archive", options, {
        route: "/v1/organizations/federation_issuers/{federation_issuer_id}/archive",
        attributes: { "anthropic.organization.federation_issuer.id": federationIssuerID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/federation/rules/workspaces.mjs
var Workspaces = class extends APIResource {
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * List workspaces where this federation rule is enabled.
   *
   * Returns all workspace enablements in a single response; the `limit` and `page`
   * parameters are accepted but have no effect, and `next_page` is always `null`.
   * Returns explicit per-workspace enablements only; for rules with
   * `applies_to_all_workspaces` or a legacy single `workspace_id`, check those
   * fields on the rule itself.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaFederationRuleWorkspace of client.beta.organization.federation.rules.workspaces.list(
   *   'federation_rule_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(federationRuleID, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/organizations/federation_rules/${federationRuleID}/workspaces`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.federation.rules.workspaces.list", options, {
        route: "/v1/organizations/federation_rules/{federation_rule_id}/workspaces",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.organization.federation_rule.id": federationRuleID }
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Enable a federation rule for a workspace.
   *
   * Idempotent; re-enabling returns the existing enablement. The rule and workspace
   * must both belong to your organization. Membership of the rule's target service
   * account in this workspace is not checked at enablement: token exchange into this
   * workspace is rejected unless the target is a member (it is implicitly a member
   * of the default workspace). Archived rules are rejected with 400. OAuth callers
   * may only manage rules whose `oauth_scope` is `workspace:developer` or
   * `workspace:inference`; other scopes require a Console session.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaFederationRuleWorkspace =
   *   await client.beta.organization.federation.rules.workspaces.add(
   *     'federation_rule_id',
   *     { workspace_id: 'wrkspc_01AbCdEfGhJkLmNpQrStUvWx' },
   *   );
   * ```
   */
  add(federationRuleID, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/federation_rules/${federationRuleID}/workspaces`, {
      body,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.federation.rules.workspaces.add", options, {
        route: "/v1/organizations/federation_rules/{federation_rule_id}/workspaces",
        attributes: { "anthropic.organization.federation_rule.id": federationRuleID },
        createdIDAttribute: "anthropic.organization.federation_rule.workspace.id",
        createdIDField: "workspace_id"
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Disable a federation rule for a workspace.
   *
   * Idempotent; succeeds even if the enablement was already removed. OAuth callers
   * may only manage rules whose `oauth_scope` is `workspace:developer` or
   * `workspace:inference`; other scopes require a Console session.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const workspace =
   *   await client.beta.organization.federation.rules.workspaces.remove(
   *     'workspace_id',
   *     { federation_rule_id: 'federation_rule_id' },
   *   );
   * ```
   */
  remove(workspaceID, params, options) {
    const { federation_rule_id, betas } = params;
    return this._client.delete(path`/v1/organizations/federation_rules/${federation_rule_id}/workspaces/${workspaceID}`, {
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.federation.rules.workspaces.remove", options, {
        route: "/v1/organizations/federation_rules/{federation_rule_id}/workspaces/{workspace_id}",
        attributes: {
          "anthropic.organization.federation_rule.id": federation_rule_id,
          "anthropic.organization.federation_rule.workspace.id": workspaceID
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/federation/rules/rules.mjs
var Rules = /* @__PURE__ */ (() => {
  class Rules2 extends APIResource {
    constructor() {
      super(...arguments);
      this.workspaces = new Workspaces(this._client);
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * Create a federation rule owned by your organization.
     *
     * The referenced issuer and the target service account must already exist in the
     * same organization; invalid references are rejected with a 400 error. The
     * workspace reference is validated. Membership is not checked at rule creation:
     * token exchange resolves a single enabled workspace per call and is rejected
     * unless the target service account is a member of that workspace (it is
     * implicitly a member of the default workspace). Rules on well-known shared
     * issuers (GitHub Actions, GitLab, Buildkite, Terraform Cloud, Google) must
     * constrain tenant identity via an identity-bearing claim, a tenant-pinning
     * subject prefix (such as `repo:YOUR_ORG/...`), or a CEL condition referencing one
     * of those identity claims (e.g. `claims.repository_owner`). OAuth callers may
     * only manage rules whose `oauth_scope` is `workspace:developer` or
     * `workspace:inference`; other scopes require a Console session.
     *
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaFederationRule =
     *   await client.beta.organization.federation.rules.create({
     *     issuer_id: 'fdis_01SDCCSbTxrXDpWc1phhtcfK',
     *     match: {},
     *     name: 'prod-deploy-pipeline',
     *     oauth_scope: 'workspace:developer',
     *     target: {
     *       service_account_id: 'svac_01SDCCSbTxrXDpWc1phhtcfK',
     *       type: 'service_account',
     *     },
     *   });
     * ```
     */
    create(params, options) {
      const { betas, ...body } = params;
      return this._client.post("/v1/organizations/federation_rules", {
        body,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.federation.rules.create", options, {
          route: "/v1/organizations/federation_rules",
          createdIDAttribute: "anthropic.organization.federation_rule.id"
        })
      });
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * Retrieve a federation rule by its ID (`fdrl_...`).
     *
     * @example
     * ```ts
     * const betaFederationRule =
     *   await client.beta.organization.federation.rules.retrieve(
     *     'federation_rule_id',
     *   );
     * ```
     */
    retrieve(federationRuleID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.get(path`/v1/organizations/federation_rules/${federationRuleID}`, {
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.federation.rules.retrieve", options, {
          route: "/v1/organizations/federation_rules/{federation_rule_id}",
          attributes: { "anthropic.organization.federation_rule.id": federationRuleID }
        })
      });
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * Partially update a federation rule.
     *
     * `issuer_id` is immutable. `match` and `target` are replaced as whole objects
     * when set. Referenced service accounts and workspaces must exist in your
     * organization; invalid references are rejected with a 400 error. Archived rules
     * cannot be updated; this returns 400. Create a new rule instead. Rules on
     * well-known shared issuers (GitHub Actions, GitLab, Buildkite, Terraform Cloud,
     * Google) must constrain tenant identity via an identity-bearing claim, a
     * tenant-pinning subject prefix (such as `repo:YOUR_ORG/...`), or a CEL condition
     * referencing one of those identity claims (e.g. `claims.repository_owner`). On
     * these issuers the requirement is re-checked on every update; if an existing
     * rule's stored match does not yet constrain tenant identity, any update (even a
     * rename or description change) must also supply a conforming `match` in the same
     * request. OAuth callers may only manage rules whose `oauth_scope` is
     * `workspace:developer` or `workspace:inference`; other scopes require a Console
     * session.
     *
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaFederationRule =
     *   await client.beta.organization.federation.rules.update(
     *     'federation_rule_id',
     *     {},
     *   );
     * ```
     */
    update(federationRuleID, params, options) {
      const { betas, ...body } = params;
      return this._client.post(path`/v1/organizations/federation_rules/${federationRuleID}`, {
        body,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.federation.rules.update", options, {
          route: "/v1/organizations/federation_rules/{federation_rule_id}",
          attributes: { "anthropic.organization.federation_rule.id": federationRuleID }
        })
      });
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * List federation rules in your organization.
     *
     * Optionally filter by issuer with `issuer_id`. Archived rules are excluded unless
     * `include_archived=true`.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaFederationRule of client.beta.organization.federation.rules.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.getAPIList("/v1/organizations/federation_rules", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.federation.rules.list", options, {
          route: "/v1/organizations/federation_rules",
          queryParams: ["include_archived", "issuer_id", "limit", "page"]
        })
      });
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * Archive a federation rule.
     *
     * Token exchange through this rule stops immediately. Idempotent; re-archiving
     * returns the rule with its original `archived_at`. Archiving clears the rule's
     * workspace targeting (`workspace_id` and `workspace_ids` are emptied). Tokens
     * already minted before archive remain valid until they expire. OAuth callers may
     * only manage rules whose `oauth_scope` is `workspace:developer` or
     * `workspace:inference`; other scopes require a Console session.
     *
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaFederationRule =
     *   await client.beta.organization.federation.rules.archive(
     *     'federation_rule_id',
     *   );
     * ```
     */
    archive(federationRuleID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.post(path`/v1/organizations/federation_rules/${federationRuleID}/archive`, {
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.federation.rules.archive", options, {
          route: "/v1/organizations/federation_rules/{federation_rule_id}/archive",
          attributes: { "anthropic.organization.federation_rule.id": federationRuleID }
        })
      });
    }
  }
  Rules2.Workspaces = Workspaces;
  return Rules2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/federation/federation.mjs
var Federation = /* @__PURE__ */ (() => {
  class Federation2 extends APIResource {
    constructor() {
      super(...arguments);
      this.issuers = new Issuers(this._client);
      this.rules = new Rules(this._client);
    }
  }
  Federation2.Issuers = Issuers;
  Federation2.Rules = Rules;
  return Federation2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/plugins/installation-settings.mjs
var InstallationSettings = class extends APIResource {
  /**
   * List an organization-owned Plugin's installation settings, which say which
   * members it is for, most recently created first.
   *
   * The list holds the Plugin's own organization-wide setting (absent while the
   * Plugin inherits its marketplace's default) and each RBAC Group's own setting. A
   * member-owned Plugin has shares instead, so this path returns 404 for one.
   *
   * **Accepted credentials:** an Admin API key with the `read:plugins` or
   * `read:org_audit` scope, or a Compliance Access Key with the
   * `read:compliance_org_data` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaPluginInstallationSetting of client.beta.organization.plugins.installationSettings.list(
   *   'plugin_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(pluginID, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/organizations/plugins/${pluginID}/installation_settings`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugins.installation_settings.list", options, {
        route: "/v1/organizations/plugins/{plugin_id}/installation_settings",
        queryParams: ["limit", "organization_id", "page", "target_type"],
        attributes: { "anthropic.organization.plugin.id": pluginID }
      })
    });
  }
  /**
   * Remove an organization-owned Plugin's own installation setting for the whole
   * organization or for one RBAC Group.
   *
   * Removing the `organization` target returns the Plugin to its marketplace's
   * default installation setting and leaves the groups' settings in place. Removing
   * a group's setting makes the group's members fall back to the Plugin's
   * organization-wide setting or to the settings of their other groups.
   *
   * A target that holds no setting of its own returns 404 (a Plugin that already
   * inherits its marketplace's default holds no `organization` setting), and so does
   * a member-owned Plugin.
   *
   * A removal counts as one of the Plugin's installation-setting writes: send all of
   * those writes one at a time. If several arrive for the same Plugin at the same
   * time, the server handles them one after another and can answer some of them with
   * `503` and `x-should-retry: true` instead of applying them; wait a second or two
   * and send the removal again. A `404` on the repeat means the setting is already
   * gone.
   *
   * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaDeletedPluginInstallationSetting =
   *   await client.beta.organization.plugins.installationSettings.remove(
   *     'target',
   *     { plugin_id: 'plugin_id' },
   *   );
   * ```
   */
  remove(target, params, options) {
    const { plugin_id, betas } = params;
    return this._client.delete(path`/v1/organizations/plugins/${plugin_id}/installation_settings/${target}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugins.installation_settings.remove", options, {
        route: "/v1/organizations/plugins/{plugin_id}/installation_settings/{target}",
        attributes: {
          "anthropic.organization.plugin.id": plugin_id,
          "anthropic.organization.plugin.installation_setting.id": target
        }
      })
    });
  }
  /**
   * Set or change an organization-owned Plugin's installation setting for the whole
   * organization or for one RBAC Group.
   *
   * Writing the value a target already holds of its own changes nothing.
   *
   * A member-owned Plugin has shares instead of installation settings, so this path
   * returns 404 for one.
   *
   * Send a Plugin's installation-setting writes one at a time. If several writes for
   * the same Plugin arrive at the same time, the server handles them one after
   * another and can answer some of them with `503` instead of applying them. That
   * `503` carries `x-should-retry: true`, and the write is safe to repeat: wait a
   * second or two, then send it again.
   *
   * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaPluginInstallationSetting =
   *   await client.beta.organization.plugins.installationSettings.set(
   *     'target',
   *     {
   *       plugin_id: 'plugin_id',
   *       installation_preference: 'required',
   *     },
   *   );
   * ```
   */
  set(target, params, options) {
    const { plugin_id, betas, ...body } = params;
    return this._client.post(path`/v1/organizations/plugins/${plugin_id}/installation_settings/${target}`, {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugins.installation_settings.set", options, {
        route: "/v1/organizations/plugins/{plugin_id}/installation_settings/{target}",
        attributes: {
          "anthropic.organization.plugin.id": plugin_id,
          "anthropic.organization.plugin.installation_setting.id": target
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/plugins/shares.mjs
var Shares = class extends APIResource {
  /**
   * List the shares the owner of a member-owned Plugin has given — to every member
   * of the organization, to an RBAC Group, or to one member — most recently granted
   * first.
   *
   * Shares are read-only in this API: members give and withdraw them in claude.ai.
   * The Plugin's `owner` gave each share listed. An organization-owned Plugin has
   * installation settings instead of shares, so this path returns 404 for one.
   *
   * **Accepted credentials:** an Admin API key with the `read:plugins` or
   * `read:org_audit` scope, or a Compliance Access Key with the
   * `read:compliance_org_data` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaPluginShare of client.beta.organization.plugins.shares.list(
   *   'plugin_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(pluginID, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/organizations/plugins/${pluginID}/shares`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugins.shares.list", options, {
        route: "/v1/organizations/plugins/{plugin_id}/shares",
        queryParams: ["limit", "organization_id", "page", "target_type"],
        attributes: { "anthropic.organization.plugin.id": pluginID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/plugins/versions.mjs
var Versions2 = class extends APIResource {
  /**
   * Add a version to an organization-owned Plugin by uploading the new version's
   * files; it becomes the version served to members unless the Plugin's served
   * version has been pinned.
   *
   * The upload is the same `multipart/form-data` as creating a Plugin: the version's
   * files (`files`, each part sent as `files[]`) and optional `release_notes`. The
   * uploaded manifest's `name` must equal the Plugin's `name`. Returns the stored
   * version; read the Plugin back to see which version it serves.
   *
   * Only a Plugin in a `manual` marketplace takes uploads; a Plugin synchronized
   * from a repository gets its versions from the repository. When the Plugin is in
   * the organization's library marketplace, a version that adds a skill with the
   * name of an organization skill that this API does not list is refused with a 409:
   * `error_code` `skill_name_taken`, with that name in `details.skill_name`. A 503
   * with `error_code` `registration_pending` means the version was stored but is not
   * yet usable; a later version create on the Plugin completes it.
   *
   * For a worked example, see
   * [Create a version](/docs/en/manage-claude/plugins-api#create-a-version) in the
   * Plugins API guide.
   *
   * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @throws {CMEKKeyDisabledError}
   * @throws {CMEKKeyNetworkBlockedError}
   * @throws {BetaUnsupportedCharsetError}
   * @throws {SandboxEgressRestrictedError}
   * @throws {BetaSkillNameTakenError}
   * @throws {BetaRegistrationPendingError}
   *
   * @example
   * ```ts
   * const betaPluginVersion =
   *   await client.beta.organization.plugins.versions.create(
   *     'plugin_id',
   *     { files: [fs.createReadStream('path/to/file')] },
   *   );
   * ```
   */
  create(pluginID, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/plugins/${pluginID}/versions`, multipartFormRequestOptions({
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugins.versions.create", options, {
        route: "/v1/organizations/plugins/{plugin_id}/versions",
        attributes: { "anthropic.organization.plugin.id": pluginID },
        createdIDAttribute: "anthropic.organization.plugin.version.id"
      })
    }, this._client));
  }
  /**
   * Retrieve one version of a Plugin by its ID, or the Plugin's newest version.
   *
   * **Accepted credentials:** an Admin API key with the `read:plugins` or
   * `read:org_audit` scope, or a Compliance Access Key with the
   * `read:compliance_org_data` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @example
   * ```ts
   * const betaPluginVersion =
   *   await client.beta.organization.plugins.versions.retrieve(
   *     'version',
   *     { plugin_id: 'plugin_id' },
   *   );
   * ```
   */
  retrieve(version, params, options) {
    const { plugin_id, betas, ...query } = params;
    return this._client.get(path`/v1/organizations/plugins/${plugin_id}/versions/${version}`, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugins.versions.retrieve", options, {
        route: "/v1/organizations/plugins/{plugin_id}/versions/{version}",
        queryParams: ["organization_id"],
        attributes: {
          "anthropic.organization.plugin.id": plugin_id,
          "anthropic.organization.plugin.version.id": version
        }
      })
    });
  }
  /**
   * List a Plugin's versions, newest first.
   *
   * The first item of the first page is the version the Plugin's `latest_version_id`
   * refers to.
   *
   * **Accepted credentials:** an Admin API key with the `read:plugins` or
   * `read:org_audit` scope, or a Compliance Access Key with the
   * `read:compliance_org_data` scope.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaPluginVersion of client.beta.organization.plugins.versions.list(
   *   'plugin_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(pluginID, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/organizations/plugins/${pluginID}/versions`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.plugins.versions.list", options, {
        route: "/v1/organizations/plugins/{plugin_id}/versions",
        queryParams: ["limit", "organization_id", "page"],
        attributes: { "anthropic.organization.plugin.id": pluginID }
      })
    });
  }
  /**
   * Download one version's `.zip` archive, exactly as stored. Downloads of Plugins
   * from members' personal plugin marketplaces can be recorded on the Compliance API
   * activity feed.
   *
   * The response body is the archive (`Content-Type: application/zip`), sent as an
   * attachment whose filename is derived from the Plugin's name; name saved files
   * from the IDs in the request path, since that filename is not unique.
   *
   * **Accepted credentials:** an Admin API key with the `read:plugins` or
   * `read:org_audit` scope, or a Compliance Access Key with the
   * `read:compliance_org_data` scope.
   *
   * Every read scope above (`read:plugins`, `read:org_audit`, and
   * `read:compliance_org_data`) can download the files of plugins in members'
   * personal marketplaces, including files that claude.ai's admin settings do not
   * show, and a `read:org_audit` or `read:compliance_org_data` key created for all
   * of your parent organization's linked organizations can do this in any
   * organization under it that has access to this API, by passing `organization_id`.
   * The Compliance API activity feed can record such a download as a
   * `claude_plugin_archive_accessed` event, which identifies the key, the plugin,
   * the version, and the member. It does so only while activity events are captured
   * for the plugin's organization, and a record is not guaranteed even then. The
   * files are served whether or not the download is recorded. Downloads of
   * organization-owned plugins are not recorded.
   *
   * Every request must include the beta header
   * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
   * exactly as if the endpoint did not exist. The Plugins API is in beta and is
   * available to Claude Enterprise organizations only. It is not available to Claude
   * Platform (Claude Console) organizations, or to organizations with HIPAA
   * readiness enabled.
   *
   * @throws {CMEKKeyDisabledError}
   * @throws {CMEKKeyNetworkBlockedError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const response =
   *   await client.beta.organization.plugins.versions.download(
   *     'version',
   *     { plugin_id: 'plugin_id' },
   *   );
   *
   * const content = await response.blob();
   * console.log(content);
   * ```
   */
  download(version, params, options) {
    const { plugin_id, betas, ...query } = params;
    return this._client.get(path`/v1/organizations/plugins/${plugin_id}/versions/${version}/content`, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString(),
          Accept: "application/binary"
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __binaryResponse: true,
      __span: startApiCallSpan(this._client, "anthropic.organization.plugins.versions.download", options, {
        route: "/v1/organizations/plugins/{plugin_id}/versions/{version}/content",
        queryParams: ["organization_id"],
        attributes: {
          "anthropic.organization.plugin.id": plugin_id,
          "anthropic.organization.plugin.version.id": version
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/plugins/plugins.mjs
var BetaScanFailedError = /* @__PURE__ */ (() => {
  class BetaScanFailedError2 extends BadRequestError {
  }
  BetaScanFailedError2._errorName = "BetaScanFailedError";
  return BetaScanFailedError2;
})();
var BetaPluginNameTakenError = /* @__PURE__ */ (() => {
  class BetaPluginNameTakenError2 extends ConflictError {
  }
  BetaPluginNameTakenError2._errorName = "BetaPluginNameTakenError";
  return BetaPluginNameTakenError2;
})();
var BetaScanPendingError = /* @__PURE__ */ (() => {
  class BetaScanPendingError2 extends ConflictError {
  }
  BetaScanPendingError2._errorName = "BetaScanPendingError";
  return BetaScanPendingError2;
})();
var BetaSkillNameTakenError = /* @__PURE__ */ (() => {
  class BetaSkillNameTakenError2 extends ConflictError {
  }
  BetaSkillNameTakenError2._errorName = "BetaSkillNameTakenError";
  return BetaSkillNameTakenError2;
})();
var BetaRegistrationPendingError = /* @__PURE__ */ (() => {
  class BetaRegistrationPendingError2 extends ServiceUnavailableError {
  }
  BetaRegistrationPendingError2._errorName = "BetaRegistrationPendingError";
  return BetaRegistrationPendingError2;
})();
var Plugins2 = /* @__PURE__ */ (() => {
  class Plugins3 extends APIResource {
    constructor() {
      super(...arguments);
      this.versions = new Versions2(this._client);
      this.installationSettings = new InstallationSettings(this._client);
      this.shares = new Shares(this._client);
    }
    /**
     * Create an organization-owned Plugin and its first version by uploading the
     * version's files.
     *
     * The upload is `multipart/form-data`: the version's files (`files`, each part
     * sent as `files[]`), with an optional `marketplace_id` and `release_notes`. The
     * manifest's `name` becomes the Plugin's `name`, and `display_name`, `description`
     * and `manifest_version` come from the manifest too.
     *
     * `name` may contain lowercase letters (from any alphabet), digits, and hyphens,
     * up to 64 characters. Uppercase letters, spaces, underscores, and other
     * punctuation are rejected.
     *
     * The `name` must be unique within the marketplace: a name already taken returns a
     * 409 with `error_code` `plugin_name_taken` and, when a Plugin holds it, that
     * Plugin's ID in `details.plugin_id`. A Plugin going into the organization's
     * library marketplace is also refused with a 409 when one of its skills has the
     * name of an organization skill that this API does not list: `error_code`
     * `skill_name_taken`, with that name in `details.skill_name`; rename the skill, or
     * remove the organization skill in claude.ai. A 503 with `error_code`
     * `registration_pending` means the Plugin and its version were stored (their IDs
     * are in `details`) but are not yet usable in claude.ai: do not retry the create
     * (the retry would return `plugin_name_taken`); create a version on the stored
     * Plugin instead, which completes it.
     *
     * For a worked example, see
     * [Create a plugin](/docs/en/manage-claude/plugins-api#create-a-plugin) in the
     * Plugins API guide.
     *
     * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
     *
     * Every request must include the beta header
     * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
     * exactly as if the endpoint did not exist. The Plugins API is in beta and is
     * available to Claude Enterprise organizations only. It is not available to Claude
     * Platform (Claude Console) organizations, or to organizations with HIPAA
     * readiness enabled.
     *
     * @throws {CMEKKeyDisabledError}
     * @throws {CMEKKeyNetworkBlockedError}
     * @throws {BetaUnsupportedCharsetError}
     * @throws {SandboxEgressRestrictedError}
     * @throws {BetaPluginNameTakenError}
     * @throws {BetaSkillNameTakenError}
     * @throws {BetaRegistrationPendingError}
     *
     * @example
     * ```ts
     * const betaPlugin =
     *   await client.beta.organization.plugins.create({
     *     files: [fs.createReadStream('path/to/file')],
     *   });
     * ```
     */
    create(params, options) {
      const { betas, ...body } = params;
      return this._client.post("/v1/organizations/plugins", multipartFormRequestOptions({
        body,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.plugins.create", options, {
          route: "/v1/organizations/plugins",
          createdIDAttribute: "anthropic.organization.plugin.id"
        })
      }, this._client));
    }
    /**
     * Retrieve a Plugin by ID.
     *
     * **Accepted credentials:** an Admin API key with the `read:plugins` or
     * `read:org_audit` scope, or a Compliance Access Key with the
     * `read:compliance_org_data` scope.
     *
     * Every request must include the beta header
     * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
     * exactly as if the endpoint did not exist. The Plugins API is in beta and is
     * available to Claude Enterprise organizations only. It is not available to Claude
     * Platform (Claude Console) organizations, or to organizations with HIPAA
     * readiness enabled.
     *
     * @example
     * ```ts
     * const betaPlugin =
     *   await client.beta.organization.plugins.retrieve(
     *     'plugin_id',
     *   );
     * ```
     */
    retrieve(pluginID, params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.get(path`/v1/organizations/plugins/${pluginID}`, {
        query,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.plugins.retrieve", options, {
          route: "/v1/organizations/plugins/{plugin_id}",
          queryParams: ["organization_id"],
          attributes: { "anthropic.organization.plugin.id": pluginID }
        })
      });
    }
    /**
     * Change which stored version of an organization-owned Plugin is served to
     * members, for example to roll back to an earlier one. This pins the served
     * version: later uploads through this API are stored but no longer change what is
     * served, and pinning cannot currently be undone, here or in claude.ai.
     *
     * A version from claude.ai might still change what is served: see
     * [Versions and the served version](/docs/en/manage-claude/plugins-api#versions-and-the-served-version)
     * in the Plugins API guide.
     *
     * Pass the version as `served_version_id`: an earlier one to roll back, a later
     * one to start serving a version that was stored without being served, or the one
     * already served to pin it without changing what is served. No new version is
     * created.
     *
     * When the organization has content scanning enabled, a version whose
     * `content_scan.status` is `processing` is refused with a 409 (`error_code`
     * `scan_pending`; retry once the scan finishes). A version whose
     * `content_scan.status` is `errored`, or whose `content_scan.assessment` is `fail`
     * or `unknown`, is refused with a 400 (`error_code` `scan_failed`); a `warn` is
     * accepted. If the scan outcome cannot be read at that moment, the request fails
     * with a retryable 503 instead. When the Plugin is in the organization's library
     * marketplace, a version other than the one served is also refused with a 409 when
     * an organization skill that this API does not list has since taken the name of
     * one of its skills: `error_code` `skill_name_taken`, with that name in
     * `details.skill_name`. A member-owned Plugin cannot be updated here (403).
     *
     * This endpoint does not write installation settings; they are written at
     * `/v1/organizations/plugins/{plugin_id}/installation_settings/{target}`.
     *
     * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
     *
     * Every request must include the beta header
     * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
     * exactly as if the endpoint did not exist. The Plugins API is in beta and is
     * available to Claude Enterprise organizations only. It is not available to Claude
     * Platform (Claude Console) organizations, or to organizations with HIPAA
     * readiness enabled.
     *
     * @throws {CMEKKeyDisabledError}
     * @throws {CMEKKeyNetworkBlockedError}
     * @throws {BetaScanFailedError}
     * @throws {SandboxEgressRestrictedError}
     * @throws {BetaScanPendingError}
     * @throws {BetaSkillNameTakenError}
     *
     * @example
     * ```ts
     * const betaPlugin =
     *   await client.beta.organization.plugins.update(
     *     'plugin_id',
     *     {
     *       served_version_id:
     *         'pluginver_01KaZmQpRsTuVwXyZ2b4c6d8',
     *     },
     *   );
     * ```
     */
    update(pluginID, params, options) {
      const { betas, ...body } = params;
      return this._client.post(path`/v1/organizations/plugins/${pluginID}`, {
        body,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.plugins.update", options, {
          route: "/v1/organizations/plugins/{plugin_id}",
          attributes: { "anthropic.organization.plugin.id": pluginID }
        })
      });
    }
    /**
     * List the Plugins created under the organization, newest first: those in the
     * organization's own plugin marketplaces and those in members' personal plugin
     * marketplaces.
     *
     * Plugins in members' personal marketplaces are listed with the same detail as the
     * organization's own, and their files can be downloaded through the version
     * archive endpoint. Those downloads can be recorded on the Compliance API activity
     * feed; the version archive endpoint says when.
     *
     * **Accepted credentials:** an Admin API key with the `read:plugins` or
     * `read:org_audit` scope, or a Compliance Access Key with the
     * `read:compliance_org_data` scope.
     *
     * Every request must include the beta header
     * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
     * exactly as if the endpoint did not exist. The Plugins API is in beta and is
     * available to Claude Enterprise organizations only. It is not available to Claude
     * Platform (Claude Console) organizations, or to organizations with HIPAA
     * readiness enabled.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaPlugin of client.beta.organization.plugins.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.getAPIList("/v1/organizations/plugins", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.plugins.list", options, {
          route: "/v1/organizations/plugins",
          queryParams: [
            "created_at[gt]",
            "created_at[gte]",
            "created_at[lt]",
            "created_at[lte]",
            "limit",
            "marketplace_id",
            "organization_id",
            "owner_type",
            "owner_user_id",
            "page"
          ]
        })
      });
    }
    /**
     * Permanently delete a Plugin and every version it holds, exactly as when an
     * administrator deletes it in claude.ai. The Plugin may belong to the organization
     * or to a member, including a member who has since left the organization. Do not
     * delete a Plugin only because your pipeline did not create it: a member or an
     * administrator might have added it in claude.ai.
     *
     * An organization-owned Plugin's installation settings go with it; a member-owned
     * Plugin's shares are withdrawn and its owner no longer has it.
     *
     * To take an organization-owned Plugin out of use reversibly, set its
     * organization-wide installation setting to `not_available` instead (and remove or
     * change any group settings, which override it for their members). Only a Plugin
     * in a `manual` marketplace can be deleted here; one synchronized from a
     * repository is removed by removing it from the repository (400).
     *
     * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
     *
     * Every request must include the beta header
     * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
     * exactly as if the endpoint did not exist. The Plugins API is in beta and is
     * available to Claude Enterprise organizations only. It is not available to Claude
     * Platform (Claude Console) organizations, or to organizations with HIPAA
     * readiness enabled.
     *
     * @throws {CMEKKeyDisabledError}
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaDeletedPlugin =
     *   await client.beta.organization.plugins.delete(
     *     'plugin_id',
     *   );
     * ```
     */
    delete(pluginID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.delete(path`/v1/organizations/plugins/${pluginID}`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "ce-plugins-2026-09-01"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.plugins.delete", options, {
          route: "/v1/organizations/plugins/{plugin_id}",
          attributes: { "anthropic.organization.plugin.id": pluginID }
        })
      });
    }
  }
  Plugins3.BetaScanFailedError = BetaScanFailedError;
  Plugins3.BetaPluginNameTakenError = BetaPluginNameTakenError;
  Plugins3.BetaScanPendingError = BetaScanPendingError;
  Plugins3.BetaSkillNameTakenError = BetaSkillNameTakenError;
  Plugins3.BetaRegistrationPendingError = BetaRegistrationPendingError;
  Plugins3.Versions = Versions2;
  Plugins3.InstallationSettings = InstallationSettings;
  Plugins3.Shares = Shares;
  return Plugins3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/providers/google/projects/data-controls.mjs
var DataControls = class extends APIResource {
  /**
   * Get a Google Cloud project's encryption keys and storage buckets for Claude on
   * Google Cloud's Agent Platform, with each region's status.
   *
   * Your organization must have proved that it owns the project.
   *
   * @example
   * ```ts
   * const betaGoogleManagedProjectDataControls =
   *   await client.beta.organization.providers.google.projects.dataControls.retrieve(
   *     '123456789012',
   *   );
   * ```
   */
  retrieve(projectNumber, params = {}, options) {
    const { betas } = params ?? {};
    return this._client.get(path`/v1/organizations/providers/google/projects/${projectNumber}/data_controls`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "google-managed-data-controls-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.providers.google.projects.data_controls.retrieve", options, {
        route: "/v1/organizations/providers/google/projects/{project_number}/data_controls",
        attributes: { "anthropic.organization.provider.google.project.id": projectNumber }
      })
    });
  }
  /**
   * Turn a control on or off, or change the key or bucket set for a region. Controls
   * and regions that you leave out stay as they are.
   *
   * Your organization must have proved that it owns the project. Only one
   * organization at a time can have controls turned on for a project.
   *
   * **Requires a credential that identifies a user or a service account**: an OAuth
   * access token with the `org:admin` scope, or an organization-scoped API key that
   * belongs to a user or service account whose organization role can update these
   * controls. The `admin`, `owner` and `primary_owner` roles can. An Admin API key
   * gets a `403` error.
   *
   * @throws {BetaCMEKNotApprovedError}
   * @throws {BetaExternalKeyNotFoundError}
   * @throws {BetaExternalKeyProviderMismatchError}
   * @throws {BetaGCPProjectNotVerifiedError}
   * @throws {KeyProfileMismatchError}
   * @throws {BetaOrganizationNotEligibleError}
   * @throws {BetaRegionNotSupportedError}
   * @throws {BetaStorageNotApprovedError}
   * @throws {SandboxEgressRestrictedError}
   * @throws {BetaGCPProjectControlledByAnotherOrganizationError}
   * @throws {BetaStorageInUseError}
   * @throws {BetaAuthorizationCheckUnavailableError}
   *
   * @example
   * ```ts
   * const betaGoogleManagedProjectDataControls =
   *   await client.beta.organization.providers.google.projects.dataControls.update(
   *     '123456789012',
   *     {},
   *   );
   * ```
   */
  update(projectNumber, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/providers/google/projects/${projectNumber}/data_controls`, {
      body,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "google-managed-data-controls-2026-09-01"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.providers.google.projects.data_controls.update", options, {
        route: "/v1/organizations/providers/google/projects/{project_number}/data_controls",
        attributes: { "anthropic.organization.provider.google.project.id": projectNumber }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/providers/google/projects/projects.mjs
var Projects2 = /* @__PURE__ */ (() => {
  class Projects3 extends APIResource {
    constructor() {
      super(...arguments);
      this.dataControls = new DataControls(this._client);
    }
  }
  Projects3.DataControls = DataControls;
  return Projects3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/providers/google/google.mjs
var Google = /* @__PURE__ */ (() => {
  class Google3 extends APIResource {
    constructor() {
      super(...arguments);
      this.projects = new Projects2(this._client);
    }
  }
  Google3.Projects = Projects2;
  return Google3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/providers/providers.mjs
var Providers = /* @__PURE__ */ (() => {
  class Providers3 extends APIResource {
    constructor() {
      super(...arguments);
      this.google = new Google(this._client);
    }
  }
  Providers3.Google = Google;
  return Providers3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/rbac-groups/members.mjs
var Members = class extends APIResource {
  /**
   * List members of an RBAC Group.
   *
   * The RBAC Groups API is available to Claude Enterprise organizations only.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaRBACGroupMember of client.beta.organization.rbacGroups.members.list(
   *   'rbac_group_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(rbacGroupID, query = {}, options) {
    return this._client.getAPIList(path`/v1/organizations/rbac_groups/${rbacGroupID}/members`, PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.rbac_groups.members.list", options, {
        route: "/v1/organizations/rbac_groups/{rbac_group_id}/members",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.organization.rbac_group.id": rbacGroupID }
      })
    });
  }
  /**
   * Add a User to an RBAC Group. Membership of groups provisioned by an identity
   * provider (source type `"scim"`) cannot be modified via the API while an
   * organization in the tenant uses SCIM provisioning.
   *
   * The RBAC Groups API is available to Claude Enterprise organizations only.
   *
   * @throws {RBACGroupGrantsOwnerAccessError}
   * @throws {RBACGroupOwnerAccessUnconfirmedError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaRBACGroupMember =
   *   await client.beta.organization.rbacGroups.members.add(
   *     'rbac_group_id',
   *     { user_id: 'user_01WxYzAbCdEfGhJkMnPqRsTu' },
   *   );
   * ```
   */
  add(rbacGroupID, body, options) {
    return this._client.post(path`/v1/organizations/rbac_groups/${rbacGroupID}/members`, {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.rbac_groups.members.add", options, {
        route: "/v1/organizations/rbac_groups/{rbac_group_id}/members",
        attributes: { "anthropic.organization.rbac_group.id": rbacGroupID },
        createdIDAttribute: "anthropic.organization.rbac_group.member.id",
        createdIDField: "user_id"
      })
    });
  }
  /**
   * Remove a User from an RBAC Group. Membership of groups provisioned by an
   * identity provider (source type `"scim"`) cannot be modified via the API while an
   * organization in the tenant uses SCIM provisioning.
   *
   * The RBAC Groups API is available to Claude Enterprise organizations only.
   *
   * @throws {RBACGroupGrantsOwnerAccessError}
   * @throws {RBACGroupOwnerAccessUnconfirmedError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaDeletedRBACGroupMember =
   *   await client.beta.organization.rbacGroups.members.remove(
   *     'user_id',
   *     { rbac_group_id: 'rbac_group_id' },
   *   );
   * ```
   */
  remove(userID, params, options) {
    const { rbac_group_id } = params;
    return this._client.delete(path`/v1/organizations/rbac_groups/${rbac_group_id}/members/${userID}`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.rbac_groups.members.remove", options, {
        route: "/v1/organizations/rbac_groups/{rbac_group_id}/members/{user_id}",
        attributes: {
          "anthropic.organization.rbac_group.id": rbac_group_id,
          "anthropic.organization.rbac_group.member.id": userID
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/rbac-groups/rbac-groups.mjs
var BetaRBACGroupNotFoundError = /* @__PURE__ */ (() => {
  class BetaRBACGroupNotFoundError2 extends NotFoundError {
  }
  BetaRBACGroupNotFoundError2._errorName = "BetaRBACGroupNotFoundError";
  return BetaRBACGroupNotFoundError2;
})();
var RBACGroups2 = /* @__PURE__ */ (() => {
  class RBACGroups3 extends APIResource {
    constructor() {
      super(...arguments);
      this.members = new Members(this._client);
    }
    /**
     * Create an RBAC Group in the Claude Enterprise tenant. Groups created via the API
     * have source type `"direct"`.
     *
     * The RBAC Groups API is available to Claude Enterprise organizations only.
     *
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaRBACGroup =
     *   await client.beta.organization.rbacGroups.create({
     *     name: 'Engineering',
     *   });
     * ```
     */
    create(body, options) {
      return this._client.post("/v1/organizations/rbac_groups", {
        body,
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.rbac_groups.create", options, {
          route: "/v1/organizations/rbac_groups",
          createdIDAttribute: "anthropic.organization.rbac_group.id"
        })
      });
    }
    /**
     * Retrieve an RBAC Group by ID.
     *
     * The RBAC Groups API is available to Claude Enterprise organizations only.
     *
     * @example
     * ```ts
     * const betaRBACGroup =
     *   await client.beta.organization.rbacGroups.retrieve(
     *     'rbac_group_id',
     *   );
     * ```
     */
    retrieve(rbacGroupID, options) {
      return this._client.get(path`/v1/organizations/rbac_groups/${rbacGroupID}`, {
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.rbac_groups.retrieve", options, {
          route: "/v1/organizations/rbac_groups/{rbac_group_id}",
          attributes: { "anthropic.organization.rbac_group.id": rbacGroupID }
        })
      });
    }
    /**
     * Update an RBAC Group's name. Groups provisioned by an identity provider (source
     * type `"scim"`) cannot be modified via the API while an organization in the
     * tenant uses SCIM provisioning.
     *
     * The RBAC Groups API is available to Claude Enterprise organizations only.
     *
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaRBACGroup =
     *   await client.beta.organization.rbacGroups.update(
     *     'rbac_group_id',
     *     {},
     *   );
     * ```
     */
    update(rbacGroupID, body, options) {
      return this._client.post(path`/v1/organizations/rbac_groups/${rbacGroupID}`, {
        body,
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.rbac_groups.update", options, {
          route: "/v1/organizations/rbac_groups/{rbac_group_id}",
          attributes: { "anthropic.organization.rbac_group.id": rbacGroupID }
        })
      });
    }
    /**
     * List RBAC Groups in the Claude Enterprise tenant.
     *
     * The RBAC Groups API is available to Claude Enterprise organizations only.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaRBACGroup of client.beta.organization.rbacGroups.list()) {
     *   // ...
     * }
     * ```
     */
    list(query = {}, options) {
      return this._client.getAPIList("/v1/organizations/rbac_groups", PageCursor, {
        query,
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.rbac_groups.list", options, {
          route: "/v1/organizations/rbac_groups",
          queryParams: ["limit", "page"]
        })
      });
    }
    /**
     * Delete an RBAC Group. Groups provisioned by an identity provider (source type
     * `"scim"`) cannot be deleted via the API while an organization in the tenant uses
     * SCIM provisioning.
     *
     * The RBAC Groups API is available to Claude Enterprise organizations only.
     *
     * @throws {RBACGroupGrantsOwnerAccessError}
     * @throws {RBACGroupOwnerAccessUnconfirmedError}
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaDeletedRBACGroup =
     *   await client.beta.organization.rbacGroups.delete(
     *     'rbac_group_id',
     *   );
     * ```
     */
    delete(rbacGroupID, options) {
      return this._client.delete(path`/v1/organizations/rbac_groups/${rbacGroupID}`, {
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.rbac_groups.delete", options, {
          route: "/v1/organizations/rbac_groups/{rbac_group_id}",
          attributes: { "anthropic.organization.rbac_group.id": rbacGroupID }
        })
      });
    }
  }
  RBACGroups3.BetaRBACGroupNotFoundError = BetaRBACGroupNotFoundError;
  RBACGroups3.Members = Members;
  return RBACGroups3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/rbac-roles/permissions.mjs
var Permissions = class extends APIResource {
  /**
   * List the permissions an RBAC Role grants.
   *
   * The RBAC Roles API is available to Claude Enterprise organizations only.
   *
   * @throws {OrganizationTypeNotSupportedError}
   * @throws {ParentOrganizationRequiredError}
   * @throws {RBACRoleNotFoundError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaRBACRolePermission of client.beta.organization.rbacRoles.permissions.list(
   *   'rbac_role_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(rbacRoleID, query = {}, options) {
    return this._client.getAPIList(path`/v1/organizations/rbac_roles/${rbacRoleID}/permissions`, PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.rbac_roles.permissions.list", options, {
        route: "/v1/organizations/rbac_roles/{rbac_role_id}/permissions",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.organization.rbac_role.id": rbacRoleID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/rbac-roles/rbac-roles.mjs
var RBACRoles = /* @__PURE__ */ (() => {
  class RBACRoles2 extends APIResource {
    constructor() {
      super(...arguments);
      this.permissions = new Permissions(this._client);
    }
    /**
     * Retrieve an RBAC Role by ID.
     *
     * The RBAC Roles API is available to Claude Enterprise organizations only.
     *
     * @throws {OrganizationTypeNotSupportedError}
     * @throws {ParentOrganizationRequiredError}
     * @throws {RBACRoleNotFoundError}
     *
     * @example
     * ```ts
     * const betaRBACRole =
     *   await client.beta.organization.rbacRoles.retrieve(
     *     'rbac_role_id',
     *   );
     * ```
     */
    retrieve(rbacRoleID, options) {
      return this._client.get(path`/v1/organizations/rbac_roles/${rbacRoleID}`, {
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.rbac_roles.retrieve", options, {
          route: "/v1/organizations/rbac_roles/{rbac_role_id}",
          attributes: { "anthropic.organization.rbac_role.id": rbacRoleID }
        })
      });
    }
    /**
     * List RBAC Roles in the organization.
     *
     * The RBAC Roles API is available to Claude Enterprise organizations only.
     *
     * @throws {OrganizationTypeNotSupportedError}
     * @throws {ParentOrganizationRequiredError}
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaRBACRole of client.beta.organization.rbacRoles.list()) {
     *   // ...
     * }
     * ```
     */
    list(query = {}, options) {
      return this._client.getAPIList("/v1/organizations/rbac_roles", PageCursor, {
        query,
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.rbac_roles.list", options, {
          route: "/v1/organizations/rbac_roles",
          queryParams: ["limit", "page"]
        })
      });
    }
  }
  RBACRoles2.Permissions = Permissions;
  return RBACRoles2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/service-accounts/workspaces.mjs
var Workspaces2 = class extends APIResource {
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * List the workspaces a service account is a member of.
   *
   * Each entry includes the service account's `workspace_role` in that workspace.
   * Use `limit` and the `next_page` cursor to paginate. When the service account has
   * no explicit default-workspace membership, the implicit (`implicit: true`)
   * membership is returned as the first entry on the first page; with `limit=1` the
   * first page may return up to 2 entries (the implicit entry plus one explicit
   * membership) so a pagination cursor can be derived. Memberships are returned only
   * while the service account is active. Without a `page` cursor, an archived
   * service account returns an empty list. A `page` cursor that does not match an
   * active membership returns a 400 invalid-request error. A cursor stops matching
   * when the membership is removed, the workspace is deleted, or the service account
   * is archived. Restart pagination from the first page to recover.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaServiceAccountWorkspaceMember of client.beta.organization.serviceAccounts.workspaces.list(
   *   'service_account_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(serviceAccountID, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/organizations/service_accounts/${serviceAccountID}/workspaces`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.service_accounts.workspaces.list", options, {
        route: "/v1/organizations/service_accounts/{service_account_id}/workspaces",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.organization.service_account.id": serviceAccountID }
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Add a service account to a workspace with the given `workspace_role`.
   *
   * Mirror of `POST /workspaces/{workspace_id}/service_accounts`, addressed from the
   * service-account side; both create the same membership. If the service account is
   * already an explicit member of the workspace, its `workspace_role` is replaced
   * with the value supplied here. Archived workspaces return 400. Archived service
   * accounts cannot be added and are rejected.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaServiceAccountWorkspaceMember =
   *   await client.beta.organization.serviceAccounts.workspaces.add(
   *     'service_account_id',
   *     {
   *       workspace_id: 'workspace_id',
   *       workspace_role: 'workspace_admin',
   *     },
   *   );
   * ```
   */
  add(serviceAccountID, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/service_accounts/${serviceAccountID}/workspaces`, {
      body,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.service_accounts.workspaces.add", options, {
        route: "/v1/organizations/service_accounts/{service_account_id}/workspaces",
        attributes: { "anthropic.organization.service_account.id": serviceAccountID },
        createdIDAttribute: "anthropic.organization.service_account.workspace.id",
        createdIDField: "workspace_id"
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Remove a service account from a workspace.
   *
   * Mirror of
   * `DELETE /workspaces/{workspace_id}/service_accounts/{service_account_id}`,
   * addressed from the service-account side. Removal is idempotent (returns 200 even
   * if the membership was already removed). A DELETE against the implicit
   * default-workspace membership returns 200 but is a no-op and the membership
   * persists; deleting an explicit default-workspace row reverts to the implicit
   * `workspace_user` membership. Archived workspaces return 400.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const workspace =
   *   await client.beta.organization.serviceAccounts.workspaces.remove(
   *     'workspace_id',
   *     { service_account_id: 'service_account_id' },
   *   );
   * ```
   */
  remove(workspaceID, params, options) {
    const { service_account_id, betas } = params;
    return this._client.delete(path`/v1/organizations/service_accounts/${service_account_id}/workspaces/${workspaceID}`, {
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.service_accounts.workspaces.remove", options, {
        route: "/v1/organizations/service_accounts/{service_account_id}/workspaces/{workspace_id}",
        attributes: {
          "anthropic.organization.service_account.id": service_account_id,
          "anthropic.organization.service_account.workspace.id": workspaceID
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/service-accounts/service-accounts.mjs
var ServiceAccounts = /* @__PURE__ */ (() => {
  class ServiceAccounts3 extends APIResource {
    constructor() {
      super(...arguments);
      this.workspaces = new Workspaces2(this._client);
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * Create a service account.
     *
     * A service account is a named workload identity that federation rules target.
     * `organization_role` is `developer` (default) or `admin`; a rule may only be
     * created or retargeted to grant `org:admin` scope when the target's
     * `organization_role` is `admin`. Creating an `admin`-role service account
     * requires an interactive credential (a user OAuth token or a Console session) — a
     * workload may only create `developer`-role service accounts.
     *
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaServiceAccount =
     *   await client.beta.organization.serviceAccounts.create({
     *     name: 'ci-deploy-bot',
     *   });
     * ```
     */
    create(params, options) {
      const { betas, ...body } = params;
      return this._client.post("/v1/organizations/service_accounts", {
        body,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.service_accounts.create", options, {
          route: "/v1/organizations/service_accounts",
          createdIDAttribute: "anthropic.organization.service_account.id"
        })
      });
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * Retrieve a service account by its ID (`svac_...`).
     *
     * @example
     * ```ts
     * const betaServiceAccount =
     *   await client.beta.organization.serviceAccounts.retrieve(
     *     'service_account_id',
     *   );
     * ```
     */
    retrieve(serviceAccountID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.get(path`/v1/organizations/service_accounts/${serviceAccountID}`, {
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.service_accounts.retrieve", options, {
          route: "/v1/organizations/service_accounts/{service_account_id}",
          attributes: { "anthropic.organization.service_account.id": serviceAccountID }
        })
      });
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * Update a service account.
     *
     * Only `description` and `organization_role` are mutable; `name` cannot be
     * changed. Archived service accounts cannot be updated; this returns 400. Setting
     * `organization_role` to `admin` (even when unchanged) requires an interactive
     * credential (a user OAuth token or a Console session).
     *
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaServiceAccount =
     *   await client.beta.organization.serviceAccounts.update(
     *     'service_account_id',
     *     {},
     *   );
     * ```
     */
    update(serviceAccountID, params, options) {
      const { betas, ...body } = params;
      return this._client.post(path`/v1/organizations/service_accounts/${serviceAccountID}`, {
        body,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.service_accounts.update", options, {
          route: "/v1/organizations/service_accounts/{service_account_id}",
          attributes: { "anthropic.organization.service_account.id": serviceAccountID }
        })
      });
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * List service accounts in the caller's organization.
     *
     * Results are ordered by creation time, newest first. Use `limit` and the
     * `next_page` cursor to paginate; set `include_archived=true` to include archived
     * service accounts.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaServiceAccount of client.beta.organization.serviceAccounts.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.getAPIList("/v1/organizations/service_accounts", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.service_accounts.list", options, {
          route: "/v1/organizations/service_accounts",
          queryParams: ["include_archived", "limit", "page"]
        })
      });
    }
    /**
     * **Requires an OAuth access token with the `org:admin` scope**, from
     * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
     * API keys are not accepted. See
     * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
     *
     * Archive a service account.
     *
     * Idempotent; re-archiving returns the service account with its original
     * `archived_at`. Rejected with 400 if any live (non-archived) federation rule
     * still targets this service account, same as issuer archival; archive those rules
     * first or change their target to another service account.
     *
     * @throws {APIKeyRequesterUnconfirmedError}
     * @throws {SandboxEgressRestrictedError}
     *
     * @example
     * ```ts
     * const betaServiceAccount =
     *   await client.beta.organization.serviceAccounts.archive(
     *     'service_account_id',
     *   );
     * ```
     */
    archive(serviceAccountID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.post(path`/v1/organizations/service_accounts/${serviceAccountID}/archive`, {
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.service_accounts.archive", options, {
          route: "/v1/organizations/service_accounts/{service_account_id}/archive",
          attributes: { "anthropic.organization.service_account.id": serviceAccountID }
        })
      });
    }
  }
  ServiceAccounts3.Workspaces = Workspaces2;
  return ServiceAccounts3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/spend-limits/effective.mjs
var Effective = class extends APIResource {
  /**
   * List each member's effective spend limit and period-to-date spend.
   *
   * Returns one row per (member, period) the member resolves a spend limit for, with
   * the `source` scope the spend limit was inherited from. Paginates by member, so a
   * member's periods never split across pages. Supported for Claude Enterprise
   * organizations only, not for Claude Console organizations.
   *
   * @throws {OrganizationTypeNotSupportedError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaSpendSummary of client.beta.organization.spendLimits.effective.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/spend_limits/effective", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.spend_limits.effective.list", options, {
        route: "/v1/organizations/spend_limits/effective",
        queryParams: ["limit", "page", "period", "user_ids"]
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/spend-limits/increase-requests.mjs
var IncreaseRequests = class extends APIResource {
  /**
   * Retrieve a spend limit increase request.
   *
   * While `pending`, the response includes a live `spend_summary` for the requester
   * at the request's period.
   *
   * @example
   * ```ts
   * const betaSpendLimitIncreaseRequest =
   *   await client.beta.organization.spendLimits.increaseRequests.retrieve(
   *     'spend_limit_increase_request_id',
   *   );
   * ```
   */
  retrieve(spendLimitIncreaseRequestID, options) {
    return this._client.get(path`/v1/organizations/spend_limit_increase_requests/${spendLimitIncreaseRequestID}`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.spend_limits.increase_requests.retrieve", options, {
        route: "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}",
        attributes: {
          "anthropic.organization.spend_limit_increase_request.id": spendLimitIncreaseRequestID
        }
      })
    });
  }
  /**
   * List spend limit increase requests, most recent first.
   *
   * Pending requests include a live `spend_summary` for the requester. Requests
   * whose requester is no longer a member are excluded.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaSpendLimitIncreaseRequest of client.beta.organization.spendLimits.increaseRequests.list()) {
   *   // ...
   * }
   * ```
   */
  list(query = {}, options) {
    return this._client.getAPIList("/v1/organizations/spend_limit_increase_requests", PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.spend_limits.increase_requests.list", options, {
        route: "/v1/organizations/spend_limit_increase_requests",
        queryParams: ["actor_ids", "limit", "page", "status"]
      })
    });
  }
  /**
   * Approve a pending spend limit increase request.
   *
   * Writes a per-user spend limit at `amount` for the requester and transitions the
   * request to `approved`. `period` defaults to the period the member was blocked
   * on. Anthropic emails the requester unless `suppress_notification` is set.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const response =
   *   await client.beta.organization.spendLimits.increaseRequests.approve(
   *     'spend_limit_increase_request_id',
   *     { amount: '50000' },
   *   );
   * ```
   */
  approve(spendLimitIncreaseRequestID, body, options) {
    return this._client.post(path`/v1/organizations/spend_limit_increase_requests/${spendLimitIncreaseRequestID}/approve`, {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.spend_limits.increase_requests.approve", options, {
        route: "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/approve",
        attributes: {
          "anthropic.organization.spend_limit_increase_request.id": spendLimitIncreaseRequestID
        }
      })
    });
  }
  /**
   * Deny a pending spend limit increase request.
   *
   * Idempotent on `denied`; denying an already-`approved` request returns 400.
   * Anthropic emails the requester unless `suppress_notification` is set.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaSpendLimitIncreaseRequest =
   *   await client.beta.organization.spendLimits.increaseRequests.deny(
   *     'spend_limit_increase_request_id',
   *     {},
   *   );
   * ```
   */
  deny(spendLimitIncreaseRequestID, body, options) {
    return this._client.post(path`/v1/organizations/spend_limit_increase_requests/${spendLimitIncreaseRequestID}/deny`, {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.spend_limits.increase_requests.deny", options, {
        route: "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/deny",
        attributes: {
          "anthropic.organization.spend_limit_increase_request.id": spendLimitIncreaseRequestID
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/spend-limits/spend-limits.mjs
var BetaSpendLimitsAdminAPIWritesNotEnabledError = /* @__PURE__ */ (() => {
  class BetaSpendLimitsAdminAPIWritesNotEnabledError2 extends PermissionDeniedError {
  }
  BetaSpendLimitsAdminAPIWritesNotEnabledError2._errorName = "BetaSpendLimitsAdminAPIWritesNotEnabledError";
  return BetaSpendLimitsAdminAPIWritesNotEnabledError2;
})();
var SpendLimits = /* @__PURE__ */ (() => {
  class SpendLimits2 extends APIResource {
    constructor() {
      super(...arguments);
      this.effective = new Effective(this._client);
      this.increaseRequests = new IncreaseRequests(this._client);
    }
    /**
     * Retrieve a spend limit by ID.
     *
     * @throws {BetaSpendLimitsAdminAPIWritesNotEnabledError}
     *
     * @example
     * ```ts
     * const betaSpendLimit =
     *   await client.beta.organization.spendLimits.retrieve(
     *     'spend_limit_id',
     *   );
     * ```
     */
    retrieve(spendLimitID, options) {
      return this._client.get(path`/v1/organizations/spend_limits/${spendLimitID}`, {
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.spend_limits.retrieve", options, {
          route: "/v1/organizations/spend_limits/{spend_limit_id}",
          attributes: { "anthropic.organization.spend_limit.id": spendLimitID }
        })
      });
    }
    /**
     * List the organization's spend limits.
     *
     * A Claude Console organization's limits, including any read-only `usage_tier`
     * limit, come newest first. Listing them is in an early access preview. To request
     * access, contact your Anthropic account team. A Claude Enterprise organization's
     * limits are grouped by scope type, in the order `organization`, `seat_tier`,
     * `rbac_group`, `organization_service`, `user`; within a type they come in a fixed
     * order that is not creation order.
     *
     * @throws {OrganizationTypeNotSupportedError}
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaSpendLimit of client.beta.organization.spendLimits.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.getAPIList("/v1/organizations/spend_limits", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "spend-limit-reads-2026-09-26"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.spend_limits.list", options, {
          route: "/v1/organizations/spend_limits",
          queryParams: ["limit", "page", "scope_type", "workspace_id"]
        })
      });
    }
    /**
     * Delete a spend limit.
     *
     * For a Claude Enterprise organization, this deletes a per-user override, and the
     * member falls back to any inherited spend limit at that period. Its seat-tier,
     * group, and organization-level rows cannot be deleted via this endpoint. A Claude
     * Console organization deletes its organization and workspace limits, but not its
     * `usage_tier` limit. Deleting organization and workspace limits through the API
     * is in an early access preview.
     *
     * @throws {SandboxEgressRestrictedError}
     * @throws {BetaSpendLimitsAdminAPIWritesNotEnabledError}
     *
     * @example
     * ```ts
     * const spendLimit =
     *   await client.beta.organization.spendLimits.delete(
     *     'spend_limit_id',
     *   );
     * ```
     */
    delete(spendLimitID, options) {
      return this._client.delete(path`/v1/organizations/spend_limits/${spendLimitID}`, {
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.spend_limits.delete", options, {
          route: "/v1/organizations/spend_limits/{spend_limit_id}",
          attributes: { "anthropic.organization.spend_limit.id": spendLimitID }
        })
      });
    }
    /**
     * Set a spend limit.
     *
     * Upsert keyed on (scope, period): setting a limit that already exists overwrites
     * it in place. A Claude Enterprise organization sets `user` limits. Its seat-tier,
     * group, and organization-level defaults are configured in claude.ai. A Claude
     * Console organization sets `organization` and `workspace` limits, which are
     * monthly and always carry an amount. Setting those limits is in an early access
     * preview. To request access, contact your Anthropic account team.
     *
     * @throws {SandboxEgressRestrictedError}
     * @throws {BetaSpendLimitsAdminAPIWritesNotEnabledError}
     *
     * @example
     * ```ts
     * const betaSpendLimit =
     *   await client.beta.organization.spendLimits.set({
     *     amount: '50000',
     *     scope: {
     *       type: 'user',
     *       user_id: 'user_01WxYzAbCdEfGhJkMnPqRsTu',
     *     },
     *   });
     * ```
     */
    set(params, options) {
      const { betas, ...body } = params;
      return this._client.post("/v1/organizations/spend_limits", {
        body,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.spend_limits.set", options, {
          route: "/v1/organizations/spend_limits",
          createdIDAttribute: "anthropic.organization.spend_limit.id"
        })
      });
    }
  }
  SpendLimits2.BetaSpendLimitsAdminAPIWritesNotEnabledError = BetaSpendLimitsAdminAPIWritesNotEnabledError;
  SpendLimits2.Effective = Effective;
  SpendLimits2.IncreaseRequests = IncreaseRequests;
  return SpendLimits2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/telemetry-destinations/workspaces.mjs
var Workspaces3 = class extends APIResource {
  /**
   * List the workspaces on a destination's workspace list, newest entry first.
   *
   * A destination whose `workspaces.type` is `all` doesn't have a list, so its page
   * is empty. The list includes archived workspaces.
   *
   * See the
   * [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#choose-workspaces-for-a-destination)
   * to learn more about choosing the workspaces of a destination.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaTelemetryDestinationWorkspace of client.beta.organization.telemetryDestinations.workspaces.list(
   *   'destination_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(destinationID, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/organizations/telemetry_destinations/${destinationID}/workspaces`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "telemetry-destinations-2026-08-11"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.telemetry_destinations.workspaces.list", options, {
        route: "/v1/organizations/telemetry_destinations/{destination_id}/workspaces",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.organization.telemetry_destination.id": destinationID }
      })
    });
  }
  /**
   * Add one workspace to a destination's workspace list.
   *
   * Under `include` the workspace's spans start going to the destination. Under
   * `exclude` they stop. A list holds at most 1,000 workspaces.
   *
   * Adding a workspace that is already on the list changes nothing and returns the
   * existing entry. An archived workspace that isn't on the list yet can't be added.
   * A destination whose `workspaces.type` is `all` doesn't have a list, so the API
   * returns 400. To change which workspaces such a destination covers, update its
   * `workspaces`.
   *
   * See the
   * [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#choose-workspaces-for-a-destination)
   * to learn more about choosing the workspaces of a destination.
   *
   * @example
   * ```ts
   * const betaTelemetryDestinationWorkspace =
   *   await client.beta.organization.telemetryDestinations.workspaces.add(
   *     'workspace_id',
   *     { destination_id: 'destination_id' },
   *   );
   * ```
   */
  add(workspaceID, params, options) {
    const { destination_id, betas } = params;
    return this._client.post(path`/v1/organizations/telemetry_destinations/${destination_id}/workspaces/${workspaceID}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "telemetry-destinations-2026-08-11"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.telemetry_destinations.workspaces.add", options, {
        route: "/v1/organizations/telemetry_destinations/{destination_id}/workspaces/{workspace_id}",
        attributes: {
          "anthropic.organization.telemetry_destination.id": destination_id,
          "anthropic.organization.telemetry_destination.workspace.id": workspaceID
        }
      })
    });
  }
  /**
   * Remove one workspace from a destination's workspace list.
   *
   * Under `include` the workspace's spans stop going to the destination. Under
   * `exclude` they start. An archived workspace can be removed too.
   *
   * The API returns 404 when the workspace isn't on the list. A destination whose
   * `workspaces.type` is `all` doesn't have a list, so the API returns 400.
   *
   * See the
   * [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#choose-workspaces-for-a-destination)
   * to learn more about choosing the workspaces of a destination.
   *
   * @example
   * ```ts
   * const betaDeletedTelemetryDestinationWorkspace =
   *   await client.beta.organization.telemetryDestinations.workspaces.remove(
   *     'workspace_id',
   *     { destination_id: 'destination_id' },
   *   );
   * ```
   */
  remove(workspaceID, params, options) {
    const { destination_id, betas } = params;
    return this._client.delete(path`/v1/organizations/telemetry_destinations/${destination_id}/workspaces/${workspaceID}`, {
      ...options,
      headers: buildHeaders([
        { "anthropic-beta": [...betas ?? [], "telemetry-destinations-2026-08-11"].toString() },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.telemetry_destinations.workspaces.remove", options, {
        route: "/v1/organizations/telemetry_destinations/{destination_id}/workspaces/{workspace_id}",
        attributes: {
          "anthropic.organization.telemetry_destination.id": destination_id,
          "anthropic.organization.telemetry_destination.workspace.id": workspaceID
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/telemetry-destinations/telemetry-destinations.mjs
var TelemetryDestinations = /* @__PURE__ */ (() => {
  class TelemetryDestinations2 extends APIResource {
    constructor() {
      super(...arguments);
      this.workspaces = new Workspaces3(this._client);
    }
    /**
     * Register an OpenTelemetry destination for the organization.
     *
     * The destination starts in state `enabled`. An organization can have at most 10
     * destinations, including disabled ones.
     *
     * See the
     * [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#add-a-destination)
     * to learn more about adding a destination.
     *
     * @example
     * ```ts
     * const betaTelemetryDestination =
     *   await client.beta.organization.telemetryDestinations.create(
     *     {
     *       endpoint_url: 'https://gateway.example.com',
     *       workspaces: { type: 'all' },
     *     },
     *   );
     * ```
     */
    create(params, options) {
      const { betas, ...body } = params;
      return this._client.post("/v1/organizations/telemetry_destinations", {
        body,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "telemetry-destinations-2026-08-11"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.telemetry_destinations.create", options, {
          route: "/v1/organizations/telemetry_destinations",
          createdIDAttribute: "anthropic.organization.telemetry_destination.id"
        })
      });
    }
    /**
     * Read a destination's configuration, state, and most recent delivery results.
     *
     * See the
     * [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#delivery-and-health)
     * to learn how the API delivers spans and when it disables a destination.
     *
     * @example
     * ```ts
     * const betaTelemetryDestination =
     *   await client.beta.organization.telemetryDestinations.retrieve(
     *     'destination_id',
     *   );
     * ```
     */
    retrieve(destinationID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.get(path`/v1/organizations/telemetry_destinations/${destinationID}`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "telemetry-destinations-2026-08-11"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.telemetry_destinations.retrieve", options, {
          route: "/v1/organizations/telemetry_destinations/{destination_id}",
          attributes: { "anthropic.organization.telemetry_destination.id": destinationID }
        })
      });
    }
    /**
     * Change a telemetry destination's settings, its state, or which workspaces it
     * covers.
     *
     * Send at least one field. Omitted fields keep their stored values, except the
     * registered headers, which a change of the endpoint's hostname or port removes.
     * Only `display_name`, `traces`, `traces.endpoint_url`, `traces.content_mode`,
     * `traces.max_content_bytes`, and individual `headers` values accept `null`.
     *
     * If another request changes the destination while the update runs, the API
     * returns a 409 `conflict_error`. Read the destination again, then retry the
     * update.
     *
     * See the
     * [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#delivery-and-health)
     * to learn more about changing a destination.
     *
     * @example
     * ```ts
     * const betaTelemetryDestination =
     *   await client.beta.organization.telemetryDestinations.update(
     *     'destination_id',
     *     {},
     *   );
     * ```
     */
    update(destinationID, params, options) {
      const { betas, ...body } = params;
      return this._client.post(path`/v1/organizations/telemetry_destinations/${destinationID}`, {
        body,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "telemetry-destinations-2026-08-11"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.telemetry_destinations.update", options, {
          route: "/v1/organizations/telemetry_destinations/{destination_id}",
          attributes: { "anthropic.organization.telemetry_destination.id": destinationID }
        })
      });
    }
    /**
     * List the organization's destinations, newest first, optionally only those that
     * cover given workspaces.
     *
     * See the
     * [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#set-up-api-tracing)
     * to learn more about destinations.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaTelemetryDestination of client.beta.organization.telemetryDestinations.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.getAPIList("/v1/organizations/telemetry_destinations", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "telemetry-destinations-2026-08-11"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.telemetry_destinations.list", options, {
          route: "/v1/organizations/telemetry_destinations",
          queryParams: ["limit", "page", "workspace_ids"]
        })
      });
    }
    /**
     * Delete a destination and its workspace list.
     *
     * The API stops sending spans to the destination. The spans of the workspaces it
     * covered still go to the other destinations that cover them. A deleted
     * destination can't be read, listed, or restored.
     *
     * See the
     * [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#delivery-and-health)
     * to learn more about managing a destination.
     *
     * @example
     * ```ts
     * const betaDeletedTelemetryDestination =
     *   await client.beta.organization.telemetryDestinations.delete(
     *     'destination_id',
     *   );
     * ```
     */
    delete(destinationID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.delete(path`/v1/organizations/telemetry_destinations/${destinationID}`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "telemetry-destinations-2026-08-11"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.telemetry_destinations.delete", options, {
          route: "/v1/organizations/telemetry_destinations/{destination_id}",
          attributes: { "anthropic.organization.telemetry_destination.id": destinationID }
        })
      });
    }
    /**
     * Send one test span, named `anthropic.test`, to the destination with its
     * registered headers, once and without retries, and report the destination's
     * answer. The response is 200 whether or not the destination answered with a 2xx
     * status: its `result` has the type `success`, or the type `failure` and the
     * reason in `error`. The destination's configuration, `state` and
     * `delivery_health` do not change. A disabled destination can be tested too. Wait
     * 10 seconds between tests of one destination; a request that comes sooner may be
     * answered with status 429.
     *
     * @example
     * ```ts
     * const betaTelemetryDestinationTestResponse =
     *   await client.beta.organization.telemetryDestinations.test(
     *     'destination_id',
     *   );
     * ```
     */
    test(destinationID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.post(path`/v1/organizations/telemetry_destinations/${destinationID}/test`, {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...betas ?? [], "telemetry-destinations-2026-08-11"].toString() },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.telemetry_destinations.test", options, {
          route: "/v1/organizations/telemetry_destinations/{destination_id}/test",
          attributes: { "anthropic.organization.telemetry_destination.id": destinationID }
        })
      });
    }
  }
  TelemetryDestinations2.Workspaces = Workspaces3;
  return TelemetryDestinations2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/workspaces/members.mjs
var Members2 = class extends APIResource {
  /**
   * Get Workspace Member
   *
   * @example
   * ```ts
   * const betaWorkspaceMember =
   *   await client.beta.organization.workspaces.members.retrieve(
   *     'user_id',
   *     { workspace_id: 'workspace_id' },
   *   );
   * ```
   */
  retrieve(userID, params, options) {
    const { workspace_id } = params;
    return this._client.get(path`/v1/organizations/workspaces/${workspace_id}/members/${userID}`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.members.retrieve", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/members/{user_id}",
        attributes: {
          "anthropic.organization.workspace.id": workspace_id,
          "anthropic.organization.workspace.member.id": userID
        }
      })
    });
  }
  /**
   * Update Workspace Member
   *
   * @throws {WorkspaceMemberLimitExceededError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaWorkspaceMember =
   *   await client.beta.organization.workspaces.members.update(
   *     'user_id',
   *     {
   *       workspace_id: 'workspace_id',
   *       workspace_role: 'workspace_admin',
   *     },
   *   );
   * ```
   */
  update(userID, params, options) {
    const { workspace_id, ...body } = params;
    return this._client.post(path`/v1/organizations/workspaces/${workspace_id}/members/${userID}`, {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.members.update", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/members/{user_id}",
        attributes: {
          "anthropic.organization.workspace.id": workspace_id,
          "anthropic.organization.workspace.member.id": userID
        }
      })
    });
  }
  /**
   * List Workspace Members
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaWorkspaceMember of client.beta.organization.workspaces.members.list(
   *   'workspace_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(workspaceID, query = {}, options) {
    return this._client.getAPIList(path`/v1/organizations/workspaces/${workspaceID}/members`, Page, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.members.list", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/members",
        queryParams: ["after_id", "before_id", "limit"],
        attributes: { "anthropic.organization.workspace.id": workspaceID }
      })
    });
  }
  /**
   * Create Workspace Member
   *
   * @throws {WorkspaceMemberLimitExceededError}
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaWorkspaceMember =
   *   await client.beta.organization.workspaces.members.add(
   *     'workspace_id',
   *     {
   *       user_id: 'user_01WxYzAbCdEfGhJkMnPqRsTu',
   *       workspace_role: 'workspace_admin',
   *     },
   *   );
   * ```
   */
  add(workspaceID, body, options) {
    return this._client.post(path`/v1/organizations/workspaces/${workspaceID}/members`, {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.members.add", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/members",
        attributes: { "anthropic.organization.workspace.id": workspaceID },
        createdIDAttribute: "anthropic.organization.workspace.member.id",
        createdIDField: "user_id"
      })
    });
  }
  /**
   * Delete Workspace Member
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const member =
   *   await client.beta.organization.workspaces.members.remove(
   *     'user_id',
   *     { workspace_id: 'workspace_id' },
   *   );
   * ```
   */
  remove(userID, params, options) {
    const { workspace_id } = params;
    return this._client.delete(path`/v1/organizations/workspaces/${workspace_id}/members/${userID}`, {
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.members.remove", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/members/{user_id}",
        attributes: {
          "anthropic.organization.workspace.id": workspace_id,
          "anthropic.organization.workspace.member.id": userID
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/workspaces/rate-limits.mjs
var RateLimits2 = class extends APIResource {
  /**
   * Set or clear rate-limit overrides for one rate-limit group in a workspace.
   *
   * Only the limiter types named in `limits` change: an integer `value` sets that
   * type's override and `null` clears it. Types not named keep their current value.
   * A value above the organization's own limit is stored, but the organization limit
   * still applies, so the lower of the two is enforced.
   *
   * Returns the targeted group's entry with this request applied, in the shape
   * `GET /v1/organizations/workspaces/{workspace_id}/rate_limits` returns. Changes
   * take effect within about an hour.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaWorkspaceRateLimit =
   *   await client.beta.organization.workspaces.rateLimits.update(
   *     'rate_limit_id',
   *     {
   *       workspace_id: 'workspace_id',
   *       limits: [{ type: 'fast_itpmca', value: 0 }],
   *     },
   *   );
   * ```
   */
  update(rateLimitID, params, options) {
    const { workspace_id, ...body } = params;
    return this._client.post(path`/v1/organizations/workspaces/${workspace_id}/rate_limits/${rateLimitID}`, {
      body,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.rate_limits.update", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/rate_limits/{rate_limit_id}",
        attributes: {
          "anthropic.organization.workspace.id": workspace_id,
          "anthropic.organization.workspace.rate_limit.id": rateLimitID
        }
      })
    });
  }
  /**
   * List a workspace's rate limits.
   *
   * By default, returns only the groups and limiter types that have a
   * workspace-level override. With `include_inherited=true`, returns every group
   * with organization-level limits the workspace can see, listing for each the
   * values it inherits from the organization as well as its own overrides. Each
   * value's `source` says which it is.
   *
   * When `limit` is omitted, every matching entry is returned in a single page; when
   * `limit` truncates the result, follow `next_page` to fetch the remaining entries.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaWorkspaceRateLimit of client.beta.organization.workspaces.rateLimits.list(
   *   'workspace_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(workspaceID, query = {}, options) {
    return this._client.getAPIList(path`/v1/organizations/workspaces/${workspaceID}/rate_limits`, PageCursor, {
      query,
      ...options,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.rate_limits.list", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/rate_limits",
        queryParams: ["group_type", "include_inherited", "limit", "page"],
        attributes: { "anthropic.organization.workspace.id": workspaceID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/workspaces/service-accounts.mjs
var ServiceAccounts2 = class extends APIResource {
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Retrieve a service account's membership in a workspace.
   *
   * Returns the membership record, including the service account's `workspace_role`
   * in this workspace. Archived workspaces return 400. For the default workspace,
   * returns the implicit (`implicit: true`) membership when no explicit membership
   * exists; an explicitly added membership is returned with its assigned role. An
   * archived service account returns 404.
   *
   * @example
   * ```ts
   * const betaServiceAccountWorkspaceMember =
   *   await client.beta.organization.workspaces.serviceAccounts.retrieve(
   *     'service_account_id',
   *     { workspace_id: 'workspace_id' },
   *   );
   * ```
   */
  retrieve(serviceAccountID, params, options) {
    const { workspace_id, betas } = params;
    return this._client.get(path`/v1/organizations/workspaces/${workspace_id}/service_accounts/${serviceAccountID}`, {
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.service_accounts.retrieve", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}",
        attributes: {
          "anthropic.organization.workspace.id": workspace_id,
          "anthropic.organization.workspace.service_account.id": serviceAccountID
        }
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Change a service account's role in a workspace.
   *
   * The new `workspace_role` replaces the current one. Only explicit memberships can
   * be updated; to set a role on the implicit default-workspace membership, add the
   * service account explicitly with
   * `POST /workspaces/{workspace_id}/service_accounts`. Archived workspaces
   * return 400. Archived service accounts cannot be updated and are rejected.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaServiceAccountWorkspaceMember =
   *   await client.beta.organization.workspaces.serviceAccounts.update(
   *     'service_account_id',
   *     {
   *       workspace_id: 'workspace_id',
   *       workspace_role: 'workspace_admin',
   *     },
   *   );
   * ```
   */
  update(serviceAccountID, params, options) {
    const { workspace_id, betas, ...body } = params;
    return this._client.post(path`/v1/organizations/workspaces/${workspace_id}/service_accounts/${serviceAccountID}`, {
      body,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.service_accounts.update", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}",
        attributes: {
          "anthropic.organization.workspace.id": workspace_id,
          "anthropic.organization.workspace.service_account.id": serviceAccountID
        }
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * List the service accounts that are members of a workspace.
   *
   * Each entry includes the service account's `workspace_role`. Use `limit` and the
   * `next_page` cursor to paginate. Archived workspaces return 400; use
   * `GET /service_accounts/{id}/workspaces` to audit memberships of an archived
   * workspace. The implicit default-workspace membership is not included in this
   * list. Memberships of archived service accounts are omitted from the results.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaServiceAccountWorkspaceMember of client.beta.organization.workspaces.serviceAccounts.list(
   *   'workspace_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(workspaceID, params = {}, options) {
    const { betas, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/organizations/workspaces/${workspaceID}/service_accounts`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.service_accounts.list", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/service_accounts",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.organization.workspace.id": workspaceID }
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Add a service account to a workspace with the given `workspace_role`.
   *
   * The role determines what the service account can do in the workspace and which
   * workspace-scoped permissions it can be granted when authenticating through
   * federation. Every service account is already an implicit `workspace_user` member
   * of the default workspace; adding it explicitly assigns a chosen role. If the
   * service account is already an explicit member of the workspace, its
   * `workspace_role` is replaced with the value supplied here. Archived workspaces
   * return 400. Archived service accounts cannot be added and are rejected.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const betaServiceAccountWorkspaceMember =
   *   await client.beta.organization.workspaces.serviceAccounts.add(
   *     'workspace_id',
   *     {
   *       service_account_id: 'svac_01SDCCSbTxrXDpWc1phhtcfK',
   *       workspace_role: 'workspace_admin',
   *     },
   *   );
   * ```
   */
  add(workspaceID, params, options) {
    const { betas, ...body } = params;
    return this._client.post(path`/v1/organizations/workspaces/${workspaceID}/service_accounts`, {
      body,
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.service_accounts.add", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/service_accounts",
        attributes: { "anthropic.organization.workspace.id": workspaceID },
        createdIDAttribute: "anthropic.organization.workspace.service_account.id",
        createdIDField: "service_account_id"
      })
    });
  }
  /**
   * **Requires an OAuth access token with the `org:admin` scope**, from
   * `ant auth login --scope org:admin` or a workload identity federation rule; Admin
   * API keys are not accepted. See
   * [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
   *
   * Remove a service account from a workspace.
   *
   * Removal is idempotent (returns 200 even if the membership was already removed).
   * A DELETE against the implicit default-workspace membership returns 200 but is a
   * no-op and the membership persists; deleting an explicit default-workspace row
   * reverts to the implicit `workspace_user` membership. Archived workspaces
   * return 400.
   *
   * @throws {SandboxEgressRestrictedError}
   *
   * @example
   * ```ts
   * const serviceAccount =
   *   await client.beta.organization.workspaces.serviceAccounts.remove(
   *     'service_account_id',
   *     { workspace_id: 'workspace_id' },
   *   );
   * ```
   */
  remove(serviceAccountID, params, options) {
    const { workspace_id, betas } = params;
    return this._client.delete(path`/v1/organizations/workspaces/${workspace_id}/service_accounts/${serviceAccountID}`, {
      ...options,
      headers: buildHeaders([
        { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.service_accounts.remove", options, {
        route: "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}",
        attributes: {
          "anthropic.organization.workspace.id": workspace_id,
          "anthropic.organization.workspace.service_account.id": serviceAccountID
        }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/organization/workspaces/workspaces.mjs
var BetaHumanReviewOnWithExternalStorageError = /* @__PURE__ */ (() => {
  class BetaHumanReviewOnWithExternalStorageError2 extends BadRequestError {
  }
  BetaHumanReviewOnWithExternalStorageError2._errorName = "BetaHumanReviewOnWithExternalStorageError";
  return BetaHumanReviewOnWithExternalStorageError2;
})();
var BetaTranscriptsStorageRequiredError = /* @__PURE__ */ (() => {
  class BetaTranscriptsStorageRequiredError2 extends BadRequestError {
  }
  BetaTranscriptsStorageRequiredError2._errorName = "BetaTranscriptsStorageRequiredError";
  return BetaTranscriptsStorageRequiredError2;
})();
var BetaWorkspaceChangedConcurrentlyError = /* @__PURE__ */ (() => {
  class BetaWorkspaceChangedConcurrentlyError2 extends ConflictError {
  }
  BetaWorkspaceChangedConcurrentlyError2._errorName = "BetaWorkspaceChangedConcurrentlyError";
  return BetaWorkspaceChangedConcurrentlyError2;
})();
var Workspaces4 = /* @__PURE__ */ (() => {
  class Workspaces5 extends APIResource {
    constructor() {
      super(...arguments);
      this.rateLimits = new RateLimits2(this._client);
      this.members = new Members2(this._client);
      this.serviceAccounts = new ServiceAccounts2(this._client);
    }
    /**
     * Create Workspace
     *
     * @throws {BetaApprovalRequiredError}
     * @throws {ExternalKeyValidationFailedError}
     * @throws {ExternalKeyValidationTimedOutError}
     * @throws {BetaExternalStorageNotAvailableError}
     * @throws {BetaGrantRequiredError}
     * @throws {BetaHumanReviewNotAvailableError}
     * @throws {BetaHumanReviewOnWithExternalStorageError}
     * @throws {BetaInvalidStorageARNError}
     * @throws {KeyProfileMismatchError}
     * @throws {BetaOrganizationNotEligibleError}
     * @throws {BetaStorageNotAttachableError}
     * @throws {StorageProfileMismatchError}
     * @throws {BetaStorageVerificationFailedError}
     * @throws {BetaTranscriptsStorageRequiredError}
     * @throws {UserProfileNotFoundError}
     * @throws {WorkspacePolicyViolationError}
     * @throws {SandboxEgressRestrictedError}
     * @throws {ExternalKeyChangedError}
     * @throws {BetaAuthorizationCheckUnavailableError}
     * @throws {WorkspaceCreatedIncompleteError}
     *
     * @example
     * ```ts
     * const betaWorkspace =
     *   await client.beta.organization.workspaces.create({
     *     name: 'Workspace Name',
     *   });
     * ```
     */
    create(params, options) {
      const { betas, ...body } = params;
      return this._client.post("/v1/organizations/workspaces", {
        body,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.create", options, {
          route: "/v1/organizations/workspaces",
          createdIDAttribute: "anthropic.organization.workspace.id"
        })
      });
    }
    /**
     * Get Workspace
     *
     * @example
     * ```ts
     * const betaWorkspace =
     *   await client.beta.organization.workspaces.retrieve(
     *     'workspace_id',
     *   );
     * ```
     */
    retrieve(workspaceID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.get(path`/v1/organizations/workspaces/${workspaceID}`, {
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.retrieve", options, {
          route: "/v1/organizations/workspaces/{workspace_id}",
          attributes: { "anthropic.organization.workspace.id": workspaceID }
        })
      });
    }
    /**
     * Update Workspace
     *
     * @throws {BetaApprovalRequiredError}
     * @throws {ExternalKeyValidationFailedError}
     * @throws {ExternalKeyValidationTimedOutError}
     * @throws {BetaExternalStorageNotAvailableError}
     * @throws {BetaGrantRequiredError}
     * @throws {BetaHumanReviewNotAvailableError}
     * @throws {BetaHumanReviewOnWithExternalStorageError}
     * @throws {BetaInvalidStorageARNError}
     * @throws {KeyProfileMismatchError}
     * @throws {BetaOrganizationNotEligibleError}
     * @throws {BetaStorageAttachLimitReachedError}
     * @throws {BetaStorageNotAttachableError}
     * @throws {StorageProfileMismatchError}
     * @throws {BetaStorageProfileStillRequiredError}
     * @throws {BetaStorageVerificationFailedError}
     * @throws {BetaTranscriptsStorageRequiredError}
     * @throws {UserProfileClearedError}
     * @throws {UserProfileNotFoundError}
     * @throws {WorkspacePolicyViolationError}
     * @throws {SandboxEgressRestrictedError}
     * @throws {ExternalKeyChangedError}
     * @throws {BetaStorageChangedConcurrentlyError}
     * @throws {BetaWorkspaceChangedConcurrentlyError}
     * @throws {BetaAuthorizationCheckUnavailableError}
     * @throws {ChangeOutcomeUnknownError}
     *
     * @example
     * ```ts
     * const betaWorkspace =
     *   await client.beta.organization.workspaces.update(
     *     'workspace_id',
     *     {},
     *   );
     * ```
     */
    update(workspaceID, params, options) {
      const { betas, ...body } = params;
      return this._client.post(path`/v1/organizations/workspaces/${workspaceID}`, {
        body,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.update", options, {
          route: "/v1/organizations/workspaces/{workspace_id}",
          attributes: { "anthropic.organization.workspace.id": workspaceID }
        })
      });
    }
    /**
     * List Workspaces
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaWorkspace of client.beta.organization.workspaces.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, ...query } = params ?? {};
      return this._client.getAPIList("/v1/organizations/workspaces", Page, {
        query,
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.list", options, {
          route: "/v1/organizations/workspaces",
          queryParams: ["after_id", "before_id", "ids", "include_archived", "include_default", "limit"]
        })
      });
    }
    /**
     * Archive Workspace
     *
     * @throws {SandboxEgressRestrictedError}
     * @throws {StorageAttachedDuringArchiveError}
     *
     * @example
     * ```ts
     * const betaWorkspace =
     *   await client.beta.organization.workspaces.archive(
     *     'workspace_id',
     *   );
     * ```
     */
    archive(workspaceID, params = {}, options) {
      const { betas } = params ?? {};
      return this._client.post(path`/v1/organizations/workspaces/${workspaceID}/archive`, {
        ...options,
        headers: buildHeaders([
          { ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0 },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.workspaces.archive", options, {
          route: "/v1/organizations/workspaces/{workspace_id}/archive",
          attributes: { "anthropic.organization.workspace.id": workspaceID }
        })
      });
    }
  }
  Workspaces5.BetaHumanReviewOnWithExternalStorageError = BetaHumanReviewOnWithExternalStorageError;
  Workspaces5.BetaTranscriptsStorageRequiredError = BetaTranscriptsStorageRequiredError;
  Workspaces5.BetaWorkspaceChangedConcurrentlyError = BetaWorkspaceChangedConcurrentlyError;
  Workspaces5.RateLimits = RateLimits2;
  Workspaces5.Members = Members2;
  Workspaces5.ServiceAccounts = ServiceAccounts2;
  return Workspaces5;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/organization.mjs
var BetaApprovalRequiredError = /* @__PURE__ */ (() => {
  class BetaApprovalRequiredError2 extends BadRequestError {
  }
  BetaApprovalRequiredError2._errorName = "BetaApprovalRequiredError";
  return BetaApprovalRequiredError2;
})();
var BetaHumanReviewNotAvailableError = /* @__PURE__ */ (() => {
  class BetaHumanReviewNotAvailableError2 extends BadRequestError {
  }
  BetaHumanReviewNotAvailableError2._errorName = "BetaHumanReviewNotAvailableError";
  return BetaHumanReviewNotAvailableError2;
})();
var BetaOrganizationNotEligibleError = /* @__PURE__ */ (() => {
  class BetaOrganizationNotEligibleError2 extends BadRequestError {
  }
  BetaOrganizationNotEligibleError2._errorName = "BetaOrganizationNotEligibleError";
  return BetaOrganizationNotEligibleError2;
})();
var BetaReportPageTooLargeError = /* @__PURE__ */ (() => {
  class BetaReportPageTooLargeError2 extends BadRequestError {
  }
  BetaReportPageTooLargeError2._errorName = "BetaReportPageTooLargeError";
  return BetaReportPageTooLargeError2;
})();
var BetaTooManyReportGroupsError = /* @__PURE__ */ (() => {
  class BetaTooManyReportGroupsError2 extends BadRequestError {
  }
  BetaTooManyReportGroupsError2._errorName = "BetaTooManyReportGroupsError";
  return BetaTooManyReportGroupsError2;
})();
var BetaAuthorizationCheckUnavailableError = /* @__PURE__ */ (() => {
  class BetaAuthorizationCheckUnavailableError2 extends ServiceUnavailableError {
  }
  BetaAuthorizationCheckUnavailableError2._errorName = "BetaAuthorizationCheckUnavailableError";
  return BetaAuthorizationCheckUnavailableError2;
})();
var Organization = /* @__PURE__ */ (() => {
  class Organization2 extends APIResource {
    constructor() {
      super(...arguments);
      this.apiKeys = new APIKeys(this._client);
      this.externalKeys = new ExternalKeys(this._client);
      this.federation = new Federation(this._client);
      this.invites = new Invites(this._client);
      this.serviceAccounts = new ServiceAccounts(this._client);
      this.externalStorage = new ExternalStorage(this._client);
      this.providers = new Providers(this._client);
      this.users = new Users2(this._client);
      this.workspaces = new Workspaces4(this._client);
      this.rateLimits = new RateLimits(this._client);
      this.complianceSettings = new ComplianceSettings(this._client);
      this.analytics = new Analytics(this._client);
      this.spendLimits = new SpendLimits(this._client);
      this.rbacGroups = new RBACGroups2(this._client);
      this.rbacRoles = new RBACRoles(this._client);
      this.plugins = new Plugins2(this._client);
      this.pluginMarketplaces = new PluginMarketplaces(this._client);
      this.telemetryDestinations = new TelemetryDestinations(this._client);
      this.webhooks = new Webhooks2(this._client);
      this.claudeCode = new ClaudeCode(this._client);
      this.claudeTag = new ClaudeTag(this._client);
    }
    /**
     * Retrieve information about the organization associated with the authenticated
     * API key.
     *
     * @example
     * ```ts
     * const betaOrganization =
     *   await client.beta.organization.retrieve();
     * ```
     */
    retrieve(options) {
      return this._client.get("/v1/organizations/me", {
        ...options,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.organization.retrieve", options, {
          route: "/v1/organizations/me"
        })
      });
    }
  }
  Organization2.BetaApprovalRequiredError = BetaApprovalRequiredError;
  Organization2.BetaHumanReviewNotAvailableError = BetaHumanReviewNotAvailableError;
  Organization2.BetaOrganizationNotEligibleError = BetaOrganizationNotEligibleError;
  Organization2.BetaReportPageTooLargeError = BetaReportPageTooLargeError;
  Organization2.BetaTooManyReportGroupsError = BetaTooManyReportGroupsError;
  Organization2.BetaAuthorizationCheckUnavailableError = BetaAuthorizationCheckUnavailableError;
  Organization2.APIKeys = APIKeys;
  Organization2.ExternalKeys = ExternalKeys;
  Organization2.Federation = Federation;
  Organization2.Invites = Invites;
  Organization2.ServiceAccounts = ServiceAccounts;
  Organization2.ExternalStorage = ExternalStorage;
  Organization2.BetaExternalStorageInUseError = BetaExternalStorageInUseError;
  Organization2.BetaExternalStorageInWorkspacePolicyError = BetaExternalStorageInWorkspacePolicyError;
  Organization2.BetaExternalStorageNotAvailableError = BetaExternalStorageNotAvailableError;
  Organization2.BetaGrantRequiredError = BetaGrantRequiredError;
  Organization2.BetaInvalidStorageARNError = BetaInvalidStorageARNError;
  Organization2.BetaProviderNotAllowedError = BetaProviderNotAllowedError;
  Organization2.BetaStorageAttachLimitReachedError = BetaStorageAttachLimitReachedError;
  Organization2.BetaStorageNotAttachableError = BetaStorageNotAttachableError;
  Organization2.BetaStorageProfileStillRequiredError = BetaStorageProfileStillRequiredError;
  Organization2.BetaStorageVerificationFailedError = BetaStorageVerificationFailedError;
  Organization2.BetaUnsupportedRegionError = BetaUnsupportedRegionError;
  Organization2.BetaStorageAlreadyRegisteredError = BetaStorageAlreadyRegisteredError;
  Organization2.BetaStorageChangedConcurrentlyError = BetaStorageChangedConcurrentlyError;
  Organization2.Providers = Providers;
  Organization2.Users = Users2;
  Organization2.BetaCannotSignOutPrimaryOwnerError = BetaCannotSignOutPrimaryOwnerError;
  Organization2.BetaCannotSignOutSelfError = BetaCannotSignOutSelfError;
  Organization2.BetaCannotSignOutManagedMemberError = BetaCannotSignOutManagedMemberError;
  Organization2.BetaCannotSignOutMembershipAdminError = BetaCannotSignOutMembershipAdminError;
  Organization2.BetaCannotSignOutOwnerError = BetaCannotSignOutOwnerError;
  Organization2.BetaCannotSignOutPrivilegedMemberError = BetaCannotSignOutPrivilegedMemberError;
  Organization2.Workspaces = Workspaces4;
  Organization2.BetaHumanReviewOnWithExternalStorageError = BetaHumanReviewOnWithExternalStorageError;
  Organization2.BetaTranscriptsStorageRequiredError = BetaTranscriptsStorageRequiredError;
  Organization2.BetaWorkspaceChangedConcurrentlyError = BetaWorkspaceChangedConcurrentlyError;
  Organization2.RateLimits = RateLimits;
  Organization2.ComplianceSettings = ComplianceSettings;
  Organization2.Analytics = Analytics;
  Organization2.SpendLimits = SpendLimits;
  Organization2.BetaSpendLimitsAdminAPIWritesNotEnabledError = BetaSpendLimitsAdminAPIWritesNotEnabledError;
  Organization2.RBACGroups = RBACGroups2;
  Organization2.BetaRBACGroupNotFoundError = BetaRBACGroupNotFoundError;
  Organization2.RBACRoles = RBACRoles;
  Organization2.Plugins = Plugins2;
  Organization2.BetaScanFailedError = BetaScanFailedError;
  Organization2.BetaPluginNameTakenError = BetaPluginNameTakenError;
  Organization2.BetaScanPendingError = BetaScanPendingError;
  Organization2.BetaSkillNameTakenError = BetaSkillNameTakenError;
  Organization2.BetaRegistrationPendingError = BetaRegistrationPendingError;
  Organization2.PluginMarketplaces = PluginMarketplaces;
  Organization2.TelemetryDestinations = TelemetryDestinations;
  Organization2.Webhooks = Webhooks2;
  Organization2.ClaudeCode = ClaudeCode;
  Organization2.ClaudeTag = ClaudeTag;
  Organization2.BetaBundleAttachmentNotSupportedError = BetaBundleAttachmentNotSupportedError;
  Organization2.BetaBundleOnCallError = BetaBundleOnCallError;
  Organization2.BetaSlackChannelSetUpSettingsRefusedError = BetaSlackChannelSetUpSettingsRefusedError;
  Organization2.BetaAPIKeyScopeMissingError = BetaAPIKeyScopeMissingError;
  Organization2.BetaClaudeTagWritesNotEnabledError = BetaClaudeTagWritesNotEnabledError;
  Organization2.BetaComplianceConfigurationRestrictedError = BetaComplianceConfigurationRestrictedError;
  Organization2.BetaOrganizationLevelScopedAPIKeyRequiredError = BetaOrganizationLevelScopedAPIKeyRequiredError;
  Organization2.BetaSlackChannelSetUpEnvironmentNotFoundError = BetaSlackChannelSetUpEnvironmentNotFoundError;
  Organization2.BetaSlackChannelSetUpSettingsConflictError = BetaSlackChannelSetUpSettingsConflictError;
  return Organization2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/sessions/events.mjs
var Events = /* @__PURE__ */ (() => {
  class Events3 extends APIResource {
    /**
     * List Events
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaManagedAgentsSessionEvent of client.beta.sessions.events.list(
     *   'sesn_011CZkZAtmR3yMPDzynEDxu7',
     * )) {
     *   // ...
     * }
     * ```
     */
    list(sessionID, params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList(path`/v1/sessions/${sessionID}/events`, PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.events.list", options, {
          route: "/v1/sessions/{session_id}/events",
          queryParams: [
            "created_at[gt]",
            "created_at[gte]",
            "created_at[lt]",
            "created_at[lte]",
            "limit",
            "order",
            "page",
            "types"
          ],
          attributes: { "anthropic.session.id": sessionID }
        })
      });
    }
    /**
     * Send Events
     *
     * @example
     * ```ts
     * const betaManagedAgentsSendSessionEvents =
     *   await client.beta.sessions.events.send(
     *     'sesn_011CZkZAtmR3yMPDzynEDxu7',
     *     {
     *       events: [
     *         {
     *           content: [
     *             {
     *               text: 'Where is my order #1234?',
     *               type: 'text',
     *             },
     *           ],
     *           type: 'user.message',
     *         },
     *       ],
     *     },
     *   );
     * ```
     */
    send(sessionID, params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/sessions/${sessionID}/events`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.events.send", options, {
          route: "/v1/sessions/{session_id}/events",
          attributes: { "anthropic.session.id": sessionID }
        })
      });
    }
    /**
     * Stream Events
     *
     * @example
     * ```ts
     * const stream = await client.beta.sessions.events.stream(
     *   'sesn_011CZkZAtmR3yMPDzynEDxu7',
     * );
     * for await (const betaManagedAgentsStreamSessionEvents of stream) {
     *   // ...
     * }
     * ```
     */
    stream(sessionID, params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.get(path`/v1/sessions/${sessionID}/events/stream`, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        stream: true,
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.events.stream", options, {
          route: "/v1/sessions/{session_id}/events/stream",
          queryParams: ["event_deltas"],
          attributes: { "anthropic.session.id": sessionID }
        })
      });
    }
    /**
     * Attach to a session and dispatch every incoming `agent.tool_use` and
     * `agent.custom_tool_use` event to a local tool registry, sending the matching
     * result back (`user.tool_result` / `user.custom_tool_result`). The
     * sessions-side counterpart to `client.beta.messages.toolRunner`: yields one
     * entry per completed tool call so callers can observe each dispatch (and
     * `break` to abort cleanly).
     *
     * @example
     * ```ts
     * import { betaAgentToolset20260401 } from '@anthropic-ai/sdk/tools/agent-toolset/node';
     *
     * for await (const call of client.beta.sessions.events.toolRunner(work.data.id, {
     *   tools: [...betaAgentToolset20260401({ workdir }), myTool],
     * })) {
     *   console.log(`${call.name} -> ${call.isError ? 'error' : 'ok'}`);
     * }
     * ```
     */
    toolRunner(sessionID, opts) {
      return new SessionToolRunner(sessionID, { ...opts, client: this._client });
    }
  }
  Events3.SessionToolRunner = SessionToolRunner;
  return Events3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/sessions/resources.mjs
var Resources = class extends APIResource {
  /**
   * Get Session Resource
   *
   * @example
   * ```ts
   * const resource =
   *   await client.beta.sessions.resources.retrieve(
   *     'sesrsc_011CZkZBJq5dWxk9fVLNcPht',
   *     { session_id: 'sesn_011CZkZAtmR3yMPDzynEDxu7' },
   *   );
   * ```
   */
  retrieve(resourceID, params, options) {
    const { session_id, betas, workspace_id } = params;
    return this._client.get(path`/v1/sessions/${session_id}/resources/${resourceID}`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.sessions.resources.retrieve", options, {
        route: "/v1/sessions/{session_id}/resources/{resource_id}",
        attributes: { "anthropic.session.id": session_id, "anthropic.session.resource.id": resourceID }
      })
    });
  }
  /**
   * Update Session Resource
   *
   * @example
   * ```ts
   * const resource =
   *   await client.beta.sessions.resources.update(
   *     'sesrsc_011CZkZBJq5dWxk9fVLNcPht',
   *     {
   *       session_id: 'sesn_011CZkZAtmR3yMPDzynEDxu7',
   *       authorization_token: 'ghp_exampletoken',
   *     },
   *   );
   * ```
   */
  update(resourceID, params, options) {
    const { session_id, betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/sessions/${session_id}/resources/${resourceID}`, {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.sessions.resources.update", options, {
        route: "/v1/sessions/{session_id}/resources/{resource_id}",
        attributes: { "anthropic.session.id": session_id, "anthropic.session.resource.id": resourceID }
      })
    });
  }
  /**
   * List Session Resources
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaManagedAgentsSessionResource of client.beta.sessions.resources.list(
   *   'sesn_011CZkZAtmR3yMPDzynEDxu7',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(sessionID, params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/sessions/${sessionID}/resources`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.sessions.resources.list", options, {
        route: "/v1/sessions/{session_id}/resources",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.session.id": sessionID }
      })
    });
  }
  /**
   * Delete Session Resource
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeleteSessionResource =
   *   await client.beta.sessions.resources.delete(
   *     'sesrsc_011CZkZBJq5dWxk9fVLNcPht',
   *     { session_id: 'sesn_011CZkZAtmR3yMPDzynEDxu7' },
   *   );
   * ```
   */
  delete(resourceID, params, options) {
    const { session_id, betas, workspace_id } = params;
    return this._client.delete(path`/v1/sessions/${session_id}/resources/${resourceID}`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.sessions.resources.delete", options, {
        route: "/v1/sessions/{session_id}/resources/{resource_id}",
        attributes: { "anthropic.session.id": session_id, "anthropic.session.resource.id": resourceID }
      })
    });
  }
  /**
   * Add Session Resource
   *
   * @example
   * ```ts
   * const betaManagedAgentsFileResource =
   *   await client.beta.sessions.resources.add(
   *     'sesn_011CZkZAtmR3yMPDzynEDxu7',
   *     {
   *       file_id: 'file_011CNha8iCJcU1wXNR6q4V8w',
   *       type: 'file',
   *     },
   *   );
   * ```
   */
  add(sessionID, params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/sessions/${sessionID}/resources`, {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.sessions.resources.add", options, {
        route: "/v1/sessions/{session_id}/resources",
        attributes: { "anthropic.session.id": sessionID },
        createdIDAttribute: "anthropic.session.resource.id"
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/sessions/threads/events.mjs
var Events2 = class extends APIResource {
  /**
   * List Session Thread Events
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaManagedAgentsSessionEvent of client.beta.sessions.threads.events.list(
   *   'sthr_011CZkZVWa6oJjw1rgXZpnBt',
   *   { session_id: 'sesn_011CZkZAtmR3yMPDzynEDxu7' },
   * )) {
   *   // ...
   * }
   * ```
   */
  list(threadID, params, options) {
    const { session_id, betas, workspace_id, ...query } = params;
    return this._client.getAPIList(path`/v1/sessions/${session_id}/threads/${threadID}/events`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.sessions.threads.events.list", options, {
        route: "/v1/sessions/{session_id}/threads/{thread_id}/events",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.session.id": session_id, "anthropic.session.thread.id": threadID }
      })
    });
  }
  /**
   * Stream Session Thread Events
   *
   * @example
   * ```ts
   * const stream =
   *   await client.beta.sessions.threads.events.stream(
   *     'sthr_011CZkZVWa6oJjw1rgXZpnBt',
   *     { session_id: 'sesn_011CZkZAtmR3yMPDzynEDxu7' },
   *   );
   * for await (const betaManagedAgentsStreamSessionThreadEvents of stream) {
   *   // ...
   * }
   * ```
   */
  stream(threadID, params, options) {
    const { session_id, betas, workspace_id, ...query } = params;
    return this._client.get(path`/v1/sessions/${session_id}/threads/${threadID}/stream`, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      stream: true,
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.sessions.threads.events.stream", options, {
        route: "/v1/sessions/{session_id}/threads/{thread_id}/stream",
        queryParams: ["event_deltas"],
        attributes: { "anthropic.session.id": session_id, "anthropic.session.thread.id": threadID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/sessions/threads/threads.mjs
var Threads = /* @__PURE__ */ (() => {
  class Threads2 extends APIResource {
    constructor() {
      super(...arguments);
      this.events = new Events2(this._client);
    }
    /**
     * Get Session Thread
     *
     * @example
     * ```ts
     * const betaManagedAgentsSessionThread =
     *   await client.beta.sessions.threads.retrieve(
     *     'sthr_011CZkZVWa6oJjw1rgXZpnBt',
     *     { session_id: 'sesn_011CZkZAtmR3yMPDzynEDxu7' },
     *   );
     * ```
     */
    retrieve(threadID, params, options) {
      const { session_id, betas, workspace_id } = params;
      return this._client.get(path`/v1/sessions/${session_id}/threads/${threadID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.threads.retrieve", options, {
          route: "/v1/sessions/{session_id}/threads/{thread_id}",
          attributes: { "anthropic.session.id": session_id, "anthropic.session.thread.id": threadID }
        })
      });
    }
    /**
     * List Session Threads
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaManagedAgentsSessionThread of client.beta.sessions.threads.list(
     *   'sesn_011CZkZAtmR3yMPDzynEDxu7',
     * )) {
     *   // ...
     * }
     * ```
     */
    list(sessionID, params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList(path`/v1/sessions/${sessionID}/threads`, PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.threads.list", options, {
          route: "/v1/sessions/{session_id}/threads",
          queryParams: ["limit", "page", "statuses"],
          attributes: { "anthropic.session.id": sessionID }
        })
      });
    }
    /**
     * Archive Session Thread
     *
     * @example
     * ```ts
     * const betaManagedAgentsSessionThread =
     *   await client.beta.sessions.threads.archive(
     *     'sthr_011CZkZVWa6oJjw1rgXZpnBt',
     *     { session_id: 'sesn_011CZkZAtmR3yMPDzynEDxu7' },
     *   );
     * ```
     */
    archive(threadID, params, options) {
      const { session_id, betas, workspace_id } = params;
      return this._client.post(path`/v1/sessions/${session_id}/threads/${threadID}/archive`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.threads.archive", options, {
          route: "/v1/sessions/{session_id}/threads/{thread_id}/archive",
          attributes: { "anthropic.session.id": session_id, "anthropic.session.thread.id": threadID }
        })
      });
    }
  }
  Threads2.Events = Events2;
  return Threads2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/sessions/sessions.mjs
var Sessions = /* @__PURE__ */ (() => {
  class Sessions2 extends APIResource {
    constructor() {
      super(...arguments);
      this.events = new Events(this._client);
      this.resources = new Resources(this._client);
      this.threads = new Threads(this._client);
    }
    /**
     * Create Session
     *
     * @example
     * ```ts
     * const betaManagedAgentsSession =
     *   await client.beta.sessions.create({
     *     agent: 'agent_011CZkYpogX7uDKUyvBTophP',
     *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
     *     initial_events: [
     *       {
     *         type: 'user.message',
     *         content: [
     *           {
     *             type: 'text',
     *             text: 'Where is my order #1234?',
     *           },
     *         ],
     *       },
     *     ],
     *   });
     * ```
     */
    create(params, options) {
      const { betas, workspace_id, ...body } = params;
      const request = {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" }
      };
      return this._client.post("/v1/sessions", {
        ...request,
        __span: startApiCallSpan(this._client, "anthropic.sessions.create", options, {
          route: "/v1/sessions",
          attributes: sessionsCreateSpanAttributes(body),
          createdIDAttribute: "anthropic.session.id",
          request
        })
      });
    }
    /**
     * Get Session
     *
     * @example
     * ```ts
     * const betaManagedAgentsSession =
     *   await client.beta.sessions.retrieve(
     *     'sesn_011CZkZAtmR3yMPDzynEDxu7',
     *   );
     * ```
     */
    retrieve(sessionID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.get(path`/v1/sessions/${sessionID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.retrieve", options, {
          route: "/v1/sessions/{session_id}",
          attributes: { "anthropic.session.id": sessionID }
        })
      });
    }
    /**
     * Update Session
     *
     * @example
     * ```ts
     * const betaManagedAgentsSession =
     *   await client.beta.sessions.update(
     *     'sesn_011CZkZAtmR3yMPDzynEDxu7',
     *     {},
     *   );
     * ```
     */
    update(sessionID, params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/sessions/${sessionID}`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.update", options, {
          route: "/v1/sessions/{session_id}",
          attributes: { "anthropic.session.id": sessionID }
        })
      });
    }
    /**
     * List Sessions
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaManagedAgentsSession of client.beta.sessions.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList("/v1/sessions", BidirectionalPageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.list", options, {
          route: "/v1/sessions",
          queryParams: [
            "agent_id",
            "agent_version",
            "created_at[gt]",
            "created_at[gte]",
            "created_at[lt]",
            "created_at[lte]",
            "deployment_id",
            "include_archived",
            "limit",
            "memory_store_id",
            "order",
            "page",
            "statuses"
          ]
        })
      });
    }
    /**
     * Delete Session
     *
     * @example
     * ```ts
     * const betaManagedAgentsDeletedSession =
     *   await client.beta.sessions.delete(
     *     'sesn_011CZkZAtmR3yMPDzynEDxu7',
     *   );
     * ```
     */
    delete(sessionID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.delete(path`/v1/sessions/${sessionID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.delete", options, {
          route: "/v1/sessions/{session_id}",
          attributes: { "anthropic.session.id": sessionID }
        })
      });
    }
    /**
     * Archive Session
     *
     * @example
     * ```ts
     * const betaManagedAgentsSession =
     *   await client.beta.sessions.archive(
     *     'sesn_011CZkZAtmR3yMPDzynEDxu7',
     *   );
     * ```
     */
    archive(sessionID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.post(path`/v1/sessions/${sessionID}/archive`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.sessions.archive", options, {
          route: "/v1/sessions/{session_id}/archive",
          attributes: { "anthropic.session.id": sessionID }
        })
      });
    }
  }
  Sessions2.Events = Events;
  Sessions2.Resources = Resources;
  Sessions2.Threads = Threads;
  return Sessions2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/skills/versions.mjs
var Versions3 = class extends APIResource {
  /**
   * Create Skill Version
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {CMEKKeyNetworkBlockedError}
   * @throws {OrganizationOnHoldError}
   * @throws {CMEKContextUnavailableError}
   *
   * @example
   * ```ts
   * const betaSkillVersion =
   *   await client.beta.skills.versions.create('skill_id', {
   *     files: [fs.createReadStream('path/to/file')],
   *   });
   * ```
   */
  create(skillID, params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/skills/${skillID}/versions`, multipartFormRequestOptions({
      body,
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.skills.versions.create", options, {
        route: "/v1/skills/{skill_id}/versions",
        attributes: { "anthropic.skill.id": skillID },
        createdIDAttribute: "anthropic.skill.version.id"
      })
    }, this._client, false));
  }
  /**
   * Get Skill Version
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const betaSkillVersion =
   *   await client.beta.skills.versions.retrieve('version', {
   *     skill_id: 'skill_id',
   *   });
   * ```
   */
  retrieve(version, params, options) {
    const { skill_id, betas, workspace_id } = params;
    return this._client.get(path`/v1/skills/${skill_id}/versions/${version}`, {
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.skills.versions.retrieve", options, {
        route: "/v1/skills/{skill_id}/versions/{version}",
        attributes: { "anthropic.skill.id": skill_id, "anthropic.skill.version.id": version }
      })
    });
  }
  /**
   * List Skill Versions
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaSkillVersion of client.beta.skills.versions.list(
   *   'skill_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(skillID, params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/skills/${skillID}/versions`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.skills.versions.list", options, {
        route: "/v1/skills/{skill_id}/versions",
        queryParams: ["limit", "page"],
        attributes: { "anthropic.skill.id": skillID }
      })
    });
  }
  /**
   * Delete Skill Version
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const betaDeletedSkillVersion =
   *   await client.beta.skills.versions.delete('version', {
   *     skill_id: 'skill_id',
   *   });
   * ```
   */
  delete(version, params, options) {
    const { skill_id, betas, workspace_id } = params;
    return this._client.delete(path`/v1/skills/${skill_id}/versions/${version}`, {
      ...options,
      headers: buildHeaders([
        {
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.skills.versions.delete", options, {
        route: "/v1/skills/{skill_id}/versions/{version}",
        attributes: { "anthropic.skill.id": skill_id, "anthropic.skill.version.id": version }
      })
    });
  }
  /**
   * Download a skill version's content as a zip archive.
   *
   * @example
   * ```ts
   * const response = await client.beta.skills.versions.download(
   *   'version',
   *   { skill_id: 'skill_id' },
   * );
   *
   * const content = await response.blob();
   * console.log(content);
   * ```
   */
  download(version, params, options) {
    const { skill_id, betas, workspace_id } = params;
    return this._client.get(path`/v1/skills/${skill_id}/versions/${version}/content`, {
      ...options,
      headers: buildHeaders([
        {
          Accept: "application/binary",
          ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __binaryResponse: true,
      __span: startApiCallSpan(this._client, "anthropic.skills.versions.download", options, {
        route: "/v1/skills/{skill_id}/versions/{version}/content",
        attributes: { "anthropic.skill.id": skill_id, "anthropic.skill.version.id": version }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/skills/skills.mjs
var Skills2 = /* @__PURE__ */ (() => {
  class Skills3 extends APIResource {
    constructor() {
      super(...arguments);
      this.versions = new Versions3(this._client);
    }
    /**
     * Create Skill
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {CMEKKeyDisabledError}
     * @throws {CMEKKeyNetworkBlockedError}
     * @throws {OrganizationOnHoldError}
     * @throws {CMEKContextUnavailableError}
     *
     * @example
     * ```ts
     * const betaSkill = await client.beta.skills.create({
     *   files: [fs.createReadStream('path/to/file')],
     * });
     * ```
     */
    create(params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post("/v1/skills", multipartFormRequestOptions({
        body,
        ...options,
        headers: buildHeaders([
          {
            ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.skills.create", options, {
          route: "/v1/skills",
          createdIDAttribute: "anthropic.skill.id"
        })
      }, this._client, false));
    }
    /**
     * Get Skill
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const betaSkill = await client.beta.skills.retrieve(
     *   'skill_id',
     * );
     * ```
     */
    retrieve(skillID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.get(path`/v1/skills/${skillID}`, {
        ...options,
        headers: buildHeaders([
          {
            ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.skills.retrieve", options, {
          route: "/v1/skills/{skill_id}",
          attributes: { "anthropic.skill.id": skillID }
        })
      });
    }
    /**
     * List Skills
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaSkill of client.beta.skills.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList("/v1/skills", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.skills.list", options, {
          route: "/v1/skills",
          queryParams: ["limit", "page", "source"]
        })
      });
    }
    /**
     * Delete Skill
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const betaDeletedSkill = await client.beta.skills.delete(
     *   'skill_id',
     * );
     * ```
     */
    delete(skillID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.delete(path`/v1/skills/${skillID}`, {
        ...options,
        headers: buildHeaders([
          {
            ...betas?.toString() != null ? { "anthropic-beta": betas?.toString() } : void 0,
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.skills.delete", options, {
          route: "/v1/skills/{skill_id}",
          attributes: { "anthropic.skill.id": skillID }
        })
      });
    }
  }
  Skills3.Versions = Versions3;
  return Skills3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/tunnels/certificates.mjs
var Certificates = class extends APIResource {
  /**
   * The Tunnels API is in research preview. It requires the
   * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
   * deprecation period. It supersedes the Admin API endpoints at
   * `/v1/organizations/tunnels`, which remain available during a migration window.
   *
   * Registers a public CA certificate on a tunnel. Anthropic verifies the gateway's
   * server certificate against this CA when it terminates the inner TLS session. A
   * tunnel holds at most two non-archived certificates.
   *
   * @example
   * ```ts
   * const betaTunnelCertificate =
   *   await client.beta.tunnels.certificates.create(
   *     'tunnel_id',
   *     { ca_certificate_pem: 'ca_certificate_pem' },
   *   );
   * ```
   */
  create(tunnelID, params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/tunnels/${tunnelID}/certificates`, {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.tunnels.certificates.create", options, {
        route: "/v1/tunnels/{tunnel_id}/certificates",
        attributes: { "anthropic.tunnel.id": tunnelID },
        createdIDAttribute: "anthropic.tunnel.certificate.id"
      })
    });
  }
  /**
   * The Tunnels API is in research preview. It requires the
   * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
   * deprecation period. It supersedes the Admin API endpoints at
   * `/v1/organizations/tunnels`, which remain available during a migration window.
   *
   * Fetches a tunnel certificate by ID.
   *
   * @example
   * ```ts
   * const betaTunnelCertificate =
   *   await client.beta.tunnels.certificates.retrieve(
   *     'certificate_id',
   *     { tunnel_id: 'tunnel_id' },
   *   );
   * ```
   */
  retrieve(certificateID, params, options) {
    const { tunnel_id, betas, workspace_id } = params;
    return this._client.get(path`/v1/tunnels/${tunnel_id}/certificates/${certificateID}`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.tunnels.certificates.retrieve", options, {
        route: "/v1/tunnels/{tunnel_id}/certificates/{certificate_id}",
        attributes: { "anthropic.tunnel.id": tunnel_id, "anthropic.tunnel.certificate.id": certificateID }
      })
    });
  }
  /**
   * The Tunnels API is in research preview. It requires the
   * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
   * deprecation period. It supersedes the Admin API endpoints at
   * `/v1/organizations/tunnels`, which remain available during a migration window.
   *
   * Lists the certificates registered on a tunnel. Archived certificates are
   * excluded unless include_archived is set.
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaTunnelCertificate of client.beta.tunnels.certificates.list(
   *   'tunnel_id',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(tunnelID, params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/tunnels/${tunnelID}/certificates`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.tunnels.certificates.list", options, {
        route: "/v1/tunnels/{tunnel_id}/certificates",
        queryParams: ["include_archived", "limit", "page"],
        attributes: { "anthropic.tunnel.id": tunnelID }
      })
    });
  }
  /**
   * The Tunnels API is in research preview. It requires the
   * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
   * deprecation period. It supersedes the Admin API endpoints at
   * `/v1/organizations/tunnels`, which remain available during a migration window.
   *
   * Archives a tunnel certificate, removing it from the set Anthropic trusts for the
   * tunnel. The certificate record is retained. Archiving the last non-archived
   * certificate is permitted; the tunnel rejects MCP traffic until a new certificate
   * is added.
   *
   * @example
   * ```ts
   * const betaTunnelCertificate =
   *   await client.beta.tunnels.certificates.archive(
   *     'certificate_id',
   *     { tunnel_id: 'tunnel_id' },
   *   );
   * ```
   */
  archive(certificateID, params, options) {
    const { tunnel_id, betas, workspace_id } = params;
    return this._client.post(path`/v1/tunnels/${tunnel_id}/certificates/${certificateID}/archive`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.tunnels.certificates.archive", options, {
        route: "/v1/tunnels/{tunnel_id}/certificates/{certificate_id}/archive",
        attributes: { "anthropic.tunnel.id": tunnel_id, "anthropic.tunnel.certificate.id": certificateID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/tunnels/tunnels.mjs
var Tunnels = /* @__PURE__ */ (() => {
  class Tunnels2 extends APIResource {
    constructor() {
      super(...arguments);
      this.certificates = new Certificates(this._client);
    }
    /**
     * The Tunnels API is in research preview. It requires the
     * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
     * deprecation period. It supersedes the Admin API endpoints at
     * `/v1/organizations/tunnels`, which remain available during a migration window.
     *
     * Creates a tunnel. Creation allocates a fresh hostname and provisions the tunnel;
     * it is not idempotent. The new tunnel rejects MCP traffic until at least one CA
     * certificate is added.
     *
     * @example
     * ```ts
     * const betaTunnel = await client.beta.tunnels.create({});
     * ```
     */
    create(params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post("/v1/tunnels", {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.tunnels.create", options, {
          route: "/v1/tunnels",
          createdIDAttribute: "anthropic.tunnel.id"
        })
      });
    }
    /**
     * The Tunnels API is in research preview. It requires the
     * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
     * deprecation period. It supersedes the Admin API endpoints at
     * `/v1/organizations/tunnels`, which remain available during a migration window.
     *
     * Fetches a tunnel by ID.
     *
     * @example
     * ```ts
     * const betaTunnel = await client.beta.tunnels.retrieve(
     *   'tunnel_id',
     * );
     * ```
     */
    retrieve(tunnelID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.get(path`/v1/tunnels/${tunnelID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.tunnels.retrieve", options, {
          route: "/v1/tunnels/{tunnel_id}",
          attributes: { "anthropic.tunnel.id": tunnelID }
        })
      });
    }
    /**
     * The Tunnels API is in research preview. It requires the
     * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
     * deprecation period. It supersedes the Admin API endpoints at
     * `/v1/organizations/tunnels`, which remain available during a migration window.
     *
     * Lists tunnels. Results are ordered by creation time, newest first; archived
     * tunnels are excluded unless include_archived is set.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaTunnel of client.beta.tunnels.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList("/v1/tunnels", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.tunnels.list", options, {
          route: "/v1/tunnels",
          queryParams: ["include_archived", "limit", "page"]
        })
      });
    }
    /**
     * The Tunnels API is in research preview. It requires the
     * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
     * deprecation period. It supersedes the Admin API endpoints at
     * `/v1/organizations/tunnels`, which remain available during a migration window.
     *
     * Archives a tunnel. Archival is irreversible: every non-archived certificate on
     * the tunnel is archived in the same operation, the hostname is retired and never
     * re-allocated, and the tunnel token is invalidated. Retrying against an
     * already-archived tunnel returns the existing record unchanged.
     *
     * @example
     * ```ts
     * const betaTunnel = await client.beta.tunnels.archive(
     *   'tunnel_id',
     * );
     * ```
     */
    archive(tunnelID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.post(path`/v1/tunnels/${tunnelID}/archive`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.tunnels.archive", options, {
          route: "/v1/tunnels/{tunnel_id}/archive",
          attributes: { "anthropic.tunnel.id": tunnelID }
        })
      });
    }
    /**
     * The Tunnels API is in research preview. It requires the
     * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
     * deprecation period. It supersedes the Admin API endpoints at
     * `/v1/organizations/tunnels`, which remain available during a migration window.
     *
     * Reveals a tunnel's connector token. The value is fetched live on each call;
     * Anthropic does not store it. Repeated calls return the same value until the
     * token is rotated. Exposed as POST so the token does not appear in intermediary
     * access logs.
     *
     * @example
     * ```ts
     * const betaTunnelToken =
     *   await client.beta.tunnels.revealToken('tunnel_id');
     * ```
     */
    revealToken(tunnelID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.post(path`/v1/tunnels/${tunnelID}/reveal_token`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.tunnels.reveal_token", options, {
          route: "/v1/tunnels/{tunnel_id}/reveal_token",
          attributes: { "anthropic.tunnel.id": tunnelID }
        })
      });
    }
    /**
     * The Tunnels API is in research preview. It requires the
     * `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
     * deprecation period. It supersedes the Admin API endpoints at
     * `/v1/organizations/tunnels`, which remain available during a migration window.
     *
     * Rotates a tunnel's connector token. Rotation invalidates the current token for
     * new connections and returns a fresh value; established connections are not
     * severed. A connector restarted after rotation must use the new value.
     *
     * @example
     * ```ts
     * const betaTunnelToken =
     *   await client.beta.tunnels.rotateToken('tunnel_id', {});
     * ```
     */
    rotateToken(tunnelID, params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/tunnels/${tunnelID}/rotate_token`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "mcp-tunnels-2026-06-22"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.tunnels.rotate_token", options, {
          route: "/v1/tunnels/{tunnel_id}/rotate_token",
          attributes: { "anthropic.tunnel.id": tunnelID }
        })
      });
    }
  }
  Tunnels2.Certificates = Certificates;
  return Tunnels2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/user-profiles/action-urls.mjs
var ActionURLs = class extends APIResource {
  /**
   * Create a link that sends the profile's end customer to the Verification Portal.
   *
   * See
   * [Send an end customer a link to the Verification Portal](https://platform.claude.com/docs/en/manage-claude/user-profiles-verification-portal)
   * for when to create the link and what the end customer sees.
   *
   * @example
   * ```ts
   * const betaUserProfileActionURL =
   *   await client.beta.userProfiles.actionURLs.create(
   *     'uprof_011CZkZCu8hGbp5mYRQgUmz9',
   *     { action: { type: 'enroll_end_user' } },
   *   );
   * ```
   */
  create(userProfileID, params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/user_profiles/${userProfileID}/action_urls`, {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "user-profiles-2026-08-18"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.user_profiles.action_urls.create", options, {
        route: "/v1/user_profiles/{user_profile_id}/action_urls",
        attributes: { "anthropic.user_profile.id": userProfileID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/user-profiles/providers/google/data-controls.mjs
var DataControls2 = class extends APIResource {
  /**
   * Get the profile's encryption keys and storage buckets for Claude on Google
   * Cloud's Agent Platform, with each region's status.
   *
   * @example
   * ```ts
   * const betaGoogleManagedDataControls =
   *   await client.beta.userProfiles.providers.google.dataControls.retrieve(
   *     'uprof_011CZkZCu8hGbp5mYRQgUmz9',
   *   );
   * ```
   */
  retrieve(userProfileID, params = {}, options) {
    const { betas, workspace_id } = params ?? {};
    return this._client.get(path`/v1/user_profiles/${userProfileID}/providers/google/data_controls`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [
            ...betas ?? [],
            "user-profiles-2026-09-04,google-managed-data-controls-2026-09-01"
          ].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.user_profiles.providers.google.data_controls.retrieve", options, {
        route: "/v1/user_profiles/{user_profile_id}/providers/google/data_controls",
        attributes: { "anthropic.user_profile.id": userProfileID }
      })
    });
  }
  /**
   * Turn a control on or off, or change the key or bucket set for a region. Controls
   * and regions that you leave out stay as they are.
   *
   * @example
   * ```ts
   * const betaGoogleManagedDataControls =
   *   await client.beta.userProfiles.providers.google.dataControls.update(
   *     'uprof_011CZkZCu8hGbp5mYRQgUmz9',
   *     {},
   *   );
   * ```
   */
  update(userProfileID, params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/user_profiles/${userProfileID}/providers/google/data_controls`, {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [
            ...betas ?? [],
            "user-profiles-2026-09-04,google-managed-data-controls-2026-09-01"
          ].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.user_profiles.providers.google.data_controls.update", options, {
        route: "/v1/user_profiles/{user_profile_id}/providers/google/data_controls",
        attributes: { "anthropic.user_profile.id": userProfileID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/user-profiles/providers/google/google.mjs
var Google2 = /* @__PURE__ */ (() => {
  class Google3 extends APIResource {
    constructor() {
      super(...arguments);
      this.dataControls = new DataControls2(this._client);
    }
  }
  Google3.DataControls = DataControls2;
  return Google3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/user-profiles/providers/providers.mjs
var Providers2 = /* @__PURE__ */ (() => {
  class Providers3 extends APIResource {
    constructor() {
      super(...arguments);
      this.google = new Google2(this._client);
    }
  }
  Providers3.Google = Google2;
  return Providers3;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/user-profiles/user-profiles.mjs
var UserProfiles = /* @__PURE__ */ (() => {
  class UserProfiles2 extends APIResource {
    constructor() {
      super(...arguments);
      this.actionURLs = new ActionURLs(this._client);
      this.providers = new Providers2(this._client);
    }
    /**
     * Register one of your end customers and get the ID to send on the requests you
     * make for them.
     *
     * See the
     * [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles#create-a-profile-for-each-end-customer)
     * for what to send.
     *
     * @example
     * ```ts
     * const betaUserProfile =
     *   await client.beta.userProfiles.create({});
     * ```
     */
    create(params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post("/v1/user_profiles", {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "user-profiles-2026-08-18"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.user_profiles.create", options, {
          route: "/v1/user_profiles",
          createdIDAttribute: "anthropic.user_profile.id"
        })
      });
    }
    /**
     * Get a user profile by ID to check the details stored for it.
     *
     * See the
     * [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles)
     * for how to set up and manage profiles.
     *
     * @example
     * ```ts
     * const betaUserProfile =
     *   await client.beta.userProfiles.retrieve(
     *     'uprof_011CZkZCu8hGbp5mYRQgUmz9',
     *   );
     * ```
     */
    retrieve(userProfileID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.get(path`/v1/user_profiles/${userProfileID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "user-profiles-2026-08-18"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.user_profiles.retrieve", options, {
          route: "/v1/user_profiles/{user_profile_id}",
          attributes: { "anthropic.user_profile.id": userProfileID }
        })
      });
    }
    /**
     * Change the details of a user profile, leaving the fields that you don't send as
     * they are.
     *
     * See the
     * [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles#update-a-profile)
     * for how each field is updated.
     *
     * @example
     * ```ts
     * const betaUserProfile =
     *   await client.beta.userProfiles.update(
     *     'uprof_011CZkZCu8hGbp5mYRQgUmz9',
     *     {},
     *   );
     * ```
     */
    update(userProfileID, params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/user_profiles/${userProfileID}`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "user-profiles-2026-08-18"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.user_profiles.update", options, {
          route: "/v1/user_profiles/{user_profile_id}",
          attributes: { "anthropic.user_profile.id": userProfileID }
        })
      });
    }
    /**
     * List the user profiles in your organization, newest first by default.
     *
     * See the
     * [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles)
     * for how to set up and manage profiles.
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaUserProfile of client.beta.userProfiles.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList("/v1/user_profiles", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "user-profiles-2026-08-18"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.user_profiles.list", options, {
          route: "/v1/user_profiles",
          queryParams: ["limit", "order", "order_by", "page"]
        })
      });
    }
    /**
     * Delete a user profile, for example when the end customer closes their account.
     *
     * Stop sending the profile's ID first. See the
     * [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles#delete-a-profile)
     * for what happens after a delete.
     *
     * @example
     * ```ts
     * const betaDeletedUserProfile =
     *   await client.beta.userProfiles.delete(
     *     'uprof_011CZkZCu8hGbp5mYRQgUmz9',
     *   );
     * ```
     */
    delete(userProfileID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.delete(path`/v1/user_profiles/${userProfileID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "user-profiles-2026-08-18"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.user_profiles.delete", options, {
          route: "/v1/user_profiles/{user_profile_id}",
          attributes: { "anthropic.user_profile.id": userProfileID }
        })
      });
    }
    /**
     * Create a link that sends the profile's end customer to the Verification Portal
     * from Claude Platform on AWS.
     *
     * On the Claude API, create an action URL instead. See
     * [Send an end customer a link to the Verification Portal](https://platform.claude.com/docs/en/manage-claude/user-profiles-verification-portal)
     * for when to create the link and what the end customer sees.
     *
     * @example
     * ```ts
     * const betaUserProfileEnrollmentURL =
     *   await client.beta.userProfiles.createEnrollmentURL(
     *     'uprof_011CZkZCu8hGbp5mYRQgUmz9',
     *   );
     * ```
     */
    createEnrollmentURL(userProfileID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.post(path`/v1/user_profiles/${userProfileID}/enrollment_url`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "user-profiles-2026-08-18"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.user_profiles.create_enrollment_url", options, {
          route: "/v1/user_profiles/{user_profile_id}/enrollment_url",
          attributes: { "anthropic.user_profile.id": userProfileID }
        })
      });
    }
  }
  UserProfiles2.ActionURLs = ActionURLs;
  UserProfiles2.Providers = Providers2;
  return UserProfiles2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/vaults/credentials.mjs
var Credentials = class extends APIResource {
  /**
   * Create a Credential
   *
   * @example
   * ```ts
   * const betaManagedAgentsCredential =
   *   await client.beta.vaults.credentials.create(
   *     'vlt_011CZkZDLs7fYzm1hXNPeRjv',
   *     {
   *       auth: {
   *         token: 'bearer_exampletoken',
   *         mcp_server_url:
   *           'https://example-server.modelcontextprotocol.io/sse',
   *         type: 'static_bearer',
   *       },
   *     },
   *   );
   * ```
   */
  create(vaultID, params, options) {
    const { betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/vaults/${vaultID}/credentials`, {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.vaults.credentials.create", options, {
        route: "/v1/vaults/{vault_id}/credentials",
        attributes: { "anthropic.vault.id": vaultID },
        createdIDAttribute: "anthropic.vault.credential.id"
      })
    });
  }
  /**
   * Retrieve a Credential
   *
   * @example
   * ```ts
   * const betaManagedAgentsCredential =
   *   await client.beta.vaults.credentials.retrieve(
   *     'vcrd_011CZkZEMt8gZan2iYPQfSkw',
   *     { vault_id: 'vlt_011CZkZDLs7fYzm1hXNPeRjv' },
   *   );
   * ```
   */
  retrieve(credentialID, params, options) {
    const { vault_id, betas, workspace_id } = params;
    return this._client.get(path`/v1/vaults/${vault_id}/credentials/${credentialID}`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.vaults.credentials.retrieve", options, {
        route: "/v1/vaults/{vault_id}/credentials/{credential_id}",
        attributes: { "anthropic.vault.id": vault_id, "anthropic.vault.credential.id": credentialID }
      })
    });
  }
  /**
   * Update a Credential
   *
   * @example
   * ```ts
   * const betaManagedAgentsCredential =
   *   await client.beta.vaults.credentials.update(
   *     'vcrd_011CZkZEMt8gZan2iYPQfSkw',
   *     { vault_id: 'vlt_011CZkZDLs7fYzm1hXNPeRjv' },
   *   );
   * ```
   */
  update(credentialID, params, options) {
    const { vault_id, betas, workspace_id, ...body } = params;
    return this._client.post(path`/v1/vaults/${vault_id}/credentials/${credentialID}`, {
      body,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.vaults.credentials.update", options, {
        route: "/v1/vaults/{vault_id}/credentials/{credential_id}",
        attributes: { "anthropic.vault.id": vault_id, "anthropic.vault.credential.id": credentialID }
      })
    });
  }
  /**
   * List Credentials
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const betaManagedAgentsCredential of client.beta.vaults.credentials.list(
   *   'vlt_011CZkZDLs7fYzm1hXNPeRjv',
   * )) {
   *   // ...
   * }
   * ```
   */
  list(vaultID, params = {}, options) {
    const { betas, workspace_id, ...query } = params ?? {};
    return this._client.getAPIList(path`/v1/vaults/${vaultID}/credentials`, PageCursor, {
      query,
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.vaults.credentials.list", options, {
        route: "/v1/vaults/{vault_id}/credentials",
        queryParams: ["include_archived", "limit", "page"],
        attributes: { "anthropic.vault.id": vaultID }
      })
    });
  }
  /**
   * Delete a Credential
   *
   * @example
   * ```ts
   * const betaManagedAgentsDeletedCredential =
   *   await client.beta.vaults.credentials.delete(
   *     'vcrd_011CZkZEMt8gZan2iYPQfSkw',
   *     { vault_id: 'vlt_011CZkZDLs7fYzm1hXNPeRjv' },
   *   );
   * ```
   */
  delete(credentialID, params, options) {
    const { vault_id, betas, workspace_id } = params;
    return this._client.delete(path`/v1/vaults/${vault_id}/credentials/${credentialID}`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.vaults.credentials.delete", options, {
        route: "/v1/vaults/{vault_id}/credentials/{credential_id}",
        attributes: { "anthropic.vault.id": vault_id, "anthropic.vault.credential.id": credentialID }
      })
    });
  }
  /**
   * Archive a Credential
   *
   * @example
   * ```ts
   * const betaManagedAgentsCredential =
   *   await client.beta.vaults.credentials.archive(
   *     'vcrd_011CZkZEMt8gZan2iYPQfSkw',
   *     { vault_id: 'vlt_011CZkZDLs7fYzm1hXNPeRjv' },
   *   );
   * ```
   */
  archive(credentialID, params, options) {
    const { vault_id, betas, workspace_id } = params;
    return this._client.post(path`/v1/vaults/${vault_id}/credentials/${credentialID}/archive`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.vaults.credentials.archive", options, {
        route: "/v1/vaults/{vault_id}/credentials/{credential_id}/archive",
        attributes: { "anthropic.vault.id": vault_id, "anthropic.vault.credential.id": credentialID }
      })
    });
  }
  /**
   * Validate an MCP OAuth Credential
   *
   * @example
   * ```ts
   * const betaManagedAgentsCredentialValidation =
   *   await client.beta.vaults.credentials.mcpOAuthValidate(
   *     'vcrd_011CZkZEMt8gZan2iYPQfSkw',
   *     { vault_id: 'vlt_011CZkZDLs7fYzm1hXNPeRjv' },
   *   );
   * ```
   */
  mcpOAuthValidate(credentialID, params, options) {
    const { vault_id, betas, workspace_id } = params;
    return this._client.post(path`/v1/vaults/${vault_id}/credentials/${credentialID}/mcp_oauth_validate`, {
      ...options,
      headers: buildHeaders([
        {
          "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __qualifiers: { beta: "true" },
      __span: startApiCallSpan(this._client, "anthropic.vaults.credentials.mcp_oauth_validate", options, {
        route: "/v1/vaults/{vault_id}/credentials/{credential_id}/mcp_oauth_validate",
        attributes: { "anthropic.vault.id": vault_id, "anthropic.vault.credential.id": credentialID }
      })
    });
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/vaults/vaults.mjs
var Vaults = /* @__PURE__ */ (() => {
  class Vaults2 extends APIResource {
    constructor() {
      super(...arguments);
      this.credentials = new Credentials(this._client);
    }
    /**
     * Create a Vault
     *
     * @example
     * ```ts
     * const betaManagedAgentsVault =
     *   await client.beta.vaults.create({
     *     display_name: 'Example vault',
     *   });
     * ```
     */
    create(params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post("/v1/vaults", {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.vaults.create", options, {
          route: "/v1/vaults",
          createdIDAttribute: "anthropic.vault.id"
        })
      });
    }
    /**
     * Retrieve a Vault
     *
     * @example
     * ```ts
     * const betaManagedAgentsVault =
     *   await client.beta.vaults.retrieve(
     *     'vlt_011CZkZDLs7fYzm1hXNPeRjv',
     *   );
     * ```
     */
    retrieve(vaultID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.get(path`/v1/vaults/${vaultID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.vaults.retrieve", options, {
          route: "/v1/vaults/{vault_id}",
          attributes: { "anthropic.vault.id": vaultID }
        })
      });
    }
    /**
     * Update a Vault
     *
     * @example
     * ```ts
     * const betaManagedAgentsVault =
     *   await client.beta.vaults.update(
     *     'vlt_011CZkZDLs7fYzm1hXNPeRjv',
     *     {},
     *   );
     * ```
     */
    update(vaultID, params, options) {
      const { betas, workspace_id, ...body } = params;
      return this._client.post(path`/v1/vaults/${vaultID}`, {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.vaults.update", options, {
          route: "/v1/vaults/{vault_id}",
          attributes: { "anthropic.vault.id": vaultID }
        })
      });
    }
    /**
     * List Vaults
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const betaManagedAgentsVault of client.beta.vaults.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
      const { betas, workspace_id, ...query } = params ?? {};
      return this._client.getAPIList("/v1/vaults", PageCursor, {
        query,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.vaults.list", options, {
          route: "/v1/vaults",
          queryParams: ["include_archived", "limit", "page"]
        })
      });
    }
    /**
     * Delete a Vault
     *
     * @example
     * ```ts
     * const betaManagedAgentsDeletedVault =
     *   await client.beta.vaults.delete(
     *     'vlt_011CZkZDLs7fYzm1hXNPeRjv',
     *   );
     * ```
     */
    delete(vaultID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.delete(path`/v1/vaults/${vaultID}`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.vaults.delete", options, {
          route: "/v1/vaults/{vault_id}",
          attributes: { "anthropic.vault.id": vaultID }
        })
      });
    }
    /**
     * Archive a Vault
     *
     * @example
     * ```ts
     * const betaManagedAgentsVault =
     *   await client.beta.vaults.archive(
     *     'vlt_011CZkZDLs7fYzm1hXNPeRjv',
     *   );
     * ```
     */
    archive(vaultID, params = {}, options) {
      const { betas, workspace_id } = params ?? {};
      return this._client.post(path`/v1/vaults/${vaultID}/archive`, {
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "managed-agents-2026-04-01"].toString(),
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" },
        __span: startApiCallSpan(this._client, "anthropic.vaults.archive", options, {
          route: "/v1/vaults/{vault_id}/archive",
          attributes: { "anthropic.vault.id": vaultID }
        })
      });
    }
  }
  Vaults2.Credentials = Credentials;
  return Vaults2;
})();

// node_modules/@anthropic-ai/sdk/lib/internal/BetaToolRunnerStream.mjs
var _BetaToolRunnerStream_instances;
var _BetaToolRunnerStream_onToolCall;
var _BetaToolRunnerStream_emitted;
var _BetaToolRunnerStream_readers;
var _BetaToolRunnerStream_toolCalls;
var _BetaToolRunnerStream_closed;
var _BetaToolRunnerStream_ready;
var _BetaToolRunnerStream_fallback;
var _BetaToolRunnerStream_track;
var _BetaToolRunnerStream_release;
var _BetaToolRunnerStream_removeReader;
var BetaToolRunnerStream = /* @__PURE__ */ (() => {
  class BetaToolRunnerStream2 extends BetaMessageStream {
    constructor(params, onToolCall, client) {
      super(params, { client });
      _BetaToolRunnerStream_instances.add(this);
      _BetaToolRunnerStream_onToolCall.set(this, void 0);
      _BetaToolRunnerStream_emitted.set(this, 0);
      _BetaToolRunnerStream_readers.set(this, []);
      _BetaToolRunnerStream_toolCalls.set(this, []);
      _BetaToolRunnerStream_closed.set(this, void 0);
      _BetaToolRunnerStream_ready.set(this, []);
      _BetaToolRunnerStream_fallback.set(this, false);
      __classPrivateFieldSet(this, _BetaToolRunnerStream_onToolCall, onToolCall, "f");
    }
    /** The `tool_use` blocks that have finished streaming, in the model's order */
    get toolCalls() {
      return __classPrivateFieldGet(this, _BetaToolRunnerStream_toolCalls, "f");
    }
    _deliverEvent(event, snapshot) {
      var _a2;
      __classPrivateFieldSet(this, _BetaToolRunnerStream_emitted, (_a2 = __classPrivateFieldGet(this, _BetaToolRunnerStream_emitted, "f"), _a2++, _a2), "f");
      const block = event.type === "content_block_stop" ? snapshot?.content[event.index] : void 0;
      const closed = block?.type === "tool_use" ? block : void 0;
      if (closed) {
        __classPrivateFieldGet(this, _BetaToolRunnerStream_toolCalls, "f").push(closed);
      }
      super._deliverEvent(event, snapshot);
      __classPrivateFieldGet(this, _BetaToolRunnerStream_instances, "m", _BetaToolRunnerStream_track).call(this, event, closed);
      __classPrivateFieldGet(this, _BetaToolRunnerStream_instances, "m", _BetaToolRunnerStream_release).call(this);
    }
    [(_BetaToolRunnerStream_onToolCall = /* @__PURE__ */ new WeakMap(), _BetaToolRunnerStream_emitted = /* @__PURE__ */ new WeakMap(), _BetaToolRunnerStream_readers = /* @__PURE__ */ new WeakMap(), _BetaToolRunnerStream_toolCalls = /* @__PURE__ */ new WeakMap(), _BetaToolRunnerStream_closed = /* @__PURE__ */ new WeakMap(), _BetaToolRunnerStream_ready = /* @__PURE__ */ new WeakMap(), _BetaToolRunnerStream_fallback = /* @__PURE__ */ new WeakMap(), _BetaToolRunnerStream_instances = /* @__PURE__ */ new WeakSet(), Symbol.asyncIterator)]() {
      const iterator = super[Symbol.asyncIterator]();
      const reader = { handled: __classPrivateFieldGet(this, _BetaToolRunnerStream_emitted, "f") };
      __classPrivateFieldGet(this, _BetaToolRunnerStream_readers, "f").push(reader);
      let holdsEvent = false;
      return {
        next: async () => {
          if (holdsEvent) {
            holdsEvent = false;
            reader.handled++;
            __classPrivateFieldGet(this, _BetaToolRunnerStream_instances, "m", _BetaToolRunnerStream_release).call(this);
          }
          try {
            const result = await iterator.next();
            holdsEvent = !result.done;
            if (result.done) {
              __classPrivateFieldGet(this, _BetaToolRunnerStream_instances, "m", _BetaToolRunnerStream_removeReader).call(this, reader);
            }
            return result;
          } catch (error) {
            __classPrivateFieldGet(this, _BetaToolRunnerStream_instances, "m", _BetaToolRunnerStream_removeReader).call(this, reader);
            throw error;
          }
        },
        return: async () => {
          const result = iterator.return?.();
          __classPrivateFieldGet(this, _BetaToolRunnerStream_instances, "m", _BetaToolRunnerStream_removeReader).call(this, reader);
          return await result ?? { value: void 0, done: true };
        }
      };
    }
  }
  _BetaToolRunnerStream_track = function _BetaToolRunnerStream_track2(event, closed) {
    if (__classPrivateFieldGet(this, _BetaToolRunnerStream_fallback, "f")) {
      return;
    }
    if (event.type === "content_block_start" && event.content_block.type === "fallback") {
      __classPrivateFieldSet(this, _BetaToolRunnerStream_fallback, true, "f");
      __classPrivateFieldSet(this, _BetaToolRunnerStream_closed, void 0, "f");
      return;
    }
    const movedOn = event.type === "content_block_start" || event.type === "message_delta" && event.delta.stop_reason === "tool_use";
    if (__classPrivateFieldGet(this, _BetaToolRunnerStream_closed, "f") && movedOn) {
      __classPrivateFieldGet(this, _BetaToolRunnerStream_ready, "f").push({ toolUse: __classPrivateFieldGet(this, _BetaToolRunnerStream_closed, "f"), event: __classPrivateFieldGet(this, _BetaToolRunnerStream_emitted, "f") });
      __classPrivateFieldSet(this, _BetaToolRunnerStream_closed, void 0, "f");
    }
    if (closed) {
      __classPrivateFieldSet(this, _BetaToolRunnerStream_closed, closed, "f");
    }
  }, _BetaToolRunnerStream_release = function _BetaToolRunnerStream_release2() {
    if (this.errored || this.controller.signal.aborted) {
      return;
    }
    const handled = Math.min(__classPrivateFieldGet(this, _BetaToolRunnerStream_emitted, "f"), ...__classPrivateFieldGet(this, _BetaToolRunnerStream_readers, "f").map((reader) => reader.handled));
    while (__classPrivateFieldGet(this, _BetaToolRunnerStream_ready, "f")[0] && __classPrivateFieldGet(this, _BetaToolRunnerStream_ready, "f")[0].event <= handled) {
      __classPrivateFieldGet(this, _BetaToolRunnerStream_onToolCall, "f").call(this, __classPrivateFieldGet(this, _BetaToolRunnerStream_ready, "f").shift().toolUse);
    }
  }, _BetaToolRunnerStream_removeReader = function _BetaToolRunnerStream_removeReader2(reader) {
    const index = __classPrivateFieldGet(this, _BetaToolRunnerStream_readers, "f").indexOf(reader);
    if (index >= 0) {
      __classPrivateFieldGet(this, _BetaToolRunnerStream_readers, "f").splice(index, 1);
      __classPrivateFieldGet(this, _BetaToolRunnerStream_instances, "m", _BetaToolRunnerStream_release).call(this);
    }
  };
  return BetaToolRunnerStream2;
})();

// node_modules/@anthropic-ai/sdk/lib/internal/threads/ThreadState.mjs
var _ThreadState_instances;
var _ThreadState_fields;
var _ThreadState_stored;
var _ThreadState_staged;
var _ThreadState_anchor;
var _ThreadState_turn;
var _ThreadState_logger;
var _ThreadState_lastReply_get;
var _ThreadState_repeatsLastReply;
var _ThreadState_startNewThread;
var _ThreadState_retryPartialTurn;
var _ThreadState_dropsRefusedTurn;
var _ThreadState_storeTurn;
var _ThreadState_adoptContainer;
var _ThreadState_checkCreateOnly;
var _ThreadState_requestOptions;
var Turn = class {
  constructor(fields, ownMessages, ownCreateOnly) {
    this.fields = fields;
    this.ownMessages = ownMessages;
    this.ownCreateOnly = ownCreateOnly;
    this.deferredMessages = [];
    this.replacementHistory = null;
    this.createOnly = createOnlyJSON(fields);
  }
};
var ThreadState = /* @__PURE__ */ (() => {
  class ThreadState2 {
    constructor({ params, options, threading, logger }) {
      _ThreadState_instances.add(this);
      _ThreadState_fields.set(this, void 0);
      _ThreadState_stored.set(this, []);
      _ThreadState_staged.set(this, []);
      _ThreadState_anchor.set(this, void 0);
      _ThreadState_turn.set(this, null);
      _ThreadState_logger.set(this, void 0);
      const { messages, unsupportedRequestBehavior, ...fields } = params;
      rejectThreadField(fields);
      this.options = options;
      this.unsupportedRequestBehavior = unsupportedRequestBehavior ?? "error";
      __classPrivateFieldSet(this, _ThreadState_fields, fields, "f");
      __classPrivateFieldSet(this, _ThreadState_anchor, threading ? { type: "create", replacesLostThread: false } : { type: "never_threaded" }, "f");
      __classPrivateFieldSet(this, _ThreadState_logger, logger, "f");
      this.push(messages ?? []);
    }
    /** Whether turns send a `thread` field at all. */
    get threading() {
      return __classPrivateFieldGet(this, _ThreadState_anchor, "f").type === "create" || __classPrivateFieldGet(this, _ThreadState_anchor, "f").type === "continue";
    }
    /** The `id` of the stored reply the next turn continues from, or `null` when it starts a new thread. */
    get previousMessageId() {
      return __classPrivateFieldGet(this, _ThreadState_anchor, "f").type === "continue" ? __classPrivateFieldGet(this, _ThreadState_anchor, "f").previousMessageId : null;
    }
    /**
     * Every message the server holds plus those staged for the next turn, with any edits deferred by a turn in flight
     * already applied.
     */
    get messages() {
      const messages = __classPrivateFieldGet(this, _ThreadState_turn, "f")?.replacementHistory?.slice() ?? [...__classPrivateFieldGet(this, _ThreadState_stored, "f"), ...__classPrivateFieldGet(this, _ThreadState_staged, "f")].map((entry) => entry.param);
      if (__classPrivateFieldGet(this, _ThreadState_turn, "f"))
        messages.push(...__classPrivateFieldGet(this, _ThreadState_turn, "f").deferredMessages.map(toMessageParam));
      return messages;
    }
    /**
     * The thread as the params of one call for the whole conversation: its request fields and full history. A new
     * object on each access. While a turn that creates the thread is in flight, it shows that turn's create-only fields.
     */
    get params() {
      const ownCreateOnly = __classPrivateFieldGet(this, _ThreadState_anchor, "f").type === "create" ? __classPrivateFieldGet(this, _ThreadState_turn, "f")?.ownCreateOnly : void 0;
      return { ...__classPrivateFieldGet(this, _ThreadState_fields, "f"), ...ownCreateOnly, messages: this.messages };
    }
    /** Stage messages for the next turn, skipping the reply just recorded and deferring while a turn is in flight. */
    push(messages) {
      if (__classPrivateFieldGet(this, _ThreadState_turn, "f")) {
        __classPrivateFieldGet(this, _ThreadState_turn, "f").deferredMessages.push(...messages);
        return;
      }
      for (const message of messages) {
        if (__classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_repeatsLastReply).call(this, message))
          continue;
        __classPrivateFieldGet(this, _ThreadState_staged, "f").push({ param: toMessageParam(message), reply: null });
      }
    }
    /** Apply the given request fields and request options to all later turns. */
    update(fields = {}, options = {}) {
      rejectThreadField(fields);
      __classPrivateFieldSet(this, _ThreadState_fields, { ...__classPrivateFieldGet(this, _ThreadState_fields, "f"), ...definedEntries(fields) }, "f");
      this.options = { ...this.options, ...definedEntries(options) };
      for (const field of CREATE_ONLY_FIELDS) {
        if (fields[field] !== void 0)
          delete __classPrivateFieldGet(this, _ThreadState_turn, "f")?.ownCreateOnly[field];
      }
    }
    /**
     * A copy with the same history and options that continues from no stored reply and has no turn in flight. Its request
     * fields are the same too, unless `fields` takes their place.
     */
    fork(fields = __classPrivateFieldGet(this, _ThreadState_fields, "f")) {
      const fork = new ThreadState2({
        params: { ...fields, unsupportedRequestBehavior: this.unsupportedRequestBehavior },
        options: this.options,
        threading: __classPrivateFieldGet(this, _ThreadState_anchor, "f").type !== "never_threaded",
        logger: __classPrivateFieldGet(this, _ThreadState_logger, "f")
      });
      if (!this.threading)
        fork.stopThreading();
      if (__classPrivateFieldGet(this, _ThreadState_turn, "f")?.replacementHistory) {
        __classPrivateFieldSet(fork, _ThreadState_staged, __classPrivateFieldGet(this, _ThreadState_turn, "f").replacementHistory.map((param) => ({ param, reply: null })), "f");
      } else {
        __classPrivateFieldSet(fork, _ThreadState_stored, [...__classPrivateFieldGet(this, _ThreadState_stored, "f")], "f");
        __classPrivateFieldSet(fork, _ThreadState_staged, [...__classPrivateFieldGet(this, _ThreadState_staged, "f")], "f");
      }
      if (__classPrivateFieldGet(this, _ThreadState_turn, "f"))
        fork.push(__classPrivateFieldGet(this, _ThreadState_turn, "f").deferredMessages);
      return fork;
    }
    /** Replace the request fields with those of `params`, so a field it leaves out is gone, then `setMessages()`. */
    setParams({ messages, ...fields }) {
      __classPrivateFieldSet(this, _ThreadState_fields, fields, "f");
      if (__classPrivateFieldGet(this, _ThreadState_turn, "f"))
        __classPrivateFieldGet(this, _ThreadState_turn, "f").ownCreateOnly = {};
      this.setMessages(messages);
    }
    /**
     * Take the history from `messages`: additions to the current history are staged, and any other list replaces it
     * and starts a new thread.
     */
    setMessages(messages) {
      const entries = [...__classPrivateFieldGet(this, _ThreadState_stored, "f"), ...__classPrivateFieldGet(this, _ThreadState_staged, "f")];
      if (__classPrivateFieldGet(this, _ThreadState_turn, "f")) {
        const sent = entries.map((entry) => entry.param);
        if (startsWith(messages, sent)) {
          __classPrivateFieldGet(this, _ThreadState_turn, "f").replacementHistory = null;
          __classPrivateFieldGet(this, _ThreadState_turn, "f").deferredMessages = messages.slice(sent.length);
        } else {
          __classPrivateFieldGet(this, _ThreadState_turn, "f").replacementHistory = messages;
          __classPrivateFieldGet(this, _ThreadState_turn, "f").deferredMessages = [];
        }
        return;
      }
      if (!startsWith(messages, __classPrivateFieldGet(this, _ThreadState_stored, "f").map((entry) => entry.param))) {
        __classPrivateFieldSet(this, _ThreadState_stored, [], "f");
        if (this.threading)
          __classPrivateFieldSet(this, _ThreadState_anchor, { type: "create", replacesLostThread: false }, "f");
      }
      __classPrivateFieldSet(this, _ThreadState_staged, [], "f");
      const replies = new Map(entries.filter((entry) => entry.reply).map((entry) => [entry.param.content, entry]));
      for (const message of messages.slice(__classPrivateFieldGet(this, _ThreadState_stored, "f").length)) {
        if (__classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_repeatsLastReply).call(this, message))
          continue;
        __classPrivateFieldGet(this, _ThreadState_staged, "f").push({
          ...replies.get(message.content) ?? { reply: null },
          param: toMessageParam(message)
        });
      }
    }
    /** Whether the next turn has something to send: staged messages, or an unfinished reply to resume. */
    get hasTurnToSend() {
      return __classPrivateFieldGet(this, _ThreadState_staged, "f").length > 0 || isUnfinishedStopReason(__classPrivateFieldGet(this, _ThreadState_stored, "f").at(-1)?.reply?.stop_reason);
    }
    /** Stage `messages` and start the turn that sends them with the overrides `fields`, in flight until `endTurn()`. */
    startTurn(messages, fields) {
      if (__classPrivateFieldGet(this, _ThreadState_turn, "f")) {
        throw new AnthropicError("Another `send()`, `parse()` or `stream()` is already in progress on this thread");
      }
      rejectThreadField(fields);
      const alreadyStaged = __classPrivateFieldGet(this, _ThreadState_staged, "f").length;
      this.push(messages);
      const ownMessages = __classPrivateFieldGet(this, _ThreadState_staged, "f").slice(alreadyStaged);
      __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_retryPartialTurn).call(this);
      const ownCreateOnly = {};
      if (fields.system !== void 0)
        ownCreateOnly.system = fields.system;
      if (fields.tools !== void 0)
        ownCreateOnly.tools = fields.tools;
      return __classPrivateFieldSet(this, _ThreadState_turn, new Turn({ ...__classPrivateFieldGet(this, _ThreadState_fields, "f"), ...definedEntries(fields) }, ownMessages, ownCreateOnly), "f");
    }
    /**
     * Mark `turn` finished, take back the messages its call staged if no reply to them started, and apply the history
     * edits deferred during it.
     */
    endTurn(turn) {
      __classPrivateFieldSet(this, _ThreadState_turn, null, "f");
      __classPrivateFieldSet(this, _ThreadState_staged, __classPrivateFieldGet(this, _ThreadState_staged, "f").filter((entry) => !turn.ownMessages.includes(entry)), "f");
      if (turn.replacementHistory)
        this.setMessages(turn.replacementHistory);
      this.push(turn.deferredMessages);
    }
    /**
     * Whether the turn should be sent again because `error` is a thread rejection this state has now adjusted for. With
     * `'continue_unthreaded'` a replay that finds the new thread lost as well stops threading, because the server may be
     * unable to store the conversation.
     */
    recoversFrom(error) {
      if (!(error instanceof APIError))
        return false;
      const continuesUnthreaded = this.unsupportedRequestBehavior === "continue_unthreaded";
      const reason = replayReason(error);
      if (reason !== null && __classPrivateFieldGet(this, _ThreadState_anchor, "f").type === "continue") {
        if (reason === "thread_not_found" && __classPrivateFieldGet(this, _ThreadState_anchor, "f").replacesLostThread && continuesUnthreaded) {
          __classPrivateFieldGet(this, _ThreadState_logger, "f").info(`The server lost the thread again right after a replay; continuing without a thread: previous_message_id=${__classPrivateFieldGet(this, _ThreadState_anchor, "f").previousMessageId}`);
          this.stopThreading();
        } else {
          __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_startNewThread).call(this, reason);
        }
        return true;
      }
      const unsupported = unsupportedFeatures(error);
      if (unsupported !== null && this.threading && continuesUnthreaded) {
        __classPrivateFieldGet(this, _ThreadState_logger, "f").info(`The server cannot thread this request; continuing without a thread: unsupported=${unsupported.join(",")}`);
        this.stopThreading();
        return true;
      }
      return false;
    }
    /** Drop the `thread` field from this turn and every later one. */
    stopThreading() {
      if (this.threading)
        __classPrivateFieldSet(this, _ThreadState_anchor, { type: "unthreaded" }, "f");
    }
    /**
     * Record a turn whose stream ended after `message_start` and before `message_stop`. The next turn starts a new
     * thread because the server holds either the whole reply or none of it. `completedBlocks` is how many content
     * blocks received `content_block_stop`.
     */
    recordPartialReply(snapshot, completedBlocks) {
      if (__classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_dropsRefusedTurn).call(this, snapshot))
        return;
      __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_storeTurn).call(this, partialReply(snapshot, completedBlocks), { partial: true });
      if (this.previousMessageId !== null) {
        __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_startNewThread).call(this, "stream_ended_before_message_stop");
      }
    }
    /**
     * Record `message` as the reply of `turn`, for the next turn to continue from. The server does not store a reply
     * that a fallback model wrote, so the turn after one starts a new thread.
     */
    recordReply(turn, message) {
      if (__classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_dropsRefusedTurn).call(this, message))
        return;
      __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_storeTurn).call(this, message, { partial: false });
      if (__classPrivateFieldGet(this, _ThreadState_anchor, "f").type === "create") {
        __classPrivateFieldSet(this, _ThreadState_fields, { ...__classPrivateFieldGet(this, _ThreadState_fields, "f"), ...turn.ownCreateOnly }, "f");
      }
      if (this.threading) {
        __classPrivateFieldSet(this, _ThreadState_anchor, {
          type: "continue",
          previousMessageId: message.id,
          createdWith: turn.createOnly,
          replacesLostThread: __classPrivateFieldGet(this, _ThreadState_anchor, "f").type === "create" && __classPrivateFieldGet(this, _ThreadState_anchor, "f").replacesLostThread
        }, "f");
        if (message.usage.iterations?.some((iteration) => iteration.type === "fallback_message")) {
          __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_startNewThread).call(this, "fallback_message");
        }
      }
      if (message.container) {
        __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_adoptContainer).call(this, message.container.id);
      }
    }
    /**
     * The `create()` arguments of `turn` except `stream`: request fields, betas, the `thread` field with the delta or
     * full history, and request options.
     */
    buildCreateArguments(turn, options, { stream }) {
      __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_checkCreateOnly).call(this, turn.createOnly);
      const anchor = __classPrivateFieldGet(this, _ThreadState_anchor, "f");
      let stored = anchor.type === "continue" ? [] : __classPrivateFieldGet(this, _ThreadState_stored, "f").map((entry) => entry.param);
      if (anchor.type !== "never_threaded") {
        const answered = __classPrivateFieldGet(this, _ThreadState_stored, "f").map((entry) => entry.reply !== null).lastIndexOf(true) + 1;
        stored = stored.map((message, i) => i < answered ? withoutCacheControl(message) : message);
      }
      const params = {
        ...turn.fields,
        messages: [...stored, ...__classPrivateFieldGet(this, _ThreadState_staged, "f").map((entry) => entry.param)]
      };
      if (this.threading && !params.betas?.includes(MESSAGE_THREADS_BETA)) {
        params.betas = [...params.betas ?? [], MESSAGE_THREADS_BETA];
      }
      if (anchor.type === "create") {
        params.thread = { type: "create" };
      } else if (anchor.type === "continue") {
        params.thread = { type: "continue", previous_message_id: anchor.previousMessageId };
        for (const field of CREATE_ONLY_FIELDS)
          delete params[field];
      }
      return { params, options: __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_requestOptions).call(this, options, { stream }) };
    }
    /** Throws if the thread refuses a turn with the overrides `fields`, as that turn would before it is sent. */
    checkNextTurn(fields) {
      __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_checkCreateOnly).call(this, createOnlyJSON({ ...__classPrivateFieldGet(this, _ThreadState_fields, "f"), ...definedEntries(fields) }));
    }
  }
  _ThreadState_fields = /* @__PURE__ */ new WeakMap(), _ThreadState_stored = /* @__PURE__ */ new WeakMap(), _ThreadState_staged = /* @__PURE__ */ new WeakMap(), _ThreadState_anchor = /* @__PURE__ */ new WeakMap(), _ThreadState_turn = /* @__PURE__ */ new WeakMap(), _ThreadState_logger = /* @__PURE__ */ new WeakMap(), _ThreadState_instances = /* @__PURE__ */ new WeakSet(), _ThreadState_lastReply_get = function _ThreadState_lastReply_get2() {
    for (const entries of [__classPrivateFieldGet(this, _ThreadState_staged, "f"), __classPrivateFieldGet(this, _ThreadState_stored, "f")]) {
      for (let i = entries.length - 1; i >= 0; i--) {
        if (entries[i].reply)
          return entries[i].reply;
      }
    }
    return null;
  }, _ThreadState_repeatsLastReply = function _ThreadState_repeatsLastReply2(message) {
    if ("id" in message)
      return message.id === __classPrivateFieldGet(this, _ThreadState_instances, "a", _ThreadState_lastReply_get)?.id;
    const last = __classPrivateFieldGet(this, _ThreadState_staged, "f").at(-1) ?? __classPrivateFieldGet(this, _ThreadState_stored, "f").at(-1);
    return last?.reply != null && sameMessage(message, last.param);
  }, _ThreadState_startNewThread = function _ThreadState_startNewThread2(reason) {
    __classPrivateFieldGet(this, _ThreadState_logger, "f").info(`Replaying the full message history under a new thread: reason=${reason} previous_message_id=${this.previousMessageId}`);
    __classPrivateFieldSet(this, _ThreadState_anchor, { type: "create", replacesLostThread: reason === "thread_not_found" }, "f");
  }, _ThreadState_retryPartialTurn = function _ThreadState_retryPartialTurn2() {
    const tail = __classPrivateFieldGet(this, _ThreadState_stored, "f").at(-1);
    if (__classPrivateFieldGet(this, _ThreadState_staged, "f").length || !tail || tail.reply && !tail.partial)
      return;
    if (tail.reply)
      __classPrivateFieldGet(this, _ThreadState_stored, "f").pop();
    let turnStart = __classPrivateFieldGet(this, _ThreadState_stored, "f").length;
    while (turnStart > 0 && !__classPrivateFieldGet(this, _ThreadState_stored, "f")[turnStart - 1].reply)
      turnStart -= 1;
    __classPrivateFieldSet(this, _ThreadState_staged, __classPrivateFieldGet(this, _ThreadState_stored, "f").splice(turnStart), "f");
    __classPrivateFieldGet(this, _ThreadState_logger, "f").info(`Re-sending the turn whose reply ended before \`message_stop\`: partial_reply_id=${tail.reply?.id ?? null}`);
  }, _ThreadState_dropsRefusedTurn = function _ThreadState_dropsRefusedTurn2(reply) {
    if (reply.stop_reason !== "refusal" || __classPrivateFieldGet(this, _ThreadState_anchor, "f").type === "never_threaded")
      return false;
    if (this.previousMessageId !== null)
      __classPrivateFieldGet(this, _ThreadState_instances, "m", _ThreadState_startNewThread).call(this, "refusal");
    return true;
  }, _ThreadState_storeTurn = function _ThreadState_storeTurn2(reply, { partial }) {
    __classPrivateFieldGet(this, _ThreadState_stored, "f").push(...__classPrivateFieldGet(this, _ThreadState_staged, "f"));
    __classPrivateFieldSet(this, _ThreadState_staged, [], "f");
    if (reply)
      __classPrivateFieldGet(this, _ThreadState_stored, "f").push({ param: toMessageParam(reply), reply, partial });
  }, _ThreadState_adoptContainer = function _ThreadState_adoptContainer2(containerId) {
    const { container } = __classPrivateFieldGet(this, _ThreadState_fields, "f");
    if (container == null) {
      __classPrivateFieldSet(this, _ThreadState_fields, { ...__classPrivateFieldGet(this, _ThreadState_fields, "f"), container: containerId }, "f");
    } else if (typeof container === "object" && container.id == null) {
      __classPrivateFieldSet(this, _ThreadState_fields, { ...__classPrivateFieldGet(this, _ThreadState_fields, "f"), container: { ...container, id: containerId } }, "f");
    }
  }, _ThreadState_checkCreateOnly = function _ThreadState_checkCreateOnly2(createOnly) {
    if (__classPrivateFieldGet(this, _ThreadState_anchor, "f").type !== "continue")
      return;
    const { createdWith } = __classPrivateFieldGet(this, _ThreadState_anchor, "f");
    const changed = CREATE_ONLY_FIELDS.filter((field) => createOnly[field] !== createdWith[field]);
    if (changed.length) {
      const names = changed.map((field) => `\`${field}\``).join(" and ");
      throw new AnthropicError(`Cannot change ${names} on a thread: the server keeps the \`system\` and \`tools\` the thread was created with. To change them, start a new thread from \`thread.params\`.` + (changed.includes("tools") ? " To add or remove tools on this thread, send `tool_addition` or `tool_removal` blocks in a `system` message." : ""));
    }
  }, _ThreadState_requestOptions = function _ThreadState_requestOptions2(overrides, { stream }) {
    const options = { ...this.options, ...definedEntries(overrides) };
    if (stream) {
      options.headers = buildHeaders([{ [STAINLESS_HELPER_METHOD_HEADER]: "stream" }, options.headers]);
    }
    if (__classPrivateFieldGet(this, _ThreadState_anchor, "f").type !== "never_threaded") {
      options.headers = buildHeaders([options.headers, helperHeader("message-thread")]);
    }
    if (this.threading) {
      options.headers = withThreadsBeta(options.headers);
    }
    return options;
  };
  return ThreadState2;
})();
var UNFINISHED_STOP_REASONS = ["pause_turn", "compaction"];
function isUnfinishedStopReason(stopReason) {
  return UNFINISHED_STOP_REASONS.some((unfinished) => unfinished === stopReason);
}
var MESSAGE_THREADS_BETA = "message-threads-2026-08-12";
var CREATE_ONLY_FIELDS = ["system", "tools"];
function createOnlyJSON(fields) {
  return { system: JSON.stringify(fields.system), tools: JSON.stringify(fields.tools) };
}
function withThreadsBeta(headers) {
  const callerBetas = buildHeaders([headers]).values.get("anthropic-beta");
  if (callerBetas === null)
    return headers;
  return buildHeaders([headers, { "anthropic-beta": appendHeaderValue(callerBetas, MESSAGE_THREADS_BETA) }]);
}
function replayReason(error) {
  const errorCode = errorDetails(error)?.["error_code"];
  return REPLAY_ERROR_CODES.find((code) => code === errorCode) ?? null;
}
var REPLAY_ERROR_CODES = [
  "thread_not_found",
  "thread_already_continued",
  "thread_continue_in_flight"
];
function unsupportedFeatures(error) {
  const details = errorDetails(error);
  if (details?.["error_code"] !== "thread_unsupported_request")
    return null;
  const unsupported = details["unsupported"];
  return Array.isArray(unsupported) ? unsupported.map(String) : [];
}
function errorDetails(error) {
  const body = error.error;
  const details = body?.error?.details;
  return isObj(details) ? details : null;
}
function rejectThreadField(fields) {
  if ("thread" in fields && fields.thread !== void 0) {
    throw new TypeError("`thread` cannot be set here. The message thread sets it for each request itself.");
  }
}
function definedEntries(object) {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== void 0));
}
function partialReply(snapshot, completedBlocks) {
  const content = snapshot.content.slice(0, completedBlocks);
  const unfinished = snapshot.content[completedBlocks];
  if (unfinished?.type === "text" && unfinished.text)
    content.push(unfinished);
  return content.length ? { ...snapshot, content } : null;
}
function withoutCacheControl(value) {
  if (!isObj(value))
    return value;
  const { cache_control, ...copy } = value;
  for (const key of ["content", "source", "tool", "definition", "tool_references"]) {
    const nested = copy[key];
    if (Array.isArray(nested))
      copy[key] = nested.map(withoutCacheControl);
    else if (isObj(nested))
      copy[key] = withoutCacheControl(nested);
  }
  return copy;
}
function startsWith(messages, prefix) {
  return prefix.length <= messages.length && prefix.every((message, i) => sameMessage(message, messages[i]));
}
function sameMessage(a, b) {
  const [left, right] = [toMessageParam(a), toMessageParam(b)];
  const keys = Object.keys({ ...left, ...right });
  return keys.every((key) => left[key] === right[key] || JSON.stringify(left[key]) === JSON.stringify(right[key]));
}
function toMessageParam(message) {
  return "id" in message ? { role: message.role, content: message.content } : message;
}
function toMessageList(input) {
  if (input === void 0)
    return [];
  return isReadonlyArray(input) ? input : [input];
}

// node_modules/@anthropic-ai/sdk/lib/internal/threads/tool-runner-params.mjs
function splitToolRunnerParams(params) {
  const { stream, max_iterations, runToolsEagerly, thread, ...threadParams } = params;
  if (thread !== void 0 && thread !== false) {
    throw new TypeError("`thread` cannot be set in the params of a tool runner. The runner sets it for each request itself. To run without a message thread, pass `thread: false`.");
  }
  return { settings: { stream, max_iterations, runToolsEagerly }, thread, threadParams };
}

// node_modules/@anthropic-ai/sdk/lib/tools/BetaToolRunner.mjs
var _BetaToolRunner_instances;
var _BetaToolRunner_consumed;
var _BetaToolRunner_mutated;
var _BetaToolRunner_thread;
var _BetaToolRunner_settings;
var _BetaToolRunner_options;
var _BetaToolRunner_helperHeader;
var _BetaToolRunner_messagesWithoutReply;
var _BetaToolRunner_message;
var _BetaToolRunner_stream;
var _BetaToolRunner_toolResponse;
var _BetaToolRunner_completion;
var _BetaToolRunner_iterationCount;
var _BetaToolRunner_toolRunnerOtelContext;
var _BetaToolRunner_compaction;
var _BetaToolRunner_calls;
var _BetaToolRunner_lastStopReason;
var _BetaToolRunner_toolOverrides;
var _BetaToolRunner_pendingToolChanges;
var _BetaToolRunner_withToolRunnerSpan;
var _BetaToolRunner_send;
var _BetaToolRunner_turnOptions;
var _BetaToolRunner_streamThatStartsTools;
var _BetaToolRunner_startedCallsSettled;
var _BetaToolRunner_compact;
var _BetaToolRunner_compactionThread;
var _BetaToolRunner_runnableTools;
var _BetaToolRunner_availableToolNames;
var _BetaToolRunner_recordRemovalsFromHistory;
var _BetaToolRunner_compactAfterFinalTurn;
var _BetaToolRunner_generateToolResponse;
var _BetaToolRunner_toolsetFamilies;
var _BetaToolRunner_toolsetParams;
var _BetaToolRunner_flushPendingToolChanges;
var _BetaToolRunner_pendingToolChangesMessage;
var USE_A_NEW_RUNNER = "a tool runner's toolsets come only from its tools param; change them with setMessagesParams(), or build a new runner";
var REMOVE_WITH_A_NEW_RUNNER = "a tool runner's toolsets come only from its tools param; remove it there with setMessagesParams(), or build a new runner without it";
var BetaToolRunner = /* @__PURE__ */ (() => {
  class BetaToolRunner2 {
    constructor(clientOrThread, paramsOrSettings, options) {
      _BetaToolRunner_instances.add(this);
      _BetaToolRunner_consumed.set(this, false);
      _BetaToolRunner_mutated.set(this, false);
      _BetaToolRunner_thread.set(this, void 0);
      _BetaToolRunner_settings.set(this, void 0);
      _BetaToolRunner_options.set(this, void 0);
      _BetaToolRunner_helperHeader.set(this, void 0);
      _BetaToolRunner_messagesWithoutReply.set(this, void 0);
      _BetaToolRunner_message.set(this, void 0);
      _BetaToolRunner_stream.set(this, void 0);
      _BetaToolRunner_toolResponse.set(this, void 0);
      _BetaToolRunner_completion.set(this, void 0);
      _BetaToolRunner_iterationCount.set(this, 0);
      _BetaToolRunner_toolRunnerOtelContext.set(this, void 0);
      _BetaToolRunner_compaction.set(this, { status: "idle" });
      _BetaToolRunner_calls.set(this, void 0);
      _BetaToolRunner_lastStopReason.set(this, null);
      _BetaToolRunner_toolOverrides.set(this, /* @__PURE__ */ new Map());
      _BetaToolRunner_pendingToolChanges.set(this, []);
      const { thread, settings } = "_state" in clientOrThread ? { thread: clientOrThread, settings: paramsOrSettings } : clientOrThread.beta.messages._toolRunnerThread(paramsOrSettings);
      rejectCompactionParam(thread._state.params);
      rejectRunToolsEagerlyWithoutStream(settings);
      __classPrivateFieldSet(this, _BetaToolRunner_thread, thread, "f");
      __classPrivateFieldSet(this, _BetaToolRunner_settings, definedEntries(settings), "f");
      const { tools, messages } = thread._state.params;
      const collected = collectStainlessHelpers(tools, messages);
      if (!("_state" in clientOrThread)) {
        thread._state.setMessages(JSON.parse(JSON.stringify(withToolDefinitions(messages))));
      }
      __classPrivateFieldSet(this, _BetaToolRunner_options, { ...options }, "f");
      __classPrivateFieldSet(this, _BetaToolRunner_helperHeader, buildHeaders([
        helperHeader("BetaToolRunner"),
        collected.length ? { [STAINLESS_HELPER_HEADER]: collected.join(", ") } : void 0
      ]), "f");
      __classPrivateFieldSet(this, _BetaToolRunner_completion, promiseWithResolvers(), "f");
    }
    async *[(_BetaToolRunner_consumed = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_mutated = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_thread = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_settings = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_options = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_helperHeader = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_messagesWithoutReply = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_message = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_stream = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_toolResponse = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_completion = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_iterationCount = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_toolRunnerOtelContext = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_compaction = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_calls = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_lastStopReason = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_toolOverrides = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_pendingToolChanges = /* @__PURE__ */ new WeakMap(), _BetaToolRunner_instances = /* @__PURE__ */ new WeakSet(), _BetaToolRunner_withToolRunnerSpan = function _BetaToolRunner_withToolRunnerSpan2(fn) {
      if (!__classPrivateFieldGet(this, _BetaToolRunner_toolRunnerOtelContext, "f")) {
        return fn();
      }
      return context.with(__classPrivateFieldGet(this, _BetaToolRunner_toolRunnerOtelContext, "f"), fn);
    }, Symbol.asyncIterator)]() {
      var _a2;
      if (__classPrivateFieldGet(this, _BetaToolRunner_consumed, "f")) {
        throw new AnthropicError("Cannot iterate over a consumed stream");
      }
      __classPrivateFieldSet(this, _BetaToolRunner_consumed, true, "f");
      __classPrivateFieldSet(this, _BetaToolRunner_mutated, true, "f");
      __classPrivateFieldSet(this, _BetaToolRunner_toolResponse, void 0, "f");
      const toolRunnerSpan = guardTracing(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client, () => startToolRunnerSpan(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client, this.params, __classPrivateFieldGet(this, _BetaToolRunner_options, "f").openTelemetry?.conversationId));
      __classPrivateFieldSet(this, _BetaToolRunner_toolRunnerOtelContext, toolRunnerSpan && trace.setSpan(context.active(), toolRunnerSpan), "f");
      try {
        while (true) {
          try {
            if (__classPrivateFieldGet(this, _BetaToolRunner_settings, "f").max_iterations && __classPrivateFieldGet(this, _BetaToolRunner_iterationCount, "f") >= __classPrivateFieldGet(this, _BetaToolRunner_settings, "f").max_iterations) {
              break;
            }
            __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_flushPendingToolChanges).call(this);
            if (__classPrivateFieldGet(this, _BetaToolRunner_compaction, "f").status === "scheduled" && determineNextStepFromStopReason(__classPrivateFieldGet(this, _BetaToolRunner_lastStopReason, "f")) !== "resume") {
              yield* __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_compact).call(this, __classPrivateFieldGet(this, _BetaToolRunner_compaction, "f").config);
              continue;
            }
            __classPrivateFieldSet(this, _BetaToolRunner_mutated, false, "f");
            __classPrivateFieldSet(this, _BetaToolRunner_toolResponse, void 0, "f");
            __classPrivateFieldSet(this, _BetaToolRunner_iterationCount, (_a2 = __classPrivateFieldGet(this, _BetaToolRunner_iterationCount, "f"), _a2++, _a2), "f");
            __classPrivateFieldSet(this, _BetaToolRunner_message, void 0, "f");
            yield* __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_send).call(this, __classPrivateFieldGet(this, _BetaToolRunner_thread, "f"));
            const callerMessages = __classPrivateFieldGet(this, _BetaToolRunner_messagesWithoutReply, "f");
            __classPrivateFieldSet(this, _BetaToolRunner_messagesWithoutReply, void 0, "f");
            const next = await __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_withToolRunnerSpan).call(this, async () => {
              let toAnswer;
              if (!__classPrivateFieldGet(this, _BetaToolRunner_mutated, "f")) {
                const message = await __classPrivateFieldGet(this, _BetaToolRunner_message, "f");
                const nextStep = determineNextStepFromStopReason(message.stop_reason);
                __classPrivateFieldSet(this, _BetaToolRunner_lastStopReason, message.stop_reason, "f");
                if (nextStep === "stop") {
                  return "stop";
                }
                if (nextStep === "resume") {
                  return "continue";
                }
                toAnswer = lastAssistantMessage(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f").messages);
              } else {
                __classPrivateFieldSet(this, _BetaToolRunner_lastStopReason, null, "f");
                __classPrivateFieldGet(this, _BetaToolRunner_stream, "f")?.abort();
                __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.checkNextTurn(turnParams(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")));
                __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.setMessages(callerMessages);
                toAnswer = callerMessages.at(-1);
              }
              if (hasToolUse(toAnswer))
                __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.checkNextTurn(turnParams(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")));
              const toolMessage = await __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_generateToolResponse).call(this, toAnswer, __classPrivateFieldGet(this, _BetaToolRunner_options, "f").signal, __classPrivateFieldGet(this, _BetaToolRunner_toolRunnerOtelContext, "f"));
              if (toolMessage) {
                const history = __classPrivateFieldGet(this, _BetaToolRunner_thread, "f").messages;
                const answered = history.map((message) => message.role).lastIndexOf("assistant") + 1;
                __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.setMessages([
                  ...history.slice(0, answered),
                  toolMessage,
                  ...history.slice(answered)
                ]);
              } else if (!__classPrivateFieldGet(this, _BetaToolRunner_mutated, "f") && !__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.hasTurnToSend) {
                return "stop";
              }
              return "continue";
            });
            if (next === "stop") {
              yield* __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_compactAfterFinalTurn).call(this);
              break;
            }
          } finally {
            __classPrivateFieldGet(this, _BetaToolRunner_stream, "f")?.abort();
            __classPrivateFieldSet(this, _BetaToolRunner_stream, void 0, "f");
          }
        }
        await __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_startedCallsSettled).call(this);
        if (!__classPrivateFieldGet(this, _BetaToolRunner_message, "f")) {
          throw new AnthropicError("ToolRunner concluded without a message from the server");
        }
        __classPrivateFieldGet(this, _BetaToolRunner_completion, "f").resolve(await __classPrivateFieldGet(this, _BetaToolRunner_message, "f"));
        guardTracing(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client, () => toolRunnerSpan?.setStatus({ code: SpanStatusCode.OK }));
      } catch (error) {
        if (toolRunnerSpan) {
          guardTracing(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client, () => setErrorStatus(toolRunnerSpan, error));
        }
        __classPrivateFieldSet(this, _BetaToolRunner_consumed, false, "f");
        __classPrivateFieldSet(this, _BetaToolRunner_messagesWithoutReply, void 0, "f");
        __classPrivateFieldGet(this, _BetaToolRunner_completion, "f").promise.catch(() => {
        });
        __classPrivateFieldGet(this, _BetaToolRunner_completion, "f").reject(error);
        __classPrivateFieldSet(this, _BetaToolRunner_completion, promiseWithResolvers(), "f");
        throw error;
      } finally {
        guardTracing(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client, () => toolRunnerSpan?.end());
        __classPrivateFieldSet(this, _BetaToolRunner_toolRunnerOtelContext, void 0, "f");
      }
    }
    setMessagesParams(paramsOrMutator) {
      const params = typeof paramsOrMutator === "function" ? paramsOrMutator(this.params) : paramsOrMutator;
      rejectCompactionParam(params);
      if (__classPrivateFieldGet(this, _BetaToolRunner_compaction, "f").status !== "idle") {
        rejectCompactionEdit(params);
      }
      if (__classPrivateFieldGet(this, _BetaToolRunner_compaction, "f").status === "in_flight" && !sameMessages(params.messages, __classPrivateFieldGet(this, _BetaToolRunner_thread, "f").messages)) {
        throw new AnthropicError(MESSAGES_CHANGED_WHILE_COMPACTING);
      }
      const { settings, threadParams } = splitToolRunnerParams(params);
      rejectRunToolsEagerlyWithoutStream(settings);
      __classPrivateFieldSet(this, _BetaToolRunner_settings, definedEntries(settings), "f");
      if (__classPrivateFieldGet(this, _BetaToolRunner_messagesWithoutReply, "f")) {
        __classPrivateFieldSet(this, _BetaToolRunner_messagesWithoutReply, threadParams.messages, "f");
        __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.setParams({ ...threadParams, messages: __classPrivateFieldGet(this, _BetaToolRunner_thread, "f").messages });
      } else {
        __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.setParams(threadParams);
      }
      __classPrivateFieldSet(this, _BetaToolRunner_mutated, true, "f");
      __classPrivateFieldSet(this, _BetaToolRunner_toolResponse, void 0, "f");
    }
    setRequestOptions(optionsOrMutator) {
      if (typeof optionsOrMutator === "function") {
        __classPrivateFieldSet(this, _BetaToolRunner_options, optionsOrMutator(__classPrivateFieldGet(this, _BetaToolRunner_options, "f")), "f");
      } else {
        __classPrivateFieldSet(this, _BetaToolRunner_options, { ...__classPrivateFieldGet(this, _BetaToolRunner_options, "f"), ...optionsOrMutator }, "f");
      }
    }
    /**
     * Get the tool response for the last message from the assistant.
     * Avoids redundant tool executions by caching results. With `runToolsEagerly`, it reuses the calls of
     * the reply that have started and runs the rest, including the ones `deferToolCall()` is holding, so that no
     * call runs twice.
     *
     * @returns A promise that resolves to a BetaUserMessageParam containing tool results, or null if no tools need to be executed
     *
     * @example
     * const toolResponse = await runner.generateToolResponse();
     * if (toolResponse) {
     *   console.log('Tool results:', toolResponse.content);
     * }
     */
    async generateToolResponse(signal = __classPrivateFieldGet(this, _BetaToolRunner_options, "f").signal) {
      const callerOtelContext = __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client._tracer ? context.active() : void 0;
      const message = await __classPrivateFieldGet(this, _BetaToolRunner_message, "f") ?? __classPrivateFieldGet(this, _BetaToolRunner_thread, "f").messages.at(-1);
      if (!message) {
        return null;
      }
      return __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_generateToolResponse).call(this, message, signal, callerOtelContext);
    }
    /**
     * Hold a tool call of the current reply until you are done with the reply, which is when it runs without
     * streaming: at the end of the loop body, or when you call `generateToolResponse()`.
     *
     * With `runToolsEagerly` the runner otherwise starts each call while the reply streams, as soon as
     * the model has moved on from it: when the next block starts, or the reply stops with `tool_use`. A call
     * never starts before your stream listeners and any `for await` over the stream have handled that event, so
     * you can call this from either once you have seen the call. The other calls of the reply still start early,
     * except the later calls of the same toolset, which a toolset runs in order.
     * It does nothing for a call that has started, outside the loop body, and without `runToolsEagerly`.
     *
     * @param toolUse - The `tool_use` block of the call, or its id
     *
     * @example
     * for await (const stream of runner) {
     *   stream.on('contentBlock', (block) => {
     *     if (block.type === 'tool_use' && block.name === 'delete_file') {
     *       runner.deferToolCall(block);
     *     }
     *   });
     *   await stream.finalMessage();
     *   // No `delete_file` call has started yet.
     * }
     */
    deferToolCall(toolUse) {
      const id = typeof toolUse === "string" ? toolUse : toolUse.id;
      if (__classPrivateFieldGet(this, _BetaToolRunner_calls, "f") && !__classPrivateFieldGet(this, _BetaToolRunner_calls, "f").has(id)) {
        __classPrivateFieldGet(this, _BetaToolRunner_calls, "f").set(id, { status: "held" });
      }
    }
    /**
     * The tool calls of the current reply that `deferToolCall()` is holding, in the model's order, as their
     * `tool_use` blocks. A call is in the list once its block has finished streaming, so read the list when you
     * are done with the stream. A call that has started is not in it. It is empty without
     * `runToolsEagerly`.
     *
     * Held calls are listed whatever the reply's `stop_reason`, because `generateToolResponse()` runs them
     * whatever it is. After `max_tokens` the input of the last call can be cut off.
     *
     * @example
     * for await (const stream of runner) {
     *   stream.on('contentBlock', (block) => {
     *     if (block.type === 'tool_use' && block.name === 'delete_file') {
     *       runner.deferToolCall(block);
     *     }
     *   });
     *   await stream.finalMessage();
     *
     *   const held = runner.deferredToolCalls;
     *   if (held.length > 0 && !(await confirm(held))) break;
     * }
     */
    get deferredToolCalls() {
      const stream = __classPrivateFieldGet(this, _BetaToolRunner_stream, "f");
      const calls = __classPrivateFieldGet(this, _BetaToolRunner_calls, "f");
      if (!(stream instanceof BetaToolRunnerStream) || !calls) {
        return [];
      }
      return stream.toolCalls.filter((toolUse) => calls.get(toolUse.id)?.status === "held");
    }
    /**
     * Wait for the async iterator to complete. This works even if the async iterator hasn't yet started, and
     * will wait for an instance to start and go to completion.
     *
     * @returns A promise that resolves to the final BetaMessage when the iterator completes
     *
     * @example
     * // Start consuming the iterator
     * for await (const message of runner) {
     *   console.log('Message:', message.content);
     * }
     *
     * // Meanwhile, wait for completion from another part of the code
     * const finalMessage = await runner.done();
     * console.log('Final response:', finalMessage.content);
     */
    done() {
      return __classPrivateFieldGet(this, _BetaToolRunner_completion, "f").promise;
    }
    /**
     * Returns a promise indicating that the stream is done. Unlike .done(), this will eagerly read the stream:
     * * If the iterator has not been consumed, consume the entire iterator and return the final message from the
     * assistant.
     * * If the iterator has been consumed, waits for it to complete and returns the final message.
     *
     * @returns A promise that resolves to the final BetaMessage from the conversation
     * @throws {AnthropicError} If no messages were processed during the conversation
     *
     * @example
     * const finalMessage = await runner.runUntilDone();
     * console.log('Final response:', finalMessage.content);
     */
    async runUntilDone() {
      if (!__classPrivateFieldGet(this, _BetaToolRunner_consumed, "f")) {
        for await (const _ of this) {
        }
      }
      return this.done();
    }
    /**
     * Get the current parameters being used by the ToolRunner.
     *
     * @returns A readonly view of the current ToolRunnerParams
     *
     * @example
     * const currentParams = runner.params;
     * console.log('Current model:', currentParams.model);
     * console.log('Message count:', currentParams.messages.length);
     */
    get params() {
      return {
        ...__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.params,
        ...__classPrivateFieldGet(this, _BetaToolRunner_messagesWithoutReply, "f") && { messages: [...__classPrivateFieldGet(this, _BetaToolRunner_messagesWithoutReply, "f")] },
        ...__classPrivateFieldGet(this, _BetaToolRunner_settings, "f")
      };
    }
    /**
     * Add one or more messages to the conversation history.
     *
     * @param messages - One or more BetaMessageParam objects to add to the conversation
     *
     * @example
     * runner.pushMessages(
     *   { role: 'user', content: 'Also, what about the weather in NYC?' }
     * );
     *
     * @example
     * // Adding multiple messages
     * runner.pushMessages(
     *   { role: 'user', content: 'What about NYC?' },
     *   { role: 'user', content: 'And Boston?' }
     * );
     */
    pushMessages(...messages) {
      this.setMessagesParams((params) => ({
        ...params,
        messages: [...params.messages, ...messages]
      }));
    }
    /**
     * Schedule a compaction of the conversation. Once the current turn has finished, including any tool
     * calls, the runner requests a summary and replaces the message history with the compaction response,
     * which is yielded like any other message. Requires the `compact-2026-09-04` beta.
     *
     * @param compaction - The config to send, as `messages.create()` takes it. Defaults to `{ type: 'summarize' }`
     *
     * @example
     * for await (const message of runner) {
     *   if (message.usage.input_tokens > 100_000) {
     *     runner.compactBeforeNextTurn();
     *   }
     * }
     */
    compactBeforeNextTurn(compaction) {
      if (__classPrivateFieldGet(this, _BetaToolRunner_compaction, "f").status === "in_flight") {
        return;
      }
      rejectCompactionEdit(this.params);
      __classPrivateFieldSet(this, _BetaToolRunner_compaction, { status: "scheduled", config: compaction ?? { type: "summarize" } }, "f");
    }
    /**
     * Give the model more tools without changing `params.tools`, which would miss the prompt cache.
     *
     * Each tool's whole definition is sent in a `tool_addition` block with the next request, and a
     * runnable tool replaces a runnable tool of the same name straight away, even for a call already in
     * the message being handled. A call that started while the reply streamed keeps the old one. A raw definition
     * is only sent: the runner never runs it, and stops running a tool of the same name. Passing a runnable toolset,
     * or a raw definition of a toolset the runner has, throws `ToolsetContractError` and adds nothing: a runner's
     * toolsets come only from `params.tools`. A tool named like one of its toolsets is left to the API, which rejects
     * it with the next request. Requires the `inline-tools-2026-09-15` beta, which the runner does not add for you.
     *
     * @param tools - Runnable tools (for example from `betaZodTool()`) or raw tool definitions
     *
     * @example
     * runner.addTools(queryDatabaseTool);
     */
    addTools(...tools) {
      const families = __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_toolsetFamilies).call(this);
      for (const tool of tools) {
        if (isRunnableToolset(tool)) {
          throw new ToolsetContractError(`addTools() can't add the '${quotedName(toolsetFamily(tool))}' toolset: ${USE_A_NEW_RUNNER}`);
        }
        const family = definitionFamily(tool);
        if (families.has(family)) {
          throw new ToolsetContractError(`addTools() can't replace the '${quotedName(family)}' toolset: ${USE_A_NEW_RUNNER}`);
        }
      }
      for (const tool of tools) {
        if ("name" in tool) {
          __classPrivateFieldGet(this, _BetaToolRunner_toolOverrides, "f").set(tool.name, "run" in tool ? tool : null);
        }
        __classPrivateFieldGet(this, _BetaToolRunner_pendingToolChanges, "f").push({ type: "addition", tool });
      }
    }
    /**
     * Take tools away from the model without changing `params.tools`, which would miss the prompt cache.
     *
     * The tools stop being run straight away: a call to one of them, even one in the message being
     * handled, gets the same "not found" error result as a call to an unknown tool. A call that started while the
     * reply streamed finishes as usual. The model is told in a `tool_removal` block with the next request. Use
     * {@link addTools} to bring a tool back. Passing the name of one of the runner's toolsets throws
     * `ToolsetContractError` and removes nothing. Requires the `inline-tools-2026-09-15` beta, which the runner does
     * not add for you.
     *
     * @param tools - The tools to remove, or their names
     *
     * @example
     * runner.removeTools('query_database');
     */
    removeTools(...tools) {
      const families = __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_toolsetFamilies).call(this);
      for (const tool of tools) {
        const name = typeof tool === "string" ? tool : tool.name;
        if (families.has(name)) {
          throw new ToolsetContractError(`removeTools() can't remove the '${quotedName(name)}' toolset: ${REMOVE_WITH_A_NEW_RUNNER}`);
        }
      }
      for (const tool of tools) {
        const name = typeof tool === "string" ? tool : tool.name;
        __classPrivateFieldGet(this, _BetaToolRunner_toolOverrides, "f").set(name, null);
        __classPrivateFieldGet(this, _BetaToolRunner_pendingToolChanges, "f").push({ type: "removal", name });
      }
    }
    /**
     * Makes the ToolRunner directly awaitable, equivalent to calling .runUntilDone()
     * This allows using `await runner` instead of `await runner.runUntilDone()`
     */
    then(onfulfilled, onrejected) {
      return this.runUntilDone().then(onfulfilled, onrejected);
    }
  }
  _BetaToolRunner_send = /**
   * Sends the next turn of `thread` and yields its message, or its stream when streaming. `#message` and `#stream` are set
   * before the yield, so they are there while the caller handles the item; the loop aborts the stream at the
   * end of the iteration.
   */
  async function* _BetaToolRunner_send2(thread) {
    await __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_startedCallsSettled).call(this);
    __classPrivateFieldSet(this, _BetaToolRunner_calls, void 0, "f");
    const messages = thread.messages;
    if (messages.some(addsRunnableTool)) {
      __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_withToolRunnerSpan).call(this, () => thread._state.setMessages(withToolDefinitions(messages)));
    }
    const { tools } = thread._state.params;
    if (__classPrivateFieldGet(this, _BetaToolRunner_settings, "f").stream) {
      __classPrivateFieldSet(this, _BetaToolRunner_stream, __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_withToolRunnerSpan).call(this, () => __classPrivateFieldGet(this, _BetaToolRunner_settings, "f").runToolsEagerly ? __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_streamThatStartsTools).call(this, thread) : thread.stream(void 0, turnParams(thread), __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_turnOptions).call(this, thread))), "f");
      if (tools)
        thread.update({ tools });
      if (thread === __classPrivateFieldGet(this, _BetaToolRunner_thread, "f"))
        __classPrivateFieldSet(this, _BetaToolRunner_messagesWithoutReply, thread.messages, "f");
      __classPrivateFieldSet(this, _BetaToolRunner_message, __classPrivateFieldGet(this, _BetaToolRunner_stream, "f").finalMessage(), "f");
      __classPrivateFieldGet(this, _BetaToolRunner_message, "f").catch(() => {
      });
      yield __classPrivateFieldGet(this, _BetaToolRunner_stream, "f");
    } else {
      __classPrivateFieldSet(this, _BetaToolRunner_message, __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_withToolRunnerSpan).call(this, () => thread.send(void 0, turnParams(thread), __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_turnOptions).call(this, thread))), "f");
      if (tools)
        thread.update({ tools });
      if (thread === __classPrivateFieldGet(this, _BetaToolRunner_thread, "f"))
        __classPrivateFieldSet(this, _BetaToolRunner_messagesWithoutReply, thread.messages, "f");
      yield __classPrivateFieldGet(this, _BetaToolRunner_message, "f");
    }
  }, _BetaToolRunner_turnOptions = function _BetaToolRunner_turnOptions2(thread) {
    const { headers = thread._state.options.headers } = __classPrivateFieldGet(this, _BetaToolRunner_options, "f");
    return { ...__classPrivateFieldGet(this, _BetaToolRunner_options, "f"), headers: buildHeaders([__classPrivateFieldGet(this, _BetaToolRunner_helperHeader, "f"), headers]) };
  }, _BetaToolRunner_streamThatStartsTools = function _BetaToolRunner_streamThatStartsTools2(thread) {
    const calls = /* @__PURE__ */ new Map();
    __classPrivateFieldSet(this, _BetaToolRunner_calls, calls, "f");
    const toolsets = /* @__PURE__ */ new Map();
    const onToolCall = (toolUse) => {
      const known = calls.has(toolUse.id);
      const malformed = !toolUse.toolset_name && __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_toolsetFamilies).call(this).has(toolUse.name);
      const family = malformed ? toolUse.name : toolUse.toolset_name;
      if (family) {
        if (known || malformed || toolsets.has(family)) {
          toolsets.set(family, "waiting");
          return;
        }
        toolsets.set(family, "running");
        const result2 = runToolsetCall(__classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_toolsetParams).call(this), family, toolUse, __classPrivateFieldGet(this, _BetaToolRunner_options, "f"), __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client, __classPrivateFieldGet(this, _BetaToolRunner_toolRunnerOtelContext, "f"));
        calls.set(toolUse.id, { status: "started", result: result2 });
        result2.then(({ is_error }) => {
          if (is_error || toolsets.get(family) === "waiting")
            toolsets.set(family, "waiting");
          else
            toolsets.delete(family);
        }, () => toolsets.set(family, "waiting"));
        return;
      }
      if (known) {
        return;
      }
      const result = runToolCall(__classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_runnableTools).call(this), __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_availableToolNames).call(this), toolUse, __classPrivateFieldGet(this, _BetaToolRunner_options, "f"), __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client, __classPrivateFieldGet(this, _BetaToolRunner_toolRunnerOtelContext, "f"));
      result.catch(() => {
      });
      calls.set(toolUse.id, { status: "started", result });
    };
    const stream = new BetaToolRunnerStream(thread._state.params, onToolCall, thread._client);
    thread._stream(stream, void 0, turnParams(thread), __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_turnOptions).call(this, thread));
    return stream;
  }, _BetaToolRunner_startedCallsSettled = /** Waits for the calls of the last streamed reply that have started, whether or not their results were sent. */
  async function _BetaToolRunner_startedCallsSettled2() {
    const started = [...__classPrivateFieldGet(this, _BetaToolRunner_calls, "f")?.values() ?? []].filter((call) => call.status === "started");
    await Promise.allSettled(started.map((call) => call.result));
  }, _BetaToolRunner_compact = async function* _BetaToolRunner_compact2(compaction) {
    rejectCompactionEdit(this.params);
    __classPrivateFieldSet(this, _BetaToolRunner_compaction, { status: "in_flight" }, "f");
    __classPrivateFieldSet(this, _BetaToolRunner_toolResponse, void 0, "f");
    const lastMessage = __classPrivateFieldGet(this, _BetaToolRunner_message, "f");
    const thread = __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_compactionThread).call(this, compaction);
    const summarized = __classPrivateFieldGet(this, _BetaToolRunner_thread, "f").messages.length;
    try {
      yield* __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_send).call(this, thread);
      const message = await __classPrivateFieldGet(this, _BetaToolRunner_message, "f");
      if (message.content.some((block) => block.type === "compaction" && block.content)) {
        __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_recordRemovalsFromHistory).call(this);
        const response = { role: message.role, content: message.content };
        const appended = __classPrivateFieldGet(this, _BetaToolRunner_thread, "f").messages.slice(summarized).filter((m) => !sameMessage(m, response));
        __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.setMessages([response, ...appended]);
      } else {
        loggerFor(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client).warn("Compaction produced no summary; keeping the conversation as it is.");
        __classPrivateFieldSet(this, _BetaToolRunner_message, lastMessage, "f");
      }
    } finally {
      __classPrivateFieldSet(this, _BetaToolRunner_compaction, { status: "idle" }, "f");
      if (!thread._state.threading)
        __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.stopThreading();
    }
  }, _BetaToolRunner_compactionThread = function _BetaToolRunner_compactionThread2(compaction) {
    const { messages, ...fields } = withoutCompactionIncompatibleParams(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.params);
    const thread = __classPrivateFieldGet(this, _BetaToolRunner_thread, "f").fork();
    thread._state = __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.fork({ ...fields, compaction });
    return thread;
  }, _BetaToolRunner_runnableTools = function _BetaToolRunner_runnableTools2() {
    const runnable = /* @__PURE__ */ new Map();
    for (const tool of __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.params.tools ?? []) {
      if ("run" in tool && "name" in tool) {
        runnable.set(tool.name, tool);
      }
    }
    for (const [name, tool] of __classPrivateFieldGet(this, _BetaToolRunner_toolOverrides, "f")) {
      if (tool) {
        runnable.set(name, tool);
      } else {
        runnable.delete(name);
      }
    }
    return runnable;
  }, _BetaToolRunner_availableToolNames = function _BetaToolRunner_availableToolNames2() {
    const available = new Set(__classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_runnableTools).call(this).keys());
    for (const message of [...this.params.messages, __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_pendingToolChangesMessage).call(this)]) {
      if (!Array.isArray(message.content)) {
        continue;
      }
      for (const block of message.content) {
        if (message.role === "system") {
          applyToolChange(block, available);
        } else if (message.role === "assistant" && block.type === "compaction") {
          for (const change of block.tool_changes ?? []) {
            applyToolChange(change, available);
          }
        }
      }
    }
    return available;
  }, _BetaToolRunner_recordRemovalsFromHistory = function _BetaToolRunner_recordRemovalsFromHistory2() {
    const available = __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_availableToolNames).call(this);
    for (const name of __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_runnableTools).call(this).keys()) {
      if (!available.has(name)) {
        __classPrivateFieldGet(this, _BetaToolRunner_toolOverrides, "f").set(name, null);
      }
    }
  }, _BetaToolRunner_compactAfterFinalTurn = async function* _BetaToolRunner_compactAfterFinalTurn2() {
    if (__classPrivateFieldGet(this, _BetaToolRunner_compaction, "f").status !== "scheduled") {
      return;
    }
    if (hasToolUse(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f").messages.at(-1))) {
      loggerFor(__classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client).warn("The pending compaction was skipped because the last turn ended with tool calls that were not run. Call `compactBeforeNextTurn()` again if you continue the conversation.");
      __classPrivateFieldSet(this, _BetaToolRunner_compaction, { status: "idle" }, "f");
      return;
    }
    yield* __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_compact).call(this, __classPrivateFieldGet(this, _BetaToolRunner_compaction, "f").config);
  }, _BetaToolRunner_generateToolResponse = async function _BetaToolRunner_generateToolResponse2(lastMessage, signal, toolOtelContext) {
    if (__classPrivateFieldGet(this, _BetaToolRunner_toolResponse, "f") !== void 0) {
      return __classPrivateFieldGet(this, _BetaToolRunner_toolResponse, "f");
    }
    __classPrivateFieldSet(this, _BetaToolRunner_toolResponse, generateToolResponse(__classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_toolsetParams).call(this), __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_runnableTools).call(this), __classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_availableToolNames).call(this), lastMessage, { ...__classPrivateFieldGet(this, _BetaToolRunner_options, "f"), signal }, __classPrivateFieldGet(this, _BetaToolRunner_calls, "f"), __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._client, toolOtelContext), "f");
    return __classPrivateFieldGet(this, _BetaToolRunner_toolResponse, "f");
  }, _BetaToolRunner_toolsetFamilies = function _BetaToolRunner_toolsetFamilies2() {
    return new Set(__classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_toolsetParams).call(this).tools.filter(isRunnableToolset).map(toolsetFamily));
  }, _BetaToolRunner_toolsetParams = function _BetaToolRunner_toolsetParams2() {
    return { ...this.params, tools: __classPrivateFieldGet(this, _BetaToolRunner_thread, "f")._state.params.tools ?? [] };
  }, _BetaToolRunner_flushPendingToolChanges = function _BetaToolRunner_flushPendingToolChanges2() {
    if (__classPrivateFieldGet(this, _BetaToolRunner_lastStopReason, "f") === "pause_turn" || __classPrivateFieldGet(this, _BetaToolRunner_pendingToolChanges, "f").length === 0) {
      return;
    }
    __classPrivateFieldGet(this, _BetaToolRunner_thread, "f").append(__classPrivateFieldGet(this, _BetaToolRunner_instances, "m", _BetaToolRunner_pendingToolChangesMessage).call(this));
    __classPrivateFieldSet(this, _BetaToolRunner_pendingToolChanges, [], "f");
  }, _BetaToolRunner_pendingToolChangesMessage = function _BetaToolRunner_pendingToolChangesMessage2() {
    const content = [];
    for (const change of __classPrivateFieldGet(this, _BetaToolRunner_pendingToolChanges, "f")) {
      if (change.type === "removal") {
        content.push({ type: "tool_removal", tool: { type: "tool_reference", name: change.name } });
        continue;
      }
      const definition = toolDefinition(change.tool);
      content.push({ type: "tool_addition", tool: { type: "tool_definition", definition } });
    }
    return { role: "system", content };
  };
  return BetaToolRunner2;
})();
var MESSAGES_CHANGED_WHILE_COMPACTING = "Message params can't be changed while the conversation is being compacted, because the compaction response is about to replace them. Change them after this iteration instead.";
function sameMessages(a, b) {
  return a.length === b.length && a.every((message, i) => sameMessage(message, b[i]));
}
function rejectCompactionParam(params) {
  if ("compaction" in params && params.compaction != null) {
    throw new AnthropicError("`compaction` cannot be set on a tool runner: every request in the loop would compact again. Call `runner.compactBeforeNextTurn()` when the conversation should be compacted instead.");
  }
}
function rejectRunToolsEagerlyWithoutStream(settings) {
  if (settings.runToolsEagerly && !settings.stream) {
    throw new TypeError("`runToolsEagerly: true` needs `stream: true` in the tool runner's params, because a reply that isn't streamed arrives whole.");
  }
}
function rejectCompactionEdit(params) {
  if (params.context_management?.edits?.some((edit) => edit.type.startsWith("compact_"))) {
    throw new AnthropicError("`compactBeforeNextTurn()` can't be used while `context_management` has a compaction edit, because the API doesn't accept a compaction block together with one. Remove the edit first.");
  }
}
function withoutCompactionIncompatibleParams(params) {
  const { context_management, stop_sequences, output_format, ...kept } = params;
  const withoutFormat = ({ format, ...outputConfig }) => outputConfig;
  if (kept.tool_choice?.type === "any" || kept.tool_choice?.type === "tool") {
    delete kept.tool_choice;
  }
  if (kept.output_config) {
    kept.output_config = withoutFormat(kept.output_config);
  }
  if (Array.isArray(kept.fallbacks)) {
    kept.fallbacks = kept.fallbacks.map((fallback) => fallback.output_config ? { ...fallback, output_config: withoutFormat(fallback.output_config) } : fallback);
  }
  return kept;
}
function toolDefinition(tool) {
  if (!("run" in tool)) {
    return tool;
  }
  const apiKeys = BETA_CLIENT_TOOL_UNION_KEYS;
  const fields = "toJSON" in tool && typeof tool.toJSON === "function" ? tool.toJSON() : tool;
  return {
    ...Object.fromEntries(Object.entries(fields).filter(([key]) => apiKeys.includes(key))),
    ...wasCreatedByStainlessHelper(tool) && { [SDK_HELPER_SYMBOL]: tool[SDK_HELPER_SYMBOL] }
  };
}
function turnParams(thread) {
  const { tools } = thread._state.params;
  return tools ? { tools: tools.map(toolDefinition) } : {};
}
function withToolDefinitions(messages) {
  return messages.map((message) => {
    if (message.role !== "system" || !Array.isArray(message.content)) {
      return message;
    }
    const content = message.content.map((block) => block.type === "tool_addition" && block.tool.type === "tool_definition" ? { ...block, tool: { ...block.tool, definition: toolDefinition(block.tool.definition) } } : block);
    return { ...message, content };
  });
}
function addsRunnableTool(message) {
  return message.role === "system" && Array.isArray(message.content) && message.content.some((block) => block.type === "tool_addition" && block.tool.type === "tool_definition" && "run" in block.tool.definition);
}
async function generateToolResponse(params, runnable, available, lastMessage, requestOptions, calls, client, toolOtelContext) {
  if (!lastMessage || lastMessage.role !== "assistant" || !lastMessage.content || typeof lastMessage.content === "string") {
    return null;
  }
  const toolUseBlocks = lastMessage.content.filter((content) => content.type === "tool_use");
  if (toolUseBlocks.length === 0) {
    return null;
  }
  const sequences = /* @__PURE__ */ new Map();
  const toolResults = await Promise.all(toolUseBlocks.map(async (toolUse) => {
    const call = calls?.get(toolUse.id);
    const started = call?.status === "started" ? call.result : void 0;
    if (toolUse.toolset_name) {
      const family = toolUse.toolset_name;
      const sequence = sequences.get(family) ?? { tail: Promise.resolve(), failed: false };
      sequences.set(family, sequence);
      const registered = params.tools.some((t) => isRunnableToolset(t) && toolsetFamily(t) === family);
      const run = started ?? sequence.tail.then(() => sequence.failed ? toolsetResultBlock(toolUse, notExecutedText(family), true) : runToolsetCall(params, family, toolUse, requestOptions, client, toolOtelContext));
      sequence.tail = run.then(({ is_error }) => {
        if (is_error && registered)
          sequence.failed = true;
      }, () => {
        sequence.failed = true;
      });
      calls?.set(toolUse.id, { status: "started", result: run });
      return run;
    }
    if (started) {
      return started;
    }
    const tool = available.has(toolUse.name) ? runnable.get(toolUse.name) : void 0;
    if (!tool && params.tools.some((t) => isRunnableToolset(t) && toolsetFamily(t) === toolUse.name)) {
      const sequence = sequences.get(toolUse.name) ?? { tail: Promise.resolve(), failed: false };
      sequences.set(toolUse.name, sequence);
      sequence.tail = sequence.tail.then(() => {
        sequence.failed = true;
      });
      return malformedToolsetCallResult(toolUse);
    }
    const result = runToolCall(runnable, available, toolUse, requestOptions, client, toolOtelContext);
    calls?.set(toolUse.id, { status: "started", result });
    return result;
  }));
  return {
    role: "user",
    content: toolResults
  };
}
async function runToolsetCall(params, family, toolUse, requestOptions, client, toolOtelContext) {
  const toolset = params.tools.find((t) => isRunnableToolset(t) && toolsetFamily(t) === family);
  if (!toolset) {
    return toolsetResultBlock(toolUse, `Error: Toolset '${quotedName(family)}' member '${quotedName(toolUse.name)}' not found`, true);
  }
  const spanOptions = {
    signal: requestOptions?.signal,
    conversationId: requestOptions?.openTelemetry?.conversationId,
    parentContext: toolOtelContext
  };
  const outcome = await withToolUseSpan(client, toolset, toolUse, spanOptions, async () => {
    const block = await runToolsetMember(toolset, toolUse, { signal: requestOptions?.signal });
    return { block, content: block.content ?? [], isError: block.is_error === true };
  });
  return outcome.block;
}
async function runToolCall(runnable, available, toolUse, requestOptions, client, toolOtelContext) {
  const tool = available.has(toolUse.name) ? runnable.get(toolUse.name) : void 0;
  if (!tool) {
    return toolNotFoundResult(toolUse);
  }
  const spanOptions = {
    signal: requestOptions?.signal,
    conversationId: requestOptions?.openTelemetry?.conversationId,
    parentContext: toolOtelContext
  };
  const outcome = await withToolUseSpan(client, tool, toolUse, spanOptions, () => runRunnableTool(tool, toolUse.input, {
    toolUse,
    toolUseBlock: toolUse,
    signal: requestOptions?.signal
  }));
  return {
    type: "tool_result",
    tool_use_id: toolUse.id,
    content: outcome.content,
    ...outcome.isError ? { is_error: true } : void 0
  };
}
function lastAssistantMessage(messages) {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message.role === "assistant")
      return message;
    if (message.role === "user" && Array.isArray(message.content) && message.content.some((block) => block.type === "tool_result")) {
      return void 0;
    }
  }
  return void 0;
}
function hasToolUse(message) {
  return Array.isArray(message?.content) && message.content.some((block) => block.type === "tool_use");
}
function definitionFamily(tool) {
  return (tool.type ?? "custom").replace(/_\d{8}$/, "").replace(/_toolset$/, "");
}
function toolNotFoundResult(toolUse) {
  return {
    type: "tool_result",
    tool_use_id: toolUse.id,
    content: `Error: Tool '${toolUse.name}' not found`,
    is_error: true
  };
}
function malformedToolsetCallResult(toolUse) {
  return {
    type: "tool_result",
    tool_use_id: toolUse.id,
    content: `Error: the '${quotedName(toolUse.name)}' toolset could not run this call${malformedActions(toolUse.input)}; nothing in the batch was executed`,
    is_error: true
  };
}
function malformedActions(input) {
  const fields = typeof input === "object" && input !== null ? input : {};
  if (!("actions" in fields)) {
    const action = "action" in fields ? fields.action : void 0;
    return typeof action === "string" ? `: the call has no 'actions' list (action: '${quotedName(action)}')` : ": the call has no 'actions' list";
  }
  const { actions } = fields;
  if (typeof actions === "string")
    return ": 'actions' is text, not a list of actions";
  if (!Array.isArray(actions))
    return ": 'actions' is not a list of actions";
  if (actions.length === 0)
    return ": the 'actions' list is empty";
  const names = [];
  for (const [i, entry] of actions.entries()) {
    const action = typeof entry === "object" && entry !== null && "action" in entry ? entry.action : void 0;
    if (typeof action !== "string")
      return `: action ${i} must be an object with a string 'action' field`;
    names.push(`'${quotedName(action)}'`);
  }
  const more = names.length > 10 ? `, and ${names.length - 10} more` : "";
  return `: its actions could not be run as sent (actions: ${names.slice(0, 10).join(", ")}${more})`;
}
function applyToolChange(block, available) {
  switch (block.type) {
    case "tool_removal":
    case "tool_addition":
      applyToolReference(block, available);
      break;
  }
}
function applyToolReference(block, available) {
  const name = changedToolName(block.tool);
  if (name === void 0)
    return;
  if (block.type === "tool_removal") {
    available.delete(name);
  } else {
    available.add(name);
  }
}
function changedToolName(tool) {
  switch (tool.type) {
    case "tool_reference":
      return tool.name;
    case "tool_definition":
      return "name" in tool.definition ? tool.definition.name : void 0;
    default:
      return void 0;
  }
}
function determineNextStepFromStopReason(stopReason) {
  if (stopReason === null)
    return "stop";
  if (isUnfinishedStopReason(stopReason))
    return "resume";
  switch (stopReason) {
    case "tool_use":
      return "run_tools";
    case "end_turn":
    case "stop_sequence":
    case "max_tokens":
    case "model_context_window_exceeded":
    case "refusal":
      return "stop";
    default:
      checkNever(stopReason);
      return "stop";
  }
}

// node_modules/@anthropic-ai/sdk/lib/threads/BetaMessageThread.mjs
var BetaMessageThread = class _BetaMessageThread {
  /** Start a thread on `client` with the params of `client.beta.messages.thread()`. Sends nothing. */
  constructor(client, params, options) {
    if (!client._supportsMessageThreads) {
      throw new AnthropicError("Message threads are not available on this client; use `client.beta.messages.create()` with the full `messages` instead");
    }
    assertOneOutputFormat(params);
    this._client = client;
    this._state = new ThreadState({
      params,
      options: options ?? {},
      threading: true,
      logger: loggerFor(client)
    });
  }
  /** @internal A thread over an existing state. */
  static _fromState(client, state) {
    const thread = Object.create(_BetaMessageThread.prototype);
    return Object.assign(thread, { _client: client, _state: state });
  }
  /** The full conversation, in a new array: every message the server holds plus those staged for the next turn. */
  get messages() {
    return this._state.messages;
  }
  /** The response `id` the next turn continues from, or `null` when the next turn starts a new thread. */
  get previousMessageId() {
    return this._state.previousMessageId;
  }
  /** The params of a `client.beta.messages.thread()` call for the whole conversation, in a new object. */
  get params() {
    return { ...this._state.params, unsupportedRequestBehavior: this._state.unsupportedRequestBehavior };
  }
  /** Stage messages for the next turn without sending anything. */
  append(...messages) {
    this._state.push(messages);
  }
  /**
   * Send the staged messages and `messages` as one turn and resolve to the reply. `params` and `options` apply to this
   * turn only. Throws while another `send()` / `parse()` / `stream()` on this thread is in progress.
   */
  send(messages, params = {}, options = {}) {
    return this._send(messages, params, options, (reply) => reply);
  }
  /**
   * Like `send()`, and parses the reply into `parsed_output` against the `output_config.format` (or `output_format`)
   * the thread was created with.
   */
  parse(messages, params = {}, options = {}) {
    return this._send(messages, params, options, (reply) => parseBetaMessage(reply, this._state.params, {
      logger: loggerFor(this._client)
    }));
  }
  /** @internal */
  _send(messages, params, options, parseReply) {
    const turn = this._state.startTurn(toMessageList(messages), params);
    const received = (async () => {
      try {
        const { request, props } = await this._createWithRecovery(turn, options, { stream: false });
        const reply = await request;
        this._state.recordReply(turn, reply);
        return { props, reply };
      } finally {
        this._state.endTurn(turn);
      }
    })();
    return new APIPromise(this._client, received.then(({ props }) => props), async () => {
      const { props, reply } = await received;
      return addResponseIDs(parseReply(reply), props.response);
    });
  }
  /** Like `send()`, and returns the reply's stream. The turn is in progress until the stream ends or is aborted. */
  stream(messages, params = {}, options = {}) {
    const stream = new BetaMessageStream(this._state.params, {
      logger: loggerFor(this._client),
      client: this._client
    });
    this._stream(stream, messages, params, options);
    return stream;
  }
  /**
   * @internal `stream()` on a stream the caller made: the thread records the reply once `stream` reaches `message_stop`,
   * and is free for the next turn when the request ends or `stream` is aborted, before the final events fire.
   */
  _stream(stream, messages, turnParams2, turnOptions) {
    const turn = this._state.startTurn(toMessageList(messages), turnParams2);
    let received;
    let completedBlocks = 0;
    let stopped = false;
    stream.on("streamEvent", (event, snapshot) => {
      if (stopped)
        return;
      received = snapshot;
      if (event.type === "content_block_stop")
        completedBlocks += 1;
      if (event.type === "message_stop") {
        stopped = true;
        this._state.recordReply(turn, snapshot);
        this._state.endTurn(turn);
      }
    });
    const endEarly = () => {
      if (stopped)
        return;
      stopped = true;
      if (received)
        this._state.recordPartialReply(received, completedBlocks);
      this._state.endTurn(turn);
    };
    stream.controller.signal.addEventListener("abort", endEarly, { once: true });
    const createTurn = (_body, options) => new APIPromise(this._client, this._createWithRecovery(turn, { ...turnOptions, signal: options?.signal }, { stream: true }).then(({ props }) => props));
    stream._start(createTurn, this._state.params, { signal: turnOptions.signal ?? this._state.options.signal }, endEarly);
  }
  /**
   * Change the request fields and request options of all later turns without sending anything. `system` and `tools`
   * cannot change once a turn has created the thread.
   */
  update(params = {}, options = {}) {
    this._state.update(params, options);
  }
  toolRunner(params = {}, options = {}) {
    rejectThreadField(params);
    return new BetaToolRunner(this, params, options);
  }
  /**
   * Return a new, independent thread with a copy of this one's history, request fields and request options, and no
   * `previousMessageId`. Sends nothing.
   */
  fork() {
    return _BetaMessageThread._fromState(this._client, this._state.fork());
  }
  /**
   * @internal One `create()` call for `turn` and the response to it, re-sent as long as the state can recover from
   * the rejection.
   */
  async _createWithRecovery(turn, turnOptions, { stream }) {
    for (; ; ) {
      const { params, options } = this._state.buildCreateArguments(turn, turnOptions, { stream });
      const request = this._client.beta.messages.create({ ...params, stream }, options);
      try {
        return { request, props: await request._responseProps() };
      } catch (error) {
        if (!this._state.recoversFrom(error))
          throw error;
      }
    }
  }
};

// node_modules/@anthropic-ai/sdk/resources/beta/messages/messages.mjs
var Messages = /* @__PURE__ */ (() => {
  class Messages3 extends APIResource {
    constructor() {
      super(...arguments);
      this.batches = new Batches(this._client);
    }
    create(params, options) {
      const modifiedParams = transformOutputFormat(params);
      const { betas, user_profile_id, workspace_id, ...body } = modifiedParams;
      if (body.model in DEPRECATED_MODELS) {
        console.warn(`The model '${body.model}' is deprecated and will reach end-of-life on ${DEPRECATED_MODELS[body.model]}
Please migrate to a newer model. Visit https://docs.anthropic.com/en/docs/resources/model-deprecations for more information.`);
      }
      if (MODELS_TO_WARN_WITH_THINKING_ENABLED.includes(body.model) && body.thinking && body.thinking.type === "enabled") {
        console.warn(`Using Claude with ${body.model} and 'thinking.type=enabled' is deprecated. Use 'thinking.type=adaptive' instead which results in better model performance in our testing: https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking`);
      }
      let timeout = options?.timeout ?? this._client._options.timeout;
      if (!body.stream && timeout == null) {
        const maxNonstreamingTokens = MODEL_NONSTREAMING_TOKENS[body.model] ?? void 0;
        timeout = this._client.calculateNonstreamingTimeout(body.max_tokens, maxNonstreamingTokens);
      }
      const request = {
        body,
        timeout: timeout ?? 6e5,
        ...options,
        headers: messagesCreateHeaders(modifiedParams, options),
        stream: modifiedParams.stream ?? false,
        __qualifiers: { beta: "true" }
      };
      const call = this._client._tracer && startApiCallSpan(this._client, "anthropic.messages.create", options, messagesCreateSpanSettings(this._client, request));
      recordMessagesCreateRequest(this._client, call, body);
      const promise = this._client.post("/v1/messages", {
        ...request,
        __span: call
      });
      return call ? promise._thenUnwrap((data) => {
        recordMessagesCreateResponse(this._client, call, body, data);
        return data;
      }) : promise;
    }
    /**
     * Send a structured list of input messages with text and/or image content, along with an expected `output_format` and
     * the response will be automatically parsed and available in the `parsed_output` property of the message.
     *
     * @example
     * ```ts
     * const message = await client.beta.messages.parse({
     *   model: 'claude-3-5-sonnet-20241022',
     *   max_tokens: 1024,
     *   messages: [{ role: 'user', content: 'What is 2+2?' }],
     *   output_format: zodOutputFormat(z.object({ answer: z.number() }), 'math'),
     * });
     *
     * console.log(message.parsed_output?.answer); // 4
     * ```
     */
    parse(params, options) {
      options = {
        ...options,
        headers: buildHeaders([
          { "anthropic-beta": [...params.betas ?? [], "structured-outputs-2025-12-15"].toString() },
          options?.headers
        ])
      };
      return this.create(params, options).then((message) => parseBetaMessage(message, params, { logger: this._client.logger ?? console }));
    }
    /**
     * Create a Message stream
     */
    stream(body, options) {
      return BetaMessageStream.createMessage(this, body, options, { client: this._client });
    }
    /**
     * Count the number of tokens in a Message.
     *
     * The Token Count API can be used to count the number of tokens in a Message,
     * including tools, images, and documents, without creating it.
     *
     * Learn more about token counting in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/token-counting)
     *
     * @throws {AvailableToolsLimitExceededError}
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {CompactionBlockAmbiguousError}
     * @throws {CompactionBlockMisplacedError}
     * @throws {CompactionContentMismatchError}
     * @throws {CompactionNothingToSummarizeError}
     * @throws {CompactionSignatureInvalidError}
     * @throws {CompactionToolChangesMismatchError}
     * @throws {OrganizationOnHoldError}
     * @throws {RequestBodyEncodingInvalidError}
     * @throws {RequestBodyEncodingUnsupportedError}
     * @throws {ToolNameConflictError}
     * @throws {ToolReferenceUnresolvedError}
     * @throws {RequestBodyTooLargeAfterDecodingError}
     * @throws {EnforcedSpendLimitReachedError}
     * @throws {CompactionUnavailableError}
     *
     * @example
     * ```ts
     * const betaMessageTokensCount =
     *   await client.beta.messages.countTokens({
     *     messages: [{ content: 'Hello, world', role: 'user' }],
     *     model: 'claude-opus-5-5',
     *   });
     * ```
     */
    countTokens(params, options) {
      const modifiedParams = transformOutputFormat(params);
      const { betas, user_profile_id, workspace_id, ...body } = modifiedParams;
      const request = {
        body,
        ...options,
        headers: buildHeaders([
          {
            "anthropic-beta": [...betas ?? [], "token-counting-2024-11-01"].toString(),
            ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0,
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ]),
        __qualifiers: { beta: "true" }
      };
      return this._client.post("/v1/messages/count_tokens", {
        ...request,
        __span: startApiCallSpan(this._client, "anthropic.messages.count_tokens", options, {
          route: "/v1/messages/count_tokens",
          request
        })
      });
    }
    /**
     * Run the tools the model calls until it stops asking for them, yielding each assistant message.
     *
     * On a client with message threads the loop runs over one, so each turn sends only new messages. Pass
     * `thread: false` to send the full history every turn. To run the loop over an existing thread, call
     * `toolRunner()` on the thread itself.
     */
    toolRunner(body, options) {
      return new BetaToolRunner(this._client, body, options);
    }
    /** @internal The thread that a tool runner with the params `body` runs over, and the runner's own settings. */
    _toolRunnerThread(body) {
      assertOneOutputFormat(body);
      const { settings, thread, threadParams } = splitToolRunnerParams(body);
      const state = new ThreadState({
        params: { ...threadParams, unsupportedRequestBehavior: "continue_unthreaded" },
        options: {},
        threading: thread !== false && this._client._supportsMessageThreads,
        logger: loggerFor(this._client)
      });
      return { thread: BetaMessageThread._fromState(this._client, state), settings };
    }
    /**
     * Start a message thread: a conversation the server holds between turns, so each request sends only the new
     * messages. Takes the params of `create()` except `thread`, with `messages` optional, and sends nothing.
     *
     * @example
     * ```ts
     * const thread = client.beta.messages.thread({ model: 'claude-opus-5', max_tokens: 1024 });
     * const first = await thread.send({ role: 'user', content: 'Hello, Claude' });
     * const second = await thread.send({ role: 'user', content: 'How are you?' });
     * ```
     */
    thread(params, options) {
      return new BetaMessageThread(this._client, params, options);
    }
  }
  Messages3.Batches = Batches;
  Messages3.BetaToolRunner = BetaToolRunner;
  Messages3.ToolError = ToolError;
  return Messages3;
})();
var BETA_CLIENT_TOOL_UNION_KEYS = [
  "input_schema",
  "name",
  "allowed_callers",
  "cache_control",
  "defer_loading",
  "description",
  "eager_input_streaming",
  "input_examples",
  "strict",
  "type",
  "configs",
  "display_height_px",
  "display_width_px",
  "display_number",
  "enable_zoom",
  "max_characters"
];

// node_modules/@anthropic-ai/sdk/resources/beta/beta.mjs
var BetaCMEKNotApprovedError = /* @__PURE__ */ (() => {
  class BetaCMEKNotApprovedError2 extends BadRequestError {
  }
  BetaCMEKNotApprovedError2._errorName = "BetaCMEKNotApprovedError";
  return BetaCMEKNotApprovedError2;
})();
var BetaExternalKeyNotFoundError = /* @__PURE__ */ (() => {
  class BetaExternalKeyNotFoundError2 extends BadRequestError {
  }
  BetaExternalKeyNotFoundError2._errorName = "BetaExternalKeyNotFoundError";
  return BetaExternalKeyNotFoundError2;
})();
var BetaExternalKeyProviderMismatchError = /* @__PURE__ */ (() => {
  class BetaExternalKeyProviderMismatchError2 extends BadRequestError {
  }
  BetaExternalKeyProviderMismatchError2._errorName = "BetaExternalKeyProviderMismatchError";
  return BetaExternalKeyProviderMismatchError2;
})();
var BetaGCPProjectNotVerifiedError = /* @__PURE__ */ (() => {
  class BetaGCPProjectNotVerifiedError2 extends BadRequestError {
  }
  BetaGCPProjectNotVerifiedError2._errorName = "BetaGCPProjectNotVerifiedError";
  return BetaGCPProjectNotVerifiedError2;
})();
var BetaOrganizationNotEnrolledInBetaError = /* @__PURE__ */ (() => {
  class BetaOrganizationNotEnrolledInBetaError2 extends BadRequestError {
  }
  BetaOrganizationNotEnrolledInBetaError2._errorName = "BetaOrganizationNotEnrolledInBetaError";
  return BetaOrganizationNotEnrolledInBetaError2;
})();
var BetaRegionNotSupportedError = /* @__PURE__ */ (() => {
  class BetaRegionNotSupportedError2 extends BadRequestError {
  }
  BetaRegionNotSupportedError2._errorName = "BetaRegionNotSupportedError";
  return BetaRegionNotSupportedError2;
})();
var BetaRequestBodyTimeoutError = /* @__PURE__ */ (() => {
  class BetaRequestBodyTimeoutError2 extends BadRequestError {
  }
  BetaRequestBodyTimeoutError2._errorName = "BetaRequestBodyTimeoutError";
  return BetaRequestBodyTimeoutError2;
})();
var BetaStorageNotApprovedError = /* @__PURE__ */ (() => {
  class BetaStorageNotApprovedError2 extends BadRequestError {
  }
  BetaStorageNotApprovedError2._errorName = "BetaStorageNotApprovedError";
  return BetaStorageNotApprovedError2;
})();
var BetaUnsupportedCharsetError = /* @__PURE__ */ (() => {
  class BetaUnsupportedCharsetError2 extends BadRequestError {
  }
  BetaUnsupportedCharsetError2._errorName = "BetaUnsupportedCharsetError";
  return BetaUnsupportedCharsetError2;
})();
var BetaGCPProjectControlledByAnotherOrganizationError = /* @__PURE__ */ (() => {
  class BetaGCPProjectControlledByAnotherOrganizationError2 extends ConflictError {
  }
  BetaGCPProjectControlledByAnotherOrganizationError2._errorName = "BetaGCPProjectControlledByAnotherOrganizationError";
  return BetaGCPProjectControlledByAnotherOrganizationError2;
})();
var BetaStorageInUseError = /* @__PURE__ */ (() => {
  class BetaStorageInUseError2 extends ConflictError {
  }
  BetaStorageInUseError2._errorName = "BetaStorageInUseError";
  return BetaStorageInUseError2;
})();
var Beta = /* @__PURE__ */ (() => {
  class Beta2 extends APIResource {
    constructor() {
      super(...arguments);
      this.models = new Models(this._client);
      this.messages = new Messages(this._client);
      this.agents = new Agents(this._client);
      this.environments = new Environments(this._client);
      this.sessions = new Sessions(this._client);
      this.deployments = new Deployments(this._client);
      this.deploymentRuns = new DeploymentRuns(this._client);
      this.vaults = new Vaults(this._client);
      this.memoryStores = new MemoryStores(this._client);
      this.files = new Files(this._client);
      this.skills = new Skills2(this._client);
      this.webhooks = new Webhooks(this._client);
      this.userProfiles = new UserProfiles(this._client);
      this.dreams = new Dreams(this._client);
      this.tunnels = new Tunnels(this._client);
      this.compliance = new Compliance(this._client);
      this.organization = new Organization(this._client);
    }
  }
  Beta2.BetaCMEKNotApprovedError = BetaCMEKNotApprovedError;
  Beta2.BetaExternalKeyNotFoundError = BetaExternalKeyNotFoundError;
  Beta2.BetaExternalKeyProviderMismatchError = BetaExternalKeyProviderMismatchError;
  Beta2.BetaGCPProjectNotVerifiedError = BetaGCPProjectNotVerifiedError;
  Beta2.BetaOrganizationNotEnrolledInBetaError = BetaOrganizationNotEnrolledInBetaError;
  Beta2.BetaRegionNotSupportedError = BetaRegionNotSupportedError;
  Beta2.BetaRequestBodyTimeoutError = BetaRequestBodyTimeoutError;
  Beta2.BetaStorageNotApprovedError = BetaStorageNotApprovedError;
  Beta2.BetaUnsupportedCharsetError = BetaUnsupportedCharsetError;
  Beta2.BetaGCPProjectControlledByAnotherOrganizationError = BetaGCPProjectControlledByAnotherOrganizationError;
  Beta2.BetaStorageInUseError = BetaStorageInUseError;
  Beta2.Models = Models;
  Beta2.Messages = Messages;
  Beta2.Agents = Agents;
  Beta2.Environments = Environments;
  Beta2.BetaEnvironmentArchivedError = BetaEnvironmentArchivedError;
  Beta2.BetaInvalidConfigTypeChangeError = BetaInvalidConfigTypeChangeError;
  Beta2.BetaInvalidMetadataError = BetaInvalidMetadataError;
  Beta2.BetaEnvironmentCreateDisabledError = BetaEnvironmentCreateDisabledError;
  Beta2.BetaEnvironmentUpdateDisabledError = BetaEnvironmentUpdateDisabledError;
  Beta2.BetaEnvironmentNotFoundError = BetaEnvironmentNotFoundError;
  Beta2.Sessions = Sessions;
  Beta2.Deployments = Deployments;
  Beta2.DeploymentRuns = DeploymentRuns;
  Beta2.Vaults = Vaults;
  Beta2.MemoryStores = MemoryStores;
  Beta2.Files = Files;
  Beta2.Skills = Skills2;
  Beta2.Webhooks = Webhooks;
  Beta2.UserProfiles = UserProfiles;
  Beta2.Dreams = Dreams;
  Beta2.Tunnels = Tunnels;
  Beta2.Compliance = Compliance;
  Beta2.Organization = Organization;
  Beta2.BetaApprovalRequiredError = BetaApprovalRequiredError;
  Beta2.BetaHumanReviewNotAvailableError = BetaHumanReviewNotAvailableError;
  Beta2.BetaOrganizationNotEligibleError = BetaOrganizationNotEligibleError;
  Beta2.BetaReportPageTooLargeError = BetaReportPageTooLargeError;
  Beta2.BetaTooManyReportGroupsError = BetaTooManyReportGroupsError;
  Beta2.BetaAuthorizationCheckUnavailableError = BetaAuthorizationCheckUnavailableError;
  return Beta2;
})();

// node_modules/@anthropic-ai/sdk/lib/internal/messages-request.mjs
function messagesCreateHeaders2(params, options) {
  const { user_profile_id, workspace_id, tools, messages } = params;
  return buildHeaders([
    {
      ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0,
      ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
    },
    stainlessHelperHeader(tools, messages),
    options?.headers
  ]);
}
function startMessagesStreamSpan2(client, body, options) {
  if (!client._tracer)
    return void 0;
  const headers = messagesCreateHeaders2(body, options);
  return startApiCallSpan(client, "anthropic.messages.create", options, messagesCreateSpanSettings(client, { body, headers, stream: true }));
}

// node_modules/@anthropic-ai/sdk/lib/parser.mjs
function getOutputFormat2(params) {
  return params?.output_config?.format;
}
function maybeParseMessage(message, params, opts) {
  const outputFormat = getOutputFormat2(params);
  if (!params || !("parse" in (outputFormat ?? {}))) {
    return {
      ...message,
      content: message.content.map((block) => {
        if (block.type === "text") {
          const parsedBlock = Object.defineProperty({ ...block }, "parsed_output", {
            value: null,
            enumerable: false
          });
          return parsedBlock;
        }
        return block;
      }),
      parsed_output: null
    };
  }
  return parseMessage(message, params, opts);
}
function parseMessage(message, params, opts) {
  let firstParsedOutput = null;
  const content = message.content.map((block) => {
    if (block.type === "text") {
      const parsedOutput = parseOutputFormat(params, block.text);
      if (firstParsedOutput === null) {
        firstParsedOutput = parsedOutput;
      }
      const parsedBlock = Object.defineProperty({ ...block }, "parsed_output", {
        value: parsedOutput,
        enumerable: false
      });
      return parsedBlock;
    }
    return block;
  });
  return {
    ...message,
    content,
    parsed_output: firstParsedOutput
  };
}
function parseOutputFormat(params, content) {
  const outputFormat = getOutputFormat2(params);
  if (outputFormat?.type !== "json_schema") {
    return null;
  }
  try {
    if ("parse" in outputFormat) {
      return outputFormat.parse(content);
    }
    return JSON.parse(content);
  } catch (error) {
    throw new AnthropicError(`Failed to parse structured output: ${error}`);
  }
}

// node_modules/@anthropic-ai/sdk/lib/MessageStream.mjs
var _MessageStream_instances;
var _MessageStream_currentMessageSnapshot;
var _MessageStream_params;
var _MessageStream_connectedPromise;
var _MessageStream_resolveConnectedPromise;
var _MessageStream_rejectConnectedPromise;
var _MessageStream_endPromise;
var _MessageStream_resolveEndPromise;
var _MessageStream_rejectEndPromise;
var _MessageStream_listeners;
var _MessageStream_ended;
var _MessageStream_errored;
var _MessageStream_aborted;
var _MessageStream_catchingPromiseCreated;
var _MessageStream_response;
var _MessageStream_request_id;
var _MessageStream_workspace_id;
var _MessageStream_logger;
var _MessageStream_client;
var _MessageStream_span;
var _MessageStream_getFinalMessage;
var _MessageStream_getFinalText;
var _MessageStream_handleError;
var _MessageStream_beginRequest;
var _MessageStream_addStreamEvent;
var _MessageStream_endRequest;
var _MessageStream_accumulateMessage;
function tracksToolInput2(content) {
  return content.type === "tool_use" || content.type === "server_tool_use";
}
var MessageStream = /* @__PURE__ */ (() => {
  class MessageStream2 {
    constructor(params, opts) {
      _MessageStream_instances.add(this);
      this.messages = [];
      this.receivedMessages = [];
      _MessageStream_currentMessageSnapshot.set(this, void 0);
      _MessageStream_params.set(this, null);
      this.controller = new AbortController();
      _MessageStream_connectedPromise.set(this, void 0);
      _MessageStream_resolveConnectedPromise.set(this, () => {
      });
      _MessageStream_rejectConnectedPromise.set(this, () => {
      });
      _MessageStream_endPromise.set(this, void 0);
      _MessageStream_resolveEndPromise.set(this, () => {
      });
      _MessageStream_rejectEndPromise.set(this, () => {
      });
      _MessageStream_listeners.set(this, {});
      _MessageStream_ended.set(this, false);
      _MessageStream_errored.set(this, false);
      _MessageStream_aborted.set(this, false);
      _MessageStream_catchingPromiseCreated.set(this, false);
      _MessageStream_response.set(this, void 0);
      _MessageStream_request_id.set(this, void 0);
      _MessageStream_workspace_id.set(this, void 0);
      _MessageStream_logger.set(this, void 0);
      _MessageStream_client.set(this, void 0);
      _MessageStream_span.set(this, void 0);
      _MessageStream_handleError.set(this, (error) => {
        __classPrivateFieldSet(this, _MessageStream_errored, true, "f");
        if (__classPrivateFieldGet(this, _MessageStream_span, "f")) {
          __classPrivateFieldGet(this, _MessageStream_span, "f").streamed = void 0;
        }
        if (isAbortError(error)) {
          error = new APIUserAbortError();
        }
        if (error instanceof APIUserAbortError) {
          __classPrivateFieldSet(this, _MessageStream_aborted, true, "f");
          return this._emit("abort", error);
        }
        if (error instanceof AnthropicError) {
          return this._emit("error", error);
        }
        if (error instanceof Error) {
          const anthropicError = new AnthropicError(error.message);
          anthropicError.cause = error;
          return this._emit("error", anthropicError);
        }
        return this._emit("error", new AnthropicError(String(error)));
      });
      __classPrivateFieldSet(this, _MessageStream_connectedPromise, new Promise((resolve, reject) => {
        __classPrivateFieldSet(this, _MessageStream_resolveConnectedPromise, resolve, "f");
        __classPrivateFieldSet(this, _MessageStream_rejectConnectedPromise, reject, "f");
      }), "f");
      __classPrivateFieldSet(this, _MessageStream_endPromise, new Promise((resolve, reject) => {
        __classPrivateFieldSet(this, _MessageStream_resolveEndPromise, resolve, "f");
        __classPrivateFieldSet(this, _MessageStream_rejectEndPromise, reject, "f");
      }), "f");
      __classPrivateFieldGet(this, _MessageStream_connectedPromise, "f").catch(() => {
      });
      __classPrivateFieldGet(this, _MessageStream_endPromise, "f").catch(() => {
      });
      __classPrivateFieldSet(this, _MessageStream_params, params, "f");
      __classPrivateFieldSet(this, _MessageStream_logger, opts?.logger ?? console, "f");
      __classPrivateFieldSet(this, _MessageStream_client, opts?.client, "f");
    }
    get response() {
      return __classPrivateFieldGet(this, _MessageStream_response, "f");
    }
    get request_id() {
      return __classPrivateFieldGet(this, _MessageStream_request_id, "f");
    }
    get workspace_id() {
      return __classPrivateFieldGet(this, _MessageStream_workspace_id, "f");
    }
    /**
     * Returns the `MessageStream` data, the raw `Response` instance and the ID of the request,
     * returned vie the `request-id` header which is useful for debugging requests and resporting
     * issues to Anthropic.
     *
     * This is the same as the `APIPromise.withResponse()` method.
     *
     * This method will raise an error if you created the stream using `MessageStream.fromReadableStream`
     * as no `Response` is available.
     */
    async withResponse() {
      __classPrivateFieldSet(this, _MessageStream_catchingPromiseCreated, true, "f");
      const response = await __classPrivateFieldGet(this, _MessageStream_connectedPromise, "f");
      if (!response) {
        throw new Error("Could not resolve a `Response` object");
      }
      return {
        data: this,
        response,
        request_id: response.headers.get("request-id"),
        workspace_id: response.headers.get("anthropic-workspace-id")
      };
    }
    /**
     * Intended for use on the frontend, consuming a stream produced with
     * `.toReadableStream()` on the backend.
     *
     * Note that messages sent to the model do not appear in `.on('message')`
     * in this context.
     */
    static fromReadableStream(stream) {
      const runner = new MessageStream2(null);
      runner._run(() => runner._fromReadableStream(stream));
      return runner;
    }
    static createMessage(messages, params, options, { logger, client } = {}) {
      const runner = new MessageStream2(params, { logger, client });
      for (const message of params.messages) {
        runner._addMessageParam(message);
      }
      __classPrivateFieldSet(runner, _MessageStream_params, { ...params, stream: true }, "f");
      runner._run(() => runner._createMessage(messages, { ...params, stream: true }, { ...options, headers: { ...options?.headers, [STAINLESS_HELPER_METHOD_HEADER]: "stream" } }));
      return runner;
    }
    _run(executor) {
      executor().then(() => {
        this._emitFinal();
        this._emit("end");
      }, __classPrivateFieldGet(this, _MessageStream_handleError, "f"));
    }
    _addMessageParam(message) {
      this.messages.push(message);
    }
    _addMessage(message, emit = true) {
      this.receivedMessages.push(message);
      if (emit) {
        this._emit("message", message);
      }
    }
    async _createMessage(messages, params, options) {
      const signal = options?.signal;
      let abortHandler;
      if (signal) {
        if (signal.aborted)
          this.controller.abort();
        abortHandler = this.controller.abort.bind(this.controller);
        signal.addEventListener("abort", abortHandler);
      }
      try {
        __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_beginRequest).call(this);
        __classPrivateFieldSet(this, _MessageStream_span, options?.__span ?? (__classPrivateFieldGet(this, _MessageStream_client, "f") && startMessagesStreamSpan2(__classPrivateFieldGet(this, _MessageStream_client, "f"), params, options)), "f");
        const { response, data: stream } = await messages.create({ ...params, stream: true }, { ...options, __span: __classPrivateFieldGet(this, _MessageStream_span, "f"), signal: this.controller.signal }).withResponse();
        try {
          this._connected(response);
        } catch (error) {
          if (__classPrivateFieldGet(this, _MessageStream_span, "f")) {
            __classPrivateFieldGet(this, _MessageStream_span, "f").failure = error;
          }
          stream.controller.abort();
          throw error;
        }
        for await (const event of stream) {
          try {
            __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_addStreamEvent).call(this, event);
          } catch (error) {
            if (__classPrivateFieldGet(this, _MessageStream_span, "f")) {
              __classPrivateFieldGet(this, _MessageStream_span, "f").failure = error;
            }
            throw error;
          }
        }
        if (stream.controller.signal?.aborted) {
          throw new APIUserAbortError();
        }
        __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_endRequest).call(this);
      } finally {
        if (signal && abortHandler) {
          signal.removeEventListener("abort", abortHandler);
        }
      }
    }
    _connected(response) {
      if (this.ended)
        return;
      __classPrivateFieldSet(this, _MessageStream_response, response, "f");
      __classPrivateFieldSet(this, _MessageStream_request_id, response?.headers.get("request-id"), "f");
      __classPrivateFieldSet(this, _MessageStream_workspace_id, response?.headers.get("anthropic-workspace-id"), "f");
      __classPrivateFieldGet(this, _MessageStream_resolveConnectedPromise, "f").call(this, response);
      this._emit("connect");
    }
    get ended() {
      return __classPrivateFieldGet(this, _MessageStream_ended, "f");
    }
    get errored() {
      return __classPrivateFieldGet(this, _MessageStream_errored, "f");
    }
    get aborted() {
      return __classPrivateFieldGet(this, _MessageStream_aborted, "f");
    }
    abort() {
      this.controller.abort();
    }
    /**
     * Adds the listener function to the end of the listeners array for the event.
     * No checks are made to see if the listener has already been added. Multiple calls passing
     * the same combination of event and listener will result in the listener being added, and
     * called, multiple times.
     * @returns this MessageStream, so that calls can be chained
     */
    on(event, listener) {
      const listeners = __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] || (__classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] = []);
      listeners.push({ listener });
      return this;
    }
    /**
     * Removes the specified listener from the listener array for the event.
     * off() will remove, at most, one instance of a listener from the listener array. If any single
     * listener has been added multiple times to the listener array for the specified event, then
     * off() must be called multiple times to remove each instance.
     * @returns this MessageStream, so that calls can be chained
     */
    off(event, listener) {
      const listeners = __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event];
      if (!listeners)
        return this;
      const index = listeners.findIndex((l) => l.listener === listener);
      if (index >= 0)
        listeners.splice(index, 1);
      return this;
    }
    /**
     * Adds a one-time listener function for the event. The next time the event is triggered,
     * this listener is removed and then invoked.
     * @returns this MessageStream, so that calls can be chained
     */
    once(event, listener) {
      const listeners = __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] || (__classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] = []);
      listeners.push({ listener, once: true });
      return this;
    }
    /**
     * This is similar to `.once()`, but returns a Promise that resolves the next time
     * the event is triggered, instead of calling a listener callback.
     * @returns a Promise that resolves the next time given event is triggered,
     * or rejects if an error is emitted.  (If you request the 'error' event,
     * returns a promise that resolves with the error).
     *
     * Example:
     *
     *   const message = await stream.emitted('message') // rejects if the stream errors
     */
    emitted(event) {
      return new Promise((resolve, reject) => {
        __classPrivateFieldSet(this, _MessageStream_catchingPromiseCreated, true, "f");
        if (event !== "error")
          this.once("error", reject);
        this.once(event, resolve);
      });
    }
    async done() {
      __classPrivateFieldSet(this, _MessageStream_catchingPromiseCreated, true, "f");
      await __classPrivateFieldGet(this, _MessageStream_endPromise, "f");
    }
    get currentMessage() {
      return __classPrivateFieldGet(this, _MessageStream_currentMessageSnapshot, "f");
    }
    /**
     * @returns a promise that resolves with the the final assistant Message response,
     * or rejects if an error occurred or the stream ended prematurely without producing a Message.
     * If structured outputs were used, this will be a ParsedMessage with a `parsed_output` field.
     */
    async finalMessage() {
      await this.done();
      return __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_getFinalMessage).call(this);
    }
    /**
     * @returns a promise that resolves with the the final assistant Message's text response, concatenated
     * together if there are more than one text blocks.
     * Rejects if an error occurred or the stream ended prematurely without producing a Message.
     */
    async finalText() {
      await this.done();
      return __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_getFinalText).call(this);
    }
    _emit(event, ...args) {
      if (__classPrivateFieldGet(this, _MessageStream_ended, "f"))
        return;
      if (event === "end") {
        __classPrivateFieldSet(this, _MessageStream_ended, true, "f");
        __classPrivateFieldGet(this, _MessageStream_resolveEndPromise, "f").call(this);
      }
      const listeners = __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event];
      if (listeners) {
        __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] = listeners.filter((l) => !l.once);
        listeners.forEach(({ listener }) => listener(...args));
      }
      if (event === "abort") {
        const error = args[0];
        if (!__classPrivateFieldGet(this, _MessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
          Promise.reject(error);
        }
        __classPrivateFieldGet(this, _MessageStream_rejectConnectedPromise, "f").call(this, error);
        __classPrivateFieldGet(this, _MessageStream_rejectEndPromise, "f").call(this, error);
        this._emit("end");
        return;
      }
      if (event === "error") {
        const error = args[0];
        if (!__classPrivateFieldGet(this, _MessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
          Promise.reject(error);
        }
        __classPrivateFieldGet(this, _MessageStream_rejectConnectedPromise, "f").call(this, error);
        __classPrivateFieldGet(this, _MessageStream_rejectEndPromise, "f").call(this, error);
        this._emit("end");
      }
    }
    _emitFinal() {
      const finalMessage = this.receivedMessages.at(-1);
      if (finalMessage) {
        this._emit("finalMessage", __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_getFinalMessage).call(this));
      }
    }
    async _fromReadableStream(readableStream, options) {
      const signal = options?.signal;
      let abortHandler;
      if (signal) {
        if (signal.aborted)
          this.controller.abort();
        abortHandler = this.controller.abort.bind(this.controller);
        signal.addEventListener("abort", abortHandler);
      }
      try {
        __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_beginRequest).call(this);
        this._connected(null);
        const stream = Stream.fromReadableStream(readableStream, this.controller);
        for await (const event of stream) {
          __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_addStreamEvent).call(this, event);
        }
        if (stream.controller.signal?.aborted) {
          throw new APIUserAbortError();
        }
        __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_endRequest).call(this);
      } finally {
        if (signal && abortHandler) {
          signal.removeEventListener("abort", abortHandler);
        }
      }
    }
    [(_MessageStream_currentMessageSnapshot = /* @__PURE__ */ new WeakMap(), _MessageStream_params = /* @__PURE__ */ new WeakMap(), _MessageStream_connectedPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_resolveConnectedPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_rejectConnectedPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_endPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_resolveEndPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_rejectEndPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_listeners = /* @__PURE__ */ new WeakMap(), _MessageStream_ended = /* @__PURE__ */ new WeakMap(), _MessageStream_errored = /* @__PURE__ */ new WeakMap(), _MessageStream_aborted = /* @__PURE__ */ new WeakMap(), _MessageStream_catchingPromiseCreated = /* @__PURE__ */ new WeakMap(), _MessageStream_response = /* @__PURE__ */ new WeakMap(), _MessageStream_request_id = /* @__PURE__ */ new WeakMap(), _MessageStream_workspace_id = /* @__PURE__ */ new WeakMap(), _MessageStream_logger = /* @__PURE__ */ new WeakMap(), _MessageStream_client = /* @__PURE__ */ new WeakMap(), _MessageStream_span = /* @__PURE__ */ new WeakMap(), _MessageStream_handleError = /* @__PURE__ */ new WeakMap(), _MessageStream_instances = /* @__PURE__ */ new WeakSet(), _MessageStream_getFinalMessage = function _MessageStream_getFinalMessage2() {
      if (this.receivedMessages.length === 0) {
        throw new AnthropicError("stream ended without producing a Message with role=assistant");
      }
      return this.receivedMessages.at(-1);
    }, _MessageStream_getFinalText = function _MessageStream_getFinalText2() {
      if (this.receivedMessages.length === 0) {
        throw new AnthropicError("stream ended without producing a Message with role=assistant");
      }
      const textBlocks = this.receivedMessages.at(-1).content.filter((block) => block.type === "text").map((block) => block.text);
      if (textBlocks.length === 0) {
        throw new AnthropicError("stream ended without producing a content block with type=text");
      }
      return textBlocks.join(" ");
    }, _MessageStream_beginRequest = function _MessageStream_beginRequest2() {
      if (this.ended)
        return;
      __classPrivateFieldSet(this, _MessageStream_currentMessageSnapshot, void 0, "f");
    }, _MessageStream_addStreamEvent = function _MessageStream_addStreamEvent2(event) {
      if (this.ended)
        return;
      const messageSnapshot = __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_accumulateMessage).call(this, event);
      this._emit("_rawEvent", event);
      if (!messageSnapshot)
        return;
      this._emit("streamEvent", event, messageSnapshot);
      switch (event.type) {
        case "content_block_delta": {
          const content = messageSnapshot.content.at(-1);
          switch (event.delta.type) {
            case "text_delta": {
              if (content.type === "text") {
                this._emit("text", event.delta.text, content.text || "");
              }
              break;
            }
            case "citations_delta": {
              if (content.type === "text") {
                this._emit("citation", event.delta.citation, content.citations ?? []);
              }
              break;
            }
            case "input_json_delta": {
              if (tracksToolInput2(content) && __classPrivateFieldGet(this, _MessageStream_listeners, "f").inputJson?.length) {
                this._emit("inputJson", event.delta.partial_json, content.input);
              }
              break;
            }
            case "thinking_delta": {
              if (content.type === "thinking") {
                this._emit("thinking", event.delta.thinking, content.thinking);
              }
              break;
            }
            case "signature_delta": {
              if (content.type === "thinking") {
                this._emit("signature", content.signature);
              }
              break;
            }
            default:
              checkNever(event.delta);
          }
          break;
        }
        case "message_stop": {
          if (__classPrivateFieldGet(this, _MessageStream_client, "f") && __classPrivateFieldGet(this, _MessageStream_span, "f") && __classPrivateFieldGet(this, _MessageStream_params, "f")) {
            recordStreamedMessageContent(__classPrivateFieldGet(this, _MessageStream_client, "f"), __classPrivateFieldGet(this, _MessageStream_span, "f"), __classPrivateFieldGet(this, _MessageStream_params, "f"), messageSnapshot);
          }
          this._addMessageParam(messageSnapshot);
          this._addMessage(maybeParseMessage(messageSnapshot, __classPrivateFieldGet(this, _MessageStream_params, "f"), { logger: __classPrivateFieldGet(this, _MessageStream_logger, "f") }), true);
          break;
        }
        case "content_block_stop": {
          this._emit("contentBlock", messageSnapshot.content.at(-1));
          break;
        }
        case "message_start": {
          __classPrivateFieldSet(this, _MessageStream_currentMessageSnapshot, messageSnapshot, "f");
          if (__classPrivateFieldGet(this, _MessageStream_span, "f") && __classPrivateFieldGet(this, _MessageStream_params, "f")) {
            __classPrivateFieldGet(this, _MessageStream_span, "f").streamed = { body: __classPrivateFieldGet(this, _MessageStream_params, "f"), message: messageSnapshot };
          }
          break;
        }
        case "content_block_start":
        case "message_delta":
          break;
      }
    }, _MessageStream_endRequest = function _MessageStream_endRequest2() {
      if (this.ended) {
        throw new AnthropicError(`stream has ended, this shouldn't happen`);
      }
      const snapshot = __classPrivateFieldGet(this, _MessageStream_currentMessageSnapshot, "f");
      if (!snapshot) {
        throw new AnthropicError(`request ended without sending any chunks`);
      }
      __classPrivateFieldSet(this, _MessageStream_currentMessageSnapshot, void 0, "f");
      return maybeParseMessage(snapshot, __classPrivateFieldGet(this, _MessageStream_params, "f"), { logger: __classPrivateFieldGet(this, _MessageStream_logger, "f") });
    }, _MessageStream_accumulateMessage = function _MessageStream_accumulateMessage2(event) {
      let snapshot = __classPrivateFieldGet(this, _MessageStream_currentMessageSnapshot, "f");
      if (event.type === "message_start") {
        if (snapshot) {
          throw new AnthropicError(`Unexpected event order, got ${event.type} before receiving "message_stop"`);
        }
        return event.message;
      }
      if (!snapshot)
        return;
      switch (event.type) {
        case "message_stop":
          return snapshot;
        case "message_delta":
          snapshot.stop_reason = event.delta.stop_reason;
          snapshot.stop_sequence = event.delta.stop_sequence;
          snapshot.stop_details = event.delta.stop_details;
          snapshot.usage.output_tokens = event.usage.output_tokens;
          if (event.delta.container != null) {
            snapshot.container = event.delta.container;
          }
          if (event.usage.input_tokens != null) {
            snapshot.usage.input_tokens = event.usage.input_tokens;
          }
          if (event.usage.cache_creation_input_tokens != null) {
            snapshot.usage.cache_creation_input_tokens = event.usage.cache_creation_input_tokens;
          }
          if (event.usage.cache_read_input_tokens != null) {
            snapshot.usage.cache_read_input_tokens = event.usage.cache_read_input_tokens;
          }
          if (event.usage.server_tool_use != null) {
            snapshot.usage.server_tool_use = event.usage.server_tool_use;
          }
          if (event.usage.output_tokens_details != null) {
            snapshot.usage.output_tokens_details = event.usage.output_tokens_details;
          }
          return snapshot;
        case "content_block_start":
          snapshot.content.push({ ...event.content_block });
          return snapshot;
        case "content_block_delta": {
          const snapshotContent = snapshot.content.at(event.index);
          switch (event.delta.type) {
            case "text_delta": {
              if (snapshotContent?.type === "text") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  text: (snapshotContent.text || "") + event.delta.text
                };
              }
              break;
            }
            case "citations_delta": {
              if (snapshotContent?.type === "text") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  citations: [...snapshotContent.citations ?? [], event.delta.citation]
                };
              }
              break;
            }
            case "input_json_delta": {
              if (snapshotContent && tracksToolInput2(snapshotContent)) {
                const jsonBuf = (snapshotContent[JSON_BUF_PROPERTY] || "") + event.delta.partial_json;
                snapshot.content[event.index] = withLazyInput(snapshotContent, jsonBuf);
              }
              break;
            }
            case "thinking_delta": {
              if (snapshotContent?.type === "thinking") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  thinking: snapshotContent.thinking + event.delta.thinking
                };
              }
              break;
            }
            case "signature_delta": {
              if (snapshotContent?.type === "thinking") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  signature: event.delta.signature
                };
              }
              break;
            }
            default:
              checkNever(event.delta);
          }
          return snapshot;
        }
        case "content_block_stop": {
          const snapshotContent = snapshot.content.at(event.index);
          if (snapshotContent && tracksToolInput2(snapshotContent) && JSON_BUF_PROPERTY in snapshotContent) {
            Object.defineProperty(snapshotContent, "input", {
              value: snapshotContent.input,
              enumerable: true,
              configurable: true,
              writable: true
            });
          }
          return snapshot;
        }
        default:
          return snapshot;
      }
    }, Symbol.asyncIterator)]() {
      const pushQueue = [];
      const readQueue = [];
      let done = false;
      this.on("_rawEvent", (event) => {
        const reader = readQueue.shift();
        if (reader) {
          reader.resolve(event);
        } else {
          pushQueue.push(event);
        }
      });
      this.on("end", () => {
        done = true;
        for (const reader of readQueue) {
          reader.resolve(void 0);
        }
        readQueue.length = 0;
      });
      this.on("abort", (err) => {
        done = true;
        for (const reader of readQueue) {
          reader.reject(err);
        }
        readQueue.length = 0;
      });
      this.on("error", (err) => {
        done = true;
        for (const reader of readQueue) {
          reader.reject(err);
        }
        readQueue.length = 0;
      });
      return {
        next: async () => {
          if (!pushQueue.length) {
            if (done) {
              return { value: void 0, done: true };
            }
            return new Promise((resolve, reject) => readQueue.push({ resolve, reject })).then((chunk2) => chunk2 ? { value: chunk2, done: false } : { value: void 0, done: true });
          }
          const chunk = pushQueue.shift();
          return { value: chunk, done: false };
        },
        return: async () => {
          this.abort();
          return { value: void 0, done: true };
        }
      };
    }
    toReadableStream() {
      const stream = new Stream(this[Symbol.asyncIterator].bind(this), this.controller);
      return stream.toReadableStream();
    }
  }
  return MessageStream2;
})();

// node_modules/@anthropic-ai/sdk/resources/messages/batches.mjs
var Batches2 = class extends APIResource {
  /**
   * Send a batch of Message creation requests.
   *
   * The Message Batches API can be used to process multiple Messages API requests at
   * once. Once a Message Batch is created, it begins processing immediately. Batches
   * can take up to 24 hours to complete.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {OrganizationOnHoldError}
   * @throws {WorkspaceHumanReviewDisabledError}
   * @throws {EnforcedSpendLimitReachedError}
   *
   * @example
   * ```ts
   * const messageBatch = await client.messages.batches.create({
   *   requests: [
   *     {
   *       custom_id: 'my-custom-id-1',
   *       params: {
   *         max_tokens: 1024,
   *         messages: [
   *           { content: 'Hello, world', role: 'user' },
   *         ],
   *         model: 'claude-opus-5-5',
   *       },
   *     },
   *   ],
   * });
   * ```
   */
  create(params, options) {
    const { user_profile_id, workspace_id, ...body } = params;
    return this._client.post("/v1/messages/batches", {
      body,
      ...options,
      headers: buildHeaders([
        {
          ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.create", options, {
        route: "/v1/messages/batches",
        // A request without `requests` is for the API to refuse, not for this line to throw on.
        attributes: { "anthropic.message.batch.request_count": body.requests?.length },
        createdIDAttribute: "anthropic.message.batch.id"
      })
    });
  }
  /**
   * This endpoint is idempotent and can be used to poll for Message Batch
   * completion. To access the results of a Message Batch, make a request to the
   * `results_url` field in the response.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const messageBatch = await client.messages.batches.retrieve(
   *   'message_batch_id',
   * );
   * ```
   */
  retrieve(messageBatchID, params = {}, options) {
    const { workspace_id } = params ?? {};
    return this._client.get(path`/v1/messages/batches/${messageBatchID}`, {
      ...options,
      headers: buildHeaders([
        { ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0 },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.retrieve", options, {
        route: "/v1/messages/batches/{message_batch_id}",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    });
  }
  /**
   * List all Message Batches within a Workspace. Most recently created batches are
   * returned first.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const messageBatch of client.messages.batches.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { workspace_id, ...query } = params ?? {};
    return this._client.getAPIList("/v1/messages/batches", Page, {
      query,
      ...options,
      headers: buildHeaders([
        { ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0 },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.list", options, {
        route: "/v1/messages/batches",
        queryParams: ["after_id", "before_id", "limit"]
      })
    });
  }
  /**
   * Delete a Message Batch.
   *
   * Message Batches can only be deleted once they've finished processing. If you'd
   * like to delete an in-progress batch, you must first cancel it.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const deletedMessageBatch =
   *   await client.messages.batches.delete('message_batch_id');
   * ```
   */
  delete(messageBatchID, params = {}, options) {
    const { workspace_id } = params ?? {};
    return this._client.delete(path`/v1/messages/batches/${messageBatchID}`, {
      ...options,
      headers: buildHeaders([
        { ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0 },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.delete", options, {
        route: "/v1/messages/batches/{message_batch_id}",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    });
  }
  /**
   * Batches may be canceled any time before processing ends. Once cancellation is
   * initiated, the batch enters a `canceling` state, at which time the system may
   * complete any in-progress, non-interruptible requests before finalizing
   * cancellation.
   *
   * The number of canceled requests is specified in `request_counts`. To determine
   * which requests were canceled, check the individual results within the batch.
   * Note that cancellation may not result in any canceled requests if they were
   * non-interruptible.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const messageBatch = await client.messages.batches.cancel(
   *   'message_batch_id',
   * );
   * ```
   */
  cancel(messageBatchID, params = {}, options) {
    const { workspace_id } = params ?? {};
    return this._client.post(path`/v1/messages/batches/${messageBatchID}/cancel`, {
      ...options,
      headers: buildHeaders([
        { ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0 },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.cancel", options, {
        route: "/v1/messages/batches/{message_batch_id}/cancel",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    });
  }
  /**
   * Streams the results of a Message Batch as a `.jsonl` file.
   *
   * Each line in the file is a JSON object containing the result of a single request
   * in the Message Batch. Results are not guaranteed to be in the same order as
   * requests. Use the `custom_id` field to match results to requests.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const stream = await client.messages.batches.results(
   *   'message_batch_id',
   * );
   * for await (const messageBatchIndividualResponse of stream) {
   *   // ...
   * }
   * ```
   */
  async results(messageBatchID, params = {}, options) {
    const batch = await this.retrieve(messageBatchID, params, options);
    if (!batch.results_url) {
      throw new AnthropicError(`No batch \`results_url\`; Has it finished processing? ${batch.processing_status} - ${batch.id}`);
    }
    const { workspace_id } = params ?? {};
    return this._client.get(batch.results_url, {
      ...options,
      headers: buildHeaders([
        {
          Accept: "application/binary",
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      stream: true,
      __binaryResponse: true,
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.results", options, {
        route: "/v1/messages/batches/{message_batch_id}/results",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    })._thenUnwrap((_, props) => JSONLDecoder.fromResponse(props.response, props.controller));
  }
};

// node_modules/@anthropic-ai/sdk/resources/messages/messages.mjs
var AvailableToolsLimitExceededError = /* @__PURE__ */ (() => {
  class AvailableToolsLimitExceededError2 extends BadRequestError {
  }
  AvailableToolsLimitExceededError2._errorName = "AvailableToolsLimitExceededError";
  return AvailableToolsLimitExceededError2;
})();
var CompactionBlockAmbiguousError = /* @__PURE__ */ (() => {
  class CompactionBlockAmbiguousError2 extends BadRequestError {
  }
  CompactionBlockAmbiguousError2._errorName = "CompactionBlockAmbiguousError";
  return CompactionBlockAmbiguousError2;
})();
var CompactionBlockMisplacedError = /* @__PURE__ */ (() => {
  class CompactionBlockMisplacedError2 extends BadRequestError {
  }
  CompactionBlockMisplacedError2._errorName = "CompactionBlockMisplacedError";
  return CompactionBlockMisplacedError2;
})();
var CompactionContentMismatchError = /* @__PURE__ */ (() => {
  class CompactionContentMismatchError2 extends BadRequestError {
  }
  CompactionContentMismatchError2._errorName = "CompactionContentMismatchError";
  return CompactionContentMismatchError2;
})();
var CompactionIncompleteTurnError = /* @__PURE__ */ (() => {
  class CompactionIncompleteTurnError2 extends BadRequestError {
  }
  CompactionIncompleteTurnError2._errorName = "CompactionIncompleteTurnError";
  return CompactionIncompleteTurnError2;
})();
var CompactionNothingToSummarizeError = /* @__PURE__ */ (() => {
  class CompactionNothingToSummarizeError2 extends BadRequestError {
  }
  CompactionNothingToSummarizeError2._errorName = "CompactionNothingToSummarizeError";
  return CompactionNothingToSummarizeError2;
})();
var CompactionSignatureInvalidError = /* @__PURE__ */ (() => {
  class CompactionSignatureInvalidError2 extends BadRequestError {
  }
  CompactionSignatureInvalidError2._errorName = "CompactionSignatureInvalidError";
  return CompactionSignatureInvalidError2;
})();
var CompactionTooManyToolReferencesError = /* @__PURE__ */ (() => {
  class CompactionTooManyToolReferencesError2 extends BadRequestError {
  }
  CompactionTooManyToolReferencesError2._errorName = "CompactionTooManyToolReferencesError";
  return CompactionTooManyToolReferencesError2;
})();
var CompactionToolChangesMismatchError = /* @__PURE__ */ (() => {
  class CompactionToolChangesMismatchError2 extends BadRequestError {
  }
  CompactionToolChangesMismatchError2._errorName = "CompactionToolChangesMismatchError";
  return CompactionToolChangesMismatchError2;
})();
var ImageDimensionsTooLargeError = /* @__PURE__ */ (() => {
  class ImageDimensionsTooLargeError2 extends BadRequestError {
  }
  ImageDimensionsTooLargeError2._errorName = "ImageDimensionsTooLargeError";
  return ImageDimensionsTooLargeError2;
})();
var ThreadAlreadyContinuedError = /* @__PURE__ */ (() => {
  class ThreadAlreadyContinuedError2 extends BadRequestError {
  }
  ThreadAlreadyContinuedError2._errorName = "ThreadAlreadyContinuedError";
  return ThreadAlreadyContinuedError2;
})();
var ThreadContinueInFlightError = /* @__PURE__ */ (() => {
  class ThreadContinueInFlightError2 extends BadRequestError {
  }
  ThreadContinueInFlightError2._errorName = "ThreadContinueInFlightError";
  return ThreadContinueInFlightError2;
})();
var ThreadFingerprintMismatchError = /* @__PURE__ */ (() => {
  class ThreadFingerprintMismatchError2 extends BadRequestError {
  }
  ThreadFingerprintMismatchError2._errorName = "ThreadFingerprintMismatchError";
  return ThreadFingerprintMismatchError2;
})();
var ThreadUnsupportedRequestError = /* @__PURE__ */ (() => {
  class ThreadUnsupportedRequestError2 extends BadRequestError {
  }
  ThreadUnsupportedRequestError2._errorName = "ThreadUnsupportedRequestError";
  return ThreadUnsupportedRequestError2;
})();
var ToolNameConflictError = /* @__PURE__ */ (() => {
  class ToolNameConflictError2 extends BadRequestError {
  }
  ToolNameConflictError2._errorName = "ToolNameConflictError";
  return ToolNameConflictError2;
})();
var ToolReferenceUnresolvedError = /* @__PURE__ */ (() => {
  class ToolReferenceUnresolvedError2 extends BadRequestError {
  }
  ToolReferenceUnresolvedError2._errorName = "ToolReferenceUnresolvedError";
  return ToolReferenceUnresolvedError2;
})();
var ThreadNotFoundError = /* @__PURE__ */ (() => {
  class ThreadNotFoundError2 extends NotFoundError {
  }
  ThreadNotFoundError2._errorName = "ThreadNotFoundError";
  return ThreadNotFoundError2;
})();
var CompactionUnavailableError = /* @__PURE__ */ (() => {
  class CompactionUnavailableError2 extends OverloadedError {
  }
  CompactionUnavailableError2._errorName = "CompactionUnavailableError";
  return CompactionUnavailableError2;
})();
var Messages2 = /* @__PURE__ */ (() => {
  class Messages3 extends APIResource {
    constructor() {
      super(...arguments);
      this.batches = new Batches2(this._client);
    }
    create(params, options) {
      const { user_profile_id, workspace_id, ...body } = params;
      if (body.model in DEPRECATED_MODELS) {
        console.warn(`The model '${body.model}' is deprecated and will reach end-of-life on ${DEPRECATED_MODELS[body.model]}
Please migrate to a newer model. Visit https://docs.anthropic.com/en/docs/resources/model-deprecations for more information.`);
      }
      if (MODELS_TO_WARN_WITH_THINKING_ENABLED.includes(body.model) && body.thinking && body.thinking.type === "enabled") {
        console.warn(`Using Claude with ${body.model} and 'thinking.type=enabled' is deprecated. Use 'thinking.type=adaptive' instead which results in better model performance in our testing: https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking`);
      }
      let timeout = options?.timeout ?? this._client._options.timeout;
      if (!body.stream && timeout == null) {
        const maxNonstreamingTokens = MODEL_NONSTREAMING_TOKENS[body.model] ?? void 0;
        timeout = this._client.calculateNonstreamingTimeout(body.max_tokens, maxNonstreamingTokens);
      }
      const request = {
        body,
        timeout: timeout ?? 6e5,
        ...options,
        headers: messagesCreateHeaders2(params, options),
        stream: params.stream ?? false
      };
      const call = this._client._tracer && startApiCallSpan(this._client, "anthropic.messages.create", options, messagesCreateSpanSettings(this._client, request));
      recordMessagesCreateRequest(this._client, call, body);
      const promise = this._client.post("/v1/messages", {
        ...request,
        __span: call
      });
      return call ? promise._thenUnwrap((data) => {
        recordMessagesCreateResponse(this._client, call, body, data);
        return data;
      }) : promise;
    }
    /**
     * Send a structured list of input messages with text and/or image content, along with an expected `output_config.format` and
     * the response will be automatically parsed and available in the `parsed_output` property of the message.
     *
     * @example
     * ```ts
     * const message = await client.messages.parse({
     *   model: 'claude-sonnet-5-5',
     *   max_tokens: 1024,
     *   messages: [{ role: 'user', content: 'What is 2+2?' }],
     *   output_config: {
     *     format: zodOutputFormat(z.object({ answer: z.number() })),
     *   },
     * });
     *
     * console.log(message.parsed_output?.answer); // 4
     * ```
     */
    parse(params, options) {
      return this.create(params, options).then((message) => parseMessage(message, params, { logger: this._client.logger ?? console }));
    }
    /**
     * Create a Message stream.
     *
     * If `output_config.format` is provided with a parseable format (like `zodOutputFormat()`),
     * the final message will include a `parsed_output` property with the parsed content.
     *
     * @example
     * ```ts
     * const stream = client.messages.stream({
     *   model: 'claude-sonnet-5-5',
     *   max_tokens: 1024,
     *   messages: [{ role: 'user', content: 'What is 2+2?' }],
     *   output_config: {
     *     format: zodOutputFormat(z.object({ answer: z.number() })),
     *   },
     * });
     *
     * const message = await stream.finalMessage();
     * console.log(message.parsed_output?.answer); // 4
     * ```
     */
    stream(body, options) {
      const params = body;
      return MessageStream.createMessage(this, params, options, {
        logger: this._client.logger ?? console,
        client: this._client
      });
    }
    /**
     * Count the number of tokens in a Message.
     *
     * The Token Count API can be used to count the number of tokens in a Message,
     * including tools, images, and documents, without creating it.
     *
     * Learn more about token counting in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/token-counting)
     *
     * @throws {AvailableToolsLimitExceededError}
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {CompactionBlockAmbiguousError}
     * @throws {CompactionBlockMisplacedError}
     * @throws {CompactionContentMismatchError}
     * @throws {CompactionNothingToSummarizeError}
     * @throws {CompactionSignatureInvalidError}
     * @throws {CompactionToolChangesMismatchError}
     * @throws {OrganizationOnHoldError}
     * @throws {RequestBodyEncodingInvalidError}
     * @throws {RequestBodyEncodingUnsupportedError}
     * @throws {ToolNameConflictError}
     * @throws {ToolReferenceUnresolvedError}
     * @throws {RequestBodyTooLargeAfterDecodingError}
     * @throws {EnforcedSpendLimitReachedError}
     * @throws {CompactionUnavailableError}
     *
     * @example
     * ```ts
     * const messageTokensCount =
     *   await client.messages.countTokens({
     *     messages: [{ content: 'Hello, world', role: 'user' }],
     *     model: 'claude-opus-5-5',
     *   });
     * ```
     */
    countTokens(params, options) {
      const { user_profile_id, workspace_id, ...body } = params;
      const request = {
        body,
        ...options,
        headers: buildHeaders([
          {
            ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0,
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ])
      };
      return this._client.post("/v1/messages/count_tokens", {
        ...request,
        __span: startApiCallSpan(this._client, "anthropic.messages.count_tokens", options, {
          route: "/v1/messages/count_tokens",
          request
        })
      });
    }
  }
  Messages3.AvailableToolsLimitExceededError = AvailableToolsLimitExceededError;
  Messages3.CompactionBlockAmbiguousError = CompactionBlockAmbiguousError;
  Messages3.CompactionBlockMisplacedError = CompactionBlockMisplacedError;
  Messages3.CompactionContentMismatchError = CompactionContentMismatchError;
  Messages3.CompactionIncompleteTurnError = CompactionIncompleteTurnError;
  Messages3.CompactionNothingToSummarizeError = CompactionNothingToSummarizeError;
  Messages3.CompactionSignatureInvalidError = CompactionSignatureInvalidError;
  Messages3.CompactionTooManyToolReferencesError = CompactionTooManyToolReferencesError;
  Messages3.CompactionToolChangesMismatchError = CompactionToolChangesMismatchError;
  Messages3.ImageDimensionsTooLargeError = ImageDimensionsTooLargeError;
  Messages3.ThreadAlreadyContinuedError = ThreadAlreadyContinuedError;
  Messages3.ThreadContinueInFlightError = ThreadContinueInFlightError;
  Messages3.ThreadFingerprintMismatchError = ThreadFingerprintMismatchError;
  Messages3.ThreadUnsupportedRequestError = ThreadUnsupportedRequestError;
  Messages3.ToolNameConflictError = ToolNameConflictError;
  Messages3.ToolReferenceUnresolvedError = ToolReferenceUnresolvedError;
  Messages3.ThreadNotFoundError = ThreadNotFoundError;
  Messages3.CompactionUnavailableError = CompactionUnavailableError;
  Messages3.Batches = Batches2;
  return Messages3;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/api-keys.mjs
var OrgAPIKeyLimitExceededError = /* @__PURE__ */ (() => {
  class OrgAPIKeyLimitExceededError2 extends BadRequestError {
  }
  OrgAPIKeyLimitExceededError2._errorName = "OrgAPIKeyLimitExceededError";
  return OrgAPIKeyLimitExceededError2;
})();
var WorkspaceAPIKeyLimitExceededError = /* @__PURE__ */ (() => {
  class WorkspaceAPIKeyLimitExceededError2 extends BadRequestError {
  }
  WorkspaceAPIKeyLimitExceededError2._errorName = "WorkspaceAPIKeyLimitExceededError";
  return WorkspaceAPIKeyLimitExceededError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/external-keys.mjs
var ExternalKeyInWorkspacePolicyError = /* @__PURE__ */ (() => {
  class ExternalKeyInWorkspacePolicyError2 extends BadRequestError {
  }
  ExternalKeyInWorkspacePolicyError2._errorName = "ExternalKeyInWorkspacePolicyError";
  return ExternalKeyInWorkspacePolicyError2;
})();
var ExternalKeyValidationFailedError = /* @__PURE__ */ (() => {
  class ExternalKeyValidationFailedError2 extends BadRequestError {
  }
  ExternalKeyValidationFailedError2._errorName = "ExternalKeyValidationFailedError";
  return ExternalKeyValidationFailedError2;
})();
var ExternalKeyValidationTimedOutError = /* @__PURE__ */ (() => {
  class ExternalKeyValidationTimedOutError2 extends BadRequestError {
  }
  ExternalKeyValidationTimedOutError2._errorName = "ExternalKeyValidationTimedOutError";
  return ExternalKeyValidationTimedOutError2;
})();
var ExternalKeyChangedError = /* @__PURE__ */ (() => {
  class ExternalKeyChangedError2 extends ConflictError {
  }
  ExternalKeyChangedError2._errorName = "ExternalKeyChangedError";
  return ExternalKeyChangedError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/invites.mjs
var AlreadyMemberError = /* @__PURE__ */ (() => {
  class AlreadyMemberError2 extends BadRequestError {
  }
  AlreadyMemberError2._errorName = "AlreadyMemberError";
  return AlreadyMemberError2;
})();
var CannotInviteEmailsWithUnverifiedDomainsError = /* @__PURE__ */ (() => {
  class CannotInviteEmailsWithUnverifiedDomainsError2 extends BadRequestError {
  }
  CannotInviteEmailsWithUnverifiedDomainsError2._errorName = "CannotInviteEmailsWithUnverifiedDomainsError";
  return CannotInviteEmailsWithUnverifiedDomainsError2;
})();
var EmailDomainNotAllowedError = /* @__PURE__ */ (() => {
  class EmailDomainNotAllowedError2 extends BadRequestError {
  }
  EmailDomainNotAllowedError2._errorName = "EmailDomainNotAllowedError";
  return EmailDomainNotAllowedError2;
})();
var InviteAlreadyExistsError = /* @__PURE__ */ (() => {
  class InviteAlreadyExistsError2 extends BadRequestError {
  }
  InviteAlreadyExistsError2._errorName = "InviteAlreadyExistsError";
  return InviteAlreadyExistsError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/users.mjs
var CannotRemoveLastMemberError = /* @__PURE__ */ (() => {
  class CannotRemoveLastMemberError2 extends BadRequestError {
  }
  CannotRemoveLastMemberError2._errorName = "CannotRemoveLastMemberError";
  return CannotRemoveLastMemberError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/rbac-groups/rbac-groups.mjs
var RBACGroupGrantsOwnerAccessError = /* @__PURE__ */ (() => {
  class RBACGroupGrantsOwnerAccessError2 extends BadRequestError {
  }
  RBACGroupGrantsOwnerAccessError2._errorName = "RBACGroupGrantsOwnerAccessError";
  return RBACGroupGrantsOwnerAccessError2;
})();
var RBACGroupOwnerAccessUnconfirmedError = /* @__PURE__ */ (() => {
  class RBACGroupOwnerAccessUnconfirmedError2 extends BadRequestError {
  }
  RBACGroupOwnerAccessUnconfirmedError2._errorName = "RBACGroupOwnerAccessUnconfirmedError";
  return RBACGroupOwnerAccessUnconfirmedError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/workspaces/workspaces.mjs
var KeyProfileMismatchError = /* @__PURE__ */ (() => {
  class KeyProfileMismatchError2 extends BadRequestError {
  }
  KeyProfileMismatchError2._errorName = "KeyProfileMismatchError";
  return KeyProfileMismatchError2;
})();
var StorageProfileMismatchError = /* @__PURE__ */ (() => {
  class StorageProfileMismatchError2 extends BadRequestError {
  }
  StorageProfileMismatchError2._errorName = "StorageProfileMismatchError";
  return StorageProfileMismatchError2;
})();
var UserProfileClearedError = /* @__PURE__ */ (() => {
  class UserProfileClearedError2 extends BadRequestError {
  }
  UserProfileClearedError2._errorName = "UserProfileClearedError";
  return UserProfileClearedError2;
})();
var WorkspaceMemberLimitExceededError = /* @__PURE__ */ (() => {
  class WorkspaceMemberLimitExceededError2 extends BadRequestError {
  }
  WorkspaceMemberLimitExceededError2._errorName = "WorkspaceMemberLimitExceededError";
  return WorkspaceMemberLimitExceededError2;
})();
var WorkspacePolicyViolationError = /* @__PURE__ */ (() => {
  class WorkspacePolicyViolationError2 extends BadRequestError {
  }
  WorkspacePolicyViolationError2._errorName = "WorkspacePolicyViolationError";
  return WorkspacePolicyViolationError2;
})();
var StorageAttachedDuringArchiveError = /* @__PURE__ */ (() => {
  class StorageAttachedDuringArchiveError2 extends ConflictError {
  }
  StorageAttachedDuringArchiveError2._errorName = "StorageAttachedDuringArchiveError";
  return StorageAttachedDuringArchiveError2;
})();
var WorkspaceCreatedIncompleteError = /* @__PURE__ */ (() => {
  class WorkspaceCreatedIncompleteError2 extends ServiceUnavailableError {
  }
  WorkspaceCreatedIncompleteError2._errorName = "WorkspaceCreatedIncompleteError";
  return WorkspaceCreatedIncompleteError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/organization.mjs
var OrgMemberLimitExceededError = /* @__PURE__ */ (() => {
  class OrgMemberLimitExceededError2 extends BadRequestError {
  }
  OrgMemberLimitExceededError2._errorName = "OrgMemberLimitExceededError";
  return OrgMemberLimitExceededError2;
})();
var APIKeyRequesterUnconfirmedError = /* @__PURE__ */ (() => {
  class APIKeyRequesterUnconfirmedError2 extends PermissionDeniedError {
  }
  APIKeyRequesterUnconfirmedError2._errorName = "APIKeyRequesterUnconfirmedError";
  return APIKeyRequesterUnconfirmedError2;
})();
var RBACRoleNotFoundError = /* @__PURE__ */ (() => {
  class RBACRoleNotFoundError2 extends NotFoundError {
  }
  RBACRoleNotFoundError2._errorName = "RBACRoleNotFoundError";
  return RBACRoleNotFoundError2;
})();
var ConcurrentMembershipChangeError = /* @__PURE__ */ (() => {
  class ConcurrentMembershipChangeError2 extends ConflictError {
  }
  ConcurrentMembershipChangeError2._errorName = "ConcurrentMembershipChangeError";
  return ConcurrentMembershipChangeError2;
})();
var ChangeOutcomeUnknownError = /* @__PURE__ */ (() => {
  class ChangeOutcomeUnknownError2 extends ServiceUnavailableError {
  }
  ChangeOutcomeUnknownError2._errorName = "ChangeOutcomeUnknownError";
  return ChangeOutcomeUnknownError2;
})();

// node_modules/@anthropic-ai/sdk/resources/skills/skills.mjs
var SkillReadBlockedUndecryptableError = /* @__PURE__ */ (() => {
  class SkillReadBlockedUndecryptableError2 extends ConflictError {
  }
  SkillReadBlockedUndecryptableError2._errorName = "SkillReadBlockedUndecryptableError";
  return SkillReadBlockedUndecryptableError2;
})();

// node_modules/@anthropic-ai/sdk/resources/user-profiles/user-profiles.mjs
var UserProfileNotFoundError = /* @__PURE__ */ (() => {
  class UserProfileNotFoundError2 extends BadRequestError {
  }
  UserProfileNotFoundError2._errorName = "UserProfileNotFoundError";
  return UserProfileNotFoundError2;
})();
var UserProfileRequiredError = /* @__PURE__ */ (() => {
  class UserProfileRequiredError2 extends BadRequestError {
  }
  UserProfileRequiredError2._errorName = "UserProfileRequiredError";
  return UserProfileRequiredError2;
})();
var UserProfileBillingNotAuthorizedError = /* @__PURE__ */ (() => {
  class UserProfileBillingNotAuthorizedError2 extends PermissionDeniedError {
  }
  UserProfileBillingNotAuthorizedError2._errorName = "UserProfileBillingNotAuthorizedError";
  return UserProfileBillingNotAuthorizedError2;
})();
var UserProfileNotBillableError = /* @__PURE__ */ (() => {
  class UserProfileNotBillableError2 extends PermissionDeniedError {
  }
  UserProfileNotBillableError2._errorName = "UserProfileNotBillableError";
  return UserProfileNotBillableError2;
})();

// node_modules/@anthropic-ai/sdk/core/error-classes.mjs
var ERROR_CODE_CLASSES = /* @__PURE__ */ new Map([
  ["400 already_member", AlreadyMemberError],
  ["400 approval_required", BetaApprovalRequiredError],
  ["400 available_tools_limit_exceeded", AvailableToolsLimitExceededError],
  ["400 bundle_attachment_not_supported", BetaBundleAttachmentNotSupportedError],
  ["400 bundle_on_call", BetaBundleOnCallError],
  ["400 cannot_invite_emails_with_unverified_domains", CannotInviteEmailsWithUnverifiedDomainsError],
  ["400 cannot_remove_last_member", CannotRemoveLastMemberError],
  ["400 cannot_sign_out_primary_owner", BetaCannotSignOutPrimaryOwnerError],
  ["400 cannot_sign_out_self", BetaCannotSignOutSelfError],
  ["400 claude_code_key_creator_not_member", ClaudeCodeKeyCreatorNotMemberError],
  ["400 claude_code_version_too_old", ClaudeCodeVersionTooOldError],
  ["400 cmek_feature_unsupported", BetaCMEKFeatureUnsupportedError],
  ["400 cmek_key_disabled", CMEKKeyDisabledError],
  ["400 cmek_key_network_blocked", CMEKKeyNetworkBlockedError],
  ["400 cmek_not_approved", BetaCMEKNotApprovedError],
  ["400 compaction_block_ambiguous", CompactionBlockAmbiguousError],
  ["400 compaction_block_misplaced", CompactionBlockMisplacedError],
  ["400 compaction_content_mismatch", CompactionContentMismatchError],
  ["400 compaction_incomplete_turn", CompactionIncompleteTurnError],
  ["400 compaction_nothing_to_summarize", CompactionNothingToSummarizeError],
  ["400 compaction_signature_invalid", CompactionSignatureInvalidError],
  ["400 compaction_too_many_tool_references", CompactionTooManyToolReferencesError],
  ["400 compaction_tool_changes_mismatch", CompactionToolChangesMismatchError],
  ["400 email_domain_not_allowed", EmailDomainNotAllowedError],
  ["400 environment_archived", BetaEnvironmentArchivedError],
  ["400 external_key_in_workspace_policy", ExternalKeyInWorkspacePolicyError],
  ["400 external_key_not_found", BetaExternalKeyNotFoundError],
  ["400 external_key_provider_mismatch", BetaExternalKeyProviderMismatchError],
  ["400 external_key_validation_failed", ExternalKeyValidationFailedError],
  ["400 external_key_validation_timed_out", ExternalKeyValidationTimedOutError],
  ["400 external_storage_in_use", BetaExternalStorageInUseError],
  ["400 external_storage_in_workspace_policy", BetaExternalStorageInWorkspacePolicyError],
  ["400 external_storage_not_available", BetaExternalStorageNotAvailableError],
  ["400 file_not_downloadable", FileNotDownloadableError],
  ["400 gcp_project_not_verified", BetaGCPProjectNotVerifiedError],
  ["400 grant_required", BetaGrantRequiredError],
  ["400 human_review_not_available", BetaHumanReviewNotAvailableError],
  ["400 human_review_on_with_external_storage", BetaHumanReviewOnWithExternalStorageError],
  ["400 image_dimensions_too_large", ImageDimensionsTooLargeError],
  ["400 invalid_config_type_change", BetaInvalidConfigTypeChangeError],
  ["400 invalid_metadata", BetaInvalidMetadataError],
  ["400 invalid_storage_arn", BetaInvalidStorageARNError],
  ["400 invite_already_exists", InviteAlreadyExistsError],
  ["400 key_profile_mismatch", KeyProfileMismatchError],
  ["400 org_api_key_limit_exceeded", OrgAPIKeyLimitExceededError],
  ["400 org_member_limit_exceeded", OrgMemberLimitExceededError],
  ["400 organization_not_eligible", BetaOrganizationNotEligibleError],
  ["400 organization_not_enrolled_in_beta", BetaOrganizationNotEnrolledInBetaError],
  ["400 organization_on_hold", OrganizationOnHoldError],
  ["400 organization_type_not_supported", OrganizationTypeNotSupportedError],
  ["400 parent_organization_required", ParentOrganizationRequiredError],
  ["400 provider_not_allowed", BetaProviderNotAllowedError],
  ["400 rbac_group_grants_owner_access", RBACGroupGrantsOwnerAccessError],
  ["400 rbac_group_order_limit_exceeded", BetaRBACGroupOrderLimitExceededError],
  ["400 rbac_group_owner_access_unconfirmed", RBACGroupOwnerAccessUnconfirmedError],
  ["400 region_not_supported", BetaRegionNotSupportedError],
  ["400 report_page_too_large", BetaReportPageTooLargeError],
  ["400 request_body_encoding_invalid", RequestBodyEncodingInvalidError],
  ["400 request_body_encoding_unsupported", RequestBodyEncodingUnsupportedError],
  ["400 request_body_timeout", BetaRequestBodyTimeoutError],
  ["400 scan_failed", BetaScanFailedError],
  ["400 settings_document_limit_exceeded", BetaSettingsDocumentLimitExceededError],
  ["400 settings_history_limit_exceeded", BetaSettingsHistoryLimitExceededError],
  ["400 slack_channel_set_up_settings_refused", BetaSlackChannelSetUpSettingsRefusedError],
  ["400 storage_attach_limit_reached", BetaStorageAttachLimitReachedError],
  ["400 storage_not_approved", BetaStorageNotApprovedError],
  ["400 storage_not_attachable", BetaStorageNotAttachableError],
  ["400 storage_profile_mismatch", StorageProfileMismatchError],
  ["400 storage_profile_still_required", BetaStorageProfileStillRequiredError],
  ["400 storage_quota_exceeded", StorageQuotaExceededError],
  ["400 storage_verification_failed", BetaStorageVerificationFailedError],
  ["400 thread_already_continued", ThreadAlreadyContinuedError],
  ["400 thread_continue_in_flight", ThreadContinueInFlightError],
  ["400 thread_fingerprint_mismatch", ThreadFingerprintMismatchError],
  ["400 thread_unsupported_request", ThreadUnsupportedRequestError],
  ["400 too_many_report_groups", BetaTooManyReportGroupsError],
  ["400 tool_name_conflict", ToolNameConflictError],
  ["400 tool_reference_unresolved", ToolReferenceUnresolvedError],
  ["400 transcripts_storage_required", BetaTranscriptsStorageRequiredError],
  ["400 unsupported_charset", BetaUnsupportedCharsetError],
  ["400 unsupported_region", BetaUnsupportedRegionError],
  ["400 user_profile_cleared", UserProfileClearedError],
  ["400 user_profile_not_found", UserProfileNotFoundError],
  ["400 user_profile_required", UserProfileRequiredError],
  ["400 workspace_api_key_limit_exceeded", WorkspaceAPIKeyLimitExceededError],
  ["400 workspace_human_review_disabled", WorkspaceHumanReviewDisabledError],
  ["400 workspace_member_limit_exceeded", WorkspaceMemberLimitExceededError],
  ["400 workspace_policy_violation", WorkspacePolicyViolationError],
  ["402 linked_organization_billing_unavailable", LinkedOrganizationBillingUnavailableError],
  ["402 linked_organization_spend_limit_reached", LinkedOrganizationSpendLimitReachedError],
  ["403 api_key_requester_unconfirmed", APIKeyRequesterUnconfirmedError],
  ["403 api_key_scope_missing", BetaAPIKeyScopeMissingError],
  ["403 cannot_sign_out_managed_member", BetaCannotSignOutManagedMemberError],
  ["403 cannot_sign_out_membership_admin", BetaCannotSignOutMembershipAdminError],
  ["403 cannot_sign_out_owner", BetaCannotSignOutOwnerError],
  ["403 cannot_sign_out_privileged_member", BetaCannotSignOutPrivilegedMemberError],
  ["403 claude_tag_writes_not_enabled", BetaClaudeTagWritesNotEnabledError],
  ["403 compliance_configuration_restricted", BetaComplianceConfigurationRestrictedError],
  ["403 environment_create_disabled", BetaEnvironmentCreateDisabledError],
  ["403 environment_update_disabled", BetaEnvironmentUpdateDisabledError],
  ["403 organization_level_scoped_api_key_required", BetaOrganizationLevelScopedAPIKeyRequiredError],
  ["403 sandbox_egress_restricted", SandboxEgressRestrictedError],
  ["403 spend_limits_admin_api_writes_not_enabled", BetaSpendLimitsAdminAPIWritesNotEnabledError],
  ["403 user_profile_billing_not_authorized", UserProfileBillingNotAuthorizedError],
  ["403 user_profile_not_billable", UserProfileNotBillableError],
  ["404 environment_not_found", BetaEnvironmentNotFoundError],
  ["404 file_expired", FileExpiredError],
  ["404 rbac_group_managed_settings_not_found", BetaRBACGroupManagedSettingsNotFoundError],
  ["404 rbac_group_not_found", BetaRBACGroupNotFoundError],
  ["404 rbac_role_not_found", RBACRoleNotFoundError],
  ["404 slack_channel_set_up_environment_not_found", BetaSlackChannelSetUpEnvironmentNotFoundError],
  ["404 thread_not_found", ThreadNotFoundError],
  ["409 concurrent_membership_change", ConcurrentMembershipChangeError],
  ["409 external_key_changed", ExternalKeyChangedError],
  ["409 gcp_project_controlled_by_another_organization", BetaGCPProjectControlledByAnotherOrganizationError],
  ["409 plugin_name_taken", BetaPluginNameTakenError],
  ["409 scan_pending", BetaScanPendingError],
  ["409 skill_name_taken", BetaSkillNameTakenError],
  ["409 skill_read_blocked_undecryptable", SkillReadBlockedUndecryptableError],
  ["409 slack_channel_set_up_settings_conflict", BetaSlackChannelSetUpSettingsConflictError],
  ["409 storage_already_registered", BetaStorageAlreadyRegisteredError],
  ["409 storage_attached_during_archive", StorageAttachedDuringArchiveError],
  ["409 storage_changed_concurrently", BetaStorageChangedConcurrentlyError],
  ["409 storage_in_use", BetaStorageInUseError],
  ["409 workspace_changed_concurrently", BetaWorkspaceChangedConcurrentlyError],
  ["412 heartbeat_precondition_failed", BetaHeartbeatPreconditionFailedError],
  ["413 request_body_too_large_after_decoding", RequestBodyTooLargeAfterDecodingError],
  ["429 contract_spend_limit_reached", ContractSpendLimitReachedError],
  ["429 enforced_spend_limit_reached", EnforcedSpendLimitReachedError],
  ["429 ramp_limit_exceeded", RampLimitExceededError],
  ["503 authorization_check_unavailable", BetaAuthorizationCheckUnavailableError],
  ["503 change_outcome_unknown", ChangeOutcomeUnknownError],
  ["503 cmek_context_unavailable", CMEKContextUnavailableError],
  ["503 cmek_key_unreachable", CMEKKeyUnreachableError],
  ["503 registration_pending", BetaRegistrationPendingError],
  ["503 workspace_created_incomplete", WorkspaceCreatedIncompleteError],
  ["529 compaction_unavailable", CompactionUnavailableError]
]);

// node_modules/@anthropic-ai/sdk/lib/credentials/types.mjs
var GRANT_TYPE_JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
var GRANT_TYPE_REFRESH_TOKEN = "refresh_token";
var TOKEN_ENDPOINT = "/v1/oauth/token";
var OAUTH_API_BETA_HEADER = "oauth-2025-04-20";
var FEDERATION_BETA_HEADER = "oidc-federation-2026-04-01";
var ADVISORY_REFRESH_THRESHOLD_IN_SECONDS = 120;
var MANDATORY_REFRESH_THRESHOLD_IN_SECONDS = 30;
var ADVISORY_REFRESH_BACKOFF_IN_SECONDS = 5;
var MAX_TOKEN_RESPONSE_BYTES = 1 << 20;
function requireSecureTokenEndpoint(baseURL) {
  if (!baseURL)
    return;
  let u;
  try {
    u = new URL(baseURL);
  } catch (err) {
    throw new WorkloadIdentityError(`Invalid token endpoint base URL "${baseURL}": ${err}`);
  }
  if (u.protocol === "https:")
    return;
  const host = u.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (u.protocol === "http:" && (host === "localhost" || host === "127.0.0.1" || host === "::1")) {
    return;
  }
  throw new WorkloadIdentityError(`Refusing to send credential over non-https token endpoint "${baseURL}"`);
}
async function parseTokenResponse(resp, requestId) {
  const text = await readLimitedText(resp);
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new WorkloadIdentityError(`Token endpoint returned non-JSON response (status ${resp.status})`, resp.status, redactSensitive(text), requestId);
  }
  if (!data.access_token) {
    throw new WorkloadIdentityError(`Token endpoint response missing access_token: ${JSON.stringify(redactSensitive(data))}`, resp.status, redactSensitive(data), requestId);
  }
  if (data.token_type && data.token_type.toLowerCase() !== "bearer") {
    throw new WorkloadIdentityError(`Token endpoint response: unsupported token_type "${data.token_type}" (want Bearer)`, resp.status, redactSensitive(data), requestId);
  }
  return data;
}
var MAX_ERROR_BODY_CHARS = 2e3;
var SAFE_ERROR_KEYS = /* @__PURE__ */ new Set(["error", "error_description", "error_uri"]);
function redactSensitive(body) {
  if (body == null)
    return body;
  if (typeof body === "string") {
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      if (body.length <= MAX_ERROR_BODY_CHARS)
        return body;
      return body.slice(0, MAX_ERROR_BODY_CHARS) + `... <${body.length - MAX_ERROR_BODY_CHARS} more chars>`;
    }
    return JSON.stringify(redactSensitive(parsed));
  }
  if (typeof body === "object" && !Array.isArray(body)) {
    const out = {};
    for (const [k, v] of Object.entries(body)) {
      if (SAFE_ERROR_KEYS.has(k))
        out[k] = v;
    }
    return out;
  }
  return null;
}
async function checkCredentialsFileSafety(path2, onWarn = (m) => console.warn(`anthropic-sdk: ${m}`)) {
  if (typeof process === "undefined" || process.platform === "win32")
    return;
  const { fs } = await import("./node-5R6BKBAN.js");
  let resolved = path2;
  let st;
  try {
    resolved = await fs.promises.realpath(path2);
    st = await fs.promises.stat(resolved);
  } catch {
    return;
  }
  const mode = st.mode & 511;
  if (mode & 18) {
    throw new WorkloadIdentityError(`Credentials file at ${resolved} is group/world-writable (mode 0o${mode.toString(8)}); this allows other local users to plant tokens. Run \`chmod 600 ${resolved}\`.`);
  }
  if (mode & 36) {
    throw new WorkloadIdentityError(`Credentials file at ${resolved} is group/world-readable (mode 0o${mode.toString(8)}); run \`chmod 600 ${resolved}\` before retrying.`);
  }
  if (typeof process.getuid === "function" && st.uid !== process.getuid()) {
    onWarn(`credentials file at ${resolved} is owned by uid ${st.uid} (current process uid ${process.getuid()}); verify this is intentional.`);
  }
}
async function writeCredentialsFileAtomic(targetPath, data) {
  const { fs, path: path2 } = await import("./node-5R6BKBAN.js");
  const dir = path2.dirname(targetPath);
  await fs.promises.mkdir(dir, { recursive: true, mode: 448 });
  const tmpPath = `${targetPath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const fh = await fs.promises.open(tmpPath, "w", 384);
    try {
      await fh.writeFile(JSON.stringify(data, null, 2));
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fs.promises.rename(tmpPath, targetPath);
  } catch (err) {
    await fs.promises.unlink(tmpPath).catch(() => {
    });
    throw err;
  }
  try {
    const dirFh = await fs.promises.open(dir, "r");
    try {
      await dirFh.sync();
    } finally {
      await dirFh.close();
    }
  } catch {
  }
}
async function readLimitedText(resp) {
  if (!resp.body) {
    return "";
  }
  const reader = resp.body.getReader();
  const chunks = [];
  let received = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done)
      break;
    if (received + value.length > MAX_TOKEN_RESPONSE_BYTES) {
      const remaining = MAX_TOKEN_RESPONSE_BYTES - received;
      if (remaining > 0)
        chunks.push(value.subarray(0, remaining));
      await reader.cancel();
      break;
    }
    chunks.push(value);
    received += value.length;
  }
  let merged;
  if (chunks.length === 1) {
    merged = chunks[0];
  } else {
    merged = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let offset = 0;
    for (const c of chunks) {
      merged.set(c, offset);
      offset += c.length;
    }
  }
  return new TextDecoder("utf-8").decode(merged);
}
var WorkloadIdentityError = /* @__PURE__ */ (() => {
  class WorkloadIdentityError2 extends AnthropicError {
    constructor(message, statusCode = null, body = null, requestId = null) {
      super(message);
      this.statusCode = statusCode;
      this.body = body;
      this.requestId = requestId;
    }
  }
  WorkloadIdentityError2._errorName = "WorkloadIdentityError";
  return WorkloadIdentityError2;
})();

// node_modules/@anthropic-ai/sdk/internal/utils/time.mjs
function nowAsSeconds() {
  return Math.floor(Date.now() / 1e3);
}

// node_modules/@anthropic-ai/sdk/lib/credentials/token-cache.mjs
var TokenCache = class {
  constructor(provider, onAdvisoryRefreshError) {
    this.cached = null;
    this.pendingRefresh = null;
    this.nextForce = false;
    this.lastAdvisoryError = 0;
    this.provider = provider;
    this.onAdvisoryRefreshError = onAdvisoryRefreshError;
  }
  async getToken() {
    const force = this.nextForce;
    this.nextForce = false;
    const cached = this.cached;
    if (force || cached == null) {
      const token2 = await this.refresh(force);
      return token2.token;
    }
    if (cached.expiresAt == null) {
      return cached.token;
    }
    const remaining = cached.expiresAt - nowAsSeconds();
    if (remaining > ADVISORY_REFRESH_THRESHOLD_IN_SECONDS) {
      return cached.token;
    }
    if (remaining > MANDATORY_REFRESH_THRESHOLD_IN_SECONDS) {
      this.backgroundRefresh();
      return cached.token;
    }
    const token = await this.refresh();
    return token.token;
  }
  /**
   * Clears the cached token and marks the next {@link getToken} as a forced
   * refresh, so the underlying provider bypasses any on-disk freshness check.
   * Called after a 401 — the server has just told us the token is bad even
   * if its `expires_at` still looks fresh.
   */
  invalidate() {
    this.cached = null;
    this.nextForce = true;
  }
  /**
   * Mandatory refresh. Joins any in-flight refresh unless forced — a forced
   * refresh must not coalesce into a non-forced one that may re-serve the
   * same stale disk token.
   */
  refresh(force = false) {
    if (this.pendingRefresh && !force) {
      return this.pendingRefresh;
    }
    return this.doRefresh(force);
  }
  /**
   * Advisory background refresh. Shares the same in-flight promise as
   * mandatory refreshes for deduplication, but swallows errors so the
   * stale cached token keeps being served. Backs off for
   * {@link ADVISORY_REFRESH_BACKOFF_IN_SECONDS} after a failure so an
   * outage during the advisory window doesn't hammer the token endpoint.
   */
  backgroundRefresh() {
    if (this.pendingRefresh) {
      return;
    }
    if (nowAsSeconds() - this.lastAdvisoryError < ADVISORY_REFRESH_BACKOFF_IN_SECONDS) {
      return;
    }
    this.doRefresh().catch((err) => {
      this.lastAdvisoryError = nowAsSeconds();
      this.onAdvisoryRefreshError?.(err);
    });
  }
  /**
   * Core refresh. Sets {@link pendingRefresh} so concurrent callers
   * (both advisory and mandatory) coalesce into a single provider call.
   */
  doRefresh(force = false) {
    this.pendingRefresh = this.provider(force ? { forceRefresh: true } : void 0).then((token) => {
      this.cached = token;
      this.pendingRefresh = null;
      return token;
    }, (err) => {
      this.pendingRefresh = null;
      throw err;
    });
    return this.pendingRefresh;
  }
};

// node_modules/@anthropic-ai/sdk/core/credentials.mjs
var CREDENTIALS_FILE_VERSION = "1.0";
var PROFILE_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
function validateProfileName(name) {
  if (!name) {
    throw new Error("profile name is empty");
  }
  if (name === "." || name === "..") {
    throw new Error(`profile name "${name}" is not allowed`);
  }
  if (name.includes("/") || name.includes("\\")) {
    throw new Error(`profile name "${name}" must not contain path separators`);
  }
  if (!PROFILE_NAME_PATTERN.test(name)) {
    throw new Error(`profile name "${name}" contains disallowed characters (allowed: letters, digits, '_', '.', '-')`);
  }
}
var loadConfigWithSource = async (profile) => {
  var _a2, _b;
  const rootConfigPath = await getRootConfigPath();
  if (rootConfigPath === null) {
    return null;
  }
  const namedInEnv = profile == null && readEnv("ANTHROPIC_PROFILE") != null;
  let fromEnv = null;
  if (profile == null && !namedInEnv) {
    const organizationId = readEnv("ANTHROPIC_ORGANIZATION_ID");
    const identityTokenFile = readEnv("ANTHROPIC_IDENTITY_TOKEN_FILE");
    const federationRuleId = readEnv("ANTHROPIC_FEDERATION_RULE_ID");
    if (federationRuleId && organizationId) {
      fromEnv = {
        fromFile: false,
        config: {
          organization_id: organizationId,
          // A defaulted-but-empty CI variable (`ANTHROPIC_WORKSPACE_ID=""`) is
          // treated as unset — readEnv coerces empty to undefined, and the body
          // builder's truthy check skips it — so `"workspace_id": ""` never goes
          // on the wire.
          workspace_id: readEnv("ANTHROPIC_WORKSPACE_ID"),
          base_url: readEnv("ANTHROPIC_BASE_URL"),
          authentication: {
            type: "oidc_federation",
            federation_rule_id: federationRuleId,
            service_account_id: readEnv("ANTHROPIC_SERVICE_ACCOUNT_ID"),
            identity_token: identityTokenFile ? { source: "file", path: identityTokenFile } : void 0,
            scope: readEnv("ANTHROPIC_SCOPE")
          }
        }
      };
      if (identityTokenFile || readEnv("ANTHROPIC_IDENTITY_TOKEN")) {
        return fromEnv;
      }
    }
  }
  const profileName = profile ?? await getActiveProfileName();
  if (profileName === null) {
    return null;
  }
  validateProfileName(profileName);
  const { fs, path: path2 } = await import("./node-5R6BKBAN.js");
  const configPath = path2.join(rootConfigPath, "configs", `${profileName}.json`);
  let configRaw;
  try {
    configRaw = await fs.promises.readFile(configPath, "utf-8");
  } catch (err) {
    if (err?.code !== "ENOENT") {
      throw new Error(`failed to read config file ${configPath}: ${err}`);
    }
    if (namedInEnv) {
      throw new AnthropicError(`ANTHROPIC_PROFILE names the profile "${profileName}", but ${configPath} does not exist. Set ANTHROPIC_PROFILE to a profile that exists, or unset it.`, { cause: err });
    }
    return fromEnv;
  }
  let config;
  try {
    config = JSON.parse(configRaw);
  } catch (err) {
    throw new Error(`failed to parse config file ${configPath}: ${err}`);
  }
  if (!config.authentication) {
    throw new Error(`config file ${configPath} is missing "authentication"`);
  }
  const authType = config.authentication.type;
  if (authType !== "oidc_federation" && authType !== "user_oauth") {
    throw new Error(`authentication.type "${authType}" is not a known authentication type`);
  }
  config.organization_id ?? (config.organization_id = readEnv("ANTHROPIC_ORGANIZATION_ID"));
  config.workspace_id ?? (config.workspace_id = readEnv("ANTHROPIC_WORKSPACE_ID"));
  config.base_url ?? (config.base_url = readEnv("ANTHROPIC_BASE_URL"));
  (_a2 = config.authentication).scope ?? (_a2.scope = readEnv("ANTHROPIC_SCOPE"));
  if (config.authentication.type === "oidc_federation") {
    if (!config.authentication.identity_token) {
      const identityTokenFile = readEnv("ANTHROPIC_IDENTITY_TOKEN_FILE");
      if (identityTokenFile) {
        config.authentication.identity_token = {
          source: "file",
          path: identityTokenFile
        };
      }
    }
    if (!config.authentication.federation_rule_id) {
      config.authentication.federation_rule_id = readEnv("ANTHROPIC_FEDERATION_RULE_ID") ?? "";
    }
    (_b = config.authentication).service_account_id ?? (_b.service_account_id = readEnv("ANTHROPIC_SERVICE_ACCOUNT_ID"));
  }
  return { config, fromFile: true };
};
var getCredentialsPath = async (config, profile) => {
  if (config?.authentication.credentials_path) {
    return config.authentication.credentials_path;
  }
  const rootConfigPath = await getRootConfigPath();
  if (!rootConfigPath) {
    return null;
  }
  const profileName = profile ?? await getActiveProfileName();
  if (!profileName) {
    return null;
  }
  validateProfileName(profileName);
  const { path: path2 } = await import("./node-5R6BKBAN.js");
  return path2.join(rootConfigPath, "credentials", `${profileName}.json`);
};
var getRootConfigPath = async () => {
  if (!supportsLocalConfigFiles()) {
    return null;
  }
  const { path: path2 } = await import("./node-5R6BKBAN.js");
  const configDir = readEnv("ANTHROPIC_CONFIG_DIR");
  if (configDir) {
    return configDir;
  }
  const os = getPlatformHeaders()["X-Stainless-OS"];
  if (os === "Windows") {
    const appData = readEnv("APPDATA");
    if (appData) {
      return path2.join(appData, "Anthropic");
    }
    const userProfile = readEnv("USERPROFILE");
    if (userProfile) {
      return path2.join(userProfile, "AppData", "Roaming", "Anthropic");
    }
    return null;
  }
  const xdgConfigHome = readEnv("XDG_CONFIG_HOME");
  if (xdgConfigHome) {
    return path2.join(xdgConfigHome, "anthropic");
  }
  const home = readEnv("HOME");
  if (home) {
    return path2.join(home, ".config", "anthropic");
  }
  return null;
};
var supportsLocalConfigFiles = () => {
  const runtime = getPlatformHeaders()["X-Stainless-Runtime"];
  return runtime === "node" || runtime === "deno";
};
var getActiveProfileName = async () => {
  const rootConfigPath = await getRootConfigPath();
  if (!rootConfigPath) {
    return null;
  }
  const profileName = readEnv("ANTHROPIC_PROFILE");
  if (profileName) {
    return profileName;
  }
  const { fs, path: path2 } = await import("./node-5R6BKBAN.js");
  const filePath = path2.join(rootConfigPath, "active_config");
  try {
    return (await fs.promises.readFile(filePath, "utf-8")).trim() || "default";
  } catch (err) {
    if (err?.code !== "ENOENT") {
      throw new Error(`failed to read ${filePath}: ${err}`);
    }
    return "default";
  }
};

// node_modules/@anthropic-ai/sdk/lib/credentials/identity-token.mjs
function identityTokenFromFile(path2) {
  if (!path2) {
    throw new AnthropicError("Identity token file path is empty");
  }
  return async () => {
    const { fs } = await import("./node-5R6BKBAN.js");
    let content;
    try {
      content = await fs.promises.readFile(path2, "utf-8");
    } catch (err) {
      throw new AnthropicError(`Failed to read identity token file at ${path2}: ${err}`);
    }
    const token = content.trim();
    if (!token) {
      throw new AnthropicError(`Identity token file at ${path2} is empty`);
    }
    return token;
  };
}
function identityTokenFromValue(token) {
  if (!token) {
    throw new AnthropicError("Identity token value is empty");
  }
  return () => token;
}

// node_modules/@anthropic-ai/sdk/lib/credentials/oidc-federation.mjs
function oidcFederationProvider(config) {
  return async () => {
    requireSecureTokenEndpoint(config.baseURL);
    const jwt = await config.identityTokenProvider();
    if (jwt.length > 16 * 1024) {
      throw new WorkloadIdentityError(`Identity token is ${Math.ceil(jwt.length / 1024)} KiB, exceeds the 16 KiB assertion limit`);
    }
    const body = {
      grant_type: GRANT_TYPE_JWT_BEARER,
      assertion: jwt,
      federation_rule_id: config.federationRuleId,
      organization_id: config.organizationId
    };
    if (config.serviceAccountId) {
      body["service_account_id"] = config.serviceAccountId;
    }
    if (config.workspaceId) {
      body["workspace_id"] = config.workspaceId;
    }
    const url = `${config.baseURL}${TOKEN_ENDPOINT}`;
    let resp;
    try {
      resp = await config.fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/json",
          "anthropic-beta": `${OAUTH_API_BETA_HEADER},${FEDERATION_BETA_HEADER}`,
          "User-Agent": config.userAgent || `anthropic-sdk-typescript/${VERSION} oidcFederationProvider`
        },
        body: JSON.stringify(body)
      });
    } catch (err) {
      throw new WorkloadIdentityError(`Failed to reach token endpoint ${url}: ${err}`);
    }
    const requestId = resp.headers.get("Request-Id");
    if (!resp.ok) {
      const text = await resp.text().catch(() => "");
      const redacted = redactSensitive(text);
      let hint = "";
      if (resp.status === 401) {
        const hintMiddle = config.workspaceId ? "" : "If your federation rule is scoped to multiple workspaces, set the ANTHROPIC_WORKSPACE_ID environment variable, the 'workspace_id' config key, or the `workspaceId` option. ";
        hint = ` Ensure your federation rule matches your identity token. ${hintMiddle}View your authentication events in the Workload identity page of Claude Console for more details.`;
      }
      throw new WorkloadIdentityError(`Token exchange failed with status ${resp.status}${requestId ? ` (request-id ${requestId})` : ""}: ${redacted}${hint}`, resp.status, redacted, requestId);
    }
    const data = await parseTokenResponse(resp, requestId);
    const expiresIn = Number(data.expires_in);
    if (!Number.isFinite(expiresIn)) {
      throw new WorkloadIdentityError(`Token endpoint response missing required fields: ${JSON.stringify(redactSensitive(data))}`, resp.status, redactSensitive(data), requestId);
    }
    return {
      token: data.access_token,
      expiresAt: nowAsSeconds() + expiresIn
    };
  };
}

// node_modules/@anthropic-ai/sdk/lib/credentials/user-oauth.mjs
function userOAuthProvider(config) {
  return async (opts) => {
    const { fs } = await import("./node-5R6BKBAN.js");
    await checkCredentialsFileSafety(config.credentialsPath, config.onSafetyWarning);
    let raw;
    try {
      raw = await fs.promises.readFile(config.credentialsPath, "utf-8");
    } catch (err) {
      throw new WorkloadIdentityError(`Credentials file not found at ${config.credentialsPath}: ${err}`);
    }
    let creds;
    try {
      creds = JSON.parse(raw);
    } catch (err) {
      throw new WorkloadIdentityError(`Credentials file at ${config.credentialsPath} is not valid JSON: ${err}`);
    }
    const accessToken = creds.access_token;
    if (!accessToken) {
      throw new WorkloadIdentityError(`Credentials file at ${config.credentialsPath} must include 'access_token'`);
    }
    const expiresAt = creds.expires_at;
    if (!opts?.forceRefresh && (expiresAt == null || nowAsSeconds() < expiresAt - MANDATORY_REFRESH_THRESHOLD_IN_SECONDS)) {
      return { token: accessToken, expiresAt: expiresAt ?? null };
    }
    const refreshToken = creds.refresh_token;
    if (!config.clientId || !refreshToken) {
      throw new WorkloadIdentityError(`Access token at ${config.credentialsPath} has expired and no refresh is available (client_id ${config.clientId ? "set" : "empty"}, refresh_token ${refreshToken ? "set" : "empty"})`);
    }
    requireSecureTokenEndpoint(config.baseURL);
    const body = {
      grant_type: GRANT_TYPE_REFRESH_TOKEN,
      refresh_token: refreshToken,
      client_id: config.clientId
    };
    const url = `${config.baseURL}${TOKEN_ENDPOINT}`;
    let resp;
    try {
      resp = await config.fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/json",
          "anthropic-beta": OAUTH_API_BETA_HEADER,
          "User-Agent": config.userAgent || `anthropic-sdk-typescript/${VERSION} userOAuthProvider`
        },
        body: JSON.stringify(body)
      });
    } catch (err) {
      throw new WorkloadIdentityError(`User OAuth refresh failed to reach token endpoint: ${err}`);
    }
    const requestId = resp.headers.get("Request-Id");
    if (!resp.ok) {
      const text = await resp.text().catch(() => "");
      throw new WorkloadIdentityError(`User OAuth refresh failed (HTTP ${resp.status}): ${redactSensitive(text)}`, resp.status, redactSensitive(text), requestId);
    }
    const data = await parseTokenResponse(resp, requestId);
    const expiresIn = Number(data.expires_in);
    if (!Number.isFinite(expiresIn)) {
      throw new WorkloadIdentityError(`User OAuth refresh response missing or invalid expires_in: ${JSON.stringify(redactSensitive(data))}`, resp.status, redactSensitive(data), requestId);
    }
    const newExpiresAt = nowAsSeconds() + expiresIn;
    const newRefreshToken = data.refresh_token || refreshToken;
    await writeCredentialsFileAtomic(config.credentialsPath, {
      ...creds,
      version: CREDENTIALS_FILE_VERSION,
      type: "oauth_token",
      access_token: data.access_token,
      expires_at: newExpiresAt,
      refresh_token: newRefreshToken
    });
    return { token: data.access_token, expiresAt: newExpiresAt };
  };
}

// node_modules/@anthropic-ai/sdk/lib/credentials/credential-chain.mjs
function resolveCredentialsFromConfig(config, options) {
  const credentialsPath = config.authentication.credentials_path ?? null;
  const effectiveBaseURL = (config.base_url || options.baseURL).replace(/\/+$/, "");
  const provider = buildProvider(config, credentialsPath, effectiveBaseURL, options);
  const extraHeaders = {};
  if (config.workspace_id && config.authentication.type === "user_oauth") {
    extraHeaders["anthropic-workspace-id"] = config.workspace_id;
  }
  return { provider, extraHeaders, baseURL: config.base_url || void 0 };
}
async function defaultCredentials(options, profile) {
  const loaded = await loadConfigWithSource(profile);
  if (!loaded) {
    return null;
  }
  const { config, fromFile } = loaded;
  const withPath = config.authentication.credentials_path || !fromFile ? config : {
    ...config,
    authentication: {
      ...config.authentication,
      credentials_path: await getCredentialsPath(config, profile) ?? void 0
    }
  };
  return resolveCredentialsFromConfig(withPath, options);
}
function buildProvider(config, credentialsPath, baseURL, options) {
  switch (config.authentication.type) {
    case "oidc_federation": {
      const auth = config.authentication;
      const identityProvider = resolveIdentityTokenProvider(auth);
      if (!identityProvider) {
        throw new WorkloadIdentityError("oidc_federation config requires an identity token (set authentication.identity_token, ANTHROPIC_IDENTITY_TOKEN_FILE, or ANTHROPIC_IDENTITY_TOKEN)");
      }
      if (!auth.federation_rule_id) {
        throw new WorkloadIdentityError("oidc_federation config requires 'federation_rule_id'. Set it in authentication.federation_rule_id in your profile, or via ANTHROPIC_FEDERATION_RULE_ID (profile takes precedence).");
      }
      if (!config.organization_id) {
        throw new WorkloadIdentityError("oidc_federation config requires organization_id (set ANTHROPIC_ORGANIZATION_ID or config.organization_id)");
      }
      const exchange = oidcFederationProvider({
        identityTokenProvider: identityProvider,
        federationRuleId: auth.federation_rule_id,
        organizationId: config.organization_id,
        serviceAccountId: auth.service_account_id,
        workspaceId: config.workspace_id,
        baseURL,
        fetch: options.fetch,
        userAgent: options.userAgent
      });
      if (credentialsPath) {
        return cachedExchangeProvider(exchange, credentialsPath, options.onCacheWriteError, options.onSafetyWarning);
      }
      return exchange;
    }
    case "user_oauth": {
      if (!credentialsPath) {
        throw new WorkloadIdentityError("user_oauth config requires authentication.credentials_path (or load via a profile so it defaults to <config_dir>/credentials/<profile>.json)");
      }
      return userOAuthProvider({
        credentialsPath,
        clientId: config.authentication.client_id,
        baseURL,
        fetch: options.fetch,
        userAgent: options.userAgent,
        onSafetyWarning: options.onSafetyWarning
      });
    }
    default: {
      const t = config.authentication.type;
      throw new WorkloadIdentityError(`authentication.type "${t}" is not a known authentication type`);
    }
  }
}
function resolveIdentityTokenProvider(auth) {
  if (auth.identity_token) {
    const source = auth.identity_token.source;
    if (source !== "file") {
      throw new WorkloadIdentityError(`identity_token.source "${source}" is not supported by this SDK version (only "file")`);
    }
    if (!auth.identity_token.path) {
      throw new WorkloadIdentityError(`identity_token.source "file" requires a non-empty path`);
    }
    return identityTokenFromFile(auth.identity_token.path);
  }
  const tokenFile = readEnv("ANTHROPIC_IDENTITY_TOKEN_FILE");
  if (tokenFile) {
    return identityTokenFromFile(tokenFile);
  }
  const tokenValue = readEnv("ANTHROPIC_IDENTITY_TOKEN");
  if (tokenValue) {
    return identityTokenFromValue(tokenValue);
  }
  return null;
}
function cachedExchangeProvider(exchange, credentialsPath, onCacheWriteError, onSafetyWarning) {
  return async (opts) => {
    const { fs } = await import("./node-5R6BKBAN.js");
    await checkCredentialsFileSafety(credentialsPath, onSafetyWarning);
    let existing;
    try {
      const raw = await fs.promises.readFile(credentialsPath, "utf-8");
      existing = JSON.parse(raw);
      const token = existing?.["access_token"];
      if (token && !opts?.forceRefresh) {
        const expiresAt = existing?.["expires_at"];
        if (expiresAt == null || nowAsSeconds() < expiresAt - MANDATORY_REFRESH_THRESHOLD_IN_SECONDS) {
          return { token, expiresAt: expiresAt ?? null };
        }
      }
    } catch (err) {
      const code = err?.code;
      if (code !== "ENOENT" && !(err instanceof SyntaxError)) {
        onCacheWriteError?.(err);
      }
    }
    const result = await exchange(opts);
    try {
      await writeCredentialsFileAtomic(credentialsPath, {
        ...existing ?? {},
        version: CREDENTIALS_FILE_VERSION,
        type: "oauth_token",
        access_token: result.token,
        expires_at: result.expiresAt
      });
    } catch (err) {
      onCacheWriteError?.(err);
    }
    return result;
  };
}

// node_modules/@anthropic-ai/sdk/core/middleware.mjs
var fetchOriginErrors = /* @__PURE__ */ new WeakSet();
function isFetchOriginError(err) {
  return typeof err === "object" && err !== null && fetchOriginErrors.has(err);
}
function isRetryableError(err) {
  const seen = /* @__PURE__ */ new Set();
  while (typeof err === "object" && err !== null && !seen.has(err)) {
    seen.add(err);
    if (isFetchOriginError(err) || isAbortError(err) || err instanceof APIConnectionError || err instanceof RetryableError) {
      return true;
    }
    err = err.cause;
  }
  return false;
}
function wrapFetchWithMiddleware(fetchFn, middleware, options, client) {
  return async (url, init = {}) => {
    if (middleware.length === 0) {
      return fetchFn.call(void 0, url, init);
    }
    const headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    const response = await applyMiddleware(fetchFn, middleware, options, client)({
      ...init,
      headers,
      url: typeof url === "string" ? url : url instanceof URL ? url.href : url.url
    });
    if (response.bodyUsed || response.body?.locked) {
      throw new AnthropicError("middleware consumed the response body; use response.clone() to inspect it, or return new Response(body, response) to consume and replace it");
    }
    return response;
  };
}
function createMiddlewareContext(options, client) {
  const cache = /* @__PURE__ */ new WeakMap();
  return {
    options,
    // Resolved per chain, so changes to the client's `logLevel`/`logger`
    // apply to subsequent requests.
    logger: client ? loggerFor(client) : defaultLogger(),
    parse(response) {
      if (options?.stream && response.ok) {
        return parseMiddlewareResponse(response, options, client);
      }
      let parsed = cache.get(response);
      if (!parsed) {
        parsed = parseMiddlewareResponse(response, options, client);
        cache.set(response, parsed);
      }
      return parsed;
    }
  };
}
async function parseMiddlewareResponse(response, options, client) {
  if (response.bodyUsed || response.body?.locked) {
    throw new AnthropicError("cannot ctx.parse() a response whose body was already consumed; call ctx.parse() instead of reading the body, or read via response.clone()");
  }
  if (options?.stream && response.ok) {
    return Stream.fromSSEResponse(response.clone(), new AbortController(), client);
  }
  if (response.status === 204) {
    return null;
  }
  if (options?.__binaryResponse) {
    return response;
  }
  const contentType = response.headers.get("content-type");
  const mediaType = contentType?.split(";")[0]?.trim();
  const isJSON = mediaType?.includes("application/json") || mediaType?.endsWith("+json");
  if (isJSON) {
    if (response.headers.get("content-length") === "0") {
      return void 0;
    }
    return addResponseIDs(await response.clone().json(), response);
  }
  return await response.clone().text();
}
function applyMiddleware(fetchFn, middleware, options, client) {
  let next = async ({ url, ...init }) => {
    try {
      return await fetchFn.call(void 0, url, init);
    } catch (err) {
      const error = castToError(err);
      fetchOriginErrors.add(error);
      throw error;
    }
  };
  const ctx = createMiddlewareContext(options, client);
  for (let i = middleware.length - 1; i >= 0; i--) {
    const mw = middleware[i];
    const nextInner = next;
    next = async (request) => mw(request, nextInner, ctx);
  }
  return next;
}

// node_modules/@anthropic-ai/sdk/internal/to-file.mjs
var isBlobLike = (value) => value != null && typeof value === "object" && typeof value.size === "number" && typeof value.type === "string" && typeof value.text === "function" && typeof value.slice === "function" && typeof value.arrayBuffer === "function";
var isFileLike = (value) => value != null && typeof value === "object" && typeof value.name === "string" && typeof value.lastModified === "number" && isBlobLike(value);
var isResponseLike = (value) => value != null && typeof value === "object" && typeof value.url === "string" && typeof value.blob === "function";
async function toFile(value, name, options) {
  checkFileSupport();
  value = await value;
  name || (name = value instanceof File ? value.name : getName(value, true));
  if (isFileLike(value)) {
    if (value instanceof File && name == null && options == null) {
      return value;
    }
    return makeFile([await value.arrayBuffer()], name ?? value.name, {
      type: value.type,
      lastModified: value.lastModified,
      ...options
    });
  }
  if (isResponseLike(value)) {
    const blob = await value.blob();
    name || (name = new URL(value.url).pathname.split(/[\\/]/).pop());
    return makeFile(await getBytes(blob), name, options);
  }
  const parts = await getBytes(value);
  if (!options?.type) {
    const type = parts.find((part) => typeof part === "object" && "type" in part && part.type);
    if (typeof type === "string") {
      options = { ...options, type };
    }
  }
  return makeFile(parts, name, options);
}
async function getBytes(value) {
  let parts = [];
  if (typeof value === "string" || ArrayBuffer.isView(value) || // includes Uint8Array, Buffer, etc.
  value instanceof ArrayBuffer) {
    parts.push(value);
  } else if (isBlobLike(value)) {
    parts.push(value instanceof Blob ? value : await value.arrayBuffer());
  } else if (isAsyncIterable(value)) {
    for await (const chunk of value) {
      parts.push(...await getBytes(chunk));
    }
  } else {
    const constructor = value?.constructor?.name;
    throw new Error(`Unexpected data type: ${typeof value}${constructor ? `; constructor: ${constructor}` : ""}${propsForError(value)}`);
  }
  return parts;
}
function propsForError(value) {
  if (typeof value !== "object" || value === null)
    return "";
  const props = Object.getOwnPropertyNames(value);
  return `; props: [${props.map((p) => `"${p}"`).join(", ")}]`;
}

// node_modules/@anthropic-ai/sdk/client.mjs
var _BaseAnthropic_instances;
var _a;
var _BaseAnthropic_encoder;
var _BaseAnthropic_apiKeyFunction;
var _BaseAnthropic_openTelemetry;
var _BaseAnthropic_baseURLOverridden;
var warnedOfKeyAndTokenInEnv = false;
var BaseAnthropic = /* @__PURE__ */ (() => {
  class BaseAnthropic2 {
    /**
     * The active credential provider. Default credential resolution runs once
     * at construction time. If it fails, the error is surfaced on every
     * request and the client must be reconstructed — there is no retry path.
     *
     * Clones returned by {@link withOptions} share the parent's auth state
     * (provider, token cache, pending resolution, and any resolution error)
     * unless the caller passes an explicit `apiKey`, `authToken`,
     * `credentials`, `config`, or `profile` override.
     */
    get credentials() {
      return this._authState.provider;
    }
    /**
     * The `openTelemetry` option as this client settled it when it was constructed: `propagation` and
     * each field of `traces` from the option, or else its default. A client constructed without the
     * option has what the environment variables said. One constructed with `openTelemetry: false` has
     * `traces.enabled: false` here.
     *
     * The value is frozen. It is a valid `openTelemetry` option, so a copy of this client can change
     * one setting and keep the others:
     *
     * ```ts
     * const { openTelemetry } = client;
     * client.withOptions({
     *   openTelemetry: { ...openTelemetry, traces: { ...openTelemetry.traces, contentMode: 'content' } },
     * });
     * ```
     */
    get openTelemetry() {
      return __classPrivateFieldGet(this, _BaseAnthropic_openTelemetry, "f");
    }
    /**
     * The instrumentation scope of this client's spans: the version of the package that the client
     * is from, and for the client of another platform the platform's name, which the scope's name
     * ends with. The clients for other platforms override it. The constructor calls it.
     * @internal
     */
    _instrumentationScope() {
      return { version: VERSION };
    }
    /**
     * API Client for interfacing with the Anthropic API.
     *
     * @param {string | null | undefined} [opts.apiKey=process.env['ANTHROPIC_API_KEY'] ?? null]
     * @param {string | null | undefined} [opts.authToken=process.env['ANTHROPIC_AUTH_TOKEN'] ?? null]
     * @param {string | null | undefined} [opts.webhookKey=process.env['ANTHROPIC_WEBHOOK_SIGNING_KEY'] ?? null]
     * @param {string} [opts.baseURL=process.env['ANTHROPIC_BASE_URL'] ?? https://api.anthropic.com] - Override the default base URL for the API.
     * @param {number} [opts.timeout=10 minutes] - The maximum amount of time (in milliseconds) the client will wait for a response before timing out.
     * @param {MergedRequestInit} [opts.fetchOptions] - Additional `RequestInit` options to be passed to `fetch` calls.
     * @param {Fetch} [opts.fetch] - Specify a custom `fetch` function implementation.
     * @param {number} [opts.maxRetries=2] - The maximum number of times the client will retry a request.
     * @param {HeadersLike} opts.defaultHeaders - Default headers to include with every request to the API.
     * @param {Record<string, string | undefined>} opts.defaultQuery - Default query parameters to include with every request to the API.
     * @param {boolean} [opts.dangerouslyAllowBrowser=false] - By default, client-side use of this library is not allowed, as it risks exposing your secret API credentials to attackers.
     */
    constructor({ baseURL = readEnv("ANTHROPIC_BASE_URL"), apiKey, authToken, webhookKey = readEnv("ANTHROPIC_WEBHOOK_SIGNING_KEY") ?? null, ...opts } = {}) {
      _BaseAnthropic_instances.add(this);
      this._requestAuthFlags = /* @__PURE__ */ new WeakMap();
      _BaseAnthropic_encoder.set(this, void 0);
      _BaseAnthropic_apiKeyFunction.set(this, void 0);
      _BaseAnthropic_openTelemetry.set(this, void 0);
      this._genAIProviderName = "anthropic";
      this._supportsMessageThreads = false;
      const given = { apiKey, authToken, ...opts };
      const passed = CREDENTIAL_OPTIONS.filter((name) => given[name] != null);
      if (passed.length > 1) {
        const list = (names) => names.map((name) => `\`${name}\``).join(", ");
        throw new TypeError(`Pass at most one of ${list(CREDENTIAL_OPTIONS)}. Received ${list(passed)}.`);
      }
      const [passedName] = passed;
      const env = passedName != null ? null : {
        apiKey: apiKey === void 0 ? readEnv("ANTHROPIC_API_KEY") : void 0,
        authToken: authToken === void 0 ? readEnv("ANTHROPIC_AUTH_TOKEN") : void 0
      };
      const credential = passedName != null ? { type: passedName, value: given[passedName] } : env?.apiKey != null ? { type: "apiKey", value: env.apiKey } : env?.authToken != null ? { type: "authToken", value: env.authToken } : { type: "defaultChain" };
      const options = {
        apiKey: credential.type === "apiKey" ? credential.value : null,
        authToken: credential.type === "authToken" ? credential.value : null,
        webhookKey,
        ...opts,
        baseURL: baseURL || `https://api.anthropic.com`
      };
      if (!options.dangerouslyAllowBrowser && isRunningInBrowser()) {
        throw new AnthropicError("It looks like you're running in a browser-like environment.\n\nThis is disabled by default, as it risks exposing your secret API credentials to attackers.\nIf you understand the risks and have appropriate mitigations in place,\nyou can set the `dangerouslyAllowBrowser` option to `true`, e.g.,\n\nnew Anthropic({ apiKey, dangerouslyAllowBrowser: true });\n");
      }
      this.baseURL = options.baseURL;
      this._baseURLIsExplicit = opts.__baseURLIsExplicit ?? !!baseURL;
      this.timeout = options.timeout ?? _a.DEFAULT_TIMEOUT;
      this.logger = options.logger ?? console;
      this.logLevel = defaultLogLevel;
      this.logLevel = parseLogLevel(options.logLevel, "ClientOptions.logLevel", loggerFor(this)) ?? parseLogLevel(readEnv("ANTHROPIC_LOG"), "process.env['ANTHROPIC_LOG']", loggerFor(this)) ?? defaultLogLevel;
      if (env?.apiKey != null && env.authToken != null && !warnedOfKeyAndTokenInEnv) {
        warnedOfKeyAndTokenInEnv = true;
        loggerFor(this).warn("Anthropic: ANTHROPIC_API_KEY and ANTHROPIC_AUTH_TOKEN are both set. Using ANTHROPIC_API_KEY.");
      }
      this.fetchOptions = options.fetchOptions;
      this.maxRetries = validatePositiveInteger("maxRetries", options.maxRetries ?? 2);
      const scope = this._instrumentationScope();
      __classPrivateFieldSet(this, _BaseAnthropic_openTelemetry, resolveOpenTelemetryOptions(options.openTelemetry), "f");
      options.openTelemetry = __classPrivateFieldGet(this, _BaseAnthropic_openTelemetry, "f");
      this._tracer = guardTracing(this, () => getTracer(__classPrivateFieldGet(this, _BaseAnthropic_openTelemetry, "f"), scope.version, scope.platform));
      this.fetch = options.fetch ?? getDefaultFetch();
      __classPrivateFieldSet(this, _BaseAnthropic_encoder, FallbackEncoder, "f");
      this.middleware = [...options.middleware ?? []];
      const customHeadersEnv = readEnv("ANTHROPIC_CUSTOM_HEADERS");
      if (customHeadersEnv) {
        const parsed = {};
        for (const line of customHeadersEnv.split("\n")) {
          const colon = line.indexOf(":");
          if (colon >= 0) {
            parsed[line.substring(0, colon).trim()] = line.substring(colon + 1).trim();
          }
        }
        options.defaultHeaders = options.defaultHeaders instanceof Headers || Array.isArray(options.defaultHeaders) ? buildHeaders([parsed, options.defaultHeaders]) : { ...parsed, ...options.defaultHeaders };
      }
      const inherited = opts.__auth;
      delete options.__auth;
      delete options.__baseURLIsExplicit;
      this._options = options;
      this.apiKey = typeof options.apiKey === "string" ? options.apiKey : null;
      __classPrivateFieldSet(this, _BaseAnthropic_apiKeyFunction, typeof options.apiKey === "function" ? options.apiKey : null, "f");
      this.authToken = options.authToken ?? null;
      this.webhookKey = webhookKey;
      if (inherited) {
        this._authState = inherited;
        if (!this._baseURLIsExplicit && inherited.baseURL) {
          this.baseURL = inherited.baseURL;
        }
      } else {
        this._authState = { provider: null, tokenCache: null, resolution: null, error: null, extraHeaders: {} };
        switch (credential.type) {
          case "apiKey":
          case "authToken":
            break;
          case "credentials":
            this._authState.provider = credential.value;
            this._authState.tokenCache = this._makeTokenCache(credential.value);
            break;
          case "config": {
            const result = resolveCredentialsFromConfig(credential.value, this._credentialResolverOptions());
            this._authState.provider = result.provider;
            this._authState.tokenCache = this._makeTokenCache(result.provider);
            this._authState.extraHeaders = result.extraHeaders;
            this._applyCredentialBaseURL(result.baseURL);
            break;
          }
          case "profile":
            this._authState.resolution = this._resolveDefaultCredentials(credential.value);
            break;
          case "defaultChain":
            if (this._shouldResolveDefaultCredentials()) {
              this._authState.resolution = this._resolveDefaultCredentials();
            }
            break;
          default:
            checkNever(credential);
        }
      }
    }
    /**
     * Whether to lazily resolve auth from the default credential chain when no
     * explicit auth is configured. Called once from the constructor, so
     * overrides must not depend on subclass instance state. Subclasses that
     * bring their own auth scheme return false so unrelated local credentials
     * are never resolved or allowed to supply a base URL.
     */
    _shouldResolveDefaultCredentials() {
      return true;
    }
    /**
     * Stores a profile/config-supplied base URL on the shared auth state and, if
     * the caller did not pin `baseURL` via constructor option or env, adopts it
     * as this client's outbound API host. Precedence: ctor opt > env > profile >
     * hardcoded default.
     */
    _applyCredentialBaseURL(baseURL) {
      if (!baseURL)
        return;
      const normalized = baseURL.replace(/\/+$/, "");
      this._authState.baseURL = normalized;
      if (!this._baseURLIsExplicit) {
        this.baseURL = normalized;
      }
    }
    /**
     * Options bag passed into the credential chain. `baseURL` here is only the
     * fallback host for the token-exchange POST when the config itself omits
     * `base_url`; the chain returns the config's own `base_url` (if any) on
     * {@link CredentialResult.baseURL}, which {@link _applyCredentialBaseURL}
     * then adopts for outbound API requests. The two are deliberately decoupled
     * so this fallback never round-trips into precedence.
     */
    _credentialResolverOptions() {
      return {
        baseURL: this.baseURL,
        fetch: this._credentialsFetch(),
        userAgent: this.getUserAgent(),
        onCacheWriteError: (err) => {
          loggerFor(this).debug("credential cache write failed (best-effort)", err);
        },
        onSafetyWarning: (msg) => {
          loggerFor(this).warn(msg);
        }
      };
    }
    /**
     * A `Fetch` for first-party credential token-exchange requests (OIDC
     * federation jwt-bearer grants, user-OAuth refresh grants) that routes
     * through this client's middleware chain, so middleware observes token
     * traffic like any other request. Only client-level middleware applies:
     * a minted token is shared across requests, so attributing the exchange
     * to any one request's per-request middleware would be arbitrary. For the
     * same reason, `ctx.options` is undefined for these requests.
     */
    _credentialsFetch() {
      return wrapFetchWithMiddleware(this.fetch, this.middleware, void 0, this);
    }
    _makeTokenCache(provider) {
      return new TokenCache(provider, (err) => {
        loggerFor(this).debug("advisory token refresh failed; serving cached token", err);
      });
    }
    /**
     * Create a new client instance re-using the same options given to the
     * current client with optional overriding.
     *
     * Passing `apiKey`, `authToken`, `credentials`, `config`, or `profile`
     * replaces the current client's credential, whatever its kind. With none of
     * them passed, the new client keeps it. Either way it keeps
     * `defaultHeaders`, including an `X-Api-Key` or `Authorization` set there.
     */
    withOptions(options) {
      options = { ...options };
      for (const name of CREDENTIAL_OPTIONS) {
        if (options[name] === void 0)
          delete options[name];
      }
      const overridesAuth = CREDENTIAL_OPTIONS.some((name) => name in options);
      const replacesCredential = CREDENTIAL_OPTIONS.some((name) => options[name] != null);
      const internal = {
        ...this._options,
        // Only forward baseURL when the caller (or env) explicitly chose it.
        // For a non-explicit parent, this.baseURL may have been mutated to the
        // profile-resolved host; pinning that as the clone's options.baseURL
        // would make _options on the clone misreport caller intent and would
        // leave the clone stuck on the parent's host across an auth override.
        // The clone instead receives the construction-time value via
        // ...this._options above and re-adopts the profile host through the
        // shared _authState.baseURL + __baseURLIsExplicit=false path.
        ...this._baseURLIsExplicit ? { baseURL: this.baseURL } : {},
        maxRetries: this.maxRetries,
        timeout: this.timeout,
        logger: this.logger,
        logLevel: this.logLevel,
        fetch: this.fetch,
        fetchOptions: this.fetchOptions,
        middleware: this.middleware,
        apiKey: this.apiKey ?? __classPrivateFieldGet(this, _BaseAnthropic_apiKeyFunction, "f"),
        authToken: this.authToken,
        webhookKey: this.webhookKey,
        // Left in, the inherited credential would trip the mutual-exclusion check.
        ...replacesCredential ? Object.fromEntries(CREDENTIAL_OPTIONS.map((name) => [name, null])) : {},
        ...options,
        openTelemetry: options.openTelemetry ?? __classPrivateFieldGet(this, _BaseAnthropic_openTelemetry, "f"),
        // Always set __auth so any stale value from ...this._options is
        // overwritten. undefined means "build fresh auth from these options".
        __auth: overridesAuth ? void 0 : this._authState,
        __baseURLIsExplicit: "baseURL" in options ? true : this._baseURLIsExplicit
      };
      return new this.constructor(internal);
    }
    /**
     * Lazily resolves credentials from config files or environment variables.
     * Called once from the constructor when no explicit auth is provided, or
     * when an explicit `profile` was passed (in which case a missing/unresolved
     * profile is surfaced as an error instead of falling through to "no auth").
     * The returned promise is stored and awaited on the first request.
     */
    async _resolveDefaultCredentials(profile) {
      try {
        const result = await defaultCredentials(this._credentialResolverOptions(), profile);
        if (result) {
          this._authState.provider = result.provider;
          this._authState.tokenCache = this._makeTokenCache(result.provider);
          this._authState.extraHeaders = result.extraHeaders;
          this._applyCredentialBaseURL(result.baseURL);
        } else if (profile != null) {
          throw new AnthropicError(`Profile "${profile}" could not be resolved (no <config_dir>/configs/${profile}.json found).`);
        }
      } catch (err) {
        this._authState.error = err;
      } finally {
        this._authState.resolution = null;
      }
    }
    defaultQuery() {
      return this._options.defaultQuery;
    }
    validateHeaders({ values, nulls }) {
      if (values.get("x-api-key") || values.get("authorization")) {
        return;
      }
      if (this._authState.error) {
        throw this._authState.error;
      }
      if (this._authState.tokenCache || this._authState.resolution) {
        return;
      }
      if (this.apiKey && values.get("authorization")) {
        return;
      }
      if (nulls.has("authorization")) {
        return;
      }
      if (this.authToken && values.get("authorization")) {
        return;
      }
      if (nulls.has("authorization")) {
        return;
      }
      throw new Error('Could not resolve authentication method. Expected one of apiKey, authToken, credentials, config, or profile to be set. Or for the "Authorization" header to be explicitly omitted');
    }
    _authFlags(opts) {
      let flags = this._requestAuthFlags.get(opts);
      if (!flags) {
        flags = { usedTokenCache: false, didRefreshFor401: false };
        this._requestAuthFlags.set(opts, flags);
      }
      return flags;
    }
    async authHeaders(opts) {
      if (this._authState.resolution) {
        await this._authState.resolution;
      }
      if (this._authState.error) {
        return void 0;
      }
      if (__classPrivateFieldGet(this, _BaseAnthropic_apiKeyFunction, "f") && this.apiKey == null) {
        let apiKey;
        try {
          apiKey = await __classPrivateFieldGet(this, _BaseAnthropic_apiKeyFunction, "f").call(this);
        } catch (err) {
          throw new AnthropicError(`The \`apiKey\` function failed: ${castToError(err).message}`, {
            cause: err
          });
        }
        if (!apiKey) {
          throw new AnthropicError(`The \`apiKey\` function must return a non-empty string. It returned ${JSON.stringify(apiKey)}.`);
        }
        return buildHeaders([{ Authorization: `Bearer ${apiKey}` }]);
      }
      if (this._authState.tokenCache && this.apiKey == null) {
        const token = await this._authState.tokenCache.getToken();
        this._authFlags(opts).usedTokenCache = true;
        return buildHeaders([{ Authorization: `Bearer ${token}` }]);
      }
      return buildHeaders([await this.bearerAuth(opts), await this.apiKeyAuth(opts)]);
    }
    async apiKeyAuth(opts) {
      if (this.apiKey == null) {
        return void 0;
      }
      return buildHeaders([{ Authorization: `Bearer ${this.apiKey}` }]);
    }
    async bearerAuth(opts) {
      if (this.authToken == null) {
        return void 0;
      }
      return buildHeaders([{ Authorization: `Bearer ${this.authToken}` }]);
    }
    stringifyQuery(query) {
      return stringifyQuery(query);
    }
    getUserAgent() {
      return `Anthropic/JS ${VERSION}`;
    }
    makeStatusError(status, error, message, headers) {
      const body = error ?? {};
      const errorCode = body.error?.details?.error_code;
      const errorClass = typeof errorCode === "string" ? ERROR_CODE_CLASSES.get(`${status} ${errorCode}`) : void 0;
      if (errorClass) {
        return new errorClass(status, error, message, headers);
      }
      return APIError.generate(status, error, message, headers);
    }
    buildURL(path2, query, defaultBaseURL) {
      const baseURL = !__classPrivateFieldGet(this, _BaseAnthropic_instances, "m", _BaseAnthropic_baseURLOverridden).call(this) && defaultBaseURL || this.baseURL;
      const url = isAbsoluteURL(path2) ? new URL(path2) : new URL(baseURL + (baseURL.endsWith("/") && path2.startsWith("/") ? path2.slice(1) : path2));
      const defaultQuery = this.defaultQuery();
      const pathQuery = Object.fromEntries(url.searchParams);
      if (!isEmptyObj(defaultQuery) || !isEmptyObj(pathQuery)) {
        query = { ...pathQuery, ...defaultQuery, ...query };
      }
      if (typeof query === "object" && query && !Array.isArray(query)) {
        url.search = this.stringifyQuery(query);
      }
      return url.toString();
    }
    _calculateNonstreamingTimeout(maxTokens) {
      const defaultTimeout = 10 * 60;
      const expectedTimeout = 60 * 60 * maxTokens / 128e3;
      if (expectedTimeout > defaultTimeout) {
        throw new AnthropicError("Streaming is required for operations that may take longer than 10 minutes. See https://platform.claude.com/docs/en/cli-sdks-libraries/sdks/typescript#streaming-responses for more details");
      }
      return defaultTimeout * 1e3;
    }
    /**
     * Used as a callback for mutating the given `FinalRequestOptions` object.
     */
    async prepareOptions(options) {
    }
    /**
     * Used as a callback for mutating the given `RequestInit` object.
     *
     * This is useful for cases where you want to add certain headers based off of
     * the request properties, e.g. `method` or `url`.
     *
     * Runs after all middleware (including {@link backendMiddleware}),
     * immediately before each underlying fetch call, so it sees exactly what
     * goes over the wire, except the trace-context headers of a traced call
     * (`traceparent`, `tracestate`, `baggage`, and any other that the registered
     * propagator writes): the client sets them again after this hook, so that a
     * signature does not cover them. Middleware may replay a request by calling
     * `next()` more than once, so this hook can run multiple times per attempt:
     * overrides must be idempotent and overwrite headers from a previous
     * invocation rather than append to them.
     */
    async prepareRequest(request, { url, options }) {
      if (this._authState.tokenCache && this.apiKey == null) {
        const headers = request.headers instanceof Headers ? request.headers : new Headers(request.headers);
        for (const [k, v] of Object.entries(this._authState.extraHeaders)) {
          if (!headers.has(k))
            headers.set(k, v);
        }
        const existing = headers.get("anthropic-beta")?.split(",").map((s) => s.trim());
        if (!existing?.includes(OAUTH_API_BETA_HEADER)) {
          headers.set("anthropic-beta", [...existing ?? [], OAUTH_API_BETA_HEADER].join(","));
        }
        request.headers = headers;
      }
    }
    /**
     * Internal {@link Middleware} composed innermost in the chain — inside both
     * client-level and per-request middleware, immediately around the underlying
     * `fetch`. Subclasses for third-party backends override this to adapt the
     * canonical Anthropic-shaped request to the backend's wire shape (URL/body
     * rewriting, request signing) and to normalize the wire response back to the
     * canonical shape (e.g. AWS EventStream to SSE).
     *
     * Running inside the user's middleware means user middleware always observes
     * canonical Anthropic-shaped traffic, and the adaptation re-runs (e.g.
     * re-signs) on every `next()` invocation, covering whatever the middleware
     * mutated. It does not see the trace-context headers of a traced call: see
     * {@link prepareRequest}.
     *
     * Errors thrown here follow the middleware error policy: they propagate to
     * the caller as-is — no retries, no `APIConnectionError` wrapping — unless
     * retryable (see {@link Middleware}); throw a `RetryableError` to opt into
     * the retry path.
     */
    backendMiddleware() {
      return [];
    }
    get(path2, opts) {
      return this.methodRequest("get", path2, opts);
    }
    post(path2, opts) {
      return this.methodRequest("post", path2, opts);
    }
    patch(path2, opts) {
      return this.methodRequest("patch", path2, opts);
    }
    put(path2, opts) {
      return this.methodRequest("put", path2, opts);
    }
    delete(path2, opts) {
      return this.methodRequest("delete", path2, opts);
    }
    methodRequest(method, path2, opts) {
      return this.request(Promise.resolve(opts).then((opts2) => {
        return { method, path: path2, ...opts2 };
      }));
    }
    request(options, remainingRetries = null) {
      if (!this._tracer) {
        return new APIPromise(this, this.makeRequest(options, remainingRetries, void 0));
      }
      return new APIPromise(this, this.makeTracedRequest(options, remainingRetries));
    }
    /**
     * Makes the request inside the call span that the SDK method started and passed in the options
     * (`__span`). The span ends here when the call fails, and otherwise when the application has
     * read the response body: see `APIPromise`.
     */
    async makeTracedRequest(optionsInput, retriesRemaining) {
      const options = await optionsInput;
      const span = options.__span?.span;
      if (!span) {
        return this.makeRequest(options, retriesRemaining, void 0);
      }
      try {
        return await context.with(trace.setSpan(context.active(), span), () => this.makeRequest(options, retriesRemaining, void 0, span));
      } catch (error) {
        const result = { status: "error", options, error };
        guardTracing(this, () => endApiCallSpan(span, result));
        throw error;
      }
    }
    async makeRequest(optionsInput, retriesRemaining, retryOfRequestLogID, span) {
      const options = await optionsInput;
      let maxRetries = validatePositiveInteger("maxRetries", options.maxRetries ?? this.maxRetries);
      if (this.isStreamBody(options.body)) {
        maxRetries = 0;
      }
      if (retriesRemaining == null) {
        retriesRemaining = maxRetries;
        this._requestAuthFlags.delete(options);
      }
      await this.prepareOptions(options);
      const { req, url, timeout } = await this.buildRequest(options, {
        retryCount: maxRetries - retriesRemaining
      });
      const requestLogID = "log_" + (Math.random() * (1 << 24) | 0).toString(16).padStart(6, "0");
      const retryLogStr = retryOfRequestLogID === void 0 ? "" : `, retryOf: ${retryOfRequestLogID}`;
      if (span && this.openTelemetry.propagation) {
        req.headers = guardTracing(this, () => injectTraceHeaders(span, req.headers)) ?? req.headers;
      }
      const startTime = Date.now();
      if (options.signal?.aborted) {
        throw new APIUserAbortError();
      }
      const controller = new AbortController();
      const response = await this.fetchWithTimeout(url, req, timeout, controller, options, {
        requestLogID,
        retryOfRequestLogID
      }).catch(castToError);
      const headersTime = Date.now();
      if (response instanceof globalThis.Error) {
        releaseRequestSignal(controller);
        const retryMessage = `retrying, ${retriesRemaining} attempts remaining`;
        if (options.signal?.aborted) {
          throw new APIUserAbortError();
        }
        const isTimeout = isAbortError(response) || /timed? ?out/i.test(String(response) + ("cause" in response ? String(response.cause) : ""));
        const hasMiddleware = this.middleware.length > 0 || !!options.middleware?.length || this.backendMiddleware().length > 0;
        if (hasMiddleware && !isTimeout && !isRetryableError(response)) {
          loggerFor(this).info(`[${requestLogID}] middleware error (not retryable)`);
          debugLogRequestDetails(loggerFor(this), `[${requestLogID}] middleware error (not retryable)`, {
            retryOfRequestLogID,
            url,
            durationMs: headersTime - startTime,
            message: response.message
          });
          throw response;
        }
        if (retriesRemaining) {
          loggerFor(this).info(`[${requestLogID}] connection ${isTimeout ? "timed out" : "failed"} - ${retryMessage}`);
          debugLogRequestDetails(loggerFor(this), `[${requestLogID}] connection ${isTimeout ? "timed out" : "failed"} (${retryMessage})`, {
            retryOfRequestLogID,
            url,
            durationMs: headersTime - startTime,
            message: response.message
          });
          return this.retryRequest(options, retriesRemaining, retryOfRequestLogID ?? requestLogID, span);
        }
        loggerFor(this).info(`[${requestLogID}] connection ${isTimeout ? "timed out" : "failed"} - error; no more retries left`);
        debugLogRequestDetails(loggerFor(this), `[${requestLogID}] connection ${isTimeout ? "timed out" : "failed"} (error; no more retries left)`, {
          retryOfRequestLogID,
          url,
          durationMs: headersTime - startTime,
          message: response.message
        });
        if (isTimeout) {
          throw new APIConnectionTimeoutError();
        }
        if (hasMiddleware && !isFetchOriginError(response)) {
          throw response;
        }
        throw new APIConnectionError({ cause: response });
      }
      const specialHeaders = [...response.headers.entries()].filter(([name]) => name === "request-id" || name === "anthropic-workspace-id").map(([name, value]) => ", " + name + ": " + JSON.stringify(value)).join("");
      const responseInfo = `[${requestLogID}${retryLogStr}${specialHeaders}] ${req.method} ${url} ${response.ok ? "succeeded" : "failed"} with status ${response.status} in ${headersTime - startTime}ms`;
      if (!response.ok) {
        const shouldRetry = await this.shouldRetry(response, options);
        if (retriesRemaining && shouldRetry) {
          const retryMessage2 = `retrying, ${retriesRemaining} attempts remaining`;
          await CancelReadableStream(response.body);
          releaseRequestSignal(controller);
          loggerFor(this).info(`${responseInfo} - ${retryMessage2}`);
          debugLogRequestDetails(loggerFor(this), `[${requestLogID}] response error (${retryMessage2})`, {
            retryOfRequestLogID,
            url: response.url,
            status: response.status,
            headers: response.headers,
            durationMs: headersTime - startTime
          });
          return this.retryRequest(options, retriesRemaining, retryOfRequestLogID ?? requestLogID, span, response.headers);
        }
        const retryMessage = shouldRetry ? `error; no more retries left` : `error; not retryable`;
        loggerFor(this).info(`${responseInfo} - ${retryMessage}`);
        const errText = await response.text().catch((err2) => castToError(err2).message);
        const errJSON = safeJSON(errText);
        const errMessage = errJSON ? void 0 : errText;
        debugLogRequestDetails(loggerFor(this), `[${requestLogID}] response error (${retryMessage})`, {
          retryOfRequestLogID,
          url: response.url,
          status: response.status,
          headers: response.headers,
          body: errJSON ?? errText,
          durationMs: Date.now() - startTime
        });
        releaseRequestSignal(controller);
        const err = this.makeStatusError(response.status, errJSON, errMessage, response.headers);
        throw err;
      }
      loggerFor(this).info(responseInfo);
      debugLogRequestDetails(loggerFor(this), `[${requestLogID}] response start`, {
        retryOfRequestLogID,
        url: response.url,
        status: response.status,
        headers: response.headers,
        durationMs: headersTime - startTime
      });
      armAbandonmentBackstop(response.body ?? response, controller);
      return { response, options, controller, requestLogID, retryOfRequestLogID, startTime };
    }
    getAPIList(path2, Page2, opts) {
      return this.requestAPIList(Page2, opts && "then" in opts ? opts.then((opts2) => ({ method: "get", path: path2, ...opts2 })) : { method: "get", path: path2, ...opts });
    }
    requestAPIList(Page2, options) {
      if (!this._tracer) {
        const request2 = this.makeRequest(options, null, void 0);
        return new PagePromise(this, request2, Page2);
      }
      const request = this.makeTracedRequest(options, null);
      return new PagePromise(this, request, Page2);
    }
    async fetchWithTimeout(url, init, ms, controller, requestOptions, logCtx) {
      const { signal, method, ...options } = init || {};
      const abort = this._makeAbort(controller);
      if (signal) {
        signal.addEventListener("abort", abort, { once: true });
        registerRequestSignalCleanup(controller, signal, abort);
      }
      const isReadableBody = globalThis.ReadableStream && options.body instanceof globalThis.ReadableStream || typeof options.body === "object" && options.body !== null && Symbol.asyncIterator in options.body;
      const fetchOptions = {
        signal: controller.signal,
        ...isReadableBody ? { duplex: "half" } : {},
        method: "GET",
        ...options
      };
      if (method) {
        fetchOptions.method = method.toUpperCase();
      }
      const baseFetch = this.fetch;
      const timedFetch = async (innerUrl, innerInit) => {
        const timeout = setTimeout(abort, ms);
        try {
          return await baseFetch.call(void 0, innerUrl, innerInit);
        } finally {
          clearTimeout(timeout);
        }
      };
      const innerFetch = requestOptions === void 0 ? timedFetch : (async (innerUrl, innerInit = {}) => {
        const innerUrlStr = typeof innerUrl === "string" ? innerUrl : innerUrl instanceof URL ? innerUrl.href : innerUrl.url;
        innerInit.headers = innerInit.headers instanceof Headers ? innerInit.headers : new Headers(innerInit.headers);
        let traceHeaders = [];
        if (requestOptions.__span) {
          innerInit.headers = new Headers(innerInit.headers);
          traceHeaders = takeTraceHeaders(innerInit.headers);
        }
        await this.prepareRequest(innerInit, { url: innerUrlStr, options: requestOptions });
        if (traceHeaders.length) {
          innerInit.headers = buildHeaders([innerInit.headers, traceHeaders]).values;
        }
        const call = requestOptions.__span;
        if (call) {
          guardTracing(this, () => recordAttempt(call, innerInit.method ?? "GET", innerUrlStr, this.openTelemetry.traces.contentMode === "content"));
        }
        if (logCtx) {
          debugLogRequestDetails(loggerFor(this), `[${logCtx.requestLogID}] sending request`, {
            retryOfRequestLogID: logCtx.retryOfRequestLogID,
            method: innerInit.method,
            url: innerUrlStr,
            options: requestOptions,
            headers: innerInit.headers
          });
        }
        return timedFetch(innerUrl, innerInit);
      });
      const requestMiddleware = requestOptions?.middleware;
      const backendMiddleware = requestOptions?.__span ? this.backendMiddleware().map(withoutTraceHeaders) : this.backendMiddleware();
      const allMiddleware = requestMiddleware?.length || backendMiddleware.length ? [...this.middleware, ...requestMiddleware ?? [], ...backendMiddleware] : this.middleware;
      return await wrapFetchWithMiddleware(innerFetch, allMiddleware, requestOptions, this)(url, fetchOptions);
    }
    async shouldRetry(response, options) {
      const flags = this._authFlags(options);
      if (response.status === 401 && this._authState.tokenCache && flags.usedTokenCache && !flags.didRefreshFor401) {
        flags.didRefreshFor401 = true;
        this._authState.tokenCache.invalidate();
        return true;
      }
      const shouldRetryHeader = response.headers.get("x-should-retry");
      if (shouldRetryHeader === "true")
        return true;
      if (shouldRetryHeader === "false")
        return false;
      if (response.status === 408)
        return true;
      if (response.status === 409)
        return true;
      if (response.status === 429)
        return true;
      if (response.status >= 500)
        return true;
      return false;
    }
    async retryRequest(options, retriesRemaining, requestLogID, span, responseHeaders) {
      let timeoutMillis;
      const retryAfterMillisHeader = responseHeaders?.get("retry-after-ms");
      if (retryAfterMillisHeader) {
        const timeoutMs = parseFloat(retryAfterMillisHeader);
        if (!Number.isNaN(timeoutMs)) {
          timeoutMillis = timeoutMs;
        }
      }
      const retryAfterHeader = responseHeaders?.get("retry-after");
      if (retryAfterHeader && !timeoutMillis) {
        const timeoutSeconds = parseFloat(retryAfterHeader);
        if (!Number.isNaN(timeoutSeconds)) {
          timeoutMillis = timeoutSeconds * 1e3;
        } else {
          timeoutMillis = Date.parse(retryAfterHeader) - Date.now();
        }
      }
      if (timeoutMillis === void 0 || !(timeoutMillis > 0 && timeoutMillis <= 2 ** 31 - 1)) {
        const maxRetries = options.maxRetries ?? this.maxRetries;
        timeoutMillis = this.calculateDefaultRetryTimeoutMillis(retriesRemaining, maxRetries);
      }
      await sleep(timeoutMillis, options.signal ?? void 0);
      return this.makeRequest(options, retriesRemaining - 1, requestLogID, span);
    }
    calculateDefaultRetryTimeoutMillis(retriesRemaining, maxRetries) {
      const initialRetryDelay = 0.5;
      const maxRetryDelay = 8;
      const numRetries = maxRetries - retriesRemaining;
      const sleepSeconds = Math.min(initialRetryDelay * Math.pow(2, numRetries), maxRetryDelay);
      const jitter2 = 1 - Math.random() * 0.25;
      return sleepSeconds * jitter2 * 1e3;
    }
    calculateNonstreamingTimeout(maxTokens, maxNonstreamingTokens) {
      const maxTime = 60 * 60 * 1e3;
      const defaultTime = 60 * 10 * 1e3;
      const expectedTime = maxTime * maxTokens / 128e3;
      if (expectedTime > defaultTime || maxNonstreamingTokens != null && maxTokens > maxNonstreamingTokens) {
        throw new AnthropicError("Streaming is required for operations that may take longer than 10 minutes. See https://platform.claude.com/docs/en/cli-sdks-libraries/sdks/typescript#long-requests for more details");
      }
      return defaultTime;
    }
    async buildRequest(inputOptions, { retryCount = 0 } = {}) {
      const options = { ...inputOptions };
      const { method, path: path2, query, defaultBaseURL } = options;
      if (this._authState.resolution) {
        await this._authState.resolution;
      }
      if (!this._baseURLIsExplicit && this._authState.baseURL && this.baseURL !== this._authState.baseURL) {
        this.baseURL = this._authState.baseURL;
      }
      const url = this.buildURL(path2, query, defaultBaseURL);
      if ("timeout" in options)
        validatePositiveInteger("timeout", options.timeout);
      options.timeout = options.timeout ?? this.timeout;
      const { bodyHeaders, body } = this.buildBody({ options });
      const reqHeaders = await this.buildHeaders({
        options: inputOptions,
        method,
        bodyHeaders,
        retryCount,
        timeout: options.timeout
      });
      const req = {
        method,
        headers: reqHeaders,
        ...options.signal && { signal: options.signal },
        ...globalThis.ReadableStream && body instanceof globalThis.ReadableStream && { duplex: "half" },
        ...body && { body },
        ...this.fetchOptions ?? {},
        ...options.fetchOptions ?? {}
      };
      return { req, url, timeout: options.timeout };
    }
    async buildHeaders({ options, method, bodyHeaders, retryCount, timeout }) {
      const headers = buildHeaders([
        {
          Accept: "application/json",
          "User-Agent": this.getUserAgent(),
          "X-Stainless-Retry-Count": String(retryCount),
          "X-Stainless-Timeout": String(Math.trunc(timeout / 1e3)),
          ...getPlatformHeaders(),
          ...this._options.dangerouslyAllowBrowser ? { "anthropic-dangerous-direct-browser-access": "true" } : void 0,
          "anthropic-version": "2026-10-21"
        },
        await this.authHeaders(options),
        this._options.defaultHeaders,
        bodyHeaders,
        options.headers
      ]);
      this.validateHeaders(headers);
      return headers.values;
    }
    _makeAbort(controller) {
      return () => controller.abort();
    }
    buildBody({ options: { body, headers: rawHeaders } }) {
      if (!body) {
        return { bodyHeaders: void 0, body: void 0 };
      }
      const headers = buildHeaders([rawHeaders]);
      if (
        // Pass raw type verbatim
        ArrayBuffer.isView(body) || body instanceof ArrayBuffer || body instanceof DataView || typeof body === "string" && // Preserve legacy string encoding behavior for now
        headers.values.has("content-type") || // `Blob` is superset of `File`
        globalThis.Blob && body instanceof globalThis.Blob || // `FormData` -> `multipart/form-data`
        body instanceof FormData || // `URLSearchParams` -> `application/x-www-form-urlencoded`
        body instanceof URLSearchParams || // Send chunked stream (each chunk has own `length`)
        globalThis.ReadableStream && body instanceof globalThis.ReadableStream
      ) {
        return { bodyHeaders: void 0, body };
      } else if (this.isStreamBody(body)) {
        return { bodyHeaders: void 0, body: ReadableStreamFrom(body) };
      } else if (typeof body === "object" && headers.values.get("content-type") === "application/x-www-form-urlencoded") {
        return {
          bodyHeaders: { "content-type": "application/x-www-form-urlencoded" },
          body: this.stringifyQuery(body)
        };
      } else {
        return __classPrivateFieldGet(this, _BaseAnthropic_encoder, "f").call(this, { body, headers });
      }
    }
    /**
     * Whether `body` is sent as a stream, which can be read only once:
     * a `ReadableStream`, an async iterable or an iterator.
     */
    isStreamBody(body) {
      if (globalThis.ReadableStream && body instanceof globalThis.ReadableStream) {
        return true;
      }
      return typeof body === "object" && body !== null && (Symbol.asyncIterator in body || Symbol.iterator in body && "next" in body && typeof body.next === "function");
    }
  }
  _a = BaseAnthropic2, _BaseAnthropic_encoder = /* @__PURE__ */ new WeakMap(), _BaseAnthropic_apiKeyFunction = /* @__PURE__ */ new WeakMap(), _BaseAnthropic_openTelemetry = /* @__PURE__ */ new WeakMap(), _BaseAnthropic_instances = /* @__PURE__ */ new WeakSet(), _BaseAnthropic_baseURLOverridden = function _BaseAnthropic_baseURLOverridden2() {
    return this.baseURL !== "https://api.anthropic.com";
  };
  BaseAnthropic2.Anthropic = _a;
  BaseAnthropic2.DEFAULT_TIMEOUT = 6e5;
  BaseAnthropic2.AnthropicError = AnthropicError;
  BaseAnthropic2.APIError = APIError;
  BaseAnthropic2.APIConnectionError = APIConnectionError;
  BaseAnthropic2.APIConnectionTimeoutError = APIConnectionTimeoutError;
  BaseAnthropic2.APIUserAbortError = APIUserAbortError;
  BaseAnthropic2.NotFoundError = NotFoundError;
  BaseAnthropic2.ConflictError = ConflictError;
  BaseAnthropic2.RateLimitError = RateLimitError;
  BaseAnthropic2.BadRequestError = BadRequestError;
  BaseAnthropic2.OverloadedError = OverloadedError;
  BaseAnthropic2.AuthenticationError = AuthenticationError;
  BaseAnthropic2.RequestTimeoutError = RequestTimeoutError;
  BaseAnthropic2.InternalServerError = InternalServerError;
  BaseAnthropic2.NotImplementedError = NotImplementedError;
  BaseAnthropic2.GatewayTimeoutError = GatewayTimeoutError;
  BaseAnthropic2.PaymentRequiredError = PaymentRequiredError;
  BaseAnthropic2.ContentTooLargeError = ContentTooLargeError;
  BaseAnthropic2.PermissionDeniedError = PermissionDeniedError;
  BaseAnthropic2.PreconditionFailedError = PreconditionFailedError;
  BaseAnthropic2.ServiceUnavailableError = ServiceUnavailableError;
  BaseAnthropic2.UnprocessableEntityError = UnprocessableEntityError;
  BaseAnthropic2.ClientClosedRequestError = ClientClosedRequestError;
  BaseAnthropic2.RequestHeaderFieldsTooLargeError = RequestHeaderFieldsTooLargeError;
  BaseAnthropic2.toFile = toFile;
  return BaseAnthropic2;
})();

export {
  __classPrivateFieldSet,
  __classPrivateFieldGet,
  AnthropicError,
  APIError,
  APIUserAbortError,
  APIConnectionError,
  VERSION,
  encodeUTF8,
  decodeUTF8,
  readEnv,
  loggerFor,
  linkAbort,
  isStatus,
  AsyncQueue,
  ToolError,
  DEFAULT_MEMORY_SYNC_INTERVAL_MS,
  MIN_MEMORY_SYNC_INTERVAL_MS,
  checkMemorySyncInterval,
  promiseWithResolvers,
  Beta,
  Messages2 as Messages,
  BaseAnthropic
};
