/** The footer under a list read page by page: a button for the next page, or what a list puts there. */
import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  more: { display: 'flex', justifyContent: 'center', alignItems: 'center', gap: '8px', padding: '12px' },
});

export function LoadMoreFooter({ children }: { children: ReactNode }) {
  return <div className={useStyles().more}>{children}</div>;
}

/**
 * Unavailable while a page is on its way, so a second tap asks for no second page; it keeps the focus
 * meanwhile (a disabled button drops it to the page's start, and the keyboard's reader with it).
 */
export function LoadMoreButton({
  label,
  busy,
  onClick,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <LoadMoreFooter>
      <Button appearance="subtle" disabledFocusable={busy} onClick={onClick}>
        {label}
      </Button>
    </LoadMoreFooter>
  );
}
