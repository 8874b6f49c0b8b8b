/**
 * The step summary's account of a staged run: every write it would have made, as it
 * would have appeared. Comments show their last body (after the edits the run would have
 * made), the pull request its title, branches, body and the diff of the push, the review
 * its body and inline findings, the check run its result and annotations, the spend
 * ledger the file it would have written; then the list of every write, in order.
 */
import type { StagedPush, StagedWrite } from './staged-writes.js';

type Json = Record<string, unknown>;

/** Characters of one diff shown (the file holds it whole). */
const MAX_DIFF_CHARS = 60_000;
/** Characters of the whole account: the step summary holds 1 MiB. */
const MAX_CHARS = 800_000;

/** The Markdown section for the step summary. */
export function renderStagedWrites(writes: readonly StagedWrite[], file: string): string {
  const parts = [
    '## Staged run: what it would have written',
    '',
    writes.length === 0
      ? 'This run was staged (`staged: true`) and would have written nothing to GitHub.'
      : `This run was staged (\`staged: true\`): it sent nothing to GitHub and pushed nothing. Below are the ${writes.length} writes it would have made, as they would have appeared; output \`staged_writes\` (\`${file}\`) holds each as a JSON line.`,
    ...pushes(writes),
    ...pullRequests(writes),
    ...reviews(writes),
    ...comments(writes),
    ...checkRuns(writes),
    ...ledger(writes),
    ...(writes.length > 0 ? everyWrite(writes) : []),
  ];
  const text = parts.join('\n');
  return text.length <= MAX_CHARS
    ? text
    : `${text.slice(0, MAX_CHARS)}\n\n_(cut here: the file holds every write)_`;
}

/** A fence longer than any run of backticks in `text`. */
function fenced(text: string, language = ''): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text.replace(/\n$/, '')}\n${fence}`;
}

/** A body shown as GitHub would render it, set apart. */
function quoted(body: string): string {
  return `<blockquote>\n\n${body.trim() || '_(empty)_'}\n\n</blockquote>`;
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function pushes(writes: readonly StagedWrite[]): string[] {
  const found = writes.filter((write) => write.method === 'PUSH');
  if (found.length === 0) return [];
  return [
    '',
    '### Branches it would have pushed',
    ...found.flatMap((write) => {
      const push = write.body as StagedPush;
      const diff =
        push.diff.length > MAX_DIFF_CHARS
          ? `${push.diff.slice(0, MAX_DIFF_CHARS)}\n… (cut: ${push.diff.length} characters in all)`
          : push.diff;
      return [
        '',
        `**${code(push.branch)}** at ${code(push.sha.slice(0, 12))} (${push.via === 'api' ? "through GitHub's API" : 'git push'}${push.force_with_lease ? `, replacing ${code(push.force_with_lease.slice(0, 12))}` : ''})`,
        '',
        ...push.commits.map((commit) => `- ${code(commit.slice(0, 12))} ${commit.slice(41)}`),
        ...(diff
          ? [
              '',
              '<details open><summary>Diff</summary>',
              '',
              fenced(diff, 'diff'),
              '',
              '</details>',
            ]
          : []),
      ];
    }),
  ];
}

function pullRequests(writes: readonly StagedWrite[]): string[] {
  const found = writes.filter(
    (write) =>
      (write.method === 'POST' && /\/pulls$/.test(write.route)) ||
      (write.method === 'PATCH' && /\/pulls\/\d+$/.test(write.route)),
  );
  if (found.length === 0) return [];
  return [
    '',
    '### Pull requests',
    ...found.flatMap((write) => {
      const body = write.body as Json;
      const opened = write.method === 'POST';
      return [
        '',
        `#### ${opened ? 'Would open' : `Would update ${code(write.route.replace(/.*\/pulls\//, '#'))}`}: ${text(body.title).replace(/\n/g, ' ')}`,
        '',
        ...(opened
          ? [
              `${code(text(body.head))} into ${code(text(body.base))}${body.draft === true ? ' (draft)' : ''}`,
              '',
            ]
          : []),
        quoted(text(body.body)),
      ];
    }),
  ];
}

