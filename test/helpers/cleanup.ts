/**
 * One call per integration file: resources made inside a test are released after it, those made
 * in `beforeAll` after the file.
 */
import { afterAll, afterEach, beforeEach } from 'vitest';
import { closeScope, openScope } from './resources.js';

/** Registers the scoped clean-up hooks in the calling test file. */
export function useIntegrationCleanup(): void {
  beforeEach(() => openScope());
  afterEach(() => closeScope());
  afterAll(() => closeScope());
}
