// The canonical texts of the tools and tables the evidence viewers show: item_matches names the pair but
// holds no text, so the texts are read back from items.jsonl for just the items of the matches on the page.
// Keyed by side and id, as a portfolio and a suite may use the same environment id. Without items.jsonl the
// viewers say the texts are not there; the report itself does not need them.
import { EnvsieveError } from '../core/errors.js';
import { readRunItems } from '../vectors/index.js';
import type { RunArtifacts } from './load.js';
import { worstItemMatches } from './view.js';

export const itemKey = (side: string, id: string) => `${side}\u0000${id}`;

export async function itemTexts(runDir: string, a: RunArtifacts, rows: number): Promise<Map<string, string>> {
  const wanted = new Set(worstItemMatches(a).slice(0, rows).flatMap((r) => [itemKey('portfolio', r.item_id), itemKey('suite', r.suite_item_id)]));
  const texts = new Map<string, string>();
  if (wanted.size === 0) return texts;
  let items;
  try {
    items = await readRunItems(runDir, 'report');
  } catch (error) {
    // A run directory trimmed to its reports (no items.jsonl) still reports; its viewers say the texts are absent.
    if (error instanceof EnvsieveError && error.code === 'artifact_missing') return texts;
    throw error;
  }
  for (const item of items) {
    const key = itemKey(item.side, item.id);
    if (wanted.has(key)) texts.set(key, item.text);
  }
  return texts;
}
