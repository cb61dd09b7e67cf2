// One i18next instance with the bundled English strings, ready synchronously, so the
// pre-rendered HTML and the hydrated page say the same thing without a request.
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nOptions } from "./config.ts";

export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(i18nOptions);
  return instance;
}
