/**
 * Input json_schema (docs/contract.md#structured-output): inline JSON, or a file.
 * A file of the workspace is read from the trusted tree (src/github-side/action/trusted-tree.ts),
 * never from the work tree: under `pull_request_target` a workflow may have checked
 * out a fork's head, and the action itself checks out every pull request's head, so
 * the file there is the pull request author's. A file outside the workspace (one an
 * earlier step wrote to RUNNER_TEMP, say) is the workflow's and is read at the start.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { readTreeEntry } from '../git/tree-files.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import {
  compileStructuredOutput,
  JsonSchemaError,
  parseJsonSchema,
  readJsonSchema,
  type FinalAnswerCheck,
} from '../../engine/loop/structured-output.js';
import { InputError } from '../run/inputs.js';
import type { ActionRun } from '../run/run-context.js';
import type { TrustedTree } from './trusted-tree.js';

/** The most a schema file may hold. */
const MAX_SCHEMA_BYTES = 1024 * 1024;

/** The workspace path `value` names (`/`-separated), or undefined for inline JSON or a file outside. */
export function schemaPathInWorkspace(value: string, workspace: string): string | undefined {
  const text = value.trim();
  if (text === '' || text.startsWith('{')) return undefined;
  const path = resolve(workspace, text);
  const inside = (root: string, target: string) => {
    const rel = relative(root, target);
    return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? undefined : rel;
  };
  const real = (target: string) => {
    try {
      return realpathSync(target);
    } catch {
      return resolve(target);
    }
  };
  const found = inside(resolve(workspace), path) ?? inside(real(workspace), real(path));
  return found?.split(sep).join('/');
}

/**
 * At the start: the schema compiled when it is inline or a file outside the workspace;
 * undefined when it is empty or a workspace file (read later, from the trusted tree).
 * Throws {@link JsonSchemaError}.
 */
export async function readWorkflowSchema(
  value: string,
  workspace: string,
): Promise<FinalAnswerCheck | undefined> {
  if (value.trim() === '' || schemaPathInWorkspace(value, workspace) !== undefined)
    return undefined;
  return compileStructuredOutput(readJsonSchema(value, workspace));
}

/**
 * After the checkout: a workspace file's schema, read from the trusted tree and
 * compiled; undefined when json_schema is not a workspace file. Throws InputError.
 */
export async function readTrustedSchema(
  run: ActionRun,
  tree: TrustedTree,
  prepared: PreparedWorkspace,
): Promise<FinalAnswerCheck | undefined> {
  const value = run.inputs.jsonSchema;
  const path = schemaPathInWorkspace(value, run.runner.workspace);
  if (path === undefined) return undefined;
  const { commit, source } = await tree.commit();
  const shown = value.trim();
  const entry = await readTreeEntry(prepared.repository, commit, path);
  const refuse = (why: string) => new InputError(`Input json_schema: "${shown}" ${why}`);
  if (entry.kind === 'link') {
    throw refuse(`is a symbolic link in ${source}: give the schema's own file`);
  }
  if (entry.kind === 'missing') {
    throw refuse(
      `is not a file in ${source}. A file of the workspace is read from the base branch, never from a pull request's head or a branch an earlier run wrote; give the schema inline, or a file outside the workspace.`,
    );
  }
  if (entry.size > MAX_SCHEMA_BYTES) throw refuse(`is larger than 1 MB in ${source}`);
  try {
    return await compileStructuredOutput(parseJsonSchema(entry.text));
  } catch (error) {
    if (error instanceof JsonSchemaError) throw refuse(`(from ${source}): ${error.message}`);
    throw error;
  }
}
