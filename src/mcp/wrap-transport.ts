/**
 * For transports that wrap another (request checks, budgets, metrics): the inner transport's
 * error and close callbacks, as the session set them, keep firing and also reach the wrapper's.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';

/** Chains `inner`'s current `onerror` / `onclose` with the wrapper's own (read when they fire). */
export function forwardLifecycle(inner: Transport, outer: Pick<Transport, 'onerror' | 'onclose'>): void {
  const { onclose, onerror } = inner;
  inner.onerror = (e) => {
    onerror?.(e);
    outer.onerror?.(e);
  };
  inner.onclose = () => {
    onclose?.();
    outer.onclose?.();
  };
}
