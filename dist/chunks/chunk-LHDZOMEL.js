import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/loop/structured-output.ts
import { existsSync, lstatSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
var JsonSchemaError = class extends Error {
  name = "JsonSchemaError";
};
var MAX_PROBLEMS = 10;
function readJsonSchema(value, baseDirectory) {
  const trimmed = value.trim();
  if (trimmed === "") throw new JsonSchemaError("the schema is empty");
  let text = trimmed;
  if (!trimmed.startsWith("{")) {
    const path = resolve(baseDirectory, trimmed);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new JsonSchemaError(`"${trimmed}" is neither inline JSON nor a file`);
    }
    if (lstatSync(path).isSymbolicLink()) {
      throw new JsonSchemaError(`"${trimmed}" is a symbolic link: give the schema's own file`);
    }
    text = readFileSync(path, "utf8");
  }
  return parseJsonSchema(text);
}
function parseJsonSchema(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new JsonSchemaError(`not valid JSON: ${error.message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new JsonSchemaError("a JSON Schema must be a JSON object");
  }
  return parsed;
}
async function compileStructuredOutput(schema) {
  const validator = await createValidator(schema);
  let validate;
  try {
    validate = validator.compile(schema);
  } catch (error) {
    throw new JsonSchemaError(`the validator refuses it: ${error.message}`);
  }
  const schemaText = JSON.stringify(schema, null, 2);
  return {
    check(text) {
      const parsed = parseAnswer(text);
      if (!parsed.ok) return parsed;
      if (validate(parsed.value)) return parsed;
      const problems = (validate.errors ?? []).map(
        (error) => `${error.instancePath || "(the value)"} ${error.message ?? "is invalid"}`
      );
      return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
    },
    correction: (problems) => [
      "Your final answer is not a JSON value valid against the required JSON Schema:",
      ...problems.map((problem) => `- ${problem}`),
      "Reply again with only the corrected JSON value: no prose, no code fence."
    ].join("\n"),
    instructions: [
      "# Final answer format",
      "When the task is done, your final message must be a single JSON value, valid against",
      "the JSON Schema below, and nothing else: no prose before or after it, no code fence.",
      "Later steps of an automated workflow parse it.",
      "```json",
      schemaText,
      "```"
    ].join("\n")
  };
}
async function createValidator(schema) {
  const declared = typeof schema.$schema === "string" ? schema.$schema : "";
  const options = { allErrors: true, strict: false };
  const AjvClass = declared.includes("2020-12") ? classOf(await import("./2020-NZ7EIRGL.js"), "Ajv2020") : declared.includes("2019-09") ? classOf(await import("./2019-HHH3YJ3Q.js"), "Ajv2019") : classOf(await import("./ajv-H2MGKUOZ.js"), "Ajv");
  const validator = new AjvClass(options);
  const addFormats = classOf(await import("./dist-55DSBR57.js"), "formatsPlugin");
  addFormats(validator);
  return validator;
}
function classOf(module, name) {
  const candidates = [module, ...[name, "default"].map((key) => pick(module, key))];
  const nested = pick(pick(module, "default"), "default");
  const found = [...candidates, nested].find((value) => typeof value === "function");
  if (!found) throw new Error(`cannot load the JSON Schema validator (${name})`);
  return found;
}
function pick(value, key) {
  return (typeof value === "object" || typeof value === "function") && value !== null ? value[key] : void 0;
}
function parseAnswer(text) {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problems: ["the final answer is empty"] };
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/.exec(trimmed);
  try {
    return { ok: true, value: JSON.parse(fenced ? fenced[1] : trimmed) };
  } catch (error) {
    return { ok: false, problems: [`the final answer is not JSON (${error.message})`] };
  }
}

export {
  JsonSchemaError,
  readJsonSchema,
  parseJsonSchema,
  compileStructuredOutput
};
