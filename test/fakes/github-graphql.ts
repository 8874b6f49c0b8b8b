/**
 * The fake GitHub's GraphQL engine: every request is parsed, validated and
 * executed against GitHub's published schema (`@octokit/graphql-schema`), with
 * graphql-js's own rules, so the fake answers as GitHub does, not as the code
 * expects:
 * - an unknown field, argument, variable or type is a validation error (HTTP 200,
 *   an `errors` array and no `data`, as GitHub answers);
 * - `Int` is 32-bit signed: a larger value (a review comment's `databaseId` at
 *   today's magnitudes) is a field error with `null` in `data`, with GitHub's
 *   message "Int cannot represent non 32-bit signed integer value: …";
 * - `BigInt` (`fullDatabaseId`) is sent as a string
 *   (https://docs.github.com/en/graphql/reference/scalars#bigint);
 * - a non-null field the fake left out is an error, never a silent gap.
 * The schema is built once per test worker.
 */
import { readFileSync } from 'node:fs';
import {
  buildClientSchema,
  execute,
  GraphQLError,
  GraphQLScalarType,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

let cached: GraphQLSchema | undefined;

/** GitHub's GraphQL schema (built once per worker). */
export function githubSchema(): GraphQLSchema {
  if (cached) return cached;
  // The package exports only its entry; its schema file is read where npm installs it.
  const file = new URL('../../node_modules/@octokit/graphql-schema/schema.json', import.meta.url);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { data?: IntrospectionQuery };
  const schema = buildClientSchema(json.data ?? (json as unknown as IntrospectionQuery));
  const bigInt = schema.getType('BigInt');
  if (bigInt instanceof GraphQLScalarType) {
    // GitHub sends a BigInt as a string of digits.
    bigInt.serialize = (value: unknown) => {
      const text = typeof value === 'bigint' ? value.toString() : String(value);
      if (!/^-?\d+$/.test(text)) throw new GraphQLError(`BigInt cannot represent ${text}`);
      return text;
    };
  }
  cached = schema;
  return schema;
}

/** A resolver error GitHub tags with a `type` (`NOT_FOUND`, `FORBIDDEN`…). */
export class TypedGraphQLError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** A GraphQL answer as GitHub sends it (HTTP 200 for query errors too). */
export interface GraphqlAnswer {
  status: number;
  body: unknown;
}

const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

/** Parses and validates `query` once (the action sends the same few queries). */
function checkedDocument(query: string): DocumentNode | readonly GraphQLError[] {
  const known = documents.get(query);
  if (known) return known;
  let result: DocumentNode | readonly GraphQLError[];
  try {
    const document = parse(query);
    const errors = validate(githubSchema(), document);
    result = errors.length > 0 ? errors : document;
  } catch (error) {
    result = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
  }
  documents.set(query, result);
  return result;
}

const errorJson = (error: GraphQLError) => {
  const original = error.originalError;
  return {
    ...(original instanceof TypedGraphQLError ? { type: original.type } : {}),
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
};

/**
 * Runs one `POST /graphql` body against the schema with `rootValue` (its query
 * and mutation fields; graphql-js's default resolvers read the objects it returns).
 */
export function runGraphql(body: unknown, rootValue: Record<string, unknown>): GraphqlAnswer {
  const request = (body ?? {}) as {
    query?: unknown;
    variables?: Record<string, unknown> | null;
    operationName?: string | null;
  };
  if (typeof request.query !== 'string') {
    return {
      status: 400,
      body: { message: 'A query attribute must be specified and must be a string.' },
    };
  }
  const document = checkedDocument(request.query);
  if (!('kind' in document)) {
    return { status: 200, body: { errors: document.map(errorJson) } };
  }
  const result = execute({
    schema: githubSchema(),
    document,
    rootValue,
    variableValues: request.variables ?? {},
    operationName: request.operationName ?? undefined,
  }) as ExecutionResult;
  return {
    status: 200,
    body: {
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors?.length ? { errors: result.errors.map(errorJson) } : {}),
    },
  };
}
