/**
 * The shell scripts the boundary runs as root (directly or through `sudo -n`):
 * setting up the tool user and the workspace, entering the namespaces for one
 * call, and handing the workspace back. Values are passed as arguments or quoted
 * here; nothing the model writes is ever part of a script's text.
 */
import type { MountPlan } from './mount-plan.js';
import type { SetuidFilter } from './setuid-filter.js';
import type { RootEntry } from './visible.js';

const SAFE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** Single-quotes a value for bash. */
export function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * How the tool user gets write access to the workspace: an id-mapped mount in the
 * run's namespace (idmap.ts; nothing per file), else ACLs or ownership on every file.
 */
export type WorkspaceAccess = 'idmap' | 'acl' | 'chown';

/**
 * Set-up, run as root. Arguments: user, workspace, base, action uid, action gid,
 * access (the workspace is shared later: by the init's mount, or GRANT_SCRIPT),
 * the tools' cgroup folder (or ''), its limit file and bytes, the action's pid
 * and OOM score, then the folders added to the run (git trusts them as the workspace).
 * Prints "uid gid cgroup [why]" (cgroup '-' and why when none could be made).
 */
export const SETUP_SCRIPT = `set -eu
PATH=${SAFE_PATH}
user=$1 ws=$2 base=$3 auid=$4 agid=$5 access=$6 cg=$7 cgfile=$8 cgbytes=$9 apid=\${10} ascore=\${11}
# The kernel picks a tool before the action when memory runs out.
echo "$ascore" > "/proc/$apid/oom_score_adj" 2>/dev/null || true
cgwhy=
if [ -n "$cg" ] && ! cgwhy=$( { mkdir "$cg" && echo "$cgbytes" > "$cg/$cgfile"; } 2>&1 ); then
  rmdir "$cg" 2>/dev/null || true
  cg=
  cgwhy=$(printf %s "$cgwhy" | tr -s "\\n" " " | cut -c1-200)
fi
if ! getent passwd "$user" >/dev/null; then
  useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$user"
fi
uid=$(id -u "$user")
gid=$(id -g "$user")
if [ "$uid" -eq 0 ] || [ "$uid" -eq "$auid" ]; then
  echo "the tool user $user must be another, unprivileged user (uid $uid)" >&2
  exit 3
fi
install -d -o "$uid" -g "$gid" -m 0700 "$base/home"
install -d -o 0 -g 0 -m 1777 "$base/tmp"
install -d -o "$uid" -g "$gid" -m 0755 "$base/state"
printf '[safe]\\n\\tdirectory = %s\\n' "$ws" > "$base/home/.gitconfig"
for added in "\${@:12}"; do printf '\\tdirectory = %s\\n' "$added" >> "$base/home/.gitconfig"; done
chown "$uid:$gid" "$base/home/.gitconfig"
# Files whose status changes after this are the run's (the hand-back's set-user-ID check).
: > "$base/shared"
echo "$uid $gid \${cg:--} $cgwhy"
`;

/**
 * Per-file sharing, run as root when the id-mapped mount could not be made.
 * Arguments: workspace, base, action uid, action gid, tool uid, access (acl or chown).
 */
export const GRANT_SCRIPT = `set -eu
PATH=${SAFE_PATH}
ws=$1 base=$2 auid=$3 agid=$4 uid=$5 access=$6
# Everything but .git: the action's own git steps must find it as they left it.
if [ "$access" = acl ]; then
  setfacl -m "u:$uid:rwx,d:u:$uid:rwx,d:u:$auid:rwx" "$ws"
  find "$ws" -mindepth 1 -maxdepth 1 ! -name .git -exec setfacl -R -P -m "u:$uid:rwX,d:u:$uid:rwX,d:u:$auid:rwX" {} +
else
  # By ownership; the action's group keeps write access (its own Write and Edit),
  # and the group write bits added are listed for the hand-back to take away.
  find "$ws" -path "$ws/.git" -prune -o ! -type l ! -perm -g+w -print0 > "$base/group-write"
  find "$ws" -path "$ws/.git" -prune -o ! -type l ! -perm -g+w -exec chmod g+w {} +
  chown -h --from="$auid" "$uid:$agid" "$ws"
  find "$ws" -mindepth 1 -maxdepth 1 ! -name .git -exec chown -R -h --from="$auid" "$uid:$agid" {} +
fi
`;

