// One sample enquiry for the Worker's tests: as the form sends it, and as the store keeps it.
import type { ReceivedEnquiry } from "../../worker/enquiry-store.ts";

/** A valid enquiry's fields as the form posts them (without its form token). */
export const SAMPLE_FORM = {
  name: "Dana Whitfield",
  email: "dana@harbourline.example",
  company: "Harbourline Logistics",
  message: "Our dispatch tool is a 2009 Access database; drivers need a web application.",
  timeline: "quarter",
  budget: "50k-150k",
  link: "https://files.harbourline.example/dispatch",
  consent: "yes",
  website: "",
};

/** The sample as a stored enquiry, received at `receivedAt` (now unless given). */
export function sampleEnquiry(id: string, receivedAt = new Date().toISOString(), fields: Partial<ReceivedEnquiry> = {}): ReceivedEnquiry {
  const { name, email, company, message, link } = SAMPLE_FORM;
  const timeline = "quarter";
  return {
    id,
    receivedAt,
    lang: "en",
    page: "/contacts",
    name,
    email,
    company,
    message,
    timeline,
    budget: "50k-150k",
    link,
    consent: true,
    ...fields,
  };
}
