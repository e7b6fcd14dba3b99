// Defaults of every stage, each with the reason for its value beside it. All are overridable by options.

export const INGEST_DEFAULTS = {
  /**
   * Largest manifest record (one JSONL line or one JSON array element), in bytes. The largest real record
   * seen (a BFCL multi-turn class with its file-system state) is 0.43 MB; 16 MiB leaves room for big
   * generated environments while a runaway line is rejected before it is parsed.
   */
  maxRecordBytes: 16 * 1024 * 1024,
  /**
   * Deepest nesting accepted of a schema, of sample state data and of a task given as fields or as a JSON record.
   * Real schemas nest at most 14 levels; 64 keeps recursion far from the stack limit.
   */
  maxSchemaDepth: 64,
  /**
   * Most schema nodes one tool or state schema may expand to. Bounds the work of resolving `$ref`s, which
   * can otherwise grow exponentially (a "billion laughs" schema); real tools have at most a few hundred.
   */
  maxSchemaNodes: 20_000,
  /**
   * Most enum values kept per schema node; all of them count in the fingerprints. Real tools list up to 169
   * (LiveMCPBench's OP.GG champions); past 1,000 the list is data, not a type, and is cut with a warning.
   */
  maxEnumValues: 1000,
  /**
   * Longest task text or tool description, in characters. The longest real ones are 18,686 (a task) and 8,018
   * (a description) characters; the model reads 256 tokens (about 1,000 characters) of a text, so a text of a
   * million is a generator gone wrong, and is rejected rather than hashed and stored in every artifact.
   */
  maxTextChars: 1_000_000,
  /**
   * Longest environment or task id and tool name, in characters (the longest real id is 91). Ids become lines
   * of manifests and cells of every CSV; past 512 an id is content, not a name.
   */
  maxIdChars: 512,
  /** Warnings quoted in full in ingest.json; the rest are counted by code. */
  warningExamples: 20,
} as const;

export type IngestLimits = {
  maxRecordBytes: number;
  maxSchemaDepth: number;
  maxSchemaNodes: number;
  maxEnumValues: number;
  maxTextChars: number;
  maxIdChars: number;
};

export const EMBED_DEFAULTS = {
  /** Where vectors are cached between runs, relative to the working directory. */
  cacheDir: '.envsieve/cache',
  /** int8 is 1.3–2.5x faster than fp32 (AVX2 host, VNNI host) at a cosine to it of 0.992 at worst, 0.997 on average (docs/embedding.md). */
  precision: 'int8' as 'int8' | 'fp32',
  /**
   * Texts over the model's 256 tokens are cut (and counted); `chunk` embeds every 256-token window and
   * averages them instead, for portfolios whose long tool schemas matter beyond their first lines.
   */
  longText: 'truncate' as 'truncate' | 'chunk',
  /** Words per shingle: tasks are prose where 5-grams mark copied wording; schemas are terse, so 3. */
  shingleWords: { tools: 3, state: 3, tasks: 5 },
  /** MinHash length: standard error of a Jaccard estimate about 1/sqrt(128) = 0.09 at J = 0.5, less near 0 and 1. */
  minhashPerms: 128,
  /** The MinHash seed, recorded in embed.json so that signatures can be recomputed. */
  minhashSeed: 20261130,
} as const;

export type Flag = 'exact' | 'near-duplicate' | 'related' | 'clean';
/** Flags from weakest to strongest, for "at this level or above" tests. */
export const FLAG_RANK: Readonly<Record<Flag, number>> = { exact: 3, 'near-duplicate': 2, related: 1, clean: 0 };
export interface FacetThresholds {
  /** Cosine from which two items are near-duplicates (a copy with edits). */
  nearDuplicate: number;
  /** Cosine from which two items are related (same topic, shared material). */
  related: number;
}

