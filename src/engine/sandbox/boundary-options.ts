/** What a tool boundary is opened with (boundary.ts). */
import type { AllowedDomains } from './domains.js';
import type { HostPrograms, Privilege } from './host.js';
import type { AddedFolder } from './mount-plan.js';
import type { WorkspaceAccess } from './scripts.js';

export interface BoundaryOptions {
  workspace: string;
  /**
   * Folders shown besides the workspace at their own paths (docs/contract.md#change-sets): a
   * read-write one shared through an id-mapped mount as the workspace is (`.git` read-only),
   * a read-only one bound read-only.
   */
  added?: readonly AddedFolder[];
  /** The tool user's name (created when missing). */
  userName: string;
  /** The user is the run's own: its processes are killed and it is removed on close. */
  removeUser?: boolean;
  /** The MCP servers' user (default `<userName>-mcp`; created on first use, removed with the tool user). */
  serverUserName?: string;
  allowedDomains: AllowedDomains;
  /** Folders the tool user must not see (the action user's home, RUNNER_TEMP). */
  hide: readonly string[];
  /** Folders shown read-only where they would be hidden (the runner's tool cache). */
  showReadOnly?: readonly string[];
  /** Folders of the workspace the tools may read but not write besides `.git` (the CLI's `.claude`). */
  readOnlyInside?: readonly string[];
  privilege: Privilege;
  programs: HostPrograms;
  /** The action's uid and gid: the workspace is handed back to them. */
  owner: { uid: number; gid: number };
  /**
   * Default: the id-mapped mount when python3 exists and the mount can be made,
   * else ACLs when setfacl exists, else chown (as root, or through sudo).
   */
  access?: WorkspaceAccess;
  /** The node binary the network forwarder runs with (default: this process's). */
  nodePath?: string;
}
