import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton.tsx';

/** The menu's list and its positioning code load after the page shows (issue 16's first-load budget). */
const LanguageMenuList = lazy(() =>
  import('./LanguageMenuList.tsx').then((module) => ({ default: module.LanguageMenuList })),
);

/**
 * Switches the interface language; the choice is remembered in this browser. Until the list's code
 * has loaded the button stands alone, and a click on it opens the list as soon as it is there.
 */
export function LanguageMenu() {
  const [asked, setAsked] = useState(false);
  return (
    <Suspense fallback={<LanguageButton onClick={() => setAsked(true)} />}>
      <LanguageMenuList defaultOpened={asked} />
    </Suspense>
  );
}