/** When a shared calling shape makes a tool or table related (src/neighbors/decision.ts). */
export interface StructureRule {
  minAgreement: number;
  minCosine: number;
  /** Most suite items that may have the matched item's shape for it to count. */
  maxHolders: number;
  /**
   * The cosine from which the suite item's shape grown by optional fields only (scoring/structure.ts
   * grownFrom) counts as the same calling shape; null: never (JSON has no Infinity, and calibration.json keeps it).
   */
  minCosineGrown: number | null;
  /**
   * From which cosine one of a tool's description units (facets/descriptions.ts) to the suite tool's own
   * description makes the same calling shape, any shape `maxHolders` suite tools have at most, evidence with a
   * whole-text cosine from `minCosineDescribed`; null: never (tables, which have no descriptions).
   */
  minDescribed: number | null;
  minCosineDescribed: number;
  /**
   * Most suite tools that may have the calling shape for the description channel to count. Its own cap, not
   * `maxHolders`: the channel also asks the suite tool to be the nearest of them all, which a shape's many
   * holders make harder to be by chance, where the calling-shape rule only grows weaker with them.
   */
  maxHoldersDescribed: number;
}

export const NEIGHBOR_DEFAULTS = {
  /** Suite items kept per portfolio item: enough to see past near-identical suite variants (tau-bench has many). */
  topK: 10,
  /** Suite environments listed per portfolio environment in env_pairs.csv. */
  topEnvs: 5,
  /**
   * Portfolio items per part (neighbors/parts.ts): the portfolio's environments are cut, in item order, into
   * parts of about this many items, and the environment-pair products are grouped within a part, so that a
   * shard — some whole parts — computes the very products one process does. 1,024 items (the exact search's
   * query block) gives the real data 27 parts, enough to balance 4 shards to within a part (5,337–6,765 items
   * each), while the cuts at part edges add at most one product per facet at each of the 26 edges to the ~515 of
   * the pair scoring (a part far smaller would add many; the real-data artifacts did not change).
   */
  partItems: 1024,
  /**
   * Cosines within this margin of the best match count as ties, broken by lexical overlap: tau-bench's task
   * variants differ in a name or a number, which moves the cosine by less than 0.02, so the embedding alone
   * cannot say which variant a portfolio task copies, but its n-grams can.
   */
  tieMargin: 0.02,
  /**
   * Thresholds per facet, first chosen with `npm run bench -- calibrate` on planted copies of the sample suite
   * (docs/detection.md, "Thresholds"): renamed-and-reworded tools come within 0.84–1.00 of their originals (median 0.93),
   * paraphrased tasks with other names, numbers and sentence order within 0.89–1.00 (median 0.92); lightly
   * edited copies above 0.93. Unrelated environments' items stay below 0.6. `related` sits where distinct
   * items of one domain begin (tau-bench's own distinct tools: median nearest 0.73).
   *   `envsieve calibrate` on pipelines/real-data.yaml's inputs (seed 20261204, 300 suite items per facet;
   * negatives = sampled suite items against the other items of their suite and family) measures these defaults
   * at: tools near-duplicate P 0.90 R 0.94 (9% of negatives), related P 0.71 R 0.96; state near-duplicate
   * P 0.95 R 0.94, related P 0.85 R 0.99 (the state entries that are a name alone left out, as the audit
   * never flags them); tasks near-duplicate P 0.88 R 0.72, related P 0.67 R 0.89. Its own
   * operating points (near-duplicate at 1% of negatives) would be tools 0.90/0.84, state 0.95/0.70, tasks
   * 0.97/0.78 — not adopted: BFCL single-turn's negatives include the same function written again for other
   * test cases (`uber.eat.order` / `order_food` at 0.955), which that budget counts as new material, and those
   * values drop two long reordered schemas of test/rewrites to clean (0.78 from 1.0). Pass the calibration with
   * --calibration to use them.
   */
  thresholds: {
    tools: { nearDuplicate: 0.85, related: 0.7 },
    state: { nearDuplicate: 0.88, related: 0.75 },
    tasks: { nearDuplicate: 0.88, related: 0.75 },
  } as Record<'tools' | 'state' | 'tasks', FacetThresholds>,
  /** Environment-level thresholds on the combined score. */
  envThresholds: { nearDuplicate: 0.85, related: 0.7 } as FacetThresholds,
  /**
   * Facet weights of the combined environment score: tools and tasks are what an agent is trained on and
   * evaluated with; the state schema is shared by whole families of variants, so it counts half as much.
   * Only facets both environments have are weighed (the weights renormalised), so a missing state schema
   * neither drags a score to zero nor lifts it.
   */
  facetWeights: { tools: 0.4, state: 0.2, tasks: 0.4 } as Record<'tools' | 'state' | 'tasks', number>,
  /** A shared signature counts as a renamed copy only from this many parameters up (docs/inputs.md: fingerprints). */
  minShapeSize: 3,
  /**
   * And, for tools, only when their purposes (name and description, embedded alone: FacetItem.purpose_text) are
   * at least this alike: a new tool taking a suite tool's arguments to do another thing is no copy of it. On the
   * real data renamed copies' purposes sit at 0.72-0.96 (apollo's tau-bench variants); a held-out
   * `simulate_order` taking TradingBot's `place_order`'s four arguments to estimate an order, at 0.39.
   */
  renamedMinPurpose: 0.6,
  /**
   * Word n-gram containment from which an item's wording is taken from the suite item; for tools and tables,
   * of the n-grams their suite environment does not repeat across its items (neighbors/evidence.ts overlap).
   */
  lexicalCopy: 0.5,
  /**
   * Evidence that makes an item `related` whatever its cosine (issue 11). Identifiers are the item's rare ids,
   * codes, e-mails, user names and full names (src/scoring/identifiers.ts), weighted by rarity in the suite: two
   * of them, carrying at least half the item's identifier weight, name the same customer and order or
   * reservation as the suite item — a translation keeps them where MiniLM, an English model, loses the meaning
   * (cosine 0.0–0.6 on the hand-written set, test/rewrites). Rare wording is the weighted share of the item's
   * word n-grams that occur in at most 0.5% of the suite's items and in the suite item, as in a template filled
   * with other entities. On the real data `envsieve calibrate` puts rare wording at 0.4 (it fires on 1% of
   * negatives there; adopted: entity-swapped templates of test/rewrites 0.87 → 0.93, one more real task match,
   * "The quick brown fox…" quoted from a BFCL task) and identifiers at a share of 1 (adopting it would drop 1 of
   * the 15 hand translations found: tau-bench customers have several tasks each, which share the customer's
   * ids, so 0.5 is kept and such a task of an existing customer is `related`, never more). Fewer than
   * `minShared` decide when they are every rare identifier of both texts, one strong, each held within one
   * family of the suite (decision.ts identifiersFire): a short task keeps only its user id in translation. So
   * does a task naming only identifiers the suite task holds, the rarest a record no other suite task names,
   * and no other strong identifier — on the suite task's topic (a cosine from `kept.minCosineInLanguage`) when in
   * the model's language (decision.ts recordFires: an order number, a zip code, an e-mail). So does a task
   * holding every rare identifier of the suite task, `minShared` of them, one strong, on its topic (from
   * `kept.minCosineInLanguage`) and naming no record of the suite's kind besides, whatever ids of its own a
   * pipeline's record around it adds (decision.ts heldRecordsFire). A
   * task not in the model's language is also compared by the names and numbers it kept (decision.ts keptFires):
   * `minShared` of them carrying `minShare` of their weight, held all together by few suite tasks of one family.
   */
  evidence: {
    identifiers: { minShared: 2, minShare: 0.5 },
    /**
     * `minBothWays`: a template reused inside text of the author's own (a role card's heading, a note after it)
     * keeps most of the suite task's rare wording while the wrapper halves the item's share; both shares from
     * 0.3 make it related (decision.ts wordingBothWaysFires). On test/rewrites/second this finds 14 more of 407
     * entity-swapped templates (0.924 → 0.958; 0.25 finds 4 more, 0.35 only 5), and none of its 15,216 new
     * same-domain tasks and fillers comes near: their largest share of a candidate's wording is 0.12. On the real
     * data `envsieve calibrate` puts it at 0.35 (3 of its 300 negatives, other tasks of a suite task's own family,
     * hold 0.35 both ways; 10 hold 0.3, 8 of them already related by a cosine from 0.76, and the rule as a whole
     * flags one more of the 300, related P 0.67 → 0.66 at R 0.89). 0.3 is kept: the rule only ever gives
     * `related`, never a drop. Pass the calibration with --calibration to use 0.35.
     */
    rareWording: { minShare: 0.4, minBothWays: 0.3 },
    /**
     * A task not in the model's language (core/language.ts): two of the names and numbers it kept as written,
     * carrying half the weight of its kept tokens and half of the suite task's, held all together by few suite
     * tasks of one family (decision.ts keptFires). On test/rewrites this finds 29 of the first 35 translations (23 before)
     * and none of the 13 new tasks in other languages among its negatives. `envsieve calibrate` measures it on
     * "translated" copies of sampled suite tasks scored beside their originals' families: on the real data
     * at 0.5 it makes 13 of 300 such negatives (4.3%) related on its own (placeholder numbers such as 7890 and
     * 4567, airports with a date, sibling tasks of one test case sharing its company and a number; 9 before a
     * quoted literal was kept and a task filed under several families counted as one's), and it chooses a share
     * of 1, the lowest where at most 1% fire — which finds only 3 of the 6 translations this rule adds on
     * test/rewrites (the others' originals hold a name the translation wrote in its own script, or a number it
     * left out). 0.5 is kept: the rule only ever gives
     * `related`, never a drop. Pass the calibration with --calibration to use 1.
     *
     * A task in the model's language reworded past the related cosine (terse, JSON, a checklist) keeps them too:
     * for it the rule also asks a cosine from `minCosineInLanguage` (above 9 in 10 of test/rewrites' new
     * same-domain tasks' nearest cosines, below 9 in 10 of its paraphrases'), `minShareInLanguage` of its kept
     * weight, and no strong identifier of its own the suite task lacks (docs/detection.md, "Tasks in the model's
     * language, reworded"); with the cosine speaking, one name does (`minSharedInLanguage`: a terse rewrite keeps
     * only its ticker or its friend's name).
     */
    kept: { minShared: 2, minShare: 0.5, minSharedInLanguage: 1, minCosineInLanguage: 0.6, minShareInLanguage: 0.75 },
    /**
     * Tools and tables: the same calling shape (structural agreement of the field tokens — required or not,
     * type, enum values — from `minAgreement`) with a cosine from `minCosine`, on a shape at most `maxHolders`
     * suite items have, makes an item `related`. A rewrite that renames every parameter and rewords every
     * description keeps the shape while its cosine falls to 0.5–0.7 (paraphrased tools of test/rewrites
     * 0.28 → 0.56). Only an informative shape counts (structureIndex.ts: three fields, or an enum, array or
     * object): two plain scalars are every arithmetic helper's shape, and in the example's three suites only 6
     * tools have it, so the cap alone made 14 unrelated tools related there (at 0.67 on test/rewrites, 1 of its
     * 133 new items related). A common shape is no evidence: on the real suites two or three strings are the shape of
     * 50–600 tools, and without the cap the rule made 376 unrelated portfolio tools related at cosine 0.5–0.7
     * (with it, 4; environment flags unchanged). The real-data calibration chooses agreement 1, cosine 0.3,
     * 2 holders beside a related cosine of 0.84 for tools (related P 0.88 R 0.96 against 0.71 / 0.96 at the
     * defaults; 32 holders, P 0.85 R 0.95, before the description channel counted on shapes of up to 64; 8 holders
     * and 0.74, P 0.76, after a renamed copy's purpose had to agree and before a long tool's vector was made with
     * its brief too); at the default
     * related 0.70 a lower cosine than 0.5 adds false matches faster than copies.
     *
     * A tool whose shape is a suite tool's (of three fields or more, one required) grown by optional fields only
     * — a page size, a format, a dry-run flag, what a generator adds to a copy called as before — counts as the
     * same calling shape from `minCosineGrown`, on a shape at most `maxHolders` suite items have. Containment is
     * weaker evidence than equality, so the cosine asked is higher: on test/rewrites/second it found three
     * grown long schemas of 23 (0.63–0.68), while at 0.5 two new rail and ferry searches holding
     * tau-bench's flight search (origin, destination, date; at 0.50–0.51) were related; nothing changed on the
     * real data. Tables: never (null). A table's columns are mostly optional strings, so many tables of a domain
     * hold another's (apollo's airline `crew_members` and `maintenance_logs` hold tau-bench's `flights`): at 0.5
     * that made 51 real-data tables related at 0.52–0.65. calibrate keeps the value given: it plants no grown tools.
     *
     * A tool of a calling shape at most `maxHolders` suite tools have — any shape, two plain numbers too — one of
     * whose description's sentences (or its name's words) comes from `minDescribed` to the suite tool's own
     * description, with a whole-text cosine from `minCosineDescribed`, is `related` (decision.ts describedFires).
     * On test/rewrites/second (416 parts) at 0.7 and 0.4 it found 48 more paraphrased tools of 2,942 (0.687 →
     * 0.703: BFCL's arithmetic helpers, memory tools, vehicle and file getters set in a product of the author's,
     * whose whole text sat at 0.40–0.70), none lost, and made one new tool `related` (a due-date setter, to
     * `resolve_ticket`, 0.701), where at 0.65 two were; on the real data no pair reaches 0.7 (the highest:
     * envscaler's vendored `sum_values` to another suite's `calculate_average`, 0.67), and no flag moved.
     * calibrate keeps the values given.
     *
     * That channel has its own cap, `maxHoldersDescribed`, and counts tools of no parameters too: a shape many
     * suite tools have says which tools are in question, and the suite tool must still be the one the whole text
     * is nearest of them all. At 8 it left out a rewrite of any one-string or no-parameter tool (`cd`, `pwd`,
     * `transfer_to_human_agents`, the memory tools' `clear` and `key_search`, the login-status getters), the most
     * missed tools of the second held-out set. On its 432 parts, at 64 with no-parameter shapes it found 107 more
     * paraphrased tools of 3,054 (0.701 → 0.735; 32: 0.711, 128 as 64) and 3 more long schemas, named 3 others a
     * near-identical sibling (two `list_all_airports`, a login-status getter), and made 6 more of 18,195 new items
     * `related` (139 → 145), none above, no environment's flag moved. On the real data one more tool is `related`
     * (Seal-Tools' `getCarPricing` to BFCL's `car_rental_pricing.get` by its name's words, 0.71: the same topic,
     * no copy), no environment's flag moved, and calibrate's related precision for tools rose 0.85 → 0.88.
     *
     * With the channel so, `minDescribed` went 0.7 → 0.65: on the second set's 440 parts paraphrased tools 0.732 →
     * 0.761 of 3,110 (91 found, 1 named a near-identical sibling), long schemas 0.877 → 0.879, 14 more of 18,523
     * new items `related` (145 → 159) and 2 of 2,502 unrelated items beside the rewrites (a category budget setter
     * to `set_budget_limit`, an archive statistics tool to `archival_memory_retrieve_all`), none above, no
     * environment's flag moved; on the first set one new item (a message relay to `send_message`) and one item
     * beside the rewrites became `related`; on the real data nothing moved and calibrate's figures are the same.
     * 0.6 found 96 more (0.792) for 27 more new items, 6 more unrelated items and an environment `related`.
     */
    structure: {
      tools: { minAgreement: 1, minCosine: 0.5, maxHolders: 8, minCosineGrown: 0.6, minDescribed: 0.65, minCosineDescribed: 0.4, maxHoldersDescribed: 64 },
      state: { minAgreement: 1, minCosine: 0.5, maxHolders: 8, minCosineGrown: null, minDescribed: null, minCosineDescribed: 1, maxHoldersDescribed: 0 },
    } as Record<'tools' | 'state', StructureRule>,
  },
  /** The flag from which decontaminate.txt lists environments and tasks to drop. */
  dropAt: 'near-duplicate' as Flag,
  /**
   * The flag from which a tool of an environment that stays is listed to drop: a tool can be taken out of an
   * environment only at a price (its tasks may call it), and of the 93 tools of kept real-data environments
   * flagged near-duplicate or above, 77 are near-duplicates such as `GetUserById` or `GetCurrentTime` — the
   * same common function, not a copy — against 16 verbatim copies. Verbatim copies, then, by default.
   */
  dropToolsAt: 'exact' as Flag,
} as const;

