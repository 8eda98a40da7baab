import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * A screen's title comes from its route's data (`staticData.title`); a screen that knows a better one
 * once its data is there ("Ticket #4143") names it with `useScreenTitle`, and the layout shows it.
 */
const SetTitle = createContext<(title: string | undefined) => void>(() => {});

export function ScreenTitle({
  fallback,
  children,
}: {
  fallback: string;
  children: (title: string) => ReactNode;
}) {
  const [named, setNamed] = useState<string | undefined>();
  return <SetTitle.Provider value={setNamed}>{children(named ?? fallback)}</SetTitle.Provider>;
}

export function useScreenTitle(title: string | undefined): void {
  const set = useContext(SetTitle);
  useEffect(() => {
    set(title);
    return () => set(undefined);
  }, [set, title]);
}