/**
 * Hand-back, run as root once every tool process is dead. Arguments: workspace,
 * tool uid, tool gid, action uid, action gid, base, access, the tool user's name,
 * and 1 when the user is the run's own (its processes are killed, the user
 * removed), the tools' cgroup, then the folders added to the run read-write
 * (always shared by the id-mapped mount, whatever the workspace's access). Symbolic links are never followed (a link the agent left must not
 * redirect a chown); no tool process is left to swap one meanwhile.
 */
export const TEARDOWN_SCRIPT = `set -u
PATH=${SAFE_PATH}
ws=$1 uid=$2 gid=$3 auid=$4 agid=$5 base=$6 access=$7 user=$8 remove=$9 cg=\${10}
status=0
# The MCP servers' user goes with the run's tool user (server-user.ts names it so).
servers="\${user:0:28}-mcp"
for run_user in "$user" "$servers"; do
  if [ "$remove" = 1 ] && tuid=$(id -u "$run_user" 2>/dev/null) && [ "$tuid" -ne 0 ]; then
    # Whatever the run's users still have running (kill -1 spares only the caller).
    setpriv --reuid="$tuid" --clear-groups -- kill -KILL -1 2>/dev/null
  fi
done
# Changed during the run: what the hand-back looks at. No set-user/group-ID file (the
# filter refused them; this is for a host without it), and no set-group-ID or
# world-writable folder the run made: the host's other users could write into it or
# inherit its group.
since=()
[ ! -e "$base/shared" ] || since=(-cnewer "$base/shared")
strip=(\\( ! -type d ! -type l "\${since[@]}" -perm /6000 -exec chmod ug-s -- {} + \\) ,
  \\( -type d "\${since[@]}" \\( -perm -2000 -o -perm -0002 \\) -exec chmod g-s,o-w -- {} + \\))
owned=()
[ "$uid" -le 0 ] || owned=(, \\( -uid "$uid" -exec chown -h "$auid" -- {} + \\) , \\( -gid "$gid" -exec chgrp -h "$agid" -- {} + \\))
if [ "$#" -gt 10 ]; then
  # The added read-write folders, mapped as below.
  find "\${@:11}" "\${strip[@]}" "\${owned[@]}" || status=1
fi
if [ "$access" = idmap ]; then
  # What the tools made is the action's on disk already (the mount mapped it): one
  # stat-only walk strips the bits, and anything of the tool user's (nothing can be,
  # unless a path outside the mount led in) becomes the action's.
  find "$ws" "\${strip[@]}" "\${owned[@]}" || status=1
else
  chown -R -h --from="$uid" "$auid" "$ws" || status=1
  chown -R -h --from=":$gid" ":$agid" "$ws" || status=1
  find "$ws" "\${strip[@]}" || status=1
fi
if [ "$access" = acl ]; then
  setfacl -b "$ws" || status=1
  find "$ws" -mindepth 1 -maxdepth 1 ! -name .git -exec setfacl -R -P -b {} + || status=1
elif [ -f "$base/group-write" ]; then
  # The group write bit given for the run goes again, on real paths only: those a
  # walk that never follows links finds (a few programs in all, not two a file).
  LC_ALL=C comm -z -12 <(LC_ALL=C sort -z "$base/group-write") \\
    <(find "$ws" -path "$ws/.git" -prune -o ! -type l -print0 | LC_ALL=C sort -z) |
    xargs -0 -r chmod g-w -- || status=1
fi
rm -rf --one-file-system "$base" || status=1
if [ -n "$cg" ] && [ -d "$cg" ]; then
  # Its last processes may still be exiting.
  for try in 1 2 3 4 5 6 7 8 9 10; do rmdir "$cg" 2>/dev/null && break; sleep 0.2; done
  [ ! -d "$cg" ] || status=1
fi
for run_user in "$user" "$servers"; do
  if [ "$remove" = 1 ] && id -u "$run_user" >/dev/null 2>&1; then
    userdel "$run_user" 2>/dev/null || status=1
  fi
done
exit $status
`;

