// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_V3Q55PY5$APIConnectionError as APIConnectionError,
  chunk_V3Q55PY5$APIError as APIError,
  chunk_V3Q55PY5$APIUserAbortError as APIUserAbortError,
  chunk_V3Q55PY5$AnthropicError as AnthropicError,
  chunk_V3Q55PY5$BaseAnthropic as BaseAnthropic,
  chunk_V3Q55PY5$Messages as Messages,
  chunk_V3Q55PY5$VERSION as VERSION,
  chunk_V3Q55PY5$__classPrivateFieldGet as __classPrivateFieldGet,
  chunk_V3Q55PY5$__classPrivateFieldSet as __classPrivateFieldSet,
  chunk_V3Q55PY5$decodeUTF8 as decodeUTF8,
  chunk_V3Q55PY5$encodeUTF8 as encodeUTF8,
  chunk_V3Q55PY5$loggerFor as loggerFor,
  chunk_V3Q55PY5$readEnv as readEnv,
} from "./group-run.js";
