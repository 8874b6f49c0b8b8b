// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_GIMHMVPG$US_INFERENCE_MULTIPLIER as US_INFERENCE_MULTIPLIER,
  chunk_GIMHMVPG$WEB_SEARCH_USD_PER_REQUEST as WEB_SEARCH_USD_PER_REQUEST,
  chunk_GIMHMVPG$costOfUsage as costOfUsage,
  chunk_GIMHMVPG$describeEnding as describeEnding,
  chunk_GIMHMVPG$effortFor as effortFor,
  chunk_GIMHMVPG$feedbackMessage as feedbackMessage,
  chunk_GIMHMVPG$fenceFor as fenceFor,
  chunk_GIMHMVPG$formatDuration as formatDuration,
  chunk_GIMHMVPG$modelInfo as modelInfo,
  chunk_GIMHMVPG$needsBedrockLegacyVersion as needsBedrockLegacyVersion,
  chunk_GIMHMVPG$setModelPriceOverrides as setModelPriceOverrides,
  chunk_GIMHMVPG$supportsAdaptiveThinking as supportsAdaptiveThinking,
} from "./group-run.js";
