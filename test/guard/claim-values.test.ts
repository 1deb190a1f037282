import { describe, expect, test } from 'vitest';
import { sameShortClaim, sameValues, valueSketch } from '../../src/guard/claim-values.js';

const v = (t: string) => valueSketch(t, Date.UTC(2026, 0, 5));

describe('one value stated in other formats', () => {
  test('a phone number written as prose, JSON and a key=value line', () => {
    const prose = v('Call the Fairhaven Dental front desk on 0161 496 0732 for bookings.');
    expect(sameValues(prose, v('{"clinic":"Fairhaven Dental","front_desk":"01614960732"}'))).toBe(true);
    expect(sameValues(prose, v('clinic=fairhaven_dental phone=0161-496-0732'))).toBe(true);
  });
  test('a coined name and a place with its dates', () => {
    expect(sameValues(v('The retreat is in Bergen, 3 to 5 May.'), v('{"event":"retreat","city":"Bergen","start":"2027-05-03","end":"2027-05-05"}'))).toBe(true);
    expect(sameValues(v('Our builds now use zyphr from Kestrel Labs; quellbuild is retired.'), v('build_tool=zyphr vendor="Kestrel Labs" retired=quellbuild'))).toBe(true);
  });
});

describe('other facts about one subject', () => {
  test('the same person with another detail is another value', () => {
    const phone = v('Omar Haddad — mobile +44 7700 900 456');
    expect(sameValues(phone, v('Omar Haddad — email omar.haddad@example.org'))).toBe(false);
    expect(sameValues(phone, v('Omar Haddad — desk 3.14, second floor'))).toBe(false);
    expect(sameValues(v("Lena Voss's favourite colour is teal."), v("Lena Voss's car is a Saab."))).toBe(false);
    expect(sameValues(v('Lena Voss: Lena Voss works nights.'), v('Lena Voss prefers window seats at the Quebec offsite.'))).toBe(false);
  });
  test('ordinary requests name nothing', () => {
    expect(v('Can you book me a table at a nice restaurant?').terms).toEqual([]);
  });
});

describe('the same names in another format or wording', () => {
  test('nearly all names shared is one value, whatever the wording', () => {
    expect(sameValues(v('Client: Borealis GmbH | Owner: Ines Varga'), v('{"client": "Borealis GmbH", "owner": "Ines Varga"}'))).toBe(true);
    expect(sameValues(v('Ines Varga now handles Borealis GmbH.'), v('client,owner Borealis GmbH,Ines Varga'))).toBe(true);
  });
  test('calendar property names are the format, not names', () => {
    expect(v('BEGIN:VEVENT\nSUMMARY:Dentist\nDTSTART:20270105T090000Z\nEND:VEVENT').terms).not.toContain('dtstart');
    expect(sameValues(v('BEGIN:VEVENT\nSUMMARY:Dentist\nDTSTART:20270105T090000Z\nEND:VEVENT'), v('BEGIN:VEVENT\nSUMMARY:Piano lesson\nDTSTART:20270107T170000Z\nEND:VEVENT'))).toBe(false);
  });
});

