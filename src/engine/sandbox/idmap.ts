/**
 * Sharing the workspace with the tool user at no per-file cost: inside the run's
 * mount namespace the workspace is replaced by an id-mapped bind mount of itself
 * (ext4 and xfs from Linux 5.12, btrfs from 5.15, tmpfs from 6.3) that shows the action's
 * uid and gid as the tool user's. The tool user then owns what it sees, what it
 * creates lands on disk as the action's, and the hand-back has no ownership to
 * restore. The mount is nosuid, and `.git` is put back over it without the
 * mapping (it stays the action's, and read-only, see mount-plan.ts).
 *
 * util-linux's `mount` makes such mounts only from 2.39 (`X-mount.idmap`), so the
 * system calls (open_tree, mount_setattr, move_mount) are made from python3, which
 * every GitHub-hosted runner has. When anything is missing (no python3, an older
 * kernel, a file system without id-mapped mounts, a workspace the action does not
 * own, or an entry of another user's at its top, such as a folder a container
 * step left, which the tools would see as nobody's and could not write) the init
 * says why and the boundary shares the workspace per file (ACLs) instead.
 */
import { quote } from './scripts.js';

/**
 * Arguments: workspace, action uid, action gid, tool uid, tool gid. Exits non-zero
 * with the reason on stderr, changing nothing, when the mount cannot be made.
 */
export const IDMAP_PROGRAM = `import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
# The same numbers on every architecture since Linux 5.2 (open_tree, move_mount) and 5.12.
OPEN_TREE, MOVE_MOUNT, MOUNT_SETATTR = 428, 429, 442
AT_FDCWD, AT_EMPTY_PATH, OPEN_TREE_CLONE, O_CLOEXEC = -100, 0x1000, 1, 0o2000000
MOVE_MOUNT_F_EMPTY_PATH, MOUNT_ATTR_NOSUID, MOUNT_ATTR_IDMAP = 4, 0x2, 0x100000
CLONE_NEWUSER, MNT_DETACH = 0x10000000, 2

class MountAttr(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in ('set', 'clear', 'propagation', 'userns')]

def check(result, what):
    if result < 0:
        error = ctypes.get_errno()
        sys.exit(f'{what}: {os.strerror(error)}')
    return result

def clone(path):
    return check(libc.syscall(OPEN_TREE, AT_FDCWD, path.encode(), OPEN_TREE_CLONE | O_CLOEXEC), 'open_tree')

def attach(tree, path):
    check(libc.syscall(MOVE_MOUNT, tree, b'', AT_FDCWD, path.encode(), MOVE_MOUNT_F_EMPTY_PATH), 'move_mount')

def mapping(auid, agid, tuid, tgid):
    """A user namespace mapping the action's ids (on disk) to the tool user's (seen)."""
    ready, go = os.pipe()
    done, wait = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(ready)
        os.close(wait)
        status = 0 if libc.unshare(CLONE_NEWUSER) == 0 else 1
        os.write(go, b'.')
        os.read(done, 1)
        os._exit(status)
    os.close(go)
    os.close(done)
    os.read(ready, 1)
    try:
        if os.readlink(f'/proc/{child}/ns/user') == os.readlink('/proc/self/ns/user'):
            sys.exit('unshare(CLONE_NEWUSER) failed')
        with open(f'/proc/{child}/uid_map', 'w') as f:
            f.write(f'{auid} {tuid} 1\\n')
        with open(f'/proc/{child}/gid_map', 'w') as f:
            f.write(f'{agid} {tgid} 1\\n')
        return os.open(f'/proc/{child}/ns/user', os.O_RDONLY | os.O_CLOEXEC)
    finally:
        os.close(wait)
        os.waitpid(child, 0)

def foreign(ws, auid, depth=1):
    """A path near the top owned by another user (a container step's output): the tools would see it as nobody's."""
    folders = [ws]
    for _ in range(depth):
        found = []
        for folder in folders:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.name == '.git' and folder == ws:
                        continue
                    if entry.stat(follow_symlinks=False).st_uid != auid:
                        return entry.path
                    if entry.is_dir(follow_symlinks=False):
                        found.append(entry.path)
        folders = found
    return None

def main():
    ws = sys.argv[1]
    auid, agid, tuid, tgid = map(int, sys.argv[2:6])
    if os.lstat(ws).st_uid != auid:
        sys.exit(f'the workspace is not owned by uid {auid}')
    other = foreign(ws, auid)
    if other is not None:
        sys.exit(f'{os.path.relpath(other, ws)} is not owned by uid {auid}')
    git = os.path.join(ws, '.git')
    kept = clone(git) if os.path.isdir(git) and not os.path.islink(git) else None
    tree = clone(ws)
    attr = MountAttr(MOUNT_ATTR_IDMAP | MOUNT_ATTR_NOSUID, 0, 0, mapping(auid, agid, tuid, tgid))
    check(libc.syscall(MOUNT_SETATTR, tree, b'', AT_EMPTY_PATH, ctypes.byref(attr), ctypes.sizeof(attr)), 'mount_setattr')
    attach(tree, ws)
    if kept is not None and libc.syscall(MOVE_MOUNT, kept, b'', AT_FDCWD, git.encode(), MOVE_MOUNT_F_EMPTY_PATH) < 0:
        error = ctypes.get_errno()
        libc.umount2(ws.encode(), MNT_DETACH)
        sys.exit(f'move_mount .git: {os.strerror(error)}')

main()
`;

/** What the init needs to make the mount. */
export interface IdmapInput {
  python: string;
  workspace: string;
  owner: { uid: number; gid: number };
  /**
   * Folders added to the run read-write (docs/contract.md#change-sets), shared the same way.
   * They have no per-file fallback: when one cannot be mounted so, the boundary is not set up.
   */
  added?: readonly string[];
}

/**
 * Bash lines for the init (as root, in the run's mount namespace, after the
 * workspace is bound back and before anything is mounted inside it): set `share`
 * to `idmap` when the mount is made, else to `none` and `share_why` to the reason.
 */
export function idmapLines(input: IdmapInput, tool: { uid: number; gid: number }): string[] {
  const ids = [input.owner.uid, input.owner.gid, tool.uid, tool.gid].map(String).join(' ');
  const program = `${quote(input.python)} -I -c ${quote(IDMAP_PROGRAM)}`;
  return [
    `if share_why=$(${program} ${quote(input.workspace)} ${ids} 2>&1); then share=idmap; else share=none; fi`,
    'share_why=$(printf %s "$share_why" | tr -s "\\n" " " | cut -c1-200)',
    ...(input.added ?? []).map(
      (folder) =>
        `if ! added_why=$(${program} ${quote(folder)} ${ids} 2>&1); then ` +
        `echo "the added folder "${quote(folder)}" cannot be shared with the tools: $added_why" >&2; exit 1; fi`,
    ),
  ];
}
