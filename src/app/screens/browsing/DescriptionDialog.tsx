/**
 * A link that opens a description in a dialog. Only the link is part of the screen's first load: the
 * dialog's code (DescriptionSurface: Fluent's Dialog, its focus trap and motion) loads when the link is
 * first used, and stays mounted afterwards so closing animates and opening again is at once.
 */
import { Link, useRestoreFocusTarget } from '@fluentui/react-components';
import { useState } from 'react';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';

const DescriptionSurface = lazyPart(() => import('./DescriptionSurface'));

export function DescriptionDialog({
  label,
  title,
  text,
  testId,
}: {
  label: string;
  title: string;
  text: string;
  testId: string;
}) {
  // null: never opened, so the dialog's code is not loaded.
  const [open, setOpen] = useState<boolean | null>(null);
  const restoreFocus = useRestoreFocusTarget();
  return (
    <>
      <Link
        as="button"
        data-testid={testId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...restoreFocus}
      >
        {label}
      </Link>
      {open !== null && (
        <LazyBoundary fallback={null}>
          <DescriptionSurface open={open} title={title} text={text} onClose={() => setOpen(false)} />
        </LazyBoundary>
      )}
    </>
  );
}
