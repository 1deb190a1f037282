/** Shapes of the native tools' structured results, as far as the integration tests read them. */

/** memory_write / memory_revise structured result. */
export interface WriteOut {
  id: string;
  status: string;
  verdict: string;
  reasons: string[];
  relation: string;
  targets: string[];
  trust: number;
  merged_into?: string;
}

/** One memory_search hit. */
export interface Hit {
  id: string;
  content: string;
  status: string;
  trust: number;
  score: number;
}

/** memory_search structured result. */
export interface SearchOut {
  results: Hit[];
  suppressed: Record<string, number>;
}

/** memory_get structured result. */
export interface GetOut {
  record: { id: string; status: string; content: string; supersedes: string[]; supersededBy?: string };
  lineage: { id: string; status: string; relation: 'supersedes' | 'superseded_by' }[];
}
