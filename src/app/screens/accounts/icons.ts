/** Icons of the accounts screens only (the shell's live in ../../shell/icons.ts). */
export {
  Copy20Regular as CopyIcon,
  Eye20Regular as ShowIcon,
  EyeOff20Regular as HideIcon,
} from '@fluentui/react-icons';
