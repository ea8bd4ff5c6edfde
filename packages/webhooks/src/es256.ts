/**
 * ES256 signature verification (ECDSA P-256, SHA-256, the 64-byte IEEE P1363 r||s form).
 *
 * The portable path is WebCrypto, `crypto.subtle.verify({name: 'ECDSA', hash: 'SHA-256'}, ...)`,
 * whose ECDSA signature format is exactly r||s: Node 20+, Deno, Bun, edge runtimes. In Node it
 * runs on libuv's thread pool, and the round trip costs about a third of a verification, so where
 * `process.getBuiltinModule` offers `node:crypto` (Node >= 20.16) the same key is also checked with
 * the synchronous `verify('sha256', data, {key, dsaEncoding: 'ieee-p1363'}, signature)`. That path
 * is reached at run time, not imported (this module bundles for any runtime), and only decides a
 * `true`: when it says `false` or throws (an incomplete node:crypto emulation), WebCrypto decides.
 */

interface NodeCrypto {
  KeyObject: { from(key: CryptoKey): unknown };
  verify(algorithm: string, data: Uint8Array, key: { key: unknown; dsaEncoding: 'ieee-p1363' }, signature: Uint8Array): boolean;
}

const ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;

function loadNodeCrypto(): NodeCrypto | undefined {
  try {
    const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
    const mod = proc?.getBuiltinModule?.('node:crypto') as Partial<NodeCrypto> | undefined;
    return typeof mod?.verify === 'function' && typeof mod.KeyObject?.from === 'function' ? (mod as NodeCrypto) : undefined;
  } catch {
    return undefined;
  }
}

let nodeCrypto = loadNodeCrypto();
const nodeKeys = new WeakMap<CryptoKey, unknown>();

/** Whether the synchronous node:crypto path is in use (false outside Node, or after `useNodeCrypto(false)`). */
export function nodeCryptoInUse(): boolean {
  return nodeCrypto !== undefined;
}

/** Turns the node:crypto path off (WebCrypto only) or back on where available; for tests and the benchmark. */
export function useNodeCrypto(enabled: boolean): void {
  nodeCrypto = enabled ? loadNodeCrypto() : undefined;
}

function nodeVerify(node: NodeCrypto, key: CryptoKey, signature: Uint8Array, data: Uint8Array): boolean {
  try {
    let keyObject = nodeKeys.get(key);
    if (keyObject === undefined) {
      keyObject = node.KeyObject.from(key);
      nodeKeys.set(key, keyObject);
    }
    return node.verify('sha256', data, { key: keyObject, dsaEncoding: 'ieee-p1363' }, signature) === true;
  } catch {
    return false;
  }
}

/** True when `signature` (64 bytes, r||s) is `key`'s ES256 signature over `data`. */
export async function verifyEs256(key: CryptoKey, signature: Uint8Array, data: Uint8Array): Promise<boolean> {
  if (nodeCrypto !== undefined && nodeVerify(nodeCrypto, key, signature, data)) return true;
  return crypto.subtle.verify(ALGORITHM, key, signature as Uint8Array<ArrayBuffer>, data as Uint8Array<ArrayBuffer>);
}
