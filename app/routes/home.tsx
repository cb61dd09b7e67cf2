// "/" renders through the content route (a splat route does not match the root).
export { loader, clientLoader, meta, default } from "./content.tsx";
