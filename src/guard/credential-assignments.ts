/**
 * Credentials given a value in a write, whatever their shape: `DB_PASSWORD=…`,
 * `api_key: …`, `"client_secret": "…"`, "the wifi password is …", "密码是…", and URLs carrying a
 * password (`scheme://user:pass@host`). Known token formats are secretlint's job; this finds the
 * ones only their name gives away. A name alone (docs naming `GITHUB_TOKEN`), a placeholder
 * (`<your-token>`, `****`, `${VAR}`, `changeme`), a reference (`process.env.X`, `getpass()`), a
 * type (`string`, `true`) or a plain word is not a value.
 */

/** One credential value found: its span in the text and its kind. */
export interface CredentialSpan {
  start: number;
  end: number;
  kind: 'password' | 'credential' | 'url_password';
}

/** Cheap test before any of the patterns run: no credential word, no `://…@`, nothing to find. */
const HINT = /pass|pwd|secret|token|key|auth|credential|\bpin\b|otp|one-time|密码|口令|密钥|令牌|验证码|contrase|clave|senha|passwort|kennwort|mot de passe|пароль|пин|パスワード|暗証|비밀번호|인증번호|wachtwoord|hasło|şifre|:\/\//iu;

/** `name = value`, `name: value`, `"name": "value"` with an identifier-like name (bounded parts: linear). */
const ASSIGNMENT = /(?<![\w.-])(["']?)([A-Za-z][\w.-]{0,63})\1[ \t]{0,3}(?::=|=>|=|:|：)[ \t]{0,3}(?:"([^"\n]{0,256})"|'([^'\n]{0,256})'|`([^`\n]{0,256})`|([^\s"'`,;]{1,256}))/gu;
/** A scheme word before the credential in a header value (`Authorization: Bearer …`). */
const AUTH_SCHEMES = new Set(['bearer', 'basic', 'token', 'bot', 'digest', 'apikey']);
const NEXT_VALUE = /[ \t]+([^\s"'`,;]{1,256})/y;

/** Last part of a name that makes it a password. */
const PASSWORD_HEADS = new Set(['password', 'passwd', 'pwd', 'passphrase', 'passcode', 'pass']);
/** Last part of a name that makes it another credential. */
const CREDENTIAL_HEADS = new Set(['secret', 'token', 'credential', 'credentials', 'authorization', 'auth', 'apikey', 'secretkey', 'accesskey', 'privatekey', 'authtoken', 'accesstoken', 'refreshtoken', 'clientsecret', 'appsecret', 'sessiontoken']);
/** `<this>_key`: a key that is a credential (not a keyboard key, a map key or a sort key). */
const KEY_QUALIFIERS = new Set(['api', 'access', 'secret', 'private', 'signing', 'encryption', 'master', 'license', 'account', 'service', 'subscription', 'app', 'client', 'auth', 'ssh', 'deploy', 'webhook']);

/** The credential kind a name gives its value, or undefined. */
export function credentialName(name: string): CredentialSpan['kind'] | undefined {
  const parts = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[_.-]+/u).filter(Boolean);
  const head = parts[parts.length - 1];
  const before = parts[parts.length - 2];
  if (!head) return undefined;
  // `pass` alone is too many other things (a boarding pass, a test pass); `DB_PASS` is not.
  if (PASSWORD_HEADS.has(head) && (head !== 'pass' || before !== undefined)) return 'password';
  if (CREDENTIAL_HEADS.has(head)) return 'credential';
  if (head === 'key' && before !== undefined && KEY_QUALIFIERS.has(before)) return 'credential';
  return undefined;
}

/** Words that stand in for a value in docs and templates. */
// (Other languages: "remplacez", "changez-moi", "cambiar", "ersetzen", "substituir", "замените", "替换", "置き換え".)
const PLACEHOLDER_WORDS = /your|example|sample|placeholder|change[_-]?me|redacted|dummy|replace|insert|xxx|todo|fixme|remplac|changez|cambia|reemplaz|ersetz|ändern|aendern|substitu|sostitu|замени|измени|替换|置き換|<|>|\*\*\*|\.\.\.|…/iu;
const LITERALS = new Set(['true', 'false', 'null', 'none', 'nil', 'undefined', 'string', 'str', 'bool', 'boolean', 'int', 'integer', 'number', 'required', 'optional', 'hidden', 'masked', 'secret', 'password', 'passwd', 'token', 'text', 'empty', 'n/a', 'tbd', 'unset', 'default', 'env', 'bearer']);

