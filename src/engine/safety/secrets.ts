/**
 * Keeping secrets away from the model: child processes get an allow-listed
 * environment, and every known secret value is masked in tool output.
 */
import { readFileSync } from 'node:fs';
import { escapeRegExp } from '../text/regexp.js';

/** Values shorter than this are not masked: they would mask ordinary words. */
const MIN_SECRET_LENGTH = 6;
/** Encoded fragments shorter than this would match by chance. */
const MIN_ENCODED_LENGTH = 8;

/**
 * Builds a function that replaces every occurrence of the given secret values
 * with `***`, also when a value appears base64-encoded (at any byte alignment,
 * as inside `user:token` basic auth) or URL-encoded. Empty and very short values
 * are ignored.
 */
export function createRedactor(secretValues: readonly string[]): (text: string) => string {
  const variants = new Set<string>();
  for (const value of secretValues) {
    if (typeof value !== 'string' || value.trim().length < MIN_SECRET_LENGTH) continue;
    for (const variant of secretVariants(value)) variants.add(variant);
  }
  if (variants.size === 0) return (text) => text;
  const sorted = [...variants].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(sorted.map(escapeRegExp).join('|'), 'g');
  return (text) =>
    /[\r\n]/.test(text) ? redactAcrossLines(text, pattern) : text.replace(pattern, '***');
}

/**
 * Masks matches of `pattern` also when line breaks cut them (`fold`, `base64`
 * wrapping at 76 columns, a value echoed in two parts): the text is searched
 * with its line breaks taken out, and each match's span, breaks included, is
 * replaced in the original.
 */
