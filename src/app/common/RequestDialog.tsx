/**
 * The dialog that stays open while its request runs (useDialogRequest holds the request's state): while
 * it runs, Escape and the backdrop do not close it (an alert dialog) and both buttons are disabled, so
 * the answer always finds the dialog that asked; the error list sits under what the dialog asks, and
 * confirm stays disabled until each error is dismissed. Focus is Fluent's: it moves into the dialog,
 * stays inside it, and goes back to what opened it when it closes. Small on purpose: each dialog using
 * it is a lazy chunk of its own.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import type { ReactNode, Ref } from 'react';
import { ErrorList } from '../shell/ErrorList';
import { usePageBackFromDialog } from './page-back-from-dialog';
import type { DialogRequest } from './use-dialog-request';

export function RequestDialog({
  request,
  alsoBusy = false,
  onClose,
  testId,
  className,
  maxWidth,
  title,
  intro,
  children,
  pendingLabel,
  cancelLabel,
  confirm,
}: {
  request: DialogRequest;
  /** Other work of the dialog's own that must not be cut short either (the booking's switch of client). */
  alsoBusy?: boolean;
  onClose(): void;
  /** On the surface. */
  testId: string;
  className?: string;
  maxWidth: string;
  title: ReactNode;
  /** What the dialog asks, above the error list. */
  intro: ReactNode;
  /** The rest of the content, under the error list. */
  children?: ReactNode;
  /** The pending spinner's words, where it has any. */
  pendingLabel?: string;
  cancelLabel: string;
  /**
   * The primary button; none where confirming happens elsewhere (the sign-in panel books at once).
   * `ref` and `describedBy` for a dialog that moves the focus to it and has it read out more than its
   * label (the booking's 'as {name}' line).
   */
  confirm?: {
    label: string;
    testId: string;
    run(): void;
    ref?: Ref<HTMLButtonElement>;
    describedBy?: string;
  } | null;
}) {
  usePageBackFromDialog();
  const busy = request.pending || alsoBusy;
  return (
    <Dialog
      open
      modalType={busy ? 'alert' : 'modal'}
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onClose();
      }}
    >
      <DialogSurface className={className} style={{ maxWidth }} data-testid={testId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {intro}
            <ErrorList errors={request.errors} onRemove={request.removeError} />
            {children}
            {request.pending && <Spinner size="tiny" label={pendingLabel} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabledFocusable={busy} onClick={onClose}>
              {cancelLabel}
            </Button>
            {confirm && (
              <Button
                ref={confirm.ref}
                appearance="primary"
                aria-describedby={confirm.describedBy}
                disabledFocusable={busy || request.errors.length > 0}
                onClick={confirm.run}
                data-testid={confirm.testId}
              >
                {confirm.label}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
