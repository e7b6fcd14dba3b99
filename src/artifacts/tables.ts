// Every table artifact of a run directory: its name, the stage that writes it and its columns. Producers write
// rows through writeTable and readers read them through readTable (tableIo.ts), so a column's name and type
// are stated here once instead of in every reader.
import { boolean, flag, number, oneOf, optionalNumber, optionalText, text } from './columns.js';
import { defineTable } from './table.js';

const facetScores = { tools: optionalNumber, state: optionalNumber, tasks: optionalNumber };

export const contamination = defineTable({
  name: 'contamination',
  stage: 'neighbors',
  about: 'one row per portfolio environment, highest score first: the suite environment it is flagged against (of its strictest flag, the highest score) and the per-facet scores',
  columns: {
    env_id: text, family: text, score: number, ...facetScores, flag, nearest_suite_env: text, nearest_suite: text,
    exact_tools: number, renamed_tools: number, near_dup_tasks: number, exact_tasks: number, flagged_items: number,
    tools_fwd: optionalNumber, state_fwd: optionalNumber, tasks_fwd: optionalNumber, tools_rev: optionalNumber, state_rev: optionalNumber, tasks_rev: optionalNumber,
  },
});

export const envPairs = defineTable({
  name: 'env_pairs',
  stage: 'neighbors',
  about: "each portfolio environment's top `--top-envs` suite environments",
  columns: { portfolio_env: text, suite_env: text, suite: text, score: number, ...facetScores, exact_tools: number, renamed_tools: number, near_dup_tasks: number, flag },
});

const evidence = { identifier_overlap: number, shared_identifiers: text, rare_wording: number, flag, why: text };

export const taskMatches = defineTable({
  name: 'task_matches',
  stage: 'neighbors',
  about: 'every portfolio task flagged `related` or above, with its best suite task',
  columns: {
    task_id: text, env_id: text, suite_task_id: text, suite_env_id: text, suite: text, cosine: number, ngram_overlap: number, jaccard: number,
    ...evidence, task_text: text, suite_task_text: text,
  },
});

export const itemMatches = defineTable({
  name: 'item_matches',
  stage: 'neighbors',
  about: 'every portfolio tool and state table flagged `related` or above, with its best suite item',
  columns: {
    item_id: text, env_id: text, facet: oneOf(['tools', 'state']), suite_item_id: text, suite_env_id: text, suite: text, cosine: number, renamed: boolean, structure: number,
    ...evidence,
  },
});

export const evalTasks = defineTable({
  name: 'eval_tasks',
  stage: 'neighbors',
  about: 'every suite task with its highest similarity to any portfolio task',
  columns: { suite_task_id: text, suite_env_id: text, suite: text, max_similarity: optionalNumber, nearest_portfolio_task: text, nearest_portfolio_env: text, flag },
});

export const clusters = defineTable({
  name: 'clusters',
  stage: 'cluster',
  about: 'one row per k-means cluster',
  columns: {
    cluster: number, size: number, families: text, intra_similarity: optionalNumber, near_dup_pairs: number, redundant: boolean, representative: text,
    portfolio: number, baseline: number, effective: number,
  },
});

export const nearDuplicates = defineTable({
  name: 'near_duplicates',
  stage: 'cluster',
  about: 'every portfolio environment once, with its near-duplicate group and cluster',
  columns: { group: number, env_id: text, kept: boolean, similarity_to_kept: number, family: text, cluster: optionalNumber },
});

export const novelty = defineTable({
  name: 'novelty',
  stage: 'cluster',
  about: "with a baseline: each new environment's nearest baseline environment",
  columns: {
    env_id: text, family: text, cluster: number, existing_cluster: boolean, max_baseline_similarity: optionalNumber, nearest_baseline_env: optionalText, near_duplicate: boolean,
  },
});

export const families = defineTable({
  name: 'families',
  stage: 'cluster',
  about: 'one row per portfolio family: its nearest family and its similarity to the suites',
  columns: {
    family: text, environments: number, nearest_family: optionalText, nearest_family_similarity: optionalNumber, nearest_family_max_pair: optionalNumber,
    related_families: number, related_pairs: number, suite_similarity: optionalNumber, suite_max: optionalNumber, suite_flagged: optionalNumber, nearest_suite_env: optionalText,
  },
});

export const familySimilarity = defineTable({
  name: 'family_similarity',
  stage: 'cluster',
  about: 'the family × family matrix in long form, each pair of families with a scored candidate pair once',
  columns: { family_a: text, family_b: text, similarity: number, a_to_b: number, b_to_a: number, max_pair: number, related_pairs: number, candidate_pairs: number },
});

export const relatedPairs = defineTable({
  name: 'related_pairs',
  stage: 'cluster',
  about: 'cross-family environment pairs at or above the related threshold',
  columns: { env_a: text, family_a: text, env_b: text, family_b: text, score: number, ...facetScores, flag },
});

export const strata = defineTable({
  name: 'strata',
  stage: 'stratify',
  about: 'one row per side, scheme, stratum and metric',
  columns: {
    side: oneOf(['portfolio', 'eval']), scheme: text, stratum: number, n: number, similarity_min: optionalNumber, similarity_max: optionalNumber, metric: text,
    value: optionalNumber, ci_low: optionalNumber, ci_high: optionalNumber,
  },
});

export const SIZING_STAGES = ['below floor', 'rising', 'diminishing returns', 'saturated'] as const;

export const sizing = defineTable({
  name: 'sizing',
  stage: 'holdout',
  about: 'one row per portfolio family on the portfolio-sizing scale',
  columns: {
    family: text, environments: number, effective: number, tasks: number, tasks_per_environment: number, redundancy: number, suite_overlap: optionalNumber,
    clean_holdout: boolean, holdout_with_families: optionalNumber, stage: oneOf(SIZING_STAGES), buy_next: text,
  },
});

export const TABLES = Object.freeze([contamination, envPairs, taskMatches, itemMatches, evalTasks, clusters, nearDuplicates, novelty, families, familySimilarity, relatedPairs, strata, sizing]);