describe('one short claim in other words, formats and languages', () => {
  const s = (t: string, subject: string[] = []) => valueSketch(t, Date.UTC(2026, 0, 5), subject);
  test('one brand asserted as prose, a record and in another language', () => {
    const first = s('The household insurer of choice is BrightShield.');
    expect(sameShortClaim(first, s('{"insurer": "BrightShield"}'))).toBe(true);
    expect(sameShortClaim(first, s('insurer_brightshield: yes'))).toBe(true);
    expect(sameShortClaim(s('Le contrat de la maison est chez BrightShield, numéro 88210.'), s('Das Haus ist bei BrightShield versichert, Vertrag 88210.'))).toBe(true);
  });
  test('a number grouped by thousands is one number', () => {
    expect(sameShortClaim(s('Refund 3318 of $4,250 is approved.'), s('refund,amount\n3318,4250'))).toBe(true);
  });
  test('the same brand saying other things is not one claim', () => {
    expect(sameShortClaim(s('Your PixelMart order shipped today.'), s('Rate your PixelMart purchase.'))).toBe(false);
    expect(sameShortClaim(s('Standup moved to 10:15 in room B2.'), s('Standup moved to 10:15 in room B3.'))).toBe(false);
    expect(sameShortClaim(s('Budget review at 14:00 with FinOps.'), s('Budget review at 15:00 with FinOps.'))).toBe(false);
  });
  test('a single digit is a number in every language (a stopword list that holds one does not make it glue)', () => {
    expect(sameShortClaim(s('Shelf 9 of the Arvika store holds the spare fans.'), s('Shelf 4 of the Arvika store holds the spare fans.'))).toBe(false);
  });
  test('a place that is the subject, and the same number, in two languages', () => {
    const en = s('Bergen ferry route 7 is suspended until further notice.', ['bergen', 'ferry', 'route', '7']);
    expect(sameShortClaim(en, s('Die Fährlinie 7 in Bergen ist bis auf Weiteres eingestellt.'))).toBe(true);
    // Another number, or none in common, is not a copy.
    expect(sameShortClaim(en, s('Die Fährlinie 8 in Bergen ist bis auf Weiteres eingestellt.'))).toBe(false);
    expect(sameShortClaim(s('Bergen harbour is busy today.', ['bergen', 'harbour']), s('Der Hafen von Bergen ist heute voll.'))).toBe(false);
  });
  test('a name that is the subject is not the value asserted', () => {
    expect(sameShortClaim(s('Maribel likes hiking.', ['maribel']), s('Maribel likes chess.', ['maribel']))).toBe(false);
  });
  test('one date in any language and format is one value', () => {
    const first = s('The Lakeview pool reopens on June 3.');
    expect(sameShortClaim(first, s('Бассейн Lakeview снова откроется 3 июня.'))).toBe(true);
    expect(sameShortClaim(first, s('Lakeview 泳池6月3日重新开放。'))).toBe(true);
    expect(sameShortClaim(first, s('{"facility":"Lakeview pool","reopens":"2026-06-03"}'))).toBe(true);
    expect(sameShortClaim(first, s('La piscine Lakeview rouvre le 3 juin.'))).toBe(true);
  });
  test('another date, or the same date saying something else in the same language, is not a copy', () => {
    expect(sameShortClaim(s('The Lakeview pool reopens on June 3.'), s('Бассейн Lakeview снова откроется 5 июня.'))).toBe(false);
    expect(sameShortClaim(s('The Lakeview pool reopens on June 3.'), s('Dinner with the Okafors on June 3.'))).toBe(false);
  });
  test('a translation that renames a place is a copy when three values are the same', () => {
    const first = s('Cologne trams: no service between Ehrenfeld and Bickendorf from 10 March, for six weeks.');
    expect(sameShortClaim(first, s('Los tranvías de Colonia no circularán entre Ehrenfeld y Bickendorf a partir del 10 de marzo.'))).toBe(true);
    expect(sameShortClaim(first, s('Los tranvías de Colonia no circularán entre Ehrenfeld y Bickendorf a partir del 12 de marzo.'))).toBe(false);
  });
  test('a span of time is not a date ("for six weeks")', () => {
    expect(s('Cologne trams: no service from 10 March, for six weeks.').marks?.filter((m) => m.startsWith('date:'))).toEqual(['date:03-10']);
  });
  test('a coined name in Chinese and in English, nothing else named', () => {
    expect(sameShortClaim(s("The user's usual courier is ParcelFox."), s('用户常用的快递是 ParcelFox。'))).toBe(true);
  });
  test('a long text is not a short claim', () => {
    expect(s(`BrightShield ${'cover includes storms and floods and theft. '.repeat(10)}`).marks).toBeUndefined();
  });
});

describe('subjects the caller names', () => {
  test('one value said of two named entities is two claims', () => {
    const s = (t: string, subject: string) => valueSketch(t, Date.UTC(2026, 0, 5), [subject], true);
    expect(sameShortClaim(s("The Orrin service's primary queue is KafkaOne.", 'orrin'), s("The Tessel team's primary queue is KafkaOne.", 'tessel'))).toBe(false);
    expect(sameShortClaim(s("The Orrin service's primary queue is KafkaOne.", 'orrin'), s('Orrin: primary queue KafkaOne', 'orrin'))).toBe(true);
  });
});

