// The enquiry form (docs/decisions/017-enquiries.md). A plain POST to the page's own address
// that works without JavaScript: the Worker answers 303 to the thank-you page, or renders the
// page again (422) with every value kept and each error beside its field, summarised at the
// top, where the focus goes. The Worker writes the signed time token into the hidden field.
// With JavaScript the same rules run here first, and the form is sent without leaving the page:
// the Worker's reply is data, and the visitor goes on to the same thank-you page.
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { Block, Card } from "../../content/model.ts";
import {
  checkEnquiry,
  ENQUIRY_FIELDS,
  enquiryInput,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MAX_LENGTH,
  BUDGETS,
  TIMELINES,
  type Budget,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryNotice,
  type Timeline,
} from "../../policy/enquiry.ts";
import { telHref } from "../lib/format.ts";
import { sendEnquiry } from "../lib/send-enquiry.ts";
import { useUi, useRouteData } from "../i18n/ui.ts";
import { siteQuery } from "../lib/static-query.ts";
import { SiteLink } from "./site-link.tsx";

type EnquiryBlock = Extract<Block, { type: "enquiry" }>;

const fieldId = (field: EnquiryField) => `enquiry-${field}`;

/** The UI string of each error code of the rules (policy/enquiry.ts). */
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
  "budget.invalid": "enquiry::budgetInvalid",
  "link.invalid": "enquiry::linkInvalid",
  "link.tooLong": "enquiry::linkTooLong",
  "consent.missing": "enquiry::consentMissing",
};

const TIMELINE_TEXT: Record<Timeline | "", string> = {
  "": "enquiry::timelineNone",
  now: "enquiry::timelineNow",
  quarter: "enquiry::timelineQuarter",
  "half-year": "enquiry::timelineHalfYear",
  exploring: "enquiry::timelineExploring",
};

const BUDGET_TEXT: Record<Budget | "", string> = {
  "": "enquiry::budgetNone",
  "under-50k": "enquiry::budgetSmall",
  "50k-150k": "enquiry::budgetMedium",
  "150k-500k": "enquiry::budgetLarge",
  "over-500k": "enquiry::budgetVeryLarge",
};

const errorText = (code: string | undefined) => ERROR_TEXT[code ?? ""] ?? "enquiry::sendAgain";