export const CLUSTER_DEFAULTS = {
  /** The k-means seed (k-means++ picks, samples), recorded in redundancy.json so that clusters can be reproduced. */
  seed: 20261201,
  /**
   * Candidate k for the automatic choice, a geometric grid (ratio 2) so that the number of fits grows with
   * log n, not n; candidates above half the silhouette sample are dropped (a cluster should hold two sampled
   * environments on average). 256 is left out: on the 1,000-point sample it scored far below 64 and 128 on
   * data with 100 true clusters (`npm run bench -- cluster`) and costs as much as all smaller k together.
   */
  kCandidates: [2, 4, 8, 16, 32, 64, 128],
  /**
   * Points on which the silhouette of each candidate k is computed (and on which those k are fitted): the
   * silhouette needs all pairwise distances, so it is quadratic; 1,000 points keep it near a second at 384×3
   * dimensions while a cluster of 1% of the portfolio still has ten points in the sample.
   */
  silhouetteSample: 1000,
  /**
   * The mean silhouette below which no candidate k shows structure worth choosing by (Kaufman & Rousseeuw:
   * under 0.25 "no substantial structure has been found"). Then the silhouettes differ by noise — 0.04 to 0.06
   * over k = 2…128 on the 2,421 mostly Seal-Tools environments of pipelines/real-data.yaml, where k = 2 won and
   * said nothing — and k is then at least the candidate nearest √(n/2), the usual rule of thumb. Apollo's 122
   * environments, with real template families, reach 0.51 at k = 32 and keep the silhouette's choice; the
   * 8 sample environments (best 0.23 at k = 4 against √4 = 2) keep theirs too.
   */
  structureSilhouette: 0.25,
  /**
   * Above this many environments k-means is fitted on a seeded sample of this size and every environment is
   * then assigned to its nearest centroid: ml-kmeans works on number[][] and computes every point-centre
   * distance with a fresh array per row, which `npm run bench -- cluster` measured too slow for 10,000 points.
   */
  fitSample: 2000,
  /** k-means iterations at most; ml-kmeans' default of 100 rarely binds, and bounding it bounds the runtime. */
  maxIterations: 100,
  /**
   * Nearest portfolio environments (by environment vector) whose exact combined score is computed for the
   * near-duplicate groups; copies are each other's nearest by far, and groups chain through components, so
   * 10 finds groups larger than 10 as well.
   */
  candidateNeighbours: 10,
  /**
   * Nearest environments of other families scored per environment for family similarity and for the
   * related pairs the holdout stage reads: a family links to another through any one pair, and 10 per
   * environment, found from both sides of every pair, leaves room for several related families each.
   */
  familyNeighbours: 10,
  /**
   * A cluster is `redundant` when its portfolio environments collapse to at most this share of distinct
   * near-duplicate groups: half or more of them are copies that could be dropped without losing anything.
   */
  redundantRatio: 0.5,
  /** Largest clusters whose share of the portfolio is reported (top 1, 5, 10). */
  largestClusters: [1, 5, 10],
} as const;

