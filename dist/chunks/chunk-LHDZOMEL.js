// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_LHDZOMEL$JsonSchemaError as JsonSchemaError,
  chunk_LHDZOMEL$compileStructuredOutput as compileStructuredOutput,
  chunk_LHDZOMEL$parseJsonSchema as parseJsonSchema,
  chunk_LHDZOMEL$readJsonSchema as readJsonSchema,
} from "./group-run.js";
