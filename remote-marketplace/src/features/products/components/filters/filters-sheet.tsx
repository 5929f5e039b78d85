import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { MARKETPLACE_MESSAGES as M } from '../../../../messages';

export interface FiltersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the sheet; focus returns to it when the sheet closes. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * The phone's filters sheet (issue 18), a Radix Dialog of this remote's own, not the kernel's
 * Modal (issue 35): Radix is bundled per build, not shared, so a kernel dialog and this remote's
 * Selects kept two separate layer stacks. Each thought itself on top: the lists opened under the
 * sheet, one Esc closed both, and the body kept `pointer-events: none`. Built from the same Radix
 * copy, the sheet and its Selects are one stack: Esc closes the open list first, then the sheet.
 * It wears the kernel's dialog look (lb-modal classes) so it reads as every other popup.
 */
export function FiltersSheet({
  open,
  onOpenChange,
  trigger,
  title,
  children,
  footer,
}: FiltersSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="lb-modal__overlay" />
        <Dialog.Content className="lb-modal mk-filters-sheet" aria-describedby={undefined}>
          <div className="lb-modal__header">
            <Dialog.Title className="lb-modal__title">{title}</Dialog.Title>
            <Dialog.Close className="lb-modal__close" aria-label={M.closeFilters}>
              <span aria-hidden="true">{'×'}</span>
            </Dialog.Close>
          </div>
          <div className="lb-modal__body">{children}</div>
          <div className="lb-modal__footer">{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
