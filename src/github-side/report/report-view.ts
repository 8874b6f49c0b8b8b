/**
 * What the final report shows (the run's comment and its step summary): the data, apart
 * from the two renderers (final-report.ts, step-summary.ts) that both read it.
 */
import type {
  ProjectConfigSummary,
  SelfCheckSummary,
  TerminalReason,
  WebRequest,
} from '../../engine/events/stream.js';
import type { ImagesShown } from './images.js';
import type { ChangeSetLine } from './change-set.js';

/** Everything the final report can show. */
export interface FinalReportView {
  conclusion: 'success' | 'failure' | 'skipped';
  terminalReason?: TerminalReason;
  /** The model's final text. */
  summary: string;
  filesChanged: readonly string[];
  branch?: { name: string; url: string };
  pullRequest?: { number: number; url: string; created: boolean };
  /** The other repositories of a change set: each one's pull request, refusal or read-only reason. */
  changeSet?: readonly ChangeSetLine[];
  /**
   * The review a review run posted: its link, how many inline comments it has,
   * and whether GitHub refused them so they were folded into its body.
   */
  review?: { url: string; inlineComments: number; folded: boolean };
  runId: string;
  runUrl: string;
  turns: number;
  costUsd: number;
  durationMs: number;
  /** The run stopped early but what it had done was committed. */
  partialWorkCommitted?: boolean;
  /** The push failed: the work is committed in the runner's checkout only. */
  pushFailure?: string;
  /** What publishing decided on its own (signing switched on by a branch rule). */
  publishNotes?: readonly string[];
  /**
   * Changed paths the action did not publish (they keep their content from before
   * the run), each with the reason in words; never a secret's value.
   */
  leftOut?: readonly { path: string; detail: string }[];
  /** A fork PR: answered read-only, nothing pushed. */
  forkPullRequest?: boolean;
  /**
   * The agent changed nothing on a branch that already has a pull request (a
   * maintenance task): no commit was made and the pull request was left alone.
   */
  nothingToChange?: { pullRequestUrl?: string };
  /** Why the run stopped before the model was called (conclusion `skipped`). */
  skipReason?: string;
  /** Errors to show (already human-readable). */
  errors?: readonly string[];
  /**
   * The tool boundary: whether tool processes ran inside it, and when they did
   * not, a plain-words warning of what was not protected; when they did, the
   * protections the host could not give (each with why).
   */
  sandbox?: {
    active: boolean;
    /** The hosts tool processes could reach, or "no network" (src/engine/sandbox/network-setting.ts). */
    network?: string;
    warning?: string;
    missing?: readonly string[];
    /** The window every boundary leaves (host sockets made during a call; host-sockets.ts). */
    window?: string;
    /** Runs that died earlier whose hand-back failed. */
    staleFailures?: readonly string[];
  };
  /**
   * The run's memory for a follow-up (src/github-side/memory/encode.ts: a hidden, redacted block),
   * placed after the marker; never in the step summary.
   */
  memoryBlock?: string;
  /** The run's MCP servers (the result's `mcp_servers`): the failed ones are named. */
  mcpServers?: readonly { name: string; status: 'connected' | 'failed'; error?: string }[];
  /** Every search the API ran and URL it fetched for the web tools (the result's `web_requests`). */
  webRequests?: readonly WebRequest[];
  /** What the run took from the repository's Claude Code configuration (the result's). */
  projectConfig?: ProjectConfigSummary;
  /** The self-check before publishing (the result's `self_check`): "Checked before publishing". */
  selfCheck?: SelfCheckSummary;
  /** The request's images: those the model saw and those left out (docs/contract.md#images). */
  images?: ImagesShown;
}