/** The word "password" or "secret" itself in other languages: a template's stand-in (`postgres://usuario:contraseña@…`). */
const NAMED_STAND_INS = new Set(['contraseña', 'contrasena', 'clave', 'senha', 'passwort', 'kennwort', 'geheim', 'motdepasse', 'mot_de_passe', 'пароль', 'секрет', 'wachtwoord', 'hasło', 'haslo', 'şifre', 'sifre', 'lösenord', 'losenord', 'salasana', 'parola', 'heslo', 'jelszó', 'sandi', 'katasandi', '密码', '口令', '密碼', 'パスワード', '비밀번호', 'كلمة_المرور', 'पासवर्ड']);

/** Whether `value` is a stand-in rather than a credential: a placeholder, a variable, a reference, a type. */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v.length < 4 || LITERALS.has(v.toLowerCase()) || NAMED_STAND_INS.has(v.toLowerCase())) return true;
  if (/^[[{(<$%@&]/u.test(v) || /[\]})>]$/u.test(v)) return true;
  if (/^(.)\1+$/u.test(v) || PLACEHOLDER_WORDS.test(v)) return true;
  // References into code or configuration: process.env.X, os.environ["X"], config.db.password, getpass().
  if (/[()[\]]/u.test(v) || /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/u.test(v)) return true;
  return false;
}

/** A value with the look of a secret: not a plain word (digits, symbols, or mixed case), no spaces, no URL. */
function strong(value: string): boolean {
  if (/\s/u.test(value) || /:\/\/|^www\./iu.test(value)) return false;
  return /\d/u.test(value) || /[^\p{L}\p{N}]/u.test(value) || (/\p{Lu}/u.test(value) && /\p{Ll}/u.test(value.slice(1)));
}

/** Credential words of other languages and prose, then a copula or separator, then the value. */
const NATURAL = new RegExp(
  // Words of spaced scripts must start a word ("mypassword" is a name); CJK words need no boundary ("WiFi密码").
  String.raw`((?<![A-Za-z\p{Script=Cyrillic}])(?:password|passcode|passphrase|contraseña|clave|senha|passwort|kennwort|mot de passe|пароль|wachtwoord|hasło|şifre)|密码|口令|密钥|パスワード|暗証番号|비밀번호)` +
    // What it is the password of ("for the router", "del wifi", "für das WLAN", "от почты"); any other word after it
    // makes it a modifier ("password manager is 1Password"), not the subject.
    String.raw`(?:[ \t]+(?:for|to|of|on|at|de|del|da|do|für|zum|zur|von|pour|du|для|от|к)[ \t]+[^\n.;:。=]{1,24}?)?` +
    String.raw`[ \t]*(?:\bis\b|\bwas\b|是|为|為|\bes\b|\bist\b|\blautet\b|\best\b|это|は|는|은|:|：|=)[ \t]*["'“「]?([\x21-\x7E]{4,64})`,
  'giu',
);
/**
 * A credential word followed by its value with no copula at all: "passcode 710388", "PIN 4417",
 * "Passwort Haus!789", "验证码 582913". The value must look like one: a run of four to twelve
 * digits (not a year), or a word mixing letters with digits.
 */
const BARE = new RegExp(
  String.raw`(?:(?<![A-Za-z\p{Script=Cyrillic}])(?:password|passcode|passphrase|pin(?:[ 	]code)?|otp|one-time[ 	]code|code[ 	]pin|contraseña|clave|senha|passwort|kennwort|mot de passe|пароль|пин-код|пин)|密码|口令|验证码|パスワード|暗証番号|비밀번호|인증번호)` +
    String.raw`(?:[ 	]+(?:for|to|of|on|at|de|del|da|do|für|zum|zur|von|pour|du|для|от|к)[ 	]+(?:(?:the|la|el|le|les|der|die|das|a|o)[ 	]+)?[\p{L}-]{1,20})?` +
    String.raw`[ 	]+["'“「]?([!-~]{4,64})`,
  'giu',
);
/** A value a bare credential word may name: four to twelve digits (not a year), or letters mixed with digits. */
function bareValue(value: string): boolean {
  // ("1234", "123456": the demo value of every manual.)
  if (/^\d{4,12}$/u.test(value)) return !/^(?:19|20)\d\d$/u.test(value) && !'0123456789'.includes(value);
  // Letters with digits ("Perro_2024"); letters with an apostrophe are a word ("won't", "d'au").
  return /\p{L}/u.test(value) && /\d/u.test(value) && strong(value);
}

