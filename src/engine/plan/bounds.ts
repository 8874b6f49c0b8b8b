/**
 * An approved plan as limits on its execution (docs/contract.md#plan-and-approve): Write, Edit and
 * NotebookEdit only on the plan's files, Bash only the plan's commands, WebFetch
 * and the tool boundary's egress only the plan's hosts, at most the plan's
 * budget. The plan narrows the run's own limits and never widens them: the
 * workflow's `allowed_tools` / `disallowed_tools` still apply (both checks must
 * allow a call), a host `allowed_domains` does not allow stays unreachable, and
 * the budget never goes above `max_budget_usd`.
 */
import { isHostAllowed, parseAllowedDomains, type AllowedDomains } from '../sandbox/domains.js';
import { createPermissionChecker } from '../tools/permissions.js';
import type { CanUseTool, PermissionDecision } from '../tools/types.js';
import {
  PathAccessError,
  realWorkspaceRoot,
  resolveInWorkspace,
} from '../tools/workspace-paths.js';
import type { Plan } from './plan.js';

/** The tool an execution calls to ask for more than its plan (src/engine/plan/amend-tool.ts). */
export const AMEND_PLAN_TOOL = 'AmendPlan';

/** Tools that change nothing and reach nothing: always within a plan. */
const LOOKING_TOOLS = new Set(['Read', 'Glob', 'Grep', 'TodoWrite', 'Agent', 'TaskStop']);
const FILE_TOOLS: Record<string, string> = {
  Write: 'file_path',
  Edit: 'file_path',
  NotebookEdit: 'notebook_path',
};

/** What an approved plan allows a run. */
export interface PlanBounds {
  /** A second permission check every call must pass (the run's own rules are the first). */
  guard: CanUseTool;
  /** The plan's budget, never above the run's limit. */
  maxBudgetUsd: number;
  /** The tool boundary's egress: the plan's hosts the workflow allows. */
  allowedDomains: AllowedDomains;
  /** Hosts of the plan the workflow's allowed_domains does not allow (they stay unreachable). */
  unreachableHosts: string[];
  /**
   * True for a repository path (`src/a.ts`, relative to its root) the plan's files match: the
   * only changes the execution publishes, whatever made them (a file tool, or a plan command
   * running code the model wrote).
   */
  coversPath: (path: string) => boolean;
}

/** The bounds of `plan` for a run in `workspaceRoot` under the workflow's own limits. */
export function planBounds(
  plan: Plan,
  limits: { workspaceRoot: string; maxBudgetUsd: number; allowedDomains: AllowedDomains },
): PlanBounds {
  const reachable = plan.hosts.filter((host) => workflowAllows(limits.allowedDomains, host));
  const allowedDomains = parseAllowedDomains(reachable.join(','));
  return {
    guard: planGuard(plan, limits.workspaceRoot),
    maxBudgetUsd: Math.min(plan.budget_usd, limits.maxBudgetUsd),
    allowedDomains,
    unreachableHosts: plan.hosts.filter((host) => !reachable.includes(host)),
    coversPath: planPathMatcher(plan),
  };
}

/** Where {@link planPathMatcher} places a repository path: only its globs anchor to it. */
const PATH_ROOT = '/plan-repository';

/** Whether a repository path matches one of the plan's globs (the same rules the file tools are held to). */
export function planPathMatcher(plan: Plan): (path: string) => boolean {
  if (plan.files.length === 0) return () => false;
  const files = createPermissionChecker({
    allowed: plan.files.map((glob) => `Edit(/${glob})`),
    disallowed: [],
    workspaceRoot: PATH_ROOT,
  });
  return (path) => {
    if (path === '' || path.startsWith('/') || path.split('/').includes('..')) return false;
    return files('Edit', { file_path: `${PATH_ROOT}/${path}` }).behavior === 'allow';
  };
}

/** True when the workflow's allow-list lets a plan entry (`host`, `*.name`, `host:port`) through. */
function workflowAllows(allowed: AllowedDomains, entry: string): boolean {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(entry);
  const host = (match?.[1] ?? entry).replace(/^\*\./, 'agent-loop-plan-check.');
  const port = match?.[2] ? Number(match[2]) : undefined;
  return isHostAllowed(allowed, host, port);
}

/** The permission check of an approved plan (see the module comment). */
export function planGuard(plan: Plan, workspaceRoot: string): CanUseTool {
  // The plan's globs as Claude Code path rules anchored at the repository root (`Edit(/src/**)`
  // covers Edit, Write and NotebookEdit), checked on the file's real path.
  const files =
    plan.files.length > 0
      ? createPermissionChecker({
          allowed: plan.files.map((glob) => `Edit(/${glob})`),
          disallowed: [],
          // Real paths are compared: the anchor is the workspace's real location too.
          workspaceRoot: realWorkspaceRoot(workspaceRoot),
        })
      : undefined;
  const bash =
    plan.commands.length > 0
      ? createPermissionChecker({ allowed: plan.commands, disallowed: [] })
      : undefined;
  const hosts = plan.hosts.length > 0 ? parseAllowedDomains(plan.hosts.join(',')) : undefined;
  const outside = (what: string): PermissionDecision => ({
    behavior: 'deny',
    message: `${what}: outside the approved plan. If the work needs it, call ${AMEND_PLAN_TOOL} with what else you need and why, then stop.`,
  });
  return (toolName, input) => {
    if (LOOKING_TOOLS.has(toolName) || toolName === AMEND_PLAN_TOOL) return { behavior: 'allow' };
    const pathField = FILE_TOOLS[toolName];
    if (pathField) {
      const path = (input as Record<string, unknown> | null)?.[pathField];
      const real = typeof path === 'string' ? realWorkspacePath(workspaceRoot, path) : undefined;
      if (files && real && files(toolName, { [pathField]: real }).behavior === 'allow') {
        return { behavior: 'allow' };
      }
      return outside(
        `${toolName} of ${typeof path === 'string' ? path : 'a file'} (the plan's files: ${plan.files.join(', ') || 'none'})`,
      );
    }
    if (toolName === 'Bash') {
      if (!bash) return outside('Bash (the plan runs no commands)');
      const decision = bash('Bash', input);
      return decision.behavior === 'allow'
        ? decision
        : outside(decision.message.replace(/\.$/, ''));
    }
    if (toolName === 'WebFetch') {
      const host = urlHost((input as { url?: unknown } | null)?.url);
      if (hosts && host && isHostAllowed(hosts, host)) return { behavior: 'allow' };
      return outside(
        `WebFetch of ${host ?? 'an unknown host'} (the plan's hosts: ${plan.hosts.join(', ') || 'none'})`,
      );
    }
    return outside(`${toolName} is not in the plan`);
  };
}

/** The file's real path (after symbolic links), or undefined outside the workspace. */
function realWorkspacePath(workspaceRoot: string, path: string): string | undefined {
  try {
    return resolveInWorkspace(workspaceRoot, path).realPath;
  } catch (error) {
    if (error instanceof PathAccessError) return undefined;
    throw error;
  }
}

function urlHost(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** A check that allows a call only when every one of `checks` does; the first denial is the answer. */
export function allOf(...checks: (CanUseTool | undefined)[]): CanUseTool {
  const present = checks.filter((check): check is CanUseTool => check !== undefined);
  return (toolName, input) => {
    for (const check of present) {
      const decision = check(toolName, input);
      if (decision.behavior === 'deny') return decision;
    }
    return { behavior: 'allow' };
  };
}
