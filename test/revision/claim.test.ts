import { describe, expect, test } from 'vitest';
import { parseClaim, splitQuestion } from '../../src/revision/claim.js';

describe('keys: same property, different value', () => {
  test('"Q: who is X? A: Y" and "Q: who is X? A: Z" share a key', () => {
    const a = parseClaim('Q: who is the governor of the Central Bank of Nigeria? A: Godwin Emefiele');
    const b = parseClaim('Q: who is the governor of the Central Bank of Nigeria? A: Olayemi Cardoso');
    expect(a.key).not.toBe('');
    expect(a.key).toBe(b.key);
    expect(a.value).not.toBe(b.value);
  });

  test('a question with a different question has a different key', () => {
    const a = parseClaim('Q: who is the governor of the Central Bank of Nigeria? A: Godwin Emefiele');
    const b = parseClaim('Q: who is the president of Nigeria? A: Bola Tinubu');
    expect(a.key).not.toBe(b.key);
  });

  test('"Suits\'s genre is legal drama." and "Suits\'s genre changed to political drama." share a key', () => {
    const a = parseClaim("Suits's genre is legal drama.");
    const b = parseClaim("Suits's genre changed to political drama.");
    expect(a.key).not.toBe('');
    expect(a.key).toBe(b.key);
    expect(a.value).not.toBe(b.value);
  });

  test('"changed to" is a correction cue and a plain copula is not', () => {
    expect(parseClaim("Suits's genre changed to political drama.").cue).toBe(true);
    expect(parseClaim("Suits's genre is legal drama.").cue).toBe(false);
  });

  test('"用户偏好安静环境" and "用户偏好热闹环境" share a key', () => {
    const a = parseClaim('用户偏好安静环境');
    const b = parseClaim('用户偏好热闹环境');
    expect(a.key).not.toBe('');
    expect(a.key).toBe(b.key);
    expect(a.value).not.toBe(b.value);
  });

  test('a Chinese memory about the user has the user as its subject', () => {
    expect(parseClaim('用户偏好安静环境').subject).toBe(parseClaim('The user prefers quiet places').subject);
  });

  test('"Paul\'s occupation is missionary." and "Paul\'s religion is Judaism." have different keys but the same subject', () => {
    const a = parseClaim("Paul's occupation is missionary.");
    const b = parseClaim("Paul's religion is Judaism.");
    expect(a.key).not.toBe('');
    expect(b.key).not.toBe('');
    expect(a.key).not.toBe(b.key);
    expect(a.subject).not.toBe('');
    expect(a.subject).toBe(b.subject);
  });

  test('first-person and "the user" phrasings share a key', () => {
    expect(parseClaim('My favourite colour is blue').key).toBe(parseClaim("The user's favourite colour is red").key);
  });

  test('English verb phrasings put the verb in the key', () => {
    const lives = parseClaim('The user lives in Shanghai');
    expect(lives.key).toBe(parseClaim('The user lives in Beijing').key);
    expect(lives.key).not.toBe(parseClaim('The user works at Acme').key);
  });
});

describe('explicit subject', () => {
  test('an explicit subject overrides the derived one', () => {
    const c = parseClaim("Paul's occupation is missionary.", 'Paul of Tarsus');
    expect(c.subject).not.toBe(parseClaim("Paul's occupation is missionary.").subject);
    expect(c.subject).toBe(parseClaim('Q: x? A: y', 'Paul of Tarsus').subject);
    expect(c.key.startsWith(`${c.subject}|`)).toBe(true);
  });

  test('two memories with the same explicit subject and property share a key', () => {
    const a = parseClaim('Its genre is legal drama.', 'Suits (TV series)');
    const b = parseClaim('Its genre is political drama.', 'Suits (TV series)');
    expect(a.key).not.toBe('');
    expect(a.key).toBe(b.key);
  });
});

describe('values, cues and negation', () => {
  test('the value is what is said about the key', () => {
    expect(parseClaim('The user lives in Shanghai').value).toContain('shanghai');
    expect(parseClaim('The user lives in Shanghai').key).not.toContain('shanghai');
  });

  test.each(['Actually, the user lives in Beijing', 'The user no longer lives in Shanghai', 'The user switched to tea', '其实用户喜欢咖啡', '用户改成喜欢咖啡', '用户不再喜欢茶'])(
    '"%s" carries a correction cue',
    (text) => {
      expect(parseClaim(text).cue).toBe(true);
    },
  );

  test('a leading cue word does not become part of the key', () => {
    expect(parseClaim('Actually, the user lives in Beijing').key).toBe(parseClaim('The user lives in Shanghai').key);
  });

  test('"no longer" and "不再" negate the claim', () => {
    expect(parseClaim('The user no longer lives in Shanghai').negated).toBe(true);
    expect(parseClaim('用户不再喜欢茶').negated).toBe(true);
    expect(parseClaim('The user lives in Shanghai').negated).toBe(false);
  });

  test('an "as of" clause becomes the event time, not part of the value', () => {
    const c = parseClaim("Springfield's population is 30000 (as of 2020).");
    expect(c.eventTime).toBe(Date.UTC(2020, 0, 1));
    expect(c.value).not.toContain('2020');
  });

  test('text with no property has no key', () => {
    expect(parseClaim('swamped today').key).toBe('');
  });
});

