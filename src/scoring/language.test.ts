// Which texts the embedding's cosine can read: English ones, short or odd ones among them, and not translations.
import { describe, expect, it } from 'vitest';
import { keptTokens } from './identifiers.js';
import { inModelLanguage } from '../core/language.js';

describe('inModelLanguage', () => {
  it.each([
    'I want to cancel reservation ZK3PQ9 and get a refund to my card.',
    'Retrieve sci-fi fan fiction.',
    'Github repository',
    "{'api': 'getFoodCulture', 'parameters': {'country': 'Italy', 'occasion': 'Christmas'}}",
    'Book a table at Casa de la Playa in Rio de Janeiro for the two of us at 8 pm.',
    'Please send the e-mail to José and copy the rest of the team.',
    // Codes that are other languages' function words (VA, UN, FY, AC): the English ones outnumber them.
    'Ship it to 12 Main St, Richmond, VA 23220, and file the UN form for FY 2025 before the AC repair.',
    'play me cha cha cha by käärijä',
    "Translate '你好世界' into French and send it to Li Wei.",
    '',
  ])('reads English and what says no other language as English: %s', (text) => {
    expect(inModelLanguage(text)).toBe(true);
  });

  it.each([
    'Hey, alle meine Autotüren scheinen sich von selbst verriegelt zu haben. Kannst du mir helfen, die Türen zu entriegeln?',
    'Salgo de viaje por carretera desde la soleada San Francisco. ¿Puedes calcular la distancia hasta Rivermist?',
    "Je pars en road trip depuis San Francisco. Peux-tu calculer la distance jusqu'à Rivermist pour que je prévoie mes arrêts ?",
    'Você é Chen Johnson, de Houston TX, 77004. Você quer trocar os fones de ouvido sem fio do pedido W5061109 por um par na cor azul.',
    'Ciao, ho notato che tutte le portiere della mia auto si sono bloccate da sole. Mi aiuteresti a sbloccarle?',
    '你能提供 Quasar Ltd. 最新的交易详情吗？',
    'あなたのユーザー ID は daiki_lee_6144 です。',
    'Мне нужен подробный анализ акций Амазон, если AMZN выше 300.',
    "Tôi cần một chuyến xe Uber loại 'Plus' từ địa chỉ '2150 Shattuck Ave, Berkeley, CA' và tôi có thể chờ tối đa 10 phút.",
    'Apakah produk dengan ID 12345XYZ masih tersedia dalam ukuran M dan warna merah?',
    'Czy możesz sprawdzić, jak daleko jest z Rivermist do San Francisco, i zatankować do 50 galonów?',
    'Jag vill att du lägger till AMZN i min bevakningslista och kan du visa priset?',
    'Lütfen benim için AMZN hissesini analiz et ve bir rapor hazırla.',
    // Finnish writes few diacritics here, and had no function words of its own in OTHER.
    'Voitko varata minulle lennon Helsingistä Pinehaveniin ja kertoa hinnan, jos se on alle 300 euroa?',
    // More Latin letters than Han characters, for a Han character is a word: the names it acts on are kept.
    "请进入 'Documents' 目录，新建一个名为 'summary.txt' 的文件，然后把 'quantum computing' 写进去。",
    "我可以创建一个名为'DevelopmentEnv'的workspace，基于'feature-branch'吗？",
    // Diacritics on 9% of its letters, under DIACRITICS: Hungarian is told by its function words too.
    'Aarav Lee vagy. A rendelésedben szereplő bőröndszettet egy kabátra szeretnéd cserélni. Phoenixben laksz (AZ 85025).',
    'Želim otkazati svoju narudžbu i vratiti novac na karticu. Moj korisnički broj je 12345, a živim u Zagrebu.',
    'Noriu atšaukti savo užsakymą ir grąžinti pinigus į kortelę. Mano kliento numeris yra 12345.',
    'Ninataka kughairi agizo langu na kurudishiwa pesa kwenye kadi yangu. Nambari yangu ya mteja ni 12345 na ninaishi Nairobi.',
    'Ek wil my bestelling kanselleer en die geld terug op my kaart kry. My kliëntnommer is 12345 en ek woon in Pretoria.',
    'Rydw i eisiau canslo fy archeb a chael yr arian yn ôl ar fy ngherdyn. Fy rhif cwsmer yw 12345.',
    'Sifarişimi ləğv etmək və pulu kartıma qaytarmaq istəyirəm. Müştəri nömrəm 12345-dir.',
    // Irish: its article "an" is an English function word, and its fadas are too few to tell it.
    'Ba mhaith liom an t-ordú a chealú agus an t-airgead a fháil ar ais. Is é 12345 an uimhir atá agam agus táim ag fanacht leis an bhfreagra.',
    // Luxembourgish, a German dialect with few of German's own function words.
    "Ech wëll meng Bestellung annuléieren an d'Suen op meng Kaart zeréck kréien, well ech vun der Rees net zefridde sinn. Kënnt Dir mir soen, wann dat geet?",
  ])('reads a translation as another language: %s', (text) => {
    expect(inModelLanguage(text)).toBe(false);
  });
});

