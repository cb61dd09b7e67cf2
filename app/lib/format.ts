// Dates as visitors read them, in the page's language (the UI labels stay English).
export function formatDate(iso: string, lang: "en" | "de" = "en"): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(lang === "de" ? "de-DE" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
