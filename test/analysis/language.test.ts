import { describe, expect, it } from 'vitest';
import { analyze, languageOf, languagesOf } from '../../src/analysis/analyze.js';
import { stopwordsOf } from '../../src/analysis/stopwords.js';

// Sentences written for this test: what a note, a message or a record in each language says.
describe('the language of a text', () => {
  it.each([
    ['dan', 'Kunden har fået en ny tandlæge, og hun kommer til kontrol hver sjette måned.'],
    ['nob', 'Hun har flyttet til en ny leilighet og sykler til jobben hver dag nå.'],
    ['fin', 'Asiakas on vaihtanut pankkia ja hänen uusi osoitteensa on jo rekisterissä.'],
    ['est', 'Klient on vahetanud panka ja tema uus aadress on juba registris olemas.'],
    ['ces', 'Pacientka už nechodí k zubaři na Vinohradech, ale do nové ordinace.'],
    ['heb', 'הלקוחה עברה לדירה חדשה ליד התחנה והיא מגיעה לעבודה באופניים.'],
    ['cat', 'La clienta ja no viu a la ciutat i ara treballa en una escola del poble.'],
    ['rus', 'Она больше не работает в банке, теперь она учительница в школе у дома.'],
    ['lit', 'Klientė persikėlė į naują butą ir dabar į darbą važiuoja dviračiu.'],
    ['jpn', 'お客様は新しい住所に引っ越しました。今は自転車で通勤しています。'],
    ['kor', '고객님은 새 아파트로 이사했고 이제 자전거로 출근합니다.'],
    ['cmn', '她上个月搬到了新的公寓，现在每天骑自行车上班。'],
    ['por', 'A cliente mudou de banco e agora recebe o salário numa conta nova.'],
    ['spa', 'La paciente ya no vive en el centro; ahora tiene su consulta en otro barrio.'],
    ['nld', 'De klant is verhuisd en fietst nu elke dag naar haar werk in de haven.'],
    ['eng', 'She moved to a new flat last month and now cycles to work every day.'],
  ])('reads %s', (language, text) => {
    expect(languageOf(text)).toBe(language);
  });

  it('names the languages franc scores close after the one it reads', () => {
    const langs = languagesOf('Hun har flyttet til en ny leilighet og sykler til jobben hver dag nå.');
    expect(langs[0]).toBe('nob');
    expect(langs.length).toBeGreaterThan(1);
    expect(langs.length).toBeLessThanOrEqual(4);
  });

  it('gives one name to a language franc names two ways (Estonian, Nynorsk with Bokmål)', () => {
    expect(languagesOf('Klient on vahetanud panka ja tema uus aadress on juba registris olemas.')).not.toContain('ekk');
    expect(stopwordsOf('est').size).toBeGreaterThan(0);
    expect(stopwordsOf('lvs').size).toBeGreaterThan(0);
  });

  it('reads a note in a language of the function-word lists with that language’s negators', () => {
    // Danish "ikke" denies the diet only where the text is read as Danish.
    const a = analyze('Kunden spiser ikke kød og er vegetar, står der i hendes profil.', 0);
    expect(a.language).toBe('dan');
    expect(a.sentences[0].tokens.some((t) => t.lower === 'kød' && t.negated)).toBe(true);
  });

  it('says "und" where there is nothing to tell a language by', () => {
    expect(languageOf('12 34 56')).toBe('und');
  });
});
