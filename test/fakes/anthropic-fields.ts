/**
 * The fields a Messages request may carry, top level and in a tool, as the API
 * reference lists them, and their types: the API refuses any other field with
 * `400 invalid_request_error` "<field>: Extra inputs are not permitted", and a field
 * of the wrong type with "<field>: Input should be a valid <type>" (the path names
 * the field, as in "tools.3.custom.input_examples: Extra inputs are not permitted").
 *   https://platform.claude.com/docs/en/api/typescript/messages/create
 *   https://platform.claude.com/docs/en/api/typescript/beta/messages/create (`?beta=true`)
 *   https://platform.claude.com/docs/en/api/errors (the error shape)
 * `betas`, `user_profile_id` and `workspace_id` are SDK parameters sent as headers,
 * never in the body, so a body that carries them is refused too.
 */

type Json = Record<string, unknown>;
/** The type a field must have: a check, and the name the API's message gives it. */
type FieldType = [check: (value: unknown) => boolean, name: string];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nullable = ([check, name]: FieldType): FieldType => [
  (value) => value === null || check(value),
  name,
];
const oneOf = (...values: string[]): FieldType => [
  (value) => typeof value === 'string' && values.includes(value),
  values.map((v) => `'${v}'`).join(' or '),
];

const STRING: FieldType = [(value) => typeof value === 'string', 'string'];
const INTEGER: FieldType = [(value) => Number.isInteger(value), 'integer'];
const BOOLEAN: FieldType = [(value) => typeof value === 'boolean', 'boolean'];
const LIST: FieldType = [Array.isArray, 'list'];
const OBJECT: FieldType = [isObject, 'dictionary'];
const STRING_LIST: FieldType = [
  (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  'list of strings',
];
const STRING_OR_LIST: FieldType = [
  (value) => typeof value === 'string' || Array.isArray(value),
  'string or list',
];
const STRING_OR_OBJECT: FieldType = [
  (value) => typeof value === 'string' || isObject(value),
  'string or dictionary',
];

/** Top-level fields of `POST /v1/messages`. */
const MESSAGE_FIELDS: Record<string, FieldType> = {
  model: STRING,
  messages: LIST,
  max_tokens: INTEGER,
  cache_control: nullable(OBJECT),
  container: nullable(STRING_OR_OBJECT),
  diagnostics: nullable(OBJECT),
  inference_geo: nullable(STRING),
  metadata: OBJECT,
  output_config: OBJECT,
  service_tier: oneOf('auto', 'standard_only'),
  speed: nullable(oneOf('standard', 'fast')),
  stop_sequences: STRING_LIST,
  stream: BOOLEAN,
  system: STRING_OR_LIST,
  thinking: OBJECT,
  tool_choice: OBJECT,
  tools: LIST,
};

/** What the beta endpoint (`?beta=true`) takes besides. */
const BETA_MESSAGE_FIELDS: Record<string, FieldType> = {
  ...MESSAGE_FIELDS,
  billing_policy: nullable(OBJECT),
  compaction: nullable(OBJECT),
  context_management: nullable(OBJECT),
  fallback_credit_token: nullable(STRING_OR_OBJECT),
  fallbacks: nullable(OBJECT),
  mcp_servers: LIST,
  output_format: nullable(OBJECT),
  thread: nullable(OBJECT),
};

/** A custom (client) tool's fields. */
const CUSTOM_TOOL_FIELDS: Record<string, FieldType> = {
  name: STRING,
  input_schema: OBJECT,
  type: nullable(oneOf('custom')),
  allowed_callers: STRING_LIST,
  cache_control: nullable(OBJECT),
  defer_loading: BOOLEAN,
  description: STRING,
  eager_input_streaming: nullable(BOOLEAN),
  input_examples: LIST,
  strict: BOOLEAN,
};

/** The server tools' own fields, by type. */
const SERVER_TOOL_FIELDS: Record<string, Record<string, FieldType>> = {
  web_search_20250305: {
    name: STRING,
    type: STRING,
    allowed_callers: STRING_LIST,
    allowed_domains: nullable(STRING_LIST),
    blocked_domains: nullable(STRING_LIST),
    cache_control: nullable(OBJECT),
    defer_loading: BOOLEAN,
    max_uses: nullable(INTEGER),
    strict: BOOLEAN,
    user_location: nullable(OBJECT),
  },
  web_fetch_20250910: {
    name: STRING,
    type: STRING,
    allowed_callers: STRING_LIST,
    allowed_domains: nullable(STRING_LIST),
    blocked_domains: nullable(STRING_LIST),
    cache_control: nullable(OBJECT),
    citations: nullable(OBJECT),
    defer_loading: BOOLEAN,
    max_content_tokens: nullable(INTEGER),
    max_uses: nullable(INTEGER),
    strict: BOOLEAN,
    url_sources: nullable(OBJECT),
  },
};

/** The first field of `value` that `fields` does not list or that has the wrong type. */
function fieldsProblem(
  value: Json,
  fields: Record<string, FieldType>,
  where: string,
): string | undefined {
  for (const [name, field] of Object.entries(value)) {
    const path = `${where}${name}`;
    const type = fields[name];
    if (!type) return `${path}: Extra inputs are not permitted`;
    const [check, typeName] = type;
    if (!check(field)) return `${path}: Input should be a valid ${typeName}`;
  }
  return undefined;
}

/**
 * The first field the API would refuse in a Messages request body: an unknown or
 * mistyped top-level field, or one of a tool. `beta`: the request went to the beta
 * endpoint, which takes more.
 */
export function requestFieldProblem(body: unknown, beta: boolean): string | undefined {
  if (!isObject(body)) return undefined;
  const topLevel = fieldsProblem(body, beta ? BETA_MESSAGE_FIELDS : MESSAGE_FIELDS, '');
  if (topLevel) return topLevel;
  if (!Array.isArray(body.tools)) return undefined;
  for (const [index, tool] of body.tools.entries()) {
    if (!isObject(tool)) return `tools.${index}: Input should be a valid dictionary`;
    const server = typeof tool.type === 'string' ? SERVER_TOOL_FIELDS[tool.type] : undefined;
    // The API names the alternative it tried: `tools.3.custom.input_examples`.
    const problem = server
      ? fieldsProblem(tool, server, `tools.${index}.${String(tool.type)}.`)
      : fieldsProblem(tool, CUSTOM_TOOL_FIELDS, `tools.${index}.custom.`);
    if (problem) return problem;
  }
  return undefined;
}
