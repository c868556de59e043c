/**
 * One service result: title, executor, state; a click downloads its one attachment when it has no
 * protocols, and opens the file list when it has several files or any protocol, with a PDF or not yet
 * (the list says which). A complex result (kind 6) expands to its parts, each a result of its own.
 */
import { Button, tokens as theme, useRestoreFocusTarget } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { memo, useState } from 'react';
import { sameValue } from '../../../domain/same-value';
import { useTranslation } from '../../i18n';
import {
  COMPLEX_RESULT_KIND,
  READY_RESULT_STATE,
  type ServiceResult,
  type ServiceResultChild,
} from '../../../api/results';
import { resultClickAction } from '../../../domain/result-rules';
import { useCardClass } from '../../common/card';
import { protocolsShown, resultFiles } from './result-files';
import type { ResultFile } from './use-download';
import './results-strings';

const useStyles = makeStyles({
  title: {
    fontWeight: theme.fontWeightSemibold,
    textAlign: 'start',
    justifyContent: 'flex-start',
    padding: 0,
  },
  muted: { color: theme.colorNeutralForeground3, fontSize: theme.fontSizeBase200 },
  parts: { listStyle: 'none', margin: '8px 0 0', padding: '0 0 0 16px', display: 'grid', gap: '6px' },
});

type AnyResult = ServiceResult | ServiceResultChild;

function executorName(result: AnyResult): string | null {
  const who = result.executor;
  return who ? [who.surname, who.name, who.secondName].filter(Boolean).join(' ') : null;
}

/**
 * Rendered again only when its result, the flag, the files being downloaded or the callbacks change: a
 * long history's list renders a page of new rows as it scrolls, not every row again.
 */
export const ResultRow = memo(
  ResultCard,
  (before, after) =>
    before.protocolsFlag === after.protocolsFlag &&
    before.busy === after.busy &&
    before.onDownload === after.onDownload &&
    before.onOpenFiles === after.onOpenFiles &&
    sameValue(before.result, after.result),
);

function ResultCard({
  result,
  protocolsFlag,
  busy,
  onDownload,
  onOpenFiles,
}: {
  result: AnyResult;
  /** The configuration's protocols flag; null while the configuration is not known. */
  protocolsFlag: boolean | null;
  busy: ReadonlySet<string>;
  onDownload(file: ResultFile): void;
  onOpenFiles(result: AnyResult): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const card = useCardClass('row');
  const [open, setOpen] = useState(false);
  // Fluent's hook, not the attribute alone: it starts tabster's restorer with the screen, so it has seen
  // this button take the focus before the files dialog opens; started by the dialog, it has not, and the
  // focus fell to the page.
  const restoreFocus = useRestoreFocusTarget();
  const complex = result.kind === COMPLEX_RESULT_KIND && result.children.length > 0;
  const files = resultFiles(
    result,
    { attachment: t('results.attachedFile'), protocol: t('results.protocol') },
    protocolsFlag,
  );
  // Every protocol counts, with a PDF or not: the list then says which has none yet, where a direct
  // download of the one attachment would leave the protocol unmentioned.
  const protocols = protocolsShown(result, protocolsFlag);
  const action = resultClickAction({
    attachments: result.meta.attachmentsAvailable ? result.attachments : [],
    protocols: protocols ? result.protocols : [],
    hasProtocols: protocols && result.hasProtocols,
  });
  const executor = executorName(result);
  const single = files[0];
  const onClick = () => {
    if (action === 'download' && single) onDownload(single);
    else if (action === 'dialog') onOpenFiles(result);
  };
  return (
    <li className={card} data-testid="result-row" data-result-id={result.id}>
      {action === 'none' ? (
        <span className={styles.title}>{result.title}</span>
      ) : (
        <Button
          appearance="transparent"
          className={styles.title}
          onClick={onClick}
          // Stays focusable while its download runs, so focus and Escape keep working.
          disabledFocusable={
            action === 'download' && single !== undefined && busy.has(`${single.kind}:${single.id}`)
          }
          data-testid="result-open"
          data-action={action}
          // The files dialog (opened without a trigger of its own) gives the focus back here.
          {...restoreFocus}
        >
          {result.title}
        </Button>
      )}
      {executor && <span className={styles.muted}>{t('results.executor', { name: executor })}</span>}
      {result.state !== READY_RESULT_STATE && <span className={styles.muted}>{t('results.inProgress')}</span>}
      {files.length > 1 && (
        <span className={styles.muted}>{t('results.filesCount', { count: files.length })}</span>
      )}
      {complex && (
        <>
          <Button
            size="small"
            appearance="subtle"
            aria-expanded={open}
            aria-label={t('results.showParts', { title: result.title })}
            onClick={() => setOpen((value) => !value)}
            data-testid="result-expand"
          >
            {t('results.parts')}
          </Button>
          {open && (
            <ul className={styles.parts} data-testid="result-parts">
              {(result as ServiceResult).children.map((child) => (
                <ResultRow
                  key={child.id}
                  result={child}
                  protocolsFlag={protocolsFlag}
                  busy={busy}
                  onDownload={onDownload}
                  onOpenFiles={onOpenFiles}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  );
}
