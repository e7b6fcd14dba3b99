// FIX messages in a session log are read as the fields a trader reads, so the instruction they carry is compared.
import { describe, expect, it } from 'vitest';
import { fixText } from './fixText.js';

describe('fixText', () => {
  it("reads a logged FIX e-mail (SOH shown as ^A) as its type, subject and texts, the session's fields left out", () => {
    const log = '20260311-15:20:07.443 : 8=FIX.4.4^A9=637^A35=C^A49=WREN^A56=DESK^A34=58^A52=20260311-15:20:07.441^A147=Watchlist tidy-up^A33=2^A58=Take TSLA off my watchlist.^A58=Then buy 100 GOOG at market.^A10=081^A';
    expect(fixText(log)).toBe('MsgType: Email\nSubject: Watchlist tidy-up\nText: Take TSLA off my watchlist.\nText: Then buy 100 GOOG at market.');
  });

  it("reads pipe-separated orders with their codes named, several a line apart, the other lines kept", () => {
    const log = 'OMS drop copy\n8=FIX.4.2|35=D|11=A1|55=MSFT|54=1|38=50|40=2|44=320.00|59=0|10=001|8=FIX.4.2|35=F|41=A1|55=MSFT|54=1|10=002|';
    expect(fixText(log)).toBe('OMS drop copy\nMsgType: NewOrderSingle\nClOrdID: A1\nSymbol: MSFT\nSide: Buy\nOrderQty: 50\nOrdType: Limit\nPrice: 320.00\nTimeInForce: Day\n\nMsgType: OrderCancelRequest\nOrigClOrdID: A1\nSymbol: MSFT\nSide: Buy');
  });

  it('leaves a text that only mentions FIX', () => {
    expect(fixText('We route orders over 8=FIX.4.4 sessions to the desk.')).toBeNull();
    expect(fixText('Cancel order #W123.')).toBeNull();
  });
});
