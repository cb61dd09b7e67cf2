// Files the content suite reads as text through Vite (`?raw`).
declare module "*?raw" {
  const text: string;
  export default text;
}

// Vite's glob import, for tests that read every page's source (tests/content/policy.test.ts).
interface ImportMeta {
  glob<T = unknown>(pattern: string, options: { query: "?raw"; import: "default"; eager: true }): Record<string, T>;
}
