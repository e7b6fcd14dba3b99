// Timed transcripts read as speaker lines; texts that merely mention a time left as they are.
import { describe, expect, it } from 'vitest';
import { transcriptLines, withoutBubbleChrome } from './transcript.js';

describe('transcriptLines', () => {
  it('reads a diarized call with bracketed time ranges and capitalised labels', () => {
    const call = ['[call 5f0e21 | voicebot]', '[00:00:01.04 --> 00:00:03.90] BOT: thanks for calling', '[00:00:04.31 --> 00:00:11.72] CALLER: I need to change a flight'].join('\n');
    expect(transcriptLines(call)).toBe(['[call 5f0e21 | voicebot]', 'bot: thanks for calling', 'caller: I need to change a flight'].join('\n'));
  });

  it('reads an SRT file, dropping cue numbers and timings', () => {
    const srt = ['1', '00:00:00,480 --> 00:00:03,950', '[SPEAKER_00] how can I help you', '', '2', '00:00:04,410 --> 00:00:12,880', '[SPEAKER_01] check my last order'].join('\n');
    expect(transcriptLines(srt)).toBe(['speaker 00: how can I help you', '', 'speaker 01: check my last order'].join('\n'));
  });

  it("reads a WebVTT file's cues without its header, style block and cue markup, a voice tag as the speaker", () => {
    const vtt = ['WEBVTT', 'Kind: captions', '', 'STYLE', '::cue(.kw) { color: lime; }', '', '00:00:00.000 --> 00:00:02.000 align:start', '<00:00:00.000><c>Open</c> <00:00:00.480><c.kw>report.json</c> <00:00:00.900><c>please</c>', '', '00:00:02.000 --> 00:00:04.000', '<v Caller>and <i>tweet</i> it</v>'].join('\n');
    expect(transcriptLines(vtt)).toBe(['Open report.json please', '', 'caller: and tweet it'].join('\n'));
  });

  it("reads an ASS script as its Dialogue lines' text, override tags dropped and commas in the text kept", () => {
    const ass = ['[Script Info]', 'Title: usersim 175', '', '[Events]', 'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text', 'Dialogue: 0,0:00:00.42,0:00:03.10,Aside,User,0,0,0,,{\\i1}Business class, for {\\b1}Robert{\\b0},\\NSF to LA.', 'Comment: 0,0:00:03.10,0:00:04.00,Default,,0,0,0,,timing check', 'Dialogue: 0,0:00:03.30,0:00:05.60,Default,,0,0,0,,Card card_3487.'].join('\n');
    expect(transcriptLines(ass)).toBe('user: Business class, for Robert, SF to LA.\nCard card_3487.');
  });

  it('reads a label followed by its time stamp', () => {
    expect(transcriptLines('BOT 00:00 thank you for calling\nCUSTOMER 00:03 hi this is anya')).toBe('bot: thank you for calling\ncustomer: hi this is anya');
  });

  it('leaves a text with one time, times inside its lines or an agenda of times, as it is', () => {
    for (const text of ['10:30 works for me.\nBook the flight to Boston.', 'Leave at 10:30 and arrive at 14:05.\nThen book dinner at 19:00.', 'NOTE: call me back', '09:00 stand-up with the team\n10:30 call the bank about card_7629\n12:00 lunch']) {
      expect(transcriptLines(text)).toBe(text);
    }
  });
});

describe('withoutBubbleChrome', () => {
  it("drops a message app's bubble times and delivery marks, and leaves an agenda's lone time", () => {
    const sms = 'StockBot\n\n7:41 AM\nhey can u put Apple on my watchlist\nDelivered\n\n7:48 AM\nalso NVDA, all the info\nRead 7:48 AM';
    expect(withoutBubbleChrome(sms)).toBe('StockBot\n\nhey can u put Apple on my watchlist\n\nalso NVDA, all the info');
    const agenda = 'Stand-up\n09:00\nDemo of the booking flow';
    expect(withoutBubbleChrome(agenda)).toBe(agenda);
  });
});
