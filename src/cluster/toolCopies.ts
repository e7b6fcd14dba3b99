// Item-level redundancy for tools: tools that are verbatim copies across portfolio environments, by their
// exact fingerprint (identical canonical content), and renamed copies by their rename-invariant signature
// from NEIGHBOR_DEFAULTS.minShapeSize parameters up (smaller signatures recur between unrelated tools).
import type { RunData } from '../scoring/index.js';

export interface ToolCopies {
  tools: number;
  /** Distinct canonical tools (by exact fingerprint). */
  distinct: number;
  /** Tools whose identical copy is in another portfolio environment. */
  copiedAcrossEnvironments: number;
  /** Tools sharing a signature with a tool of another portfolio environment (identical ones included). */
  sameSignatureAcrossEnvironments: number;
}

export function toolCopies(data: RunData, minShapeSize: number): ToolCopies {
  const tools = data.items.map((item, i) => ({ item, env: data.envOf[i]?.key })).filter(({ item }) => item.side === 'portfolio' && item.facet === 'tools');
  const envsBy = (key: (t: (typeof tools)[number]) => string | null) => {
    const map = new Map<string, Set<string | undefined>>();
    for (const t of tools) {
      const k = key(t);
      if (k !== null) map.set(k, (map.get(k) ?? new Set()).add(t.env));
    }
    return map;
  };
  const exact = envsBy((t) => t.item.fp_exact);
  const shape = envsBy((t) => (t.item.shape_size >= minShapeSize ? t.item.fp_shape : null));
  return {
    tools: tools.length,
    distinct: exact.size,
    copiedAcrossEnvironments: tools.filter((t) => (exact.get(t.item.fp_exact)?.size ?? 0) > 1).length,
    sameSignatureAcrossEnvironments: tools.filter((t) => t.item.shape_size >= minShapeSize && (shape.get(t.item.fp_shape)?.size ?? 0) > 1).length,
  };
}
