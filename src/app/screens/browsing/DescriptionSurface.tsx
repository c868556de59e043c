/**
 * The description's dialog (600 px wide), loaded by DescriptionDialog when its link is first used.
 * Fluent's Dialog is modal: it moves focus into the dialog, keeps it there and closes on Escape; the
 * link carries the restore-focus mark, so focus goes back to it on close.
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
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';
import { usePageBackFromDialog } from '../../common/page-back-from-dialog';

const useStyles = makeStyles({
  dialog: { maxWidth: '600px' },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

export default function DescriptionSurface({
  open,
  title,
  text,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  usePageBackFromDialog();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.dialog}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.text}>{text}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('browsing.service.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
