// Sending the enquiry form from the page (docs/decisions/017-enquiries.md): the same POST a
// browser makes without JavaScript, asking for the Worker's reply as data, so that the page stays
// where it is. Whatever goes wrong on the way becomes a notice; the typed text stays in the form.
import { ENQUIRY_REPLY_TYPE, type EnquiryReply } from "../../policy/enquiry.ts";

export async function sendEnquiry(action: string, form: FormData): Promise<EnquiryReply> {
  const body = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
  let res: Response;
  try {
    res = await fetch(action, { method: "POST", body, headers: { accept: ENQUIRY_REPLY_TYPE } });
  } catch {
    return { notice: "enquiry::offline" };
  }
  if (!(res.headers.get("content-type") ?? "").startsWith(ENQUIRY_REPLY_TYPE)) return { notice: "enquiry::sendAgain" };
  try {
    const reply = await res.json<EnquiryReply>();
    const answered = reply.location || reply.notice || Object.keys(reply.errors ?? {}).length > 0;
    return answered ? reply : { ...reply, notice: "enquiry::sendAgain" };
  } catch {
    return { notice: "enquiry::sendAgain" };
  }
}
