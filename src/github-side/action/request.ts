/**
 * One accepted request, step by step: acknowledge → context → workspace →
 * MCP servers → agent → publish → report. What differs between fixing,
 * reviewing, a maintenance task and the rest is the policy, chosen once from
 * the run's kind before the first step (src/github-side/action/start.ts). Whatever fails after the acknowledgement, the work is
 * published and the report written.
 */
import { prepareWorkspace, type PreparedWorkspace } from '../git/workspace.js';
import { readRootFiles } from '../git/tree-files.js';
import {
  fetchProjectInstructions,
  INSTRUCTION_FILES,
  projectInstructions,
  type TaskContext,
} from '../github/context.js';
import { describeApiError } from '../github/octokit.js';
import { webToolsAllowed } from './web-tools.js';
import { runAgent } from './agent.js';
import { readTrustedSchema } from './json-schema.js';
import { loadActionMcpConfig, pinActionMcpServers } from './mcp-config.js';
import { invokeSlashCommand, loadActionProjectConfig, withRootImports } from './project-config.js';
import type { AgentOutcome, Publication, RunPolicy } from '../run/policy.js';
import { startProgress, type ProgressReporter } from '../run/progress.js';
import { reserveQuota, settleQuota } from './quota.js';
import { reportNestedRun, reportRun, type NestedRequest, type RunRecord } from './report.js';
import type { RunBill } from '../report/run-bill.js';
import { trustedTree, type TrustedTree } from './trusted-tree.js';
import { noteSelfCheckOff, withSelfCheck, withSelfReviewRules } from './self-check.js';
import type { ActionRun } from '../run/run-context.js';
import { imagesShown, requestImages } from './images.js';
import type { ImagesShown } from '../report/images.js';
import { prepareChangeSet, type PreparedChangeSet } from '../change-set/prepare.js';

/** What the steps have left so far, for publishing and the report. */
interface RequestState {
  context?: TaskContext;
  prepared?: PreparedWorkspace;
  agent: AgentOutcome;
  /** Why the policy ended the run before the model, if it did. */
  stopped?: string;
  /** What the run was doing, so an error says where it happened. */
  phase: string;
  /** Delete the copies of the trusted tree MCP servers and hooks started in, if any were made. */
  removeCopies: (() => void)[];
  /** The request's images: those the model saw and those left out (the report lists both). */
  images?: ImagesShown;
  /** The other repositories of the run (docs/contract.md#change-sets), when the input names some. */
  changeSet?: PreparedChangeSet;
}

/** Runs the request under its policy; returns the failure message when the run failed. */
export async function handleRequest(
  run: ActionRun,
  policy: RunPolicy,
  context: Promise<TaskContext>,
): Promise<string | undefined> {
  // A reply (remember, usage) is the whole run: no live comment, checkout or model.
  if (policy.reply) return policy.reply();
  run.tracing?.annotate({ 'agent_loop.mode': policy.name });
  // The 👀 and the live comment go out alongside the context: the model need not wait.
  const progress = startProgress(run, policy.live.hooks);
  // Reading the issue (begun while the gate asked GitHub, start.ts) goes on while the
  // budgets are checked (several GitHub calls one after the other when a cap is set).
  context.catch(() => undefined); // a refused run does not wait for it; runSteps reports it
  // Before anything that could reach the model: the run's place in the budgets across runs.
  const quota = await reserveQuota(run);
  if (quota.kind === 'exhausted' || quota.kind === 'failed') {
    return refuseRun(run, policy, progress, quota);
  }
  let spentUsd = 0;
  let budgets: string[];
  let record: RunRecord;
  try {
    record = await runRequest(run, policy, progress, context, (usd) => (spentUsd = usd));
  } finally {
    // One bill per run: settled once, with what ran after publishing (a review's autofix).
    budgets = await settleQuota(run, quota, spentUsd);
  }
  return reportRun(run, { ...record, budgets }, progress);
}

/**
 * Runs a request inside another one's run (a review's autofix, docs/contract.md#review-autofix):
 * the same steps under its own policy and live comment, but no place of its own in the budgets
 * across runs, and no outputs or step summary of its own: its bill and its part of the step
 * summary go to the run it belongs to.
 */
export async function handleNestedRequest(
  run: ActionRun,
  policy: RunPolicy,
  context: Promise<TaskContext>,
): Promise<NestedRequest> {
  const progress = startProgress(run, policy.live.hooks, { nested: true });
  const record = await runRequest(run, policy, progress, context, () => undefined);
  return reportNestedRun(run, record, progress);
}

/**
 * The steps, publishing and what follows it; `spent` hears the run's cost as it grows (what
 * ran after publishing included), so the caller settles the bill even when a step threw.
 */
