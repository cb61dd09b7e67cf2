/** One page of every template (and the German frame), for layout and accessibility checks. */
export const TEMPLATE_PAGES: Record<string, string> = {
  landing: "/",
  "landing (industry)": "/insurance",
  article: "/crm/customer-data-migration",
  "blog-post": "/blog/human-machine-interfaces",
  news: "/company/news/iso-27001-certification",
  portfolio: "/portfolio/wellness-platform-development",
  expert: "/experts/lena-brandt",
  job: "/careers/senior-backend-engineer",
  listing: "/blog",
  text: "/privacy-notice",
  search: "/search",
  "not-found": "/no-such-page",
  "landing (German)": "/de",
};
