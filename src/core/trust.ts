/**
 * Trust comes from who is calling, never from what the content says. A caller may
 * declare a lower channel for a write ("this came from a web page") but never a higher one.
 */
import type { Channel } from './types.js';

/** Trust per channel; a policy's `trust.channels` may set other values in the same order. */
export type ChannelTrust = Readonly<Record<Channel | 'unknown', number>>;

/** Default trust per channel. */
export const CHANNEL_TRUST: ChannelTrust = {
  system: 1.0,
  review: 0.95,
  user: 0.9,
  agent: 0.6,
  tool: 0.4,
  unknown: 0.2,
};

/**
 * Effective trust of a write: the declared channel's trust, capped by the principal's ceiling.
 * Declaring a higher channel than the ceiling gains nothing.
 */
export function effectiveTrust(ceiling: number, declared?: Channel, table: ChannelTrust = CHANNEL_TRUST): number {
  const claimed = declared ? table[declared] : ceiling;
  return Math.min(ceiling, claimed);
}

/** The channel a principal's ceiling corresponds to (the highest channel it may claim). */
export function channelForTrust(trust: number, table: ChannelTrust = CHANNEL_TRUST): Channel {
  const order: Channel[] = ['system', 'review', 'user', 'agent', 'tool'];
  return order.find((c) => table[c] <= trust) ?? 'tool';
}

/** Merged records take the minimum trust of their lineage. */
export function lineageTrust(...trusts: number[]): number {
  return Math.min(...trusts);
}
