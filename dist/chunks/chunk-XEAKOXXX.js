// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_XEAKOXXX$US_INFERENCE_MULTIPLIER as US_INFERENCE_MULTIPLIER,
  chunk_XEAKOXXX$WEB_SEARCH_USD_PER_REQUEST as WEB_SEARCH_USD_PER_REQUEST,
  chunk_XEAKOXXX$costOfUsage as costOfUsage,
  chunk_XEAKOXXX$effortFor as effortFor,
  chunk_XEAKOXXX$modelInfo as modelInfo,
  chunk_XEAKOXXX$needsBedrockLegacyVersion as needsBedrockLegacyVersion,
  chunk_XEAKOXXX$setModelPriceOverrides as setModelPriceOverrides,
  chunk_XEAKOXXX$supportsAdaptiveThinking as supportsAdaptiveThinking,
} from "./group-run.js";