function redactAcrossLines(text: string, pattern: RegExp): string {
  /** Where each line starts, in the joined text and in the original. */
  const joinedStarts: number[] = [];
  const originalStarts: number[] = [];
  const pieces: string[] = [];
  const breaks = /[\r\n]+/g;
  let from = 0;
  let joinedLength = 0;
  for (let match = breaks.exec(text); ; match = breaks.exec(text)) {
    const end = match ? match.index : text.length;
    joinedStarts.push(joinedLength);
    originalStarts.push(from);
    pieces.push(text.slice(from, end));
    joinedLength += end - from;
    if (!match) break;
    from = match.index + match[0].length;
  }
  const joined = pieces.join('');
  const toOriginal = (offset: number): number => {
    let low = 0;
    let high = joinedStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((joinedStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return (originalStarts[low] ?? 0) + offset - (joinedStarts[low] ?? 0);
  };
  let result = '';
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(joined); match; match = pattern.exec(joined)) {
    const start = toOriginal(match.index);
    const end = toOriginal(match.index + match[0].length - 1) + 1;
    result += `${text.slice(last, start)}***`;
    last = end;
  }
  pattern.lastIndex = 0;
  return result + text.slice(last);
}

/**
 * The forms in which `value` may show up in text: itself, URL-encoded (either
 * case of escapes), hex (either case), base64 and base64url at each of the 3
 * byte alignments (only the characters made of the value's own bits), and for a
 * multi-line value (a private key) the value without line breaks and each line.
 */
export function secretVariants(value: string): string[] {
  const variants = new Set<string>();
  addVariants(variants, value);
  // A multi-line secret (a private key) may be printed one line at a time, or
  // searched for with its line breaks taken out (see redactAcrossLines).
  if (/[\r\n]/.test(value)) variants.add(value.replace(/[\r\n]+/g, ''));
  for (const line of value.split(/\r?\n/)) {
    if (line.trim().length >= MIN_ENCODED_LENGTH && line !== value) addVariants(variants, line);
  }
  return [...variants];
}

function addVariants(variants: Set<string>, value: string): void {
  variants.add(value);
  const encoded = encodeURIComponent(value);
  if (encoded !== value) {
    variants.add(encoded);
    // Some encoders write the escapes in lower case (`%2f`).
    variants.add(encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
  }
  const bytes = Buffer.from(value, 'utf8');
  // `xxd -p` and many debug printers show the bytes as hex.
  variants.add(bytes.toString('hex'));
  variants.add(bytes.toString('hex').toUpperCase());
  for (let shift = 0; shift < 3; shift++) {
    const base64 = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    // Keep only the characters made entirely of the value's own bits.
    const first = Math.ceil((shift * 8) / 6);
    const last = Math.floor(((shift + bytes.length) * 8) / 6);
    const core = base64.slice(first, last);
    if (core.length < MIN_ENCODED_LENGTH) continue;
    variants.add(core);
    variants.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
}

/** Variables a child process may see, by exact name. */
const ALLOWED_NAMES = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'TERM',
  'TZ',
  'TMPDIR',
  'TMP',
  'TEMP',
  'CI',
  'HOSTNAME',
  'PWD',
  'EDITOR',
  'GITHUB_ACTIONS',
  'GITHUB_WORKSPACE',
  'GITHUB_REPOSITORY',
  'GITHUB_REPOSITORY_ID',
  'GITHUB_REPOSITORY_OWNER',
  'GITHUB_REPOSITORY_OWNER_ID',
  'GITHUB_SHA',
  'GITHUB_REF',
  'GITHUB_REF_NAME',
  'GITHUB_REF_TYPE',
  'GITHUB_REF_PROTECTED',
  'GITHUB_HEAD_REF',
  'GITHUB_BASE_REF',
  'GITHUB_EVENT_NAME',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_NUMBER',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_ACTOR',
  'GITHUB_ACTOR_ID',
  'GITHUB_TRIGGERING_ACTOR',
  'GITHUB_WORKFLOW',
  'GITHUB_WORKFLOW_REF',
  'GITHUB_WORKFLOW_SHA',
  'GITHUB_JOB',
  'GITHUB_SERVER_URL',
  'GITHUB_API_URL',
  'GITHUB_GRAPHQL_URL',
  'GITHUB_RETENTION_DAYS',
  'RUNNER_OS',
  'RUNNER_ARCH',
  'RUNNER_NAME',
  'RUNNER_TEMP',
  'RUNNER_TOOL_CACHE',
  'RUNNER_ENVIRONMENT',
  'RUNNER_DEBUG',
  'JAVA_HOME',
  'GOROOT',
  'GOPATH',
  'CARGO_HOME',
  'RUSTUP_HOME',
  'DOTNET_ROOT',
  'ANDROID_HOME',
  'ANDROID_SDK_ROOT',
  'NVM_DIR',
  'PNPM_HOME',
  'XDG_CONFIG_HOME',
  'XDG_CACHE_HOME',
  'XDG_DATA_HOME',
]);

/** Allowed by prefix: locale and versioned toolchain homes (JAVA_HOME_17_X64). */
const ALLOWED_PREFIXES = ['LC_', 'JAVA_HOME_', 'GOROOT_'];

/** Never passed on, even if an allow rule above would match. */
const DENIED_NAME =
  /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|API_?KEY|AUTH|COOKIE|^INPUT_|^ACTIONS_/i;
const DENIED_EXACT = new Set([
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
]);

/**
 * The environment a child process gets: an allow-list of harmless variables
 * (locale, paths, non-secret GitHub/runner context), never action inputs, tokens,
 * keys, runtime or OIDC variables, or the runner's command files.
 */
export function childEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const allowed =
      ALLOWED_NAMES.has(name) || ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix));
    if (!allowed || DENIED_NAME.test(name) || DENIED_EXACT.has(name)) continue;
    result[name] = value;
  }
  return result;
}

/** The tracing exporter's headers (`api-key=…,authorization=Bearer%20…`): credentials. */
const OTLP_HEADERS = /^OTEL_EXPORTER_OTLP_(?:TRACES_|METRICS_|LOGS_)?HEADERS$/;

/**
 * Each value of a `key=value,key=value` list (as written, percent-decoded, and its last
 * word), long enough to be a secret.
 */
