import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from './AlertDialog';
import { AlertsContext, type AlertKind, type Alerts } from './alerts';

interface QueuedAlert {
  id: number;
  kind: AlertKind;
  title: string;
  text?: string;
  stay?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  settle(confirmed: boolean): void;
}

/**
 * Provides useAlerts(). Alerts are queued and shown one at a time, so an error raised
 * while a success message is still up is not lost.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedAlert[]>([]);
  const lastId = useRef(0);

  const alerts = useMemo<Alerts>(() => {
    const show = (alert: Omit<QueuedAlert, 'id' | 'settle'>) =>
      new Promise<boolean>((resolve) => {
        lastId.current += 1;
        setQueue((current) => [...current, { ...alert, id: lastId.current, settle: resolve }]);
      });
    return {
      success: async (title, text, options) => {
        await show({ kind: 'success', title, text, stay: options?.stay });
      },
      error: async (title, text) => {
        await show({ kind: 'error', title, text });
      },
      info: async (title, text) => {
        await show({ kind: 'info', title, text });
      },
      confirm: (title, text, options) => show({ kind: 'confirm', title, text, ...options }),
    };
  }, []);

  const close = useCallback((alert: QueuedAlert, confirmed: boolean) => {
    alert.settle(confirmed);
    setQueue((current) => current.filter((queued) => queued.id !== alert.id));
  }, []);

  const current = queue[0];
  return (
    <AlertsContext.Provider value={alerts}>
      {children}
      {current ? (
        <AlertDialog
          key={current.id}
          kind={current.kind}
          title={current.title}
          text={current.text}
          stay={current.stay}
          confirmLabel={current.confirmLabel}
          cancelLabel={current.cancelLabel}
          onClose={(confirmed) => close(current, confirmed)}
        />
      ) : null}
    </AlertsContext.Provider>
  );
}
