/**
 * Prints the table of `@agent <verb>` requests for docs/triggers.md from the verb table
 * itself (src/github-side/github/verbs.ts): `npm run docs` copies it into the page, and
 * `node scripts/docs.mjs --check` fails when the page's copy differs.
 */
import { VERBS, type VerbSpec } from '../src/github-side/github/verbs.js';

/** The phrase the docs show: the action's default `trigger_phrase`. */
const PHRASE = '@agent';

function where(spec: Pick<VerbSpec<object, { name: string }>, 'pullRequestOnly' | 'inReviewBody'>) {
  const texts = spec.inReviewBody
    ? 'a comment, a review comment or a review'
    : 'a comment or a review comment';
  return `${texts} on ${spec.pullRequestOnly ? 'a pull request' : 'an issue or a pull request'}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

const rows = Object.values(VERBS).map(
  (spec) => `| \`${PHRASE} ${cell(spec.usage)}\` | ${where(spec)} | ${cell(spec.summary)} |`,
);
console.log(
  [
    '| request | understood in | what it starts |',
    '|---|---|---|',
    ...rows,
    `| \`${PHRASE} <anything else>\` | any text with the phrase, an issue's body included | a fix: work on the issue (a branch and a pull request) or on the pull request's branch |`,
  ].join('\n'),
);
