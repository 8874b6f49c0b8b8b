/**
 * One accepted request, step by step: acknowledge → context → workspace →
 * agent → publish → report. What differs between fixing, reviewing and a
 * maintenance task is the policy, chosen once from the context. Whatever fails
 * after the acknowledgement, the work is published and the report written.
 */
import { prepareWorkspace, type PreparedWorkspace } from '../git/workspace.js';
import { readRootFiles } from '../git/tree-files.js';
import {
  fetchContext,
  fetchProjectInstructions,
  INSTRUCTION_FILES,
  projectInstructions,
  type TaskContext,
} from '../github/context.js';
import { describeApiError } from '../github/octokit.js';
import { buildPrompt } from '../github/prompt.js';
import { webToolsAllowed } from './web-tools.js';
import { runAgent, type AgentOutcome } from './agent.js';
import { loadActionMcpConfig, pinActionMcpServers } from './mcp-config.js';
import { choosePolicy, startLiveComment, type ModePolicy, type Publication } from './policy.js';
import { startProgress } from './progress.js';
import { reportRun } from './report.js';
import type { ActionRun } from './run-context.js';

/** Runs the request; returns the failure message when the run failed. */
export async function handleRequest(run: ActionRun): Promise<string | undefined> {
  // The 👀 and the live comment go out alongside the context: the model need not wait.
  const live = startLiveComment(run);
  const progress = startProgress(run, live.hooks);
  const errors: string[] = [];
  let context: TaskContext | undefined;
  let policy: ModePolicy | undefined;
  let prepared: PreparedWorkspace | undefined;
  let agent: AgentOutcome = { errors: [], toolCalls: [] };
  /** Why the policy ended the run before the model, if it did. */
  let stopped: string | undefined;
  /** Deletes the copy of the base branch's files MCP servers started in, if one was made. */
  let removeServerFiles = () => {};
  // What the run was doing, so an error says where it happened.
  let phase = 'Reading the issue and its discussion';
  try {
    progress.step(phase);
    context = await readContext(run);
    policy = choosePolicy(run, context, live);
    // Read while the branch is prepared: it needs only the context.
    const extraPrompt = policy.promptSections?.(context) ?? Promise.resolve('');
    phase = 'Preparing the branch';
    progress.step(phase);
    const target = await policy.workspaceTarget(context);
    if ('stop' in target) {
      stopped = target.stop;
    } else {
      prepared = await prepareWorkspace(run.runner.workspace, target, {
        token: run.inputs.githubToken,
      });
      run.log.info(policy.describeWorkspace(prepared));
      context = await withProjectInstructions(run, context, prepared);
      // After the checkout (a file in it is read only when it is the base's) and before any tool.
      phase = 'Reading mcp_config';
      const mcp = loadActionMcpConfig(run.inputs.mcpConfig, {
        workspace: run.runner.workspace,
        prepared,
        env: run.env,
      });
      // The same object the policy, the comments and the commit check hold: they mask these too.
      if (mcp) run.secrets.add(mcp.secrets);
      phase = "Preparing the MCP servers' files";
      const servers = mcp
        ? await pinActionMcpServers(mcp.servers, {
            workspace: run.runner.workspace,
            prepared,
            baseBranch: context.baseBranch,
            ...(context.pullRequest ? { baseSha: context.pullRequest.baseSha } : {}),
            token: run.inputs.githubToken,
            scratch: run.runner.runnerTemp,
            path: run.env.PATH,
          })
        : undefined;
      if (servers) removeServerFiles = servers.remove;
      const extra = await extraPrompt;
      const prompt = [buildPrompt(context), extra].filter(Boolean).join('\n');
      const start = policy.beforeAgent
        ? await policy.beforeAgent(context, prepared, prompt)
        : { prepared, prompt };
      if ('stop' in start) {
        stopped = start.stop;
      } else {
        prepared = start.prepared;
        phase = 'Running the agent';
        // One loop, or several at once (a large review split into file groups).
        const parts = policy.parts
          ? await policy.parts(context, prepared, extra)
          : [{ prompt: start.prompt, tools: policy.tools(context), label: policy.name }];
        const web = webToolsAllowed(run.runner.eventName, context, run.trigger.repo);
        agent = await runAgent(
          run,
          parts.map((part) => ({ ...part, webTools: web })),
          progress,
          servers?.servers,
          policy.afterParts,
        );
      }
    }
    if (stopped) run.log.warning(`agent-loop stopped: ${stopped}`);
  } catch (error) {
    const message = `${phase} failed: ${run.redact(describeApiError(error))}`;
    errors.push(message);
    run.log.error(message);
  }
  removeServerFiles();
  errors.push(...agent.errors);
  const result = agent.result;
  // Work that stopped early is published as partial (a draft PR, a review that says so).
  const partial =
    !result || result.is_error || errors.length > 0
      ? (result?.terminal_reason ?? 'aborted')
      : undefined;
  const publication: Publication =
    context && policy && !stopped
      ? await policy.publish({ context, prepared, agent, partial }, progress)
      : { errors: [] };
  publication.finalBody ??= live.failureBody?.(errors);
  return reportRun(
    run,
    {
      ...(prepared ? { prepared } : {}),
      ...(result ? { result } : {}),
      ...(agent.sandboxStatus ? { sandboxStatus: agent.sandboxStatus } : {}),
      toolCalls: agent.toolCalls,
      publication,
      errors,
      ...(stopped ? { stopped: run.redact(stopped) } : {}),
    },
    progress,
  );
}

/**
 * The issue or PR and its discussion. Without a pull request the checkout will
 * be the base branch's tip, so the project instructions are read from it.
 */
function readContext(run: ActionRun): Promise<TaskContext> {
  return fetchContext({
    client: run.client,
    trigger: run.trigger,
    baseBranch: run.inputs.baseBranch || undefined,
    instructionsFromCheckout: !run.trigger.isPullRequest,
  });
}

/** Adds the instructions left for the checkout: from the base tip, else from the API. */
async function withProjectInstructions(
  run: ActionRun,
  context: TaskContext,
  prepared: PreparedWorkspace,
): Promise<TaskContext> {
  if (run.trigger.isPullRequest || context.projectInstructions) return context;
  const instructions = prepared.startsFromBase
    ? projectInstructions(
        (await readRootFiles(prepared.repository, prepared.startSha, INSTRUCTION_FILES)).map(
          (text, index) => ({ path: INSTRUCTION_FILES[index] ?? '', text }),
        ),
        context.baseBranch,
      )
    : // A continued branch is not the base: ask GitHub for the base's own.
      await fetchProjectInstructions(run.client, run.trigger.repo, context.baseBranch);
  return instructions ? { ...context, projectInstructions: instructions } : context;
}
