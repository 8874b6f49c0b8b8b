/** `TaskStop`: stops a background task (a `Bash` call with `run_in_background`). */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from '../deferred-schema.js';
import type { Tool } from '../types.js';
import { describeTasks, type BackgroundTasks } from './tasks.js';

export const taskStopInputSchema = deferredSchema((z) =>
  z.strictObject({
    task_id: z.string().describe("The task's id (e.g. bash_1)"),
  }),
);
type TaskStopInput = z.infer<typeof taskStopInputSchema>;

/** Creates the TaskStop tool over the run's background tasks. */
export function createTaskStopTool(tasks: BackgroundTasks): Tool<TaskStopInput> {
  return {
    name: 'TaskStop',
    description: [
      'Stops a background task started with Bash run_in_background, and every process it started.',
      'Tasks still running when the run ends are stopped anyway.',
    ].join('\n'),
    inputSchema: taskStopInputSchema,
    inputJsonSchema: builtInJsonSchema('TaskStop'),
    isConcurrencySafe: () => false,
    call: async (input) => {
      const stopped = await tasks.stop(input.task_id);
      if (!stopped) {
        return {
          content: `No background task ${input.task_id}. Tasks of this run:\n${describeTasks(tasks.list())}`,
          isError: true,
        };
      }
      if (stopped.state !== 'killed') {
        const code = stopped.exitCode === null ? 'no exit code' : `exit code ${stopped.exitCode}`;
        return { content: `Task ${stopped.id} had already ended (${code}); nothing to stop.` };
      }
      return {
        content: `Stopped task ${stopped.id} (${stopped.command}). Its output stays in ${stopped.outputPath}.`,
      };
    },
  };
}
