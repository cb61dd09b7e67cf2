// Files the Worker suite reads as text through Vite (`?raw`): fixtures the operator tools wrote.
declare module "*?raw" {
  const text: string;
  export default text;
}