/** Constants of the per-call script. */
export interface CallScriptInput {
  plan: MountPlan;
  base: string;
  /** Mounted on /tmp (default: `<base>/tmp`, the tools' own). */
  tmp?: string;
  uid: number;
  gid: number;
  setpriv: string;
  env: string;
  /** Bring the loopback up (a new network namespace). */
  ip?: string;
  /** Start the forwarder to the egress proxy: node, its script, the proxy socket. */
  forwarder?: { node: string; script: string; socket: string };
  /** The run's tool cgroup folder, joined before anything starts. */
  cgroup?: string;
  /** RLIMIT_NPROC of the tool user, and the tools' OOM score. */
  processLimit: number;
  oomScore: number;
  /** Run once the workspace is bound back, before anything is mounted inside it (the init's id-mapped mount). */
  workspaceLines?: readonly string[];
  /** Every process of the tool user runs under it: no set-user-ID or set-group-ID bit (setuid-filter.ts). */
  setuidFilter?: SetuidFilter;
}

/**
 * The script that runs as pid 1 of the call's new PID namespace (as root), builds
 * the mount namespace, then becomes the command as the tool user with no
 * capabilities. Arguments: cwd, the number of environment entries, the entries,
 * then the command and its arguments. (The MCP servers' calls: the tools join the
 * run's namespaces instead, see run-namespace.ts.)
 */