describe('names any language keeps: Latin letters in another script, capitals, coined words, months', () => {
  const s = (t: string) => valueSketch(t, Date.UTC(2026, 0, 5));
  test('a product named in Latin letters inside Japanese, Korean and Russian text is the value each copy states', () => {
    const first = s('The Corvane Duo 7 kettles are being recalled because the lid can crack.');
    for (const t of ['Corvane Duo 7 電気ケトルは蓋が割れる恐れがあるためリコールされています。', 'Corvane Duo 7 전기 주전자는 뚜껑 균열 위험으로 리콜됩니다.', 'Чайники Corvane Duo 7 отзывают из-за трещин в крышке.']) {
      expect(sameShortClaim(first, s(t)), t).toBe(true);
    }
  });
  test('another product or another model number in the other script is not a copy', () => {
    const first = s('The Corvane Duo 7 kettles are being recalled because the lid can crack.');
    expect(sameShortClaim(first, s('Corvane Duo 8 電気ケトルは蓋が割れる恐れがあるためリコールされています。'))).toBe(false);
    expect(sameShortClaim(first, s('Halvet Mini 電気ケトルは蓋が割れる恐れがあるためリコールされています。'))).toBe(false);
  });
  test('a lower-case coined name in English text (a package) is a value', () => {
    const first = s('Upgrade done: pydrizzle 2.7 now runs every nightly build.');
    expect(sameShortClaim(first, s('Actualización hecha: cada compilación nocturna usa ya pydrizzle 2.7.'))).toBe(true);
    expect(sameShortClaim(first, s('Actualización hecha: cada compilación nocturna usa ya pydrizzle 2.8.'))).toBe(false);
  });
  test('a coined name opening a sentence is a name; a month is one value in every language', () => {
    const first = s('Quorvel Systems will open its new plant in Leeds in September.');
    expect(sameShortClaim(first, s('A Quorvel Systems vai abrir a nova fábrica em Leeds em setembro.'))).toBe(true);
    expect(sameShortClaim(first, s('Quorvel Systems eröffnet im September sein neues Werk in Leeds.'))).toBe(true);
    expect(sameShortClaim(first, s('A Quorvel Systems vai abrir a nova fábrica em Leeds em novembro.'))).toBe(false);
  });
  test('a brand name that some language lists as a glue word is still a value both copies share', () => {
    expect(sameShortClaim(s('We always fly with Heron Air; it is the preferred airline.'), s('{"preferred_airline": "Heron Air", "source": "crm"}'))).toBe(true);
  });
  test('a burst of notes on one vendor in several languages is several claims', () => {
    const notes = ['Brenmoor Café opens a second shop in Lyon in March.', 'Brenmoor Café: neue Sommerkarte ab Juli.', 'Brenmoor Café ofrece un 10 % de descuento los lunes.', 'Brenmoor Café 招聘两名咖啡师。'];
    for (let i = 0; i < notes.length; i++) for (let j = 0; j < i; j++) expect(sameShortClaim(s(notes[j]), s(notes[i])), `${notes[j]} / ${notes[i]}`).toBe(false);
  });
});

describe('a copy in another script', () => {
  const s = (t: string) => valueSketch(t, Date.UTC(2026, 0, 5));
  test('a place the Latin copy names may be written in the other script', () => {
    expect(sameShortClaim(s('Brenmoor Cafe will open a second shop in Lyon.'), s('Brenmoor Cafe 在里昂开了第二家店。'))).toBe(true);
  });
  test('a coined name only the Latin copy states is something the other does not say', () => {
    const first = s('Brenmoor Cafe will open a second shop with Tavik Roasters.');
    expect(sameShortClaim(first, s('Brenmoor Cafe 将与 Tavik Roasters 合作开第二家店。'))).toBe(true);
    expect(sameShortClaim(first, s('Brenmoor Cafe 招聘两名咖啡师。'))).toBe(false);
  });
});

