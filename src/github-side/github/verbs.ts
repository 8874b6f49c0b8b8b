/**
 * The `@agent <verb> …` requests, in one table: the word after the phrase, where
 * it is understood, how its argument is read from the text after it, the run it
 * asks for and the line docs/triggers.md shows for it. The trigger (./trigger.ts)
 * parses a request once into an {@link Ask}; the run kind (./run-kind.ts) and the
 * context (./context.ts) read that; `npm run docs` writes the table into the docs.
 * Any other text after the phrase asks for a fix. A new verb is one entry here
 * (and, when its run is new, its kind in ./run-kind.ts and its policy).
 */
import { sanitizeUntrusted } from '../../engine/safety/sanitize.js';
import { textAfterTriggerPhrase, wordAfterTriggerPhrase } from './phrase.js';

/** What a fix (or an approved plan's execution) works on, as the event names it. */
export type FixTarget = 'issue' | 'pull_request' | 'review_comment';

/** What the run kind of a verb may depend on besides its argument. */
export interface VerbSetting {
  /** What a fix (or an approved plan) would work on. */
  target: FixTarget;
  /** A pull request event started the run, not a person's request. */
  automatic: boolean;
}

/**
 * One verb. `Args`: what its {@link Ask} carries besides the verb; `Kind`: the run
 * it asks for, one member of ./run-kind.ts's `RunKind`.
 */
export interface VerbSpec<Args extends object, Kind extends { readonly name: string }> {
  /** How the docs show it after the phrase, e.g. `review <focus>`. */
  usage: string;
  /** What it starts, one line for docs/triggers.md. */
  summary: string;
  /** Understood only on a pull request; on an issue the text is a request for a fix. */
  pullRequestOnly: boolean;
  /** Understood in a submitted review's body too, not only in a comment or review comment. */
  inReviewBody: boolean;
  /**
   * Its argument from the text after the phrase (which starts with the verb), or
   * undefined when the text is not this verb after all: then it asks for a fix.
   */
  parse(after: string): Args | undefined;
  /** The run it asks for. */
  kind(args: Args, setting: VerbSetting): Kind;
}

/** Longest review focus kept from a request, in characters. */
export const MAX_FOCUS_CHARS = 2_000;
/** Longest rule kept from `<phrase> remember`, in characters. */
const MAX_RULE_CHARS = 500;
/** Longest plan request kept, in characters. */
const MAX_PLAN_CHARS = 20_000;

const verb = <Args extends object, Kind extends { readonly name: string }>(
  spec: VerbSpec<Args, Kind>,
) => spec;