function reviews(writes: readonly StagedWrite[]): string[] {
  const found = writes.filter(
    (write) => write.method === 'POST' && /\/pulls\/\d+\/reviews$/.test(write.route),
  );
  if (found.length === 0) return [];
  return [
    '',
    '### Reviews',
    ...found.flatMap((write) => {
      const body = write.body as Json;
      const inline = Array.isArray(body.comments) ? (body.comments as Json[]) : [];
      const pull = write.route.replace(/.*\/pulls\/(\d+)\/reviews$/, '#$1');
      return [
        '',
        `#### Review of ${pull} (${text(body.event) || 'pending'}) on ${code(text(body.commit_id).slice(0, 12))}`,
        '',
        quoted(text(body.body)),
        ...(inline.length > 0 ? ['', `${inline.length} inline comments:`] : []),
        ...inline.flatMap((comment) => {
          const line = comment.start_line
            ? `${String(comment.start_line)}-${String(comment.line)}`
            : String(comment.line ?? '');
          return [
            '',
            `- ${code(`${text(comment.path)}:${line}`)} (${text(comment.side) || 'RIGHT'})`,
            '',
            quoted(text(comment.body)),
          ];
        }),
      ];
    }),
  ];
}

/** Comments made and edited, each once with its last body, and comments of others' edited. */
function comments(writes: readonly StagedWrite[]): string[] {
  const threads = new Map<string, { where: string; made: boolean; bodies: string[] }>();
  for (const write of writes) {
    const body = write.body as Json;
    if (
      write.method === 'POST' &&
      write.object &&
      /\/comments(\/\d+\/replies)?$/.test(write.route)
    ) {
      const where = write.route.replace(/.*\/(issues|pulls)\/(\d+)\/comments.*/, '#$2');
      const reply = /\/replies$/.test(write.route) ? ' (a reply in a review thread)' : '';
      threads.set(write.object, {
        where: `${where}${reply}`,
        made: true,
        bodies: [text(body.body)],
      });
    } else if (write.method === 'PATCH' && /\/comments\/\d+$/.test(write.route)) {
      const thread = threads.get(write.route) ?? {
        where: `comment ${code(write.route.replace(/.*\//, ''))}, already on GitHub`,
        made: false,
        bodies: [],
      };
      thread.bodies.push(text(body.body));
      threads.set(write.route, thread);
    }
  }
  if (threads.size === 0) return [];
  return [
    '',
    '### Comments',
    ...[...threads.values()].flatMap((thread) => {
      const edits = thread.bodies.length - (thread.made ? 1 : 0);
      const how = `${thread.made ? 'Would post on' : 'Would edit'} ${thread.where}${edits > 0 ? `, edited ${edits} time${edits === 1 ? '' : 's'}; as it would finally read` : ''}`;
      return ['', `#### ${how}`, '', quoted(thread.bodies.at(-1) ?? '')];
    }),
  ];
}

function checkRuns(writes: readonly StagedWrite[]): string[] {
  const found = writes.filter((write) => /\/check-runs(\/\d+)?$/.test(write.route));
  if (found.length === 0) return [];
  const last = found.reduce<Json>((merged, write) => {
    const body = write.body as Json;
    const output = { ...(merged.output as Json | undefined), ...(body.output as Json | undefined) };
    return { ...merged, ...body, output };
  }, {});
  const output = last.output as Json;
  const annotations = found.flatMap((write) => {
    const notes = ((write.body as Json).output as Json | undefined)?.annotations;
    return Array.isArray(notes) ? (notes as Json[]) : [];
  });
  return [
    '',
    `### Check run ${code(text(last.name))}`,
    '',
    `${text(last.conclusion) || text(last.status) || 'created'} on ${code(text(last.head_sha).slice(0, 12))}${output.title ? `: ${text(output.title)}` : ''}`,
    ...(output.summary ? ['', quoted(text(output.summary))] : []),
    ...annotations.map(
      (note) =>
        `- ${code(`${text(note.path)}:${String(note.start_line ?? '')}`)} ${text(note.annotation_level)}: ${text(note.message).split('\n')[0] ?? ''}`,
    ),
  ];
}

/** The spend ledger the run would have written (the file of its last tree on the ref). */
function ledger(writes: readonly StagedWrite[]): string[] {
  const trees = writes.flatMap((write) => {
    const entries = (write.body as Json).tree;
    if (!/\/git\/trees$/.test(write.route) || !Array.isArray(entries)) return [];
    return (entries as Json[]).filter((entry) => entry.path === 'spend.json');
  });
  const last = trees.at(-1);
  if (!last) return [];
  return [
    '',
    '### Spend ledger (`refs/agent-loop/spend`)',
    '',
    `It would have been written ${trees.length} time${trees.length === 1 ? '' : 's'}; at the end \`spend.json\` would have read:`,
    '',
    fenced(text(last.content), 'json'),
  ];
}

function everyWrite(writes: readonly StagedWrite[]): string[] {
  return [
    '',
    `<details><summary>Every write, in order (${writes.length})</summary>`,
    '',
    '| # | Method | Route |',
    '|---|---|---|',
    ...writes.map(
      (write, index) =>
        `| ${index + 1} | ${write.method} | ${code(write.route).replace(/\|/g, '\\|')} |`,
    ),
    '',
    '</details>',
  ];
}
