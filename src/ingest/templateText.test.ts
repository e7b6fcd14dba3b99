// A template stored beside the data that fills it is read as the text it renders.
import { describe, expect, it } from 'vitest';
import { templateText } from './templateText.js';
import { taskTextAsRead } from './record.js';

describe('templateText', () => {
  it('fills a Liquid body from its YAML front matter, as Jekyll does (`page.`), a list by `first` or joined', () => {
    const page = '---\nname: Lena Park\nzip: "94107"\nitems: [lamp, kettle]\n---\nYou are {{ page.name }} ({{ page.zip }}).\n{% if page.items %}Return the {{ page.items | first }}, then ask about the {{ page.items | join: ", " }}.{% endif %}';
    expect(templateText(page)).toBe('You are Lena Park (94107).\nReturn the lamp, then ask about the lamp, kettle.');
  });

  it('fills Handlebars from a context.json beside it: `#if`, `#with`, comments dropped', () => {
    const hbs = '{{!-- brief.hbs --}}\nYour user id is {{user.id}}.{{#if retry}} Try {{retry}} times.{{/if}}\n{{#with pay}}Pay with the card ending in {{last4}}.{{/with}}\n\ncontext.json\n{"user": {"id": "omar_lee_1204"}, "retry": 3, "pay": {"last4": "7334"}}';
    expect(templateText(hbs)).toBe('Your user id is omar_lee_1204. Try 3 times.\nPay with the card ending in 7334.');
  });

  it('expands a Mustache section once per item of a list, `{{.}}` the item, from a YAML view', () => {
    const mustache = 'Post "{{text}}"{{#tags}} with {{.}}{{/tags}}.\n\n# view.yml\ntext: Tires are fine\ntags: ["#Car", "#Trip"]';
    expect(templateText(mustache)).toBe('Post "Tires are fine" with #Car  with #Trip.');
  });

  it("fills a prompt template's `{name}` from a variable table, and a Cookiecutter prompt from cookiecutter.json", () => {
    const table = 'template = "How many {damage} did the {packaging} have?"\n\n| variable | value |\n|---|---|\n| damage | crushed corners |\n| packaging | outer box |';
    expect(templateText(table)).toBe('template = "How many crushed corners did the outer box have?"');
    const cookie = 'cookiecutter.json\n{"year": "2024", "who": "the mayor"}\n\nprompt.txt\nIn {{ cookiecutter.year }}, who was {{ cookiecutter.who }}?';
    expect(templateText(cookie)).toBe('prompt.txt\nIn 2024, who was the mayor?');
  });

  it('leaves a text with placeholders and no data, data and no placeholders, or mostly unfilled placeholders as written', () => {
    expect(templateText('Hello {{ name }}, your order {{ order }} shipped.')).toBeNull();
    expect(templateText('Cancel my order.\n\n{"order": "W123", "reason": "late"}')).toBeNull();
    expect(templateText('Hi {{ a }} {{ b }} {{ c }}.\n\n{"a": "x", "z": 1}')).toBeNull();
    expect(templateText('Use the {braces} as written.')).toBeNull();
  });

  it('reads a hostile text of thousands of unclosed sections (within the test timeout), and a text longer than a page not at all', () => {
    const hostile = `${'{{#a}} x '.repeat(2_000)}{{b}}\n\n{"a": 1, "b": "y"}`;
    expect(templateText(hostile)).toContain('y');
    expect(templateText(`${'word '.repeat(5_000)}{{b}}\n\n{"b": "y"}`)).toBeNull();
  });

  it('is how ingest reads such a task', () => {
    expect(taskTextAsRead('Cancel order {{order}}.\n\n{"order": "#W2378156"}')).toBe('Cancel order #W2378156.');
  });
});
