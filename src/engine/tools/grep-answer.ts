/**
 * What a Grep search finds, before formatting: ripgrep (grep-engine.ts) and the
 * fallback's kernel (grep-kernel.ts, in its worker) both answer in this shape.
 */

/** One printed line of content mode. */
export interface GrepLine {
  number: number;
  text: string;
  isMatch: boolean;
}

/** The answer, before formatting. */
export type GrepAnswer = (
  | { mode: 'files_with_matches'; files: string[] }
  | { mode: 'count'; counts: { path: string; count: number }[] }
  | { mode: 'content'; files: { path: string; lines: GrepLine[] }[]; complete: boolean }
) & {
  /** Files the fallback did not search because they are too big (ripgrep skips none). */
  skipped?: { paths: string[]; overBytes: number };
};
