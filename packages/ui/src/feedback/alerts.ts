import { createContext, useContext } from 'react';

/** Success alerts close by themselves after this long (document 1 §9, document 3 §9). */
export const SUCCESS_ALERT_MS = 3000;

export type AlertKind = 'success' | 'error' | 'info' | 'confirm';

export interface SuccessAlertOptions {
  /** Keep the alert open until the user closes it, for the spec's "stays open" messages. */
  stay?: boolean;
}

export interface ConfirmOptions {
  /** Label of the button that confirms, e.g. 'Send' or 'Delete'. Default 'Confirm'. */
  confirmLabel?: string;
  /** Label of the button that backs out. Default 'Cancel'. */
  cancelLabel?: string;
}

/** Modal alerts; each promise settles when its dialog closes. */
export interface Alerts {
  /** Closes itself after SUCCESS_ALERT_MS unless `stay` is set. */
  success(title: string, text?: string, options?: SuccessAlertOptions): Promise<void>;
  /** Stays until dismissed with its OK button; outside clicks and Escape are ignored. */
  error(title: string, text?: string): Promise<void>;
  /** A neutral message closed with OK (or Escape / outside click). */
  info(title: string, text?: string): Promise<void>;
  /** Asks a question; resolves true only for the confirm button. Outside clicks and Escape are ignored. */
  confirm(title: string, text?: string, options?: ConfirmOptions): Promise<boolean>;
}

export const AlertsContext = createContext<Alerts | null>(null);

/** The alert dialogs of the nearest AlertProvider (UiProvider includes one). */
export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts() needs an <AlertProvider> (or <UiProvider>) above it.');
  return alerts;
}
