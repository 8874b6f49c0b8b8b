/**
 * The fake GitHub's check runs, as the Checks API documents them:
 *   https://docs.github.com/en/rest/checks/runs#create-a-check-run
 *   https://docs.github.com/en/rest/checks/runs#update-a-check-run
 * A check run is created on a commit with a name and a status; each update may
 * change its status, conclusion and output, and appends its `output.annotations`
 * (at most 50 per request: more is refused with 422, as GitHub does) to those the
 * run already has. A `completed` run needs a conclusion. The answers start from
 * the description's `check-run` example. A token without `checks: write` is
 * simulated with a fault (403) on the route.
 */
import { example, nodeId } from './github-shapes.js';

/** One annotation as the check run keeps it. */
export interface FakeAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: string;
  message: string;
  title?: string;
}

/** A check run the API created. */
export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url?: string;
  external_id?: string;
  output: { title: string | null; summary: string | null };
  annotations: FakeAnnotation[];
  /** Every request that changed it, in order: `create`, then each `update` (its annotation count). */
  requests: { kind: 'create' | 'update'; annotations: number; status?: string }[];
}

type Json = Record<string, unknown>;
type Handler = (
  match: string[],
  request: { body: Record<string, unknown> },
) => { status?: number; body: unknown };

/** GitHub's per-request annotation limit. */
const MAX_ANNOTATIONS = 50;

export function checkRunRoutes(
  repoPath: string,
  state: { owner: string; repo: string; checkRuns: FakeCheckRun[] },
  id: () => number,
  fail: (status: number, message: string) => never,
): Array<[string, RegExp, Handler]> {
  const json = (run: FakeCheckRun): Json => {
    const shape = example('check-run', state.owner, state.repo);
    const api = `https://api.github.com/repos/${state.owner}/${state.repo}`;
    return {
      ...shape,
      id: run.id,
      node_id: nodeId('CheckRun', run.id),
      name: run.name,
      head_sha: run.head_sha,
      external_id: run.external_id ?? '',
      details_url: run.details_url ?? null,
      url: `${api}/check-runs/${run.id}`,
      html_url: `https://github.example/${state.owner}/${state.repo}/runs/${run.id}`,
      status: run.status,
      conclusion: run.conclusion,
      completed_at: run.status === 'completed' ? new Date().toISOString() : null,
      output: {
        ...(shape.output as Json),
        title: run.output.title,
        summary: run.output.summary,
        text: null,
        annotations_count: run.annotations.length,
        annotations_url: `${api}/check-runs/${run.id}/annotations`,
      },
      pull_requests: [],
    };
  };
  const annotationsOf = (body: Record<string, unknown>): FakeAnnotation[] => {
    const output = body.output as { annotations?: FakeAnnotation[] } | undefined;
    const list = output?.annotations ?? [];
    if (list.length > MAX_ANNOTATIONS) {
      fail(422, `Validation Failed: only ${MAX_ANNOTATIONS} annotations are allowed per request`);
    }
    return list;
  };
  const apply = (run: FakeCheckRun, body: Record<string, unknown>) => {
    if (typeof body.status === 'string') run.status = body.status;
    if (typeof body.conclusion === 'string') {
      run.conclusion = body.conclusion;
      run.status = 'completed';
    }
    if (run.status === 'completed' && !run.conclusion) {
      fail(422, 'Validation Failed: conclusion is required when status is completed');
    }
    const output = body.output as { title?: string; summary?: string } | undefined;
    if (output) {
      run.output = { title: output.title ?? run.output.title, summary: output.summary ?? null };
    }
  };
  return [
    [
      'POST',
      new RegExp(`^${repoPath}/check-runs$`),
      (_m, req) => {
        const annotations = annotationsOf(req.body);
        const run: FakeCheckRun = {
          id: id(),
          name: String(req.body.name ?? ''),
          head_sha: String(req.body.head_sha ?? ''),
          status: 'queued',
          conclusion: null,
          ...(typeof req.body.details_url === 'string'
            ? { details_url: req.body.details_url }
            : {}),
          ...(typeof req.body.external_id === 'string'
            ? { external_id: req.body.external_id }
            : {}),
          output: { title: null, summary: null },
          annotations,
          requests: [],
        };
        apply(run, req.body);
        run.requests.push({ kind: 'create', annotations: annotations.length, status: run.status });
        state.checkRuns.push(run);
        return { status: 201, body: json(run) };
      },
    ],
    [
      // https://docs.github.com/en/rest/checks/runs#get-a-check-run
      'GET',
      new RegExp(`^${repoPath}/check-runs/(\\d+)$`),
      (m) => {
        const run = state.checkRuns.find((r) => r.id === Number(m[3]));
        if (!run) fail(404, 'Not Found');
        return { body: json(run!) };
      },
    ],
    [
      'PATCH',
      new RegExp(`^${repoPath}/check-runs/(\\d+)$`),
      (m, req) => {
        const run = state.checkRuns.find((r) => r.id === Number(m[3]));
        if (!run) fail(404, 'Not Found');
        const annotations = annotationsOf(req.body);
        apply(run!, req.body);
        run!.annotations.push(...annotations);
        run!.requests.push({
          kind: 'update',
          annotations: annotations.length,
          status: run!.status,
        });
        return { body: json(run!) };
      },
    ],
  ];
}
