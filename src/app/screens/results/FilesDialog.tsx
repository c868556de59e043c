/**
 * A result's files: full screen on narrow screens, else 80 % of the window clamped to
 * 256–512 px. Attachments and protocol PDFs, each shown only when its configuration flag is on (the
 * server's meta says so); a click downloads, once at a time per file.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n';
import type { ServiceResult, ServiceResultChild } from '../../../api/results';
import { fileDialogWidth } from '../../../domain/result-rules';
import { narrow } from '../../state/viewport';
import type { ResultFile } from './use-download';
import './strings';

export function resultFiles(result: ServiceResult | ServiceResultChild, protocolTitle: string): ResultFile[] {
  const attachments = result.meta.attachmentsAvailable
    ? result.attachments.map((file) => ({ kind: 'attachment' as const, id: file.id, title: file.title }))
    : [];
  const protocols = result.meta.protocolAvailable
    ? result.protocols
        .filter((protocol) => protocol.hasPdf)
        .map((protocol) => ({
          kind: 'protocol' as const,
          id: protocol.id,
          title: protocol.title || protocolTitle,
        }))
    : [];
  return [...attachments, ...protocols];
}

export function FilesDialog({
  result,
  busy,
  onDownload,
  onClose,
}: {
  result: ServiceResult | ServiceResultChild;
  busy: ReadonlySet<string>;
  onDownload(file: ResultFile): void;
  onClose(): void;
}) {
  useSignals();
  const { t } = useTranslation();
  const width = fileDialogWidth(window.innerWidth, narrow.value);
  const style =
    width === 'full'
      ? { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', borderRadius: 0 }
      : { width: `${width}px`, maxWidth: `${width}px` };
  const files = resultFiles(result, t('results.protocol'));
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={style} data-testid="files-dialog">
        <DialogBody>
          <DialogTitle>{t('results.files', { title: result.title })}</DialogTitle>
          <DialogContent>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' }}>
              {files.map((file) => (
                <li key={`${file.kind}:${file.id}`}>
                  <Button
                    appearance="subtle"
                    disabledFocusable={busy.has(`${file.kind}:${file.id}`)}
                    onClick={() => onDownload(file)}
                    aria-label={t('results.download', { title: file.title })}
                    data-testid={`file-${file.kind}`}
                  >
                    {file.title}
                  </Button>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('results.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