export const STRATIFY_DEFAULTS = {
  /** Halves as in EnvScaler's analysis, quartiles and deciles (the issue's `--strata 2,4,10`). */
  strata: [2, 4, 10],
  /** pass^k for these k: pass^1 is pass@1; 8 trials per task is a common budget for tau-bench-style evals. */
  passK: [1, 2, 4, 8],
  /**
   * Bootstrap replicates per stratum: with 1,000 the 2.5% and 97.5% percentiles rest on 25 replicates each,
   * and their Monte Carlo error (about 0.005 for a proportion near 0.5 on 100 tasks) is well below the
   * interval widths reported.
   */
  bootstrap: 1000,
  /** The bootstrap seed, recorded in strata.json. */
  seed: 20261202,
  /**
   * Fewest tasks with results a stratum needs before its outcome is compared with another's. Outcomes are 0/1
   * (or a few trials): the resampled mean of fewer than 10 tasks takes at most 11 values, so its percentile
   * interval is lumpy and covers far less than its nominal 95% (a one-task stratum's interval is its one
   * value); below 10 no verdict is given rather than a confident one.
   */
  minStratumTasks: 10,
  /**
   * Within-suite permutations of the suite-controlled test: the smallest p it can report is 1/(B+1), and with
   * 2,000 the Monte Carlo error of p near 0.05 is about 0.005.
   */
  permutations: 2000,
  /** Nested subset fractions of the scaling ablation: each doubles the previous, up to the whole portfolio. */
  fractions: [0.125, 0.25, 0.5, 1],
  /** The subsets' sampling seed, recorded in subsets.json. */
  subsetSeed: 20261203,
} as const;

