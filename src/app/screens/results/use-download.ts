/**
 * Downloading a result's file: blocked while a request for the same file runs; the bytes come through
 * the data worker and are saved under the file's name in the interface's language with its type's
 * extension; on narrow screens a snackbar names the file (over 90 characters cut to 87 and an
 * ellipsis). Offline, a file opened before comes from this device, and a snackbar says so with its
 * age; one never opened says that it opens when the connection returns.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { downloadFileName } from '../../../api/results';
import { isGenericType, snackbarFileName, typeFromBytes, withExtension } from '../../../domain/result-rules';
import { resultCommands } from '../../live/results';
import { runtimeKey } from '../../i18n/keys';
import { i18n } from '../../i18n';
import { formatAge } from '../../../domain/data-age';
import { showMessage } from '../../state/snackbars';
import { narrow } from '../../state/viewport';

export interface ResultFile {
  kind: 'attachment' | 'protocol';
  id: number;
  /** Its name in the interface's language (a blank one made a word of that language), no extension added. */
  title: string;
  /** The type the list gives; a protocol is always a PDF. */
  mimeType: string;
}

/**
 * The name a file is saved under: its title in the interface's language with the extension of its type
 * (the answer's, or, for a file stored without one, the type its first bytes show), cut to size. Named
 * here, not by the server's Content-Disposition, which cannot know the reader's language.
 */
export function savedFileName(file: ResultFile, contentType: string, bytes: ArrayBuffer): string {
  const type = isGenericType(contentType)
    ? (typeFromBytes(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength))) ?? file.mimeType)
    : contentType;
  return downloadFileName(withExtension(file.title, type));
}

function save(bytes: ArrayBuffer, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The files this tab is downloading, kept beside the screens rather than in one: a screen left and opened
 * again while its download still runs must find it running, not ask for the file a second time.
 */
const running = new Set<string>();
let runningNow: ReadonlySet<string> = new Set();
const watchers = new Set<() => void>();
function runningChanged(): void {
  runningNow = new Set(running);
  for (const watcher of watchers) watcher();
}
const watchRunning = (watcher: () => void) => {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
};
const readRunning = () => runningNow;

export function useDownload() {
  const busy = useSyncExternalStore(watchRunning, readRunning, readRunning);
  const download = useCallback(async (file: ResultFile) => {
    const key = `${file.kind}:${file.id}`;
    if (running.has(key)) return;
    running.add(key);
    runningChanged();
    try {
      const result = await resultCommands.download({ kind: file.kind, id: file.id });
      if (!result.ok) {
        if (result.error.kind === 'offline') {
          showMessage('results.notOnDevice');
          return;
        }
        const serverKey = result.error.errors.unexpectedErrors?.[0];
        showMessage(serverKey ? runtimeKey(serverKey) : 'errors.unexpected_error');
        return;
      }
      const name = savedFileName(file, result.value.contentType, result.value.bytes);
      save(result.value.bytes, result.value.contentType, name);
      const { storedAt } = result.value;
      if (storedAt !== null)
        showMessage('results.fromDevice', { age: formatAge(storedAt, Date.now(), i18n.language) });
      else if (narrow.value) showMessage('results.downloaded', { name: snackbarFileName(name) });
    } catch (error) {
      // The worker could not be asked (it failed to start, or a bug): said, not left unseen.
      console.error('[priyom] the download failed', error);
      showMessage('errors.unexpected_error');
    } finally {
      running.delete(key);
      runningChanged();
    }
  }, []);
  return { download, busy };
}
