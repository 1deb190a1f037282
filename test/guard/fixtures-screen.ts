/** A screening layer on the default policy, and whether it holds a write (medium or high), for the kind tests. */
import { fileURLToPath } from 'node:url';
import { loadPolicy } from '../../src/config/load-policy.js';
import { createScreeningLayer } from '../../src/guard/screening-layer.js';
import type { Channel } from '../../src/core/types.js';

const DEFAULT = fileURLToPath(new URL('../../policies/default.yaml', import.meta.url));
const layer = createScreeningLayer(loadPolicy(DEFAULT).policy.guard.screening);

/** Whether the default screening holds `content` on `channel` (severity medium or high). */
export const held = async (content: string, channel: Channel) => ['medium', 'high'].includes((await layer.assess({ content, channel, at: 0 })).severity);

/** The reasons the default screening gives for `content` on `channel`. */
export const reasonsOf = async (content: string, channel: Channel) => (await layer.assess({ content, channel, at: 0 })).reasons ?? [];

/** One example: a name, a channel, a text. */
export type Case = [name: string, channel: Channel, text: string];