/** Every verb, by the word that names it (lower case). */
export const VERBS = {
  /** A review of a pull request; `automatic` when a pull request event started it. */
  review: verb<
    { focus: string },
    { readonly name: 'review'; readonly focus: string; readonly automatic: boolean }
  >({
    usage: 'review <focus>',
    summary:
      'a read-only [review](review.md) of the pull request, never a push; the text after it is its focus',
    pullRequestOnly: true,
    inReviewBody: true,
    parse: (after) => ({ focus: cut(withoutVerb(after, 'review').trim(), MAX_FOCUS_CHARS) }),
    kind: ({ focus }, { automatic }) => ({ name: 'review', focus, automatic }),
  }),
  /** A rule for `.github/agent-review.md`: no checkout, no model. */
  remember: verb<{ rule: string }, { readonly name: 'remember'; readonly rule: string }>({
    usage: 'remember <rule>',
    summary:
      'adds the rest of its paragraph as a line of `.github/agent-review.md`, through one pull request that collects such rules ([review](review.md)); no model runs',
    pullRequestOnly: true,
    inReviewBody: false,
    parse: (after) => {
      const rule = sanitizeUntrusted(withoutVerb(paragraph(after), 'remember'))
        .replace(/\s+/g, ' ')
        .trim();
      return { rule: cut(rule, MAX_RULE_CHARS) };
    },
    kind: ({ rule }) => ({ name: 'remember', rule }),
  }),
  /** A read-only run that posts a plan for approval (docs/contract.md#plan-and-approve). */
  plan: verb<{ request: string }, { readonly name: 'plan' }>({
    usage: 'plan <request>',
    summary:
      'a read-only run that posts a plan for approval ([plan, approve, execute](plan-approve.md)); without a request the issue is the request',
    pullRequestOnly: false,
    inReviewBody: false,
    parse: (after) => ({ request: cut(withoutVerb(after, 'plan').trim(), MAX_PLAN_CHARS) }),
    kind: () => ({ name: 'plan' }),
  }),
  /** Runs the latest plan, or the one the comment links. */
  approve: verb<
    { planCommentId?: number },
    { readonly name: 'approve'; readonly target: FixTarget; readonly planCommentId?: number }
  >({
    usage: 'approve [<link to the plan comment>]',
    summary:
      "runs the latest plan, or the one the comment links, with exactly the plan's permissions ([plan, approve, execute](plan-approve.md))",
    pullRequestOnly: false,
    inReviewBody: false,
    parse: (after) => {
      // A link to the plan comment names the plan this approval is for.
      const linked = /#issuecomment-(\d{1,20})\b/.exec(withoutVerb(after, 'approve'))?.[1];
      return linked ? { planCommentId: Number(linked) } : {};
    },
    kind: ({ planCommentId }, { target }) => ({
      name: 'approve',
      target,
      ...(planCommentId !== undefined ? { planCommentId } : {}),
    }),
  }),
  /** This month's spending from the ledger; no checkout, no model. */
  usage: verb<Record<never, never>, { readonly name: 'usage' }>({
    usage: 'usage',
    summary:
      "one reply with this month's spending ([budgets](budgets.md#agent-usage)); only when nothing else follows in its paragraph; no model runs",
    pullRequestOnly: false,
    inReviewBody: false,
    // `@agent usage of X is wrong, fix it` is a request, not this question.
    parse: (after) => (/^[\s,:;!-]*usage[\s.!?]*$/iu.test(paragraph(after)) ? {} : undefined),
    kind: () => ({ name: 'usage' }),
  }),
  /** The review's figures over the last 30 days from its outcomes; no checkout, no model. */
  'review-stats': verb<Record<never, never>, { readonly name: 'review-stats' }>({
    usage: 'review-stats',
    summary:
      "one reply with the review's figures over the last 30 days, with a chart ([review](review.md#review-outcomes-and-agent-review-stats)); only when nothing else follows in its paragraph; no model runs",
    pullRequestOnly: false,
    inReviewBody: false,
    parse: (after) =>
      /^[\s,:;!-]*review-stats[\s.!?]*$/iu.test(paragraph(after)) ? {} : undefined,
    kind: () => ({ name: 'review-stats' }),
  }),
} as const;

/** The verbs' names. */
export type Verb = keyof typeof VERBS;

type ArgsOf<V extends Verb> = Parameters<(typeof VERBS)[V]['kind']>[0];

/** What a request asks for: a verb of {@link VERBS} with its argument, or a fix. */
export type Ask =
  { readonly verb: 'fix' } | { [V in Verb]: { readonly verb: V } & ArgsOf<V> }[Verb];

/** The runs the verbs ask for (./run-kind.ts adds those no verb names). */
export type VerbKind = ReturnType<(typeof VERBS)[Verb]['kind']>;

/** A request that names no verb. */
export const FIX: Ask = { verb: 'fix' };

/** Where the text with the phrase was written. */
export interface AskPlace {
  onPullRequest: boolean;
  /** A submitted review's body (else a comment or a review comment). */
  reviewBody: boolean;
}

/** What `text` asks for: the verb after the first live mention of `phrase`, read once. */
export function askOf(text: string, phrase: string, place: AskPlace): Ask {
  const word = wordAfterTriggerPhrase(text, phrase);
  if (word === undefined || !Object.hasOwn(VERBS, word)) return FIX;
  const name = word as Verb;
  const spec = VERBS[name];
  if (spec.pullRequestOnly && !place.onPullRequest) return FIX;
  if (place.reviewBody && !spec.inReviewBody) return FIX;
  const args = spec.parse(textAfterTriggerPhrase(text, phrase) ?? '');
  return args === undefined ? FIX : ({ ...args, verb: name } as Ask);
}

/** The run `ask` asks for; a fix is not in the table (./run-kind.ts decides it). */
export function kindOfVerb(ask: Exclude<Ask, { verb: 'fix' }>, setting: VerbSetting): VerbKind {
  const { verb: name, ...args } = ask;
  // Each entry takes its own argument: TypeScript cannot follow the pairing through the union.
  const kind = VERBS[name].kind as (args: object, setting: VerbSetting) => VerbKind;
  return kind(args, setting);
}

/** `after` without the verb `word` and the punctuation around it. */
function withoutVerb(after: string, word: string): string {
  return after.replace(new RegExp(`^[\\s,:;!-]*${word}\\b[\\s,:;.!-]*`, 'iu'), '');
}

/** The rest of the paragraph. */
function paragraph(after: string): string {
  return after.split(/\n\s*\n/)[0] ?? '';
}

function cut(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}
