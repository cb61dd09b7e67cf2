import { describe, expect, it } from "vitest";
import { iconFor, iconNameFor } from "./icons.ts";

describe("the icon of a landing page's card", () => {
  it("comes from the deepest segment of the path that names something, in English or German", () => {
    expect(iconNameFor("/crm/salesforce/real-estate")).toBe("house");
    expect(iconNameFor("/crm/salesforce")).toBe("cloud");
    expect(iconNameFor("/crm")).toBe("contact-round");
    expect(iconNameFor("/machine-learning/consulting")).toBe("brain-circuit");
    expect(iconNameFor("/services/application/development/mobile")).toBe("smartphone");
    expect(iconNameFor("/de/kontakt")).toBe("mail");
    expect(iconNameFor("/de/erp")).toBe("boxes");
  });

  it("falls back to one neutral icon for a path it has no word for", () => {
    expect(iconNameFor("/nothing-known")).toBe("circle-dot");
    expect(iconNameFor("/")).toBe("circle-dot");
  });

  it("draws every icon it can name from the set's own shapes", () => {
    const icon = iconFor("/crm/salesforce/real-estate");
    expect(icon.name).toBe("house");
    expect(icon.nodes.length).toBeGreaterThan(0);
    for (const [tag, attrs] of icon.nodes) {
      expect(["path", "circle", "rect", "line", "ellipse", "polyline", "polygon"]).toContain(tag);
      expect(Object.keys(attrs).length).toBeGreaterThan(0);
    }
  });
});