function headerValues(list: string): string[] {
  return list
    .split(',')
    .map((pair) => pair.slice(pair.indexOf('=') + 1).trim())
    .flatMap((value) => {
      let decoded = value;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        // Not percent-encoded after all: the value as written.
      }
      // `Bearer <token>`: the token alone too.
      return [value, decoded, decoded.split(/\s+/).at(-1) ?? ''];
    })
    .filter((value) => value.length >= MIN_SECRET_LENGTH);
}

/**
 * Values in `env` that look secret (by variable name), for {@link createRedactor}:
 * action inputs, tokens, keys, passwords, runtime tokens.
 */
export function secretValuesFromEnvironment(env: NodeJS.ProcessEnv): string[] {
  const values: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value.length < MIN_SECRET_LENGTH) continue;
    if (/TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|KEY|AUTH|COOKIE/i.test(name))
      values.push(value);
    else if (OTLP_HEADERS.test(name)) values.push(value, ...headerValues(value));
    else if (
      /^ACTIONS_(RUNTIME_TOKEN|ID_TOKEN_REQUEST_TOKEN|CACHE_URL|RUNTIME_URL|RESULTS_URL)$/.test(
        name,
      )
    ) {
      values.push(value);
    }
  }
  return values;
}

/** Field names whose string values in a credentials file are secret. */
const SECRET_FIELD = /KEY|SECRET|TOKEN|PASSWORD|AUTHORIZATION/i;

/**
 * The secrets inside the JSON credentials file at `path`, such as the one Google's auth
 * action writes and names in `GOOGLE_APPLICATION_CREDENTIALS`: the variable holds only the
 * path, so the values are read here to be masked like the others. No path, or a file that
 * cannot be read, has nothing to mask.
 */
export function secretValuesFromCredentialsFile(path: string | undefined): string[] {
  if (!path) return [];
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  return secretValuesFromCredentialsJson(text);
}

/**
 * The secret values in a JSON credentials text (a service account's `private_key`, an
 * `authorized_user`'s `refresh_token`, the headers of a workload identity
 * `credential_source`): every string under a field whose name says it is secret, at any
 * depth. Text that is not JSON has none.
 */
export function secretValuesFromCredentialsJson(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const values: string[] = [];
  const visit = (value: unknown, secret: boolean): void => {
    if (typeof value === 'string') {
      if (!secret || value.length < MIN_SECRET_LENGTH) return;
      values.push(value);
      // An Authorization header's value: the credential after the scheme is the secret.
      const credential = /^(?:Bearer|Basic|token)\s+(\S+)$/i.exec(value)?.[1];
      if (credential && credential.length >= MIN_SECRET_LENGTH) values.push(credential);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, secret);
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, item] of Object.entries(value)) {
        visit(item, secret || SECRET_FIELD.test(name));
      }
    }
  };
  visit(parsed, false);
  return values;
}

/**
 * The run's one set of secret values. Every part that redacts holds this object
 * (or its `redact`), never a copy, so a value added later (an MCP server's header
 * or environment) is masked from then on in the loop, the commit check, the pull
 * request body, every comment and the log alike.
 */
export class Secrets {
  #values: string[] = [];
  #redact: (text: string) => string = (text) => text;
  readonly #onAdd: (value: string) => void;

  /** `onAdd` is told each new value (the action masks it in the runner's log). */
  constructor(values: readonly string[] = [], onAdd: (value: string) => void = () => {}) {
    this.#onAdd = onAdd;
    this.add(values);
  }

  /** Adds values to mask; empty and already known ones are skipped. */
  add(values: readonly string[]): void {
    const fresh = values.filter(
      (value) => value.trim().length > 0 && !this.#values.includes(value),
    );
    if (fresh.length === 0) return;
    for (const value of fresh) this.#onAdd(value);
    this.#values = [...this.#values, ...fresh];
    this.#redact = createRedactor(this.#values);
  }

  /** The values known now (read at the time of use: later additions count). */
  get values(): readonly string[] {
    return this.#values;
  }

  /** Masks every known value (see createRedactor); safe to pass around unbound. */
  readonly redact = (text: string): string => this.#redact(text);
}
