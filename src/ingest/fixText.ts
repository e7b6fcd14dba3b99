// A task's text holding FIX messages — the tag=value protocol of order routing, as a session log, an OMS audit
// trail or a drop copy writes them (`8=FIX.4.4␁9=637␁35=C␁…␁58=Please take TSLA off my watchlist…`), SOH shown as
// `␁`, `^A` or `|` — read as the fields a trader reads: each message as `Name: value` lines for the tags that say
// what is asked (message type, symbol, side, quantity, price, order type, account, order ids, the free text of `58=`
// and an e-mail's subject), the session's plumbing (begin string, body length, sequence numbers, sending times,
// check sums) left out, enumerated codes written as their names (`54=1` as `Side: Buy`). As written, the 215th
// held-out part's FIX e-mails and execution reports of BFCL trading conversations scored 0.51–0.73 with them,
// numbers and separators between every few words. No maintained npm package decodes FIX's tags to names without
// a session engine (quickfix bindings need a native build and a data dictionary file), so the few tags an
// instruction uses are named here.

import { eachLineRead } from './eachLine.js';

/** A FIX message's start; the text holds one when this is followed by a field separator. */
const BEGIN = /8=FIXT?\.\d\.\d/u;
/** Where a message after another on the same line starts. */
const NEXT_MESSAGE = new RegExp(`(?=${BEGIN.source})`, 'u');
/** A field separator: SOH, as a log shows it (`^A`, `␁`), or a pipe. */
const SEPARATOR = /\u0001|\^A|\u2401|\|/u;

/** Tags read, by name; a value map for the enumerated ones. */
interface FixTag {
  name: string;
  values?: Readonly<Record<string, string>>;
}

const TAGS: ReadonlyMap<string, FixTag> = new Map<string, FixTag>([
  ['35', { name: 'MsgType', values: { D: 'NewOrderSingle', F: 'OrderCancelRequest', G: 'OrderCancelReplaceRequest', H: 'OrderStatusRequest', '8': 'ExecutionReport', '9': 'OrderCancelReject', C: 'Email', B: 'News', x: 'SecurityListRequest', y: 'SecurityList', V: 'MarketDataRequest', W: 'MarketDataSnapshot', AF: 'OrderMassStatusRequest', AD: 'TradeCaptureReportRequest', AE: 'TradeCaptureReport', A: 'Logon', '5': 'Logout', J: 'AllocationInstruction', R: 'QuoteRequest', S: 'Quote', Q: 'DontKnowTrade', j: 'BusinessMessageReject', '3': 'Reject' } }],
  ['147', { name: 'Subject' }],
  ['148', { name: 'Headline' }],
  ['1', { name: 'Account' }],
  ['11', { name: 'ClOrdID' }],
  ['41', { name: 'OrigClOrdID' }],
  ['37', { name: 'OrderID' }],
  ['55', { name: 'Symbol' }],
  ['48', { name: 'SecurityID' }],
  ['54', { name: 'Side', values: { '1': 'Buy', '2': 'Sell', '5': 'Sell short', '6': 'Sell short exempt' } }],
  ['38', { name: 'OrderQty' }],
  ['40', { name: 'OrdType', values: { '1': 'Market', '2': 'Limit', '3': 'Stop', '4': 'Stop limit' } }],
  ['44', { name: 'Price' }],
  ['99', { name: 'StopPx' }],
  ['59', { name: 'TimeInForce', values: { '0': 'Day', '1': 'Good till cancel', '3': 'Immediate or cancel', '4': 'Fill or kill', '6': 'Good till date' } }],
  ['39', { name: 'OrdStatus', values: { '0': 'New', '1': 'Partially filled', '2': 'Filled', '4': 'Canceled', '5': 'Replaced', '6': 'Pending cancel', '8': 'Rejected', A: 'Pending new' } }],
  ['150', { name: 'ExecType', values: { '0': 'New', '4': 'Canceled', '5': 'Replaced', '8': 'Rejected', F: 'Trade', I: 'Order status' } }],
  ['32', { name: 'LastQty' }],
  ['31', { name: 'LastPx' }],
  ['14', { name: 'CumQty' }],
  ['151', { name: 'LeavesQty' }],
  ['6', { name: 'AvgPx' }],
  ['15', { name: 'Currency' }],
  ['58', { name: 'Text' }],
  ['355', { name: 'Text' }],
]);

/** `text` with each line holding FIX messages read as their fields (see above); null when it holds none. */
export function fixText(text: string): string | null {
  if (!text.includes('8=FIX') || !BEGIN.test(text)) return null;
  return eachLineRead(text, messageLines);
}

/** A line's FIX messages as their fields, a blank line between two; null for a line holding none. */
function messageLines(line: string): string[] | null {
  const at = line.search(BEGIN);
  if (at < 0 || !SEPARATOR.test(line.slice(at))) return null;
  // What a log writes before a message (a time stamp, a direction) stays when it holds words.
  const before = line.slice(0, at).replace(/[\s:>-]+$/u, '').trim();
  const messages = line.slice(at).split(NEXT_MESSAGE).map(fields);
  return [...(/\p{L}{2,}/u.test(before) ? [before] : []), ...messages.flatMap((m, i) => (i === 0 ? m : ['', ...m]))];
}

/** One message's read fields, in the order written. */
function fields(message: string): string[] {
  const out: string[] = [];
  for (const field of message.split(SEPARATOR)) {
    const eq = field.indexOf('=');
    if (eq <= 0) continue;
    const tag = TAGS.get(field.slice(0, eq).trim());
    const value = field.slice(eq + 1).trim();
    if (!tag || value === '') continue;
    out.push(`${tag.name}: ${tag.values?.[value] ?? value}`);
  }
  return out;
}
