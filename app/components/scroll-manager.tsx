// Applies app/runtime/scroll.ts on every navigation and remembers positions as the visitor scrolls.
import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { rememberScroll, savedScroll, scrollTarget } from "../runtime/scroll.ts";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const initial = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    let frame = 0;
    const pathname = location.pathname;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // A navigation moves the window before this listener is replaced: never record that
        // movement under the page being left.
        if (window.location.pathname === pathname) rememberScroll(pathname, window.scrollY);
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [location.pathname]);

  useIsomorphicLayoutEffect(() => {
    const target = scrollTarget({
      initial: initial.current,
      navigationType,
      pathname: location.pathname,
      hash: location.hash,
      saved: savedScroll(location.pathname),
    });
    initial.current = false;
    if (target.kind === "restore") window.scrollTo(0, target.y);
    else if (target.kind === "top") window.scrollTo(0, 0);
    else if (target.kind === "element") document.getElementById(target.id)?.scrollIntoView();
  }, [location.key]);

  return null;
}
