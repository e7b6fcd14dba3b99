// A tool longer than the model reads is also embedded from its brief: name, first sentence, parameter lines.
import { describe, expect, it } from 'vitest';
import { BRIEF_ABOVE_CHARS, toolBrief } from './toolBrief.js';

const policy = 'Compensation may only be offered after the agent has checked the reservation, the membership tier and the insurance. '.repeat(10);

describe('toolBrief', () => {
  it("keeps the name, the description's first sentence and each parameter line's first sentence", () => {
    const lines = ['issue travel voucher', `Send a goodwill voucher to a traveller. ${policy}`, 'traveller_id (string, required): The traveller. For example "sara_doe_496".', 'amount (integer, required): Voucher value in dollars.'];
    expect(lines.join('\n').length).toBeGreaterThan(BRIEF_ABOVE_CHARS);
    expect(toolBrief(lines, 2)).toBe(['issue travel voucher', 'Send a goodwill voucher to a traveller.', 'traveller_id (string, required): The traveller.', 'amount (integer, required): Voucher value in dollars.'].join('\n'));
  });

  it('gives none for a tool the model reads whole', () => {
    expect(toolBrief(['cancel order', 'Cancel a pending order. The refund goes to the original payment method.', 'order_id (string, required): The order.'], 2)).toBeUndefined();
  });

  it('keeps a description with no sentence end whole, and gives none when the brief would be the text', () => {
    const long = 'x'.repeat(BRIEF_ABOVE_CHARS);
    expect(toolBrief(['lookup', long], 2)).toBeUndefined();
  });
});
