// Before hydration the page's template must be loaded (it is preloaded by the pre-rendered
// <head>); without it the page stays as pre-rendered, with the message of spec §8.
export async function templateReady(
  name: string | undefined,
  load: (name: string) => Promise<unknown>,
  pathname: string,
): Promise<boolean> {
  try {
    if (!name) throw new Error("the page names no template");
    await load(name);
    return true;
  } catch {
    console.error(`page resources for ${pathname} not found. Not rendering React`);
    return false;
  }
}
