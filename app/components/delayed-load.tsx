// A loading indicator for navigations slower than DELAYED_LOAD_MS (spec §4, §9); a fast
// navigation never shows it.
import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useUi } from "../i18n/ui.ts";
import { delayedSignal } from "../runtime/delayed-signal.ts";

export function DelayedLoadIndicator() {
  const { t } = useUi();
  const loading = useNavigation().state === "loading";
  const [slow, setSlow] = useState(false);
  const [signal] = useState(() => delayedSignal(setSlow));
  useEffect(() => signal.loading(loading), [loading, signal]);
  useEffect(() => () => signal.dispose(), [signal]);
  return (
    <div className="delayed-load" role="status" aria-live="polite" data-visible={slow ? "" : undefined}>
      {slow ? t("frame::loading") : ""}
    </div>
  );
}
