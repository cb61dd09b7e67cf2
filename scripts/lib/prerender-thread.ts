// One pre-render thread (scripts/prerender.ts): renders the shard it is given and posts the result.
import { parentPort, workerData } from "node:worker_threads";
import { renderShard, type Shard } from "../prerender.ts";

parentPort?.postMessage(await renderShard(workerData as Shard));
