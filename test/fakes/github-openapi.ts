/**
 * GitHub's published REST description (`@octokit/openapi`, the api.github.com
 * OpenAPI 3.0 document) as a checker for the fake GitHub server: each request a
 * test sends must name a documented route and method, use only documented query
 * parameters with values of their types, and send a body its schema accepts (a
 * field the schema does not list is refused); each answer the fake gives must use
 * a status the operation documents and carry the fields its schema requires, with
 * their types. The description is read once per test worker.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) GitHub's description uses. */
interface Schema {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: {
    $ref?: string;
    required?: boolean;
    content?: Record<string, { schema?: Schema }>;
  };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>;
  components: Record<string, Record<string, unknown>>;
}
interface Route {
  template: string;
  pattern: RegExp;
  names: string[];
  literals: number;
  /** Path segments; -1 when a parameter spans slashes. */
  segments: number;
  methods: Record<string, Operation>;
}

let loaded: { document: Document; routes: Route[] } | undefined;

function load(): { document: Document; routes: Route[] } {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve(
    '@octokit/openapi/generated/api.github.com.json',
  );
  const document = JSON.parse(readFileSync(file, 'utf8')) as Document;
  const routes = Object.entries(document.paths).map(([template, item]) => {
    const names: string[] = [];
    const source = template.replace(/[.*+?^${}()|[\]\\]/g, (c) =>
      c === '{' || c === '}' ? c : `\\${c}`,
    );
    const pattern = source.replace(/\{([^}]+)\}/g, (_all, name: string) => {
      names.push(name);
      // `x-multi-segment` parameters (a contents path) span slashes.
      return name === 'path' ? '(.+)' : '([^/]+)';
    });
    const methods: Record<string, Operation> = {};
    for (const [method, operation] of Object.entries(item)) {
      if (method !== 'parameters') methods[method.toUpperCase()] = operation as Operation;
    }
    return {
      template,
      pattern: new RegExp(`^${pattern}$`),
      names,
      literals: template.split('/').filter((part) => part && !part.startsWith('{')).length,
      segments: template.includes('{path}') ? -1 : template.split('/').length,
      methods,
    };
  });
  loaded = { document, routes };
  return loaded;
}

function resolveRef<T extends { $ref?: string }>(value: T): T {
  let current: T = value;
  while (current.$ref) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    let node: unknown = load().document;
    for (const part of parts) node = (node as Record<string, unknown>)[part];
    if (!node) throw new Error(`fake GitHub: unresolved $ref ${current.$ref}`);
    current = node as T;
  }
  return current;
}

/** The operation `method pathname` names, and the values of its path parameters. */
export interface MatchedOperation {
  template: string;
  operation: Operation;
  params: Record<string, string>;
}

/** The documented operation for a request, or why there is none. */
export function matchOperation(method: string, pathname: string): MatchedOperation | string {
  const key = `${method} ${pathname}`;
  const known = matches.get(key);
  if (known !== undefined) return known;
  const found = findOperation(method, pathname);
  matches.set(key, found);
  return found;
}

const matches = new Map<string, MatchedOperation | string>();

