/**
 * The run's sandbox: the tool boundary when the host allows it and the mode asks
 * for it, else the direct spawner with a plain-words warning of what is not
 * protected. `required` refuses to go on without the boundary.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import type { Boundary } from './boundary.js';
import { sandboxNotes } from './notes.js';
import { describeAllowedDomains, type AllowedDomains } from './domains.js';
import { checkHost, type HostCheck } from './host.js';
import { createDirectSpawner, type ToolSpawner } from './spawner.js';

import type { SandboxMode } from './modes.js';
import { errorMessage } from '../text/error-message.js';
import { onFirstAnswer } from '../model/first-answer.js';
import type { CallModel } from '../model/types.js';

import type { AddedFolder } from './mount-plan.js';
export { SANDBOX_MODES, type SandboxMode } from './modes.js';
/** The tool users' name prefix: each run without a given name gets its own user. */
export const DEFAULT_TOOL_USER = 'agent-loop-tool';

/**
 * A tool user for this run alone (`agent-loop-tool-<8 hex>`): concurrent runs on
 * one self-hosted machine never share a user, so one run's tools cannot signal,
 * trace or write anything of another's; it is removed when the run ends.
 */
export function runToolUserName(): string {
  return `${DEFAULT_TOOL_USER}-${randomBytes(4).toString('hex')}`;
}

/** What the report says about the sandbox. */
export interface SandboxStatus {
  mode: SandboxMode;
  /** True when tool processes run inside the boundary. */
  active: boolean;
  /** One line for the log when active. */
  description: string;
  /** Plain words on what is not protected, when not active. */
  warning?: string;
  /** Active, but without these protections the host cannot give (each with why). */
  missing?: string[];
  /**
   * What this host leaves open, named in the report and the action's log (the CLI says it with
   * --verbose): where the unix socket supervisor cannot run, the host-socket window the scans
   * leave (host-sockets.ts); nothing where it runs (unix-supervisor.ts).
   */
  window?: string;
  /** Runs that died earlier whose hand-back failed, each with why. */
  staleFailures?: string[];
}

/** The boundary could not be set up and the mode is `required`. */
export class SandboxRequiredError extends AgentLoopError<'sandbox_required'> {
  override readonly name = 'SandboxRequiredError';
  get kind() {
    return 'sandbox_required' as const;
  }
}

export interface OpenSandboxOptions {
  mode: SandboxMode;
  /** The hosts tool processes may reach; with {@link registries}, those named besides the preset. */
  allowedDomains: AllowedDomains;
  /**
   * Resolves the `package-registries` preset (./network-setting.ts) into the whole allow-list,
   * when the run asks for it: called when the boundary's set-up begins, once the first request
   * has left, so neither that request nor its start-up waits for the package managers; the
   * first tool process does. Should it fail, the named hosts alone.
   */
  registries?: () => Promise<AllowedDomains>;
  workspace: string;
  /** Folders the tools reach besides the workspace, shown at their own paths (docs/contract.md#change-sets). */
  added?: readonly AddedFolder[];
  /** Folders the tool user must not see besides the user's home: RUNNER_TEMP. */
  hide?: readonly string[];
  /** Folders shown read-only although they lie in a hidden one (the runner's tool cache). */
  showReadOnly?: readonly string[];
  /** Folders of the workspace the tools may read but not write besides `.git` (the CLI's `.claude`). */
  readOnlyInside?: readonly string[];
  userName?: string;
  /** The caller's PATH, searched after the system folders for unshare, sudo and the rest. */
  path?: string;
  /** The node binary the network forwarder runs with (default: this process's). */
  nodePath?: string;
  /** Test seam: the host check. */
  checkHost?: (path?: string) => Promise<HostCheck>;
  /** How the front end spells the setting before a mode in messages: `sandbox: ` (default), `--sandbox `. */
  setting?: string;
}

/** An open sandbox: its spawner, its status, and `close` (always call it). */
export interface Sandbox {
  spawner: ToolSpawner;
  status: SandboxStatus;
  close(): Promise<void>;
}

/** Opens the sandbox for a run. Throws {@link SandboxRequiredError} only in `required` mode. */
export async function openSandbox(options: OpenSandboxOptions): Promise<Sandbox> {
  const { started, spawner } = await beginSandbox(options);
  started.begin();
  const status = await started.ready;
  return { spawner: await spawner, status, close: started.close };
}

/**
 * A sandbox whose boundary may still be being set up: the run goes on (its first
 * model request needs no tool), and the first tool process waits for it.
 */
export interface StartedSandbox extends Sandbox {
  /**
   * The status it will have once up; the final one once {@link ready} has
   * settled (in `auto` the fallback's warning when the set-up fails).
   */
  status: SandboxStatus;
  /**
   * The final status, once the set-up has run (see {@link begin}); rejects with
   * {@link SandboxRequiredError} in `required` mode. Closing before it began: the status as announced.
   */
  ready: Promise<SandboxStatus>;
  /**
   * Starts the set-up, if not yet started: call it when the first model request
   * goes out. The first tool process (or forServers) starts it too.
   */
  begin(): void;
}

