// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_ONLZANW3$US_INFERENCE_MULTIPLIER as US_INFERENCE_MULTIPLIER,
  chunk_ONLZANW3$WEB_SEARCH_USD_PER_REQUEST as WEB_SEARCH_USD_PER_REQUEST,
  chunk_ONLZANW3$costOfUsage as costOfUsage,
  chunk_ONLZANW3$describeEnding as describeEnding,
  chunk_ONLZANW3$effortFor as effortFor,
  chunk_ONLZANW3$feedbackMessage as feedbackMessage,
  chunk_ONLZANW3$fenceFor as fenceFor,
  chunk_ONLZANW3$formatCheckDuration as formatCheckDuration,
  chunk_ONLZANW3$modelInfo as modelInfo,
  chunk_ONLZANW3$needsBedrockLegacyVersion as needsBedrockLegacyVersion,
  chunk_ONLZANW3$setModelPriceOverrides as setModelPriceOverrides,
  chunk_ONLZANW3$supportsAdaptiveThinking as supportsAdaptiveThinking,
} from "./group-run.js";
