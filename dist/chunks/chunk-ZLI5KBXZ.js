// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_ZLI5KBXZ$JsonSchemaError as JsonSchemaError,
  chunk_ZLI5KBXZ$compileStructuredOutput as compileStructuredOutput,
  chunk_ZLI5KBXZ$parseJsonSchema as parseJsonSchema,
  chunk_ZLI5KBXZ$readJsonSchema as readJsonSchema,
} from "./group-run.js";
