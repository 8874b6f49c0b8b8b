import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runGit
} from "./chunk-JWWGVYKR.js";
import {
  chunk_ZLI5KBXZ$JsonSchemaError as JsonSchemaError,
  chunk_ZLI5KBXZ$compileStructuredOutput as compileStructuredOutput,
  chunk_ZLI5KBXZ$parseJsonSchema as parseJsonSchema,
  chunk_ZLI5KBXZ$readJsonSchema as readJsonSchema,
} from "./group-run.js";
import {
  chunk_CCATPVFV$InputError as InputError,
} from "./group-action.js";

// src/github-side/git/tree-files.ts
async function readRootFiles(repository, sha, names) {
  const listing = await runGit(repository, ["ls-tree", "-z", sha, "--", ...names]);
  const blobs = /* @__PURE__ */ new Map();
  for (const entry of listing.split("\0")) {
    const match = /^100(?:644|755) blob ([0-9a-f]+)\t(.+)$/.exec(entry);
    if (match?.[1] && match[2]) blobs.set(match[2], match[1]);
  }
  return Promise.all(
    names.map(async (name) => {
      const blob = blobs.get(name);
      return blob === void 0 ? void 0 : runGit(repository, ["cat-file", "blob", blob]);
    })
  );
}
async function readTreeEntry(repository, sha, path) {
  const listing = await runGit(repository, ["ls-tree", "-l", "-z", sha, "--", path]);
  for (const entry of listing.split("\0")) {
    const match = /^(\d{6}) (\w+) ([0-9a-f]+) +(-|\d+)\t(.+)$/s.exec(entry);
    if (!match || match[5] !== path) continue;
    if (match[1] === "120000") return { kind: "link" };
    if (match[2] !== "blob" || !/^100(?:644|755)$/.test(match[1] ?? "")) break;
    const text = await runGit(repository, ["cat-file", "blob", match[3]]);
    return { kind: "file", text, size: Number(match[4]) };
  }
  return { kind: "missing" };
}

// src/github-side/action/json-schema.ts
import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
var MAX_SCHEMA_BYTES = 1024 * 1024;
function schemaPathInWorkspace(value, workspace) {
  const text = value.trim();
  if (text === "" || text.startsWith("{")) return void 0;
  const path = resolve(workspace, text);
  const inside = (root, target) => {
    const rel = relative(root, target);
    return rel === "" || rel.startsWith("..") || isAbsolute(rel) ? void 0 : rel;
  };
  const real = (target) => {
    try {
      return realpathSync(target);
    } catch {
      return resolve(target);
    }
  };
  const found = inside(resolve(workspace), path) ?? inside(real(workspace), real(path));
  return found?.split(sep).join("/");
}
async function readWorkflowSchema(value, workspace) {
  if (value.trim() === "" || schemaPathInWorkspace(value, workspace) !== void 0)
    return void 0;
  return compileStructuredOutput(readJsonSchema(value, workspace));
}
async function readTrustedSchema(run, tree, prepared) {
  const value = run.inputs.jsonSchema;
  const path = schemaPathInWorkspace(value, run.runner.workspace);
  if (path === void 0) return void 0;
  const { commit, source } = await tree.commit();
  const shown = value.trim();
  const entry = await readTreeEntry(prepared.repository, commit, path);
  const refuse = (why) => new InputError(`Input json_schema: "${shown}" ${why}`);
  if (entry.kind === "link") {
    throw refuse(`is a symbolic link in ${source}: give the schema's own file`);
  }
  if (entry.kind === "missing") {
    throw refuse(
      `is not a file in ${source}. A file of the workspace is read from the base branch, never from a pull request's head or a branch an earlier run wrote; give the schema inline, or a file outside the workspace.`
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

export {
  readRootFiles,
  readTreeEntry,
  readWorkflowSchema,
  readTrustedSchema
};
