/**
 * The documents benchmark's burst (documents.ts): agents' browsers in a process apart from the one measuring the list.
 * Reads one JSON line (base, cookies, hashes, the desk address of each, everyMs), answers `ready`, and on `go` requests
 * every document at once, and answers `done` when all are READY (or the error).
 */
import { createInterface } from 'node:readline';
import { generateDocument } from './client';

interface Burst {
  base: string;
  cookies: string[];
  hashes: string[];
  addresses: string[];
  everyMs: number;
}

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const burst = JSON.parse((await lines.next()).value as string) as Burst;
console.log('ready');
await lines.next();
try {
  await Promise.all(burst.hashes.map((hash, i) => generateDocument(burst.base, burst.cookies, hash, burst.addresses[i]!, burst.everyMs)));
  console.log('done');
} catch (error) {
  console.log(error instanceof Error ? error.message : String(error));
}
