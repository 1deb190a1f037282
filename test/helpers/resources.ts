/**
 * Scoped clean-up for integration tests. Whatever a helper creates (temp dir, child process,
 * client) registers a disposer in the current scope: a test's own scope while a test runs, the
 * file's scope in `beforeAll`. Scopes are disposed in reverse creation order, so clients close
 * before their servers die and servers die before their data directories are removed.
 */

/** Releases one resource. */
export type Disposer = () => unknown;

const scopes: Disposer[][] = [[]];

/** Registers `dispose` in the current scope. */
export function onCleanup(dispose: Disposer): void {
  scopes[scopes.length - 1].push(dispose);
}

/** Starts a nested scope (a test's). */
export function openScope(): void {
  scopes.push([]);
}

/** Disposes everything of the innermost scope, newest first; every disposer runs even if one fails. */
export async function closeScope(): Promise<void> {
  const scope = scopes.length > 1 ? scopes.pop()! : scopes.splice(0, 1, [])[0];
  const errors: unknown[] = [];
  for (const dispose of scope.reverse()) {
    try {
      await dispose();
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length) throw new AggregateError(errors, 'integration clean-up failed');
}

/**
 * Runs `fn` with the outermost scope (the file's) as the current one: what it creates lives until
 * the file ends, not the test (a server a test starts in place of one it killed, for the next tests).
 */
export async function inFileScope<T>(fn: () => Promise<T>): Promise<T> {
  const nested = scopes.splice(1);
  try {
    return await fn();
  } finally {
    scopes.push(...nested);
  }
}
