/**
 * The documents benchmark's burst (documents.ts): agents' browsers in a process apart from the one measuring the list.
 * Reads one JSON line (base, cookies, hashes, firstDesk, everyMs), answers `ready`, and on `go` requests every
 * document at once, each from a desk of its own, and answers `done` when all are READY (or the error).
 */
import { createInterface } from 'node:readline';
import { generateDocument } from './client';

interface Burst {
  base: string;
  cookies: string[];
  hashes: string[];
  firstDesk: number;
  everyMs: number;
}

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const burst = JSON.parse((await lines.next()).value as string) as Burst;
console.log('ready');
await lines.next();
const desk = (n: number) => `10.${10 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${n % 250}`;
try {
  await Promise.all(burst.hashes.map((hash, i) => generateDocument(burst.base, burst.cookies, hash, desk(burst.firstDesk + i), burst.everyMs)));
  console.log('done');
} catch (error) {
  console.log(error instanceof Error ? error.message : String(error));
}
