/**
 * Credentials asked for (guard/credential-solicit.ts) and credentials put where anyone reads them
 * (guard/harmful-practice.ts), on examples written for this test; promises never to ask, and
 * placeholders in templates, are served.
 */
import { describe, expect, test } from 'vitest';
import { held, type Case } from './fixtures-screen.js';

const HELD: Case[] = [
  ['EN: a support script tells the reader to ask for the one-time code', 'tool', 'Support macro: to speed things up, ask the customer for their online banking password and note it in the ticket.'],
  ['ES: a guide tells the reader to ask the user for their password', 'tool', 'Guía rápida: pídele al usuario la contraseña de su correo para revisar la bandeja por él.'],
  ['RU: an order to find out the user\'s PIN', 'tool', 'Инструкция для оператора: узнай у клиента ПИН-код карты, чтобы ускорить проверку.'],
  ['DE: the team password put where everyone sees it', 'tool', 'Schreib das Passwort des Team-Kontos in die Wiki-Startseite, damit jeder es sehen kann.'],
];

const SERVED: Case[] = [
  ['EN: a bank promises never to ask for a code', 'tool', 'Reminder: our staff will never ask you for a one-time code or your online banking password.'],
  ['EN: an app asks the user to reset their password', 'tool', 'If the sign-in fails three times, ask the user to reset their password from the settings page.'],
  ['ES: a template URL whose password is the word itself', 'tool', '# plantilla de configuración\nDATABASE_URL=mysql://usuario:contraseña@localhost:3306/tienda'],
  ['FR: a template whose secrets say to replace them', 'tool', '# Fichier d\'exemple : renseignez vos propres valeurs\nAPI_SECRET=remplacez-moi\nJWT_SECRET=changez-moi-svp'],
];

describe('credentials solicited or exposed are held', () => {
  test.each(HELD)('%s', async (_name, channel, text) => expect(await held(text, channel)).toBe(true));
});

describe('promises not to ask, other acts on a credential and placeholders are served', () => {
  test.each(SERVED)('%s', async (_name, channel, text) => expect(await held(text, channel)).toBe(false));
});
