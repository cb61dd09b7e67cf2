// Files the content suite reads as text through Vite (`?raw`).
declare module "*?raw" {
  const text: string;
  export default text;
}
