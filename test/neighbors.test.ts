// The neighbors stage end to end on planted copies and on the sample: recall of copies at the default
// thresholds, unrelated environments left clean, evidence beside the cosine, near-ties broken by wording,
// missing facets, escaping and determinism.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { EnvsieveError, embed, ingest, neighbors } from '../src/index.js';
import { plantCopies } from './planted.js';
import { SAMPLE, jsonl, tempDir, writeInput } from './helpers.js';

type Row = Record<string, string>;
const csv = async (run: string, name: string): Promise<Row[]> => parse(await readFile(join(run, name), 'utf8'), { columns: true }) as Row[];

/** ingest + embed + neighbors over the given manifests, in a fresh run directory sharing one cache per test file. */
async function audit(dir: string, portfolio: unknown[], suite: unknown[] | string, options: Parameters<typeof neighbors>[1] = {}): Promise<string> {
  const p = await writeInput(dir, 'portfolio.jsonl', jsonl(portfolio));
  const s = typeof suite === 'string' ? suite : await writeInput(dir, 'suite.jsonl', jsonl(suite));
  const run = join(dir, 'run');
  await ingest({ portfolio: [p], suite: [s] }, { outDir: run });
  await embed(run, { cacheDir: join(dir, 'cache') });
  await neighbors(run, options);
  return run;
}

