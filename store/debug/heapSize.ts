/**
 * Roughly how many bytes a value keeps alive in a JavaScript heap, cheaply enough to run
 * on every recorded action: long arrays and objects with many keys are sampled (list
 * responses hold rows of one shape), so the cost depends on a value's shape, not on its
 * length. Sizes follow V8 on 64 bits without pointer compression (Node); a browser with
 * compressed pointers uses less, so the estimate errs on the safe side.
 */

const POINTER = 8;
/** An object's header: its map, properties and elements. */
const OBJECT_HEADER = 3 * POINTER;
/** A JS array's header plus its element store's. */
const ARRAY_HEADER = 6 * POINTER;
const STRING_HEADER = 2 * POINTER;
/** A number that is not a small integer lives in a box of its own. */
const HEAP_NUMBER = 2 * POINTER;
/** Items or keys measured one by one; past this many, a spread-out sample. */
const SAMPLE = 8;
/** Deeper than anything real; also ends a cycle. */
const MAX_DEPTH = 32;

const isSmallInteger = (value: number) => (value | 0) === value;

/** Where the k-th of SAMPLE items spread over `length` sits. */
const sampleIndex = (k: number, length: number) => Math.round((k * (length - 1)) / (SAMPLE - 1));

/**
 * The hot path (every recorded action): plain loops, no closure or key array allocated.
 * Objects are read with for…in (own keys only for the plain data actions hold); past
 * 4 × SAMPLE keys the rest are counted, not measured, and extrapolated.
 */
function sizeOf(value: unknown, depth: number): number {
  if (typeof value !== 'object' || value === null) return primitiveSize(value);
  if (depth > MAX_DEPTH) return OBJECT_HEADER;
  if (Array.isArray(value)) {
    const length = value.length;
    let items = 0;
    if (length <= SAMPLE) {
      for (let i = 0; i < length; i++) items += sizeOf(value[i], depth + 1);
    } else {
      for (let k = 0; k < SAMPLE; k++) items += sizeOf(value[sampleIndex(k, length)], depth + 1);
      items = Math.round((items * length) / SAMPLE);
    }
    return ARRAY_HEADER + length * POINTER + items;
  }
  const record = value as Record<string, unknown>;
  let keys = 0;
  let items = 0;
  for (const key in record) {
    if (keys < 4 * SAMPLE) items += sizeOf(record[key], depth + 1);
    keys++;
  }
  if (keys > 4 * SAMPLE) items = Math.round((items * keys) / (4 * SAMPLE));
  return OBJECT_HEADER + keys * POINTER + items;
}

function primitiveSize(value: unknown): number {
  if (typeof value === 'string') return STRING_HEADER + value.length;
  if (typeof value === 'number') return isSmallInteger(value) ? 0 : HEAP_NUMBER;
  // Booleans, undefined and null are shared; functions and symbols are not data.
  return 0;
}

/** An object or array: its own slots plus its items' sizes, as `itemSize` gives them. */
function containerSize(
  value: object,
  depth: number,
  itemSize: (item: unknown, key: string | number) => number,
): number {
  if (depth > MAX_DEPTH) return OBJECT_HEADER;
  if (Array.isArray(value)) {
    const items = value as unknown[];
    return (
      ARRAY_HEADER + items.length * POINTER + sampled(items.length, (i) => itemSize(items[i], i))
    );
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  return (
    OBJECT_HEADER +
    keys.length * POINTER +
    sampled(keys.length, (i) => itemSize(record[keys[i]!], keys[i]!))
  );
}

/** The total of `length` items' sizes, from all of them or from SAMPLE of them spread out. */
function sampled(length: number, size: (index: number) => number): number {
  let total = 0;
  if (length <= SAMPLE) {
    for (let i = 0; i < length; i++) total += size(i);
    return total;
  }
  for (let k = 0; k < SAMPLE; k++) total += size(sampleIndex(k, length));
  return Math.round((total * length) / SAMPLE);
}

/** The estimated bytes `value` keeps alive, counting what it shares with others as its own. */
export function estimateHeapSize(value: unknown): number {
  return sizeOf(value, 0);
}

function unshared(old: unknown, current: unknown, depth: number): number {
  // Reached only when the object holding it was replaced: its own copy, even if equal.
  if (typeof old !== 'object' || old === null) return primitiveSize(old);
  if (old === current) return 0;
  if (
    typeof current !== 'object' ||
    current === null ||
    Array.isArray(old) !== Array.isArray(current)
  ) {
    return sizeOf(old, depth);
  }
  const now = current as Record<string | number, unknown>;
  return containerSize(old, depth, (item, key) => unshared(item, now[key], depth + 1));
}

/**
 * The estimated bytes an old immutable state keeps alive that a newer one does not:
 * structural sharing makes every unchanged branch the same object, so only the branches
 * replaced since are walked.
 */
export function estimateUnsharedSize(old: unknown, current: unknown): number {
  return unshared(old, current, 0);
}