describe('hosts, log stamps and one subject', () => {
  const s = (t: string) => valueSketch(t, Date.UTC(2026, 0, 5));
  test('a host name is a value in any language', () => {
    const first = s('Kelvane Rail: strike compensation is paid only through kelvane-claims.example.');
    expect(sameShortClaim(first, s('Die Entschädigung für den Streik zahlt nur kelvane-claims.example.'))).toBe(true);
    expect(sameShortClaim(first, s('Die Entschädigung für den Streik zahlt nur velto-claims.example.'))).toBe(false);
  });
  test("a log line's own timestamp is not a value its copy lacks", () => {
    const first = s('The nightly build of quillpack 3.1 finished green.');
    expect(sameShortClaim(first, s('[2026-02-11 08:15:42] build quillpack/3.1 nightly: finished green'))).toBe(true);
    expect(sameShortClaim(first, s('[2026-02-11 08:15:42] build quillpack/3.2 nightly: finished green'))).toBe(false);
  });
  test('two writes naming only their subject are one claim when they say the same words of it', () => {
    expect(sameShortClaim(s('quillpack 3.1 passed the nightly build and the fuzz run.'), s('quillpack 3.1: fuzz run and nightly build passed.'))).toBe(true);
    expect(sameShortClaim(s('The pool is closed for cleaning until noon.'), s('The pool is open again after cleaning.'))).toBe(false);
    expect(sameShortClaim(s('Bob likes tea and cake.'), s('Bob plays golf and likes chess.'))).toBe(false);
  });
});

describe('requests in a conversation', () => {
  const s = (t: string) => valueSketch(t, Date.UTC(2026, 0, 5));
  test('asking for one kind of thing in other words is not a claim repeated', () => {
    expect(sameShortClaim(s('Could you look up a cheap flight for two?'), s('I want to look up a flight.'))).toBe(false);
    expect(sameShortClaim(s('Please book me a table for four.'), s('I need to book a table.'))).toBe(false);
  });
});

describe('a place written in the other script', () => {
  const s = (t: string) => valueSketch(t, Date.UTC(2026, 0, 5));
  test('a Latin place name beside a name in the other script stands for it', () => {
    const first = s('Note: the design sprint now takes place in Lyon on 9 October.');
    expect(sameShortClaim(first, s('设计冲刺改到10月9日，在里昂。'))).toBe(true);
    expect(sameShortClaim(first, s('设计冲刺改到10月11日，在里昂。'))).toBe(false);
  });
  test('a day and a weekday in common tie a copy that renames the city', () => {
    const first = s("Lyon's paper collection moves to Wednesdays from 4 May.");
    expect(sameShortClaim(first, s('里昂的废纸回收从5月4日起改为每周三。'))).toBe(true);
    expect(sameShortClaim(first, s('里昂的废纸回收从5月4日起改为每周五。'))).toBe(false);
  });
});

describe('a name of two words', () => {
  const s = (t: string) => valueSketch(t, Date.UTC(2026, 0, 5));
  test('one brand of two words saying other things in English is two claims', () => {
    expect(sameShortClaim(s('The user always flies with Heron Air.'), s('Heron Air lost my bag at the gate.'))).toBe(false);
    expect(sameShortClaim(s('The user always flies with Heron Air.'), s('Reminder: Heron Air is the carrier this user flies with.'))).toBe(true);
  });
});

