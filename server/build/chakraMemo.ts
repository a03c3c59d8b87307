import type { Plugin } from 'vite';
import { rewriteModule } from './rewriteModule';

/** Chakra's memoiser, which every style it computes goes through. */
const MEMO_MODULE = /\/@chakra-ui\/react\/dist\/esm\/utils\/memo\.js$/;
/** From Chakra's LRU cache to the end of the module: what the plugin replaces. */
const REPLACED = /class LRUCache \{[\s\S]*const memo = \(fn\) => \{[\s\S]*export \{ memo \};\s*$/;

/**
 * Chakra's `memo` with the same keys (its `simpleHash`, kept as it is) and a cheaper cache:
 * - two generations of at most 500 entries each instead of a strict LRU of 500, so a hit
 *   is a plain `Map` read (the LRU deleted and re-inserted its key on every hit);
 * - a single string argument (a property's name, the commonest call) is its own key in a
 *   cache of its own, instead of a prefixed copy built and hashed on every call;
 * - two arguments are joined without an array.
 */
const FAST_MEMO = `const GENERATION_SIZE = 500;
function createCache() {
  let current = new Map();
  let previous = new Map();
  const set = (key, value) => {
    if (current.size >= GENERATION_SIZE) {
      previous = current;
      current = new Map();
    }
    current.set(key, value);
  };
  const get = (key) => {
    const value = current.get(key);
    if (value !== void 0) return value;
    const old = previous.get(key);
    if (old !== void 0) {
      previous.delete(key);
      set(key, old);
    }
    return old;
  };
  return { get, set };
}
const memo = (fn) => {
  const byString = createCache();
  const byHash = createCache();
  function get(...args) {
    const cache = args.length === 1 && typeof args[0] === "string" ? byString : byHash;
    const key =
      cache === byString
        ? args[0]
        : args.length === 1
          ? simpleHash(args[0])
          : args.length === 2
            ? simpleHash(args[0]) + "|" + simpleHash(args[1])
            : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      cache.set(key, result);
    }
    return result;
  }
  return get;
};

export { memo };
`;

/**
 * The Vite plugin that gives Chakra a cheaper memoiser (see FAST_MEMO): every style prop
 * of every element goes through several memoised functions, and the cache's bookkeeping
 * was about a tenth of the app's script time on a phone (profiled on /deals). Results and
 * keys are Chakra's own; only how long an unused entry is kept differs. A Chakra version
 * whose module reads otherwise fails the build here.
 */
export function chakraMemo(): Plugin {
  return rewriteModule({
    name: 'ugc-desk:chakra-memo',
    file: 'server/build/chakraMemo.ts',
    matches: (id) => MEMO_MODULE.test(id),
    fits: (code) => REPLACED.test(code) && code.includes('function simpleHash(value)'),
    rewrite: (code) => code.replace(REPLACED, FAST_MEMO),
  });
}
