/**
 * The public API of hindsight-guard, by name. Adding to this file is a public-API decision.
 */
export { openFirewall, type Firewall } from './app.js';
export { makeSettings, settingsFromEnv, SettingsSchema, type Settings } from './config/settings.js';
export { ManualClock, systemClock, type Clock } from './core/clock.js';
export { HindsightError, toWireError, type ErrorCode } from './core/errors.js';
export type { Channel, DecisionTrace, Kind, MemoryRecord, Relation, Status } from './core/types.js';
export { HashingEmbedder } from './embed/hashing-embedder.js';
export type { Embedder } from './embed/embedder.js';
export { RevisionEngine, type WriteInput, type WriteResult, type GetResult } from './revision/engine.js';
export type { Caller } from './revision/context.js';
export type { SearchInput, SearchOutput, SearchHit } from './revision/search.js';
export type { ReviewInput, ReviewReport } from './revision/review.js';
export type { Judge, Judgement } from './revision/judges/judge.js';
export { HeuristicJudge } from './revision/judges/heuristic-judge.js';
export type { Ledger, VectorIndex } from './store/ports.js';
export { createNativeServer, type Identity, type NativeServerOptions } from './mcp/native-server.js';
export { runScenario, type ScenarioResult } from './eval/scenario-runner.js';