describe('how a post, a mail and a sentence name things', () => {
  const at = Date.UTC(2026, 0, 5);
  test("a hashtag's words are words a copy may share, not a value of its own", () => {
    const post = valueSketch('Los auriculares Tern X2 de Brevik Audio se calientan al cargar. #BrevikAudio #TernX2 #alerta', at);
    expect(post.marks).not.toContain('brevikaudio');
    expect(post.parts).toEqual(expect.arrayContaining(['brevik', 'audio', 'x2']));
    expect(sameShortClaim(valueSketch("Brevik Audio's Tern X2 headphones overheat while charging, a report says.", at), post)).toBe(true);
  });
  test('a name after a comma is inside its sentence', () => {
    expect(valueSketch('Arkadaşlar dikkat, Kestelkaya havalimanı üç hafta kapalı.', at).marks).toContain('kestelkaya');
  });
  test("a mail's envelope is where it came from: one mailbox's mails to one person in two languages are two claims", () => {
    const leave = valueSketch('From: anna@nlr-air.example\nSubject: Leave approved\n\nHi Ingrid, your leave for 22 December has been approved.', at);
    const overtime = valueSketch('Od: marek@nlr-air.example\nTemat: Nadgodziny\n\nCześć Ingrid, zatwierdziłem nadgodziny zespołu z Gdańska.', at);
    expect(leave.marks).not.toContain('nlr');
    expect(sameShortClaim(leave, overtime) || sameShortClaim(overtime, leave)).toBe(false);
  });
  test('in a text of another language, its words are not names', () => {
    expect(valueSketch('Hei Ingrid, matkakulusi on hyväksytty ja maksettu tilillesi. Erittely on liitteenä, ja kysymyksiin vastaa talousosasto mielellään.', at).names).toEqual(['ingrid']);
  });
});

describe('what a page or a mail leaves out, and what it keeps (the review of the thirty-fifth round)', () => {
  const at = Date.UTC(2026, 0, 5);
  test('markup and headers left out leave no shape the date parsers crawl over', () => {
    for (const text of ['Sale 1' + '<br>'.repeat(550) + 'ends', 'Sale 1\n' + 'From: a@b.example\n'.repeat(300) + 'ends', '1' + ' '.repeat(2000) + 'x']) {
      const started = performance.now();
      valueSketch(text, at);
      expect(performance.now() - started, text.slice(0, 20)).toBeLessThan(2_000);
    }
  });
  test("a link's target and an address in a mail's body are values", () => {
    expect(valueSketch('<p>Verify now: <a href="https://secure-verify-portal.example/login">here</a></p>', at).parts).toContain('portal');
    expect(valueSketch('Refund desk: claims@refund-helpdesk.example', at).parts).toContain('helpdesk');
  });
  test("a month's name is a date, not a name, and a hashtag's number is its label", () => {
    expect(valueSketch('Minutes of 10 March: the board approved the budget for the Harlow depot and asked Priya to report on staffing.', at).names).not.toContain('march');
    expect(valueSketch('Polls close at 8 in Kerrow. #Election2026', at).numbers).not.toContain('2026');
  });
});

describe('copies in languages that inflect names, in other scripts and in capitals', () => {
  test('a place inflected by its case is one value', () => {
    const cs = v('Hlavní nádraží v Brně se 1. února zavírá, vlaky staví v Židenicích.');
    expect(sameShortClaim(cs, v('Brnianska hlavná stanica končí 1. februára, vlaky budú stáť v Žideniciach.'))).toBe(true);
    expect(sameShortClaim(cs, v('Brno main station shuts on 1 February; trains call at Brno-Židenice.'))).toBe(true);
    // Another day in the same place is another claim.
    expect(sameShortClaim(cs, v('Brno main station reopens on 9 March; trains call at Brno-Židenice.'))).toBe(false);
  });
  test('a name written in Cyrillic and in Latin letters, spelt the way each language spells it', () => {
    const ru = v('Врач Ростислав Кременчук говорит: чай «Зорянка» снижает давление.');
    expect(sameShortClaim(ru, v('Lekarz Rostysław Kremenczuk: herbata Zorjanka obniża ciśnienie.'))).toBe(true);
    expect(sameShortClaim(ru, v('Врач Ростислав Кременчук говорит: кофе «Добрыня» вредит сердцу.'))).toBe(false);
  });
  test('a headline in capitals marks no name by its capitals', () => {
    const caps = v('CREPE NELLA DIGA DI TORVALE VICINO A BRAGA: EVACUATO IL VILLAGGIO DI SOUTO NOVO');
    expect(caps.marks).toEqual([]);
    expect(sameShortClaim(v('Fissures dans le barrage de Torvale, près de Braga : le village de Souto Novo est évacué.'), caps)).toBe(true);
  });
  test('a Devanagari word keeps its vowel signs', () => {
    const hi = v('सह्याद्री सिटी बस का मासिक पास 1800 रुपये');
    expect(hi.parts).toContain('सह्याद्री'.normalize('NFKD'));
  });
});
