/** The subject line of the commit the action makes for a run's work. */
import type { TaskContext } from '../../github/context.js';
import type { ResultEvent } from '../../../engine/events/stream.js';
import { neutralizeTitle } from '../../../engine/safety/markdown-safety.js';
import { cutText } from '../../../engine/text/cut.js';

/** `agent: address #12 (title)`, `agent: update for #7 (…)` or the task's first line; `[partial: …]` when cut short. */
export function commitSubject(context: TaskContext, result: ResultEvent | undefined): string {
  const subject =
    context.number !== undefined
      ? `agent: ${context.pullRequest ? 'update for' : 'address'} #${context.number}${context.title ? ` (${context.title})` : ''}`
      : `agent: ${context.request.split('\n')[0] ?? 'scheduled task'}`;
  const partial =
    !result || result.is_error ? ` [partial: ${result?.terminal_reason ?? 'interrupted'}]` : '';
  // An issue title saying `Fixes #1` must not close #1 when the commit lands, nor forge a marker.
  return `${cutText(neutralizeTitle(subject), 100)}${partial}`;
}