export function callScript(input: CallScriptInput): string {
  const lines = [
    'set -eu',
    `PATH=${SAFE_PATH}`,
    'cwd=$1 count=$2',
    'shift 2',
    'envs=("${@:1:$count}")',
    'shift "$count"',
    ...namespaceLines(input),
    `drop() { ${dropCommand(input)} "$@"; }`,
    ...(input.forwarder ? forwarderLines(input.forwarder) : []),
    ...(input.forwarder ? proxyEnvironmentLines() : []),
    'cd -- "$cwd"',
    `exec ${dropCommand(input)} "\${envs[@]}" "$@"`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * `setpriv … [filter] env -i`: the tool user's uid and gid, no capabilities, no new
 * privileges, and the set-user-ID filter when the host has one.
 */
export function dropCommand(
  input: Pick<CallScriptInput, 'setpriv' | 'env' | 'uid' | 'gid' | 'setuidFilter'>,
): string {
  const filter = input.setuidFilter ? `${input.setuidFilter.words.map(quote).join(' ')} ` : '';
  return `${quote(input.setpriv)} --reuid=${input.uid} --regid=${input.gid} --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs -- ${filter}${quote(input.env)} -i`;
}

/**
 * What a fresh set of namespaces needs before anything of the tools runs in it,
 * as root: the limits (see limits.ts), then the mounts of the plan, then the
 * loopback.
 */
export function namespaceLines(input: CallScriptInput): string[] {
  const { plan, base } = input;
  // Staged on a tmpfs at /dev/shm, which gets a fresh one afterwards anyway: a
  // folder that is hidden below stays reachable there until it is bound back.
  const stage = '/dev/shm/agent-loop-stage';
  return [
    // Limits first, so the set-up's own processes are under them too (see limits.ts).
    ...limitLines(input),
    // Sources hidden below are staged first, then bound back at their own paths.
    'mount -t tmpfs -o mode=0700,size=64k agent-loop-stage /dev/shm',
    `mkdir -m 0700 ${quote(stage)}`,
    ...plan.bindBack.map((entry, index) =>
      entry.file
        ? `: > ${quote(`${stage}/${index}`)}; mount --bind ${quote(entry.path)} ${quote(`${stage}/${index}`)}`
        : `mkdir ${quote(`${stage}/${index}`)}; mount --bind ${quote(entry.path)} ${quote(`${stage}/${index}`)}`,
    ),
    ...(plan.root
      ? rootLines(plan.root, input.tmp ?? `${base}/tmp`)
      : [`mount --bind ${quote(input.tmp ?? `${base}/tmp`)} /tmp`]),
    ...plan.hide.map((path) =>
      // On the tools' own root a hidden top folder is an empty one already.
      emptyOnOwnRoot(plan, path) ? `[ "$rooted" = own ] || ${hideLine(path)}` : hideLine(path),
    ),
    ...plan.bindBack.map(
      (entry, index) =>
        (entry.file
          ? `mkdir -p "$(dirname ${quote(entry.path)})"; [ -e ${quote(entry.path)} ] || : > ${quote(entry.path)}; mount --bind ${quote(`${stage}/${index}`)} ${quote(entry.path)}`
          : `mkdir -p ${quote(entry.path)}; mount --bind ${quote(`${stage}/${index}`)} ${quote(entry.path)}`) +
        (entry.readOnly ? `; mount -o remount,bind,ro ${quote(entry.path)}` : ''),
    ),
    ...(input.workspaceLines ?? []),
    ...plan.hideInside.map(
      (path) =>
        `[ ! -d ${quote(path)} ] || mount -t tmpfs -o mode=0755,size=1m agent-loop-hidden ${quote(path)}`,
    ),
    ...plan.readOnly.map(
      (path) =>
        `if [ -e ${quote(path)} ] && [ ! -L ${quote(path)} ]; then mount --bind ${quote(path)} ${quote(path)}; mount -o remount,bind,ro ${quote(path)}; fi`,
    ),
    // A socket left visible is bound over: connecting to /dev/null is refused.
    ...plan.coverSockets.map(
      (path) => `[ ! -S ${quote(path)} ] || mount --bind /dev/null ${quote(path)}`,
    ),
    'umount -l /dev/shm',
    'mount -t tmpfs -o mode=1777 agent-loop-shm /dev/shm',
    ...(input.ip ? [`${quote(input.ip)} link set lo up`] : []),
  ];
}

/**
 * A new root for the tools, built on /tmp (the host's is replaced anyway), with
 * their /tmp in it, and made the root with pivot_root. The sources staged in
 * /dev/shm come along (/dev is bound in with what is mounted below it); the
 * host's root is let go. Where pivot_root fails (a root that is no mount point)
 * the new root goes again and the host's stays, with the plan's hidden folders
 * over it as before. Sets `rooted=own` when the new root is made.
 */
export function rootLines(root: readonly RootEntry[], tmp: string): string[] {
  const at = (name: string) => quote(`/tmp/${name}`);
  const old = '.agent-loop-old-root';
  return [
    'rooted=host',
    'mount -t tmpfs -o mode=0755,size=1m agent-loop-root /tmp',
    ...root.map((entry) =>
      entry.kind === 'link'
        ? `ln -s ${quote(entry.target)} ${at(entry.name)}`
        : entry.kind === 'bind'
          ? `mkdir ${at(entry.name)}; mount --rbind ${quote(`/${entry.name}`)} ${at(entry.name)}`
          : `mkdir ${at(entry.name)}`,
    ),
    'mkdir -p /tmp/tmp',
    `mount --bind ${quote(tmp)} /tmp/tmp`,
    `mkdir /tmp/${old}`,
    'cd /tmp',
    `if pivot_root . ${old} 2>/dev/null; then cd /; umount -l /${old}; rmdir /${old}; rooted=own;`,
    `else cd /; umount -l /tmp; mount --bind ${quote(tmp)} /tmp; fi`,
  ];
}

/** True when `path` is a top folder the tools' own root has as an empty folder (not /run, /var or /tmp, which get theirs). */
function emptyOnOwnRoot(plan: MountPlan, path: string): boolean {
  return (plan.root ?? []).some(
    (entry) => entry.kind === 'dir' && `/${entry.name}` === path && !REPLACED.includes(path),
  );
}
const REPLACED = ['/run', '/var', '/tmp'];

/** The run's memory cgroup, the tools' OOM score and their process count limit (builtins only). */
export function limitLines(
  input: Pick<CallScriptInput, 'cgroup' | 'oomScore' | 'processLimit'>,
): string[] {
  return [
    ...(input.cgroup ? [`echo $$ > ${quote(`${input.cgroup}/cgroup.procs`)}`] : []),
    `echo ${input.oomScore} > /proc/self/oom_score_adj`,
    `ulimit -u ${input.processLimit}`,
  ];
}

/** The usual folders of /var, made again (empty) on the tmpfs that hides it. */
const VAR_FOLDERS = ['backups', 'cache', 'lib', 'local', 'log', 'mail', 'opt', 'spool'];

/** The mount that hides one folder: an empty tmpfs (some keep a place to write). */
function hideLine(path: string): string {
  // /var/tmp stays a place anyone may write, but only for this run.
  if (path === '/var/tmp') return 'mount -t tmpfs -o mode=1777 agent-loop-var-tmp /var/tmp';
  // /var keeps its usual folders, empty (the plan binds some back), /var/tmp as
  // above, and its links into /run.
  if (path === '/var') {
    return [
      'mount -t tmpfs -o mode=0755,size=1m agent-loop-var /var',
      `mkdir ${VAR_FOLDERS.map((name) => `/var/${name}`).join(' ')}`,
      'mkdir -m 1777 /var/tmp',
      hideLine('/var/tmp'),
      'ln -s ../run /var/run',
      'ln -s ../run/lock /var/lock',
    ].join('; ');
  }
  // /run loses the host's sockets; its lock folder is the call's own.
  if (path === '/run') {
    return 'mount -t tmpfs -o mode=0755,size=4m agent-loop-run /run; mkdir -m 1777 /run/lock';
  }
  // A folder found at set-up that is gone now (another job's runner folder) needs no
  // hiding; a link in its place is left to its target.
  return `[ ! -d ${quote(path)} ] || [ -L ${quote(path)} ] || mount -t tmpfs -o mode=0755,size=1m agent-loop-hidden ${quote(path)}`;
}

/** Starts the forwarder (see forwarder.ts) as the tool user; `$port` is its port afterwards. */
export function forwarderLines(forwarder: NonNullable<CallScriptInput['forwarder']>): string[] {
  return [
    // The forwarder prints its port, then closes stdout; it dies with the namespace.
    `exec 3< <(drop ${quote(forwarder.node)} ${quote(forwarder.script)} ${quote(forwarder.socket)} </dev/null 2>/dev/null)`,
    'if ! read -r port <&3; then echo "agent-loop sandbox: the network forwarder did not start" >&2; exit 125; fi',
    'exec 3<&-',
  ];
}

/** The environment variables that send a command's HTTP(S) through the forwarder. */
export const PROXY_VARIABLES = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'ALL_PROXY',
  'http_proxy',
  'https_proxy',
  'all_proxy',
];

/** `name=value` entries for a forwarder on `port` of the loopback. */
export function proxyEnvironment(port: number | string): string[] {
  return [
    ...PROXY_VARIABLES.map((name) => `${name}=http://127.0.0.1:${port}`),
    'NO_PROXY=localhost,127.0.0.1,::1',
    'no_proxy=localhost,127.0.0.1,::1',
  ];
}

function proxyEnvironmentLines(): string[] {
  return proxyEnvironment('$port').map((entry) => `envs+=("${entry}")`);
}
