/** `TodoWrite`: the model's task list, validated and reported live. */
import type { TodoItem } from '../events/stream.js';
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { Tool } from './types.js';
import { toolError } from './tool-error.js';

export const todoWriteInputSchema = deferredSchema((z) =>
  z.strictObject({
    todos: z
      .array(
        z.object({
          content: z.string().min(1).describe('The task, imperative ("Run the tests")'),
          status: z.enum(['pending', 'in_progress', 'completed']),
          activeForm: z.string().min(1).describe('The task while it runs ("Running the tests")'),
        }),
      )
      .describe('The whole updated list'),
  }),
);
type TodoWriteInput = z.infer<typeof todoWriteInputSchema>;

/** Creates the TodoWrite tool. */
export function createTodoWriteTool(): Tool<TodoWriteInput> {
  return {
    name: 'TodoWrite',
    description: [
      'Replaces the task list for this run. Use it for work with three or more steps.',
      'Exactly one task is in_progress while you work; mark a task completed as soon as it is done,',
      'and add tasks you discover.',
    ].join('\n'),
    inputSchema: todoWriteInputSchema,
    inputJsonSchema: builtInJsonSchema('TodoWrite'),
    isConcurrencySafe: () => false,
    call: async (input, context) => {
      const active = input.todos.filter((todo) => todo.status === 'in_progress');
      if (active.length > 1) {
        return toolError(
          `${active.length} tasks are in_progress (${active.map((todo) => `"${todo.content}"`).join(', ')}); only one may be at a time.`,
        );
      }
      const todos: TodoItem[] = input.todos.map(({ content, status, activeForm }) => ({
        content,
        status,
        activeForm,
      }));
      context.emit({ type: 'todo_update', todos });
      return {
        content:
          'The todo list has been updated. Keep working through it and keep it current (one task in_progress at a time).',
      };
    },
  };
}
