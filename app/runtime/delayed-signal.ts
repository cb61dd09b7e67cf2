// The delayed-load rule (spec §4): raise a flag only when loading lasts DELAYED_LOAD_MS.
import { DELAYED_LOAD_MS } from "./constants.ts";

export function delayedSignal(onChange: (slow: boolean) => void, delayMs = DELAYED_LOAD_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    loading(isLoading: boolean) {
      clearTimeout(timer);
      timer = undefined;
      if (isLoading) timer = setTimeout(() => onChange(true), delayMs);
      else onChange(false);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
