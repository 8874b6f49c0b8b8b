/** One line saying what the agent is doing, for the progress comment and the log. */
import { cutText, cutTextWithMarker } from '../../engine/text/cut.js';

const MAX_DETAIL = 120;

/** e.g. "Running `npm test`", "Editing `src/app.ts`". */
export function describeToolStep(name: string, input: unknown): string {
  const fields = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const detail = (value: unknown) => {
    const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
    const short = cutTextWithMarker(text, MAX_DETAIL);
    return short ? ` \`${short.replace(/`/g, "'")}\`` : '';
  };
  switch (name) {
    case 'Read':
      return `Reading${detail(fields.file_path)}`;
    case 'Write':
      return `Writing${detail(fields.file_path)}`;
    case 'Edit':
      return `Editing${detail(fields.file_path)}`;
    case 'Glob':
      return `Finding files${detail(fields.pattern)}`;
    case 'Grep':
      return `Searching for${detail(fields.pattern)}`;
    case 'Bash':
      return typeof fields.description === 'string' && fields.description.trim()
        ? `${cutText(fields.description.trim(), MAX_DETAIL)}:${detail(fields.command)}`
        : `Running${detail(fields.command)}`;
    case 'TodoWrite':
      return 'Updating the task list';
    default:
      return `Using ${name}`;
  }
}