async function runRequest(
  run: ActionRun,
  policy: RunPolicy,
  progress: ProgressReporter,
  context: Promise<TaskContext>,
  spent: (usd: number) => void,
): Promise<RunRecord> {
  const state: RequestState = {
    agent: { errors: [], toolCalls: [] },
    phase: '',
    removeCopies: [],
  };
  const errors: string[] = [];
  try {
    state.stopped = await runSteps(run, policy, progress, state, context);
    if (state.stopped) run.log.warning(`agent-loop stopped: ${state.stopped}`);
  } catch (error) {
    const message = `${state.phase} failed: ${run.redact(describeApiError(error))}`;
    errors.push(message);
    run.log.error(message);
  }
  const agentCost = state.agent.result?.total_cost_usd ?? progress.state.costUsd;
  spent(agentCost);
  for (const remove of state.removeCopies) remove();
  errors.push(...state.agent.errors);
  let publication = await publishThenClose(policy, progress, state, errors);
  // The repositories the run did not get are said in the report, whatever publishing did.
  if (state.changeSet?.notes.length) {
    publication.notes = [...(publication.notes ?? []), ...state.changeSet.notes];
  }
  let after: RunBill | undefined;
  if (policy.afterPublish && state.context) {
    const followed = await policy.afterPublish(publication, state.context, agentCost);
    publication = followed.publication;
    after = followed.bill;
    if (after) spent(agentCost + after.costUsd);
  }
  publication.finalBody ??= policy.live.failureBody?.(errors);
  const { prepared, agent, stopped } = state;
  return {
    ...(prepared ? { prepared } : {}),
    ...(agent.result ? { result: agent.result } : {}),
    ...(agent.sandboxStatus ? { sandboxStatus: agent.sandboxStatus } : {}),
    ...(agent.allowedDomains ? { allowedDomains: agent.allowedDomains } : {}),
    ...(state.images ? { images: state.images } : {}),
    ...(after ? { afterPublish: after } : {}),
    toolCalls: agent.toolCalls,
    publication,
    errors,
    ...(stopped ? { stopped: run.redact(stopped) } : {}),
  };
}

/** A run the budgets across runs do not let start: no model request, and the comment says why. */
function refuseRun(
  run: ActionRun,
  policy: RunPolicy,
  progress: ProgressReporter,
  quota: { kind: 'exhausted' | 'failed'; reason: string },
): Promise<string | undefined> {
  const errors = [quota.reason];
  run.log.error(quota.reason);
  const finalBody = policy.live.failureBody?.(errors);
  return reportRun(
    run,
    {
      publication: { errors: [], ...(finalBody ? { finalBody } : {}) },
      errors,
      ...(quota.kind === 'exhausted' ? { terminalReason: 'quota_exhausted' as const } : {}),
    },
    progress,
  );
}

/** The steps up to the agent's end; returns why the policy stopped the run, if it did. */
async function runSteps(
  run: ActionRun,
  policy: RunPolicy,
  progress: ProgressReporter,
  state: RequestState,
  contextRead: Promise<TaskContext>,
): Promise<string | undefined> {
  const step = (phase: string) => {
    state.phase = phase;
    progress.step(phase);
  };
  step('Reading the issue and its discussion');
  let context = (state.context = await contextRead);
  // Read while the branch is prepared: it needs only the context.
  const extraPrompt = policy.promptSections(context);
  step('Preparing the branch');
  const target = await policy.workspaceTarget(context);
  if ('stop' in target) return target.stop;
  const prepared = await prepareWorkspace(run.runner.workspace, target, {
    token: run.inputs.githubToken,
  });
  state.prepared = prepared;
  run.log.info(policy.describeWorkspace(prepared));
  // One decision, the policy's, for everything that reads the repository's configuration.
  const tree = trustedTree(run, policy.trust(context, prepared), prepared);
  context = state.context = await withProjectInstructions(run, context, tree, prepared);
  state.phase = 'Preparing the other repositories';
  const set = await prepareChangeSet(run, { policy, trust: tree, prepared, context });
  if (set) state.changeSet = set;
  state.phase = 'Reading the project configuration';
  const settled = await loadActionProjectConfig(run, tree, prepared);
  if (settled) state.removeCopies.push(settled.remove);
  const loaded = settled?.config;
  const invoked = loaded && invokeSlashCommand(run, context, loaded);
  const project = invoked?.project ?? loaded;
  if (invoked) context = state.context = invoked.context;
  context = state.context = await withRootImports(context, loaded);
  state.phase = "Reading the request's images";
  const pictured = await requestImages(run, context);
  state.phase = 'Reading json_schema';
  const schema = await readTrustedSchema(run, tree, prepared);
  const servers = await prepareMcpServers(run, state, tree, prepared);
  const extra = [await extraPrompt, set?.prompt].filter(Boolean).join('\n');
  const prompt = [policy.prompt(pictured.context), extra].filter(Boolean).join('\n');
  const start = await policy.beforeAgent(context, prepared, prompt);
  if ('stop' in start) return start.stop;
  state.prepared = start.prepared;
  state.phase = 'Running the agent';
  // One loop, or several at once (a large review split into file groups).
  const reviewed = await withSelfReviewRules(run, policy, context, { tree, prepared });
  const parts = withSelfCheck(
    run,
    policy,
    { prepared: start.prepared, context: reviewed },
    await policy.parts(pictured.context, start.prepared, extra, start.prompt),
  );
  state.images = imagesShown(pictured, parts);
  const web = !tree.untrusted && webToolsAllowed(run.runner.eventName, context, run.trigger.repo);
  state.agent = await runAgent(
    run,
    parts.map((part) => ({
      ...part,
      images: pictured.images,
      webTools: web,
      ...(schema && !part.structuredOutput ? { structuredOutput: schema } : {}),
    })),
    progress,
    servers?.servers ?? [],
    policy,
    {
      project,
      network: policy.network(start.prepared),
      addedDirs: set?.addedDirs ?? [],
    },
  );
  noteSelfCheckOff(run, policy, start.prepared, state.agent);
  return undefined;
}