export const HOLDOUT_DEFAULTS = {
  /**
   * Share of the portfolio's environments a recommended hold-out aims at: the usual 80/20 split, large
   * enough for a stable held-out score and small enough to leave most families for training.
   */
  fraction: 0.2,
  /** Leaking pairs quoted in the command's summary; holdout.json lists them all. */
  leaksShown: 5,
} as const;

/**
 * The portfolio-sizing scale (holdout's sizing.csv): where a task family stands on the evidence about how
 * returns from more environments behave, read from its effective (near-duplicate-collapsed) environments and
 * its redundancy, 1 − effective / nominal.
 */
export const SIZING_DEFAULTS = {
  /**
   * Below this many distinct environments a family is under the memorization floor: Agent World Model's
   * scaling runs (10 → 100 → 526 environments) start at 10, the smallest portfolio from which training
   * transferred to unseen environments at all, and EnvScaler's steepest gain is from 0 to 20 environments.
   */
  floor: 10,
  /**
   * From this many distinct environments returns diminish: EnvFactory's gain from 75 to 85 environments was
   * small against its earlier steps, and Agent World Model's 100 → 526 gained less per environment than
   * 10 → 100; 75 is the smallest count where either saw the flattening.
   */
  diminishing: 75,
  /**
   * Redundancy from which clustering shows the family's generator repeating itself (one environment in five
   * a near-duplicate of another): more of the same adds little, so returns diminish at any size.
   */
  overlapRedundancy: 0.2,
  /**
   * Redundancy from which the family is saturated: half of it near-duplicates, the cluster stage's own
   * `redundantRatio` for a redundant cluster.
   */
  saturatedRedundancy: 0.5,
} as const;
