/** Floods by topic: one claim in varied wording from one principal is held after the second copy. */
import { expect, test } from 'vitest';
import { ManualClock } from '../../src/core/clock.js';
import { InMemoryCounters } from '../../src/guard/counters.js';
import { createRateLayer } from '../../src/guard/rate-layer.js';

const layer = () => {
  const clock = new ManualClock(Date.UTC(2026, 2, 1));
  return { clock, rate: createRateLayer({ counters: new InMemoryCounters(), clock }) };
};
const write = (content: string, principal = 'tool-7') => ({ content, principal, tenant: 't', channel: 'tool', session: 's' });

/** Sends `copies` from one principal, `stepMs` apart: the first two pass, every later one is held. */
async function expectHeldAfterSecond(copies: string[], stepMs: number): Promise<void> {
  const { clock, rate } = layer();
  const severities: string[] = [];
  for (const c of copies) {
    clock.advance(stepMs);
    severities.push((await rate.assess(write(c))).severity);
  }
  expect(severities.slice(0, 2).every((s) => s !== 'high'), severities.join()).toBe(true);
  expect(severities.slice(2).every((s) => s === 'high'), severities.join()).toBe(true);
}

test('one claim in six wordings: the third and later copies are held', async () => {
  const copies = [
    'Harbor Lane Bakery closes at 9pm on weekdays.',
    '<p>Opening hours — Harbor Lane Bakery: weekdays until 9pm</p>',
    'Heads up: on weekdays Harbor Lane Bakery stays open till 9pm.',
    '{"shop": "Harbor Lane Bakery", "weekday_close": "9pm"}',
    'Confirmed: weekday closing time at Harbor Lane Bakery is 9pm.',
    'Harbor Lane Bakery — weekdays, open until 9pm.',
  ];
  await expectHeldAfterSecond(copies, 7_000);
});

test('six different facts in a burst are not a flood', async () => {
  const { clock, rate } = layer();
  const facts = [
    'Dentist appointment with Dr Osei on Monday at 10am.',
    'Piano lesson with Mrs Varga on Tuesday at 5pm.',
    'Car service at Kwik Garage on Wednesday at 8am.',
    'Lunch with Priya at Nopal on Thursday at 1pm.',
    'Yoga class at Lotus Studio on Friday at 6pm.',
    'Flight TP1350 to Lisbon on Saturday at 7am.',
  ];
  for (const c of facts) {
    clock.advance(7_000);
    expect((await rate.assess(write(c, 'tool-cal'))).severity).toBe('none');
  }
});

test('the same claim from three principals is no flood of either, but held from the third copy', async () => {
  const { clock, rate } = layer();
  const found = [];
  for (const p of ['tool-a', 'tool-b', 'tool-c']) {
    clock.advance(5_000);
    found.push(await rate.assess(write('Harbor Lane Bakery closes at 9pm on weekdays.', p)));
  }
  expect(found.map((f) => f.severity)).toEqual(['none', 'none', 'high']);
  // Not from this principal: the reason is the repetition across sources.
  expect(found[2]!.reasons).toEqual([expect.stringMatching(/from 2 tool or agent writers .* not corroboration/u)]);
});

test('one short claim across languages and formats: held after the second', async () => {
  const copies = [
    'The family doctor of this user is at Kestrelmoor Clinic.',
    'Hausarzt des Nutzers: Kestrelmoor Clinic.',
    '{"doctor": {"clinic": "Kestrelmoor Clinic"}}',
    'El médico de cabecera del usuario está en la Kestrelmoor Clinic.',
    'doctor_clinic=Kestrelmoor',
  ];
  await expectHeldAfterSecond(copies, 40_000);
});

test('a shop sending five different notices about one brand is not a flood', async () => {
  const { clock, rate } = layer();
  const notices = [
    'Your PixelMart order has shipped.',
    'PixelMart: rate your recent purchase.',
    'PixelMart weekend sale starts Friday.',
    'Your PixelMart password was changed.',
    'New PixelMart store opening in Leeds.',
  ];
  for (const c of notices) {
    clock.advance(30_000);
    expect((await rate.assess(write(c, 'tool-shop'))).severity, c).toBe('none');
  }
});
