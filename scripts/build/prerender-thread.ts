// One pre-render thread (scripts/build/prerender.ts): renders the shard it is given and posts the result.
import { parentPort, workerData } from "node:worker_threads";
import { usePooledTextEncoder } from "./pooled-text-encoder.ts";
import { renderShard, type Shard } from "./prerender.ts";

usePooledTextEncoder();
parentPort?.postMessage(await renderShard(workerData as Shard));
