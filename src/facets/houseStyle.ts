// What a tool's vector is made from: its canonical text with its environment's house style left out. A suite
// that writes every tool of an environment in one frame (BFCL multi-turn opens each description with "This
// tool belongs to the Math API, which provides various mathematical operations. Tool description:") puts into
// every vector the same sentence, which says which environment and nothing of the tool: distinct tools of the
// environment then look alike, and a rewrite that drops or rewords the frame looks less like its original than
// the frame's other tools do. So the runs of eight words or more of a tool's description that most of its
// environment's tools repeat (HOUSE_STYLE: made of word 4-grams in 80% of the tools of an environment of
// three or more) are left out of one of the two texts its vector is the mean of (the frame then weighs half),
// in every environment's own tools and, for the suites' frames, in every tool of the run: a portfolio tool that
// copies a suite's frame is compared as the suite's own are. The canonical text itself, its
// fingerprints and its word n-grams stay whole; only the vector's text (FacetItem.vector_text) changes.
// A tool whose calling signature a suite tool shares (facets/purposes.ts) also gets its purpose
// (FacetItem.purpose_text): its name and description, frame left out, embedded alone, so that two tools called
// alike can be told apart by what they are for (a renamed copy's purpose is its original's: scoring/runData.ts
// renamedCopy).
import type { FacetItem } from '../core/types.js';
import { descriptionUnits, type DescribedAs } from './descriptions.js';
import { toolBrief } from './toolBrief.js';

export const HOUSE_STYLE = {
  /** Words per run: shorter runs are common phrases ("the id of"), not a frame. */
  gram: 4,
  /** Tools an environment needs before its repeated runs are a house style rather than a coincidence. */
  minTools: 3,
  /** Share of the environment's tools that must hold a run. */
  minShare: 0.8,
  /**
   * Words a left-out run needs: BFCL's frame is 15 or more, LiveMCPBench Desktop Commander's ("This command can be
   * referenced as "DC: ..." …") 16. At 6, "data for a specified location and", which the functions of some BFCL
   * test cases share, left a Seal-Tools tool.
   */
  minRun: 8,
} as const;

type ToolItem = Pick<FacetItem, 'env' | 'side' | 'facet' | 'text'>;

const PLAIN_WORD = /^[a-z0-9]*$/;