describe('questions and answers', () => {
  test('"Question: … Answer: …", "The answer to … is …" and a bare "question? answer." have the key of "Q: … A: …"', () => {
    const qa = parseClaim('Q: Who was born first, Erika Jayne or Marco Da Silva? A: Erika Jayne');
    expect(parseClaim('Question: Who was born first, Erika Jayne or Marco Da Silva? Answer: Erika Jayne').key).toBe(qa.key);
    expect(parseClaim('The answer to "Who was born first, Erika Jayne or Marco Da Silva?" is Erika Jayne.').key).toBe(qa.key);
    const bare = parseClaim('Who was born first, Erika Jayne or Marco Da Silva? Erika Jayne.');
    expect(bare.key).toBe(qa.key);
    expect(bare.value).toBe(qa.value);
  });

  test('splitQuestion keeps the question and the answer as written', () => {
    expect(splitQuestion('Where are Teide National Park and Garajonay National Park located? Canary Islands, Spain.')).toEqual({
      question: 'Where are Teide National Park and Garajonay National Park located',
      answer: 'Canary Islands, Spain',
    });
  });

  test('small talk with a question mark is no question and answer', () => {
    for (const text of [
      'Wow, did you make that? It looks so real!',
      'Can you find any other hotels? I prefer four - star hotel.',
      'Is it cheap over there? Also give me their address',
      'This quote kept me positive through tough times. We all need a push sometimes, right? Even made a tattoo.',
      'What else is there? It doesn\'t have to be direct.',
    ]) {
      expect(splitQuestion(text), text).toBeUndefined();
    }
  });
});

describe('cues of change in other languages', () => {
  test('"now", "sold", "instead" said in German, Spanish, Dutch or Russian is a cue; the same fact without one is not', () => {
    expect(parseClaim('Wir wohnen jetzt in Leipzig.').cue).toBe(true);
    expect(parseClaim('Vendimos el Seat; ahora conduzco un Cupra.').cue).toBe(true);
    expect(parseClaim('We hebben de fiets verkocht.').cue).toBe(true);
    expect(parseClaim('Теперь я живу в Казани.').cue).toBe(true);
    expect(parseClaim('Ich wohne in Leipzig.').cue).toBe(false);
  });
  test('in an English text those words are not read as cues', () => {
    expect(parseClaim('Nu bikes to work on Mondays.').cue).toBe(false);
  });
});

describe('Chinese: someone introduced with 有', () => {
  test('the verb after them says something of them, not of the speaker', () => {
    const c = parseClaim('我有一个妹妹叫小雨。');
    expect(c.subject).not.toBe('user');
    expect(c.key).not.toBe('user|name');
    expect(c.firstPerson).toBe(true);
    expect(parseClaim('我叫林晓。').key).toBe('user|name');
  });
});

describe('a change said in another language', () => {
  test('verbs and phrases of change in the helpers\' lexicon are a cue; a plain statement is not', () => {
    expect(parseClaim('Vi flyttade till Malmö i våras.').cue).toBe(true);
    expect(parseClaim("Geçen ay İzmir'e taşındık.").cue).toBe(true);
    expect(parseClaim('先月、大阪に転勤しました。').cue).toBe(true);
    expect(parseClaim('Vi bor i Malmö.').cue).toBe(false);
    expect(parseClaim('大阪に住んでいます。').cue).toBe(false);
  });
});

describe('review fixes', () => {
  test('a comma ends what 有 introduces: the next clause is the speaker\'s again', () => {
    expect(parseClaim('我有一辆车，住在上海。').subject).toBe('user');
  });

  test('a Czech masculine past form written as a bare stem is a cue; so is a French phrase with a typographic apostrophe', () => {
    expect(parseClaim('Přestěhoval jsem se do Brna.').cue).toBe(true);
    expect(parseClaim('Je n’ai plus de voiture.').cue).toBe(true);
  });
});