function findOperation(method: string, pathname: string): MatchedOperation | string {
  const segments = pathname.split('/').length;
  const candidates = load()
    .routes.filter(
      (route) =>
        (route.segments === segments || route.segments === -1) && route.pattern.test(pathname),
    )
    .sort((a, b) => b.literals - a.literals);
  if (candidates.length === 0) return `no route ${pathname} in GitHub's REST API`;
  for (const route of candidates) {
    const operation = route.methods[method];
    if (!operation) continue;
    const match = route.pattern.exec(pathname)!;
    const params = Object.fromEntries(
      route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    const problem = checkParameters(operation, 'path', params);
    if (problem.length === 0) return { template: route.template, operation, params };
  }
  return `${method} is not documented for ${candidates[0]!.template} (or a path parameter has the wrong type)`;
}

function parametersOf(operation: Operation, where: Parameter['in']): Parameter[] {
  return (operation.parameters ?? []).map(resolveRef).filter((p) => p.in === where);
}

/** Path or query values (strings on the wire) checked against their parameters. */
function checkParameters(
  operation: Operation,
  where: 'path' | 'query',
  values: Record<string, string>,
): string[] {
  const declared = new Map(parametersOf(operation, where).map((p) => [p.name, p]));
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(values)) {
    const parameter = declared.get(name);
    if (!parameter) {
      problems.push(`unknown ${where} parameter "${name}"`);
      continue;
    }
    const schema = parameter.schema ? resolveRef(parameter.schema) : {};
    const value =
      schema.type === 'integer' || schema.type === 'number'
        ? /^-?\d+(\.\d+)?$/.test(raw)
          ? Number(raw)
          : raw
        : schema.type === 'boolean'
          ? raw === 'true'
            ? true
            : raw === 'false'
              ? false
              : raw
          : raw;
    problems.push(...checkValue(value, schema, `${where} parameter "${name}"`, false));
  }
  for (const parameter of declared.values()) {
    if (parameter.required && !(parameter.name in values)) {
      problems.push(`missing required ${where} parameter "${parameter.name}"`);
    }
  }
  return problems;
}

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && Number.isInteger(value)
        ? 'integer'
        : typeof value;

/**
 * Problems of `value` against `schema` at `where`. `closed`: an object may hold
 * only the properties its schema lists (requests); answers may carry more.
 */
export function checkValue(value: unknown, raw: Schema, where: string, closed: boolean): string[] {
  const schema = resolveRef(raw);
  const small = closed ? undefined : smallIdProblem(value, raw, where);
  if (small) return [small];
  if (value === null) return schema.nullable || schema.type === 'null' ? [] : [`${where} is null`];
  if (schema.allOf) return schema.allOf.flatMap((part) => checkValue(value, part, where, false));
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const fits = alternatives.some((part) => checkValue(value, part, where, closed).length === 0);
    return fits ? [] : [`${where} matches none of the documented alternatives`];
  }
  const actual = typeOf(value);
  if (schema.type) {
    const fits =
      schema.type === actual ||
      (schema.type === 'number' && actual === 'integer') ||
      (schema.type === 'object' && actual === 'object');
    if (!fits) return [`${where} is ${actual}, documented as ${schema.type}`];
  }
  if (schema.enum && !schema.enum.includes(value)) {
    return [`${where} is ${JSON.stringify(value)}, not one of ${JSON.stringify(schema.enum)}`];
  }
  if (typeof value === 'string') return checkString(value, schema, where);
  if (typeof value === 'number') return checkNumber(value, schema, where);
  if (Array.isArray(value)) return checkArray(value, schema, where, closed);
  if (typeof value === 'object')
    return checkObject(value as Record<string, unknown>, schema, where, closed);
  return [];
}

/**
 * The least id GitHub numbers each kind of object with today (issue comments are past
 * 3.6·10⁹, review comments and reviews past 2·10⁹, workflow runs about 2·10¹⁰, jobs and
 * check runs (one numbering) about 4–5·10¹⁰): an answer, or a request's path, with an
 * id below it hides the code's handling of large ids (past 2³¹, say).
 */
const TODAY_LEAST_ID: Record<string, number> = {
  'issue-comment': 1_000_000_000,
  'pull-request-review-comment': 1_000_000_000,
  'review-comment': 1_000_000_000,
  'pull-request-review': 1_000_000_000,
  'workflow-run': 10_000_000_000,
  job: 10_000_000_000,
  'check-run': 10_000_000_000,
};
const TODAY_LEAST_PATH_ID: Record<string, number> = {
  comment_id: 1_000_000_000,
  review_id: 1_000_000_000,
  run_id: 10_000_000_000,
  job_id: 10_000_000_000,
  check_run_id: 10_000_000_000,
};

function smallIdProblem(value: unknown, raw: Schema, where: string): string | undefined {
  const kind = raw.$ref?.split('/').at(-1);
  const least = kind ? TODAY_LEAST_ID[kind] : undefined;
  if (least === undefined || typeof value !== 'object' || value === null) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' && id < least
    ? `${where}.id ${id} is below today's ${kind} ids (at least ${least}): seed ids of today's size`
    : undefined;
}

