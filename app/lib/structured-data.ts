// JSON-LD for search engines (schema.org): what the page is (Article, BlogPosting, NewsArticle,
// JobPosting, Person, FAQPage, WebPage), its BreadcrumbList, and on the home pages the
// Organization and the WebSite. Server-only: entry.server writes it into the document's head
// (structuredDataHtml), and the browser never runs this module (decision 018).
import type { CompiledPage, SiteQueryData } from "../../content/model.ts";
import { canonicalUrl } from "../../policy/paths.ts";
import { STRUCTURED_DATA_TYPE } from "./document.ts";

type Thing = Record<string, unknown> & { "@context": "https://schema.org"; "@type": string };

const thing = (type: string, props: Record<string, unknown>): Thing => ({ "@context": "https://schema.org", "@type": type, ...props });

function organization(site: SiteQueryData): Thing {
  const { companyName, siteUrl, email, phone } = site.siteMetadata;
  const hq = site.offices[0];
  return thing("Organization", {
    "@id": `${siteUrl}#organization`,
    name: companyName,
    url: siteUrl,
    logo: `${siteUrl}/icons/icon-512.png`,
    email,
    telephone: phone,
    ...(hq ? { address: postalAddress(hq) } : {}),
    contactPoint: { "@type": "ContactPoint", contactType: "sales", email, telephone: phone },
  });
}

function postalAddress(o: SiteQueryData["offices"][number]) {
  return {
    "@type": "PostalAddress",
    streetAddress: o.street,
    postalCode: o.postalCode,
    addressLocality: o.city,
    addressCountry: o.countryCode,
  };
}

/** Text of HTML, without the soft hyphens German pages carry for line breaking. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("\u00AD", "")
    .replace(/\s+/g, " ")
    .trim();

function pageThing(page: CompiledPage, site: SiteQueryData, url: string): Thing[] {
  const publisher = {
    "@type": "Organization",
    name: site.siteMetadata.companyName,
    logo: { "@type": "ImageObject", url: `${site.siteMetadata.siteUrl}/icons/icon-512.png` },
  };
  const lang = page.fields.lang;
  switch (page.template) {
    case "article":
    case "blog-post":
    case "news":
    case "portfolio": {
      const f = page.fields;
      const type = { article: "Article", "blog-post": "BlogPosting", news: "NewsArticle", portfolio: "Article" }[page.template];
      const author =
        "author" in f
          ? { "@type": "Person", name: f.author }
          : { "@type": "Organization", name: site.siteMetadata.companyName, url: site.siteMetadata.siteUrl };
      return [
        thing(type, {
          headline: (f.heading ?? f.title).slice(0, 110),
          description: f.description,
          datePublished: f.datePublished,
          dateModified: f.dateModified ?? f.datePublished,
          author,
          publisher,
          mainEntityOfPage: url,
          inLanguage: lang,
          image: f.image ? `${site.siteMetadata.siteUrl}${f.image.src}` : `${site.siteMetadata.siteUrl}/images/og-default.png`,
        }),
      ];
    }
    case "expert": {
      const f = page.fields;
      return [
        thing("Person", {
          name: f.name,
          jobTitle: f.role,
          url,
          knowsAbout: f.expertise,
          knowsLanguage: f.languages,
          worksFor: { "@type": "Organization", name: site.siteMetadata.companyName, url: site.siteMetadata.siteUrl },
        }),
      ];
    }
    case "job": {
      const f = page.fields;
      const office = site.offices.find((o) => o.city === f.location);
      return [
        thing("JobPosting", {
          title: f.heading,
          description: page.html,
          datePosted: f.datePosted,
          ...(f.validThrough ? { validThrough: f.validThrough } : {}),
          employmentType: f.employmentType,
          hiringOrganization: {
            "@type": "Organization",
            name: site.siteMetadata.companyName,
            sameAs: site.siteMetadata.siteUrl,
            logo: `${site.siteMetadata.siteUrl}/icons/icon-512.png`,
          },
          jobLocation: {
            "@type": "Place",
            address: office ? postalAddress(office) : { "@type": "PostalAddress", addressLocality: f.location },
          },
          ...(f.remote
            ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: office?.country ?? "Germany" } }
            : {}),
          directApply: false,
        }),
      ];
    }
    case "landing": {
      const faqs = page.fields.blocks.flatMap((b) => (b.type === "faq" ? b.items : []));
      const out: Thing[] = [];
      if (page.fields.kind === "home")
        out.push(
          organization(site),
          thing("WebSite", { name: site.siteMetadata.companyName, url: site.siteMetadata.siteUrl, inLanguage: lang }),
        );
      if (faqs.length)
        out.push(
          thing("FAQPage", {
            mainEntity: faqs.map((q) => ({
              "@type": "Question",
              name: q.question,
              acceptedAnswer: { "@type": "Answer", text: plain(q.answer) },
            })),
          }),
        );
      return out;
    }
    default:
      return [
        thing("WebPage", {
          name: page.fields.title,
          description: page.fields.description,
          url,
          inLanguage: lang,
          ...(page.html ? { abstract: plain(page.html).slice(0, 200) } : {}),
        }),
      ];
  }
}

export function structuredData(page: CompiledPage, site: SiteQueryData): Thing[] {
  const url = canonicalUrl(site.siteMetadata.siteUrl, page.path);
  const out = pageThing(page, site, url);
  if (page.breadcrumbs.length >= 2) {
    out.push(
      thing("BreadcrumbList", {
        itemListElement: page.breadcrumbs.map((c, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: c.label,
          item: canonicalUrl(site.siteMetadata.siteUrl, c.path),
        })),
      }),
    );
  }
  return out;
}

/** The page's JSON-LD as `<script>` elements; `<` is escaped, so no text can end the element. */
export function structuredDataHtml(page: CompiledPage, site: SiteQueryData): string {
  if (page.template === "not-found" || page.template === "server-error") return "";
  return structuredData(page, site)
    .map((data) => `<script type="${STRUCTURED_DATA_TYPE}">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`)
    .join("");
}
