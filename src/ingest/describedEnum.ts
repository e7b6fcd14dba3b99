// An enum written into a parameter's description, as BFCL's function docs write every enum of its multi-turn
// classes (`"The ignition mode of the vehicle. [Enum]: [\"START\", \"STOP\"]"`, `"The base currency. [Enum]: USD,
// RMB, EUR"`), read as the enum it is: the value set then counts in the calling shape and the fingerprints as a
// JSON `enum` does, and a copy that moved the list into a JSON `enum` (a converter's or a generator's first step)
// holds the same shape as its original. The description keeps its words without the list, which the canonical
// text writes as any enum's (`[one of: START, STOP]`).

/** `[Enum]:` and the list after it, to the description's end: a JSON array of strings, or values apart by commas. */
const ENUM_LIST = /\s*\[Enum\]\s*:\s*(.+)$/isu;

/** The description without its enum list, and the list's values (two or more, each short); undefined without one. */
export function describedEnum(description: string): { description: string; values: string[] } | undefined {
  const found = ENUM_LIST.exec(description);
  if (!found) return undefined;
  const values = enumList((found[1] ?? '').trim());
  if (!values || values.length < 2 || values.some((v) => v.length === 0 || v.length > 80)) return undefined;
  return { description: description.slice(0, found.index).trim(), values };
}

function enumList(list: string): string[] | undefined {
  if (list.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(list.replace(/\]\s*\.?\s*$/u, ']'));
      return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? (parsed as string[]) : undefined;
    } catch {
      return undefined;
    }
  }
  return list.replace(/\.\s*$/u, '').split(',').map((v) => v.trim());
}
