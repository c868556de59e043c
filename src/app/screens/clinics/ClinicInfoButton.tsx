/**
 * The clinic row's info button: a popover (opened by click, Enter or Space; Escape closes and returns
 * focus) with the clinic's contacts. The popover (Fluent Popover, positioning, tabster) is loaded when a
 * row's button is first used, so the start page does not carry it; the button is its positioning target.
 * The button is the plain one of info-button-styles.ts, one per clinic row.
 */
import { useState } from 'react';
import { INFO_BUTTON_CLASS } from '../../common/info-button-styles';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import { useTranslation } from '../../i18n';
import type { Clinic } from '../../../api/clinics';
import { RESTORE_FOCUS_TARGET } from '../../shell/restore-focus';
import { useAnchor } from '../../shell/use-anchor';
import { useLatch } from '../../shell/use-latch';

const ClinicInfoPopover = lazyPart(() => import('./ClinicInfoPopover'));

export function ClinicInfoButton({ clinic, country }: { clinic: Clinic; country?: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wanted = useLatch(open);
  const [button, anchor] = useAnchor<HTMLButtonElement>(wanted);
  const label = t('clinics.info', { title: clinic.title });
  return (
    <>
      <button
        type="button"
        ref={button}
        className={INFO_BUTTON_CLASS}
        aria-label={label}
        aria-expanded={open}
        data-testid="clinic-info"
        {...RESTORE_FOCUS_TARGET}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      {wanted && anchor && (
        <LazyBoundary fallback={null}>
          <ClinicInfoPopover
            anchor={anchor}
            open={open}
            onOpenChange={setOpen}
            clinic={clinic}
            country={country}
            label={label}
          />
        </LazyBoundary>
      )}
    </>
  );
}
