// The enquiry form (docs/decisions/017-enquiries.md). A plain POST to the page's own address
// that works without JavaScript: the Worker answers 303 to the thank-you page, or renders the
// page again (422) with every value kept and each error beside its field, summarised at the
// top, where the focus goes. The Worker writes the signed time token into the hidden field.
import type { Block } from "../../content/model.ts";
import {
  ENQUIRY_FIELDS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MAX_LENGTH,
  TIMELINES,
  type EnquiryField,
  type Timeline,
} from "../../redirects/core/enquiry.ts";
import { useUi, useRouteData } from "../i18n/ui.ts";
import { siteQuery } from "../lib/static-query.ts";
import { SiteLink } from "./site-link.tsx";

type EnquiryBlock = Extract<Block, { type: "enquiry" }>;

const fieldId = (field: EnquiryField) => `enquiry-${field}`;

/** The UI string of each error code of the rules (redirects/core/enquiry.ts). */
const ERROR_TEXT: Record<string, string> = {
  "name.missing": "enquiry::nameMissing",
  "name.tooLong": "enquiry::nameTooLong",
  "name.invalid": "enquiry::nameInvalid",
  "email.missing": "enquiry::emailMissing",
  "email.tooLong": "enquiry::emailTooLong",
  "email.invalid": "enquiry::emailInvalid",
  "company.tooLong": "enquiry::companyTooLong",
  "company.invalid": "enquiry::companyInvalid",
  "message.missing": "enquiry::messageMissing",
  "message.tooShort": "enquiry::messageTooShort",
  "message.tooLong": "enquiry::messageTooLong",
  "message.invalid": "enquiry::messageInvalid",
  "timeline.invalid": "enquiry::timelineInvalid",
  "consent.missing": "enquiry::consentMissing",
};

const TIMELINE_TEXT: Record<Timeline | "", string> = {
  "": "enquiry::timelineNone",
  now: "enquiry::timelineNow",
  quarter: "enquiry::timelineQuarter",
  "half-year": "enquiry::timelineHalfYear",
  exploring: "enquiry::timelineExploring",
};

const errorText = (code: string | undefined) => ERROR_TEXT[code ?? ""] ?? "enquiry::sendAgain";

export function EnquiryForm({ block }: { block: EnquiryBlock }) {
  const { t } = useUi();
  const route = useRouteData();
  const state = route?.enquiry;
  const errors = state?.errors ?? {};
  const value = (field: EnquiryField) => state?.input[field] ?? "";
  const failed = ENQUIRY_FIELDS.filter((f) => errors[f]);
  const described = (field: EnquiryField, hint: boolean) =>
    [hint ? `${fieldId(field)}-hint` : "", errors[field] ? `${fieldId(field)}-error` : ""].filter(Boolean).join(" ") || undefined;
  const error = (field: EnquiryField) =>
    errors[field] ? (
      <p className="form-error" id={`${fieldId(field)}-error`}>
        {t(errorText(errors[field]))}
      </p>
    ) : null;
  // Where to turn when the enquiry could not be stored.
  const contact: Record<string, string> = route
    ? { email: siteQuery(route).siteMetadata.email, phone: siteQuery(route).siteMetadata.phone }
    : {};
  const [consentBefore = "", consentAfter = ""] = t("enquiry::consent", { link: "\u0000" }).split("\u0000");

  return (
    // noValidate: the Worker checks with the same rules and says what is wrong in the page's own
    // words, beside each field; the browser's own bubbles would say it differently and one at a time.
    <form className="enquiry" method="post" action={route?.pageData.path} noValidate>
      {(failed.length > 0 || state?.notice) && (
        // The error summary pattern: focus moves here when the page comes back with problems.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        <div className="form-summary" role="group" aria-labelledby="enquiry-summary" tabIndex={-1} autoFocus>
          <h3 id="enquiry-summary">
            {state?.notice
              ? t(state.notice, contact)
              : t(failed.length === 1 ? "enquiry::summaryOne" : "enquiry::summaryMany", { count: failed.length })}
          </h3>
          {failed.length > 0 && (
            <ul>
              {failed.map((f) => (
                <li key={f}>
                  <a href={`#${fieldId(f)}`}>{t(errorText(errors[f]))}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="form-field">
        <label htmlFor={fieldId("name")}>{t("enquiry::name")}</label>
        {error("name")}
        <input
          id={fieldId("name")}
          name="name"
          autoComplete="name"
          required
          maxLength={MAX_LENGTH.name}
          defaultValue={value("name")}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described("name", false)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={fieldId("email")}>{t("enquiry::email")}</label>
        <p className="form-hint" id={`${fieldId("email")}-hint`}>
          {t("enquiry::emailHint")}
        </p>
        {error("email")}
        <input
          id={fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={MAX_LENGTH.email}
          defaultValue={value("email")}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described("email", true)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={fieldId("company")}>{t("enquiry::company")}</label>
        {error("company")}
        <input
          id={fieldId("company")}
          name="company"
          autoComplete="organization"
          maxLength={MAX_LENGTH.company}
          defaultValue={value("company")}
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={described("company", false)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={fieldId("message")}>{t("enquiry::message")}</label>
        <p className="form-hint" id={`${fieldId("message")}-hint`}>
          {t("enquiry::messageHint")}
        </p>
        {error("message")}
        <textarea
          id={fieldId("message")}
          name="message"
          rows={7}
          required
          maxLength={MAX_LENGTH.message}
          defaultValue={value("message")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described("message", true)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={fieldId("timeline")}>{t("enquiry::timeline")}</label>
        {error("timeline")}
        <select
          id={fieldId("timeline")}
          name="timeline"
          defaultValue={value("timeline")}
          aria-invalid={errors.timeline ? true : undefined}
          aria-describedby={described("timeline", false)}
        >
          <option value="">{t(TIMELINE_TEXT[""])}</option>
          {TIMELINES.map((option) => (
            <option key={option} value={option}>
              {t(TIMELINE_TEXT[option])}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field form-field--check">
        {error("consent")}
        <input
          id={fieldId("consent")}
          name="consent"
          type="checkbox"
          value="yes"
          required
          defaultChecked={value("consent") !== ""}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={described("consent", false)}
        />
        <label htmlFor={fieldId("consent")}>
          {consentBefore}
          <SiteLink to={block.privacy}>{t("enquiry::consentLink")}</SiteLink>
          {consentAfter}
        </label>
      </div>
      {/* People never see this field; programs that fill in every field do (not stored then). */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="enquiry-website">{t("enquiry::honeypot")}</label>
        <input id="enquiry-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* No value prop: React would reset the value the Worker writes in when it hydrates. */}
      <input type="hidden" name={FORM_TOKEN_FIELD} />
      <p>
        <button type="submit" className="button">
          {t("enquiry::send")}
        </button>
      </p>
    </form>
  );
}
