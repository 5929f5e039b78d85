// Issue 19: switching language re-renders every open app at once, without a reload: the shell and
// every remote's tree below it mount again in the new locale (their texts are read at render).
import { useLocale } from '@leafbid/shared';
import { Fragment, type ReactNode } from 'react';

export function LocaleRemount({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <Fragment key={locale}>{children}</Fragment>;
}
