/**
 * The review_paths / review_ignore inputs: checked globs, parsed with the other inputs,
 * apart from the review so that input parsing stays light.
 */
import picomatch from 'picomatch';

/** Splits an input's glob list (commas or newlines) and checks each glob. */
export function parseGlobList(name: string, raw: string): string[] {
  const globs = raw
    .split(/[\n,]/)
    .map((glob) => glob.trim())
    .filter((glob) => glob !== '' && !glob.startsWith('#'));
  for (const glob of globs) {
    if (glob.startsWith('!')) {
      throw new Error(
        `${name}: "${glob}" is a negated glob; list what to leave out in review_ignore instead`,
      );
    }
    if (glob.split('/').includes('..')) {
      throw new Error(`${name}: "${glob}" leaves the repository ("..")`);
    }
    try {
      picomatch.makeRe(glob);
    } catch (error) {
      throw new Error(`${name}: "${glob}" is not a valid glob: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return globs;
}
