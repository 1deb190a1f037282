/**
 * Separable verbs: in the Germanic languages, Estonian and Hungarian a verb's particle leaves it in
 * a main clause and stands at the clause's end ("Zet de virusscanner … uit", "Schalten Sie den
 * Scanner … ab", "lülitati häire … välja"), and German and Dutch put "ge" or "zu"
 * between the particle and the verb ("ausgesetzt", "uitgeschakeld", "abzuschalten"). A lexicon term
 * written as verb and particle ("zet uit") or as the infinitive ("aussetzen") reads these forms too.
 * The lists are the languages' separable particles, from their grammars.
 */

/** Separable particles per language (ISO 639-1). */
const PARTICLES: Record<string, ReadonlySet<string>> = {
  de: new Set(['ab', 'an', 'auf', 'aus', 'bei', 'ein', 'fest', 'fort', 'frei', 'her', 'hin', 'hoch', 'los', 'mit', 'nach', 'vor', 'weg', 'zu', 'zurück', 'zusammen', 'weiter', 'durch', 'um', 'über', 'unter', 'wieder', 'lahm', 'still', 'stumm', 'heraus', 'herunter', 'hinaus']),
  nl: new Set(['aan', 'af', 'bij', 'door', 'in', 'mee', 'na', 'neer', 'om', 'op', 'over', 'terug', 'toe', 'uit', 'vast', 'voor', 'weg', 'vrij', 'open', 'dicht', 'stil', 'buiten']),
  sv: new Set(['av', 'bort', 'fast', 'fram', 'förbi', 'ifrån', 'igen', 'in', 'med', 'ner', 'om', 'på', 'till', 'undan', 'upp', 'ut', 'över', 'ihop', 'loss']),
  da: new Set(['af', 'bort', 'fast', 'forbi', 'fra', 'frem', 'igen', 'ind', 'med', 'ned', 'om', 'op', 'over', 'på', 'til', 'ud', 'væk', 'sammen', 'løs']),
  nb: new Set(['av', 'bort', 'fast', 'forbi', 'fra', 'fram', 'frem', 'igjen', 'inn', 'med', 'ned', 'om', 'opp', 'over', 'på', 'til', 'ut', 'vekk', 'sammen', 'løs']),
  et: new Set(['ära', 'edasi', 'järele', 'kaasa', 'kinni', 'kokku', 'lahti', 'maha', 'sisse', 'tagasi', 'vahele', 'välja', 'üles', 'üle', 'ette', 'alla', 'mööda', 'kõrvale']),
  hu: new Set(['be', 'el', 'fel', 'ki', 'le', 'meg', 'át', 'vissza', 'össze', 'oda', 'rá', 'szét', 'félre']),
};

/**
 * Words that open the next clause: a separated particle closes its own clause, so it stands at the
 * clause's end, before such a word or a punctuation mark ("… ab, damit", "… uit en meld het").
 */
const CLAUSE_OPENERS: Record<string, ReadonlySet<string>> = {
  de: new Set(['und', 'oder', 'aber', 'sondern', 'denn', 'weil', 'damit', 'wenn', 'falls', 'dass', 'als', 'bis', 'sobald', 'nachdem', 'bevor', 'um', 'während', 'obwohl']),
  nl: new Set(['en', 'of', 'maar', 'want', 'omdat', 'zodat', 'als', 'wanneer', 'dat', 'tot', 'zodra', 'voordat', 'nadat', 'om', 'terwijl', 'hoewel']),
  sv: new Set(['och', 'eller', 'men', 'utan', 'eftersom', 'så', 'när', 'att', 'tills', 'innan', 'efter', 'för', 'om', 'medan', 'fast']),
  da: new Set(['og', 'eller', 'men', 'fordi', 'så', 'når', 'at', 'indtil', 'før', 'efter', 'for', 'hvis', 'mens', 'selvom']),
  nb: new Set(['og', 'eller', 'men', 'fordi', 'så', 'når', 'at', 'til', 'før', 'etter', 'for', 'hvis', 'mens', 'selv']),
  et: new Set(['ja', 'või', 'aga', 'kuid', 'sest', 'et', 'kui', 'kuni', 'enne', 'pärast']),
  hu: new Set(['és', 'vagy', 'de', 'mert', 'hogy', 'ha', 'amíg', 'mielőtt', 'miután', 'míg']),
};

const NONE: ReadonlySet<string> = new Set();

/** How far on a separated particle may stand: the middle of a German or Dutch clause is long. */
export const PARTICLE_REACH = 12;

/** Is `word` a separable particle of `lang`? */
export function separableParticle(lang: string, word: string): boolean {
  return (PARTICLES[lang] ?? NONE).has(word);
}

/**
 * Can a separated particle of `lang` stand before `next` (the following token's text, lower-cased;
 * undefined at the sentence's end)? Only at its clause's end: before a punctuation mark, the end or a
 * word opening the next clause. Before anything else it is a preposition or an adverb ("aus
 * Sicherheitsgründen", "ab Montag", "uit voorzorg", "av säkerhetsskäl", "fra i dag").
 */
export function closesClause(lang: string, next: string | undefined): boolean {
  return next === undefined || /^[^\p{L}\p{N}]+$/u.test(next) || (CLAUSE_OPENERS[lang] ?? NONE).has(next);
}

/** Languages whose participles and infinitives put "ge" or "zu" inside a separable verb. */
const INFIXED: Record<string, readonly string[]> = { de: ['ge', 'zu'], nl: ['ge'] };

/**
 * The word with the "ge" or "zu" taken out of a separable verb's participle or infinitive, and the
 * participle's ending too ("ausgesetzt" → "aussetz", "uitgeschakeld" → "uitschakel", "abzuschalten" →
 * "abschalten"), to be stemmed as the infinitive is; undefined where the word is no such form.
 */
export function withoutInfix(lang: string, word: string): string | undefined {
  const infixes = INFIXED[lang];
  if (!infixes) return undefined;
  for (const particle of PARTICLES[lang]) {
    if (!word.startsWith(particle)) continue;
    for (const infix of infixes) {
      const rest = word.slice(particle.length);
      if (!rest.startsWith(infix) || rest.length - infix.length < 4) continue;
      const verb = rest.slice(infix.length);
      // A participle's ending ("-t", "-et", "-d", "-en") goes; an infinitive keeps its own.
      return particle + (infix === 'zu' ? verb : verb.replace(/(?:et|t|d|en)$/u, ''));
    }
  }
  return undefined;
}
