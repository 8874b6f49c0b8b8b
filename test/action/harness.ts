/**
 * Runs the BUNDLED action (`node dist/index.js`) the way a runner does: a bare
 * `origin` repository, a checkout of it as GITHUB_WORKSPACE (with the token
 * actions/checkout leaves in the local git config), the runner's environment
 * variables, `INPUT_*` variables from action.yml's defaults merged with the
 * test's inputs, a fake GitHub API and a fake Anthropic API in this process.
 *
 * `runAction` resolves when the child exits; the fakes are closed by then (their
 * recorded calls and state stay readable). The temporary directories stay until
 * `run.cleanup()` or `cleanupActionRuns()` (and are removed at process exit), so
 * tests can inspect `origin` and `workspace` with git.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  reply,
  startFakeAnthropic,
  text,
  type FakeAnthropic,
  type RecordedRequest,
  type Script,
  type Step,
  type Wire,
} from '../fakes/anthropic-server.js';
import {
  startFakeGitHub,
  type FakeGitHub,
  type FakeGitHubState,
  type FakeIssue,
} from '../fakes/github-server.js';
import { afterAll, afterEach } from 'vitest';
import { examplePayload, type Payload } from '../github/payloads.js';
import { removeUser, uniqueUserName } from '../sandbox/helpers.js';
import { assertDistFresh } from '../dist-fresh.js';
import { SELF_REVIEW_SYSTEM_NOTE } from '../../src/github-side/action/self-review.js';

const execFileAsync = promisify(execFile);

/** The repository root (where action.yml and dist/ live). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The bundle a runner executes. */
export const ACTION_ENTRY = join(REPO_ROOT, 'dist', 'index.js');

/** Test values of the two secrets (so tests can look for them in what the model saw). */
export const TEST_ANTHROPIC_API_KEY = 'sk-ant-test-KEY-0123456789abcdefghij';
export const TEST_GITHUB_TOKEN = 'ghs_TESTtoken0123456789abcdefghijklmnop';
/** The token actions/checkout would persist in the clone's git config. */
export const TEST_CHECKOUT_TOKEN = 'ghs_CHECKOUTtoken0123456789abcdefghijkl';
export const EXTRAHEADER_KEY = 'http.https://github.com/.extraheader';
export const EXTRAHEADER_VALUE = `AUTHORIZATION: basic ${Buffer.from(
  `x-access-token:${TEST_CHECKOUT_TOKEN}`,
).toString('base64')}`;

/** GITHUB_RUN_ID unless a test gives one: of today's size (about 2·10¹⁰). */
export const HARNESS_RUN_ID = '20512345678';

/** The triggering comment's id: past 2^31, as GitHub numbers comments today. */
export const TRIGGER_COMMENT_ID = 3_612_555_001;

/** The initial fake GitHub state a test may give (any subset of the server's state). */
export type FakeGitHubInit = FakeGitHubState;

