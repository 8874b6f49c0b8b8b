/**
 * A vitest reporter that ends the run with its ten slowest test files (wall time of
 * each file, setup included), so the next speed-up starts where the time goes.
 * Listed in vitest.config.ts beside the default and json reporters.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules
      .map((module) => {
        const d = module.diagnostic();
        const ms =
          d.environmentSetupDuration +
          d.prepareDuration +
          d.setupDuration +
          d.collectDuration +
          d.duration;
        return {
          file: relative(process.cwd(), module.moduleId),
          seconds: ms / 1000,
          tests: [...module.children.allTests()].length,
        };
      })
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (timed.length === 0) return;
    const lines = timed.map(
      ({ file, seconds, tests }) => `  ${seconds.toFixed(1).padStart(7)} s  ${file} (${tests})`,
    );
    process.stdout.write(`\nThe ${timed.length} slowest test files:\n${lines.join('\n')}\n`);
  }
}
