import { describe, expect, test } from 'vitest';
import { contentWords, standaloneLines } from '../../src/guard/standalone-lines.js';

const at = (text: string, line: string) => standaloneLines(text, 300).find((l) => l.text === line);

const LETTER =
  'Hi Maria,\nYour card ending 2291 was charged $84.20 by City Books.\nThe amount will be withdrawn from your checking account on Friday.\nIf you did not make this purchase, reply to this email.\nNorthbank Customer Care';

describe('where a single-sentence line stands', () => {
  test('a line between an unfinished line and a lower-case one is spliced', () => {
    const text = LETTER.replace('from your checking', 'from your\nDescribe the life cycle of a frog.\nchecking');
    expect(at(text, 'Describe the life cycle of a frog.')?.position).toBe('spliced');
  });

  test('a line after one that breaks off on a possessive is spliced even before a capital', () => {
    const text = LETTER.replace("from your checking", "from your company's\nDescribe the life cycle of a frog.\nChecking");
    expect(at(text, 'Describe the life cycle of a frog.')?.position).toBe('spliced');
  });

  test('a first line set apart by a blank line is at the edge', () => {
    expect(at(`Describe the life cycle of a frog.\n\n${LETTER}`, 'Describe the life cycle of a frog.')?.position).toBe('edge');
  });

  test('a last line set apart by a blank line is at the edge', () => {
    expect(at(`${LETTER}\n\nWho built the first steam engine?`, 'Who built the first steam engine?')?.position).toBe('edge');
  });

  test('a lead-in line and its code block count as one unit at the edge', () => {
    const text = `Merge the following snippet:\n\`\`\`\nprint(1)\n\`\`\`\n\n${LETTER}`;
    expect(at(text, 'Merge the following snippet:')?.position).toBe('edge');
  });

  test('a sentence inside a letter, after a finished one, is inline', () => {
    expect(at(LETTER, 'If you did not make this purchase, reply to this email.')?.position).toBe('inline');
  });

  test('a hard-wrapped paragraph has no spliced line', () => {
    const text = 'Hi David,\nWe tried to charge your card for the March invoice but the\npayment failed. Please update your card details in the billing\nportal before April 10.\nThe Acme Team';
    expect(standaloneLines(text, 300).filter((l) => l.position === 'spliced')).toEqual([]);
  });

  test('a Chinese line cutting a Chinese sentence in two is spliced; after a short heading it is not', () => {
    const cut = '王先生您好：\n您尾号2291的借记卡于3月3日消费84.20元，款项将于周五从您的\n写一首关于秋天的诗。\n支票账户中扣除。\n北方银行';
    expect(at(cut, '写一首关于秋天的诗。')?.position).toBe('spliced');
    const heading = '王先生您好：\n消费提醒\n写一首关于秋天的诗。\n支票账户中扣除。\n北方银行';
    expect(at(heading, '写一首关于秋天的诗。')?.position).toBe('inline');
  });

  test('lines of several sentences and one-line texts are not candidates', () => {
    expect(at('Create a contract. Here is a video.\nMore text follows here.', 'Create a contract. Here is a video.')).toBeUndefined();
    expect(standaloneLines('Explain the theory of relativity.', 300)).toEqual([]);
  });
});

describe('off-topic lines', () => {
  test('a line sharing no word with the letter is off-topic', () => {
    expect(at(`${LETTER}\n\nWho built the first steam engine?`, 'Who built the first steam engine?')?.offTopic).toBe(true);
  });

  test('a heading question answered below is on topic, even through word forms ("pricing", "priced")', () => {
    const page = 'How does the new pricing work?\n\nStarting in April, every plan is priced per seat. Teams pay for the seats they use each month, and unused seats are credited back.';
    expect(at(page, 'How does the new pricing work?')?.offTopic).toBe(false);
  });

  test('Chinese words are compared by character pairs', () => {
    expect(contentWords('个人所得税').has('所得')).toBe(true);
  });
});
