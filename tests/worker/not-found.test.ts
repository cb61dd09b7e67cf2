// The 404 page helps the visitor: "did you mean" pages for the address asked for, in the
// address's language, on a full load and in the page data a client navigation reads.
import { describe, expect, it } from "vitest";
import { get } from "./helpers.ts";

interface NotFoundData {
  result: { page: { path: string; suggestions?: Array<{ path: string; title: string }> } };
}

describe("did you mean", () => {
  it("a misspelt address's 404 page links the page it was meant to be", async () => {
    const res = await get("/crmm");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<nav class="did-you-mean"[^>]*>[\s\S]*?<a[^>]* href="\/crm"/);
  });

  it("the page data of a client navigation to it carries the same suggestions", async () => {
    const res = await get("/page-data/crmm/page-data.json");
    expect(res.status).toBe(404);
    const data = await res.json<NotFoundData>();
    expect(data.result.page.suggestions?.[0]?.path).toBe("/crm");
  });

  it("suggests pages in the address's language", async () => {
    const data = await (await get("/page-data/de/kontak/page-data.json")).json<NotFoundData>();
    expect(data.result.page.suggestions?.map((s) => s.path)).toContain("/de/kontakt");
    expect(data.result.page.suggestions?.every((s) => s.path.startsWith("/de"))).toBe(true);
  });

  it("suggests nothing for an address near no page, nor for a file", async () => {
    expect(await (await get("/qqqq/zzzz")).text()).not.toContain('class="did-you-mean"');
    expect(await (await get("/crm.php")).text()).not.toContain('class="did-you-mean"');
    const unrelated = await (await get("/page-data/qqqq/zzzz/page-data.json")).json<NotFoundData>();
    expect(unrelated.result.page.suggestions).toBeUndefined();
  });
});
