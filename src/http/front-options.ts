/** What `serve --http` and `proxy --http` give their HTTP front alike. */
import { settingsPrincipal, type Principals } from '../auth/principals.js';
import { httpLimits } from '../config/policy-settings.js';
import type { Policy } from '../config/policy-schema.js';
import type { Settings } from '../config/settings.js';
import type { Logger } from '../logger.js';
import type { RevisionEngine } from '../revision/engine.js';
import type { HttpOptions } from './http-server.js';
import { reviewSurfaces } from './review.js';

/** Who may call and who `/mcp` runs as without tokens, the review surfaces, and the bounds of a request. */
export function frontOptions(engine: RevisionEngine, principals: Principals, settings: Settings, policy: Pick<Policy, 'http'>, log: Logger): Pick<HttpOptions, 'principals' | 'fallback' | 'mount' | 'logger' | 'bodyLimitBytes' | 'limits'> {
  return {
    principals,
    fallback: settingsPrincipal(settings),
    mount: reviewSurfaces(engine, principals, log),
    logger: log,
    // A memory text of maxContentBytes may grow 6× as JSON \u escapes, plus the envelope.
    bodyLimitBytes: settings.limits.maxContentBytes * 6 + 64 * 1024,
    limits: httpLimits(policy),
  };
}
