import { describe, expect, it } from 'vitest';
import {
  hasAgentMarker,
  reviewedHeadMarker,
  stripAgentMarkers,
} from '../../src/engine/safety/marker.js';
import {
  anchorStillPresent,
  filterRepeats,
  findRepeat,
  findingMarker,
  fingerprintOf,
  linesOf,
  parseFindingMarker,
  parseReviewedSha,
  visibleText,
} from '../../src/github-side/review/posted-findings.js';

const FILE = ['export function add(a, b) {', '  return a - b;', '}', ''].join('\n');

describe('finding fingerprints', () => {
  const finding = {
    path: 'src/math.ts',
    anchorLines: linesOf(FILE, 1, 2),
    body: '**Bug:** `add` subtracts its arguments.',
  };

  it('round-trips through the hidden marker in a comment body', () => {
    const fingerprint = fingerprintOf(finding);
    const body = `${finding.body}\n\n${findingMarker(fingerprint)}`;
    expect(parseFindingMarker(body)).toEqual(fingerprint);
    expect(visibleText(body)).toBe(finding.body);
    expect(fingerprint.codeLines).toBe(2);
  });

  it('is an agent-loop marker: the gate knows it and the model cannot forge it', () => {
    const marker = findingMarker(fingerprintOf(finding));
    expect(hasAgentMarker(marker)).toBe(true);
    expect(parseFindingMarker(stripAgentMarkers(`looks fine ${marker}`))).toBeUndefined();
  });

  it('ignores indentation, blank lines, line numbers and Markdown styling', () => {
    const moved = fingerprintOf({
      path: 'src/math.ts',
      anchorLines: ['', 'export   function add(a, b) {', '', '    return a - b;'],
      body: 'Bug: add subtracts its arguments',
    });
    expect(moved).toEqual(fingerprintOf(finding));
  });

  it('changes with the path, the code or the point', () => {
    const base = fingerprintOf(finding);
    expect(fingerprintOf({ ...finding, path: 'src/other.ts' }).path).not.toBe(base.path);
    expect(fingerprintOf({ ...finding, anchorLines: ['return a + b;'] }).code).not.toBe(base.code);
    expect(fingerprintOf({ ...finding, body: 'Name the function sum.' }).point).not.toBe(
      base.point,
    );
  });

  it('refuses a malformed marker', () => {
    expect(parseFindingMarker('<!-- agent-loop:finding:v1:xyz -->')).toBeUndefined();
    expect(parseFindingMarker('no marker')).toBeUndefined();
  });
});

describe('repeats', () => {
  const earlier = {
    path: 'src/math.ts',
    anchorLines: ['return a - b;'],
    body: 'This subtracts instead of adding: `a - b` should be `a + b`.',
  };
  const ledger = [{ fingerprint: fingerprintOf(earlier), path: earlier.path, body: earlier.body }];

  it('finds the same point on the same code, also slightly reworded', () => {
    const same = fingerprintOf(earlier);
    expect(findRepeat(ledger, same, earlier.body)).toBeDefined();
    const reworded = 'This subtracts instead of adding: a - b should be a + b here.';
    const fingerprint = fingerprintOf({ ...earlier, body: reworded });
    expect(findRepeat(ledger, fingerprint, reworded)).toBeDefined();
  });

  it('does not call a different point or different code a repeat', () => {
    const other = 'Consider a doc comment describing the parameters.';
    expect(findRepeat(ledger, fingerprintOf({ ...earlier, body: other }), other)).toBeUndefined();
    const changed = fingerprintOf({ ...earlier, anchorLines: ['return b - a;'] });
    expect(findRepeat(ledger, changed, earlier.body)).toBeUndefined();
  });
});

describe('anchor code in a later version', () => {
  const fingerprint = fingerprintOf({
    path: 'a.ts',
    anchorLines: linesOf(FILE, 1, 2),
    body: 'x',
  });

  it('is found when the code only moved or was re-indented', () => {
    const later = `// header\n\n${FILE.replace('  return', '      return')}`;
    expect(anchorStillPresent(fingerprint, later)).toBe(true);
  });

  it('is gone when the code changed', () => {
    expect(anchorStillPresent(fingerprint, FILE.replace('a - b', 'a + b'))).toBe(false);
  });
});

describe('the reviewed-commit marker', () => {
  const sha = 'a'.repeat(40);
  it('reads back what the summary comment writes, and is an agent-loop marker', () => {
    const body = `## Review\n\n${reviewedHeadMarker(sha)}`;
    expect(parseReviewedSha(body)).toBe(sha);
    expect(hasAgentMarker(body)).toBe(true);
  });
  it('reads only a full sha', () => {
    expect(parseReviewedSha('<!-- agent-loop:reviewed-head:abc -->')).toBeUndefined();
  });
});

describe('filterRepeats', () => {
  const v1 = 'const a = 1;\nconst b = a - 1;\n';
  const v2 = `// moved down\n${v1}`;
  it('posts new findings with their marker and leaves out repeats, even after the code moved', async () => {
    const earlier = { path: 'x.ts', line: 2, side: 'RIGHT' as const, body: 'Off by one.' };
    const first = await filterRepeats([earlier], [], async () => v1);
    expect(first.repeats).toEqual([]);
    const posted = first.fresh[0]!;
    // What GitHub holds afterwards: the comment with its marker appended.
    const body = `${posted.body}\n\n${findingMarker(posted.fingerprint)}`;
    const ledger = [
      { fingerprint: parseFindingMarker(body)!, path: 'x.ts', body: visibleText(body) },
    ];
    const again = { ...earlier, line: 3, body: 'Off by one!' };
    const other = { ...earlier, line: 1, body: 'Name this constant.' };
    const twice = { ...other };
    const second = await filterRepeats([again, other, twice], ledger, async () => v2);
    expect(second.repeats).toEqual([again, twice]);
    expect(second.fresh.map((c) => c.body)).toEqual(['Name this constant.']);
  });

  it('anchors a multi-line comment on all its lines, on the side it is on', async () => {
    const sides: string[] = [];
    const comment = { path: 'x.ts', startLine: 1, line: 2, side: 'LEFT' as const, body: 'b' };
    const { fresh } = await filterRepeats([comment], [], async (_p, side) => {
      sides.push(side);
      return v1;
    });
    expect(sides).toEqual(['LEFT']);
    expect(fresh[0]?.fingerprint.codeLines).toBe(2);
  });
});
