/**
 * The worker's API is one flat object of commands gathered from the areas. Spreading them would let a
 * second command of the same name silently replace the first; `mergeAreas` throws instead, when the
 * worker is created, and keeps each command's exact type.
 */
type Commands = Record<string, unknown>;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

export type MergedAreas<A extends Record<string, Commands>> = UnionToIntersection<A[keyof A]>;

export function mergeAreas<A extends Record<string, Commands>>(areas: A): MergedAreas<A> {
  const merged: Commands = {};
  for (const commands of Object.values(areas)) {
    for (const [name, command] of Object.entries(commands)) {
      if (Object.hasOwn(merged, name)) throw new Error(`duplicate worker command: ${name}`);
      merged[name] = command;
    }
  }
  return merged as MergedAreas<A>;
}
