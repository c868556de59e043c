/**
 * The clinic info popover itself, anchored to the row's info button (ClinicInfoButton). Its details load
 * separately again, with the phone formatter (libphonenumber-js).
 */
import { Popover, PopoverSurface, Spinner, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import type { Clinic } from '../../../api/clinics';

const ClinicInfoDetails = lazyPart(() => import('../../common/ClinicInfoDetails'));

const useStyles = makeStyles({
  surface: { maxWidth: '290px', fontSize: theme.fontSizeBase300 },
});

export default function ClinicInfoPopover({
  anchor,
  open,
  onOpenChange,
  clinic,
  country,
  label,
}: {
  anchor: HTMLElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clinic: Clinic;
  country?: string | undefined;
  label: string;
}) {
  const styles = useStyles();
  return (
    <Popover
      open={open}
      onOpenChange={(event, data) => {
        // A click on the info button is the button's own to handle: it toggles the popover.
        if (!data.open && event.target instanceof Node && anchor.contains(event.target)) return;
        onOpenChange(data.open);
      }}
      withArrow
      // Rendered right after its button, so Tab from the last link goes on to the next clinic's row
      // instead of falling out of the page to <body>.
      inline
      positioning={{ target: anchor, position: 'below', align: 'end' }}
    >
      <PopoverSurface className={styles.surface} aria-label={label}>
        <LazyBoundary fallback={<Spinner size="tiny" />}>
          <ClinicInfoDetails clinic={clinic} country={country} />
        </LazyBoundary>
      </PopoverSurface>
    </Popover>
  );
}
