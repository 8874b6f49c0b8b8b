/**
 * Staged mode (input `staged`, docs/staged.md): the run reads GitHub, runs the loop and
 * commits locally as usual, but nothing it writes leaves the runner. This is the one
 * place every write goes instead: the GitHub client's innermost request hook
 * (src/github-side/github/octokit.ts, through ./write-gate.ts) and the push
 * (src/github-side/git/push.ts) hand their writes here when a run is staged. Each is
 * kept, in order, for the step summary (./render.ts) and appended at once as one JSON
 * line (`{method, route, body}`) to the file output `staged_writes` names, so a run
 * that dies part way still leaves what it would have done.
 *
 * Objects a staged write "created" (a comment, a pull request, a check run, a ref) are
 * kept under their API path, so a later read or edit of one is answered from here.
 */
import { appendFileSync, writeFileSync } from 'node:fs';

/** One write the run would have made. */
export interface StagedWrite {
  /** The HTTP method (`POST`, `PATCH`, `PUT`, `DELETE`), or `PUSH` for a git push. */
  method: string;
  /** The API path it would have gone to (`/repos/o/r/issues/7/comments`), or the ref a push moves. */
  route: string;
  /** The JSON body it would have sent (GraphQL: `{query, variables}`); a push: what it sends. */
  body: unknown;
  /** The API path of the object it made (a comment, a pull request), where later edits go. */
  object?: string;
}

/** What a push would have sent (the `body` of a `PUSH` write). */
export interface StagedPush {
  /** The remote, credentials removed. */
  remote: string;
  branch: string;
  /** The commit the branch would point at. */
  sha: string;
  /** `--force-with-lease`: the commit the branch had to be at to be replaced. */
  force_with_lease?: string;
  /** `git push`, or recreated through GitHub's API (`commit_signing: api`). */
  via: 'git' | 'api';
  /** The commits the push would send (`<sha> <subject>`, oldest first). */
  commits: string[];
  /** The change those commits make (`git diff`), for the reader. */
  diff: string;
}

/** Kinds of object a staged write creates, each numbered on its own. */
export type StagedKind =
  'comment' | 'review-comment' | 'reaction' | 'pull' | 'review' | 'check-run' | 'label';

/**
 * First synthetic id of each kind: of today's magnitudes (comment ids are past 2^31,
 * about 3.6 billion), and numbers a reader can tell were never GitHub's. A pull
 * request's number cannot be known before GitHub gives it: a staged one is 999001 on.
 */
const FIRST_ID: Record<StagedKind, number> = {
  comment: 3_999_000_001,
  'review-comment': 2_999_000_001,
  reaction: 399_000_001,
  pull: 999_001,
  review: 3_099_000_001,
  'check-run': 59_999_000_001,
  label: 9_999_000_001,
};

/** Where the run's staged writes go, and how the answers to them are made. */
export interface StagedWritesOptions {
  /** The JSON Lines file (under RUNNER_TEMP): emptied now, one line per write after. */
  file: string;
  /** The web address of the server (`https://github.com`), for the links answers carry. */
  serverUrl: string;
  /** Masks every secret the run knows: applied to each string of a write before it is kept. */
  redact: (text: string) => string;
}

/** The run's staged writes: the record, and the objects they made. */
export class StagedWrites {
  readonly file: string;
  readonly serverUrl: string;
  private readonly list: StagedWrite[] = [];
  private readonly objects = new Map<string, Record<string, unknown>>();
  private readonly counters = new Map<StagedKind, number>();
  private readonly heads = new Map<string, string>();
  private readonly redact: (text: string) => string;

  constructor(options: StagedWritesOptions) {
    this.file = options.file;
    this.serverUrl = options.serverUrl.replace(/\/+$/, '');
    this.redact = options.redact;
    writeFileSync(this.file, '', { mode: 0o600 });
  }

  /** Every write so far, in the order the run made them. */
  get writes(): readonly StagedWrite[] {
    return this.list;
  }

  /** Keeps `write` (its strings redacted) and appends it to the file. */
  record(write: StagedWrite): StagedWrite {
    const kept = redactStrings(write, this.redact) as StagedWrite;
    this.list.push(kept);
    appendFileSync(this.file, `${JSON.stringify(kept)}\n`);
    return kept;
  }

  /** Keeps a push the run would have made: the branch reads as moved from then on. */
  push(push: StagedPush): StagedWrite {
    this.heads.set(push.branch, push.sha);
    return this.record({ method: 'PUSH', route: `refs/heads/${push.branch}`, body: push });
  }

  /** The commit a staged push left `branch` at, if one did. */
  pushedHead(branch: string): string | undefined {
    return this.heads.get(branch);
  }

  /** The next synthetic id of `kind`. */
  nextId(kind: StagedKind): number {
    const next = this.counters.get(kind) ?? FIRST_ID[kind];
    this.counters.set(kind, next + 1);
    return next;
  }

  /** Keeps the object a staged write made (or changed) under the API path that reads it. */
  remember(path: string, object: Record<string, unknown>): void {
    this.objects.set(path, object);
  }

  /** The object a staged write left at `path`, if any (a copy). */
  recall(path: string): Record<string, unknown> | undefined {
    const object = this.objects.get(path);
    return object ? structuredClone(object) : undefined;
  }
}

/** `value` with `redact` applied to every string in it. */
function redactStrings(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactStrings(item, redact)]),
    );
  }
  return value;
}
