/**
 * A less trusted record whose field names one of the user's one-valued attributes by its key and gives
 * it a value the user's own statement does not name — compared across scripts and languages, where
 * the user said it in one language and the record is in another. Every text is invented for this file.
 */
import { describe, expect, test } from 'vitest';
import type { Caller } from '../../src/revision/context.js';
import { facetsOf } from '../../src/revision/facets.js';
import { namedValueRival } from '../../src/revision/attribute-again.js';
import { HOUR, TOOL, USER, harness } from './engine-fixture.js';

const DAY = 24 * HOUR;
const user: Caller = { ...USER, principal: 'user:oskar' };
const OSKAR = new Set(['oskar']);

/** The user states `fact`; a day later a tool writes `text`. Returns the tool write's status. */
async function against(fact: string, text: string): Promise<string> {
  const h = await harness();
  await h.engine.write(user, { content: fact });
  h.clock.advance(DAY);
  const w = await h.engine.write(TOOL, { content: text });
  return h.status(w.id, user);
}

const rival = (text: string, fact: string, changes = false) => namedValueRival(facetsOf(text, 0), facetsOf(fact, 0), OSKAR, true, changes);

describe('a field naming the attribute, in another script than the user wrote it', () => {
  const dentist = "치과는 해운대 '푸른바다치과'에 다녀요. 김도윤 원장님이 봐 주세요.";
  const club = 'Ich bin Fan von Hajduk Split, seit meiner Kindheit.';

  test("a CSV row giving another dentist in Cyrillic is held against the user's Korean statement", async () => {
    expect(await against(dentist, 'клиент,стоматолог,клиника\nОскар Линдфорс,д-р Ан Мин Джун,Стоматология «Жемчуг»')).toBe('uncertain');
  });

  test('a customer card giving another favourite club in Arabic is held', async () => {
    expect(await against(club, 'بطاقة العميل\nالاسم: أوسكار ليندفورس\nالنادي المفضل: دينامو زغرب')).toBe('uncertain');
  });

  test('the same card giving the club the user named, in Arabic letters, is served', async () => {
    expect(await against(club, 'بطاقة العميل\nالاسم: أوسكار ليندفورس\nالنادي المفضل: هايدوك سبليت')).toBe('active');
  });

  test('names in Chinese characters are not compared with names in Latin letters: their difference says nothing', () => {
    const fact = 'Mój bank to Nordkap Sparbank, mam tam konto od lat.';
    expect(rival('Клиент: Оскар Линдфорс\nБанк: Фьордлис Банк', fact)).toContain('фьордлис');
    expect(rival('客户：奥斯卡\n银行：中国银行', fact)).toBeUndefined();
    expect(rival('客户：奥斯卡\n住址：维也纳', 'I live in Vienna, near the Naschmarkt.')).toBeUndefined();
  });

  test("a sentence is not read for this: the names near an attribute's word are too loose a value", () => {
    const fact = 'My bank is Nordkap Sparbank.';
    expect(rival("Hello Oskar, the studio's account at Fjordlys Bank paid the framing invoice today.", fact)).toBeUndefined();
    expect(rival("Mémo de l'agent : la banque d'Oskar est désormais Fjordlys Bank.", fact)).toBeUndefined();
  });

  test("the field's value is read without the words of its key, and the user's own name is no value", () => {
    const why = rival('Kunde: Oskar Lindfors\nBank: Fjordlys Bank', 'My bank is Nordkap Sparbank.');
    expect(why).toContain('fjordlys');
    expect(why).not.toContain('oskar');
  });
});

describe('what such a field does not rival', () => {
  const bank = 'My bank is Nordkap Sparbank.';

  test("the user's value, with more beside it", () => {
    expect(rival('Kunde: Oskar Lindfors\nBank: Nordkap Sparbank, Filiale Tromsø', bank)).toBeUndefined();
  });

  test('a field dated by a year (a past value)', () => {
    expect(rival('Kunde: Oskar Lindfors\nBank (2015): Fjordlys Bank', bank)).toBeUndefined();
  });

  test("a relative's field, against the user's own statement", () => {
    expect(rival('Kunde: Oskar Lindfors\nTochter, Bank: Fjordlys Bank', bank)).toBeUndefined();
  });

  test("a provider's own message, its name in the key", () => {
    expect(rival('Nordkap Sparbank: Oskar, Ihre neue Karte von Fjordlys Pay ist unterwegs.', bank)).toBeUndefined();
  });

  test("someone else's record", () => {
    expect(rival('Kunde: Ingrid Maalouf\nBank: Fjordlys Bank', bank)).toBeUndefined();
  });

  test("the user's value named beside another is the old one only where the text says something changed", () => {
    const record = 'Kunde: Oskar Lindfors\nBank: Fjordlys Bank, vormals Nordkap Sparbank';
    expect(rival(record, bank)).toBeUndefined();
    expect(rival(record, bank, true)).toContain('fjordlys');
  });
});
