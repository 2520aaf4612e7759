// Public API of @dss/ui: theme, shared components and display filters for the shell and remotes.

export * from './chakra-components';
export { system } from './theme/system';
export { UiProvider } from './theme/UiProvider';

export { NOT_AVAILABLE } from './format/not-available';
export { formatGBP, formatNumber } from './format/numbers';
export { formatMobile, formatLandline } from './format/phone';
export { formatSortCode } from './format/sort-code';
export { formatDate, formatDateTime, formatTime, formatLongDate, type DateInput } from './format/date';
export { learnerRef, instructorRef, complaintRef, bookingRef, paymentRef, franchisePlanRef } from './format/refs';

export {
  useAlerts,
  SUCCESS_ALERT_MS,
  type Alerts,
  type AlertKind,
  type SuccessAlertOptions,
  type ConfirmOptions,
} from './feedback/alerts';
export { AlertProvider } from './feedback/AlertProvider';
export { BusyDialog, BUSY_TEXT } from './feedback/BusyDialog';
export { BackgroundProgress } from './feedback/BackgroundProgress';

export { PersistentDialog, type PersistentDialogProps } from './dialog/PersistentDialog';
export { ViewDialog, type ViewDialogProps } from './dialog/ViewDialog';
export { playHonk, HONK_MS } from './dialog/honk';

export { Breadcrumbs, type BreadcrumbItem } from './navigation/Breadcrumbs';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './navigation/DropdownMenu';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { ScreenLayout, type ScreenLayoutProps } from './layout/ScreenLayout';

export {
  SearchableTable,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  NO_DATA_TEXT,
  SEARCH_DEBOUNCE_MS,
  type SearchableTableProps,
  type ServerPaging,
  type TableColumn,
} from './table/SearchableTable';
export { firstTablePage, useTableQuery } from './table/useTableQuery';
export { SidewaysScrollArea } from './table/SidewaysScrollArea';
export { HistoryPanel, HISTORY_TITLE } from './audit/HistoryPanel';
export { auditColumns, actorOf, recordOf, changeLines } from './audit/audit-columns';

export { TextField, type TextFieldProps } from './form/TextField';
export { PasswordField, type PasswordFieldProps } from './form/PasswordField';
export { SelectField, type SelectFieldProps } from './form/SelectField';
export { SearchSelect, SEARCHING_TEXT, type SearchSelectProps, type SearchOptions } from './form/SearchSelect';
export { SearchSelectField, type SearchSelectFieldProps } from './form/SearchSelectField';
export {
  favouritesFirst,
  isDivider,
  SELECT_DIVIDER,
  type SelectOption,
  type SelectDivider,
  type SelectItem,
} from './form/selectOptions';
export { TextareaField, type TextareaFieldProps } from './form/TextareaField';
export { DateField, type DateFieldProps } from './form/DateField';
export { FormIncompleteNotice, FORM_INCOMPLETE_TEXT } from './form/FormIncompleteNotice';
export { useSubmit, type AlertWords, type SaveAnswer, type SubmitResult, type SubmitTexts } from './form/useSubmit';
export { SubmitForm, type SubmitFormProps } from './form/SubmitForm';
export { visibleError } from './form/visibleError';
export { FieldFrame, type FieldFrameProps, type ControlLinks } from './form/FieldFrame';
export { lazyScreen } from './layout/lazyScreen';
export { preloadable } from './layout/preloadable';

export { PdfViewer, type PdfViewerProps, type PdfSource } from './pdf/PdfViewer';
export { saveFile } from './files/saveFile';
export { PDF_EMPTY_TEXT, PDF_ERROR_TEXT, PDF_LOADING_TEXT } from './pdf/pdfTexts';
export { Form, FormSpy, useField, useForm, useFormState } from './form/final-form';
export { useFieldValue } from './form/useFieldValue';
