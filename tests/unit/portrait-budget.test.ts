// Every portrait an editor can choose (content/schema/portrait.ts) is drawn (content/art) within
// the 12 KB every picture keeps to, its heaviest extras included.
import { describe, expect, it } from "vitest";
import { portraitArt, type PortraitFeatures } from "../../content/art/index.ts";
import { CLOTHES, HAIR } from "../../content/schema/portrait.ts";

const draw = (features: Partial<PortraitFeatures>) =>
  portraitArt({
    name: "Budget Example Person",
    who: "budget-example-person",
    features: { hair: 1, eyes: 1, eyebrows: 1, mouth: 1, nose: 1, clothes: 1, ...features },
  }).draw();

describe("the portraits the schema allows", () => {
  it("stay within 12 KB with every hair and every clothes, glasses, a beard and a gesture", () => {
    // Hair 42 and clothes 1 are the longest of the choices: each list is tried with the other.
    const extras = { glasses: 3, beard: 1, gesture: "ok" as const };
    const choices = [...HAIR.map((hair) => ({ hair, clothes: 1 })), ...CLOTHES.map((clothes) => ({ hair: 42, clothes }))];
    for (const choice of choices)
      expect(new TextEncoder().encode(draw({ ...choice, ...extras })).length, JSON.stringify(choice)).toBeLessThanOrEqual(12 * 1024);
  }, 120_000);
});
