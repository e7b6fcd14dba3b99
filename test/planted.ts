// Planted copies for calibrating and testing contamination flags: from the sample suite, a portfolio of
// verbatim copies, renamed copies (tools re-cased to camelCase/PascalCase, parameters reordered, descriptions
// reworded; tasks with other names and numbers and their sentences reordered) and lightly edited copies, plus
// unrelated environments from other domains. Seeded: the same seed gives the same portfolio.

type Json = Record<string, unknown>;
export interface Planted {
  environments: Json[];
  /** Portfolio env id → the suite env it copies, or null for an unrelated one. */
  truth: Record<string, string | null>;
  /** Portfolio item local ids (`tools/<name>`, `tasks/<id>`) of copies → the suite local id they copy. */
  itemTruth: Record<string, Record<string, string>>;
}

function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^./, (c) => c.toUpperCase());

const SYNONYMS: Array<[RegExp, string]> = [
  [/\bFind\b/g, 'Look up'], [/\bfind\b/g, 'look up'], [/\bGet\b/g, 'Retrieve'], [/\bget\b/g, 'retrieve'],
  [/\bCancel\b/g, 'Call off'], [/\bReturn\b/g, 'Give back'], [/\buser\b/g, 'customer'], [/\bthe order\b/g, 'the purchase'],
  [/\bsuch as\b/g, 'for example'], [/\bdetails\b/g, 'information'], [/\bModify\b/g, 'Change'], [/\bBook\b/g, 'Reserve'],
  [/\bSearch for\b/g, 'Look for'], [/\bcity\b/g, 'town'], [/\bnumber\b/g, 'count'], [/\bupdate\b/gi, 'change'],
];
const FIRST = ['Priya', 'Mateo', 'Aiko', 'Lukas', 'Fatima', 'Chen', 'Olga', 'Kwame', 'Sven', 'Leila'];
const LAST = ['Nakamura', 'Okafor', 'Lindqvist', 'Haddad', 'Moreau', 'Kowalski', 'Silva', 'Brennan'];

function reword(text: string): string {
  const sentences = SYNONYMS.reduce((t, [re, to]) => t.replace(re, to), text).split(/(?<=\.)\s+/);
  return sentences.length > 1 ? [...sentences.slice(1), sentences[0]].join(' ') : (sentences[0] ?? text);
}

