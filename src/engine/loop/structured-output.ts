/**
 * Structured output (docs/contract.md#structured-output): the run's final answer must be a JSON value
 * valid against a JSON Schema the user gave (`--json-schema`, input `json_schema`).
 * The schema is checked by Ajv, a real validator, loaded only when a schema is given.
 * The model is told the schema in the system prompt; an invalid answer gets one
 * corrective turn (the loop's `finalAnswer` check), then the run ends
 * `invalid_structured_output`.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Ajv } from 'ajv';

/** What the loop asks of the final answer; the loop knows nothing of JSON Schema. */
export interface FinalAnswerCheck {
  /** `ok` with the parsed value, or why the answer is not acceptable. */
  check(text: string): { ok: true; value: unknown } | { ok: false; problems: string[] };
  /** The hidden message that asks the model to correct its answer. */
  correction(problems: readonly string[]): string;
  /** Extra system-prompt text that tells the model what its final answer must be. */
  instructions: string;
}

/** A schema that cannot be used (bad JSON, not an object, refused by the validator). */
export class JsonSchemaError extends AgentLoopError<'json_schema'> {
  override readonly name = 'JsonSchemaError';
  get kind() {
    return 'json_schema' as const;
  }
}

/** The most problems reported to the model (a wrong answer can have hundreds). */
const MAX_PROBLEMS = 10;

/**
 * Reads a schema given inline (text starting with `{`) or as a file path (relative
 * to `baseDirectory`). Throws {@link JsonSchemaError} naming what is wrong.
 */
export function readJsonSchema(value: string, baseDirectory: string): Record<string, unknown> {
  const trimmed = value.trim();
  if (trimmed === '') throw new JsonSchemaError('the schema is empty');
  let text = trimmed;
  if (!trimmed.startsWith('{')) {
    const path = resolve(baseDirectory, trimmed);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new JsonSchemaError(`"${trimmed}" is neither inline JSON nor a file`);
    }
    // A link could put any file the process may read (a root-only one) into the prompt.
    if (lstatSync(path).isSymbolicLink()) {
      throw new JsonSchemaError(`"${trimmed}" is a symbolic link: give the schema's own file`);
    }
    text = readFileSync(path, 'utf8');
  }
  return parseJsonSchema(text);
}

/** The schema in `text`, which must be a JSON object. Throws {@link JsonSchemaError}. */
export function parseJsonSchema(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new JsonSchemaError(`not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new JsonSchemaError('a JSON Schema must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Compiles `schema` with Ajv (draft-07 by default; 2019-09 and 2020-12 by `$schema`). */
export async function compileStructuredOutput(
  schema: Record<string, unknown>,
): Promise<FinalAnswerCheck> {
  const validator = await createValidator(schema);
  let validate: ReturnType<typeof validator.compile>;
  try {
    validate = validator.compile(schema);
  } catch (error) {
    throw new JsonSchemaError(`the validator refuses it: ${(error as Error).message}`);
  }
  const schemaText = JSON.stringify(schema, null, 2);
  return {
    check(text) {
      const parsed = parseAnswer(text);
      if (!parsed.ok) return parsed;
      if (validate(parsed.value)) return parsed;
      const problems = (validate.errors ?? []).map(
        (error) => `${error.instancePath || '(the value)'} ${error.message ?? 'is invalid'}`,
      );
      return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
    },
    correction: (problems) =>
      [
        'Your final answer is not a JSON value valid against the required JSON Schema:',
        ...problems.map((problem) => `- ${problem}`),
        'Reply again with only the corrected JSON value: no prose, no code fence.',
      ].join('\n'),
    instructions: [
      '# Final answer format',
      'When the task is done, your final message must be a single JSON value, valid against',
      'the JSON Schema below, and nothing else: no prose before or after it, no code fence.',
      'Later steps of an automated workflow parse it.',
      '```json',
      schemaText,
      '```',
    ].join('\n'),
  };
}

async function createValidator(schema: Record<string, unknown>): Promise<Ajv> {
  const declared = typeof schema.$schema === 'string' ? schema.$schema : '';
  const options = { allErrors: true, strict: false } as const;
  // Ajv is CommonJS: a bundler may hand the class over as the module, its default or a name.
  const AjvClass = declared.includes('2020-12')
    ? classOf<typeof Ajv>(await import('ajv/dist/2020.js'), 'Ajv2020')
    : declared.includes('2019-09')
      ? classOf<typeof Ajv>(await import('ajv/dist/2019.js'), 'Ajv2019')
      : classOf<typeof Ajv>(await import('ajv'), 'Ajv');
  const validator = new AjvClass(options);
  const addFormats = classOf<(ajv: Ajv) => Ajv>(await import('ajv-formats'), 'formatsPlugin');
  addFormats(validator);
  return validator;
}

/** The function a CommonJS module exports, however the loader wrapped it. */
function classOf<T>(module: unknown, name: string): T {
  const candidates = [module, ...[name, 'default'].map((key) => pick(module, key))];
  const nested = pick(pick(module, 'default'), 'default');
  const found = [...candidates, nested].find((value) => typeof value === 'function');
  if (!found) throw new Error(`cannot load the JSON Schema validator (${name})`);
  return found as T;
}

function pick(value: unknown, key: string): unknown {
  return (typeof value === 'object' || typeof value === 'function') && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The answer's JSON: the whole text, or the one fenced block it holds (models add a
 * fence however they are asked not to).
 */
function parseAnswer(
  text: string,
): { ok: true; value: unknown } | { ok: false; problems: string[] } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problems: ['the final answer is empty'] };
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/.exec(trimmed);
  try {
    return { ok: true, value: JSON.parse(fenced ? fenced[1]! : trimmed) };
  } catch (error) {
    return { ok: false, problems: [`the final answer is not JSON (${(error as Error).message})`] };
  }
}
