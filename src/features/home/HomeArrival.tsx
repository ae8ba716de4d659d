import { createContext, useContext } from 'react';

/**
 * Whether the home page's arrival operation (HomePage) has answered, with data or an error.
 * Until then the blocks wait (showing their skeletons) instead of sending their own
 * queries; afterwards they read their part from the cache, or ask themselves for what the
 * arrival did not bring. Outside a provider a block never waits.
 */
export const HomeArrival = createContext(true);

export function useHomeArrived(): boolean {
  return useContext(HomeArrival);
}
