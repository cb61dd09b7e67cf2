// A loading indicator for navigations slower than DELAYED_LOAD_MS (spec §4, §9); a fast
// navigation never shows it.
import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DELAYED_LOAD_MS } from "../runtime/constants.ts";

export function DelayedLoadIndicator() {
  const { t } = useTranslation();
  const loading = useNavigation().state === "loading";
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), DELAYED_LOAD_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <div className="delayed-load" role="status" aria-live="polite" data-visible={slow ? "" : undefined}>
      {slow ? t("frame::loading") : ""}
    </div>
  );
}
