/**
 * The `package-registries` preset of `allowed_domains`, resolved at run start: the hosts the
 * runner's own package managers are set up to install from, asked of each manager that is
 * installed. It follows the runner's mirrors (a company registry, a proxy) instead of a
 * fixed list, and names no host of its own.
 *
 * Each query runs outside the tool boundary as the caller's user, at once with the others,
 * once, with a short time limit, from a fresh empty folder (a repository's own `.npmrc`,
 * `.yarnrc.yml` or `NuGet.Config` is out of reach: untrusted code could name any host) and
 * with only the variables package managers read (no secret reaches them). A manager that is
 * absent, slow or failing adds nothing. Only the address is taken from what they print: the
 * host, with its port when the URL names one that is not the scheme's default (a mirror at
 * `http://10.1.2.3:4873/` allows that port of that host, nothing wider); no path, user or
 * password, no `file:`, `direct` or `off` entry. An IP literal is taken as the configuration
 * names it (it is the runner's, not the repository's: the same trust as `allowed_domains`),
 * except a link-local or unspecified address, which no registry has and where a cloud's
 * metadata service answers.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { internalKind } from './egress-checks.js';

/** One question to one package manager, and how to read its answer. */
interface RegistryQuery {
  /** The ecosystem, for the log: `npm`, `pip`, ... */
  manager: string;
  command: string;
  args: readonly string[];
  /** The hosts in what it printed. */
  hosts: (output: string) => string[];
}

/** pip's configured index URLs (files and PIP_* variables) and its built-in default index. */
const PIP_SCRIPT = [
  'from pip._internal.models.index import PyPI',
  'print(PyPI.url); print("https://" + PyPI.file_storage_domain + "/")',
  'from pip._internal.configuration import Configuration',
  'c = Configuration(isolated=False); c.load()',
  'for k, v in c.items():',
  '    if k.split(".")[-1] in ("index-url", "extra-index-url"): print(v)',
].join('\n');

const QUERIES: readonly RegistryQuery[] = [
  { manager: 'npm', command: 'npm', args: ['config', 'get', 'registry'], hosts: urlHosts },
  {
    manager: 'yarn',
    command: 'yarn',
    args: ['config', 'get', 'npmRegistryServer'],
    hosts: urlHosts,
  },
  { manager: 'yarn', command: 'yarn', args: ['config', 'get', 'registry'], hosts: urlHosts },
  { manager: 'pnpm', command: 'pnpm', args: ['config', 'get', 'registry'], hosts: urlHosts },
  { manager: 'pip', command: 'python3', args: ['-c', PIP_SCRIPT], hosts: urlHosts },
  { manager: 'go', command: 'go', args: ['env', 'GOPROXY', 'GOSUMDB'], hosts: goHosts },
  { manager: 'gem', command: 'gem', args: ['sources', '--list'], hosts: urlHosts },
];

/** The variables package managers read for their settings; nothing else reaches them. */
const MANAGER_VARIABLES =
  /^(PATH|HOME|USER|LANG|LC_[A-Z]+|TMPDIR|XDG_CONFIG_HOME|XDG_DATA_HOME|VIRTUAL_ENV|GOROOT|GOPATH|GOENV|GOPROXY|GOSUMDB|GONOSUMDB|GOPRIVATE|GOFLAGS|PIP_[A-Z_]+|npm_config_[a-z_]+|NPM_CONFIG_[A-Z_]+|YARN_[A-Z_]+|PNPM_HOME|GEM_[A-Z]+|GEMRC|BUNDLE_[A-Z_]+|RUBY[A-Z_]*|NODE_EXTRA_CA_CERTS)$/;

/** A host name as the allow-list takes it: labels, a dot between two of them at least. */
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** Kinds of IP literal the preset never takes from a configuration (./egress-checks.ts). */
const NEVER_REGISTRIES = new Set(['a link-local', 'an unspecified']);

/**
 * The allow-list entries of the http(s) URLs in `output`: `host`, or `host:port` when the
 * URL names a port other than its scheme's default (the URL parser drops a default one).
 */
export function urlHosts(output: string): string[] {
  const entries: string[] = [];
  for (const token of output.split(/[\s,|'"]+/)) {
    if (!/^https?:\/\//i.test(token) || !URL.canParse(token)) continue;
    const url = new URL(token);
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    if (!isRegistryHost(host)) continue;
    entries.push(url.port === '' ? host : `${host}:${url.port}`);
  }
  return entries;
}

/** A host name with a dot, or an IP literal other than a link-local or unspecified one. */
function isRegistryHost(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '');
  if (isIP(address)) return !NEVER_REGISTRIES.has(internalKind(address) ?? '');
  return HOST_NAME.test(host) && !/^[\d.]+$/.test(host);
}

/**
 * GOPROXY's proxies (`direct` and `off` are no hosts) and GOSUMDB's checksum database:
 * `<name>[+<key>] [<url>]`, reached at the URL when one is given, else at the name.
 */
export function goHosts(output: string): string[] {
  const [proxy = '', sumdb = ''] = output.split('\n').map((line) => line.trim());
  const hosts = urlHosts(proxy);
  const [name = '', url] = sumdb.split(/\s+/);
  if (url) hosts.push(...urlHosts(url));
  else {
    const host = name.split('+')[0]!.toLowerCase();
    if (HOST_NAME.test(host) && host !== 'off') hosts.push(host);
  }
  return hosts;
}

/** What the preset resolved to: the hosts, and which managers named them. */
export interface ResolvedRegistries {
  hosts: string[];
  /** The managers that answered, each with its hosts (for the log). */
  answered: { manager: string; hosts: string[] }[];
}

export interface ResolveRegistriesOptions {
  env: NodeJS.ProcessEnv;
  /** Each query's time limit (default 5 s). */
  timeoutMs?: number;
}

/** Asks every installed package manager where it installs from, at once. */
export async function resolvePackageRegistries(
  options: ResolveRegistriesOptions,
): Promise<ResolvedRegistries> {
  const neutral = await mkdtemp(join(tmpdir(), 'agent-loop-registries-'));
  try {
    const env = managerEnvironment(options.env);
    const answers = await Promise.all(
      QUERIES.map(async (query) => ({
        manager: query.manager,
        hosts: query.hosts(await ask(query, neutral, env, options.timeoutMs ?? 5_000)),
      })),
    );
    const answered = answers.filter((answer) => answer.hosts.length > 0);
    const hosts = [...new Set(answered.flatMap((answer) => answer.hosts))].sort();
    return { hosts, answered };
  } finally {
    await rm(neutral, { recursive: true, force: true });
  }
}

function managerEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && MANAGER_VARIABLES.test(name)) kept[name] = value;
  }
  // A shim must not download a package manager to answer (corepack), nor ask.
  return { ...kept, COREPACK_ENABLE_NETWORK: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
}

/** The manager's output, or '' when it is absent, fails or is too slow. */
function ask(
  query: RegistryQuery,
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      query.command,
      query.args,
      { cwd, env, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 },
      (error, stdout) => resolve(error ? '' : stdout),
    );
  });
}