/**
 * Checks the host (quick: no namespace is made); the boundary is set up once
 * {@link StartedSandbox.begin} is called, without waiting for it. Throws {@link SandboxRequiredError} when the host
 * check fails in `required` mode.
 */
export async function startSandbox(options: OpenSandboxOptions): Promise<StartedSandbox> {
  return (await beginSandbox(options)).started;
}

/** The started sandbox, and the spawner it ends up with (the boundary's or the fallback's). */
async function beginSandbox(
  options: OpenSandboxOptions,
): Promise<{ started: StartedSandbox; spawner: Promise<ToolSpawner> }> {
  if (options.mode === 'off') {
    return settled(direct(options, `it is turned off (${options.setting ?? 'sandbox: '}off)`));
  }
  const host = await (options.checkHost ?? checkHost)(options.path);
  if (!host.ok) return settled(refuseOrDirect(options, host.reason));
  let resolving: Promise<AllowedDomains> | undefined;
  const allowed = async () =>
    options.registries
      ? (resolving ??= options.registries().catch(() => options.allowedDomains))
      : options.allowedDomains;
  // The boundary's code (60 kB) loads with its set-up, while the first request is in flight.
  const lazy = lazyOpening(async () =>
    (await import('./boundary.js')).openBoundary({
      workspace: options.workspace,
      ...(options.added?.length ? { added: options.added } : {}),
      userName: options.userName ?? runToolUserName(),
      removeUser: options.userName === undefined,
      allowedDomains: await allowed(),
      hide: [...homes(), ...(options.hide ?? [])],
      ...(options.showReadOnly ? { showReadOnly: options.showReadOnly } : {}),
      ...(options.readOnlyInside ? { readOnlyInside: options.readOnlyInside } : {}),
      privilege: host.privilege,
      programs: host.programs,
      owner: { uid: host.uid, gid: host.gid },
      ...(options.nodePath ? { nodePath: options.nodePath } : {}),
    }),
  );
  const { opening } = lazy;
  let fallback: Sandbox | undefined;
  const fellBack = (error: unknown): Sandbox =>
    (fallback ??= refuseOrDirect(options, errorMessage(error)));
  const spawner = opening.then(
    (boundary) => boundary?.spawner ?? closedSpawner(),
    (error: unknown) => fellBack(error).spawner,
  );
  const preset = options.registries !== undefined;
  const announced = activeStatus(options.mode, networkWords(options.allowedDomains, preset));
  const notes = sandboxNotes(options.allowedDomains, preset);
  const started: StartedSandbox = {
    spawner: deferredSpawner(spawner, notes, lazy.begin),
    status: announced,
    ready: opening.then(
      async (boundary) =>
        (started.status = boundary
          ? activeStatus(options.mode, networkWords(await allowed()), boundary)
          : announced),
      (error: unknown) => (started.status = fellBack(error).status),
    ),
    begin: lazy.begin,
    close: () => {
      lazy.skip();
      return opening.then(
        (boundary) => boundary?.close(),
        () => undefined,
      );
    },
  };
  // Whoever awaits `ready` gets the refusal; an unawaited one is no crash.
  started.ready.catch(() => undefined);
  return { started, spawner };
}

/**
 * The boundary's set-up, started by `begin` (the first model request, the first
 * tool process, or whoever needs the final status); `skip` (closing first) means
 * it never starts: the opening resolves with undefined.
 */
function lazyOpening(open: () => Promise<Boundary>): {
  opening: Promise<Boundary | undefined>;
  begin: () => void;
  skip: () => void;
} {
  let decided = false;
  let settle!: (value: Promise<Boundary> | undefined) => void;
  const opening = new Promise<Boundary | undefined>((resolve) => (settle = resolve));
  return {
    opening,
    begin: () => {
      if (decided) return;
      decided = true;
      settle(open());
    },
    skip: () => {
      if (decided) return;
      decided = true;
      settle(undefined);
    },
  };
}

/** After close(): nothing starts any more. */
function closedSpawner(): ToolSpawner {
  const closed = () => Promise.reject(new Error('the sandbox is closed: the run has ended'));
  return { sandboxed: true, notes: [], spawn: closed, stateFile: closed };
}

/**
 * `callModel`, which starts the boundary's set-up once the first request has left
 * (src/engine/model/first-answer.ts): the set-up runs while the model writes.
 */
export function beginningOnFirstCall(
  callModel: CallModel,
  sandbox: Pick<StartedSandbox, 'begin'>,
): CallModel {
  return onFirstAnswer(callModel, () => sandbox.begin());
}

