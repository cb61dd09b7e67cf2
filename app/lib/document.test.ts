import { describe, expect, it } from "vitest";
import { closeDocument } from "./document.ts";

describe("closeDocument", () => {
  it("moves what React streamed after the document's end to just before </body>, in order", () => {
    const streamed =
      "<!DOCTYPE html><html><head></head><body><main>x</main><script>a()</script></body></html><!--$--><script>b()</script><!--/$--><script>c()</script>";
    expect(closeDocument(streamed)).toBe(
      "<!DOCTYPE html><html><head></head><body><main>x</main><script>a()</script><!--$--><script>b()</script><!--/$--><script>c()</script></body></html>",
    );
  });

  it("leaves a document that already ends with </body></html> alone", () => {
    const whole = "<!DOCTYPE html><html><head></head><body><p>ok</p></body></html>";
    expect(closeDocument(whole)).toBe(whole);
  });

  it("leaves a fragment without a document end alone", () => {
    expect(closeDocument("<p>partial</p>")).toBe("<p>partial</p>");
  });
});
