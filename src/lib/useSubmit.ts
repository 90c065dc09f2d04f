/**
 * The one way the web app sends a mutation (a form's submit, an action button): ahooks
 * `useRequest` in manual mode, the same hook that runs the loads, with one rule added:
 * while a call is running, another call is ignored, so a double click or a double Enter
 * sends once.
 *
 *   const save = useSubmit(saveThing, { onSuccess: () => toast.success(...), onError: (e) => ... });
 *   <Form onFinish={save.submit}> ... <Button loading={save.loading} htmlType="submit" />
 *
 * `submit(...)` never rejects: the answer goes to `onSuccess`, the failure to `onError`
 * (the caller shows it: a toast, the field the server named, an alert above the form).
 * When the component unmounts mid-request (the success navigated away), neither runs.
 */
import { useLockFn, useRequest } from 'ahooks';
import type { Options } from 'ahooks/lib/useRequest/src/types';

export function useSubmit<TData, TParams extends unknown[]>(service: (...params: TParams) => Promise<TData>, options: Options<TData, TParams> = {}) {
  const request = useRequest(service, { ...options, manual: true });
  const submit = useLockFn(async (...params: TParams) => {
    // The failure went to onError; a call dropped by an unmount has nothing to report.
    await request.runAsync(...params).catch(() => undefined);
  });
  return { submit, loading: request.loading };
}
