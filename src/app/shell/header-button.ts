/**
 * The header's buttons (back, menu, install, log in) sit on the clinic's primary colour and take the
 * header's readable text colour. Fluent's transparent buttons turn their text and icon to a brand shade
 * when hovered and pressed, chosen to read on white — 1.9:1 on the default header — so every state
 * keeps the header's colour here.
 */
import { buttonClassNames } from '@fluentui/react-components';

const icon = `& .${buttonClassNames.icon}`;

export const headerButton = {
  color: 'inherit',
  [icon]: { color: 'inherit' },
  ':hover': { color: 'inherit', [icon]: { color: 'inherit' } },
  ':hover:active': { color: 'inherit', [icon]: { color: 'inherit' } },
} as const;
