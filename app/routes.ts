import { index, route, type RouteConfig } from "@remix-run/route-config";

export default [
  // The content route does not match "/" as a splat, so the home page has an index route.
  index("routes/home.tsx"),
  route("page-data/*", "routes/page-data.ts"),
  route("slice-data/*", "routes/slice-data.ts"),
  route("*", "routes/content.tsx"),
] satisfies RouteConfig;
