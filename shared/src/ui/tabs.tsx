import * as RadixTabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /**
   * Keep the panel mounted (hidden) while another tab shows, so what it holds survives a look at
   * another tab (e.g. a half-filled form, an upload under way). Default false.
   */
  keepMounted?: boolean;
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
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? tabs[0]?.value ?? '');
  const current = value ?? uncontrolled;
  return (
    <RadixTabs.Root
      className={['lb-tabs', className].filter(Boolean).join(' ')}
      value={current}
      onValueChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onValueChange?.(next);
      }}
    >
      <RadixTabs.List className="lb-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className="lb-tabs__trigger">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          className="lb-tabs__panel"
          {...(tab.keepMounted ? { forceMount: true as const, hidden: tab.value !== current } : {})}
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
