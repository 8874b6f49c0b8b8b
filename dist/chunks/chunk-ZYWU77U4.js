// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_ZYWU77U4$INVALID_SPAN_CONTEXT as INVALID_SPAN_CONTEXT,
  chunk_ZYWU77U4$SamplingDecision as SamplingDecision,
  chunk_ZYWU77U4$SpanKind as SpanKind,
  chunk_ZYWU77U4$SpanStatusCode as SpanStatusCode,
  chunk_ZYWU77U4$TraceFlags as TraceFlags,
  chunk_ZYWU77U4$baggageEntryMetadataFromString as baggageEntryMetadataFromString,
  chunk_ZYWU77U4$context as context,
  chunk_ZYWU77U4$createContextKey as createContextKey,
  chunk_ZYWU77U4$createNoopMeter as createNoopMeter,
  chunk_ZYWU77U4$diag as diag,
  chunk_ZYWU77U4$isSpanContextValid as isSpanContextValid,
  chunk_ZYWU77U4$propagation as propagation,
  chunk_ZYWU77U4$trace as trace,
} from "./group-run.js";
