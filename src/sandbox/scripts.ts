/**
 * The shell scripts the boundary runs as root (directly or through `sudo -n`):
 * setting up the tool user and the workspace, entering the namespaces for one
 * call, and handing the workspace back. Values are passed as arguments or quoted
 * here; nothing the model writes is ever part of a script's text.
 */
import type { MountPlan } from './mount-plan.js';

const SAFE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** Single-quotes a value for bash. */
export function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** How the tool user gets write access to the workspace. */
export type WorkspaceAccess = 'acl' | 'chown';

/**
 * Set-up, run as root. Arguments: user, workspace, base, action uid, action gid,
 * access. Prints "uid gid" of the tool user.
 */
export const SETUP_SCRIPT = `set -eu
PATH=${SAFE_PATH}
user=$1 ws=$2 base=$3 auid=$4 agid=$5 access=$6
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
chown "$uid:$gid" "$base/home/.gitconfig"
# Everything but .git: the action's own git steps must find it as they left it.
if [ "$access" = acl ]; then
  setfacl -m "u:$uid:rwx,d:u:$uid:rwx,d:u:$auid:rwx" "$ws"
  find "$ws" -mindepth 1 -maxdepth 1 ! -name .git -exec setfacl -R -P -m "u:$uid:rwX,d:u:$uid:rwX,d:u:$auid:rwX" {} +
else
  chown -h --from="$auid" "$uid" "$ws"
  find "$ws" -mindepth 1 -maxdepth 1 ! -name .git -exec chown -R -h --from="$auid" "$uid" {} +
fi
echo "$uid $gid"
`;

/**
 * Hand-back, run as root once every tool process is dead. Arguments: workspace,
 * tool uid, tool gid, action uid, action gid, base, access. Symbolic links are
 * never followed (a link the agent left must not redirect a chown).
 */
export const TEARDOWN_SCRIPT = `set -u
PATH=${SAFE_PATH}
ws=$1 uid=$2 gid=$3 auid=$4 agid=$5 base=$6 access=$7
status=0
chown -R -h --from="$uid" "$auid" "$ws" || status=1
chown -R -h --from=":$gid" ":$agid" "$ws" || status=1
if [ "$access" = acl ]; then
  setfacl -b "$ws" || status=1
  find "$ws" -mindepth 1 -maxdepth 1 ! -name .git -exec setfacl -R -P -b {} + || status=1
fi
rm -rf --one-file-system "$base" || status=1
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
}

/**
 * The script that runs as pid 1 of the call's new PID namespace (as root), builds
 * the mount namespace, then becomes the command as the tool user with no
 * capabilities. Arguments: cwd, the number of environment entries, the entries,
 * then the command and its arguments.
 */
export function callScript(input: CallScriptInput): string {
  const { plan, base } = input;
  // Staged on a tmpfs at /dev/shm, which gets a fresh one afterwards anyway: a
  // folder that is hidden below stays reachable there until it is bound back.
  const stage = '/dev/shm/agent-loop-stage';
  const lines = [
    'set -eu',
    `PATH=${SAFE_PATH}`,
    'cwd=$1 count=$2',
    'shift 2',
    'envs=("${@:1:$count}")',
    'shift "$count"',
    // Sources hidden below are staged first, then bound back at their own paths.
    'mount -t tmpfs -o mode=0700,size=64k agent-loop-stage /dev/shm',
    `mkdir -m 0700 ${quote(stage)}`,
    ...plan.bindBack.map((entry, index) =>
      entry.file
        ? `: > ${quote(`${stage}/${index}`)}; mount --bind ${quote(entry.path)} ${quote(`${stage}/${index}`)}`
        : `mkdir ${quote(`${stage}/${index}`)}; mount --bind ${quote(entry.path)} ${quote(`${stage}/${index}`)}`,
    ),
    `mount --bind ${quote(input.tmp ?? `${base}/tmp`)} /tmp`,
    ...plan.hide.map((path) =>
      // /var/tmp stays a place anyone may write, but only for this call.
      path === '/var/tmp'
        ? `mount -t tmpfs -o mode=1777 agent-loop-var-tmp /var/tmp`
        : `mount -t tmpfs -o mode=0755,size=1m agent-loop-hidden ${quote(path)}`,
    ),
    ...plan.bindBack.map(
      (entry, index) =>
        (entry.file
          ? `mkdir -p "$(dirname ${quote(entry.path)})"; [ -e ${quote(entry.path)} ] || : > ${quote(entry.path)}; mount --bind ${quote(`${stage}/${index}`)} ${quote(entry.path)}`
          : `mkdir -p ${quote(entry.path)}; mount --bind ${quote(`${stage}/${index}`)} ${quote(entry.path)}`) +
        (entry.readOnly ? `; mount -o remount,bind,ro ${quote(entry.path)}` : ''),
    ),
    ...plan.hideInside.map(
      (path) =>
        `[ ! -d ${quote(path)} ] || mount -t tmpfs -o mode=0755,size=1m agent-loop-hidden ${quote(path)}`,
    ),
    ...plan.readOnly.map(
      (path) =>
        `if [ -e ${quote(path)} ] && [ ! -L ${quote(path)} ]; then mount --bind ${quote(path)} ${quote(path)}; mount -o remount,bind,ro ${quote(path)}; fi`,
    ),
    'umount -l /dev/shm',
    'mount -t tmpfs -o mode=1777 agent-loop-shm /dev/shm',
    ...(input.ip ? [`${quote(input.ip)} link set lo up`] : []),
    `drop() { ${quote(input.setpriv)} --reuid=${input.uid} --regid=${input.gid} --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs -- ${quote(input.env)} -i "$@"; }`,
    ...(input.forwarder ? forwarderLines(input.forwarder) : []),
    'cd -- "$cwd"',
    `exec ${quote(input.setpriv)} --reuid=${input.uid} --regid=${input.gid} --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs -- ${quote(input.env)} -i "\${envs[@]}" "$@"`,
  ];
  return `${lines.join('\n')}\n`;
}

function forwarderLines(forwarder: NonNullable<CallScriptInput['forwarder']>): string[] {
  const proxyVariables = [
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'ALL_PROXY',
    'http_proxy',
    'https_proxy',
    'all_proxy',
  ];
  return [
    // The forwarder prints its port, then closes stdout; it dies with the namespace.
    `exec 3< <(drop ${quote(forwarder.node)} ${quote(forwarder.script)} ${quote(forwarder.socket)} </dev/null 2>/dev/null)`,
    'if ! read -r port <&3; then echo "agent-loop sandbox: the network forwarder did not start" >&2; exit 125; fi',
    'exec 3<&-',
    ...proxyVariables.map((name) => `envs+=("${name}=http://127.0.0.1:$port")`),
    'envs+=("NO_PROXY=localhost,127.0.0.1,::1" "no_proxy=localhost,127.0.0.1,::1")',
  ];
}