function activeStatus(
  mode: SandboxMode,
  network: string,
  boundary?: Pick<
    Boundary,
    'user' | 'access' | 'idmapFailure' | 'missing' | 'window' | 'staleFailures'
  >,
): SandboxStatus {
  const user = boundary?.user;
  const who = user ? `user ${user.name} (uid ${user.uid})` : "the run's own unprivileged user";
  const shared = boundary ? `; workspace: ${sharingWords(boundary)}` : '';
  return {
    mode,
    active: true,
    description: `Tools run as ${who} in their own PID, mount and network namespaces; network: ${network}${shared}`,
    ...(boundary?.missing.length ? { missing: boundary.missing } : {}),
    ...(boundary?.window ? { window: boundary.window } : {}),
    ...(boundary?.staleFailures.length ? { staleFailures: boundary.staleFailures } : {}),
  };
}

/** How the workspace is shared, for the log line. */
function sharingWords(boundary: Pick<Boundary, 'access' | 'idmapFailure'>): string {
  const how = {
    idmap: 'an id-mapped mount',
    acl: 'ACLs on every file',
    chown: 'ownership of every file',
  }[boundary.access];
  return boundary.idmapFailure ? `${how} (no id-mapped mount: ${boundary.idmapFailure})` : how;
}

/** `required`: throws the refusal; else the direct spawner with the warning. */
type Wording = Pick<OpenSandboxOptions, 'mode' | 'setting'>;

function refuseOrDirect(options: Wording, reason: string): Sandbox {
  if (options.mode === 'required') {
    throw new SandboxRequiredError(
      `sandbox: required, but the tool boundary cannot be set up: ${reason}`,
    );
  }
  return direct(options, reason);
}

function settled(sandbox: Sandbox): { started: StartedSandbox; spawner: Promise<ToolSpawner> } {
  const started = { ...sandbox, ready: Promise.resolve(sandbox.status), begin: () => undefined };
  return { started, spawner: Promise.resolve(sandbox.spawner) };
}

/** Processes wait for the boundary (or the fallback) before they start. */
function deferredSpawner(
  pending: Promise<ToolSpawner>,
  notes: string[],
  begin: () => void,
): ToolSpawner {
  // Nobody may be waiting yet; the next spawn gets the refusal.
  pending.catch(() => undefined);
  const ready = () => {
    begin();
    return pending;
  };
  return {
    sandboxed: true,
    notes,
    spawn: async (request) => (await ready()).spawn(request),
    stateFile: async () => (await ready()).stateFile(),
    forServers: async () => {
      const spawner = await ready();
      return spawner.forServers ? spawner.forServers() : spawner;
    },
  };
}

function direct({ mode, setting }: Wording, reason: string): Sandbox {
  return {
    spawner: createDirectSpawner(),
    status: {
      mode,
      active: false,
      description: 'no tool boundary',
      warning: unprotectedWarning(reason, setting),
    },
    close: async () => undefined,
  };
}

/** The log's and the report's line for an active boundary without some of its protections. */
export function missingProtectionsLine(missing: readonly string[]): string {
  return `The tool boundary is active, but this host cannot give it: ${missing.join('; ')}.`;
}

/** The log's lines for what the boundary's set-up could not do (missing protections, dead runs). */
export function boundaryWarnings(status: SandboxStatus, withWindow = true): string[] {
  const missing = [
    ...(status.missing ?? []),
    ...(withWindow && status.window ? [status.window] : []),
  ];
  return [
    ...(missing.length > 0 ? [missingProtectionsLine(missing)] : []),
    ...(status.staleFailures ?? []).map((line) => `${line[0]!.toUpperCase()}${line.slice(1)}.`),
  ];
}

/** The warning shown in the log, the step summary and the final comment. */
export function unprotectedWarning(reason: string, setting = 'sandbox: '): string {
  return `The tool boundary is not active (${reason}). Commands the agent ran (Bash) ran as the same user as agent-loop: they could read its environment and memory (API key, GitHub token), the runner's files and its git configuration, stop or kill it, leave processes behind, and reach any network host. Use ${setting}required to refuse to run without the boundary.`;
}

/** The network in the log's words; `preset`: the package registries besides `allowed`, not yet asked. */
function networkWords(allowed: AllowedDomains, preset = false): string {
  if (allowed.kind === 'all') return 'every host';
  if (preset) {
    const named = allowed.kind === 'list' ? ` and ${describeAllowedDomains(allowed)}` : '';
    return `only the package registries${named} through the egress proxy`;
  }
  if (allowed.kind === 'none') return 'none but the sandbox loopback';
  return `only ${describeAllowedDomains(allowed)} through the egress proxy`;
}

/** The home folders of the user running agent-loop (the passwd entry, and HOME when it differs). */
function homes(): string[] {
  const folders = [userInfo().homedir];
  return folders.filter((folder) => folder && folder !== '/');
}

export type { AllowedDomains } from './domains.js';
export { parseAllowedDomains, AllowedDomainsError } from './domains.js';
export type { ToolSpawner, SpawnedTool } from './spawner.js';
export { createDirectSpawner } from './spawner.js';