export interface ActionRunOptions {
  /** GITHUB_EVENT_NAME + the payload written to a temp GITHUB_EVENT_PATH. */
  event: { name: string; payload: object };
  /**
   * snake_case input names, merged over action.yml's defaults (as the runner does) and
   * set as `INPUT_<NAME>`; anthropic_api_key, github_token and anthropic_base_url get
   * test values by default.
   */
  inputs?: Record<string, string>;
  /** The fake Anthropic script. */
  model: Script;
  /**
   * With a step-list `model`: how the verifiers of review findings answer (the
   * request, and how many verifier requests came before it); default: each one
   * confirms its finding. A function `model` answers the verifiers itself.
   */
  verifier?: (request: RecordedRequest, index: number) => Step;
  /**
   * How the self-review before publishing answers (its reviewer's and verifiers' requests,
   * told apart by the self-review's note in their system prompt): given the request and how
   * many self-review requests came before it. They are recorded in
   * `anthropic.asideRequests`, never in `anthropic.requests`, and take no step of `model`.
   * Default: the reviewer finds nothing; a verifier confirms its finding.
   */
  selfReview?: (request: RecordedRequest, index: number) => Step;
  /**
   * Initial fake GitHub state. Defaults filled in by the harness: owner/repo from the
   * payload's repository, defaultBranch `main`; the payload's issue (or PR) and its
   * comment are seeded unless the test seeds that number/id itself; when `permissions`
   * is not given, the payload's commenter (or sender) gets `write`.
   */
  github?: Partial<FakeGitHubInit>;
  /** Files committed to the bare origin's default branch `main` before the run. */
  repoFiles?: Record<string, string>;
  /**
   * The ref the workflow's checkout step left in GITHUB_WORKSPACE (actions/checkout's
   * `ref:`, e.g. a pull request's head under pull_request_target); default `main`.
   */
  checkoutRef?: string;
  /** Runs after `main` is seeded, before the checkout (e.g. create a PR head branch, a hook). */
  prepareOrigin?: (originPath: string) => Promise<void>;
  /**
   * After `prepareOrigin`: the event and the fake GitHub state made from the prepared
   * origin (a pull request's head is a commit origin holds, as on GitHub); they replace
   * `event` and `github`.
   */
  fromOrigin?: (originPath: string) => Promise<Partial<Pick<ActionRunOptions, 'event' | 'github'>>>;
  /**
   * An existing bare repository to use as origin instead of a new one (runs at once
   * sharing one repository, as on GitHub); `repoFiles` are not seeded and it is not removed.
   */
  origin?: string;
  runId?: string;
  runAttempt?: number;
  /** GITHUB_ACTOR (default: the payload's sender). */
  actor?: string;
  /** Extra environment of the child (wins over everything else). */
  env?: Record<string, string>;
  /**
   * GITHUB_SERVER_URL is the fake GitHub's own URL (it serves the files attached to issues
   * there, test/fakes/github-attachments.ts), not `https://github.example`; then
   * {@link SERVER_URL_PLACEHOLDER} in the event and in the issues' and comments' bodies
   * becomes that URL.
   */
  serverIsFake?: boolean;
  /**
   * The model behind a cloud provider's wire (test/fakes/provider-wire.ts) instead of the
   * Anthropic API's, and the environment that points the action at it (given the fake's URL).
   */
  provider?: { wire: Wire; env: (modelUrl: string) => Record<string, string> };
  /**
   * Signals to send the child: after `afterMs`, or when the fake model receives its Nth
   * request (1-based), `delayMs` after it (default at once), as a runner's cancel sends
   * SIGINT then SIGTERM.
   */
  signals?: {
    signal: NodeJS.Signals;
    afterMs?: number;
    onModelRequest?: number;
    delayMs?: number;
  }[];
  /**
   * Kill the child (SIGKILL) and reject after this long. Default: no clock; a run that
   * never ends fails by its test's own timeout, and the child is killed after the test.
   */
  timeoutMs?: number;
  /** A cgroup folder: the action joins it (its `cgroup.procs`) before it starts. */
  cgroup?: string;
  /**
   * Puts a front before the fake GitHub (test/fakes/github-repositories.ts: other
   * repositories' fakes beside it); GITHUB_API_URL is then the front's URL.
   */
  apiFront?: (github: FakeGitHub) => Promise<{ url: string; close(): Promise<void> }>;
  /**
   * The contract violations the fake GitHub records that this test provokes on purpose
   * (a request GitHub's description refuses, say). Each pattern must match at least one
   * recorded violation, and every violation must match one: anything else fails the run.
   */
  expectViolations?: RegExp[];
}

export interface ActionRun {
  exitCode: number | null;
  /** Set when the child died of a signal. */
  exitSignal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Parsed from the GITHUB_OUTPUT file. */
  outputs: Record<string, string>;
  /** GITHUB_STEP_SUMMARY content ('' when not written). */
  summary: string;
  github: FakeGitHub;
  anthropic: FakeAnthropic;
  /** The bare origin repository. */
  origin: string;
  /** The checkout GITHUB_WORKSPACE pointed at. */
  workspace: string;
  /** RUNNER_TEMP. */
  runnerTemp: string;
  /** Parsed lines of the execution_file output, if any. */
  transcript: Record<string, unknown>[];
  /** The environment the child ran with. */
  env: Record<string, string>;
  /** `performance.now()` just before the action was spawned (for the cold-start bench). */
  spawnedAt: number;
  /** Removes the run's temporary directories. */
  cleanup(): Promise<void>;
}

