/**
 * Span and attribute names, in one place. MCP and GenAI names follow the OpenTelemetry
 * semantic conventions for MCP (`{mcp.method.name} {target}` span names, `mcp.*`, `jsonrpc.*`,
 * `gen_ai.*`, `error.type`); ours are under `hindsight.*`. Attributes carry ids, codes and
 * verdicts, never memory text or tool arguments: those only under `HINDSIGHT_TRACE_CONTENT=1`
 * (the `CONTENT` names below).
 */

/** MCP semantic conventions. */
export const MCP_METHOD_NAME = 'mcp.method.name';
export const MCP_SESSION_ID = 'mcp.session.id';
export const MCP_RESOURCE_URI = 'mcp.resource.uri';
export const JSONRPC_REQUEST_ID = 'jsonrpc.request.id';
/** The JSON-RPC error code of a request that failed with a protocol error. */
export const RPC_RESPONSE_STATUS_CODE = 'rpc.response.status_code';

/** GenAI semantic conventions. */
export const GEN_AI_OPERATION_NAME = 'gen_ai.operation.name';
export const GEN_AI_TOOL_NAME = 'gen_ai.tool.name';
export const GEN_AI_PROMPT_NAME = 'gen_ai.prompt.name';
/** `gen_ai.operation.name` of a tool call. */
export const EXECUTE_TOOL = 'execute_tool';

/** General semantic conventions: a low-cardinality error class (a code or a type name, never a message). */
export const ERROR_TYPE = 'error.type';
/** `error.type` of a tool result with `isError: true` (MCP semantic conventions). */
export const TOOL_ERROR = 'tool_error';

/** Who and where. */
export const TENANT = 'hindsight.tenant';
export const PRINCIPAL = 'hindsight.principal';
/** The upstream mapping's name, on the proxy's spans. */
export const UPSTREAM = 'hindsight.upstream';
/** How the proxy classified a tool call (write, read, delete, passthrough, deny, admin, screen). */
export const PROXY_ROLE = 'hindsight.proxy.role';

/** What happened to a memory. */
export const MEMORY_ID = 'hindsight.memory.id';
/** Every memory a commit inserted, when it inserted more than one. */
export const MEMORY_IDS = 'hindsight.memory.ids';
export const MEMORY_STATUS = 'hindsight.memory.status';
export const VERDICT = 'hindsight.verdict';
/** The guard's stable reason code (`pass`, `screening.high`, `layer_error`). */
export const REASON_CODE = 'hindsight.reason_code';
/** False in shadow mode: the verdict was recorded, not enforced. */
export const ENFORCED = 'hindsight.guard.enforced';

/** One guard layer's finding. */
export const GUARD_LAYER = 'hindsight.guard.layer';
export const GUARD_SEVERITY = 'hindsight.guard.severity';
export const GUARD_SCORE = 'hindsight.guard.score';

/** The revision core. */
export const REVISION_RELATION = 'hindsight.revision.relation';
export const REVISION_CONFIDENCE = 'hindsight.revision.confidence';
export const REVISION_TARGETS = 'hindsight.revision.targets';
export const REVISION_CANDIDATES = 'hindsight.revision.candidates';
/** How many existing memories a commit changes (superseded, linked, merged). */
export const REVISION_UPDATES = 'hindsight.revision.updates';
/** The existing memory a judge call compares the write with. */
export const CANDIDATE_ID = 'hindsight.revision.candidate.id';
export const CANDIDATE_SIMILARITY = 'hindsight.revision.candidate.similarity';
export const JUDGE = 'hindsight.judge';

/** Content: set only with `HINDSIGHT_TRACE_CONTENT=1`. */
export const CONTENT = {
  /** A tool call's arguments, as JSON (GenAI semantic conventions). */
  TOOL_ARGUMENTS: 'gen_ai.tool.call.arguments',
  /** The memory text a guard layer or the revision core worked on. */
  MEMORY_CONTENT: 'hindsight.memory.content',
  /** The guard's reasons (layers may quote the content they flag). */
  REASONS: 'hindsight.reasons',
} as const;

/** Span names of the steps below an MCP request span. */
export const SPAN = {
  GUARD: 'hindsight.guard',
  GUARD_LAYER: 'hindsight.guard.layer',
  CANDIDATES: 'hindsight.revision.candidates',
  JUDGE: 'hindsight.revision.judge',
  COMMIT: 'hindsight.revision.commit',
} as const;
