// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_YQEDRSOO$JsonSchemaError as JsonSchemaError,
  chunk_YQEDRSOO$compileStructuredOutput as compileStructuredOutput,
  chunk_YQEDRSOO$parseJsonSchema as parseJsonSchema,
  chunk_YQEDRSOO$readJsonSchema as readJsonSchema,
} from "./group-run.js";