/**
 * As root the action sets up its tool boundary (sandbox: auto): its tool user gets
 * a name unique to this test process, removed when the process exits.
 */
export const HARNESS_TOOL_USER = uniqueUserName('act');

const liveRoots = new Set<string>();
process.on('exit', () => {
  for (const root of liveRoots) rmSync(root, { recursive: true, force: true });
});
// A test worker may end without an 'exit' event: remove the user with the file's own hooks
// (the bench and the demo import this file outside vitest and remove it at exit).
/** Children still running: killed after their test (one that timed out, say). */
const liveChildren = new Set<ChildProcess>();
if (process.env.VITEST) {
  afterEach(async () => {
    const children = [...liveChildren];
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolvePromise) => {
            child.once('close', () => resolvePromise());
            child.kill('SIGKILL');
          }),
      ),
    );
  });
  afterAll(() => {
    if (process.getuid?.() === 0) removeUser(HARNESS_TOOL_USER);
  });
} else {
  process.on('exit', () => {
    if (process.getuid?.() === 0) removeUser(HARNESS_TOOL_USER);
  });
}

/** Removes the temporary directories of every run not cleaned up yet. */
export async function cleanupActionRuns(): Promise<void> {
  const roots = [...liveRoots];
  liveRoots.clear();
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
}

