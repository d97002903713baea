import { createContext, useContext } from 'react';

/** What menu items ask of the header: the EU "Stay tuned!" dialog, opened for a trigger that gets focus back. */
export interface NavActions {
  openUpcoming: (trigger: HTMLElement | null) => void;
}

export const NavContext = createContext<NavActions>({ openUpcoming: () => undefined });

export const useNavActions = () => useContext(NavContext);
