// @vitest-environment jsdom
/**
 * A service result's files as the results screen wires them (row, files dialog, download): a result
 * with exactly one attachment and no protocols downloads it on click; several files, or any protocol
 * (with a PDF or not yet), open the list. Files are named in the interface's language and saved with
 * the extension of their type (from the name, the type, or for a file stored without a type, its
 * bytes), never as the server's English 'attached file' with no extension.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceResult } from '../../src/api/results';
import { i18n } from '../../src/app/i18n';
import { FilesDialog } from '../../src/app/screens/results/FilesDialog';
import { ResultRow } from '../../src/app/screens/results/ResultRow';
import { useDownload } from '../../src/app/screens/results/use-download';
import { snackbars } from '../../src/app/state/snackbars';
import { viewportWidth } from '../../src/app/state/viewport';
import { withBothLanguages } from './both-languages';

const live = vi.hoisted(() => ({
  files: new Map<string, { bytes: ArrayBuffer; contentType: string; fileName: string | null }>(),
}));
vi.mock('../../src/app/live/results', () => ({
  resultCommands: {
    download: async ({ kind, id }: { kind: string; id: number }) => {
      const file = live.files.get(`${kind}:${id}`);
      return file
        ? { ok: true, value: { ...file, storedAt: null } }
        : { ok: false, error: { kind: 'offline' } };
    },
  },
}));

withBothLanguages();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).buffer;
const PDF = new TextEncoder().encode('%PDF-1.7\n').buffer as ArrayBuffer;

/** A result as the server lists it (server/results/list-results.ts), with the protocols flag on. */
function listed(
  attachments: ServiceResult['attachments'],
  protocols: ServiceResult['protocols'],
  id = 1,
): ServiceResult {
  const pdfs = protocols.filter((protocol) => protocol.hasPdf).length;
  const filesCount = pdfs + attachments.length;
  return {
    id,
    title: 'Анализ крови на витамин D',
    kind: 1,
    state: 2,
    date: '2026-10-01',
    executor: null,
    complexId: null,
    children: [],
    attachments,
    protocolId: protocols[0]?.id ?? null,
    protocols,
    hasProtocols: protocols.length > 0,
    meta: {
      formattedDate: '01.10.2026',
      filesCount,
      protocolAvailable: pdfs > 0,
      attachmentsAvailable: attachments.length > 0,
      multipleFiles: filesCount > 1,
    },
  };
}

// The demo's result: one file stored with a blank title and no type, and a protocol with no PDF yet.
const bare = listed(
  [{ id: 11, title: 'attached file', mimeType: 'application/octet-stream' }],
  [{ id: 21, title: 'Протокол: Анализ крови на витамин D', hasPdf: false }],
);
const singleImage = listed([{ id: 12, title: 'ЭКГ в покое', mimeType: 'image/png' }], [], 2);
const imagesAndProtocol = listed(
  [
    { id: 13, title: 'Печень', mimeType: 'image/png' },
    { id: 14, title: 'attached file', mimeType: 'application/octet-stream' },
  ],
  [{ id: 22, title: 'attached file', hasPdf: true }],
  3,
);

/** The screen's wiring of one result: its row, the files dialog it opens, the download. */
function Wired({ result }: { result: ServiceResult }) {
  const { download, busy } = useDownload();
  const [filesOf, setFilesOf] = useState<ServiceResult | null>(null);
  return (
    <FluentProvider theme={webLightTheme}>
      <ul>
        <ResultRow
          result={result}
          protocolsFlag={true}
          busy={busy}
          onDownload={(file) => void download(file)}
          onOpenFiles={(shown) => setFilesOf(shown as ServiceResult)}
        />
      </ul>
      {filesOf && (
        <FilesDialog
          result={filesOf}
          protocolsFlag={true}
          busy={busy}
          onDownload={(file) => void download(file)}
          onClose={() => setFilesOf(null)}
        />
      )}
    </FluentProvider>
  );
}

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  live.files.clear();
  live.files.set('attachment:11', {
    bytes: PNG,
    contentType: 'application/octet-stream',
    fileName: 'attached file',
  });
  live.files.set('attachment:12', { bytes: PNG, contentType: 'image/png', fileName: 'ЭКГ в покое.png' });
  live.files.set('attachment:13', { bytes: PNG, contentType: 'image/png', fileName: 'Печень.png' });
  live.files.set('attachment:14', {
    bytes: PDF,
    contentType: 'application/octet-stream',
    fileName: 'attached file',
  });
  live.files.set('protocol:22', {
    bytes: PDF,
    contentType: 'application/pdf',
    fileName: 'attached file.pdf',
  });
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  // A narrow screen: the snackbar names the saved file.
  viewportWidth.value = 400;
  snackbars.value = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  viewportWidth.value = window.innerWidth;
  snackbars.value = [];
});

const open = () => screen.getByTestId('result-open');

describe('a click on a result', () => {
  it('opens the list for one attachment and a protocol with no PDF yet, which the list names', async () => {
    await i18n.changeLanguage('ru');
    render(<Wired result={bare} />);
    expect(open().getAttribute('data-action')).toBe('dialog');
    fireEvent.click(open());
    const dialog = await screen.findByTestId('files-dialog');
    expect(saved).toEqual([]);
    const files = within(dialog)
      .getAllByTestId(/^file-/)
      .map((item) => item.textContent);
    expect(files).toEqual(['Прикреплённый файл', 'Протокол: Анализ крови на витамин D: PDF пока нет']);
  });

  it('downloads one attachment with no protocols at once, with its type’s extension', async () => {
    await i18n.changeLanguage('ru');
    render(<Wired result={singleImage} />);
    expect(open().getAttribute('data-action')).toBe('download');
    fireEvent.click(open());
    await waitFor(() => expect(saved).toEqual(['ЭКГ в покое.png']));
    expect(screen.queryByTestId('files-dialog')).toBeNull();
  });
});

describe("a result's files", () => {
  it.each([
    [
      'ru',
      ['Печень.png', 'Прикреплённый файл', 'Протокол.pdf'],
      ['Печень.png', 'Прикреплённый файл.pdf', 'Протокол.pdf'],
    ],
    [
      'en-gb',
      ['Печень.png', 'Attached file', 'Protocol.pdf'],
      ['Печень.png', 'Attached file.pdf', 'Protocol.pdf'],
    ],
  ] as const)(
    'are named in the interface’s language (%s), and saved with their extension',
    async (language, shown, names) => {
      await i18n.changeLanguage(language);
      render(<Wired result={imagesAndProtocol} />);
      fireEvent.click(open());
      const dialog = await screen.findByTestId('files-dialog');
      const buttons = within(dialog).getAllByTestId(/^file-(attachment|protocol)$/);
      expect(buttons.map((button) => button.textContent)).toEqual(shown);
      for (const button of buttons) fireEvent.click(button);
      await waitFor(() => expect(saved).toEqual(names));
    },
  );

  it('saves a file stored with no title and no type under the language’s word and its bytes’ extension', async () => {
    await i18n.changeLanguage('ru');
    render(<Wired result={bare} />);
    fireEvent.click(open());
    fireEvent.click(within(await screen.findByTestId('files-dialog')).getByTestId('file-attachment'));
    await waitFor(() => expect(saved).toEqual(['Прикреплённый файл.png']));
    expect(snackbars.value[0]?.params).toEqual({ name: 'Прикреплённый файл.png' });
  });
});