/** Runs `git` in `cwd` and returns its stdout (throws with stderr on failure). */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(
    'git',
    ['-c', 'user.name=Test Setup', '-c', 'user.email=setup@example.com', ...args],
    { cwd, env: gitEnvironment(), maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** True when `ref` exists in the repository at `cwd`. */
export async function hasRef(cwd: string, ref: string): Promise<boolean> {
  try {
    await git(cwd, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Commits `files` on top of `from` (a ref of `origin`, default `main`) and pushes the
 * commit to `ref` of origin (`refs/heads/<branch>` or e.g. `refs/pull/7/head`).
 * Returns the new commit's sha.
 */
export async function pushFiles(
  origin: string,
  options: {
    ref: string;
    files: Record<string, string>;
    from?: string;
    message?: string;
    /** Paths the commit deletes (a move is a delete and an add). */
    remove?: string[];
  },
): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'agent-loop-seed-'));
  try {
    await git(scratch, 'init', '-q', '-b', 'seed');
    await git(scratch, 'fetch', '-q', origin, `${options.from ?? 'main'}:refs/seed/base`);
    await git(scratch, 'checkout', '-q', '-B', 'seed', 'refs/seed/base');
    if (options.remove?.length) await git(scratch, 'rm', '-q', '--', ...options.remove);
    await writeFiles(scratch, options.files);
    await git(scratch, 'add', '-A');
    await git(scratch, 'commit', '-q', '--allow-empty', '-m', options.message ?? 'seed');
    await git(scratch, 'push', '-q', origin, `HEAD:${options.ref}`);
    return (await git(scratch, 'rev-parse', 'HEAD')).trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Stands for the fake GitHub's URL in a test's texts, with {@link ActionRunOptions.serverIsFake}. */
export const SERVER_URL_PLACEHOLDER = '{{server}}';

/** The fake's URL in place of {@link SERVER_URL_PLACEHOLDER}: in the event file and the bodies it serves. */
async function pointAtFakeServer(github: FakeGitHub, eventPath: string, payload: Payload) {
  const fill = (text: string) => text.replaceAll(SERVER_URL_PLACEHOLDER, github.url);
  for (const item of [...github.state.issues, ...github.state.comments])
    item.body = fill(item.body);
  await writeFile(eventPath, fill(JSON.stringify(payload, null, 2)));
}

/** Runs the bundled action once. */
export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  if (!existsSync(ACTION_ENTRY)) {
    throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
  }
  assertDistFresh();
  const root = await mkdtemp(join(tmpdir(), 'agent-loop-action-'));
  liveRoots.add(root);
  const cleanup = async () => {
    liveRoots.delete(root);
    await rm(root, { recursive: true, force: true });
  };
  const origin = options.origin ?? join(root, 'origin.git');
  const workspace = join(root, 'workspace');
  const runnerTemp = join(root, 'runner-temp');
  const home = join(root, 'home');
  await Promise.all([mkdir(runnerTemp), mkdir(home)]);

  const eventPath = join(root, 'event.json');
  let github: FakeGitHub | undefined;
  let anthropic: FakeAnthropic | undefined;
  let front: { url: string; close(): Promise<void> } | undefined;
  const closeFakes = async () => {
    await front?.close();
    await Promise.allSettled([github?.close(), anthropic?.close()]);
  };
  try {
    // The repository: a bare origin with `main`, and a checkout of it.
    if (!options.origin) {
      await git(root, 'init', '-q', '--bare', '-b', 'main', origin);
      await seedMain(origin, options.repoFiles ?? { 'README.md': '# test repository\n' });
    }
    if (options.prepareOrigin) await options.prepareOrigin(origin);
    const made = options.fromOrigin ? await options.fromOrigin(origin) : {};
    const event = made.event ?? options.event;
    const payload = event.payload as Payload;
    await writeFile(eventPath, JSON.stringify(payload, null, 2));
    await git(root, 'clone', '-q', origin, workspace);
    if (options.checkoutRef) {
      await git(workspace, 'fetch', '-q', 'origin', options.checkoutRef);
      await git(workspace, 'checkout', '-q', '--detach', 'FETCH_HEAD');
    }
    await git(workspace, 'config', '--local', EXTRAHEADER_KEY, EXTRAHEADER_VALUE);

    // The fakes.
    const githubInit = githubStateFor(payload, made.github ?? options.github ?? {});
    // PR files come from the real origin unless the test seeds them.
    github = await startFakeGitHub({ gitRepository: origin, ...githubInit });
    if (options.serverIsFake) await pointAtFakeServer(github, eventPath, payload);
    if (options.apiFront) front = await options.apiFront(github);
    const signalsByRequest = (options.signals ?? []).filter((s) => s.onModelRequest !== undefined);
    // Set once the child is spawned (the script's callback runs only after that).
    const child: { current?: ReturnType<typeof spawn> } = {};
    const script = wrapScript(options.model, options.verifier, (count) => {
      for (const entry of signalsByRequest) {
        if (entry.onModelRequest !== count) continue;
        if (entry.delayMs === undefined) setImmediate(() => child.current?.kill(entry.signal));
        else setTimeout(() => child.current?.kill(entry.signal), entry.delayMs).unref();
      }
    });
    anthropic = await startFakeAnthropic(script, {
      ...(options.provider ? { wire: options.provider.wire } : {}),
      aside: { matches: isSelfReviewRequest, script: options.selfReview ?? quietSelfReview },
    });

    // The runner's environment.
    const inputs: Record<string, string> = {
      ...actionDefaults(),
      github_token: TEST_GITHUB_TOKEN,
      anthropic_api_key: TEST_ANTHROPIC_API_KEY,
      anthropic_base_url: anthropic.url,
      ...options.inputs,
    };
    const repository = `${githubInit.owner ?? 'octo-org'}/${githubInit.repo ?? 'octo-repo'}`;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      LANG: 'C.UTF-8',
      TMPDIR: runnerTemp,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GIT_CONFIG_NOSYSTEM: '1',
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: repository,
      GITHUB_WORKSPACE: workspace,
      GITHUB_API_URL: front?.url ?? github.url,
      GITHUB_SERVER_URL: options.serverIsFake ? github.url : 'https://github.example',
      GITHUB_RUN_ID: options.runId ?? HARNESS_RUN_ID,
      GITHUB_RUN_ATTEMPT: String(options.runAttempt ?? 1),
      GITHUB_ACTOR: options.actor ?? String(payload.sender?.login ?? 'octocat'),
      GITHUB_OUTPUT: join(runnerTemp, 'github_output'),
      GITHUB_STEP_SUMMARY: join(runnerTemp, 'step_summary.md'),
      RUNNER_TEMP: runnerTemp,
      AGENT_LOOP_SANDBOX_USER: HARNESS_TOOL_USER,
      // Writes unspaced (the hook works against a fake on 127.0.0.1 only): the 1 s between
      // writes was most of every run's time. A test of the spacing sets it back.
      AGENT_LOOP_WRITE_SPACING_MS: '0',
    };
    for (const [name, value] of Object.entries(inputs)) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    }
    if (options.provider) Object.assign(env, options.provider.env(anthropic.url));
    Object.assign(env, options.env);
    await Promise.all([writeFile(env.GITHUB_OUTPUT!, ''), writeFile(env.GITHUB_STEP_SUMMARY!, '')]);

    // The step.
    const spawnedAt = performance.now();
    const [file, args] = options.cgroup
      ? [
          '/bin/sh',
          [
            '-c',
            'echo $$ > "$1/cgroup.procs" && shift && exec "$@"',
            'sh',
            options.cgroup,
            process.execPath,
            ACTION_ENTRY,
          ],
        ]
      : [process.execPath, [ACTION_ENTRY]];
    const spawned = spawn(file, args, {
      cwd: workspace,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.current = spawned;
    let stdout = '';
    let stderr = '';
    spawned.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    spawned.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timers: NodeJS.Timeout[] = [];
    for (const entry of options.signals ?? []) {
      if (entry.afterMs !== undefined) {
        timers.push(setTimeout(() => spawned.kill(entry.signal), entry.afterMs));
      }
    }
    const timeoutMs = options.timeoutMs;
    let timedOut = false;
    if (timeoutMs !== undefined) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          spawned.kill('SIGKILL');
        }, timeoutMs),
      );
    }
    liveChildren.add(spawned);
    const [exitCode, exitSignal] = await new Promise<[number | null, NodeJS.Signals | null]>(
      (resolvePromise, reject) => {
        spawned.on('error', reject);
        spawned.on('close', (code, signal) => resolvePromise([code, signal]));
      },
    ).finally(() => liveChildren.delete(spawned));
    for (const timer of timers) clearTimeout(timer);
    await closeFakes();
    const contract = violationProblems(github.violations, options.expectViolations ?? []);
    if (contract) {
      throw new Error(
        `${contract}\n--- stdout ---\n${stdout.slice(-4000)}\n--- stderr ---\n${stderr.slice(-4000)}`,
      );
    }
    if (timedOut) {
      throw new Error(
        `the action did not finish within ${timeoutMs} ms\n--- stdout ---\n${stdout.slice(-4000)}\n--- stderr ---\n${stderr.slice(-4000)}`,
      );
    }

    const outputs = parseOutputFile(await readFile(env.GITHUB_OUTPUT!, 'utf8'));
    const summary = await readFile(env.GITHUB_STEP_SUMMARY!, 'utf8').catch(() => '');
    const transcript = readTranscript(outputs.execution_file);
    return {
      exitCode,
      exitSignal,
      stdout,
      stderr,
      outputs,
      summary,
      github,
      anthropic,
      origin,
      workspace,
      runnerTemp,
      transcript,
      env,
      spawnedAt,
      cleanup,
    };
  } catch (error) {
    await closeFakes();
    await cleanup();
    throw error;
  }
}