/** Other people, other numbers, the sentences in another order: the same task for a different customer. */
function paraphraseTask(text: string, next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
  const renamed = text
    .replace(/\b[A-Z][a-z]+ [A-Z][a-z]+\b(?= \(|,| in | from |\.| and)/g, () => `${pick(FIRST)} ${pick(LAST)}`)
    .replace(/\d+/g, (digits) => String(Math.floor(next() * 10 ** digits.length)).padStart(digits.length, '1'));
  return reword(renamed);
}

function renameTool(tool: Json, next: () => number): Json {
  const params = (tool.parameters ?? tool.inputSchema ?? { type: 'object', properties: {} }) as Json;
  const props = Object.entries((params.properties ?? {}) as Json);
  const shuffled = props.map((p) => [next(), p] as const).sort((a, b) => a[0] - b[0]).map(([, p]) => p);
  const properties = Object.fromEntries(shuffled.map(([k, v]) => [camel(k), { ...(v as Json), ...((v as Json).description ? { description: reword(String((v as Json).description)) } : {}) }]));
  const required = ((params.required ?? []) as string[]).map(camel);
  const name = next() < 0.5 ? camel(String(tool.name)) : pascal(String(tool.name));
  return { name, description: reword(String(tool.description ?? '')), parameters: { ...params, properties, required } };
}

const DOMAINS: Array<[string, string[], string]> = [
  ['greenhouse', ['plant', 'sensor', 'irrigation_zone'], 'Monitor humidity and water the beds in a commercial greenhouse.'],
  ['music_school', ['student', 'lesson', 'instrument'], 'Schedule private music lessons and rent instruments to pupils.'],
  ['astronomy', ['telescope', 'observation', 'star_catalog_entry'], 'Point telescopes and log observations of deep-sky objects.'],
  ['brewery', ['batch', 'fermenter', 'hop_variety'], 'Track fermentation batches and hop inventory in a craft brewery.'],
  ['wildlife_survey', ['camera_trap', 'sighting', 'species'], 'Record wildlife sightings from camera traps in a nature reserve.'],
  ['chess_club', ['player', 'tournament', 'pairing'], 'Run chess tournaments with Swiss pairings and rating updates.'],
  ['lab_inventory', ['reagent', 'freezer', 'experiment'], 'Keep track of reagents, freezer slots and experiment protocols.'],
  ['ski_resort', ['lift', 'slope', 'season_pass'], 'Operate ski lifts, slope conditions and season passes.'],
  ['beekeeping', ['hive', 'inspection', 'honey_harvest'], 'Log hive inspections, queen status and honey harvests.'],
  ['printing_shop', ['print_job', 'paper_stock', 'proof'], 'Queue print jobs, manage paper stock and customer proofs.'],
];

function unrelated(domain: [string, string[], string], index: number): Json {
  const [name, entities, blurb] = domain;
  const tools = entities.flatMap((entity) => [
    { name: `create_${entity}`, description: `Create a new ${entity.replace(/_/g, ' ')} record. ${blurb}`, parameters: { type: 'object', properties: { label: { type: 'string' }, notes: { type: 'string' } }, required: ['label'] } },
    { name: `list_${entity}s`, description: `List every ${entity.replace(/_/g, ' ')} with its current status.`, parameters: { type: 'object', properties: { status: { type: 'string', enum: ['active', 'archived'] } } } },
  ]);
  const tasks = entities.map((entity, i) => ({ id: `u${i}`, text: `${blurb} Please add a ${entity.replace(/_/g, ' ')} called Delta-${index}${i} and then list the active ones.` }));
  const state = Object.fromEntries(entities.map((entity) => [entity, { type: 'object', properties: { [`${entity}_id`]: { type: 'string' }, label: { type: 'string' }, status: { type: 'string' } } }]));
  return { id: `planted/unrelated_${name}`, family: name, tools, state_schema: state, tasks };
}

export function plantCopies(suite: Json[], seed = 7): Planted {
  const next = rng(seed);
  const environments: Json[] = [];
  const truth: Planted['truth'] = {};
  const itemTruth: Planted['itemTruth'] = {};
  for (const env of suite) {
    const id = String(env.id);
    const tools = (env.tools ?? []) as Json[];
    const tasks = (env.tasks ?? []) as Json[];
    const variants: Array<[string, Json[], Json[]]> = [
      ['verbatim', tools, tasks],
      ['renamed', tools.map((t) => renameTool(t, next)), tasks.map((t, i) => ({ id: `p${i}`, text: paraphraseTask(String(t.text), next) }))],
      ['reworded', tools.map((t) => ({ ...t, description: reword(String(t.description ?? '')) })), tasks.map((t, i) => ({ id: `r${i}`, text: String(t.text).replace(/\d+/g, (d) => String(Number(d) + 7)) }))],
    ];
    for (const [kind, copyTools, copyTasks] of variants) {
      const copyId = `planted/${kind}_${id.replace(/\W+/g, '_')}`;
      environments.push({ id: copyId, family: `${kind}`, tools: copyTools, state_schema: env.state_schema ?? null, tasks: copyTasks });
      truth[copyId] = id;
      itemTruth[copyId] = Object.fromEntries([
        ...copyTools.map((t, i) => [`tools/${String(t.name)}`, `tools/${String(tools[i]?.name)}`]),
        ...copyTasks.map((t, i) => [`tasks/${String(t.id)}`, `tasks/${String(tasks[i]?.id)}`]),
      ]);
    }
  }
  DOMAINS.forEach((domain, i) => {
    const env = unrelated(domain, i);
    environments.push(env);
    truth[String(env.id)] = null;
  });
  return { environments, truth, itemTruth };
}