/** What a field's control needs to be labelled, described and marked invalid. */
interface ControlProps {
  id: string;
  name: EnquiryField;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A labelled field: its label, its hint, its error (if any), then the control. */
function Field(props: {
  field: EnquiryField;
  label: string;
  hint?: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { field, label, hint, error } = props;
  const id = fieldId(field);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="form-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {props.children({ id, name: field, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
    </div>
  );
}

/** What the form shows about itself: each field's error, and a message about the whole form. */
interface Shown {
  errors: EnquiryErrors;
  notice?: EnquiryNotice;
}

export function EnquiryForm({ block }: { block: EnquiryBlock }) {
  const { t } = useUi();
  const route = useRouteData();
  const navigate = useNavigate();
  const state = route?.enquiry;
  // What the script found or was told since the page loaded; before that, what the Worker rendered.
  const [shown, setShown] = useState<Shown | null>(null);
  const [round, setRound] = useState(0);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (round > 0) summary.current?.focus();
  }, [round]);

  const errors = (shown ?? state)?.errors ?? {};
  const notice = (shown ?? state)?.notice;
  const value = (field: EnquiryField) => state?.input[field] ?? "";
  const failed = ENQUIRY_FIELDS.filter((f) => errors[f]);
  const errorOf = (field: EnquiryField) => (errors[field] ? t(errorText(errors[field])) : undefined);
  const site = route ? siteQuery(route).siteMetadata : undefined;
  // Where to turn when the enquiry could not be stored.
  const contact: Record<string, string> = site ? { email: site.email, phone: site.phone } : {};
  const [consentBefore = "", consentAfter = ""] = t("enquiry::consent", { link: "\u0000", company: site?.companyName ?? "" }).split(
    "\u0000",
  );

  const show = (next: Shown) => {
    setShown(next);
    setRound((r) => r + 1);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const checked = checkEnquiry(enquiryInput(data));
    if (!checked.ok) return show({ errors: checked.errors });
    setSending(true);
    const reply = await sendEnquiry(form.action, data);
    setSending(false);
    if (reply.location) return navigate(reply.location);
    const token = form.elements.namedItem(FORM_TOKEN_FIELD);
    if (reply.token && token instanceof HTMLInputElement) token.value = reply.token;
    show({ errors: reply.errors ?? {}, notice: reply.notice });
  };

  return (
    // noValidate: the same rules run here and in the Worker, and say what is wrong in the page's
    // own words, beside each field; the browser's own bubbles would say it differently, one at a time.
    <form
      className="enquiry"
      method="post"
      action={route?.pageData.path}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending || undefined}
    >
      {(failed.length > 0 || notice) && (
        // The error summary pattern: focus moves here when the form comes back with problems.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        <div className="form-summary" role="group" aria-labelledby="enquiry-summary" tabIndex={-1} autoFocus ref={summary}>
          <h3 id="enquiry-summary">
            {notice
              ? t(notice, contact)
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
      <Field field="name" label={t("enquiry::name")} error={errorOf("name")}>
        {(control) => <input {...control} autoComplete="name" required maxLength={MAX_LENGTH.name} defaultValue={value("name")} />}
      </Field>
      <Field field="email" label={t("enquiry::email")} hint={t("enquiry::emailHint")} error={errorOf("email")}>
        {(control) => (
          <input {...control} type="email" autoComplete="email" required maxLength={MAX_LENGTH.email} defaultValue={value("email")} />
        )}
      </Field>
      <Field field="company" label={t("enquiry::company")} error={errorOf("company")}>
        {(control) => <input {...control} autoComplete="organization" maxLength={MAX_LENGTH.company} defaultValue={value("company")} />}
      </Field>
      <Field field="message" label={t("enquiry::message")} hint={t("enquiry::messageHint")} error={errorOf("message")}>
        {(control) => <textarea {...control} rows={7} required maxLength={MAX_LENGTH.message} defaultValue={value("message")} />}
      </Field>
      <Field field="timeline" label={t("enquiry::timeline")} error={errorOf("timeline")}>
        {(control) => (
          <select {...control} defaultValue={value("timeline")}>
            <option value="">{t(TIMELINE_TEXT[""])}</option>
            {TIMELINES.map((option) => (
              <option key={option} value={option}>
                {t(TIMELINE_TEXT[option])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field field="budget" label={t("enquiry::budget")} error={errorOf("budget")}>
        {(control) => (
          <select {...control} defaultValue={value("budget")}>
            <option value="">{t(BUDGET_TEXT[""])}</option>
            {BUDGETS.map((option) => (
              <option key={option} value={option}>
                {t(BUDGET_TEXT[option])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field field="link" label={t("enquiry::link")} hint={t("enquiry::linkHint")} error={errorOf("link")}>
        {(control) => (
          <input {...control} type="url" inputMode="url" autoComplete="off" maxLength={MAX_LENGTH.link} defaultValue={value("link")} />
        )}
      </Field>
      <div className="form-field form-field--check">
        {errors.consent && (
          <p className="form-error" id={`${fieldId("consent")}-error`}>
            {errorOf("consent")}
          </p>
        )}
        <input
          id={fieldId("consent")}
          name="consent"
          type="checkbox"
          value="yes"
          required
          defaultChecked={value("consent") !== ""}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${fieldId("consent")}-error` : undefined}
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
          {sending ? t("enquiry::sending") : t("enquiry::send")}
        </button>
      </p>
    </form>
  );
}

/** The form and, beside it, the person who reads enquiries first: portrait (drawn by the page,
 * which has the picture component already), role, direct line, and the company's address and
 * main line. */
export function EnquiryLayout({ block, person, portrait }: { block: EnquiryBlock; person?: Card; portrait?: ReactNode }) {
  const { t } = useUi();
  const route = useRouteData();
  const site = route ? siteQuery(route).siteMetadata : undefined;
  const tel = (number: string) => <a href={telHref(number)}>{number}</a>;
  return (
    <div className="enquiry-layout">
      <EnquiryForm block={block} />
      {person && site && (
        <aside className="enquiry-contact" aria-labelledby={`${block.id}-contact`}>
          <h3 id={`${block.id}-contact`}>{t("enquiry::contactHeading")}</h3>
          {portrait}
          <p>
            <SiteLink to={person.path} className="enquiry-contact__name">
              {person.label}
            </SiteLink>
            {person.kicker && <span>{person.kicker}</span>}
          </p>
          <dl>
            {person.directLine && (
              <>
                <dt>{t("enquiry::contactDirect")}</dt>
                <dd>{tel(person.directLine)}</dd>
              </>
            )}
            <dt>{t("enquiry::contactEmail")}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
            <dt>{t("enquiry::contactPhone")}</dt>
            <dd>{tel(site.phone)}</dd>
          </dl>
        </aside>
      )}
    </div>
  );
}
