// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  chunk_LHDZOMEL$JsonSchemaError as JsonSchemaError,
  chunk_LHDZOMEL$compileStructuredOutput as compileStructuredOutput,
  chunk_LHDZOMEL$parseJsonSchema as parseJsonSchema,
  chunk_LHDZOMEL$readJsonSchema as readJsonSchema,
} from "./start-run.js";
