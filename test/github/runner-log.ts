/** Job logs shaped like the ones the Actions API serves, for tests. */

/** A job log as GitHub serves it: a timestamp on each line, colours, groups per step. */
export function runnerLog(steps: { run: string; output: string[]; error?: string }[]): string {
  let second = 0;
  const stamp = () => `2026-11-30T10:00:${String(second++ % 60).padStart(2, '0')}.1234567Z `;
  const lines = ['\uFEFF' + stamp() + 'Current runner version: 2.330.0'];
  for (const step of steps) {
    lines.push(
      `${stamp()}##[group]Run ${step.run}`,
      `${stamp()}${step.run}`,
      `${stamp()}##[endgroup]`,
    );
    for (const line of step.output) lines.push(stamp() + line);
    if (step.error) lines.push(`${stamp()}##[error]${step.error}`);
  }
  lines.push(`${stamp()}Post job cleanup.`);
  return lines.join('\r\n') + '\r\n';
}
