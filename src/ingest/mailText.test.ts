// A stored e-mail, calendar or vCard is read as its client shows it, so the request inside is what is compared.
import { describe, expect, it } from 'vitest';
import { calendarText, mailText } from './mailText.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('mailText', () => {
  it('decodes a quoted-printable body under routing headers, keeping Subject, From, To and Date', () => {
    const eml = 'Received: from mx.example\r\nFrom: Fatima Wilson <fw@example.com>\r\nTo: support@shop.example\r\nSubject: =?UTF-8?Q?Returning_my_order?=\r\nContent-Type: text/plain; charset="UTF-8"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nI=E2=80=99d like to send back every=\r\nthing but the coffee machine.=20\r\n';
    expect(mailText(eml)).toBe('Subject: Returning my order\nFrom: Fatima Wilson <fw@example.com>\nTo: support@shop.example\n\nI’d like to send back everything but the coffee machine.');
  });

  it("reads a multipart message's text/plain part, base64 or not, and not its html twin", () => {
    const eml = `From: a@example.com\nSubject: trip\nContent-Type: multipart/alternative; boundary="zz"\n\n--zz\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n${b64('Start the engine, then lock every door.')}\n--zz\nContent-Type: text/html\n\n<p>Start the engine, then lock every door.</p>\n--zz--\n`;
    expect(mailText(eml)).toBe('Subject: trip\nFrom: a@example.com\n\nStart the engine, then lock every door.');
  });

  it('reads a forwarded or reported message (message/rfc822) as a message, and a report part as its lines', () => {
    const arf = ['From: dmarc@mx.example', 'Subject: Report Domain: shop.example', 'Content-Type: multipart/report; report-type=feedback-report; boundary="b1"', '', '--b1', 'Content-Type: message/feedback-report', '', 'Feedback-Type: auth-failure', '--b1', 'Content-Type: message/rfc822', '', 'From: Noah Ito <noah@mail.example>', 'Subject: order changes', '', 'Ship the watch order to my New York address.', '--b1--'].join('\n');
    expect(mailText(arf)).toBe(['Subject: Report Domain: shop.example', 'From: dmarc@mx.example', '', 'Feedback-Type: auth-failure', '', 'Subject: order changes', 'From: Noah Ito <noah@mail.example>', '', 'Ship the watch order to my New York address.'].join('\n'));
  });

  it('reads a multipart body whose boundary is not given as written, not as nothing', () => {
    const report = ['Subject: Report Domain: shop.example', 'Content-Type: multipart/report; report-type=feedback-report', '', '--- sample ---', 'Ship the watch order to my New York address.'].join('\n');
    expect(mailText(report)).toBe(['Subject: Report Domain: shop.example', '', '--- sample ---', 'Ship the watch order to my New York address.'].join('\n'));
  });

  it('is null for a text that is no message', () => {
    expect(mailText('From: the shop I want my refund.\nThanks')).toBeNull();
  });
});

describe('calendarText', () => {
  it("unfolds and unescapes an event's DESCRIPTION and a vCard's NOTE, one line per text property", () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:1@x\r\nSUMMARY:Duplicate bookings\r\nDESCRIPTION:Call the airline\\, user id sophia_martin_4574\\, and cancel one of t\r\n he two flights.\r\nEND:VTODO\r\nEND:VCALENDAR\r\n';
    expect(calendarText(ics)).toBe('summary: Duplicate bookings\ndescription: Call the airline, user id sophia_martin_4574, and cancel one of the two flights.');
    expect(calendarText('BEGIN:VCARD\nVERSION:3.0\nFN:Jacob Okonkwo\nNOTE:When is the client call\\, now?\nEND:VCARD')).toBe('fn: Jacob Okonkwo\nnote: When is the client call, now?');
  });

  it('is null for any other text', () => {
    expect(calendarText('Book a table for BEGIN:VCALENDAR people')).toBeNull();
  });
});

describe('mailText on hostile input', () => {
  it('reads no deeper than a few multipart levels, whatever the nesting', () => {
    let body = 'Content-Type: text/plain\n\nthe innermost words';
    for (let i = 0; i < 5000; i++) body = `Content-Type: multipart/mixed; boundary="b${i}"\n\n--b${i}\n${body}\n--b${i}--`;
    expect(() => mailText(`From: a@example.com\nSubject: deep\n${body}`)).not.toThrow();
  });
});
