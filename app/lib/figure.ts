// How long a figure is, for its size (app/styles/site.css, .figure[data-len]): a long one
// ("61,000 → 23,400") is set smaller so it never breaks inside its cell; a short one ("92 %")
// takes the full figure size.
export const figureLength = (value = ""): "long" | "mid" | undefined => (value.length > 10 ? "long" : value.length > 6 ? "mid" : undefined);
