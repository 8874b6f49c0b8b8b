/** Replacements of ranges of a text, made by the Markdown-aware rewriters in this folder. */

/** Replace `text.slice(start, end)` with `insert`. */
export interface Edit {
  start: number;
  end: number;
  insert: string;
}

/** Applies edits in order; an edit inside one already applied is dropped. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let position = 0;
  for (const edit of sorted) {
    if (edit.start < position) continue;
    out += text.slice(position, edit.start) + edit.insert;
    position = edit.end;
  }
  return out + text.slice(position);
}