describe('planted copies of the sample suite', () => {
  let run: string;
  let planted: ReturnType<typeof plantCopies>;
  beforeAll(async () => {
    const suite = (await readFile(join(SAMPLE, 'suite.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    planted = plantCopies(suite, 3);
    run = await audit(await tempDir(), planted.environments, join(SAMPLE, 'suite.jsonl'));
  }, 120_000);

  it('reports progress through its phases, the environment pairs last, each to its total', async () => {
    const events: Array<{ label: string; done: number; total: number }> = [];
    await neighbors(run, {}, { progress: (e) => events.push({ label: e.label, done: e.done, total: e.total }) });
    const last = (label: string) => events.filter((e) => e.label === label).at(-1);
    for (const label of ['tools', 'tasks', 'environment pairs']) expect(last(label), label).toMatchObject({ done: last(label)?.total });
    expect(last('environment pairs')?.total).toBeGreaterThan(0);
  });

  it('flags at least 95% of planted copies, at environment level, against the environment they copy', async () => {
    const rows = await csv(run, 'contamination.csv');
    const copies = Object.entries(planted.truth).filter(([, truth]) => truth !== null);
    const found = copies.filter(([env, truth]) => {
      const row = rows.find((r) => r.env_id === env);
      return row && ['exact', 'near-duplicate'].includes(row.flag as string) && row.nearest_suite_env === truth;
    });
    expect(found.length / copies.length).toBeGreaterThanOrEqual(0.95);
    expect(rows.find((r) => r.env_id?.startsWith('planted/verbatim_'))?.flag).toBe('exact');
  });

  it('flags at least 95% of planted item copies, each matched to its own original', async () => {
    const matches = [...(await csv(run, 'task_matches.csv')), ...(await csv(run, 'item_matches.csv'))];
    let total = 0;
    let hit = 0;
    for (const [env, items] of Object.entries(planted.itemTruth)) {
      const suiteEnv = planted.truth[env] as string;
      for (const [local, original] of Object.entries(items)) {
        total++;
        const row = matches.find((m) => (m.task_id ?? m.item_id) === `${env}#${local}`);
        const target = row?.suite_task_id ?? row?.suite_item_id;
        if (row && ['exact', 'near-duplicate'].includes(row.flag as string) && target === `${suiteEnv}#${original}`) hit++;
      }
    }
    expect(total).toBeGreaterThan(50);
    expect(hit / total).toBeGreaterThanOrEqual(0.95);
  });

  it('leaves at most 5% of unrelated environments flagged', async () => {
    const rows = await csv(run, 'contamination.csv');
    const unrelated = Object.entries(planted.truth).filter(([, truth]) => truth === null).map(([env]) => rows.find((r) => r.env_id === env));
    expect(unrelated.length).toBe(10);
    expect(unrelated.filter((r) => r?.flag !== 'clean').length / unrelated.length).toBeLessThanOrEqual(0.05);
  });

  it('gives the evidence beside the cosine: exact copies, renamed tools by signature', async () => {
    const pairs = await csv(run, 'env_pairs.csv');
    const verbatim = pairs.find((p) => p.portfolio_env === 'planted/verbatim_suite_airline' && p.suite_env === 'suite/airline');
    expect(verbatim).toMatchObject({ exact_tools: '5', flag: 'exact' });
    const renamed = pairs.find((p) => p.portfolio_env === 'planted/renamed_suite_airline' && p.suite_env === 'suite/airline');
    expect(Number(renamed?.renamed_tools)).toBeGreaterThanOrEqual(3);
    expect(renamed?.exact_tools).toBe('0');
  });
});

describe('neighbors', () => {
  it('takes a tool of a suite tool’s calling signature for a renamed copy only when their purposes agree', async () => {
    const args = {
      type: 'object',
      properties: {
        symbol: { type: 'string', description: 'Symbol of the stock to trade.' },
        price: { type: 'number', description: 'Price at which to place the order.' },
        amount: { type: 'integer', description: 'Number of shares to trade.' },
        order_type: { type: 'string', description: 'Type of the order (Buy/Sell).' },
      },
      required: ['symbol', 'price', 'amount', 'order_type'],
    };
    const suite = [{ id: 'broker', tools: [{ name: 'place_order', description: 'Place an order to buy or sell shares of a stock.', parameters: args }] }];
    const copy = { name: 'submitTradeOrder', description: 'Submit an order to buy or sell shares of a stock.', parameters: args };
    // A new tool called with the same arguments, for another purpose.
    const described = { symbol: 'Stock symbol for that order.', price: 'Price per share at which it would be placed.', amount: 'Shares it would trade.', order_type: 'Buy or Sell.' };
    const own = { ...args, properties: Object.fromEntries(Object.entries(args.properties).map(([name, p]) => [name, { type: p.type, description: described[name as keyof typeof described] }])) };
    const other = { name: 'order_margin_check', description: 'Check whether the account has enough margin to place an order to buy or sell shares of a stock.', parameters: own };
    const run = await audit(await tempDir(), [{ id: 'gen/copy', tools: [copy] }, { id: 'gen/new', tools: [other] }], suite);
    const rows = await csv(run, 'item_matches.csv');
    const row = (env: string) => rows.find((r) => r.env_id === env);
    expect(row('gen/copy')).toMatchObject({ suite_item_id: 'broker#tools/place_order', renamed: 'true', flag: 'near-duplicate' });
    expect(row('gen/copy')?.why).toMatch(/same calling signature, purposes 0\.\d\d alike ≥ 0\.6/);
    // Related by its cosine, which with the same signature made it a renamed copy before purposes counted.
    expect(Number(row('gen/new')?.cosine)).toBeGreaterThanOrEqual(0.7);
    expect(row('gen/new')).toMatchObject({ suite_item_id: 'broker#tools/place_order', renamed: 'false', flag: 'related' });
    expect(row('gen/new')?.why).toMatch(/same calling signature, but purposes only 0\.\d\d alike \(< 0\.6\): no renamed copy/);
    // The environments' rows count renamed tools as the items' rows name them.
    const pairs = await csv(run, 'env_pairs.csv');
    expect(pairs.find((p) => p.portfolio_env === 'gen/copy')?.renamed_tools).toBe('1');
    expect(pairs.find((p) => p.portfolio_env === 'gen/new')?.renamed_tools).toBe('0');
  });

  it('breaks near-ties between suite task variants by shared wording', async () => {
    const template = (name: string, order: string, item: string) =>
      `You are ${name} and you want to return the ${item} from order #${order}. You want the refund on your original card and you are in a hurry.`;
    const suite = [{ id: 'tb', tasks: [{ id: 'a', text: template('Yusuf Rossi', 'W2378156', 'mechanical keyboard') }, { id: 'b', text: template('Mei Kim', 'W5056519', 'desk lamp') }] }];
    const copy = 'You are in a hurry. You are Mei Kim and you want to return the desk lamp from order #W5056519. You want the refund on your original card.';
    const run = await audit(await tempDir(), [{ id: 'gen', tasks: [{ id: 'x', text: copy }] }], suite);
    const [row] = await csv(run, 'task_matches.csv');
    expect(row?.suite_task_id).toBe('tb#tasks/b');
    expect(Number(row?.ngram_overlap)).toBeGreaterThan(0.5);
  });

  it('says which rare identifiers a match shares', async () => {
    const suite = [{ id: 'tb', tasks: [
      { id: 'a', text: 'Your user id is noah_brown_1288 and your zip code is 94110. Cancel reservation ZK3PQ9 and refund it to your card.' },
      { id: 'b', text: 'You want to book a one-way flight from Boston to Denver on May 3 in economy.' },
      { id: 'c', text: 'You want to know the baggage allowance for a basic economy ticket.' },
    ] }];
    const copy = 'Your user id is noah_brown_1288 and your zip code is 94110. Please cancel reservation ZK3PQ9 and refund it to your card.';
    const run = await audit(await tempDir(), [{ id: 'gen', tasks: [{ id: 'x', text: copy }] }], suite);
    const [row] = await csv(run, 'task_matches.csv');
    expect(row?.suite_task_id).toBe('tb#tasks/a');
    expect(row?.shared_identifiers?.split('; ').sort()).toEqual(['94110', 'noah_brown_1288', 'zk3pq9']);
    expect(Number(row?.identifier_overlap)).toBe(1);
  });

  it('names the suite task whose records a rewrite keeps when the nearest by cosine shares none of them', async () => {
    // b is written as the rewrite is (the same requests in the same order, other accounts); a is the original,
    // its requests in another order, holding the login, password, card and token the rewrite kept.
    const suite = [{ id: 'bf', tasks: [
      { id: 'a', text: "I'm planning a getaway and spotted a nice flight from Denver to Seattle. My budget is flexible, but make sure the total stays under $3,000. My class is business and the date is 2026-09-02; I've got card 'card_9921' and access token 'tok_44lp' ready. If the trip falls through, please reach customer support and have them cancel the booking and refund me. Oh, and I picked up some hiking tips on my last trip: could you write a tweet for me with username 'lena_park' and password 'lenaPass77' saying 'Back from the mountains!', tag it #Hiking, and retweet it to reach more folks?" },
      { id: 'b', text: "Sign in to my Twitter as 'omar_diaz' with password 'omarPw55', post 'Loving the new office!' with #Work and retweet it. Then book a business flight from Denver to Portland on 2026-10-10 under $2,000 with card 'card_1177' and token 'tok_90xq', and ask support to cancel it." },
      { id: 'c', text: 'You want to know the baggage allowance for a basic economy ticket.' },
    ] }];
    const rewrite = "Sign in to my Twitter as 'lena_park' with password 'lenaPass77', post 'Back from the mountains!' with #Hiking and retweet it. Then book a business flight from Denver to Seattle on 2026-09-02 under $3,000 with card 'card_9921' and token 'tok_44lp', and ask support to cancel it.";
    const run = await audit(await tempDir(), [{ id: 'gen', tasks: [{ id: 'x', text: rewrite }] }], suite);
    const [row] = await csv(run, 'task_matches.csv');
    expect(row?.suite_task_id).toBe('bf#tasks/a');
    expect(row?.why).toContain('named by the records it shares');
  });

  it('names, for a task in another language, the suite task whose identifiers it holds all of, not the nearest', async () => {
    // Two tasks of one customer share her name and zip code; the Hindi translation of b keeps b's "1000" too,
    // and names no city. Its cosine to either is noise (an English model), so the evidence names the original.
    const suite = [{ id: 'tb', tasks: [
      { id: 'a', text: 'You are Sofia Li, residing in San Antonio, 78260. The digital camera you received does not zoom as far as you expected; exchange it for the one with the largest zoom and pay with PayPal.' },
      { id: 'b', text: 'Your name is Sofia Li and your zip code is 78260. Exchange the jigsaw puzzle for one with the same difficulty but 1000 more pieces, and cancel the skateboard order.' },
      { id: 'c', text: 'You want to book a one-way flight from Boston to Denver on May 3 in economy.' },
    ] }];
    const hindi = 'आपका नाम Sofia Li है और आपका ज़िप कोड 78260 है। जिगसॉ पहेली को उसी कठिनाई वाली, लेकिन 1000 ज़्यादा टुकड़ों वाली पहेली से बदलिए, और स्केटबोर्ड वाला ऑर्डर रद्द कीजिए।';
    const run = await audit(await tempDir(), [{ id: 'gen', tasks: [{ id: 'x', text: hindi }] }], suite);
    const [row] = await csv(run, 'task_matches.csv');
    expect(row?.flag).toBe('related');
    expect(row?.suite_task_id).toBe('tb#tasks/b');
  });

  it('says which other suite tasks a translation\'s evidence fits as well, where nothing but the words tells them apart', async () => {
    const suite = [{ id: 'tb', tasks: [
      { id: 'a', text: 'You are Sofia Li, residing in 78260. You want to exchange the camera for the one with the largest zoom.' },
      { id: 'b', text: 'You are Sofia Li, residing in 78260. You want to cancel the skateboard order because it is no longer needed.' },
      { id: 'c', text: 'You want to book a one-way flight from Boston to Denver on May 3 in economy.' },
    ] }];
    const german = 'Sie sind Sofia Li und wohnen in 78260. Sie möchten die Bestellung des Skateboards stornieren, weil Sie es nicht mehr brauchen.';
    const run = await audit(await tempDir(), [{ id: 'gen', tasks: [{ id: 'x', text: german }] }], suite);
    const [row] = await csv(run, 'task_matches.csv');
    expect(row?.flag).toBe('related');
    const other = row?.suite_task_id === 'tb#tasks/a' ? 'tb#tasks/b' : 'tb#tasks/a';
    expect(row?.why).toContain(`evidence as strong for 1 other suite task (${other})`);
  });

  it('finds a conversation kept in an audit log by the names and numbers of its turns, the log\'s own ids aside', async () => {
    // Each turn of b sits in one record of an audit log beside the log's ARNs, account, agent and session ids,
    // which make the whole text's vector and names its own: the turns read as one part (0.65 to b, 0.21 whole)
    // hold b's names and numbers and nothing else.
    const suite = [{ id: 'bf', tasks: [
      { id: 'a', text: 'Lock all four doors and turn the cabin heater up to 24 degrees before we set off.' },
      { id: 'b', text: "I have parked and pulled the handbrake. Please start the engine so I can watch the battery.\nCheck the tyre pressures, and if one reads below 35 PSI find me the nearest garage.\nThen post 'Tyres done, off we go!' with the hashtag #CoastRun and tag @FleetNews." },
      { id: 'c', text: 'Find the three cheapest flights from Lisbon to Oslo next Friday and book the earliest one.' },
      { id: 'd', text: 'Post a message to the team channel saying the release is delayed until Monday.' },
    ] }];
    const turns = [
      'Stopped with the brake set. Start the motor, I want to see the battery charge.',
      'Then the wheels: anything reading under 35 PSI means I need a workshop near here.',
      "Finally share 'Tyres done, off we go!' with #CoastRun and @FleetNews.",
    ];
    const records = turns.map((inputText, i) => ({
      eventVersion: '1.09',
      userIdentity: { type: 'AssumedRole', principalId: `AROA7QX3EXAMPLE${i}K2M:gw-lambda`, arn: `arn:aws:sts::480912736450:assumed-role/assistant-gw/gw-lambda-${i}`, accountId: '480912736450' },
      eventSource: 'bedrock.amazonaws.com',
      eventName: 'InvokeAgent',
      awsRegion: 'eu-west-3',
      userAgent: 'aws-sdk-java/2.25.11 Linux/5.10 gw/3.2.0',
      requestParameters: { agentId: 'ZP81KQ4MW2', agentAliasId: 'TSTALIASID', sessionId: `vin-WF0XXXGCDX7Y41187-${i}`, inputText },
      requestID: `7c1e9a${i}4-88f2-4d1b-9e0a-3f52c6b7d19${i}`,
      recipientAccountId: '480912736450',
    }));
    const run = await audit(await tempDir(), [{ id: 'gen', tasks: [{ id: 'x', text: JSON.stringify({ Records: records }, null, 1) }] }], suite);
    const [row] = await csv(run, 'task_matches.csv');
    expect(row).toMatchObject({ suite_task_id: 'bf#tasks/b', flag: 'related' });
    expect(row?.why).toMatch(/names and numbers shared by its lines? [\d–]+: /);
  });

  it('reports a verbatim copy as exact whatever else is near', async () => {
    const text = 'Cancel reservation ZFA04Y and refund it to the original payment method.';
    const suite = [{ id: 's', tasks: [{ id: 'a', text }, { id: 'b', text: `${text} Thanks.` }] }];
    const run = await audit(await tempDir(), [{ id: 'p', tasks: [{ id: 'x', text }] }], suite, { topK: 1 });
    const [row] = await csv(run, 'task_matches.csv');
    expect(row).toMatchObject({ suite_task_id: 's#tasks/a', flag: 'exact' });
  });

  it('does not let a facet one side lacks drag the combined score down', async () => {
    const tools = [{ name: 'book_room', description: 'Book a hotel room for a guest.', parameters: { type: 'object', properties: { hotel_id: { type: 'string' }, guest: { type: 'string' } } } }];
    const tasks = [{ id: 't', text: 'Book a double room at the Lisbon Grand for Ana from June 3 to June 7.' }];
    const suite = [{ id: 's', tools, tasks }];
    const withState = { id: 'p', tools, tasks, state_schema: 'CREATE TABLE rooms (room_id TEXT PRIMARY KEY, kind TEXT);' };
    const run = await audit(await tempDir(), [withState], suite);
    const [row] = await csv(run, 'contamination.csv');
    expect(row).toMatchObject({ score: '1', state: '', flag: 'exact' });
  });

  it('calls an environment that merely contains a suite environment related, not a near-duplicate', async () => {
    const tool = (name: string, description: string, ...params: string[]) => ({ name, description, parameters: { type: 'object', properties: Object.fromEntries(params.map((p) => [p, { type: 'string', description: p.replace(/_/g, ' ') }])) } });
    const validator = tool('validate_email', 'Check whether an e-mail address is deliverable and well formed.', 'email');
    const others = [
      tool('render_invoice', 'Render a PDF invoice for a customer order.', 'order_id', 'currency'),
      tool('schedule_shift', 'Put a nurse on a hospital ward shift roster.', 'nurse_id', 'ward', 'starts_at'),
      tool('predict_yield', 'Estimate the wheat harvest of a field from soil samples.', 'field_id', 'soil_report'),
      tool('translate_subtitles', 'Translate a film subtitle file into another language.', 'file_url', 'language'),
      tool('tune_guitar', 'Return the string frequencies for a guitar tuning.', 'tuning'),
      tool('plan_orbit', 'Compute a transfer orbit between two planets.', 'origin', 'destination'),
      tool('grade_essay', 'Score a student essay against a rubric.', 'essay_text', 'rubric_id'),
    ];
    const accounts = [
      tool('open_account', 'Open a savings account for a bank customer.', 'customer_id', 'currency'),
      tool('close_account', 'Close a bank account and pay out its balance.', 'account_id'),
      tool('transfer_funds', 'Move money between two bank accounts.', 'from_account', 'to_account', 'amount'),
      tool('list_statements', 'List the monthly statements of a bank account.', 'account_id', 'year'),
    ];
    const suite = [{ id: 's/validator', tools: [validator] }, { id: 's/accounts', tools: accounts }];
    const containing = { id: 'p/web_tools', tools: [tool('validate_email_address', 'Check whether an email address is well formed and deliverable.', 'email'), ...others] };
    // A copy with one tool more is still a copy: each side covers most of the other.
    const copyPlusOne = { id: 'p/accounts_plus', tools: [...accounts, others[0]] };
    const run = await audit(await tempDir(), [containing, copyPlusOne], suite);
    const rows = await csv(run, 'contamination.csv');
    const contained = rows.find((r) => r.env_id === 'p/web_tools');
    expect(Number(contained?.score)).toBeGreaterThanOrEqual(0.85); // the suite environment is covered…
    expect(Number(contained?.tools_fwd)).toBeLessThan(0.7); // …by a small part of this one
    expect(contained?.flag).toBe('related');
    expect(rows.find((r) => r.env_id === 'p/accounts_plus')).toMatchObject({ flag: 'near-duplicate', nearest_suite_env: 's/accounts' });
  });

  it('neutralises formula-like text in CSV cells and keeps the text intact', async () => {
    const text = '=HYPERLINK("http://evil.example","click") then cancel order 42 <script>alert(1)</script>';
    const run = await audit(await tempDir(), [{ id: 'p', tasks: [{ id: 'x', text }] }], [{ id: 's', tasks: [{ id: 'a', text }] }]);
    const raw = await readFile(join(run, 'task_matches.csv'), 'utf8');
    expect(raw).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") then cancel order 42 <script>alert(1)</script>"`);
  });

  it('writes the same bytes twice and lists what to drop with its rule', async () => {
    const dir = await tempDir();
    const run = join(dir, 'run');
    await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')], tasks: [join(SAMPLE, 'tasks.csv')] }, { outDir: run });
    await embed(run, { cacheDir: join(dir, 'cache') });
    await neighbors(run);
    const first = await Promise.all(['contamination.csv', 'env_pairs.csv', 'task_matches.csv', 'item_matches.csv', 'eval_tasks.csv', 'decontaminate.txt'].map((f) => readFile(join(run, f), 'utf8')));
    await neighbors(run);
    const second = await Promise.all(['contamination.csv', 'env_pairs.csv', 'task_matches.csv', 'item_matches.csv', 'eval_tasks.csv', 'decontaminate.txt'].map((f) => readFile(join(run, f), 'utf8')));
    expect(second).toEqual(first);
    const drop = (first[5] as string).split('\n');
    expect(drop[0]).toMatch(/^# envsieve decontamination list/);
    expect(drop).toContain('gen/airline_copy');
    expect(drop).toContain('gen/retail_renamed#tasks/g0');
    const evalRows = parse(first[4] as string, { columns: true }) as Row[];
    expect(evalRows).toHaveLength(9);
    expect(evalRows.find((r) => r.suite_task_id === 'suite/airline#tasks/test_0')).toMatchObject({ max_similarity: '1', flag: 'exact' });
  }, 60_000);

  it('rejects thresholds out of order before doing any work', async () => {
    const dir = await tempDir();
    await expect(neighbors(dir, { thresholds: { tasks: { related: 0.95, nearDuplicate: 0.9 } } })).rejects.toThrow(EnvsieveError);
  });
});