/**
 * Reads mcp_config after the checkout (a file in it is read only when it is the
 * base's) and before any tool, adds its secrets to the run's, and gives the
 * servers a copy of the base branch's files to start in.
 */
async function prepareMcpServers(
  run: ActionRun,
  state: RequestState,
  tree: TrustedTree,
  prepared: PreparedWorkspace,
) {
  state.phase = 'Reading mcp_config';
  const mcp = loadActionMcpConfig(run.inputs.mcpConfig, {
    workspace: run.runner.workspace,
    checkoutIsBase: tree.checkoutIsBase,
    env: run.env,
  });
  // The same object the policy, the comments and the commit check hold: they mask these too.
  if (mcp) run.secrets.add(mcp.secrets);
  state.phase = "Preparing the MCP servers' files";
  if (!mcp) return undefined;
  const servers = await pinActionMcpServers(mcp.servers, {
    workspace: run.runner.workspace,
    prepared,
    checkoutIsBase: tree.checkoutIsBase,
    baseBranch: tree.baseBranch,
    ...(tree.baseSha ? { baseSha: tree.baseSha } : {}),
    token: run.inputs.githubToken,
    scratch: run.runner.runnerTemp,
    path: run.env.PATH,
  });
  state.removeCopies.push(servers.remove);
  return servers;
}

/** Publishes, then lets the policy end what it left open, also when publishing threw. */
async function publishThenClose(
  policy: RunPolicy,
  progress: ProgressReporter,
  state: RequestState,
  errors: readonly string[],
): Promise<Publication> {
  let thrown: string | undefined;
  try {
    return await publish(policy, progress, state, errors);
  } catch (error) {
    thrown = `Publishing failed: ${describeApiError(error)}`;
    throw error;
  } finally {
    await policy.close?.(thrown ? [...errors, thrown] : errors).catch(() => undefined);
  }
}

/** Work that stopped early is published as partial (a draft PR, a review that says so). */
function publish(
  policy: RunPolicy,
  progress: ProgressReporter,
  state: RequestState,
  errors: readonly string[],
): Promise<Publication> {
  const { context, prepared, agent, stopped } = state;
  if (!context || stopped) return Promise.resolve({ errors: [] });
  const result = agent.result;
  const partial =
    !result || result.is_error || errors.length > 0
      ? (result?.terminal_reason ?? 'aborted')
      : undefined;
  const changeSet = state.changeSet?.changeSet;
  return policy.publish(
    { context, prepared, agent, partial, ...(changeSet ? { changeSet } : {}) },
    progress,
  );
}

/**
 * The issue or PR and its discussion. Without a pull request the checkout will
 * be the base branch's tip, so the project instructions are read from it.
 */
/** Adds the instructions left for the checkout: from the base tip, else from the API. */
async function withProjectInstructions(
  run: ActionRun,
  context: TaskContext,
  tree: TrustedTree,
  prepared: PreparedWorkspace,
): Promise<TaskContext> {
  if (run.trigger.isPullRequest || context.projectInstructions) return context;
  const instructions = tree.checkoutIsBase
    ? projectInstructions(
        (await readRootFiles(prepared.repository, prepared.startSha, INSTRUCTION_FILES)).map(
          (text, index) => ({ path: INSTRUCTION_FILES[index] ?? '', text }),
        ),
        tree.baseBranch,
      )
    : // A continued branch is not the base: ask GitHub for the base's own.
      await fetchProjectInstructions(run.client, run.trigger.repo, tree.baseBranch);
  return instructions ? { ...context, projectInstructions: instructions } : context;
}
