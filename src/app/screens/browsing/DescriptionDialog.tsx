/**
 * A link that opens a description in a dialog (600 px wide). Fluent's
 * Dialog is modal: it moves focus into the dialog, keeps it there, closes on Escape and gives focus back
 * to the link.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Link,
} from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';

const useStyles = makeStyles({
  dialog: { maxWidth: '600px' },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

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
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Link as="button" data-testid={testId}>
          {label}
        </Link>
      </DialogTrigger>
      <DialogSurface className={styles.dialog}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.text}>{text}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{t('browsing.service.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
