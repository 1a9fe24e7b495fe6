/** Loads a page of a list whenever its query changes; an older request is aborted (and its answer ignored). */
import { Either } from "effect";
import { useEffect, useState } from "react";
import type { ApiError, ApiResult } from "../../api";
import { handleError } from "../../app/error-handler";

export interface ListData<A> {
  readonly data: A | null;
  readonly loading: boolean;
  readonly error: ApiError | null;
}

export const useListData = <A>(load: (signal: AbortSignal) => Promise<ApiResult<A>>, key: string): ListData<A> => {
  const [state, setState] = useState<{ key: string | null; data: A | null; error: ApiError | null }>({ key: null, data: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (Either.isRight(result)) setState({ key, data: result.right, error: null });
      else if (result.left._tag !== "Cancelled") {
        handleError(result.left);
        setState((previous) => ({ key, data: previous.data, error: result.left }));
      }
    });
    return () => controller.abort();
    // `load` is rebuilt on every render; the key says when the query changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { data: state.data, loading: state.key !== key, error: state.error };
};
