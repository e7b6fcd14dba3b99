// BFCL's enums written into descriptions, read as enums; descriptions that only mention a list left alone.
import { describe, expect, it } from 'vitest';
import { INGEST_DEFAULTS } from '../core/defaults.js';
import { describedEnum } from './describedEnum.js';
import { normalizeSchema } from './jsonSchema.js';

describe('describedEnum', () => {
  it('reads a JSON list and a comma list after [Enum]:, keeping the words before it', () => {
    expect(describedEnum('The ignition mode of the vehicle. [Enum]: ["START", "STOP"]')).toEqual({ description: 'The ignition mode of the vehicle.', values: ['START', 'STOP'] });
    expect(describedEnum('The base currency. [Enum]: USD, RMB, EUR')).toEqual({ description: 'The base currency.', values: ['USD', 'RMB', 'EUR'] });
  });

  it('reads nothing from a description without a whole list of two values or more', () => {
    for (const text of ['The mode, one of on or off.', 'The mode. [Enum]: ["on"]', 'The mode. [Enum]: ["on", "off"]. Defaults to on.', 'The mode. [Enum]: ["on", 3]']) {
      expect(describedEnum(text)).toBeUndefined();
    }
  });

  it('gives the parameter the enum a JSON enum would, so that the two calling shapes are one', () => {
    const bfcl = normalizeSchema({ type: 'dict', properties: { ignitionMode: { type: 'string', description: 'The ignition mode. [Enum]: ["START", "STOP"]' } } }, 'parameters', INGEST_DEFAULTS, () => undefined);
    const json = normalizeSchema({ type: 'object', properties: { ignitionMode: { type: 'string', description: 'The ignition mode.', enum: ['START', 'STOP'] } } }, 'parameters', INGEST_DEFAULTS, () => undefined);
    expect(bfcl).toEqual(json);
  });
});
