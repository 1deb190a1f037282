/**
 * Read-path ranking: w_sim·similarity + w_recency·decay + w_trust·trust +
 * w_ref·reference bonus, with a half-life per kind.
 */
import type { Kind } from './types.js';

/** Ranking weights. */
export interface RankingWeights {
  similarity: number;
  recency: number;
  trust: number;
  references: number;
}

/** Default weights 0.6 / 0.2 / 0.15 / 0.05. */
export const DEFAULT_WEIGHTS: RankingWeights = { similarity: 0.6, recency: 0.2, trust: 0.15, references: 0.05 };

const DAY = 86_400_000;

/** Default recency half-life per kind, in ms. */
export const DEFAULT_HALF_LIFE: Readonly<Record<Kind, number>> = {
  state: DAY / 4,
  note: 30 * DAY,
  fact: 365 * DAY,
  preference: 180 * DAY,
  lesson: 365 * DAY,
};

/** Exponential recency decay in (0, 1]. */
export function recencyDecay(ageMs: number, halfLifeMs: number): number {
  return Math.pow(0.5, Math.max(0, ageMs) / Math.max(1, halfLifeMs));
}

/** Saturating bonus for how often a record has been served. */
export function referenceBonus(references: number): number {
  return 1 - 1 / (1 + Math.log1p(Math.max(0, references)));
}

/** The combined ranking score. */
export function rankScore(
  parts: { similarity: number; decay: number; trust: number; references: number },
  w: RankingWeights = DEFAULT_WEIGHTS,
): number {
  return (
    w.similarity * parts.similarity +
    w.recency * parts.decay +
    w.trust * parts.trust +
    w.references * referenceBonus(parts.references)
  );
}
