import { describe, expect, it } from 'vitest';
import type { FacetItem, Side } from '../core/types.js';
import { HouseStyle } from './houseStyle.js';

const FRAME = 'This tool belongs to the Math API, which provides various mathematical operations. Tool description:';

function tool(env: string, side: Side, local: string, text: string, shapeSize = 3): FacetItem {
  return { id: `${env}#tools/${local}`, env, side, facet: 'tools', local, text, fp_exact: local, fp_shape: local, shape_size: shapeSize };
}

const suite = [
  tool('bfcl/MathAPI', 'suite', 'add', `add\n${FRAME} Add two numbers.\na (number, required): First number.`),
  tool('bfcl/MathAPI', 'suite', 'subtract', `subtract\n${FRAME} Subtract one number from another.\na (number, required): Number to subtract from.`),
  tool('bfcl/MathAPI', 'suite', 'mean', `mean\n${FRAME} Calculate the mean of a list of numbers.\nnumbers (array<number>, required): List of numbers.`),
];

describe('house style', () => {
  it("leaves a suite environment's frame out of its tools' vector text, and keeps their own words", () => {
    const house = HouseStyle.of(suite);
    const item = house.apply(suite[1] as FacetItem, true);
    expect(item.vector_text).toBe('subtract\nSubtract one number from another.\na (number, required): Number to subtract from.');
    // What the item is, is unchanged: only its vector's text differs.
    expect(item.text).toBe((suite[1] as FacetItem).text);
    // Its purpose, name and description without the frame, is embedded on its own (renamed copies: runData.ts).
    expect(item.purpose_text).toBe('subtract\nSubtract one number from another.');
  });

  it('gives a tool longer than the model reads a brief of its frame-free text, and a short one none', () => {
    const house = HouseStyle.of(suite);
    const notes = ' Round the result to the precision the user asked for before showing it.'.repeat(15);
    const long = house.apply(tool('p/calc', 'portfolio', 'median', `median\n${FRAME} Median of a list.${notes}\nnumbers (array<number>, required): The list. Never empty.`), false);
    expect(long.brief_text).toBe('median\nMedian of a list.\nnumbers (array<number>, required): The list.');
    expect(house.apply(suite[0] as FacetItem, false).brief_text).toBeUndefined();
  });

  it("leaves the suites' frame out of a portfolio tool that copies it, and nothing out of one that does not", () => {
    const house = HouseStyle.of(suite);
    const copied = house.apply(tool('p/calc', 'portfolio', 'median', `median\n${FRAME} Median of a list.`), true);
    expect(copied.vector_text).toBe('median\nMedian of a list.');
    const ownTool = tool('p/calc', 'portfolio', 'median', 'median\nThe middle value of a list of numbers.\nnumbers (array<number>, required)');
    const own = house.apply(ownTool, true);
    expect(own.vector_text).toBeUndefined();
    expect(own.purpose_text).toBe('median\nThe middle value of a list of numbers.');
    // A tool no suite tool shares a signature with gets none (facets/purposes.ts), and one without parameters is
    // its name and description already.
    expect(house.apply(ownTool, false).purpose_text).toBeUndefined();
    expect(house.apply(tool('p/calc', 'portfolio', 'pi', 'pi\nThe number pi.', 0), true).purpose_text).toBeUndefined();
  });

  it("leaves a portfolio environment's own frame out of its own tools only", () => {
    const frame = 'Part of the Ledger service for small shops.';
    const portfolio = [
      ['open', 'Opens an account.'],
      ['close', 'Closes one.'],
      ['list', 'Lists them all.'],
    ].map(([n, says]) => tool('p/ledger', 'portfolio', n as string, `${n} account\n${frame} ${says}`));
    const house = HouseStyle.of([...suite, ...portfolio]);
    expect(house.apply(portfolio[0] as FacetItem, false).vector_text).toBe('open account\nOpens an account.');
    // Another portfolio environment writing the same sentence keeps it: it is not a suite's frame.
    expect(house.apply(tool('p/other', 'portfolio', 'x', `x\n${frame}`), false).vector_text).toBeUndefined();
  });

  it('needs three tools, and a run in 80% of them, before words are a house style', () => {
    const two = HouseStyle.of(suite.slice(0, 2));
    expect(two.apply(suite[0] as FacetItem, false).vector_text).toBeUndefined();
    const mixed = [...suite, ...['a', 'b'].map((n) => tool('bfcl/MathAPI', 'suite', n, `${n}\nSomething else entirely, said once.`))];
    // 3 of 5 tools hold the frame: 60%, no house style.
    expect(HouseStyle.of(mixed).apply(suite[0] as FacetItem, false).vector_text).toBeUndefined();
  });

  it("leaves parameter lines and phrases shorter than eight words alone, however many of an environment's tools share them", () => {
    const api = ['get', 'set', 'drop'].map((n) =>
      tool('toolbench/Translate', 'suite', n, `${n} text\nReturns the text translated, ${n} it.\ntarget_language (string, required): The target language of the text.`),
    );
    const house = HouseStyle.of(api);
    // "Returns the text translated," is four words; the parameter line is the calling convention.
    for (const item of api) expect(house.apply(item, false).vector_text).toBeUndefined();
    const elsewhere = tool('p/x', 'portfolio', 'say', 'say\nSpeak it.\ntarget_language (string, required): The target language of the text.');
    expect(house.apply(elsewhere, false).vector_text).toBeUndefined();
  });

  it('derives the vector text from the text, whatever an earlier one was; tasks and tables are left alone', () => {
    const house = HouseStyle.of(suite);
    const stale = { ...(suite[0] as FacetItem), vector_text: 'stale' };
    expect(house.apply(stale, false).vector_text).toBe('add\nAdd two numbers.\na (number, required): First number.');
    const task: FacetItem = { ...(suite[0] as FacetItem), facet: 'tasks' };
    expect(house.apply(task, true)).toBe(task);
  });
});
