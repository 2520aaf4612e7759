import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { ActionDef, FileDownload } from '@dss/contract';
import { fileCallEnded, fileCallStarted } from './activity';
import { callWire, type WireError } from './wire-base-query';
import type { ArgsOf } from './wire-encoding';
import type { AppStore } from './store';

export type FileOutcome = { data: FileDownload; error?: undefined } | { error: WireError; data?: undefined };

const useAppStore = useStore.withTypes<AppStore>();

/**
 * Calls an action that answers a file (a PDF, an export). The bytes go to the caller and never
 * into the Redux cache, which holds only serialisable data; the busy dialog shows meanwhile.
 */
export function useFileAction<A extends ActionDef & { reply: 'file' }>(action: A) {
  const store = useAppStore();
  return useCallback(
    async (fields: ArgsOf<A>): Promise<FileOutcome> => {
      store.dispatch(fileCallStarted());
      try {
        const controller = new AbortController();
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- an action whose reply is 'file' is answered with a FileDownload (callWire's 'file' case)
        return (await callWire(
          { action, fields },
          { getState: store.getState, dispatch: store.dispatch, signal: controller.signal },
        )) as FileOutcome;
      } finally {
        store.dispatch(fileCallEnded());
      }
    },
    [action, store],
  );
}

export interface FileQuery {
  file?: FileDownload;
  error?: WireError;
  isFetching: boolean;
}

/**
 * Reads a file to show it (a PDF in a dialog) while `fields` is given; `null` skips. The file
 * stays in the component, never in the store, and is read again when the fields change.
 */
export function useFileQuery<A extends ActionDef & { reply: 'file' }>(action: A, fields: ArgsOf<A> | null): FileQuery {
  const store = useAppStore();
  const key = fields === null ? null : JSON.stringify(fields ?? {});
  const [result, setResult] = useState<{ key: string; outcome: FileOutcome } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // The fields again, from the key they were written to.
    const parsed: object = JSON.parse(key);
    void callWire(
      { action, fields: parsed },
      { getState: store.getState, dispatch: store.dispatch, signal: controller.signal },
    ).then((outcome) => {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- an action whose reply is 'file' is answered with a FileDownload (callWire's 'file' case)
      if (!controller.signal.aborted) setResult({ key, outcome: outcome as FileOutcome });
    });
    return () => controller.abort();
  }, [action, key, store]);
  if (key === null) return { isFetching: false };
  if (result?.key !== key) return { isFetching: true };
  return { file: result.outcome.data, error: result.outcome.error, isFetching: false };
}