/** Path ids (a run's, a job's, a comment's) below today's sizes, which tests must not use. */
export function smallPathIds(matched: MatchedOperation): string[] {
  return Object.entries(matched.params)
    .filter(([name, raw]) => {
      const least = TODAY_LEAST_PATH_ID[name];
      return least !== undefined && /^\d+$/.test(raw) && Number(raw) < least;
    })
    .map(
      ([name, raw]) =>
        `path parameter ${name} ${raw} is below today's ids: seed ids of today's size`,
    );
}

function checkString(value: string, schema: Schema, where: string): string[] {
  if (schema.minLength !== undefined && value.length < schema.minLength)
    return [`${where} is shorter than ${schema.minLength}`];
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    return [`${where} is longer than ${schema.maxLength}`];
  return [];
}

function checkNumber(value: number, schema: Schema, where: string): string[] {
  if (schema.minimum !== undefined && value < schema.minimum)
    return [`${where} is below ${schema.minimum}`];
  if (schema.maximum !== undefined && value > schema.maximum)
    return [`${where} is above ${schema.maximum}`];
  return [];
}

function checkArray(value: unknown[], schema: Schema, where: string, closed: boolean): string[] {
  if (schema.minItems !== undefined && value.length < schema.minItems)
    return [`${where} has fewer than ${schema.minItems} items`];
  if (schema.maxItems !== undefined && value.length > schema.maxItems)
    return [`${where} has more than ${schema.maxItems} items`];
  const items = schema.items;
  return items
    ? value.flatMap((item, index) => checkValue(item, items, `${where}[${index}]`, closed))
    : [];
}

function checkObject(
  value: Record<string, unknown>,
  schema: Schema,
  where: string,
  closed: boolean,
): string[] {
  const problems: string[] = [];
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    if (!(name in value) || value[name] === undefined)
      problems.push(`${where} lacks required "${name}"`);
  }
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue;
    const property = properties[name];
    if (property) problems.push(...checkValue(field, property, `${where}.${name}`, closed));
    else if (typeof schema.additionalProperties === 'object')
      problems.push(...checkValue(field, schema.additionalProperties, `${where}.${name}`, closed));
    else if (closed && schema.properties && schema.additionalProperties !== true)
      problems.push(`${where} has undocumented field "${name}"`);
  }
  return problems;
}

/** Everything GitHub's description refuses in a request; empty when it is accepted. */
export function checkRequest(
  matched: MatchedOperation,
  query: Record<string, string>,
  body: unknown,
): string[] {
  const { operation } = matched;
  const problems = checkParameters(operation, 'query', query);
  const requestBody = operation.requestBody ? resolveRef(operation.requestBody) : undefined;
  const schema = requestBody?.content?.['application/json']?.schema;
  const empty =
    body === undefined ||
    (typeof body === 'object' && body !== null && Object.keys(body).length === 0);
  if (!requestBody) {
    if (!empty) problems.push('a body is sent to an operation that takes none');
  } else if (empty) {
    if (requestBody.required && schema) problems.push(...checkValue({}, schema, 'body', true));
  } else if (schema) {
    problems.push(...checkValue(body, schema, 'body', true));
  }
  return problems;
}

/** Everything GitHub's description says the fake's answer lacks or has wrong. */
export function checkResponse(matched: MatchedOperation, status: number, body: unknown): string[] {
  const response = matched.operation.responses[String(status)];
  if (!response) {
    const documented = Object.keys(matched.operation.responses).join(', ');
    return [`status ${status} is not documented (documented: ${documented})`];
  }
  const schema = resolveRef(response).content?.['application/json']?.schema;
  return schema ? checkValue(body, schema, 'response', false) : [];
}

/** The value of the description's example `components.examples[name]`. */
export function componentExample(name: string): unknown {
  const entry = load().document.components.examples?.[name] as { value?: unknown } | undefined;
  if (!entry || entry.value === undefined) throw new Error(`fake GitHub: no example ${name}`);
  return entry.value;
}
