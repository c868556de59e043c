/**
 * A directory of the files the demo seed draws, named by a hash of what each is drawn from: a server
 * started over a fresh database reads a protocol drawn by an earlier one instead of drawing it again
 * (the browser tests start one server per test). A drawing is a pure function of its inputs, so the file
 * read is the file that would be drawn. Written to a temporary name and renamed, so two servers drawing
 * at once never read half a file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Bumped whenever a drawing changes, so files drawn by older code are not read. */
const DRAWING_VERSION = 1;

export async function drawnOnce(
  dir: string | null,
  inputs: unknown,
  draw: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  if (!dir) return draw();
  const name = createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, inputs]))
    .digest('hex');
  const file = path.join(dir, name);
  try {
    return new Uint8Array(readFileSync(file));
  } catch {
    const bytes = await draw();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return bytes;
  }
}