/**
 * Why the run broke the fake GitHub's contract, or undefined: a violation no expected
 * pattern names, or an expected pattern no violation matched (a stale declaration).
 */
export function violationProblems(violations: string[], expected: RegExp[]): string | undefined {
  const unexpected = violations.filter((v) => !expected.some((pattern) => pattern.test(v)));
  const unmet = expected.filter((pattern) => !violations.some((v) => pattern.test(v)));
  const lines = [
    ...unexpected.slice(0, 20).map((v) => `violation: ${v}`),
    ...unmet.map((pattern) => `expected violation never happened: ${pattern}`),
  ];
  if (lines.length === 0) return undefined;
  return `fake GitHub: the run is outside GitHub's published REST description (${unexpected.length} unexpected, ${unmet.length} expected but missing):\n${lines.join('\n')}`;
}

/** Parses a GITHUB_OUTPUT file: `name<<delimiter` blocks and `name=value` lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      index++;
      while (index < lines.length && lines[index] !== delimiter) value.push(lines[index++]!);
      outputs[name!] = value.join('\n');
      continue;
    }
    const equals = line.indexOf('=');
    if (equals > 0) outputs[line.slice(0, equals)] = line.slice(equals + 1);
  }
  return outputs;
}

/** The `default:` of every input in action.yml (a runner sets them all). */
export function actionDefaults(): Record<string, string> {
  const yaml = readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8');
  const defaults: Record<string, string> = {};
  let inInputs = false;
  let current: string | undefined;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) {
      inInputs = line.startsWith('inputs:');
      current = undefined;
      continue;
    }
    if (!inInputs) continue;
    const name = /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(line);
    if (name) {
      current = name[1];
      defaults[current!] = '';
      continue;
    }
    const value = /^ {4}default:\s*(.*)$/.exec(line);
    if (value && current) defaults[current] = unquote(value[1]!.trim());
  }
  return defaults;
}