/** Column names of a table that hold a credential: "password", "pwd", "pin", "token", "contraseña", "пароль", "密码". */
const CREDENTIAL_COLUMN = /^(?:pass(?:word|wd|code|phrase)?|pwd|pin|secret|token|api[ _-]?key|contraseña|clave|senha|passwort|kennwort|mot de passe|пароль|密码|口令|パスワード|비밀번호)$/iu;

/**
 * Credentials in a table: a header line (comma, semicolon or tab separated) naming a credential
 * column, and the values under it in the lines that follow ("host,login,password" then rows).
 */
function tableCredentials(text: string): CredentialSpan[] {
  const out: CredentialSpan[] = [];
  const lines = text.split('\n');
  let offset = 0;
  let column = -1;
  let sep = '';
  for (let i = 0; i < lines.length && i < 2000; i++) {
    const line = lines[i];
    const start = offset;
    offset += line.length + 1;
    const found = [',', ';', '\t'].find((c) => line.split(c).length >= 3);
    if (!found) {
      column = -1;
      continue;
    }
    const cells = line.split(found);
    if (column < 0 || found !== sep) {
      column = cells.findIndex((c) => CREDENTIAL_COLUMN.test(c.trim().replace(/^["']|["']$/gu, '')) || credentialName(c.trim()) !== undefined);
      sep = found;
      continue;
    }
    const cell = cells[column];
    if (cell === undefined) continue;
    const value = cell.trim().replace(/^["']|["']$/gu, '');
    if (isPlaceholder(value) || !strong(value)) continue;
    const at = start + cells.slice(0, column).reduce((n, c) => n + c.length + 1, 0) + cell.indexOf(value);
    out.push({ start: at, end: at + value.length, kind: 'password' });
  }
  return out;
}

/** `scheme://user:password@host`. */
const URL_PASSWORD = /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/?#@"'<>]{1,64}:([^\s/?#@"'<>]{1,128})@(?=[^\s/?#@"'<>])/giu;

/**
 * Every credential value in `text`, in order of position, without overlaps.
 *
 * @example credentialAssignments('DB_PASSWORD=Tr0ub4dor&3') // [{ start: 12, end: 23, kind: 'password' }]
 */
export function credentialAssignments(text: string): CredentialSpan[] {
  if (!HINT.test(text)) return [];
  const spans: CredentialSpan[] = [];
  for (const m of text.matchAll(ASSIGNMENT)) {
    const kind = credentialName(m[2]);
    if (!kind) continue;
    const quoted = m[3] ?? m[4] ?? m[5];
    let value = quoted ?? m[6];
    let end = (m.index as number) + m[0].length - (quoted !== undefined ? 1 : 0);
    if (AUTH_SCHEMES.has(value.toLowerCase())) {
      NEXT_VALUE.lastIndex = (m.index as number) + m[0].length;
      const next = NEXT_VALUE.exec(text);
      if (!next) continue;
      value = next[1];
      end = NEXT_VALUE.lastIndex;
    }
    // Quoted values may be plain words (a JSON config); bare ones must look like a secret.
    if (isPlaceholder(value) || (quoted === undefined && !strong(value)) || /\s{2,}|^\s|\s$/u.test(value)) continue;
    spans.push({ start: end - value.length, end, kind });
  }
  for (const m of text.matchAll(NATURAL)) {
    // A sentence's own full stop or closing quote is not part of the value; '!' and '?' may be.
    const value = m[2].replace(/["'”」.,;:)]+$/u, '');
    if (isPlaceholder(value) || !strong(value)) continue;
    const start = (m.index as number) + m[0].lastIndexOf(m[2]);
    spans.push({ start, end: start + value.length, kind: 'password' });
  }
  for (const m of text.matchAll(BARE)) {
    const value = m[1].replace(/["'”」.,;:)]+$/u, '');
    if (isPlaceholder(value) || !bareValue(value)) continue;
    const start = (m.index as number) + m[0].lastIndexOf(m[1]);
    spans.push({ start, end: start + value.length, kind: 'password' });
  }
  spans.push(...tableCredentials(text));
  for (const m of text.matchAll(URL_PASSWORD)) {
    const value = m[1];
    if (isPlaceholder(value) || /^(?:pass|pwd|passwd|password|secret|token)$/iu.test(value)) continue;
    const end = (m.index as number) + m[0].length - 1;
    spans.push({ start: end - value.length, end, kind: 'url_password' });
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  let reach = 0;
  return spans.filter((s) => {
    if (s.start < reach) return false;
    reach = s.end;
    return true;
  });
}