/** A word as compared: case and punctuation left out, so "Tool description:" and "tool description" agree. */
function wordKey(word: string): string {
  const lower = word.toLowerCase();
  return PLAIN_WORD.test(lower) ? lower : lower.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The n-gram of `keys` starting at k. */
const gramAt = (keys: readonly string[], k: number): string => keys.slice(k, k + HOUSE_STYLE.gram).join(' ');

function gramsOf(words: readonly string[]): string[] {
  const keys = words.map(wordKey);
  const out: string[] = [];
  for (let k = 0; k + HOUSE_STYLE.gram <= keys.length; k++) out.push(gramAt(keys, k));
  return out;
}

/** A parameter line of a canonical tool text (facets/schemaLines.ts renderLine): `name (type[, required])…`. */
const FIELD_LINE = /^\S+ \([^()]*\)(: | \[|$)/;

/**
 * The description lines of a canonical tool text, as words: after the name, before the first parameter. A
 * frame is written there; parameter lines that an environment's tools share are their calling convention.
 */
function descriptionLines(text: string): { lines: string[]; from: number; to: number } {
  const lines = text.split('\n');
  let to = 1;
  while (to < lines.length && !FIELD_LINE.test(lines[to] as string)) to++;
  return { lines, from: 1, to };
}

const wordsOf = (line: string): string[] => line.split(/\s+/).filter((w) => w !== '');

/** The house styles of a run's environments, read from their tools, and the vector and purpose texts they leave each tool. */
export class HouseStyle {
  /** The first words of every house n-gram: most of a tool's words start none, and make no n-gram to look up. */
  private readonly starts: ReadonlySet<string>;

  private constructor(
    private readonly byEnv: ReadonlyMap<string, ReadonlySet<string>>,
    /** Every suite environment's runs: a portfolio tool may copy any suite's frame. */
    private readonly suite: ReadonlySet<string>,
  ) {
    this.starts = new Set([...byEnv.values()].flatMap((grams) => [...grams].map((gram) => gram.slice(0, gram.indexOf(' ')))));
  }

  static of(items: Iterable<ToolItem>): HouseStyle {
    const tools = new Map<string, { side: FacetItem['side']; texts: string[] }>();
    for (const item of items) {
      if (item.facet !== 'tools') continue;
      const key = `${item.side}\u0000${item.env}`;
      const entry = tools.get(key);
      if (entry) entry.texts.push(item.text);
      else tools.set(key, { side: item.side, texts: [item.text] });
    }
    const byEnv = new Map<string, Set<string>>();
    const suite = new Set<string>();
    for (const [key, { side, texts }] of tools) {
      if (texts.length < HOUSE_STYLE.minTools) continue;
      const counts = new Map<string, number>();
      for (const text of texts) {
        const { lines, from, to } = descriptionLines(text);
        for (const gram of new Set(lines.slice(from, to).flatMap((line) => gramsOf(wordsOf(line))))) counts.set(gram, (counts.get(gram) ?? 0) + 1);
      }
      const need = Math.max(HOUSE_STYLE.minTools, Math.ceil(HOUSE_STYLE.minShare * texts.length));
      const house = new Set([...counts].filter(([, n]) => n >= need).map(([gram]) => gram));
      if (house.size === 0) continue;
      byEnv.set(key, house);
      if (side === 'suite') for (const gram of house) suite.add(gram);
    }
    return new HouseStyle(byEnv, suite);
  }

  /**
   * The item with, from its text, `vector_text` set when its environment's or the suites' house style is in it,
   * `brief_text` when it is longer than the model reads (facets/toolBrief.ts),
   * `purpose_text` when `purpose` (its signature is one a renamed copy may be asked about: facets/purposes.ts):
   * its name and description, the house style left out, and `description_units` when `described` (its calling
   * shape is one few suite tools have: facets/descriptions.ts), from the same lines, cut as `described` says.
   */
  apply<T extends FacetItem>(item: T, purpose: boolean, described?: DescribedAs): T {
    if (item.facet !== 'tools') return item;
    const { vector_text: _earlier, purpose_text: _purpose, brief_text: _brief, description_units: _units, ...whole } = item;
    const { lines, to } = descriptionLines(item.text);
    const vector = this.leftOut(item, lines, to);
    const descriptionEnd = vector ? vector.length - (lines.length - to) : to;
    const purposeLines = (vector ?? lines).slice(0, descriptionEnd);
    const brief = toolBrief(vector ?? lines, descriptionEnd);
    const units = described ? descriptionUnits(purposeLines, described) : undefined;
    return {
      ...whole,
      ...(vector ? { vector_text: vector.join('\n') } : {}),
      ...(brief ? { brief_text: brief } : {}),
      ...(purpose && to < lines.length ? { purpose_text: purposeLines.join('\n') } : {}),
      ...(units ? { description_units: units } : {}),
    } as T;
  }

  /** The lines of a tool's text with the house style left out of its description; null when none is there. */
  private leftOut(item: FacetItem, lines: readonly string[], to: number): string[] | null {
    const own = this.byEnv.get(`${item.side}\u0000${item.env}`);
    if (!own && this.suite.size === 0) return null;
    const from = 1;
    const inHouse = (gram: string) => this.suite.has(gram) || (own?.has(gram) ?? false);
    let changed = false;
    const kept = lines.flatMap((line, i) => {
      if (i < from || i >= to) return [line];
      const words = wordsOf(line);
      const keys = words.map(wordKey);
      const drop = new Array<boolean>(words.length).fill(false);
      for (let k = 0; k + HOUSE_STYLE.gram <= keys.length; k++) {
        if (this.starts.has(keys[k] as string) && inHouse(gramAt(keys, k))) for (let j = k; j < k + HOUSE_STYLE.gram; j++) drop[j] = true;
      }
      // Only runs of minRun words or more: a frame is a sentence or two, a few words in common are a phrase.
      for (let j = 0; j < words.length; ) {
        if (!drop[j]) {
          j++;
          continue;
        }
        let end = j;
        while (end < words.length && drop[end]) end++;
        if (end - j < HOUSE_STYLE.minRun) for (let k = j; k < end; k++) drop[k] = false;
        j = end;
      }
      if (!drop.includes(true)) return [line];
      changed = true;
      const left = words.filter((_, j) => !drop[j]);
      return left.length > 0 ? [left.join(' ')] : [];
    });
    return changed ? kept : null;
  }
}
