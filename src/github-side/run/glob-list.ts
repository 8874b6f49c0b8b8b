/**
 * The review_paths / review_ignore inputs: checked globs, parsed with the other inputs,
 * apart from the review so that input parsing stays light.
 */
import picomatch from 'picomatch';
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';

/** A glob list input that cannot be used; the message starts with the input's name. */
export class GlobListError extends AgentLoopError<'glob_list'> {
  override readonly name = 'GlobListError';
  get kind() {
    return 'glob_list' as const;
  }
}

/** Splits an input's glob list (commas or newlines) and checks each glob. */
export function parseGlobList(name: string, raw: string): string[] {
  const globs = raw
    .split(/[\n,]/)
    .map((glob) => glob.trim())
    .filter((glob) => glob !== '' && !glob.startsWith('#'));
  for (const glob of globs) {
    if (glob.startsWith('!')) {
      throw new GlobListError(
        `${name}: "${glob}" is a negated glob; list what to leave out in review_ignore instead`,
      );
    }
    if (glob.split('/').includes('..')) {
      throw new GlobListError(`${name}: "${glob}" leaves the repository ("..")`);
    }
    try {
      picomatch.makeRe(glob);
    } catch (error) {
      throw new GlobListError(
        `${name}: "${glob}" is not a valid glob: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
  }
  return globs;
}
