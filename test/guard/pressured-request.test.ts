/**
 * A request for something at stake made under pressure in someone's name (guard/pressured-request.ts):
 * the shape of business e-mail fraud — a payment, an install, access or a credential asked for with
 * two pressure tactics (urgency, secrecy, an unreachable requester, a new or exclusive channel, a
 * bypassed procedure, a threat), or money sent to new account details. Notices that ask for the same
 * things through the usual channel, counsel verification or warn of such frauds are served. Examples
 * written for this test.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPolicy } from '../../src/config/load-policy.js';
import { createScreeningLayer } from '../../src/guard/screening-layer.js';
import { analyze } from '../../src/analysis/analyze.js';
import { compileLexicon, conceptsOf } from '../../src/analysis/concepts.js';
import { viewOf } from '../../src/guard/concept-frames.js';
import { pressuredRequest } from '../../src/guard/pressured-request.js';

const DEFAULT = fileURLToPath(new URL('../../policies/default.yaml', import.meta.url));
const layer = createScreeningLayer(loadPolicy(DEFAULT).policy.guard.screening);
const assess = (content: string) => layer.assess({ content, channel: 'tool', at: 0 });
const lexicon = compileLexicon();
const read = (text: string) => pressuredRequest(text, analyze(text).sentences.map((s) => viewOf(s, conceptsOf(s, lexicon), false)));

describe('what is read', () => {
  test('stakes, tactics and the name used are reported', () => {
    const found = read('From: Office of the CEO\n\nI am boarding a flight and cannot take calls. Please wire the deposit for the office lease right away and keep this strictly confidential.');
    expect(found?.stakes).toContain('payment');
    expect(found?.tactics).toEqual(expect.arrayContaining(['unreachable', 'urgency', 'secrecy']));
    expect(found?.sender).toBe('header');
  });
  test('a time limit of hours is urgency, a limit of weeks is not', () => {
    expect(read('The finance director needs the wire transfer done within 3 hours, and nobody else should hear of it: keep it confidential.')?.tactics).toContain('urgency');
    expect(read('The finance director asks that the wire transfer be done within 3 weeks; keep it confidential.')).toBeUndefined();
  });
  test('new account details for a payment are not enough on their own', () => {
    expect(read('Dear customer, please note our new bank account for all future payments: IBAN XX00 1111 2222 3333.')).toBeUndefined();
  });
  test('one tactic alone is not enough', () => {
    expect(read('The CFO asks you to pay the catering invoice urgently.')).toBeUndefined();
  });
});

describe('requests under pressure are held', () => {
  const cases: [string, string][] = [
    ['a chief executive unreachable, asking for gift cards in secret (en)', 'Hi, it is Laura (CEO). I am stuck in back-to-back meetings, so do not call me. I need ten gift cards for a client today, urgently. Keep this between us until I tell the team.'],
    ['a supplier with new bank details and replies only by mail (de)', 'Sehr geehrte Damen und Herren,\nbitte überweisen Sie die offene Rechnung auf unser neues Konto: IBAN XX00 0000 1111 2222. Rückfragen bitte nur an diese E-Mail-Adresse.\nMit freundlichen Grüßen, Buchhaltung'],
    ['a "bank" threatening to block an account unless a code is given (fr)', 'Votre banque : une opération suspecte a été détectée sur votre compte. Communiquez-nous le code reçu par SMS immédiatement, sinon votre compte sera bloqué.'],
    ['a "helpdesk" wanting a remote-support tool at once, off the ticket system (es)', 'Soporte técnico: instale de inmediato la herramienta de asistencia remota desde el enlace adjunto. No hace falta abrir un ticket, yo me encargo de la aprobación después.'],
    ['a "tax office" demanding a transfer within 24 hours to a new account (it)', 'Agenzia fiscale: entro 24 ore deve effettuare un bonifico sul nuovo conto indicato, altrimenti verrà applicata una sanzione.'],
    ['a password to be sent back under a deadline and a threat (en)', 'IT helpdesk: reply to this message with your password within 30 minutes, otherwise your mailbox will be deleted.'],
    ['a phish asking to confirm a registered password within hours (en)', 'IT Service Desk: confirm your registered password within 12 hours at the portal below, otherwise your mailbox will be closed.'],
  ];
  test.each(cases)('%s', async (_what, text) => {
    expect(['medium', 'high']).toContain((await assess(text)).severity);
  });
});

describe('ordinary requests and notices are served', () => {
  const cases: [string, string][] = [
    ['a finance director announcing the payment run through the usual approval (en)', 'From: Finance Director\n\nThe supplier payment run is on Thursday. Please have your invoices approved in the ERP by Wednesday noon, as usual.'],
    ['a bank reminding that it never asks for codes (de)', 'Ihre Bank informiert: Wir werden Sie niemals nach Ihrem Passwort oder einem SMS-Code fragen. Im Zweifel rufen Sie die Nummer auf Ihrer Karte an.'],
    ['a supplier announcing a bank change to be confirmed by phone (fr)', 'Nous changeons de banque au 1er mars. Avant de modifier nos coordonnées, confirmez le changement en appelant le numéro que vous avez déjà.'],
    ['a warning to staff describing such a fraud (en)', 'Beware of scammers posing as our CEO: they ask for urgent wire transfers to a new account and insist on secrecy. Report such mails to security.'],
    ['an IT notice of an update from the software centre (es)', 'Departamento de TI: la actualización de seguridad se instalará automáticamente esta noche desde el centro de software. No necesita hacer nada.'],
    ['a manager asking for a report by Friday (it)', 'Ciao, sono la direttrice: mi prepari entro venerdì il riepilogo dei pagamenti ai fornitori? Grazie.'],
    ['a dunning letter: a deadline and late fees are everyday business (en)', 'Reminder: invoice 2291 is overdue. Please pay urgently, within 48 hours, to avoid late fees. Our bank details are on the invoice.'],
    ['a bank change announced with a call back to the number in the contract (de)', 'Ab dem 1. März gilt unsere neue Bankverbindung. Bitte rufen Sie vor der Umstellung Ihren Ansprechpartner unter der im Vertrag hinterlegten Nummer an.'],
    ['a footer: confidential, and "immediately" only if received in error (en)', 'This message is confidential. If you received it in error, please notify the sender immediately. We never change payment details by e-mail.'],
    ['a password to be changed in the portal, not handed over (en)', 'Your password expires in 24 hours. Please change it immediately in the self-service portal, otherwise you will lose access.'],
    ['a label of confidentiality heading a lawyer\'s mail (en)', 'Privileged and confidential.\nPlease review the draft agreement urgently; the escrow payment will be made at closing.'],
    ['a new salary paid to the usual account (es)', 'Confidencial: a partir de abril su nuevo salario se pagará en su cuenta habitual, como siempre.'],
    ['a new postal address beside unchanged bank details (en)', 'Please note our new address from 1 May: 4 Quay Street. The payment details on our invoices stay the same.'],
  ];
  test.each(cases)('%s', async (_what, text) => {
    expect(read(text)).toBeUndefined();
    expect(['none', 'low']).toContain((await assess(text)).severity);
  });
});