function unquote(value: string): string {
  if (value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replace(/''/g, "'");
  if (value.startsWith('"') && value.endsWith('"')) return JSON.parse(value) as string;
  return value;
}

function readTranscript(path: string | undefined): Record<string, unknown>[] {
  if (!path || !existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The prompt of a review finding's verifier (src/github-side/review/verify.ts verifierPrompt). */
const VERIFIER_PROMPT = 'You check one finding';

/** A verifier that confirms its finding: for step lists written before findings were verified. */
export function confirmingVerifier(): Step {
  return reply(
    text(
      '{"verdict": "confirmed", "inputs": "the diff as shown", "wrong_result": "the finding holds"}',
    ),
  );
}

/** A request of the self-review before publishing: its note is in the system prompt. */
export function isSelfReviewRequest(request: RecordedRequest): boolean {
  return JSON.stringify(request.body?.system ?? '').includes(SELF_REVIEW_SYSTEM_NOTE);
}

/** True for a finding verifier's request (the self-review's verifiers are ones too). */
export function isVerifierRequest(request: RecordedRequest): boolean {
  return JSON.stringify(request.body?.messages ?? []).includes(VERIFIER_PROMPT);
}

/** The default self-review: the reviewer finds nothing to flag; a verifier confirms. */
function quietSelfReview(request: RecordedRequest): Step {
  return isVerifierRequest(request)
    ? confirmingVerifier()
    : reply(text('The change does what was asked; nothing to flag.'));
}

/** Calls `onRequest(n)` (1-based) as each request reaches the script. */
function wrapScript(
  script: Script,
  verifier: ((request: RecordedRequest, index: number) => Step) | undefined,
  onRequest: (count: number) => void,
): Script {
  let verifierRequests = 0;
  return (request: RecordedRequest, index: number): Step => {
    onRequest(index + 1);
    // A step list holds the reviewer's steps only: the verifiers are answered apart.
    if (Array.isArray(script) && isVerifierRequest(request)) {
      return (verifier ?? confirmingVerifier)(request, verifierRequests++);
    }
    const step = Array.isArray(script) ? script[index] : script(request, index);
    return (
      step ?? {
        type: 'http_error',
        status: 500,
        errorType: 'api_error',
        message: `fake-anthropic: the script has no step for request #${index}`,
      }
    );
  };
}

/**
 * A bare repository with `main` holding `files`, for runs that share one origin
 * (`ActionRunOptions.origin`); removed with the runs' folders.
 */
export async function makeOrigin(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'agent-loop-origin-'));
  liveRoots.add(root);
  const origin = join(root, 'origin.git');
  await git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  await seedMain(origin, files);
  return origin;
}

async function seedMain(origin: string, files: Record<string, string>): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'agent-loop-seed-'));
  try {
    await git(scratch, 'init', '-q', '-b', 'main');
    await writeFiles(scratch, files);
    await git(scratch, 'add', '-A');
    await git(scratch, 'commit', '-q', '--allow-empty', '-m', 'initial commit');
    await git(scratch, 'push', '-q', origin, 'HEAD:refs/heads/main');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** Setup commits get fixed dates, so the same files give the same commit in every run. */
function gitEnvironment(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    GIT_AUTHOR_DATE: '2025-01-01T00:00:00Z',
    GIT_COMMITTER_DATE: '2025-01-01T00:00:00Z',
  };
}

