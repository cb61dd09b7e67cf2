/// <reference types="@cloudflare/vitest-plugin/types" />
/// <reference path="../../worker/env.d.ts" />
