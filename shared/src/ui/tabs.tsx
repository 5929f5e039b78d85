import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Uncontrolled start tab (default: the first). */
  defaultValue?: string;
  /** Controlled current tab. */
  value?: string;
  onValueChange?(value: string): void;
  /** Accessible name of the tab list, e.g. 'Orders'. */
  label?: string;
  className?: string;
}

/** Tabs (Radix): 'Pending' / 'Approved' on Orders, 'My Products' / 'Add Products' on Listings. */
export function Tabs({ tabs, defaultValue, value, onValueChange, label, className }: TabsProps) {
  const controlled =
    value !== undefined ? { value } : { defaultValue: defaultValue ?? tabs[0]?.value };
  return (
    <RadixTabs.Root
      className={['lb-tabs', className].filter(Boolean).join(' ')}
      {...controlled}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <RadixTabs.List className="lb-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className="lb-tabs__trigger">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="lb-tabs__panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
