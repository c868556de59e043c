/**
 * A result's files: full screen on narrow screens, else 80 % of the window clamped to
 * 256–512 px. Attachments and protocol PDFs, each shown only when its configuration flag is on; a
 * protocol whose PDF is not there yet is named without a button, so a result opened for its protocol
 * never shows an empty list. Each file is named as it will be saved: in the interface's language, with
 * its type's extension. A click downloads, once at a time per file.
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
import { usePageBackFromDialog } from '../../common/page-back-from-dialog';
import { fileDialogWidth, withExtension } from '../../../domain/result-rules';
import { narrow } from '../../state/viewport';
import { type AnyResult, type FileWords, named, protocolsShown, resultFiles } from './result-files';
import type { ResultFile } from './use-download';
import './results-strings';

/** The shown protocols with no PDF yet: named in the list, with nothing to download. */
function pendingProtocols(result: AnyResult, words: FileWords, protocolsFlag: boolean | null) {
  return protocolsShown(result, protocolsFlag)
    ? result.protocols
        .filter((protocol) => !protocol.hasPdf)
        .map((protocol) => ({ id: protocol.id, title: named(protocol.title, words.protocol) }))
    : [];
}

export function FilesDialog({
  result,
  protocolsFlag,
  busy,
  onDownload,
  onClose,
}: {
  result: AnyResult;
  /** The configuration's protocols flag; null while the configuration is not known. */
  protocolsFlag: boolean | null;
  busy: ReadonlySet<string>;
  onDownload(file: ResultFile): void;
  onClose(): void;
}) {
  useSignals();
  usePageBackFromDialog();
  const { t } = useTranslation();
  const width = fileDialogWidth(window.innerWidth, narrow.value);
  const style =
    width === 'full'
      ? { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', borderRadius: 0 }
      : { width: `${width}px`, maxWidth: `${width}px` };
  const words = { attachment: t('results.attachedFile'), protocol: t('results.protocol') };
  const files = resultFiles(result, words, protocolsFlag);
  const pending = pendingProtocols(result, words, protocolsFlag);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={style} data-testid="files-dialog">
        <DialogBody>
          <DialogTitle>{t('results.files', { title: result.title })}</DialogTitle>
          <DialogContent>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' }}>
              {files.map((file) => {
                const name = withExtension(file.title, file.mimeType);
                return (
                  <li key={`${file.kind}:${file.id}`}>
                    <Button
                      appearance="subtle"
                      disabledFocusable={busy.has(`${file.kind}:${file.id}`)}
                      onClick={() => onDownload(file)}
                      aria-label={t('results.download', { title: name })}
                      data-testid={`file-${file.kind}`}
                    >
                      {name}
                    </Button>
                  </li>
                );
              })}
              {pending.map((protocol) => (
                // The padding of the buttons' text above, so the names line up.
                <li key={`pending:${protocol.id}`} style={{ padding: '5px 12px' }} data-testid="file-pending">
                  {t('results.noPdf', { title: protocol.title })}
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
