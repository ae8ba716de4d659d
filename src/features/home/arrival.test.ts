import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { arrivalFetchPolicy, arrivalVariables, askForArrival } from './arrival';

function fakeClient(answer: Promise<unknown>) {
  const query = vi.fn(() => answer);
  return { client: { query } as unknown as ApolloClient, query };
}

describe('the home arrival asked by the route loader', () => {
  it('is fetched fresh on a visit the loader did not ask for', () => {
    expect(arrivalFetchPolicy('2026-11-26')).toBe('cache-and-network');
  });

  it('sends HomePage with the page variables, and the page joins it for that day only and only just after', () => {
    const { client, query } = fakeClient(new Promise(() => {}));
    const now = Date.now();
    askForArrival(client, '2026-11-26');
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: arrivalVariables('2026-11-26'), fetchPolicy: 'network-only' }));
    expect(arrivalFetchPolicy('2026-11-26', now + 1_000)).toBe('cache-first');
    expect(arrivalFetchPolicy('2026-11-27', now + 1_000)).toBe('cache-and-network');
    expect(arrivalFetchPolicy('2026-11-26', now + 60_000)).toBe('cache-and-network');
  });

  it('lets the page ask again when the loader request failed', async () => {
    const { client } = fakeClient(Promise.reject(new Error('offline')));
    askForArrival(client, '2026-11-26');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrivalFetchPolicy('2026-11-26')).toBe('cache-and-network');
  });
});
