import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  errorMessage
} from "./chunk-C7BR24O7.js";

// src/engine/tools/tool-error.ts
function toolError(message) {
  return { content: message, isError: true };
}

// src/engine/tools/workspace-paths.ts
import { lstatSync, readlinkSync, realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
var PathAccessError = class extends Error {
  name = "PathAccessError";
};
var MAX_SYMLINK_HOPS = 40;
function realWorkspaceRoot(root) {
  return realpathSync(resolve(root));
}
function resolveInWorkspace(root, path, options = {}) {
  if (typeof path !== "string" || path.length === 0)
    throw new PathAccessError("The path is empty.");
  if (path.includes("\0")) throw new PathAccessError("The path contains a NUL byte.");
  const realRoot = realWorkspaceRoot(root);
  const lexicalRoot = resolve(root);
  let lexical = isAbsolute(path) ? resolve(path) : resolve(realRoot, path);
  if (lexical !== realRoot && isInside(lexicalRoot, lexical) && !isInside(realRoot, lexical)) {
    lexical = join(realRoot, relative(lexicalRoot, lexical));
  }
  if (!isInside(realRoot, lexical)) {
    throw new PathAccessError(
      `${path} is outside the workspace (${realRoot}); only files inside it can be used.`
    );
  }
  const { realPath, exists } = resolveReal(lexical);
  if (!isInside(realRoot, realPath)) {
    throw new PathAccessError(
      `${path} resolves (through a symbolic link) to ${realPath}, outside the workspace; refused.`
    );
  }
  const relativePath = relative(realRoot, realPath);
  if (options.forWrite) {
    for (const candidate of [relative(realRoot, lexical), relativePath]) {
      checkWritable(candidate, path, options.allowWorkflowEdits === true);
    }
  }
  return { realPath, relativePath, exists };
}
function isInside(parent, child) {
  const rel = relative(parent, child);
  return rel === "" || !rel.startsWith(".." + sep) && rel !== ".." && !isAbsolute(rel);
}
function checkWritable(relativePath, original, allowWorkflowEdits) {
  if (relativePath === "")
    throw new PathAccessError("The workspace root itself cannot be written.");
  const parts = relativePath.split(/[\\/]/).map(
    (part) => part.toLowerCase().replace(/:.*$/s, "").replace(/[. ]+$/, "")
  );
  if (parts.includes(".git") || parts.includes("git~1")) {
    throw new PathAccessError(
      `${original} is inside a .git folder; git internals are never written by tools.`
    );
  }
  if (!allowWorkflowEdits && parts[0] === ".github" && parts[1] === "workflows" && parts.length > 2) {
    throw new PathAccessError(
      `${original} is a GitHub workflow file; editing workflows is not allowed in this run.`
    );
  }
}
function resolveReal(absolute, hops = 0) {
  if (hops > MAX_SYMLINK_HOPS) throw new PathAccessError("Too many levels of symbolic links.");
  try {
    return { realPath: realpathSync(absolute), exists: true };
  } catch (error) {
    if (!isMissing(error))
      throw new PathAccessError(`Cannot resolve ${absolute}: ${errorMessage(error)}`);
  }
  const parent = dirname(absolute);
  if (parent === absolute) return { realPath: absolute, exists: false };
  const name = basename(absolute);
  const realParent = resolveReal(parent, hops + 1).realPath;
  const candidate = join(realParent, name);
  let linkTarget;
  try {
    if (lstatSync(candidate).isSymbolicLink()) linkTarget = readlinkSync(candidate);
  } catch (error) {
    if (!isMissing(error))
      throw new PathAccessError(`Cannot resolve ${absolute}: ${errorMessage(error)}`);
  }
  if (linkTarget !== void 0) {
    return resolveReal(resolve(realParent, linkTarget), hops + 1);
  }
  return { realPath: candidate, exists: false };
}
function isMissing(error) {
  const code = error?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

export {
  toolError,
  PathAccessError,
  realWorkspaceRoot,
  resolveInWorkspace,
  isInside
};
