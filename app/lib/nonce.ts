// The nonce of a document the Worker renders on request (AppLoadContext.cspNonce), for the
// scripts Remix writes into it. Pre-rendered documents render without one.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
