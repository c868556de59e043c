/**
 * The icons the shell and screens use, in one place. They come from @fluentui/react-icons (installed
 * with @fluentui/react-components); importing named icons keeps the bundle to what is used.
 */
export {
  ArrowDown24Regular as ArrowDownIcon,
  ArrowDownload24Regular as InstallIcon,
  ArrowLeft24Regular as BackIcon,
  ArrowSync20Regular as RefreshIcon,
  ArrowUp24Regular as ArrowUpIcon,
  Building24Regular as ClinicIcon,
  CalendarLtr24Regular as AppointmentsIcon,
  Call20Regular as PhoneIcon,
  ChevronRight20Regular as ChevronIcon,
  ClipboardTextLtr24Regular as ServicesIcon,
  Dismiss20Regular as DismissSmallIcon,
  Dismiss24Regular as DismissIcon,
  DocumentText24Regular as ResultsIcon,
  ErrorCircle20Regular as ErrorIcon,
  HeartPulse24Regular as SpecialtiesIcon,
  LocalLanguage24Regular as LanguageIcon,
  Location20Regular as LocationIcon,
  Mail20Regular as MailIcon,
  Navigation24Regular as MenuIcon,
  Person24Regular as ProfileIcon,
  PersonArrowLeft24Regular as LoginIcon,
  PersonSwap24Regular as ChangeAccountIcon,
  SignOut24Regular as LogoutIcon,
  Stethoscope24Regular as DoctorsIcon,
} from '@fluentui/react-icons';