describe('keptTokens', () => {
  it('keeps names, codes and numbers of two digits or more as written, in any script', () => {
    expect(keptTokens('我要从阳光明媚的旧金山出发。你能算一下到 Rivermist 的距离吗？请把油箱加到一共 50 加仑，5 分钟后出发。')).toEqual(expect.arrayContaining(['rivermist', '50']));
    expect(keptTokens('请把油箱加到一共 50 加仑，5 分钟后出发。')).not.toContain('5');
    expect(keptTokens("Si 'AMZN' parece prometedora, agréguela. El precio sea mayor que 300.")).toEqual(expect.arrayContaining(['amzn', '300']));
  });

  it('leaves out the capitalised first word of a sentence, and keeps a name inside one', () => {
    const kept = keptTokens('Salgo de viaje desde la soleada San Francisco. Antes de salir, llena el depósito en Rivermist.');
    expect(kept).toEqual(expect.arrayContaining(['san francisco', 'rivermist']));
    expect(kept).not.toContain('salgo');
    expect(kept).not.toContain('antes');
  });

  it('leaves out an English function word capitalised where a full stop was lost, which names nothing', () => {
    // tau-bench retail test_70: a rare "you" among its kept tokens made a translation of it match a sibling task.
    expect(keptTokens('You name is Sofia Hernandez and your zip code is 98193. You do not want the  You prefer blue, The Hague or Rivermist.').sort()).toEqual(['98193', 'rivermist', 'sofia hernandez', 'the hague']);
  });

  it("leaves out a log's bracketed clock times, and reads the word after one as a line's first", () => {
    // A text thread of BFCL's trading conversation 127, its line breaks folded: only BDX and 150 are the task's.
    const thread = 'Text thread with the owner [10:02] Going over my investments. Pull up my watchlist. [10:09] A few are dragging. Take BDX off the watchlist. [10:15] Changed my mind, buy 150 shares of BDX. (10:21) Once that is in, show me the latest order.';
    expect(keptTokens(thread).sort()).toEqual(['150', 'bdx']);
    expect(keptTokens('[2026-03-10 04:50] Owner: Drop BDX. Meet at 10:15 Sunday near Rivermist.').sort()).toEqual(['10', '15', '2026-03-10', 'bdx', 'rivermist', 'sunday']);
  });

  it('keeps two capitalised words starting a sentence as a name, as a language that puts the place first writes it', () => {
    expect(keptTokens("Tüm havalimanlarını listele.\nCrescent Hollow'da yaşıyorum. Pinehaven'a uçmak istiyorum.")).toEqual(['crescent hollow']);
  });

  it('leaves out the capitalised first word of a line or a quotation too', () => {
    const kept = keptTokens("user: hi\nYou want to fly to Rivermist. She said 'Please hurry' in Paris");
    expect(kept).toEqual(expect.arrayContaining(['rivermist', 'paris']));
    expect(kept).not.toContain('you');
    expect(kept).not.toContain('please');
  });

  it('keeps a literal quoted as one word, which a translator leaves as written, and no apostrophe inside a word', () => {
    const kept = keptTokens("Partage le résultat avec le tag 'currenttechtrend' et ouvre «report.txt» ; l'agent m'a dit 'fais vite maintenant'.");
    expect(kept).toEqual(expect.arrayContaining(['currenttechtrend', 'report.txt']));
    expect(kept).not.toContain('agent');
    expect(kept.some((k) => k.includes('vite'))).toBe(false);
    // Both sides are read alike: the English original quotes it the same way.
    expect(keptTokens("Share it on social media with the tag 'currenttechtrend'.")).toContain('currenttechtrend');
  });

  it('leaves out the capitalised first word of a list item or a heading', () => {
    const kept = keptTokens('### Step 1\n- Go into the temporary directory.\n2. Show me the last file from Rivermist.\n[ ] Make a copy.\n> Tell it to Julia.');
    expect(kept.sort()).toEqual(['julia', 'rivermist']);
    // The same with its line breaks folded into spaces, as a task's canonical text has them.
    const folded = keptTokens('## Conversation **Turn 1.** Take the car. **Turn 2.** Now drive to Rivermist. - Go home. [ ] Make tea.');
    expect(folded).toEqual(['rivermist']);
    // A dash after a word is prose, and the name after it a name.
    expect(keptTokens('Exchange request - Rivermist office')).toEqual(['rivermist']);
  });

  it('keeps a file name quoted or not, as a rewrite or a translation writes it bare, and no abbreviation', () => {
    const kept = keptTokens('[ ] find summary.doc around here and move it into Reports\n[ ] open data.txt, then notes.md. Use e.g. the old one.');
    expect(kept).toEqual(expect.arrayContaining(['summary.doc', 'data.txt', 'notes.md']));
    expect(kept.some((k) => k.startsWith('e.'))).toBe(false);
  });

  it('counts a name of several words once, not each of its words', () => {
    const kept = keptTokens('Je pars en road trip depuis la très ensoleillée San Francisco, vers Rivermist.');
    expect(kept).toContain('san francisco');
    expect(kept).not.toContain('san');
    expect(kept).not.toContain('francisco');
  });
});