/** Fills the fake GitHub state from the payload where the test left it open. */
function githubStateFor(payload: Payload, init: Partial<FakeGitHubInit>): Partial<FakeGitHubInit> {
  const fullName = String(payload.repository?.full_name ?? 'octo-org/octo-repo');
  const [owner, repo] = fullName.split('/');
  const state: Partial<FakeGitHubInit> = {
    owner: owner ?? 'octo-org',
    repo: repo ?? 'octo-repo',
    defaultBranch: 'main',
    ...init,
    issues: [...(init.issues ?? [])],
    comments: [...(init.comments ?? [])],
    pulls: [...(init.pulls ?? [])],
  };
  const issue = payload.issue as Payload | undefined;
  if (issue && !state.issues!.some((i) => i.number === issue.number)) {
    const seeded: FakeIssue = {
      number: issue.number,
      title: issue.title,
      body: issue.body ?? '',
      user: { login: issue.user.login, type: issue.user.type },
      created_at: issue.created_at,
      updated_at: issue.updated_at,
    };
    if (issue.pull_request) seeded.pull_request = issue.pull_request;
    state.issues!.push(seeded);
  }
  const pull = payload.pull_request as Payload | undefined;
  if (pull && !state.pulls!.some((p) => p.number === pull.number)) {
    state.pulls!.push({
      number: pull.number,
      title: pull.title,
      body: pull.body ?? '',
      state: 'open',
      user: { login: pull.user.login },
      head: { ref: pull.head.ref, sha: pull.head.sha, repo: pull.head.repo?.full_name ?? null },
      base: { ref: pull.base.ref, sha: pull.base.sha, repo: pull.base.repo?.full_name },
    });
  }
  const comment = payload.comment as Payload | undefined;
  if (comment && issue && !state.comments!.some((c) => c.id === comment.id)) {
    state.comments!.push({
      id: comment.id,
      issue_number: issue.number,
      body: comment.body ?? '',
      user: { login: comment.user.login, type: comment.user.type },
      created_at: comment.created_at,
      updated_at: comment.updated_at,
    });
  }
  if (!init.permissions) {
    const login = comment?.user?.login ?? payload.sender?.login;
    state.permissions = login ? { [login]: 'write' } : {};
  }
  return state;
}

// ---------------------------------------------------------------------------------------
// Payloads: real webhook examples made consistent with the harness's repository.

export interface IssueCommentEventOptions {
  /** The comment's body (the request). */
  body: string;
  /** Login of the commenter (and sender). Default `octocat`. */
  login?: string;
  /** `User` or `Bot` (default: `Bot` when the login ends in `[bot]`). */
  userType?: string;
  issueNumber?: number;
  issueTitle?: string;
  issueBody?: string;
  /** Make the issue a pull request. */
  pullRequest?: boolean;
  commentId?: number;
  /** `owner/name` (default `octo-org/octo-repo`). */
  repository?: string;
}

/**
 * An `issue_comment.created` event from @octokit/webhooks-examples with the repository,
 * issue and comment replaced; the repository's default branch is `main`.
 */
export function issueCommentEvent(options: IssueCommentEventOptions): {
  name: string;
  payload: Payload;
} {
  const payload = examplePayload('issue_comment', 'created');
  const fullName = options.repository ?? 'octo-org/octo-repo';
  const [owner, name] = fullName.split('/');
  const login = options.login ?? 'octocat';
  const type = options.userType ?? (login.endsWith('[bot]') ? 'Bot' : 'User');
  const now = new Date().toISOString();
  const earlier = new Date(Date.now() - 60_000).toISOString();
  payload.repository.full_name = fullName;
  payload.repository.name = name;
  payload.repository.owner.login = owner;
  payload.repository.default_branch = 'main';
  payload.issue.number = options.issueNumber ?? 7;
  payload.issue.title = options.issueTitle ?? 'Typo in the README';
  payload.issue.body = options.issueBody ?? 'The README says "teh" instead of "the".';
  payload.issue.created_at = earlier;
  payload.issue.updated_at = earlier;
  if (options.pullRequest) {
    payload.issue.pull_request = {
      url: `https://api.github.example/repos/${fullName}/pulls/${payload.issue.number}`,
      html_url: `https://github.example/${fullName}/pull/${payload.issue.number}`,
    };
  } else {
    delete payload.issue.pull_request;
  }
  payload.comment.id = options.commentId ?? TRIGGER_COMMENT_ID;
  payload.comment.body = options.body;
  payload.comment.user.login = login;
  payload.comment.user.type = type;
  payload.comment.created_at = now;
  payload.comment.updated_at = now;
  payload.sender.login = login;
  payload.sender.type = type;
  return { name: 'issue_comment', payload };
}
